/**
 * The view of /portfolio's list block (issue 44): the category filter and the projects (live; the
 * category is read from the URL by the loader, as before), under the block's heading.
 */
import { FilterLinks } from '~/components/site/filter-links';
import { PortfolioCard } from '~/components/site/portfolio-card';
import { Spinner } from '~/components/ui/spinner';
import { usePageLoading } from '~/components/ui/use-page-loading';
import { portfolioCopy } from '~/content/site/portfolio';
import { portfolioFilterHref, projectAnchor } from '~/domain/portfolio';
import type { PublicProject } from '~/server/entities/portfolio.server';
import type { CompanyBlockProps as Props } from '../company-blocks';

/** What the page's loader gives its blocks besides the document. */
export interface PortfolioContext {
  category: string | null;
  categories: readonly string[];
  projects: readonly PublicProject[];
}

export function ProjectListBlock({ block, context }: Props<'projectList', PortfolioContext>) {
  const { category, categories, projects } = context;
  const loading = usePageLoading();
  const headingId = `${block.id}-heading`;
  const options = [
    { label: portfolioCopy.all, to: portfolioFilterHref(undefined), current: category === null },
    ...categories.map((name) => ({ label: name, to: portfolioFilterHref(name), current: name === category })),
  ];
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      {/* The cards' titles are <h3>s: the outline needs an <h2> above them. */}
      <h2 id={headingId} className="sr-only">
        {block.data.title}
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
              <li key={project.id} id={projectAnchor(project.id)} className="scroll-mt-24">
                <PortfolioCard project={project} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
