/**
 * The views of /what-we-do's own blocks (issue 44): the services of every practice (from the
 * practice pages) and the Request a Quote form, under the block's words.
 */
import { Link } from 'react-router';
import { ArrowRightIcon } from '~/components/ui/icons';
import { QuoteForm } from '~/components/forms/quote-form';
import { Section } from '~/components/site/section';
import { exploreGroupLabel } from '~/content/site/what-we-do';
import type { PracticeSummary } from '~/domain/page-blocks/practice-catalog';
import type { CompanyBlockProps as Props } from '../company-blocks';

/** What the page's loader gives its blocks besides the document. */
export interface WhatWeDoContext {
  /** The practices as their pages say (practice-catalog.ts). */
  practices: readonly PracticeSummary[];
}

export function ServiceCatalogBlock({ block, context }: Props<'serviceCatalog', WhatWeDoContext>) {
  const { title, intro } = block.data;
  return (
    <Section id={block.id} title={title} intro={intro || undefined}>
      <div className="mt-12 space-y-12">
        {context.practices.map((group) => (
          <section key={group.id} aria-labelledby={`${group.id}-services`} className="grid gap-8 border-t border-slate-200 pt-10 lg:grid-cols-3">
            <div>
              <h3 id={`${group.id}-services`} className="text-2xl font-bold tracking-tight">
                {group.name}
              </h3>
              <p className="mt-3 leading-7 text-slate-600">{group.intro}</p>
              <Link to={group.route} className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline">
                {exploreGroupLabel(group.name)}
                <ArrowRightIcon size={16} />
              </Link>
            </div>
            <ul className="grid gap-3 sm:grid-cols-2 lg:col-span-2">
              {group.services.map((service) => (
                <li key={service.href}>
                  <Link
                    to={service.href}
                    className="flex min-h-16 items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-5 py-4 font-semibold text-slate-900 shadow-sm hover:border-brand-600 hover:text-brand-800"
                  >
                    <span>{service.title}</span>
                    <ArrowRightIcon size={16} className="shrink-0 text-brand-700" />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Section>
  );
}

/** The Request a Quote form (its fields and messages are the form's own). */
export function QuoteFormBlock({ block }: Props<'quoteForm'>) {
  return <QuoteForm id={block.id} title={block.data.title} intro={block.data.intro} />;
}
