/**
 * A staff member's own settings (issue 21): the time zone their back office shows times in. Kept
 * apart from staff.server.ts (the allowlist and roles) so the two change independently.
 */
import { eq } from 'drizzle-orm';
import { effectiveTimeZone, isTimeZone } from '~/domain/time-zones';
import { db } from '~/server/db/db.server';
import { staff } from '~/server/db/schema.server';
import { recordAudit } from '~/server/entities/audit.server';
import { normalizeEmail } from '~/server/entities/staff.server';

/** The member's stored zone (null until one is stored). */
export async function storedTimeZone(email: string): Promise<string | null> {
  const [row] = await db()
    .select({ time_zone: staff.time_zone })
    .from(staff)
    .where(eq(staff.email, normalizeEmail(email)))
    .limit(1);
  return row?.time_zone ?? null;
}

/** The zone the member's pages show times in (UTC until one is stored). */
export async function staffTimeZone(email: string): Promise<string> {
  return effectiveTimeZone(await storedTimeZone(email));
}

/**
 * Stores the member's zone, audited as an update of their staff row. False when `zone` is not a
 * zone this runtime knows (nothing written); true when stored or already the same.
 */
export async function setStaffTimeZone(email: string, zone: string): Promise<boolean> {
  if (!isTimeZone(zone)) return false;
  const address = normalizeEmail(email);
  await db().transaction(async (tx) => {
    const [before] = await tx.select({ id: staff.id, time_zone: staff.time_zone }).from(staff).where(eq(staff.email, address)).limit(1);
    if (!before || before.time_zone === zone) return;
    await tx.update(staff).set({ time_zone: zone }).where(eq(staff.id, before.id));
    await recordAudit(tx, {
      staffEmail: address,
      entity: 'staff',
      entityId: before.id,
      action: 'update',
      before: { time_zone: before.time_zone },
      after: { time_zone: zone },
    });
  });
  return true;
}
