/**
 * The views of /digital-experience's own blocks (issue 44): the pillars (the practice's services
 * with their pictures) and the success stories carousel. Kept apart from the other practice
 * pages' views so only this page loads the pictures' and the carousel's code (ADR 030).
 */
import { CheckList } from '~/components/site/check-list';
import { Section } from '~/components/site/section';
import { SuccessStoriesSection } from '~/components/site/success-stories';
import { FallbackImage } from '~/components/ui/fallback-image';
import { digitalExperienceServices } from '~/content/site/practices/digital-experience';
import type { PublicProject } from '~/server/entities/portfolio.server';
import { anchored, number, type Props } from './practices-blocks';

/** What the page's loader gives its success stories block: the case studies it read. */
export interface SuccessStoriesContext {
  successStories: readonly PublicProject[];
}

/** A pillar's picture, without extension (FallbackImage tries .jpg, then .svg, then a numbered placeholder). */
export function pillarImageBase(serviceId: string): `/images/pillars/${string}` {
  return `/images/pillars/${serviceId}`;
}

/** The pillars, pictures alternating sides; item n is the practice's service n (its anchor and picture). */
export function ServicePillarsBlock({ block }: Props<'servicePillars'>) {
  const { background, title, intro, items } = block.data;
  return (
    <Section id={block.id} tone={background} title={title} intro={intro || undefined}>
      <div className="mt-12 space-y-16">
        {anchored(items, digitalExperienceServices).map((pillar, index) => (
          <article key={pillar.id} id={pillar.id} aria-labelledby={`${pillar.id}-title`} className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16">
            <div className={index % 2 === 1 ? 'lg:order-2' : ''}>
              <FallbackImage base={pillarImageBase(pillar.id)} number={index + 1} alt="" />
            </div>
            <div>
              <p aria-hidden="true" className="text-sm font-bold text-brand-700">
                {number(index)}
              </p>
              <h3 id={`${pillar.id}-title`} className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
                {pillar.title}
              </h3>
              <p className="mt-4 text-lg leading-8 text-slate-700">{pillar.description}</p>
              <CheckList items={pillar.highlights} className="mt-6 text-slate-800" />
            </div>
          </article>
        ))}
      </div>
    </Section>
  );
}

/** The portfolio's case studies; the whole section is left out when there are none. */
export function SuccessStoriesBlock({ block, context }: Props<'successStories', SuccessStoriesContext>) {
  return <SuccessStoriesSection id={block.id} projects={context.successStories} title={block.data.title} intro={block.data.intro || undefined} />;
}
