/**
 * /admin/staff (owner only, issue 17): the staff list with role, when added, last sign-in and live
 * sessions; Invite (e-mail + role); change role; remove (?remove={id} asks first, so it works
 * without JavaScript). The rules — the last owner stays an owner, every change audited, removal
 * ends the sessions — live in staff-admin.server.ts.
 */
import { data, Form, Link, useActionData, useNavigation } from 'react-router';
import { AdminPageHeader } from '~/components/admin/editor-kit';
import { Badge } from '~/components/ui/badge';
import { Button, buttonClass } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { staffCopy as c } from '~/content/admin/staff';
import { formatDateTime } from '~/domain/dates';
import { StaffTime } from '~/components/admin/staff-time';
import { useStaffTimeZone } from '~/components/admin/staff-context';
import { parseEmailAddress } from '~/domain/email';
import { isStaffRole, STAFF_ROLE_LABELS, STAFF_ROLES } from '~/domain/roles';
import { errorMessage, parseId } from '~/domain/values';
import { listOrEmpty } from '~/server/admin/list-flow.server';
import { changeStaffRole, inviteStaff, listStaffMembers, removeStaffMember, type StaffChangeResult } from '~/server/entities/staff-admin.server';
import { requireStaff } from '~/server/platform/auth.server';
import { redirectWithFlash } from '~/server/platform/flash.server';
import { log } from '~/server/platform/log.server';
import type { Route } from './+types/index';
import { readFormFields } from '~/server/platform/uploads.server';

const BACK = '/admin/staff';

export async function loader(args: Route.LoaderArgs) {
  const me = await requireStaff(args, 'staff');
  const members = await listOrEmpty(() => listStaffMembers(), 'staff list');
  const removeId = parseId(new URL(args.request.url).searchParams.get('remove'));
  const toRemove = removeId ? (members.find((member) => member.id === removeId) ?? null) : null;
  return {
    me: me.email,
    members: members.map((member) => ({
      ...member,
      createdAt: member.createdAt.toISOString(),
      lastSignInAt: member.lastSignInAt?.toISOString() ?? null,
      inviteExpiresAt: member.inviteExpiresAt?.toISOString() ?? null,
    })),
    toRemove: toRemove ? { id: toRemove.id, email: toRemove.email } : null,
  };
}

type InviteErrors = { email?: string; role?: string };

function refusal(result: Extract<StaffChangeResult, { ok: false }>, email: string): string {
  if (result.reason === 'last_owner') return c.lastOwner;
  if (result.reason === 'already_staff') return c.alreadyStaff(email);
  return c.notFound;
}

export async function action(args: Route.ActionArgs) {
  const me = await requireStaff(args, 'staff');
  const form = await readFormFields(args.request);
  const intent = form.get('intent');
  const actor = { email: me.email };
  const role = form.get('role');
  try {
    if (intent === 'invite') {
      const typed = String(form.get('email') ?? '');
      const email = parseEmailAddress(typed);
      const errors: InviteErrors = {};
      if (email === null) errors.email = c.invalidEmail;
      if (!isStaffRole(role)) errors.role = c.invalidRole;
      if (email === null || errors.role || !isStaffRole(role)) return data({ errors, values: { email: email ?? typed.trim().slice(0, 254), role: String(role ?? '') } }, { status: 400 });
      const result = await inviteStaff(actor, email, role);
      if (!result.ok) return data({ errors: { email: refusal(result, email) }, values: { email, role } }, { status: 400 });
      return redirectWithFlash(BACK, { kind: 'success', message: c.invited(email) });
    }
    const id = parseId(form.get('id'));
    if (intent === 'role' && id && isStaffRole(role)) {
      const result = await changeStaffRole(actor, id, role);
      if (!result.ok) return redirectWithFlash(BACK, { kind: 'error', message: refusal(result, '') });
      const message = result.changed ? c.roleChanged(result.email, role) : c.roleUnchanged(result.email, role);
      return redirectWithFlash(BACK, { kind: result.changed ? 'success' : 'info', message });
    }
    if (intent === 'remove' && id) {
      const result = await removeStaffMember(actor, id);
      if (!result.ok) return redirectWithFlash(BACK, { kind: 'error', message: refusal(result, '') });
      return redirectWithFlash(BACK, { kind: 'success', message: c.removed(result.email, result.sessionsEnded ?? 0) });
    }
  } catch (error) {
    log.error({ err: error, intent: String(intent) }, 'staff change failed');
    return redirectWithFlash(BACK, { kind: 'error', message: c.failed(errorMessage(error)) });
  }
  throw data('Bad request', { status: 400 });
}

const selectClass =
  'rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm text-ink focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none';

function RoleOptions() {
  return STAFF_ROLES.map((role) => (
    <option key={role} value={role}>
      {STAFF_ROLE_LABELS[role]}
    </option>
  ));
}

function When({ value }: { value: string | null }) {
  return value ? <StaffTime value={value} /> : <span className="text-slate-600">{c.never}</span>;
}

