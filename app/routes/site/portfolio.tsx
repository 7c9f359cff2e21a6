import { FilterLinks } from '~/components/site/filter-links';
import { PageHero } from '~/components/site/page-hero';
import { PortfolioCard } from '~/components/site/portfolio-card';
import { Spinner } from '~/components/ui/spinner';
import { usePageLoading } from '~/components/ui/use-page-loading';
import { portfolioCopy, portfolioHero, portfolioSeo } from '~/content/site/portfolio';
import { parseProjectCategory, portfolioFilterHref } from '~/domain/portfolio';
import { pageMeta, siteOrigin } from '~/domain/seo';
import { listActiveProjects, listProjectCategories } from '~/server/entities/portfolio.server';
import { loadSection } from '~/server/pages/section.server';
import type { Route } from './+types/portfolio';

export async function loader({ request }: Route.LoaderArgs) {
  const category = parseProjectCategory(new URL(request.url).searchParams);
  const [categories, projects] = await Promise.all([
    loadSection('portfolio categories', listProjectCategories),
    loadSection('portfolio projects', () => listActiveProjects({ category })),
  ]);
  // product §8: project read failures are logged only; the page shows its empty state.
  return {
    category: category ?? null,
    categories: categories.ok ? categories.data : [],
    projects: projects.ok ? projects.data : [],
  };
}

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const { category, categories, projects } = loaderData;
  const loading = usePageLoading();
  const options = [
    { label: portfolioCopy.all, to: portfolioFilterHref(undefined), current: category === null },
    ...categories.map((name) => ({ label: name, to: portfolioFilterHref(name), current: name === category })),
  ];
  return (
    <>
      <PageHero hero={portfolioHero} />
      <section aria-labelledby="projects-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        {/* The cards' titles are <h3>s: the outline needs an <h2> above them. */}
        <h2 id="projects-heading" className="sr-only">
          {portfolioCopy.projectsHeading}
        </h2>
        <FilterLinks label={portfolioCopy.filterLabel} options={options} />
        <div className="mt-10">
          {loading ? (
            <Spinner label={portfolioCopy.loading} />
          ) : projects.length === 0 ? (
            <p className="rounded-xl border border-slate-200 bg-slate-50 p-8 text-center text-slate-700">{portfolioCopy.empty}</p>
          ) : (
            <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3" data-testid="portfolio-grid">
              {projects.map((project) => (
                <li key={project.id}>
                  <PortfolioCard project={project} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ ...portfolioSeo, path: '/portfolio', origin: siteOrigin(matches) });
