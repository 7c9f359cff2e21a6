/**
 * Copy of the back office's content search (issue 45): the header's search box and /admin/search.
 */
import { MAX_QUERY_LENGTH, type SearchKind } from '~/domain/search/query';

const quoted = (text: string) => `“${text}”`;

export const adminSearchCopy = {
  title: 'Search content',
  /** The header's box and the page's field. */
  label: 'Search content',
  /** Shown in the header's box, whose label only screen readers read. */
  placeholder: 'Search content…',
  submit: 'Search',
  intro: 'Finds the articles, partners, projects, jobs and pages you may edit — drafts included, in every language — by the words in their title and text.',
  prompt: 'Type a word from an item’s title or text, then choose Search.',
  tooLong: `Your search is too long: use at most ${MAX_QUERY_LENGTH} characters.`,
  noAreas: 'Your role does not edit any of the content search finds (articles, partners, projects, jobs and pages), so there is nothing for you to search here.',
  failed: 'Search is not available right now. Try again in a moment.',
  empty: (query: string) => `Nothing you may edit matches ${quoted(query)}.`,
  emptyHint: 'Check the spelling, or try fewer or other words.',
  correctedTo: (query: string) => `Nothing matched your words as typed; showing results for ${quoted(query)}.`,
  total: (count: number, query: string) => `${count.toLocaleString('en-US')} ${count === 1 ? 'result' : 'results'} for ${quoted(query)}`,
  resultsLabel: 'Search results',
  kindLabel: 'Type',
  address: 'Public address',
  edit: 'Edit',
  pagination: 'Search results pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  /** A page beyond the last (an old link). */
  pastLastPage: 'There are no more results. Go back to the first page.',
  firstPage: 'First page',
} as const;

/** A result's kind, as its label reads. */
export const searchKindLabels: Record<SearchKind, string> = {
  page: 'Page',
  service: 'Service',
  industry: 'Industry',
  article: 'Article',
  partner: 'Partner',
  project: 'Portfolio project',
  job: 'Job',
};
