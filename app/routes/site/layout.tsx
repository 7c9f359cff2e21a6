import { isRouteErrorResponse, Link, Outlet, useRouteError, type ShouldRevalidateFunctionArgs } from 'react-router';
import { useChrome, type SiteLayoutData } from '~/components/layout/chrome';
import { SiteChrome } from '~/components/layout/site-chrome';
import { brandTitle } from '~/content/company';
import { localeOfPath, localeOfRequest } from '~/domain/locales';
import { localizedChrome } from '~/server/pages/site-chrome.server';
import type { Route } from './+types/layout';

/**
 * The frame's copy in the page's language (issue 48): nothing for English (its words are in the
 * pages' code); for another language its words and which pages are live in it. The same for every
 * visitor of an address, so the page cache stores it with the page.
 */
export async function loader({ request }: Route.LoaderArgs): Promise<SiteLayoutData> {
  return { chrome: await localizedChrome(localeOfRequest(request)) };
}

/**
 * The frame changes with the language only: a move between two pages of one language, a search or
 * a form post keeps it (the layout has no parameters, so without this React Router would not
 * fetch it again when the language changes either).
 */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);
}

/** Every public page: skip link, header, <main id="main">, footer (app/components/layout). */
export default function SiteLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

/** An error in a public page keeps the header and footer around the message, in the page's language. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { copy, home } = useChrome();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? copy.errors.notFoundTitle : copy.errors.errorTitle;
  return (
    <SiteChrome>
      <title>{brandTitle(title)}</title>
      <div className="mx-auto max-w-2xl px-6 py-24 text-center">
        <p className="text-sm font-semibold text-brand-700">{status}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-4 text-slate-600">{status === 404 ? copy.errors.notFoundMessage : copy.errors.errorMessage}</p>
        <Link className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800" to={home}>
          {copy.errors.homeLink}
        </Link>
      </div>
    </SiteChrome>
  );
}
