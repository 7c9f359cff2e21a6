/**
 * /admin/portfolio — portfolio management (product §2): a card grid with the create/edit form on the
 * same page (Add New Project → ?new=1, a card's Edit → ?edit={id}, so it works without
 * JavaScript), Test DB Connection, Make Featured / Remove Featured, Activate / Deactivate and a
 * confirmed Delete. Project load and delete errors are only logged (product §8). Issue 48: each
 * card says its project's language; the project being edited shows its translations above the form
 * (Add Arabic translation, and on a translation the English words beside it).
 */
import { TranslationsSection } from '~/components/admin/translations-section';
import { isTranslationPost, loadTranslationsSection, submitTranslationForm } from '~/server/admin/translation-flow.server';
import { EmptyList, PendingDelete } from '~/components/admin/admin-list';
import { AdminPageHeader } from '~/components/admin/editor-kit';
import { IntentButton } from '~/components/admin/intent-button';
import { ProjectAdminCard } from '~/components/admin/project-admin-card';
import { ProjectForm } from '~/components/admin/project-form';
import { LinkButton } from '~/components/ui/button';
import { adminHeadings } from '~/content/admin/common';
import { projectAdminCopy as copy } from '~/content/admin/catalog';
import { pendingDeleteId } from '~/domain/admin-delete';
import { formText, parseAdminValues, parseId, saved } from '~/domain/admin-form';
import { CASE_STUDY_CATEGORIES } from '~/domain/portfolio';
import { newProjectValues, projectSchema, projectValues } from '~/domain/project-admin';
import { submitForm } from '~/server/admin/form-flow.server';
import { deleteOperation, listOrEmpty, rowAction, toggleOperation } from '~/server/admin/list-flow.server';
import { requireStaff } from '~/server/platform/auth.server';
import { log } from '~/server/platform/log.server';
import {
  deleteProject,
  listProjects,
  saveProject,
  setProjectActive,
  setProjectFeatured,
  testProjectsConnection,
} from '~/server/entities/portfolio.server';
import type { Route } from './+types/index';
import { readFormFields } from '~/server/platform/uploads.server';

const LIST = '/admin/portfolio';

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, 'portfolio');
  const params = new URL(args.request.url).searchParams;
  const projects = await listOrEmpty(listProjects, 'admin portfolio list');
  const editing = projects.find((project) => project.id === parseId(params.get('edit')));
  if (params.has('edit') && !editing) log.warn({ id: params.get('edit') }, 'admin project to edit not found');
  const form = editing
    ? { id: editing.id, values: projectValues(editing) }
    : params.get('new') === '1'
      ? { id: null, values: newProjectValues(new Date().getUTCFullYear()) }
      : null;
  const categories = [...new Set([...CASE_STUDY_CATEGORIES, ...projects.map((project) => project.category)])];
  const cards = projects.map(({ id, locale, title, client, category, year, display_order, services, image_url, featured, is_active }) => ({
    id,
    locale,
    title,
    client,
    category,
    year,
    display_order,
    services,
    image_url,
    featured,
    is_active,
  }));
  const translations = editing ? await loadTranslationsSection('project', editing) : null;
  return { projects: cards, form, translations, categories, pendingDelete: pendingDeleteId(args.request) };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, 'portfolio');
  const form = await readFormFields(args.request);
  if (isTranslationPost(form)) {
    // The panel posts to the page of the project being edited (?edit={id}).
    const url = new URL(args.request.url);
    return submitTranslationForm(staff, form, { kind: 'project', id: parseId(url.searchParams.get('edit')), back: `${url.pathname}${url.search}` });
  }
  if (form.get('intent') === 'save') {
    const rawId = formText(form, 'id');
    const id = rawId === '' ? null : (parseId(rawId) ?? rawId);
    return submitForm(form, {
      parse: (body) => parseAdminValues(projectSchema, body),
      save: (input) => saveProject(staff, id, input).then(() => saved(id)),
      copy,
      echo: { id },
      done: LIST,
      subject: 'project',
      id,
    });
  }
  // product §8: project delete errors are only logged (no message).
  return rowAction(args.request, form, {
    operations: {
      'test-connection': { run: testConnection, failed: (message) => message, withoutId: true },
      feature: {
        run: async (id, body) => {
          const featured = body.get('featured') === 'true';
          const row = await setProjectFeatured(staff, id, featured);
          return row ? (featured ? copy.featuredOn(row.title) : copy.featuredOff(row.title)) : null;
        },
        failed: () => copy.featuredError,
      },
      toggle: toggleOperation(async (id, active) => (await setProjectActive(staff, id, active))?.title, { ...copy, toggleError: copy.statusError }),
      delete: deleteOperation((id) => deleteProject(staff, id), copy),
    },
    notFound: copy.notFound,
    subject: 'project',
  });
}

/** Test DB Connection: the row count, or why the query failed (thrown: rowAction logs it and shows its text). */
async function testConnection(): Promise<string> {
  const result = await testProjectsConnection();
  if (result.ok) return copy.connectionOk(result.rows);
  throw new Error(result.kind === 'query' ? copy.connectionError(result.message) : copy.testFailed(result.message));
}

export default function PortfolioAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { projects, categories, pendingDelete, translations } = loaderData;
  // After a refused save the form stays open with what was typed.
  const refused = actionData && 'values' in actionData ? actionData : undefined;
  const form = refused ? { id: refused.id, values: refused.values } : loaderData.form;
  return (
    <>
      <AdminPageHeader title={adminHeadings.portfolio}>
        <IntentButton intent="test-connection" className="px-5 py-3 text-sm">
          {copy.testConnection}
        </IntentButton>
        <LinkButton to={`${LIST}?new=1`}>{copy.addNew}</LinkButton>
      </AdminPageHeader>

      <PendingDelete rows={projects} pendingId={pendingDelete} subject={(project) => project.title} question={copy.deleteQuestion} cancelHref={LIST} />

      {form && translations && form.id === loaderData.form?.id ? <TranslationsSection {...translations} /> : null}
      {form ? (
        <ProjectForm
          key={form.id ?? 'new'}
          id={form.id}
          values={form.values}
          errors={refused?.errors}
          message={refused?.message}
          categories={categories}
          cancelHref={LIST}
        />
      ) : null}

      {projects.length === 0 ? (
        <EmptyList message={copy.empty} />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-label={adminHeadings.portfolio}>
          {projects.map((project) => (
            <li key={project.id} className="flex" data-testid="project-card">
              <ProjectAdminCard project={project} editHref={`${LIST}?edit=${project.id}`} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function meta() {
  return [{ title: `${adminHeadings.portfolio} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
