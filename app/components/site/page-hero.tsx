import { useId, type ReactNode } from 'react';
import type { Hero } from '~/content/types';

/**
 * The top band of a page: eyebrow, the page's one <h1>, subhead and optional actions (buttons).
 * `children` go below the subhead (e.g. the hero's calls to action).
 */
export function PageHero({ hero, children }: { hero: Hero; children?: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-slate-900 text-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -end-24 -top-24 size-96 rounded-full bg-brand-600/30 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        {hero.eyebrow ? (
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">{hero.eyebrow}</p>
        ) : null}
        <h1 id={headingId} className="mt-3 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {hero.headline}
        </h1>
        <p className="mt-6 max-w-3xl text-lg leading-8 text-slate-200">{hero.subhead}</p>
        {children ? <div className="mt-10 flex flex-wrap items-center gap-4">{children}</div> : null}
      </div>
    </section>
  );
}
