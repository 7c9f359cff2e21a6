import type { ReactNode } from 'react';
import { useChrome } from './chrome';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Skip link, header, the page's <main id="main"> and the footer. Pages render sections (and
 * exactly one <h1>) inside it and never a <main> of their own.
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  const { copy } = useChrome();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {copy.labels.skipLink}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
