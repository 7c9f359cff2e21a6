import { useId, type ReactNode } from 'react';
import { lastUpdatedLabel } from '~/content/site/legal';
import { formatLongDate, isoDate } from '~/domain/dates';

/** Terms and Privacy: the page's <h1>, the last-updated date (en-US long form), intro and body. */
export function LegalPage({
  title,
  lastUpdated,
  intro,
  children,
}: {
  title: string;
  lastUpdated: string;
  intro: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId}>
      <header className="bg-slate-50">
        <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
          <h1 id={headingId} className="text-4xl font-bold tracking-tight sm:text-5xl">
            {title}
          </h1>
          <p className="mt-4 text-slate-600">
            {lastUpdatedLabel} <time dateTime={isoDate(lastUpdated)}>{formatLongDate(lastUpdated)}</time>
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <p className="text-lg leading-8 text-slate-700">{intro}</p>
        {children}
      </div>
    </article>
  );
}
