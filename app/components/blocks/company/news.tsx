/**
 * The view of /news-insights' list block (issue 44): the category filter, the categories explained
 * under the block's heading, and the articles (live; the category is read from the URL by the
 * loader, as before).
 */
import { FilterLinks } from '~/components/site/filter-links';
import { ArticleGrid, CategoryBadge } from '~/components/site/insights-grid';
import { Spinner } from '~/components/ui/spinner';
import { usePageLoading } from '~/components/ui/use-page-loading';
import { newsCopy, newsLegend } from '~/content/site/news';
import { articleCountText, NEWS_CATEGORIES, NEWS_FILTERS, newsFilterHref } from '~/domain/news';
import type { PublishedArticleSummary } from '~/server/entities/news.server';
import type { CompanyBlockProps as Props } from '../company-blocks';

/** What the page's loader gives its blocks besides the document. */
export interface NewsContext {
  category: string | null;
  articles: readonly PublishedArticleSummary[];
}

export function ArticleListBlock({ block, context }: Props<'articleList', NewsContext>) {
  const { category, articles } = context;
  const loading = usePageLoading();
  const options = NEWS_FILTERS.map((filter) => ({
    label: filter,
    to: newsFilterHref(filter),
    current: filter === 'All' ? category === null : filter === category,
  }));
  return (
    <section aria-label="Articles" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-8 lg:flex-row lg:items-start lg:justify-between">
        <FilterLinks label={newsCopy.filterLabel} options={options} />
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 lg:max-w-md">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-slate-700">{block.data.legendTitle}</h2>
          <dl className="mt-3 space-y-2 text-sm">
            {NEWS_CATEGORIES.map((name) => (
              <div key={name} className="flex items-start gap-3">
                <dt className="shrink-0">
                  <CategoryBadge category={name} />
                </dt>
                <dd className="text-slate-700">{newsLegend[name]}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      {loading ? (
        <Spinner label={newsCopy.loading} className="mt-10" />
      ) : (
        <>
          <p role="status" className="mt-10 text-sm font-medium text-slate-700">
            {articleCountText(articles.length)}
          </p>
          {articles.length === 0 ? (
            <p className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-8 text-center text-slate-700">{newsCopy.empty}</p>
          ) : (
            <div className="mt-6">
              <ArticleGrid articles={articles} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
