/**
 * /admin/profile — the signed-in member's own settings: the time zone the back office shows times
 * in (issue 21). The profile menu in the header posts here with a fetcher; this page is the same
 * form for a browser without JavaScript. `intent=detect` stores the browser's zone unless the
 * member chose one.
 */
import { data, Form, useNavigation } from 'react-router';
import { AdminPageHeader, FormAlert } from '~/components/admin/editor-kit';
import { TimeZoneSelect } from '~/components/admin/profile-menu';
import { buttonClass } from '~/components/ui/button';
import { profileCopy as copy } from '~/content/admin/back-office';
import { safeRedirectPath } from '~/domain/sign-in';
import { effectiveTimeZone, isTimeZone } from '~/domain/time-zones';
import { formText } from '~/domain/admin-form';
import { setStaffTimeZone, storedTimeZone } from '~/server/entities/staff-profile.server';
import { redirectWithFlash } from '~/server/platform/flash.server';
import { requireStaff } from '~/server/platform/auth.server';
import type { Route } from './+types/profile';
import { readFormFields } from '~/server/platform/uploads.server';

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args, 'profile');
  return { timeZone: effectiveTimeZone((await storedTimeZone(staff.email)).zone) };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, 'profile');
  const form = await readFormFields(args.request);
  const zone = formText(form, 'time_zone');
  const intent = formText(form, 'intent') || 'save';
  if (intent !== 'save' && intent !== 'detect') throw data('Bad request', { status: 400 });
  if (!isTimeZone(zone)) return data({ ok: false, message: copy.invalid }, { status: 400 });
  // The browser's zone, stored unless the member chose one; no message, the page's times follow.
  if (intent === 'detect') {
    await setStaffTimeZone(staff.email, zone, 'detected');
    return { ok: true, message: '' };
  }
  await setStaffTimeZone(staff.email, zone, 'chosen');
  return redirectWithFlash(safeRedirectPath(formText(form, 'back'), '/admin/profile'), { kind: 'success', message: copy.saved(zone) });
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const saving = useNavigation().state === 'submitting';
  return (
    <>
      <AdminPageHeader title={copy.title} />
      <FormAlert message={actionData && !actionData.ok ? actionData.message : undefined} />
      <Form method="post" className="max-w-xl space-y-4 rounded-lg border border-slate-200 bg-white p-6">
        <p className="text-sm text-slate-700">{copy.currentZone(loaderData.timeZone)}</p>
        <TimeZoneSelect current={loaderData.timeZone} />
        <input type="hidden" name="back" value="/admin/profile" />
        <button type="submit" name="intent" value="save" disabled={saving} className={buttonClass('primary')}>
          {saving ? copy.saving : copy.save}
        </button>
      </Form>
    </>
  );
}

export function meta() {
  return [{ title: `${copy.title} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}
