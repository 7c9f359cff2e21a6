import { FilterLinks } from '~/components/site/filter-links';
import { ArticleGrid, CategoryBadge } from '~/components/site/insights-grid';
import { PageHero } from '~/components/site/page-hero';
import { Spinner } from '~/components/ui/spinner';
import { usePageLoading } from '~/components/ui/use-page-loading';
import { newsCopy, newsHero, newsLegend, newsSeo } from '~/content/site/news';
import { articleCountText, NEWS_CATEGORIES, NEWS_FILTERS, newsFilterHref, parseNewsCategory } from '~/domain/news';
import { pageMeta, siteOrigin } from '~/domain/seo';
import { listPublishedArticles } from '~/server/entities/news.server';
import { loadSection } from '~/server/pages/section.server';
import type { Route } from './+types/news';

export async function loader({ request }: Route.LoaderArgs) {
  const category = parseNewsCategory(new URL(request.url).searchParams);
  const articles = await loadSection('news articles', () => listPublishedArticles({ category }));
  // product §8: a news read failure is logged only; the page shows its empty state.
  return { category: category ?? null, articles: articles.ok ? articles.data : [] };
}

export default function News({ loaderData }: Route.ComponentProps) {
  const { category, articles } = loaderData;
  const loading = usePageLoading();
  const options = NEWS_FILTERS.map((filter) => ({
    label: filter,
    to: newsFilterHref(filter),
    current: filter === 'All' ? category === null : filter === category,
  }));
  return (
    <>
      <PageHero hero={newsHero} />
      <section aria-label="Articles" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-8 lg:flex-row lg:items-start lg:justify-between">
          <FilterLinks label={newsCopy.filterLabel} options={options} />
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 lg:max-w-md">
            <h2 className="text-sm font-semibold uppercase tracking-wider text-slate-700">{newsCopy.legendTitle}</h2>
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
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = siteOrigin(matches);
  return [
    ...pageMeta({ ...newsSeo, path: '/news-insights', origin }),
    { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: newsCopy.feedTitle, href: `${origin}/news-insights/rss.xml` },
  ];
};
