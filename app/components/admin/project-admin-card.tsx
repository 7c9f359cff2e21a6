import { historyCopy } from '~/content/admin/history';
import { historyHref } from '~/domain/revisions';
import { RecordLink } from '~/components/admin/admin-list';
import { DeleteForm } from '~/components/admin/delete-form';
import { IntentButton } from '~/components/admin/intent-button';
import { Badge } from '~/components/ui/badge';
import { projectAdminCopy as t } from '~/content/admin/catalog';
import { translationsCopy } from '~/content/admin/translations';
import { languageName } from '~/domain/translations';

export interface ProjectCardData {
  id: string;
  /** Its language (issue 48: each translation is a row of its own). */
  locale: string;
  title: string;
  client: string;
  category: string;
  year: number;
  display_order: number;
  services: string[];
  image_url: string | null;
  featured: boolean;
  is_active: boolean;
}

/**
 * product §2 portfolio management card: image, Featured and Inactive badges, client, category,
 * year, order, language (issue 48), service badges; Edit, Delete, Make Featured / Remove Featured (and Activate /
 * Deactivate, product §4).
 */
export function ProjectAdminCard({ project, editHref }: { project: ProjectCardData; editHref: string }) {
  const headingId = `project-${project.id}`;
  return (
    <article aria-labelledby={headingId} className="flex w-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-[16/9] bg-slate-100">
        {project.image_url ? (
          <img src={project.image_url} alt="" width={640} height={360} loading="lazy" className="h-full w-full object-cover" />
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-slate-600">{t.noImage}</div>
        )}
        <div className="absolute top-2 start-2 flex gap-2">
          {project.featured ? <Badge tone="yellow">{t.featured}</Badge> : null}
          {project.is_active ? null : <Badge tone="gray">{t.inactive}</Badge>}
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 id={headingId} dir="auto" lang={project.locale} className="text-lg font-semibold text-ink">
          {project.title}
        </h2>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-slate-700">
          <div className="col-span-2">
            <dt className="inline font-medium">{t.client}: </dt>
            <dd className="inline">{project.client}</dd>
          </div>
          <div>
            <dt className="inline font-medium">{t.category}: </dt>
            <dd className="inline">{project.category}</dd>
          </div>
          <div>
            <dt className="inline font-medium">{t.year}: </dt>
            <dd className="inline">{project.year}</dd>
          </div>
          <div>
            <dt className="inline font-medium">{t.order}: </dt>
            <dd className="inline">{project.display_order}</dd>
          </div>
          <div>
            <dt className="inline font-medium">{translationsCopy.languageColumn}: </dt>
            <dd className="inline" data-testid="project-language">
              {languageName(project.locale)}
            </dd>
          </div>
        </dl>
        {project.services.length > 0 ? (
          <ul aria-label={`${t.services}: ${project.title}`} className="mt-3 flex flex-wrap gap-1.5">
            {project.services.map((service, index) => (
              <li key={`${index}-${service}`}>
                <Badge tone="brand">{service}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          <RecordLink to={editHref} label={t.edit} subject={project.title} />
          <RecordLink to={historyHref('portfolio_projects', project.id)} label={historyCopy.linkLabel} subject={project.title} variant="ghost" />
          <IntentButton intent="feature" fields={{ id: project.id, featured: project.featured ? 'false' : 'true' }}>
            {project.featured ? t.removeFeatured : t.makeFeatured}
            <span className="sr-only"> {project.title}</span>
          </IntentButton>
          <IntentButton intent="toggle" fields={{ id: project.id, active: project.is_active ? 'false' : 'true' }} variant="ghost">
            {project.is_active ? t.deactivate : t.activate}
            <span className="sr-only"> {project.title}</span>
          </IntentButton>
          <DeleteForm id={project.id} question={t.deleteQuestion} />
        </div>
      </div>
    </article>
  );
}