export default function StaffPage({ loaderData }: Route.ComponentProps) {
  const { me, members, toRemove } = loaderData;
  const timeZone = useStaffTimeZone();
  const invite = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const errors: InviteErrors = invite && 'errors' in invite ? invite.errors : {};
  const values = invite && 'values' in invite ? invite.values : { email: '', role: 'editor' };
  return (
    <>
      <AdminPageHeader title={c.heading} />
      <p className="-mt-4 mb-6 text-sm text-slate-700">{c.intro}</p>

      {toRemove ? (
        <section aria-labelledby="confirm-remove-title" className="mb-6 rounded-lg border border-red-300 bg-red-50 p-5">
          <h2 id="confirm-remove-title" className="text-lg font-semibold text-red-900">
            {c.confirmRemoveTitle}
          </h2>
          <p className="mt-2 text-sm text-red-900">{c.confirmRemoveText(toRemove.email)}</p>
          <Form method="post" className="mt-4 flex flex-wrap gap-3">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="id" value={toRemove.id} />
            <Button type="submit" variant="danger" disabled={busy} autoFocus>
              {c.confirmRemoveButton}
            </Button>
            <Link to={BACK} className={buttonClass('secondary')}>
              {c.cancel}
            </Link>
          </Form>
        </section>
      ) : null}

      <section aria-labelledby="staff-list-title" className="mb-8 rounded-lg border border-slate-200 bg-white">
        <h2 id="staff-list-title" className="px-5 pt-5 text-lg font-semibold">
          {c.listTitle}
        </h2>
        <div className="overflow-x-auto p-5">
          <table className="w-full text-start text-sm">
            <thead className="border-b border-slate-200 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pe-4 font-medium">{c.columns.email}</th>
                <th scope="col" className="py-2 pe-4 font-medium">{c.columns.role}</th>
                <th scope="col" className="py-2 pe-4 font-medium">{c.columns.added}</th>
                <th scope="col" className="py-2 pe-4 font-medium">{c.columns.lastSignIn}</th>
                <th scope="col" className="py-2 pe-4 font-medium">{c.columns.sessions}</th>
                <th scope="col" className="py-2 font-medium">{c.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.id} className="border-b border-slate-100 align-top" data-testid={`staff-row-${member.email}`}>
                  <th scope="row" className="py-3 pe-4 font-medium break-all text-ink">
                    {member.email} {member.email === me ? <span className="font-normal text-slate-600">{c.you}</span> : null}
                    {member.inviteExpiresAt ? (
                      <span className="mt-1 block text-xs font-normal">
                        <Badge tone="yellow">{c.pendingInvite(formatDateTime(member.inviteExpiresAt, timeZone))}</Badge>
                      </span>
                    ) : null}
                  </th>
                  <td className="py-3 pe-4" data-testid="staff-role">{STAFF_ROLE_LABELS[member.role]}</td>
                  <td className="py-3 pe-4"><When value={member.createdAt} /></td>
                  <td className="py-3 pe-4"><When value={member.lastSignInAt} /></td>
                  <td className="py-3 pe-4 tabular-nums" data-testid="staff-sessions">{member.activeSessions}</td>
                  <td className="py-3">
                    <div className="flex flex-wrap items-center gap-2">
                      <Form method="post" className="flex items-center gap-2">
                        <input type="hidden" name="intent" value="role" />
                        <input type="hidden" name="id" value={member.id} />
                        <label htmlFor={`role-${member.id}`} className="sr-only">
                          {c.changeRoleLabel(member.email)}
                        </label>
                        <select id={`role-${member.id}`} name="role" defaultValue={member.role} className={selectClass}>
                          <RoleOptions />
                        </select>
                        <button type="submit" className={buttonClass('secondary', 'px-3 py-1.5 text-xs')} disabled={busy}>
                          {c.changeRoleButton}
                        </button>
                      </Form>
                      <Link
                        to={`${BACK}?remove=${member.id}`}
                        className={buttonClass('danger', 'px-3 py-1.5 text-xs')}
                        aria-label={c.removeLabel(member.email)}
                      >
                        {c.removeButton}
                      </Link>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="invite-title" className="rounded-lg border border-slate-200 bg-white p-5">
        <h2 id="invite-title" className="text-lg font-semibold">
          {c.inviteTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{c.inviteIntro}</p>
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-start" noValidate>
          <input type="hidden" name="intent" value="invite" />
          <TextField
            label={c.emailLabel}
            name="email"
            type="email"
            autoComplete="off"
            required
            defaultValue={values.email}
            error={errors.email}
            key={`email-${values.email}`}
          />
          <div>
            <label htmlFor="invite-role" className="block text-sm font-medium text-slate-800">
              {c.roleLabel}
            </label>
            <select
              id="invite-role"
              name="role"
              defaultValue={values.role}
              key={`role-${values.role}`}
              aria-invalid={errors.role ? true : undefined}
              aria-describedby={errors.role ? 'invite-role-error' : 'invite-role-help'}
              className={`mt-1 block w-full ${selectClass} py-2`}
            >
              <RoleOptions />
            </select>
            {errors.role ? (
              <p id="invite-role-error" className="mt-1 text-sm text-red-700">
                {errors.role}
              </p>
            ) : null}
            <ul id="invite-role-help" className="mt-1 space-y-0.5 text-xs text-slate-600">
              {STAFF_ROLES.map((role) => (
                <li key={role}>
                  <strong>{STAFF_ROLE_LABELS[role]}</strong>: {c.roleHelp[role]}
                </li>
              ))}
            </ul>
          </div>
          <Button type="submit" className="sm:mt-6" disabled={busy}>
            {c.inviteButton}
          </Button>
        </Form>
      </section>
    </>
  );
}

export function meta() {
  return [{ title: `${c.heading} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
