import { data, Link, useLoaderData } from 'react-router';
import { useChrome } from '~/components/layout/chrome';
import { LinkWords } from '~/components/layout/language-switcher';
import { useLocale } from '~/components/ui/locale';
import { arabicNotFoundCopy } from '~/content/locales/ar/not-found';
import { notFoundCopy, type NotFoundCopy } from '~/content/site/not-found';
import { rememberedLocale } from '~/domain/language-choice';
import { LOCALES, localeOfPath, localeOfRequest, localizedPath, type Locale } from '~/domain/locales';
import { redirectIfMoved } from '~/server/pages/moved.server';
import { requestInfo } from '~/server/platform/request-state.server';
import type { Route } from './+types/not-found';

/** The 404 page's words in each language (this module serves `*` and each locale's `/ar/*`). */
const COPY: Readonly<Record<Locale, NotFoundCopy>> = { en: notFoundCopy, ar: arabicNotFoundCopy };

/**
 * An address a redirect owns (an old site's URL, a renamed page) answers 301; any other is counted
 * and 404s. Most misses never get here: the server answers them with the stored 404 document after
 * doing the same (ADR 310); this is the document it stores, and the answer to the rest — among
 * them every visitor whose `lang` cookie remembers another language than the address's (the
 * switcher's choice, issue 48): their 404 also offers that language's home, so it is rendered for
 * them and never stored.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shared = requestInfo(context).sharedDocument;
  if (!shared) {
    const moved = await redirectIfMoved(request);
    if (moved) return moved;
  }
  const remembered = shared ? undefined : rememberedLocale(request.headers.get('Cookie'));
  const offer = remembered !== undefined && remembered !== localeOfRequest(request) ? remembered : undefined;
  // A 404 rendered for one request is kept by no cache in front, as the stored document is (which
  // the page cache sends with `no-store` itself, and would not store if it said so here).
  return data(offer ? { offer } : null, { status: 404, headers: shared ? undefined : { 'Cache-Control': 'no-store' } });
}

/** The loader's headers: a redirect's own, or `no-store` on a 404 rendered for one request. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

const linkClass = 'inline-flex min-h-6 items-center font-semibold text-brand-700 underline';

export default function NotFound() {
  const offer = useLoaderData<typeof loader>()?.offer;
  const chrome = useChrome();
  const copy = COPY[useLocale()];
  return (
    <div className="mx-auto max-w-2xl px-6 py-24 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{copy.title}</h1>
      <p className="mt-4 text-slate-600">{copy.intro}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-4">
        {copy.links.map(({ label, to }) => {
          const link = chrome.link(to);
          return (
            <li key={to}>
              <Link className={linkClass} to={link.to} hrefLang={link.hrefLang}>
                <LinkWords label={label} link={link} />
              </Link>
            </li>
          );
        })}
      </ul>
      {offer ? (
        <p className="mt-8">
          <Link className={linkClass} to={localizedPath(offer, '/')} lang={LOCALES[offer].htmlLang} hrefLang={LOCALES[offer].htmlLang}>
            {COPY[offer].homeInThisLanguage}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** Not to be indexed, in any language. (Called without arguments by tests: then English.) */
export function meta(args?: Pick<Route.MetaArgs, 'location'>) {
  const copy = COPY[localeOfPath(args?.location.pathname ?? '/')];
  return [{ title: copy.metaTitle }, { name: 'robots', content: 'noindex' }];
}
