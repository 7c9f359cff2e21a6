/**
 * The list query of the two back-office inboxes (contact leads, job applications), kept in the
 * URL so a view is linkable and works without JavaScript: ?status= (a status or 'all'), ?q= (name,
 * e-mail or company), ?page= (50 a page, newest first, ties broken by id so paging is stable).
 */
import { queryText } from './query-params';

export const INBOX_PAGE_SIZE = 50;
export const INBOX_SEARCH_MAX = 200;

export interface InboxQuery<Status extends string> {
  status: Status | 'all';
  q: string;
  page: number;
  /** Applications only (issue 18): the job whose applications are shown (its id). */
  job?: string | null;
  /** Leads only (issue 46): the office (its key) and the owner (a staff id, or 'none') whose leads are shown. */
  office?: string | null;
  owner?: string | null;
}

/** Reads ?status, ?q and ?page; anything unknown falls back to all / '' / 1. */
export function parseInboxQuery<const Status extends string>(
  params: URLSearchParams,
  statuses: readonly Status[],
): InboxQuery<Status> {
  const status = params.get('status') ?? 'all';
  // A NUL (?q=%00) cannot be sent to PostgreSQL; control characters are never part of a search.
  const q = queryText(params, 'q', INBOX_SEARCH_MAX);
  const page = Number(params.get('page') ?? '1');
  return {
    status: (statuses as readonly string[]).includes(status) ? (status as Status) : 'all',
    q,
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

/**
 * The query string of a view ('' or '?status=new&q=acme&page=2'), defaults left out. `extra`
 * adds parameters such as the selected row (?lead=, ?application=).
 */
export function inboxSearch<Status extends string>(
  query: InboxQuery<Status>,
  extra: Record<string, string | null | undefined> = {},
): string {
  const params = new URLSearchParams();
  if (query.status !== 'all') params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.job) params.set('job', query.job);
  if (query.office) params.set('office', query.office);
  if (query.owner) params.set('owner', query.owner);
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function pageCount(total: number, pageSize = INBOX_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A search term as a LIKE pattern matching it anywhere, its own % _ and \ taken literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Only absolute http(s) addresses become links; anything else is shown as text. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A status as shown everywhere in the back office — badges, filters, selects, details — the product's
 * value with a capital first letter ('new' → 'New'), so one status never reads two ways (issue 21).
 */
export function statusLabel(status: string): string {
  return status.length === 0 ? status : `${status[0]!.toUpperCase()}${status.slice(1)}`;
}
