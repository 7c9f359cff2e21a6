/**
 * A staff member's own settings (issue 21): the time zone their back office shows times in. Kept
 * apart from staff.server.ts (the allowlist and roles) so the two change independently.
 *
 * A zone is either detected (the browser's, stored on a visit; it follows the browser when that
 * moves to another zone) or chosen in the profile menu (it stays until the member changes it).
 */
import { eq } from 'drizzle-orm';
import { currentZoneName, effectiveTimeZone, isTimeZone } from '~/domain/time-zones';
import { db } from '~/server/db/db.server';
import { staff } from '~/server/db/schema.server';
import { recordAudit } from '~/server/entities/audit.server';
import { normalizeEmail } from '~/server/entities/staff.server';

export interface StoredTimeZone {
  /** null until one is stored. */
  zone: string | null;
  chosen: boolean;
}

/** The member's stored zone and whether they chose it. */
export async function storedTimeZone(email: string): Promise<StoredTimeZone> {
  const [row] = await db()
    .select({ zone: staff.time_zone, chosen: staff.time_zone_chosen })
    .from(staff)
    .where(eq(staff.email, normalizeEmail(email)))
    .limit(1);
  return { zone: row?.zone ?? null, chosen: row?.chosen ?? false };
}

/** The zone the member's times show in (UTC until one is stored). */
export async function staffTimeZone(email: string): Promise<string> {
  return effectiveTimeZone((await storedTimeZone(email)).zone);
}

/**
 * Stores the member's zone, audited as an update of their staff row: `how` 'chosen' (the profile
 * menu) always, 'detected' (the browser) only while the member has not chosen one. False when
 * `zone` is not a zone this runtime knows (nothing written).
 */
export async function setStaffTimeZone(email: string, zone: string, how: 'chosen' | 'detected'): Promise<boolean> {
  if (!isTimeZone(zone)) return false;
  zone = currentZoneName(zone);
  const address = normalizeEmail(email);
  const chosen = how === 'chosen';
  await db().transaction(async (tx) => {
    const [before] = await tx
      .select({ id: staff.id, time_zone: staff.time_zone, time_zone_chosen: staff.time_zone_chosen })
      .from(staff)
      .where(eq(staff.email, address))
      .limit(1);
    if (!before) return;
    if (!chosen && before.time_zone_chosen) return;
    if (before.time_zone === zone && before.time_zone_chosen === chosen) return;
    await tx.update(staff).set({ time_zone: zone, time_zone_chosen: chosen }).where(eq(staff.id, before.id));
    await recordAudit(tx, {
      staffEmail: address,
      entity: 'staff',
      entityId: before.id,
      action: 'update',
      before: { time_zone: before.time_zone, time_zone_chosen: before.time_zone_chosen },
      after: { time_zone: zone, time_zone_chosen: chosen },
    });
  });
  return true;
}
