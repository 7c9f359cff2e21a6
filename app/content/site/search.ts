/** /search and the header's search field (issue 45, ADR 350). */
import type { Translated } from '~/content/locales/shape';
import { footerCompanyLinks, footerServiceLinks } from '~/content/site/navigation';
import type { SearchKind } from '~/domain/search/query';
import { COUNT_LIMIT, MAX_QUERY_LENGTH } from '~/domain/search/query';

export const searchCopy = {
  metaTitle: 'Search',
  heading: 'Search',
  headingFor: (query: string) => `Search results for “${query}”`,
  label: 'Search the site',
  placeholder: 'Search services, insights, jobs…',
  submit: 'Search',
  headerLabel: 'Search the site',
  filtersLabel: 'Filter results by type',
  allKinds: 'All',
  kinds: {
    page: 'Pages',
    service: 'Services',
    industry: 'Industries',
    article: 'Insights',
    partner: 'Partners',
    project: 'Projects',
    job: 'Jobs',
  } satisfies Record<SearchKind, string>,
  kind: {
    page: 'Page',
    service: 'Service',
    industry: 'Industry',
    article: 'Article',
    partner: 'Partner',
    project: 'Project',
    job: 'Job',
  } satisfies Record<SearchKind, string>,
  count: (total: number, more: boolean) => (more ? `More than ${COUNT_LIMIT.toLocaleString('en-US')} results` : total === 1 ? '1 result' : `${total} results`),
  /** A filter's count: "1,000+" past the counting limit. */
  filterCount: (count: number) => (count > COUNT_LIMIT ? `${COUNT_LIMIT.toLocaleString('en-US')}+` : String(count)),
  corrected: 'Showing results for',
  start: 'Type a word or two: a service, an industry, a technology, a job or a person’s name.',
  noResults: (query: string) => `Nothing on the site matches “${query}”.`,
  tryInstead: 'Try fewer or more general words, check the spelling, or start from one of these:',
  // Where to start when nothing matches: the menu's own entries (one source for their labels).
  suggestions: [footerServiceLinks.links[0]!, ...footerCompanyLinks.links.filter((link) => ['/industries', '/news-insights', '/careers', '/contact-us'].includes(link.to))],
  tooLong: `Please search for at most ${MAX_QUERY_LENGTH} characters.`,
  failed: 'Search is not available right now. Please try again in a moment.',
  pagination: 'Result pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  suggestionsLabel: 'Suggestions',
  suggestionCount: (count: number) => (count === 0 ? 'No suggestions.' : count === 1 ? '1 suggestion. Use the arrow keys to choose it.' : `${count} suggestions. Use the arrow keys to choose one.`),
} as const;

/** The shape every locale's search copy has (app/content/locales/ar/search.ts): a missing string is a type error. */
export type SearchCopy = Translated<typeof searchCopy>;
