/**
 * The admin layout loader's part of issue 21: who the member is (their kept drafts are theirs), the
 * zone their times show in, and — after signing in again — what a form posted on this page when
 * their session had ended (form-resume.server.ts).
 */
import type { AdminStaffContext } from '~/domain/admin-staff';
import { RESUME_PARAM } from '~/domain/form-resume';
import { effectiveTimeZone } from '~/domain/time-zones';
import { takePostedForm } from '~/server/admin/form-resume.server';
import { storedTimeZone } from '~/server/entities/staff-profile.server';
import type { StaffSession } from '~/server/platform/auth.server';

export async function staffContext(staff: StaffSession, request: Request): Promise<AdminStaffContext> {
  const stored = await storedTimeZone(staff.email);
  const url = new URL(request.url);
  const resumeId = url.searchParams.get(RESUME_PARAM);
  // Read only on a page's own render, not on an action's revalidation of the same address.
  const resumed = resumeId && request.method === 'GET' ? await takePostedForm(resumeId, url.pathname) : null;
  return { staffId: staff.userId, timeZone: effectiveTimeZone(stored.zone), timeZoneChosen: stored.chosen, resumed };
}
