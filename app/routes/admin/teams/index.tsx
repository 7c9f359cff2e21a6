/**
 * /admin/teams — every team member by display order, Active/Inactive with a toggle, Edit and
 * Delete.
 */
import { data, Link, redirect } from 'react-router';
import { DeleteConfirmation, DeleteForm } from '~/components/admin/delete-form';
import { ActiveBadge, ActiveToggleForm, AdminPageHeader } from '~/components/admin/editor-kit';
import { LinkButton } from '~/components/ui/button';
import { adminHeadings } from '~/content/admin';
import { teamsAdminCopy as copy } from '~/content/admin-editors';
import { confirmDeleteLocation, isConfirmedDelete, pendingDeleteId } from '~/domain/admin-delete';
import { errorMessage, parseId, parseIntent } from '~/domain/admin-form';
import { listPath } from '~/domain/admin-content';
import { requireStaff } from '~/server/auth.server';
import { redirectWithFlash } from '~/server/flash.server';
import { log } from '~/server/log.server';
import { deleteTeamMember, listTeamMembers, setTeamMemberActive } from '~/server/teams.server';
import type { Route } from './+types/index';

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  let members: Awaited<ReturnType<typeof listTeamMembers>> = [];
  try {
    members = await listTeamMembers();
  } catch (error) {
    // SPEC §8: list load errors are only logged and the list shows empty.
    log.error({ err: error }, 'admin team list failed');
  }
  const rows = members.map(({ id, name, title, department, photo_url, display_order, is_active }) => ({
    id,
    name,
    title,
    department,
    photo_url,
    display_order,
    is_active,
  }));
  return data({ members: rows, pendingDelete: pendingDeleteId(request) }, { headers: staff.headers });
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const form = await request.formData();
  const intent = parseIntent(form, ['delete', 'toggle'] as const);
  const id = parseId(form.get('id'));
  if (!intent || !id) throw data('Bad request', { status: 400 });
  const back = listPath(request.url);
  const withSession = { headers: staff.headers };
  if (intent === 'toggle') {
    const active = form.get('active') === 'true';
    try {
      const row = await setTeamMemberActive(staff, id, active);
      if (!row) return redirectWithFlash(back, { kind: 'error', message: copy.toggleError(copy.notFound) }, withSession);
      return redirectWithFlash(back, { kind: 'success', message: active ? copy.activated(row.name) : copy.deactivated(row.name) }, withSession);
    } catch (error) {
      log.error({ err: error, id }, 'team member toggle failed');
      return redirectWithFlash(back, { kind: 'error', message: copy.toggleError(errorMessage(error)) }, withSession);
    }
  }
  if (!isConfirmedDelete(form)) return redirect(confirmDeleteLocation(new Request(new URL(back, request.url)), id), withSession);
  try {
    const deleted = await deleteTeamMember(staff, id);
    const flash = deleted ? { kind: 'success' as const, message: copy.deleted } : { kind: 'error' as const, message: copy.deleteError(copy.notFound) };
    return redirectWithFlash(back, flash, withSession);
  } catch (error) {
    log.error({ err: error, id }, 'team member delete failed');
    return redirectWithFlash(back, { kind: 'error', message: copy.deleteError(errorMessage(error)) }, withSession);
  }
}

export default function TeamsAdmin({ loaderData }: Route.ComponentProps) {
  const { members, pendingDelete } = loaderData;
  const pending = members.find((member) => member.id === pendingDelete);
  return (
    <>
      <AdminPageHeader title={adminHeadings.teams}>
        <LinkButton to="/admin/teams/new">{copy.addNew}</LinkButton>
      </AdminPageHeader>

      {pending ? <DeleteConfirmation id={pending.id} question={copy.deleteQuestion} subject={pending.name} cancelHref="/admin/teams" /> : null}

      {members.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">{copy.empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">{copy.columns.member}</th>
                <th scope="col" className="px-4 py-3">{copy.columns.department}</th>
                <th scope="col" className="px-4 py-3">{copy.columns.order}</th>
                <th scope="col" className="px-4 py-3">{copy.columns.status}</th>
                <th scope="col" className="px-4 py-3"><span className="sr-only">{copy.columns.actions}</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {members.map((member) => (
                <tr key={member.id} data-testid="team-row">
                  <th scope="row" className="px-4 py-3 font-medium text-ink">
                    <div className="flex items-center gap-3">
                      {member.photo_url ? (
                        <img src={member.photo_url} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 shrink-0 rounded-full bg-slate-100 object-cover" />
                      ) : (
                        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-slate-200 text-center text-[0.6rem] leading-tight text-slate-700">
                          {copy.noPhoto}
                        </span>
                      )}
                      <span>
                        <Link to={`/admin/teams/edit/${member.id}`} className="hover:text-brand-700 hover:underline">
                          {member.name}
                        </Link>
                        <span className="block text-xs font-normal text-slate-600">{member.title}</span>
                      </span>
                    </div>
                  </th>
                  <td className="px-4 py-3">{member.department}</td>
                  <td className="px-4 py-3">{member.display_order}</td>
                  <td className="px-4 py-3">
                    <ActiveBadge active={member.is_active} labels={copy} />
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap justify-end gap-2">
                      <ActiveToggleForm id={member.id} active={member.is_active} subject={member.name} labels={copy} />
                      <LinkButton to={`/admin/teams/edit/${member.id}`} variant="secondary" className="px-3 py-1.5 text-xs">
                        {copy.edit}
                        <span className="sr-only"> {member.name}</span>
                      </LinkButton>
                      <DeleteForm id={member.id} question={copy.deleteQuestion} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

export function meta() {
  return [{ title: `${adminHeadings.teams} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
