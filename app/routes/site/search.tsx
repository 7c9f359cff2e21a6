/**
 * /search?q=…&type=…&page=… — the site's search (issue 45, ADR 350): results across pages,
 * services, industries, articles, partners, projects and open jobs, each with its type, title,
 * a snippet with the matched words marked and its date; filters by type; pages of ten; a clear
 * empty state. A plain GET form: all of it works without JavaScript; with it, the field suggests
 * titles as the visitor types (SearchField). Kept out of search engines and out of the page cache.
 *
 * One module for every locale (ADR 420 point 8): /ar/بحث (route id suffixed '.ar') searches the
 * Arabic documents only, in Arabic; /search the English ones.
 */
import { data, Form, Link } from 'react-router';
import { useChrome } from '~/components/layout/chrome';
import { FrameLink } from '~/components/layout/frame-link';
import { SearchField } from '~/components/site/search-field';
import { SearchResultList } from '~/components/site/search-results';
import { useLocale } from '~/components/ui/locale';
import { brandTitle } from '~/content/company';
import { searchCopies } from '~/content/locales/search-copy';
import { DEFAULT_LOCALE, localeOfRequest, searchPath, type Locale } from '~/domain/locales';
import { cleanQuery, COUNT_LIMIT, isSearchKind, MAX_RESULT_PAGES, RESULTS_PER_PAGE, resultPage, SEARCH_KINDS, type SearchKind } from '~/domain/search/query';
import { log } from '~/server/platform/log.server';
import { markDegraded } from '~/server/platform/request-state.server';
import { searchSite, type SearchResults } from '~/server/search/search.server';
import type { Route } from './+types/search';

/** Not indexed (results pages are thin and endless), and not kept: a publish is found at once. */
const SEARCH_HEADERS = { 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-store' } as const;

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { text, tooLong } = cleanQuery(params.get('q'));
  const rawKind = params.get('type');
  const kind: SearchKind | null = isSearchKind(rawKind) ? rawKind : null;
  const page = resultPage(params.get('page'));
  const locale = localeOfRequest(request);
  // The locale travels with the data for the head's title (meta has no hook to read the address with).
  const base = { query: text, kind, page, locale };
  if (tooLong) return data({ ...base, state: 'tooLong' as const, results: null }, { status: 400, headers: SEARCH_HEADERS });
  if (text === '') return data({ ...base, state: 'start' as const, results: null }, { headers: SEARCH_HEADERS });
  let results: SearchResults;
  try {
    results = await searchSite(text, { ...(kind ? { kind } : {}), page, locale });
  } catch (error) {
    // The query is the visitor's words: logged by length only.
    log.error({ err: error, queryLength: text.length }, 'search failed');
    markDegraded();
    return data({ ...base, state: 'failed' as const, results: null }, { status: 503, headers: SEARCH_HEADERS });
  }
  return data({ ...base, state: 'done' as const, results }, { headers: SEARCH_HEADERS });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** The address of the results of `query` with `kind` and `page` in `locale` (page 1 and all kinds left out). */
function searchHref(locale: Locale, query: string, kind: SearchKind | null, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (kind) params.set('type', kind);
  if (page > 1) params.set('page', String(page));
  return `${searchPath(locale)}?${params.toString()}`;
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, kind, page, state, results } = loaderData;
  const locale = useLocale();
  const copy = searchCopies[locale];
  const shownQuery = results?.correctedTo ?? query;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{query && state === 'done' ? copy.headingFor(query) : copy.heading}</h1>
      <Form method="get" action={searchPath(locale)} role="search" className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField defaultValue={query} />
        {kind ? <input type="hidden" name="type" value={kind} /> : null}
        <button type="submit" className="min-h-11 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
          {copy.submit}
        </button>
      </Form>
      {state === 'tooLong' ? (
        <p role="alert" className="mt-6 rounded-md border-s-4 border-red-700 bg-red-50 p-4 text-red-900">
          {copy.tooLong}
        </p>
      ) : null}
      {state === 'failed' ? (
        <p role="alert" className="mt-6 rounded-md border-s-4 border-red-700 bg-red-50 p-4 text-red-900">
          {copy.failed}
        </p>
      ) : null}
      {state === 'start' ? <p className="mt-6 text-slate-700">{copy.start}</p> : null}
      {results ? (
        <section aria-labelledby="search-results-heading" className="mt-8">
          <h2 id="search-results-heading" className="sr-only">
            {copy.headingFor(shownQuery)}
          </h2>
          {/* Announced when the results change (a new search with JavaScript). */}
          <p role="status" className="text-slate-700">
            {results.correctedTo ? (
              <>
                {copy.corrected} <strong>{results.correctedTo}</strong>.{' '}
              </>
            ) : null}
            {copy.count(results.total, Object.values(results.counts).some((count) => count > COUNT_LIMIT))}
          </p>
          <KindFilters query={query} kind={kind} counts={results.counts} />
          {results.total === 0 ? <NoResults query={query} /> : <SearchResultList hits={results.hits} kindLabels={copy.kind} locale={locale} />}
          <Pagination query={query} kind={kind} page={page} total={results.total} />
        </section>
      ) : null}
    </div>
  );
}

function KindFilters({ query, kind, counts }: { query: string; kind: SearchKind | null; counts: Partial<Record<SearchKind, number>> }) {
  const locale = useLocale();
  const copy = searchCopies[locale];
  const all = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const kinds = SEARCH_KINDS.filter((candidate) => (counts[candidate] ?? 0) > 0);
  if (kinds.length === 0) return null;
  const filter = (label: string, target: SearchKind | null, count: number) => (
    <li key={target ?? 'all'}>
      <Link
        to={searchHref(locale, query, target)}
        aria-current={kind === target ? 'page' : undefined}
        className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${kind === target ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700'}`}
      >
        {label} ({copy.filterCount(count)})
      </Link>
    </li>
  );
  return (
    <nav aria-label={copy.filtersLabel} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {filter(copy.allKinds, null, all)}
        {kinds.map((candidate) => filter(copy.kinds[candidate], candidate, counts[candidate] ?? 0))}
      </ul>
    </nav>
  );
}

function NoResults({ query }: { query: string }) {
  const copy = searchCopies[useLocale()];
  const chrome = useChrome();
  return (
    <div className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-6">
      <p className="font-semibold text-ink">{copy.noResults(query)}</p>
      <p className="mt-2 text-slate-700">{copy.tryInstead}</p>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {copy.suggestions.map((suggestion) => {
          // In the page's language when that page is live in it; else the English page, marked so.
          const link = chrome.link(suggestion.to);
          return (
            <li key={suggestion.to}>
              <FrameLink label={suggestion.label} link={link} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900" />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Pagination({ query, kind, page, total }: { query: string; kind: SearchKind | null; page: number; total: number }) {
  const locale = useLocale();
  const copy = searchCopies[locale];
  const pages = Math.min(Math.ceil(total / RESULTS_PER_PAGE), MAX_RESULT_PAGES);
  if (pages <= 1) return null;
  return (
    <nav aria-label={copy.pagination} className="mt-8 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={searchHref(locale, query, kind, page - 1)} rel="prev" className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline">
          {copy.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-700">{copy.pageOf(page, pages)}</span>
      {page < pages ? (
        <Link to={searchHref(locale, query, kind, page + 1)} rel="next" className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline">
          {copy.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const copy = searchCopies[loaderData?.locale ?? DEFAULT_LOCALE];
  return [{ title: brandTitle(loaderData?.query ? copy.headingFor(loaderData.query) : copy.metaTitle) }, { name: 'robots', content: 'noindex' }];
};
