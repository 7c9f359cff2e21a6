/**
 * The view of /security-services' own block (issue 44): the services as sticky cards that stack
 * and shrink while scrolling. Kept apart from the other practice pages' views so only this page
 * loads the sticky cards' code (ADR 030).
 */
import { CheckList } from '~/components/site/check-list';
import { Section } from '~/components/site/section';
import { StickyCards, type StickyCardOptions } from '~/components/site/sticky-cards';
import { ShieldIcon } from '~/components/ui/icons';
import { securityServices } from '~/content/site/practices/security-services';
import { STICKY_MIN_SCALE, STICKY_OFFSET_PX, STICKY_SCALE_DISTANCE_PX } from '~/content/site/security-services';
import { anchored, number, type Props } from './practices-blocks';

const stickyOptions: StickyCardOptions = {
  minScale: STICKY_MIN_SCALE,
  distance: STICKY_SCALE_DISTANCE_PX,
  offset: STICKY_OFFSET_PX,
};

/** The services as stacked cards; item n is the practice's service n (its anchor). */
export function ServiceStackBlock({ block }: Props<'serviceStack'>) {
  const { background, title, intro, capabilitiesLabel, items } = block.data;
  return (
    <Section id={block.id} tone={background} title={title} intro={intro || undefined}>
      <StickyCards
        items={anchored(items, securityServices)}
        options={stickyOptions}
        label={title}
        renderCard={(card, index) => (
          <article aria-labelledby={`${card.id}-title`} className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-10 md:grid-cols-5">
            <div className="md:col-span-3">
              <p aria-hidden="true" className="flex items-center gap-2 text-sm font-bold text-brand-700">
                <ShieldIcon size={18} />
                {number(index)}
              </p>
              <h3 id={`${card.id}-title`} className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
                {card.title}
              </h3>
              <p className="mt-4 leading-7 text-slate-700">{card.description}</p>
            </div>
            <div className="md:col-span-2">
              <h4 className="text-sm font-bold uppercase tracking-wider text-slate-700">{capabilitiesLabel}</h4>
              <CheckList items={card.capabilities} className="mt-3 text-sm text-slate-800" />
            </div>
          </article>
        )}
      />
    </Section>
  );
}
