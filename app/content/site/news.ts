/** /news-insights and /news-insights/{slug} (product §2): texts and states, verbatim. */
import type { NewsCategory } from '~/domain/news';
import { company } from '~/content/company';
import type { Hero } from '~/content/types';
import type { PageSeo } from '~/content/types';
import type { CopyOf } from '~/content/locales/copy-of';

export const newsHero = {
  eyebrow: 'News & Insights',
  headline: 'Ideas, lessons and news from our consultants',
  subhead: `Articles, insights and company news from ${company.name} on digital experience, applied generative AI, data and security.`,
} as const satisfies Hero;

export const newsCopy = {
  filterLabel: 'Filter articles by category',
  legendTitle: 'Categories',
  loading: 'Loading articles...',
  empty: 'No articles found in this category.',
  readMore: 'Read more',
  feedTitle: `${company.name} News & Insights`,
} as const;

/** The legend: what each category holds. */
export const newsLegend = {
  Articles: 'In-depth guides and practical how-tos from our practices.',
  Insights: 'Our perspective on trends in experience design, AI, data and security.',
  News: 'Announcements about our company, clients and offices.',
} as const satisfies Record<NewsCategory, string>;

export const articleCopy = {
  back: 'Back to News & Insights',
  loading: 'Loading article...',
  notFound: 'Article not found',
  notFoundHint: 'The article you are looking for does not exist or is no longer published.',
  by: 'By',
} as const;

/** Title and meta description of /news-insights (the page's route is its row of pages.ts). */
export const newsSeo = {
  title: `News & Insights | ${company.name}`,
  description: `Articles, insights and company news from ${company.name} consultants on digital experience, applied generative AI, data and cybersecurity.`,
} as const satisfies PageSeo;

/** The article page's description when the record has none . */
export const articleFallbackSeo = { description: `An article from ${company.name} News & Insights.` } as const;

/**
 * What the article page says around an article (issue 48): the English copy above in the one
 * shape each locale's copy follows (app/content/locales/{code}/news.ts), chosen by the page's
 * language (app/content/locales/page-copy.ts).
 */
export const articlePageCopy = {
  ...articleCopy,
  fallbackDescription: articleFallbackSeo.description,
  feedTitle: newsCopy.feedTitle,
  feedDescription: newsSeo.description,
  breadcrumbHome: 'Home',
  breadcrumbNews: 'News & Insights',
  /** A category's name on its badge (the stored value is the English name). */
  categories: { Articles: 'Articles', Insights: 'Insights', News: 'News' } satisfies Record<NewsCategory, string>,
} as const;

export type ArticlePageCopy = CopyOf<typeof articlePageCopy>;
