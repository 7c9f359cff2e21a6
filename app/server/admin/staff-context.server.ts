/**
 * The admin layout loader's part of issue 21: who the member is (their kept drafts are theirs) and
 * the zone their times show in. What a form held when the session ended is not brought back from
 * here: the member's own browser keeps it (components/admin/form-draft.tsx, ADR 280).
 */
import type { AdminStaffContext } from '~/domain/admin-staff';
import { effectiveTimeZone } from '~/domain/time-zones';
import { storedTimeZone } from '~/server/entities/staff-profile.server';
import type { StaffSession } from '~/server/platform/auth.server';

export async function staffContext(staff: StaffSession): Promise<AdminStaffContext> {
  const stored = await storedTimeZone(staff.email);
  return { staffId: staff.userId, timeZone: effectiveTimeZone(stored.zone), timeZoneChosen: stored.chosen };
}
