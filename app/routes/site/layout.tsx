import { isRouteErrorResponse, Link, Outlet, useRouteError } from 'react-router';
import { SiteChrome } from '~/components/layout/site-chrome';
import { brandTitle } from '~/content/company';

/** Every public page: skip link, header, <main id="main">, footer (app/components/layout). */
export default function SiteLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

/** An error in a public page keeps the header and footer around the message. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? 'Page not found' : 'Something went wrong';
  return (
    <SiteChrome>
      <title>{brandTitle(title)}</title>
      <div className="mx-auto max-w-2xl px-6 py-24 text-center">
        <p className="text-sm font-semibold text-brand-700">{status}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-4 text-slate-600">
          {status === 404 ? 'The page you asked for does not exist or has moved.' : 'Please try again in a moment.'}
        </p>
        <Link className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800" to="/">
          Back to the home page
        </Link>
      </div>
    </SiteChrome>
  );
}
