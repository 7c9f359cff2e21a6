/**
 * Site search (issue 45, ADR 350): the visitor's query as the server may use it, the kinds of
 * result and their filters, and the snippet's highlighting. Pure: the server binds what this
 * produces (search.server.ts); nothing here reaches SQL as text.
 */

/** A query longer than this is refused with a message (a search box, not a document). */
export const MAX_QUERY_LENGTH = 200;
/** The words of a query that count; the rest are ignored (a thousand ORs is eight words). */
export const MAX_QUERY_WORDS = 8;
/** A word longer than this is no word a page holds. */
const MAX_WORD_LENGTH = 40;
export const RESULTS_PER_PAGE = 10;
/** Pages of results a visitor may ask for: beyond this, refine the query. */
export const MAX_RESULT_PAGES = 20;
/** Matches are counted up to this many per kind; beyond it the page says "more than" (ADR 350). */
export const COUNT_LIMIT = 1000;
/**
 * A word in more than COUNT_LIMIT articles is ranked over the newest this many articles only
 * (ADR 350 §5): every match is still counted, and the twenty pages a visitor may see are the best
 * of the recent ones.
 */
export const RECENT_ARTICLES = 1000;
/** As-you-type suggestions: how many, and from how many characters. */
export const SUGGESTIONS = 6;
export const SUGGEST_MIN_LENGTH = 2;

export const SEARCH_KINDS = ['page', 'service', 'industry', 'article', 'partner', 'project', 'job'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * The one kind that grows into thousands of documents (ADR 350 §5): the site's articles. The other
 * kinds are the firm's pages, services, industries, partners, projects and open jobs — tens to
 * hundreds — and have an index of their own (migration 0013), so counting them never reads the
 * articles that match.
 */
export const GROWING_KIND = 'article' satisfies SearchKind;

export function isSearchKind(value: unknown): value is SearchKind {
  return typeof value === 'string' && (SEARCH_KINDS as readonly string[]).includes(value);
}

/**
 * The query as typed, made safe to show and to search: control characters (NUL included) and
 * the snippet's markers removed, white space collapsed, trimmed. `tooLong` when it is over the
 * limit (the visitor is told; nothing is searched).
 */
export function cleanQuery(raw: unknown): { text: string; tooLong: boolean } {
  const text = (typeof raw === 'string' ? raw : '')
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  return text.length > MAX_QUERY_LENGTH ? { text: text.slice(0, MAX_QUERY_LENGTH), tooLong: true } : { text, tooLong: false };
}

/**
 * The words a query searches for: runs of letters and digits (so no operator, quote or
 * punctuation reaches the text-search parser), lower-cased, at most MAX_QUERY_WORDS of them, each
 * cut to a word's length, repeats dropped.
 */
export function queryWords(text: string): string[] {
  const words: string[] = [];
  for (const match of text.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0].slice(0, MAX_WORD_LENGTH);
    if (!words.includes(word)) words.push(word);
    if (words.length === MAX_QUERY_WORDS) break;
  }
  return words;
}

/**
 * The words as PostgreSQL `to_tsquery` input: every word required (`&`), each quoted (it holds
 * only letters and digits, so the quotes cannot be escaped), the last one a prefix when the
 * visitor is still typing. The config's stemmer then applies to each.
 */
export function tsqueryText(words: readonly string[], prefixLast = false): string {
  return words.map((word, index) => `'${word}'${prefixLast && index === words.length - 1 ? ':*' : ''}`).join(' & ');
}

/** Marks around a matched word in a snippet (private-use characters no indexed text keeps). */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';

export interface SnippetPart {
  text: string;
  match: boolean;
}

/** A snippet from the database, its marked words as parts to render as `<mark>` (never as HTML). */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let rest = snippet;
  while (rest.length > 0) {
    const start = rest.indexOf(MATCH_START);
    if (start === -1) {
      parts.push({ text: rest.replaceAll(MATCH_END, ''), match: false });
      break;
    }
    if (start > 0) parts.push({ text: rest.slice(0, start).replaceAll(MATCH_END, ''), match: false });
    const end = rest.indexOf(MATCH_END, start + 1);
    const matched = end === -1 ? rest.slice(start + 1) : rest.slice(start + 1, end);
    if (matched !== '') parts.push({ text: matched, match: true });
    rest = end === -1 ? '' : rest.slice(end + 1);
  }
  return parts;
}

/** The page number from the address: 1 to MAX_RESULT_PAGES, 1 for anything else. */
export function resultPage(raw: string | null): number {
  const page = raw !== null && /^[1-9][0-9]{0,2}$/.test(raw) ? Number(raw) : 1;
  return Math.min(page, MAX_RESULT_PAGES);
}
