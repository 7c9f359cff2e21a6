/**
 * /admin/portfolio — portfolio management (SPEC §2): a card grid with the create/edit form on the
 * same page (Add New Project → ?new=1, a card's Edit → ?edit={id}, so it works without
 * JavaScript), Test DB Connection, Make Featured / Remove Featured, Activate / Deactivate and a
 * confirmed Delete. Project load and delete errors are only logged (SPEC §8).
 */
import { data, redirect } from 'react-router';
import { EmptyList, PendingDelete } from '~/components/admin/admin-list';
import { AdminPageHeader } from '~/components/admin/editor-kit';
import { IntentButton } from '~/components/admin/intent-button';
import { ProjectAdminCard } from '~/components/admin/project-admin-card';
import { ProjectForm } from '~/components/admin/project-form';
import { LinkButton } from '~/components/ui/button';
import { adminHeadings } from '~/content/admin/common';
import { projectAdminCopy as copy } from '~/content/admin/catalog';
import { listPath } from '~/domain/admin-content';
import { confirmDeleteLocation, isConfirmedDelete, pendingDeleteId } from '~/domain/admin-delete';
import { errorMessage, formText, parseAdminValues, parseId, parseIntent } from '~/domain/admin-form';
import { listOrEmpty } from '~/domain/admin-list-action';
import { CASE_STUDY_CATEGORIES } from '~/domain/portfolio';
import { newProjectValues, projectSchema, projectValues } from '~/domain/project-admin';
import { requireStaff } from '~/server/platform/auth.server';
import { redirectWithFlash } from '~/server/platform/flash.server';
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

const LIST = '/admin/portfolio';
const INTENTS = ['save', 'delete', 'feature', 'toggle', 'test-connection'] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const projects = await listOrEmpty(listProjects, (error) => log.error({ err: error }, 'admin portfolio list failed'));
  const editing = projects.find((project) => project.id === parseId(params.get('edit')));
  if (params.has('edit') && !editing) log.warn({ id: params.get('edit') }, 'admin project to edit not found');
  const form = editing
    ? { id: editing.id, values: projectValues(editing) }
    : params.get('new') === '1'
      ? { id: null, values: newProjectValues(new Date().getUTCFullYear()) }
      : null;
  const categories = [...new Set([...CASE_STUDY_CATEGORIES, ...projects.map((project) => project.category)])];
  const cards = projects.map(({ id, title, client, category, year, display_order, services, image_url, featured, is_active }) => ({
    id,
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
  return data({ projects: cards, form, categories, pendingDelete: pendingDeleteId(request) }, { headers: staff.headers });
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const form = await request.formData();
  const intent = parseIntent(form, INTENTS);
  if (!intent) throw data('Bad request', { status: 400 });
  const headers = staff.headers;
  const back = listPath(request.url);

  if (intent === 'test-connection') {
    const result = await testProjectsConnection();
    if (!result.ok) log.error({ kind: result.kind, message: result.message }, 'portfolio connection test failed');
    const flash = result.ok
      ? { kind: 'success' as const, message: copy.connectionOk(result.rows) }
      : { kind: 'error' as const, message: result.kind === 'query' ? copy.connectionError(result.message) : copy.testFailed(result.message) };
    return redirectWithFlash(back, flash, { headers });
  }

  if (intent === 'save') {
    const parsed = parseAdminValues(projectSchema, form);
    const rawId = formText(form, 'id');
    const id = rawId === '' ? null : (parseId(rawId) ?? rawId);
    if (!parsed.ok) return data({ id, errors: parsed.errors, values: parsed.values, message: undefined }, { status: 400 });
    try {
      await saveProject(staff, id, parsed.data);
      return redirectWithFlash(LIST, { kind: 'success', message: id === null ? copy.created : copy.updated }, { headers });
    } catch (error) {
      log.error({ err: error, id }, 'project save failed');
      return data({ id, errors: {}, values: parsed.values, message: copy.saveError(errorMessage(error)) }, { status: 500 });
    }
  }

  const id = parseId(form.get('id'));
  if (!id) throw data('Bad request', { status: 400 });

  if (intent === 'feature') {
    const featured = form.get('featured') === 'true';
    try {
      const row = await setProjectFeatured(staff, id, featured);
      if (!row) throw new Error(copy.notFound);
      return redirectWithFlash(back, { kind: 'success', message: featured ? copy.featuredOn(row.title) : copy.featuredOff(row.title) }, { headers });
    } catch (error) {
      log.error({ err: error, id }, 'project featured update failed');
      return redirectWithFlash(back, { kind: 'error', message: copy.featuredError }, { headers });
    }
  }

  if (intent === 'toggle') {
    const active = form.get('active') === 'true';
    try {
      const row = await setProjectActive(staff, id, active);
      if (!row) throw new Error(copy.notFound);
      return redirectWithFlash(back, { kind: 'success', message: active ? copy.activated(row.title) : copy.deactivated(row.title) }, { headers });
    } catch (error) {
      log.error({ err: error, id }, 'project status update failed');
      return redirectWithFlash(back, { kind: 'error', message: copy.statusError(errorMessage(error)) }, { headers });
    }
  }

  if (!isConfirmedDelete(form)) return redirect(confirmDeleteLocation(new Request(new URL(back, request.url)), id), { headers });
  try {
    if (await deleteProject(staff, id)) return redirectWithFlash(back, { kind: 'success', message: copy.deleted }, { headers });
    log.warn({ id }, 'project to delete not found');
  } catch (error) {
    // SPEC §8: project delete errors are only logged.
    log.error({ err: error, id }, 'project delete failed');
  }
  return redirect(back, { headers });
}

export default function PortfolioAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { projects, categories, pendingDelete } = loaderData;
  // After a refused save the form stays open with what was typed.
  const form = actionData ? { id: actionData.id, values: actionData.values } : loaderData.form;
  return (
    <>
      <AdminPageHeader title={adminHeadings.portfolio}>
        <IntentButton intent="test-connection" className="px-5 py-3 text-sm">
          {copy.testConnection}
        </IntentButton>
        <LinkButton to={`${LIST}?new=1`}>{copy.addNew}</LinkButton>
      </AdminPageHeader>

      <PendingDelete rows={projects} pendingId={pendingDelete} subject={(project) => project.title} question={copy.deleteQuestion} cancelHref={LIST} />

      {form ? (
        <ProjectForm
          key={form.id ?? 'new'}
          id={form.id}
          values={form.values}
          errors={actionData?.errors}
          message={actionData?.message}
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
