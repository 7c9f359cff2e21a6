import { useSyncExternalStore } from 'react';
import { data, Link } from 'react-router';
import { useChrome } from '~/components/layout/chrome';
import { FrameLink } from '~/components/layout/frame-link';
import { useLocale } from '~/components/ui/locale';
import { arabicNotFoundCopy } from '~/content/locales/ar/not-found';
import { notFoundCopy, type NotFoundCopy } from '~/content/site/not-found';
import { rememberedLocale } from '~/domain/language-choice';
import { LOCALES, localeOfPath, localizedPath, type Locale } from '~/domain/locales';
import { redirectIfMoved } from '~/server/pages/moved.server';
import { requestInfo } from '~/server/platform/request-state.server';
import type { Route } from './+types/not-found';

/** The 404 page's words in each language (this module serves `*` and each locale's `/ar/*`). */
const COPY: Readonly<Record<Locale, NotFoundCopy>> = { en: notFoundCopy, ar: arabicNotFoundCopy };

/**
 * An address a redirect owns (an old site's URL, a renamed page) answers 301; any other is counted
 * and 404s. Most misses never get here: the server answers them with its locale's stored 404
 * document after doing the same (ADR 310); this is that document, and the answer to the rest
 * (a request with a session cookie, say). The document is the same for every visitor, whatever
 * cookie they send: a per-visitor 404 would let any bot make each miss a render (ADR 420).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shared = requestInfo(context).sharedDocument;
  if (!shared) {
    const moved = await redirectIfMoved(request);
    if (moved) return moved;
  }
  // A 404 rendered for one request is kept by no cache in front, as the stored document is (which
  // the page cache sends with `no-store` itself, and would not store if it said so here).
  return data(null, { status: 404, headers: shared ? undefined : { 'Cache-Control': 'no-store' } });
}

/** The loader's headers: a redirect's own, or `no-store` on a 404 rendered for one request. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/**
 * The language the visitor chose with the switcher (the `lang` cookie), when it is not the page's:
 * read in the browser once the page has hydrated, so the document stays one for everyone. Without
 * JavaScript the header's language switcher leads to the other language's home all the same.
 */
function useRememberedOtherLocale(current: Locale): Locale | undefined {
  // The server's answer (and the hydration's) is none; the browser's is what the cookie says. The
  // cookie changes only on another page (the switcher navigates), so there is nothing to subscribe to.
  const remembered = useSyncExternalStore(noChanges, () => rememberedLocale(document.cookie), () => undefined);
  return remembered !== undefined && remembered !== current ? remembered : undefined;
}

function noChanges(): () => void {
  return () => undefined;
}

const linkClass = 'inline-flex min-h-6 items-center font-semibold text-brand-700 underline';

export default function NotFound() {
  const locale = useLocale();
  const offer = useRememberedOtherLocale(locale);
  const chrome = useChrome();
  const copy = COPY[locale];
  return (
    <div className="mx-auto max-w-2xl px-6 py-24 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{copy.title}</h1>
      <p className="mt-4 text-slate-600">{copy.intro}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-4">
        {copy.links.map(({ label, to }) => (
          <li key={to}>
            <FrameLink label={label} link={chrome.link(to)} className={linkClass} />
          </li>
        ))}
      </ul>
      {/* Its line is kept free before hydration, so the offer moves nothing when it appears. */}
      <div className="mt-8 min-h-6">
        {offer ? (
          <p>
            <Link className={linkClass} to={localizedPath(offer, '/')} lang={LOCALES[offer].htmlLang} hrefLang={LOCALES[offer].htmlLang}>
              {COPY[offer].homeInThisLanguage}
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** Not to be indexed, in any language. (Called without arguments by tests: then English.) */
export function meta(args?: Pick<Route.MetaArgs, 'location'>) {
  const copy = COPY[localeOfPath(args?.location.pathname ?? '/')];
  return [{ title: copy.metaTitle }, { name: 'robots', content: 'noindex' }];
}
