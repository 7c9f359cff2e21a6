/**
 * The back office's content search (issue 45): the box in the admin header, and the pieces of
 * /admin/search — the query form, the results (kind, title linking to the edit screen, the snippet
 * with its matched words marked — the site search's Snippet —, the public address) and the pages of
 * results. Plain GET forms and links: everything works without JavaScript.
 */
import { Form, Link } from 'react-router';
import { LanguageBadge } from '~/components/admin/language-badge';
import { Snippet } from '~/components/site/search-results';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { adminSearchCopy as copy, searchKindLabels } from '~/content/admin/search';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '~/domain/locales';
import { MAX_QUERY_LENGTH, type SearchKind } from '~/domain/search/query';

export const ADMIN_SEARCH_PATH = '/admin/search';

/** The address of page `page` of the results of `query`. */
export function adminSearchHref(query: string, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set('page', String(page));
  return `${ADMIN_SEARCH_PATH}?${params.toString()}`;
}

const inputClass =
  'block w-full min-w-0 rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-ink shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none';

/** The header's box: full width on a phone, beside the title from the small breakpoint on. */
export function HeaderSearchBox() {
  return (
    <Form method="get" action={ADMIN_SEARCH_PATH} role="search" aria-label={copy.label} className="order-last flex w-full items-center gap-2 sm:order-none sm:w-auto sm:max-w-sm sm:flex-1">
      <label htmlFor="admin-header-search" className="sr-only">
        {copy.label}
      </label>
      <input id="admin-header-search" type="search" name="q" required maxLength={MAX_QUERY_LENGTH} placeholder={copy.placeholder} className={inputClass} />
      <button type="submit" aria-label={copy.label} className={buttonClass('secondary', 'shrink-0 px-3 py-1.5')}>
        {copy.submit}
      </button>
    </Form>
  );
}

/** The page's own form, its label visible, holding the query searched. */
export function SearchPageForm({ query }: { query: string }) {
  return (
    <Form method="get" action={ADMIN_SEARCH_PATH} className="mb-6 flex max-w-2xl flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor="content-search-q" className="block text-sm font-medium text-slate-800">
          {copy.label}
        </label>
        <input id="content-search-q" type="search" name="q" defaultValue={query} maxLength={MAX_QUERY_LENGTH} className={`mt-1 ${inputClass}`} />
      </div>
      <button type="submit" className={buttonClass('primary', 'px-4 py-2')}>
        {copy.submit}
      </button>
    </Form>
  );
}

export interface ContentSearchHit {
  kind: SearchKind;
  title: string;
  url: string;
  editUrl: string;
  snippet: string;
  /** The item's language (issue 48): named on every result; another language's title and snippet are marked as in it. */
  locale: Locale;
}

/** A title or snippet in another language than the back office's: its `lang` and `dir`. */
function languageOf(locale: Locale): { lang?: string; dir?: 'ltr' | 'rtl' } {
  return locale === DEFAULT_LOCALE ? {} : { lang: LOCALES[locale].htmlLang, dir: LOCALES[locale].dir };
}

export function SearchResultList({ hits }: { hits: readonly ContentSearchHit[] }) {
  return (
    <ol aria-label={copy.resultsLabel} className="space-y-4">
      {hits.map((hit, index) => (
        <li key={`${hit.kind}:${hit.url}:${index}`} data-testid="search-result" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
          <div className="flex flex-wrap items-baseline gap-x-3">
            <p>
              <span className="sr-only">{copy.kindLabel}: </span>
              <Badge tone="brand">{searchKindLabels[hit.kind]}</Badge>
            </p>
            <LanguageBadge locale={hit.locale} />
          </div>
          <h2 {...languageOf(hit.locale)} className="mt-2 text-lg font-semibold break-words">
            <Link to={hit.editUrl} className="text-brand-700 underline hover:text-brand-900">
              {hit.title}
            </Link>
          </h2>
          {hit.snippet ? (
            <p {...languageOf(hit.locale)} className="mt-2 text-sm break-words text-slate-700">
              <Snippet snippet={hit.snippet} />
            </p>
          ) : null}
          <p className="mt-2 text-sm break-all text-slate-600">
            {copy.address}: <span className="font-mono text-xs">{hit.url}</span>
          </p>
        </li>
      ))}
    </ol>
  );
}

/** Previous / Page n of m / Next, as plain links that keep the query. */
export function SearchPagination({ query, page, pageCount }: { query: string; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const linkClass = buttonClass('secondary', 'px-3 py-1.5');
  return (
    <nav aria-label={copy.pagination} className="mt-6 flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link to={adminSearchHref(query, Math.min(page - 1, pageCount))} className={linkClass} rel="prev">
          {copy.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-700" aria-current="page">
        {copy.pageOf(page, pageCount)}
      </span>
      {page < pageCount ? (
        <Link to={adminSearchHref(query, page + 1)} className={linkClass} rel="next">
          {copy.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
