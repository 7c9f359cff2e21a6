/**
 * The views of /generative-ai's own blocks (issue 44): its hero with the lead form, and the
 * practice cards with their capabilities and result bars. Kept apart from the other practice
 * pages' views so only this page loads the lead form's code (ADR 030).
 */
import { LeadModal } from '~/components/forms/lead-modal';
import { CheckList } from '~/components/site/check-list';
import { PageHero } from '~/components/site/page-hero';
import { Section } from '~/components/site/section';
import { LinkButton } from '~/components/ui/button';
import { ArrowRightIcon } from '~/components/ui/icons';
import { generativeAiServices } from '~/content/site/practices/generative-ai';
import { anchored, type Props } from './practices-blocks';

/** The page's hero: the lead form's button (its words are the form's), then the block's own button. */
export function LeadHeroBlock({ block }: Props<'hero'>) {
  const { eyebrow, headline, subhead, cta } = block.data;
  return (
    <PageHero hero={{ ...(eyebrow ? { eyebrow } : {}), headline, subhead }}>
      <LeadModal />
      {cta.label && cta.to ? (
        <LinkButton to={cta.to} variant="secondary" className="border-white! bg-transparent! text-white! hover:bg-white/10!">
          {cta.label}
          <ArrowRightIcon size={16} />
        </LinkButton>
      ) : null}
    </PageHero>
  );
}

/** A result's bar follows its figure when the figure is a percentage (80% → 80); otherwise it has no bar. */
export function resultBarWidth(value: string): number | undefined {
  const match = /^(\d{1,3})\s?%$/.exec(value.trim());
  const width = match ? Number(match[1]) : NaN;
  return width <= 100 ? width : undefined;
}

/** The practice cards; item n is the practice's service n (its anchor). */
export function ServiceResultsBlock({ block }: Props<'serviceResults'>) {
  const { background, title, intro, capabilitiesLabel, resultsLabel, items } = block.data;
  return (
    <Section id={block.id} tone={background} title={title} intro={intro || undefined}>
      <ul className="mt-12 grid gap-8 lg:grid-cols-2">
        {anchored(items, generativeAiServices).map((card) => {
          const results = [
            { label: card.result1, value: card.result1Value },
            { label: card.result2, value: card.result2Value },
            { label: card.result3, value: card.result3Value },
          ];
          return (
            <li key={card.id} id={card.id}>
              <article aria-labelledby={`${card.id}-title`} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
                <h3 id={`${card.id}-title`} className="text-2xl font-bold tracking-tight">
                  {card.title}
                </h3>
                <p className="mt-3 leading-7 text-slate-700">{card.description}</p>
                <h4 className="mt-6 text-sm font-bold uppercase tracking-wider text-slate-700">{capabilitiesLabel}</h4>
                <CheckList items={card.capabilities} className="mt-3 text-slate-800" />
                <h4 className="mt-6 text-sm font-bold uppercase tracking-wider text-slate-700">{resultsLabel}</h4>
                <ul className="mt-3 space-y-4">
                  {results.map((result, index) => {
                    const width = resultBarWidth(result.value);
                    return (
                      <li key={`${index}-${result.label}`}>
                        <div className="flex items-baseline justify-between gap-4 text-sm">
                          <span className="text-slate-700">{result.label}</span>
                          <span className="font-bold text-brand-800">{result.value}</span>
                        </div>
                        {width === undefined ? null : (
                          <div aria-hidden="true" className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200">
                            <div data-result-bar={width} className="h-full rounded-full bg-brand-700" style={{ width: `${width}%` }} />
                          </div>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </article>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
