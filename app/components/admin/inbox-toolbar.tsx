import { Form, Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { inboxCopy } from '~/content/admin/inbox';
import { inboxSearch, INBOX_SEARCH_MAX, statusLabel, type InboxQuery } from '~/domain/inbox';

/**
 * The inbox's filter buttons, search and CSV export, all plain links and a GET form so they
 * work without JavaScript and every view has its own URL.
 */
export function InboxToolbar<Status extends string>({
  query,
  filters,
  exportHref,
  searchId,
}: {
  query: InboxQuery<Status>;
  /** 'all' first, then the statuses, in product order. */
  filters: readonly (Status | 'all')[];
  /** The CSV route, e.g. '/admin/leads.csv'; the current filter and search are added. */
  exportHref: string;
  searchId: string;
}) {
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={inboxCopy.filterLabel}>
        <ul className="flex flex-wrap gap-2">
          {filters.map((filter) => {
            const current = query.status === filter;
            return (
              <li key={filter}>
                <Link
                  to={{ search: inboxSearch({ ...query, status: filter, page: 1 }) }}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-block rounded-full px-3 py-1.5 text-sm font-medium capitalize ${
                    current ? 'bg-brand-700 text-white' : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
                  }`}
                >
                  {filter === 'all' ? inboxCopy.all : statusLabel(filter)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="flex flex-wrap items-end gap-3">
        <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
          {query.status !== 'all' ? <input type="hidden" name="status" value={query.status} /> : null}
          {query.job ? <input type="hidden" name="job" value={query.job} /> : null}
          {query.office ? <input type="hidden" name="office" value={query.office} /> : null}
          {query.owner ? <input type="hidden" name="owner" value={query.owner} /> : null}
          <div>
            <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
              {inboxCopy.searchLabel}
            </label>
            <input
              id={searchId}
              type="search"
              name="q"
              defaultValue={query.q}
              maxLength={INBOX_SEARCH_MAX}
              className="mt-1 block w-72 max-w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none"
            />
          </div>
          <button type="submit" className={buttonClass('primary', 'px-4 py-2')}>
            {inboxCopy.searchButton}
          </button>
          {query.q ? (
            <Link to={{ search: inboxSearch({ ...query, q: '', page: 1 }) }} className={buttonClass('ghost', 'px-3 py-2')}>
              {inboxCopy.clearSearch}
            </Link>
          ) : null}
        </Form>
        <a
          href={`${exportHref}${inboxSearch({ ...query, page: 1 })}`}
          download
          className={buttonClass('secondary', 'ms-auto px-4 py-2')}
        >
          {inboxCopy.exportCsv}
        </a>
      </div>
    </div>
  );
}

/** Previous / Page n of m / Next, as links that keep the filter and search. */
export function InboxPagination<Status extends string>({
  query,
  page,
  pageCount,
  extra,
}: {
  query: InboxQuery<Status>;
  page: number;
  pageCount: number;
  extra?: Record<string, string | null | undefined>;
}) {
  if (pageCount <= 1) return null;
  const to = (target: number) => ({ search: inboxSearch({ ...query, page: target }, extra) });
  const linkClass = buttonClass('secondary', 'px-3 py-1.5');
  return (
    <nav aria-label={inboxCopy.pagination} className="flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link to={to(page - 1)} className={linkClass} rel="prev">
          {inboxCopy.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-700" aria-current="page">
        {inboxCopy.pageOf(page, pageCount)}
      </span>
      {page < pageCount ? (
        <Link to={to(page + 1)} className={linkClass} rel="next">
          {inboxCopy.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
