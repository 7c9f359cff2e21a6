import { PageBlocks, type BlockViews } from '~/components/blocks/page-blocks';
import { HeroBlock } from '~/components/blocks/hero-block';
import { ProjectListBlock, type PortfolioContext } from '~/components/blocks/company/portfolio';
import { pageBlocksMeta } from '~/domain/page-blocks/page-meta';
import { parseProjectCategory } from '~/domain/portfolio';
import { listActiveProjects, listProjectCategories } from '~/server/entities/portfolio.server';
import { loadSection } from '~/server/pages/section.server';
import { loadPageData } from '~/server/pages/site-page.server';
import type { Route } from './+types/portfolio';
import { localeOfRequest } from '~/domain/locales';

const views: BlockViews<PortfolioContext> = { hero: HeroBlock, projectList: ProjectListBlock };

/**
 * The page's blocks (one cached read), the categories and the projects of the category in the URL,
 * in parallel; the projects of the page's language only (issue 48).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const category = parseProjectCategory(new URL(request.url).searchParams);
  const locale = localeOfRequest(request);
  const [page, categories, projects] = await Promise.all([
    loadPageData('portfolio', request),
    loadSection('portfolio categories', () => listProjectCategories(locale)),
    loadSection('portfolio projects', () => listActiveProjects({ category, locale })),
  ]);
  // product §8: project read failures are logged only; the page shows its empty state.
  return {
    category: category ?? null,
    categories: categories.ok ? categories.data : [],
    projects: projects.ok ? projects.data : [],
    page,
  };
}

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const { page, category, categories, projects } = loaderData;
  return <PageBlocks page={page} views={views} context={{ category, categories, projects }} />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageBlocksMeta(loaderData?.page, '/portfolio', matches);
