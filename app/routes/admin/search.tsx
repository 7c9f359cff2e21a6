/**
 * /admin/search?q=…&page=… — the back office's one search box (issue 45): content items to edit,
 * drafts included, in every language (issue 48; each result names its language), from the site's
 * search index, limited to the areas the member's role opens.
 * Every role may open it; a role that edits no searchable content is told so. A query over
 * MAX_QUERY_LENGTH answers 400 with the reason (nothing is searched).
 */
import { data, Link } from 'react-router';
import { AdminPageHeader, FormAlert } from '~/components/admin/editor-kit';
import { EmptyList } from '~/components/admin/admin-list';
import { adminSearchHref, SearchPageForm, SearchPagination, SearchResultList, type ContentSearchHit } from '~/components/admin/content-search';
import { adminSearchCopy as copy } from '~/content/admin/search';
import { cleanQuery, MAX_RESULT_PAGES, RESULTS_PER_PAGE, resultPage } from '~/domain/search/query';
import { searchContentForStaff } from '~/server/admin/staff-search.server';
import { requireStaff } from '~/server/platform/auth.server';
import type { Route } from './+types/search';

interface SearchPageData {
  query: string;
  page: number;
  /** Why nothing was searched: a refusal or failure (`error`), or the role's lack of content. */
  notice: { text: string; error: boolean } | null;
  hits: ContentSearchHit[];
  total: number;
  pageCount: number;
  correctedTo: string | null;
}

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args, 'search');
  const params = new URL(args.request.url).searchParams;
  const { text, tooLong } = cleanQuery(params.get('q'));
  const page = resultPage(params.get('page'));
  const answer: SearchPageData = { query: text, page, notice: null, hits: [], total: 0, pageCount: 0, correctedTo: null };
  if (tooLong) return data({ ...answer, notice: { text: copy.tooLong, error: true } }, { status: 400 });
  if (text === '') return data(answer);
  const found = await searchContentForStaff(staff.role, text, page);
  if (found.outcome === 'no-areas') return data({ ...answer, notice: { text: copy.noAreas, error: false } });
  if (found.outcome === 'failed') return data({ ...answer, notice: { text: copy.failed, error: true } }, { status: 503 });
  const { hits, total, correctedTo } = found.results;
  return data({
    ...answer,
    hits: hits.map(({ kind, title, url, editUrl, snippet, locale }) => ({ kind, title, url, editUrl, snippet, locale })),
    total,
    pageCount: Math.min(Math.ceil(total / RESULTS_PER_PAGE), MAX_RESULT_PAGES),
    correctedTo: correctedTo ?? null,
  });
}

export default function ContentSearch({ loaderData }: Route.ComponentProps) {
  const { query, page, notice, hits, total, pageCount, correctedTo } = loaderData;
  return (
    <>
      <AdminPageHeader title={copy.title} />
      <p className="-mt-4 mb-6 max-w-3xl text-sm text-slate-700">{copy.intro}</p>
      <SearchPageForm query={query} />
      {notice?.error ? (
        <FormAlert message={notice.text} />
      ) : notice ? (
        <p data-testid="search-notice" className="max-w-3xl rounded-md border-s-4 border-brand-700 bg-white p-4 text-sm text-slate-800">
          {notice.text}
        </p>
      ) : query === '' ? (
        <p className="text-slate-700">{copy.prompt}</p>
      ) : total === 0 ? (
        <div data-testid="search-empty">
          <EmptyList message={copy.empty(query)} />
          <p className="mt-3 text-center text-sm text-slate-700">{copy.emptyHint}</p>
        </div>
      ) : (
        <>
          {correctedTo ? <p className="mb-2 text-sm font-medium text-slate-800">{copy.correctedTo(correctedTo)}</p> : null}
          <p className="mb-4 text-sm text-slate-700">{copy.total(total, correctedTo ?? query)}</p>
          {hits.length > 0 ? (
            <SearchResultList hits={hits} />
          ) : (
            <p className="text-slate-700">
              {copy.pastLastPage}{' '}
              <Link to={adminSearchHref(query)} className="text-brand-700 underline hover:text-brand-900">
                {copy.firstPage}
              </Link>
            </p>
          )}
          {page <= pageCount ? <SearchPagination query={query} page={page} pageCount={pageCount} /> : null}
        </>
      )}
    </>
  );
}

export function meta() {
  return [{ title: `${copy.title} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}
