import { Carousel } from '~/components/site/carousel';
import { MarkdownView } from '~/components/markdown/markdown-view';
import type { CaseStudySlideView, CaseStudyView } from '~/domain/case-study';
import { useLocale } from '~/components/ui/locale';
import { partnerDetailCopies } from '~/content/locales/partner-page-copy';

/**
 * A partner's Success Story slider (product §2 Partner detail): Challenge, Solution and Results
 * columns, previous / next, dots and 'Slide n of m'. One story shows no controls' worth of
 * choice: they are disabled.
 */
export function CaseStudySlider({ study, partnerName }: { study: CaseStudyView; partnerName: string }) {
  const copy = partnerDetailCopies[useLocale()];
  if (study.slides.length === 0) return null;
  return (
    <div className="mt-8">
      {study.title ? <h3 className="text-xl font-bold tracking-tight text-ink">{study.title}</h3> : null}
      <Carousel
        className="mt-6"
        items={study.slides}
        label={`${partnerName} ${copy.successStory}`}
        slideLabel={copy.slide}
        counter={copy.slide}
        previousLabel={copy.previous}
        nextLabel={copy.next}
        words={copy.carousel}
        // The columns' headings sit one level under the story's title, or under the page's h2 without one.
        renderSlide={(slide) => <StorySlide slide={slide} headingLevel={study.title ? 4 : 3} />}
      />
    </div>
  );
}

function StorySlide({ slide, headingLevel }: { slide: CaseStudySlideView; headingLevel: 3 | 4 }) {
  const copy = partnerDetailCopies[useLocale()];
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const bodyLevel = headingLevel === 3 ? 4 : 5;
  const columns = [
    slide.challenge ? { title: copy.challenge, body: <MarkdownView tree={slide.challenge} minHeadingLevel={bodyLevel} /> } : undefined,
    slide.solution ? { title: copy.solution, body: <MarkdownView tree={slide.solution} minHeadingLevel={bodyLevel} /> } : undefined,
    slide.results.length
      ? {
          title: copy.results,
          body: (
            <ul className="space-y-3">
              {slide.results.map((result, i) => (
                <li key={i} className="flex gap-3 text-slate-800">
                  <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-brand-700" />
                  <span>
                    <MarkdownView tree={result} inline />
                  </span>
                </li>
              ))}
            </ul>
          ),
        }
      : undefined,
  ].filter((column) => column !== undefined);
  return (
    <div className={`grid gap-6 ${columns.length === 3 ? 'lg:grid-cols-3' : columns.length === 2 ? 'lg:grid-cols-2' : ''}`}>
      {columns.map((column) => (
        <section key={column.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <Heading className="text-sm font-semibold uppercase tracking-wider text-brand-700">{column.title}</Heading>
          <div className="mt-3">{column.body}</div>
        </section>
      ))}
    </div>
  );
}
