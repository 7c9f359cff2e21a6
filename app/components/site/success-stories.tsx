import { Carousel } from '~/components/site/carousel';
import { VisitWebsite } from '~/components/site/portfolio-card';
import { Section } from '~/components/site/section';
import { Spinner } from '~/components/ui/spinner';
import { usePageLoading } from '~/components/ui/use-page-loading';
import { successStoriesCopy } from '~/content/site/portfolio';
import { CASE_STUDY_AUTOPLAY_MS, KEY_RESULTS_SHOWN } from '~/domain/portfolio';
import type { PublicProject } from '~/server/entities/portfolio.server';
import { DecorativeImage } from '~/components/site/decorative-image';

/**
 * The Digital Experience success-stories carousel (product §2): up to six case-study projects,
 * auto-playing every 6000 ms with a toggle, indicators and navigation, at most three key results
 * each. 'Loading case studies...' while the page's data reloads. With no projects (or a failed
 * read, which product only logs) nothing is shown.
 */
export function SuccessStories({ projects }: { projects: readonly PublicProject[] }) {
  const loading = usePageLoading();
  if (loading) return <Spinner label={successStoriesCopy.loading} className="mt-10" />;
  if (projects.length === 0) return null;
  return (
    <Carousel
      className="mt-10"
      items={projects}
      label={successStoriesCopy.label}
      getKey={(project) => project.id}
      autoPlayMs={CASE_STUDY_AUTOPLAY_MS}
      counter={(n, total) => `${n} of ${total}`}
      previousLabel={successStoriesCopy.previous}
      nextLabel={successStoriesCopy.next}
      renderSlide={(project) => <StorySlide project={project} />}
    />
  );
}

/** The success stories as a page section; nothing at all when there are none to show. */
export function SuccessStoriesSection({
  id = 'success-stories',
  projects,
  title,
  intro,
}: {
  /** The section's anchor. */
  id?: string;
  projects: readonly PublicProject[];
  title: string;
  intro?: string;
}) {
  const loading = usePageLoading();
  if (projects.length === 0 && !loading) return null;
  return (
    <Section id={id} title={title} intro={intro}>
      <SuccessStories projects={projects} />
    </Section>
  );
}

function StorySlide({ project }: { project: PublicProject }) {
  return (
    <article className="grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:grid-cols-2">
      {project.image_url ? (
        <DecorativeImage src={project.image_url} alt={project.image_alt} width={800} height={500} sizes="(min-width: 1024px) 50vw, 100vw" className="h-full min-h-56 w-full bg-slate-100 object-cover" />
      ) : (
        <div aria-hidden="true" className="min-h-56 bg-gradient-to-br from-brand-100 to-slate-200" />
      )}
      <div className="p-8">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
          {project.category} · {project.client}
        </p>
        <h3 className="mt-2 text-2xl font-bold tracking-tight text-ink">{project.title}</h3>
        <p className="mt-4 text-slate-600">{project.description}</p>
        {project.results.length ? (
          <>
            <h4 className="mt-6 text-sm font-semibold uppercase tracking-wider text-slate-700">{successStoriesCopy.keyResults}</h4>
            <ul className="mt-3 space-y-2">
              {project.results.slice(0, KEY_RESULTS_SHOWN).map((result) => (
                <li key={result} className="flex gap-3 text-slate-800">
                  <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-brand-700" />
                  <span>{result}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <VisitWebsite project={project} />
      </div>
    </article>
  );
}
