import { PageBlocks, type BlockViews } from '~/components/blocks/page-blocks';
import { HeroBlock } from '~/components/blocks/hero-block';
import { ArticleListBlock, type NewsContext } from '~/components/blocks/company/news';
import { articlePageCopyOf } from '~/components/site/article-copy';
import { encodedPath, localeOfPath, localeOfRequest, localizedPath } from '~/domain/locales';
import { parseNewsCategory } from '~/domain/news';
import { pageBlocksMeta } from '~/domain/page-blocks/page-meta';
import { siteOrigin } from '~/domain/seo';
import { listPublishedArticles } from '~/server/entities/news.server';
import { loadSection } from '~/server/pages/section.server';
import { loadPageData } from '~/server/pages/site-page.server';
import type { Route } from './+types/news';

const views: BlockViews<NewsContext> = { hero: HeroBlock, articleList: ArticleListBlock };

/**
 * The page's blocks (one cached read) and the published articles of the address's language (issue
 * 48: /ar/الأخبار-والرؤى lists Arabic articles only) and of the category in the URL, in parallel.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const category = parseNewsCategory(new URL(request.url).searchParams);
  const locale = localeOfRequest(request);
  const [page, articles] = await Promise.all([
    loadPageData('news', request),
    loadSection('news articles', () => listPublishedArticles({ category, locale })),
  ]);
  // product §8: a news read failure is logged only; the page shows its empty state.
  return { category: category ?? null, articles: articles.ok ? articles.data : [], page };
}

export default function News({ loaderData }: Route.ComponentProps) {
  const { page, category, articles } = loaderData;
  return <PageBlocks page={page} views={views} context={{ category, articles }} />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const origin = siteOrigin(matches);
  const locale = localeOfPath(location.pathname);
  // The feed of the page's language (its own address under /ar).
  const listPath = encodedPath(localizedPath(locale, '/news-insights'));
  return [
    ...pageBlocksMeta(loaderData?.page, '/news-insights', matches),
    { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: articlePageCopyOf(matches, locale).feedTitle, href: `${origin}${listPath}/rss.xml` },
  ];
};
