import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from 'react-router';
import type { ReactNode } from 'react';
import { useNonce } from '~/components/ui/nonce';
import { env } from '~/server/platform/env.server';
import appStylesheet from './app.css?url';
import { keepDataAfterFormPost } from '~/routes/site/revalidation';

export function Layout({ children }: { children: ReactNode }) {
  // Empty for a page rendered for the cache: its scripts are allowed by their hashes (ADR 060).
  const nonce = useNonce() || undefined;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        {/* `precedence` makes React place the stylesheet before the module preloads it hoists into
            the head, so the one render-blocking file is requested first. */}
        <link rel="stylesheet" href={appStylesheet} precedence="default" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The site's public origin, for canonical URLs and structured data (see `siteOrigin`). */
export function loader() {
  return { origin: env().PUBLIC_URL };
}

/** The origin never changes while the server runs: a form post need not fetch it again. */
export const shouldRevalidate = keepDataAfterFormPost;

export default function App() {
  return <Outlet />;
}

/** Last resort: never shows a stack trace outside development. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? 'Page not found' : 'Something went wrong';
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-24 text-center">
      <title>{`${title} | Corvane Digital`}</title>
      <p className="text-sm font-semibold text-brand-700">{status}</p>
      <h1 className="mt-2 text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-slate-600">
        {status === 404
          ? 'The page you asked for does not exist or has moved.'
          : 'Please try again in a moment.'}
      </p>
      <a className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white" href="/">
        Back to the home page
      </a>
    </main>
  );
}
