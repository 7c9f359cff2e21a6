import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from 'react-router';
import { LOCALES, localeOfPath, localizedPath, type Locale } from '~/domain/locales';
import { arabicErrorPageCopy } from '~/content/locales/ar/errors';
import { errorPageCopy, type ErrorPageCopy } from '~/content/site/errors';
import type { ReactNode } from 'react';
import { useNonce } from '~/components/ui/nonce';
import { env } from '~/server/platform/env.server';
import appStylesheet from './app.css?url';
import { keepDataAfterFormPost } from '~/routes/site/revalidation';

export function Layout({ children }: { children: ReactNode }) {
  // Empty for a page rendered for the cache: its scripts are allowed by their hashes (ADR 060).
  const nonce = useNonce() || undefined;
  // Issue 48: every page says its language and direction, from its address (/ar/… is Arabic).
  const locale = LOCALES[localeOfPath(useLocation().pathname)];
  return (
    <html lang={locale.htmlLang} dir={locale.dir}>
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

/** Each language's words for the last-resort page (it shows when even the layout fails, so it carries them itself). */
const LAST_RESORT_COPY: Readonly<Record<Locale, ErrorPageCopy>> = { en: errorPageCopy, ar: arabicErrorPageCopy };

/** Last resort: never shows a stack trace outside development. In the language of the address. */
export function ErrorBoundary() {
  const error = useRouteError();
  const locale = localeOfPath(useLocation().pathname);
  const copy = LAST_RESORT_COPY[locale];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? copy.notFoundTitle : copy.errorTitle;
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-24 text-center">
      <title>{`${title} | Corvane Digital`}</title>
      <p className="text-sm font-semibold text-brand-700">{status}</p>
      <h1 className="mt-2 text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-slate-600">{status === 404 ? copy.notFoundMessage : copy.errorMessage}</p>
      <a className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white" href={localizedPath(locale, '/')}>
        {copy.homeLink}
      </a>
    </main>
  );
}
