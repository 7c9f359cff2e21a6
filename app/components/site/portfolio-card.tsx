import type { ReactNode } from 'react';
import { Badge } from '~/components/ui/badge';
import { portfolioCopy } from '~/content/site/portfolio';
import { firstOf, SERVICES_SHOWN } from '~/domain/portfolio';
import type { PublicProject } from '~/server/entities/portfolio.server';
import { DecorativeImage } from '~/components/site/decorative-image';

/** 'Visit Website' and other links to client sites: a new tab, announced, without an opener. */
export function ExternalLink({ href, children, className = '' }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** product §2's Visit Website link of a project (portfolio cards, success stories), when it has a site. */
export function VisitWebsite({ project }: { project: Pick<PublicProject, 'website_url'> }) {
  if (!project.website_url) return null;
  return (
    <ExternalLink
      href={project.website_url}
      className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      {portfolioCopy.visitWebsite}
    </ExternalLink>
  );
}

/**
 * A portfolio card (product §2 Portfolio): image or placeholder, Featured badge, year, title,
 * client, description, the first three services plus '+N more', and Visit Website.
 */
export function PortfolioCard({ project }: { project: PublicProject }) {
  const services = firstOf(project.services, SERVICES_SHOWN);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="relative">
        {project.image_url ? (
          <DecorativeImage src={project.image_url} alt={project.image_alt} width={640} height={400} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="aspect-[8/5] w-full bg-slate-100 object-cover" />
        ) : (
          <div
            role="img"
            aria-label={portfolioCopy.noImage}
            className="flex aspect-[8/5] w-full items-center justify-center bg-gradient-to-br from-brand-100 to-slate-200"
          >
            <span aria-hidden="true" className="text-5xl font-bold text-brand-800/70">
              {project.title.trim().charAt(0).toUpperCase()}
            </span>
          </div>
        )}
        {project.featured ? (
          <span className="absolute top-3 start-3">
            <Badge tone="yellow">{portfolioCopy.featured}</Badge>
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="flex items-center justify-between gap-3 text-sm text-slate-600">
          <span className="font-semibold text-brand-700">{project.category}</span>
          <span>{project.year}</span>
        </p>
        <h3 className="mt-2 text-xl font-bold tracking-tight text-ink">{project.title}</h3>
        <p className="text-sm font-medium text-slate-700">{project.client}</p>
        <p className="mt-3 flex-1 text-slate-600">{project.description}</p>
        {project.services.length ? (
          <ul aria-label={portfolioCopy.servicesLabel} className="mt-4 flex flex-wrap gap-2">
            {services.shown.map((service) => (
              <li key={service}>
                <Badge tone="brand">{service}</Badge>
              </li>
            ))}
            {services.more > 0 ? (
              <li>
                <Badge tone="gray">{portfolioCopy.more(services.more)}</Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
        <VisitWebsite project={project} />
      </div>
    </article>
  );
}
