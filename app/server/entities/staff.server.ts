/**
 * The staff allowlist: only these addresses can ever hold a session. Each staff member also has a
 * better-auth `user` row (emailVerified true) so the sign-in plugins, which never sign anyone up,
 * find them. Removing a member ends their sessions and voids their pending sign-in secrets.
 */
import crypto from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import { db, type Executor } from '~/server/db/db.server';
import type { Env } from '~/server/platform/env.server';
import { log } from '~/server/platform/log.server';
import { staff, user } from '~/server/db/schema.server';
import { deleteSessionsOfEmail, deleteSignInSecrets } from '~/server/platform/session.server';
import { isStaffRole, type StaffRole } from '~/domain/roles';
import { normaliseEmail } from '~/domain/email';

/** Allowlisted on a fresh local start (no staff, no SMTP_URL) so a newcomer can sign in at once. */
export const LOCAL_DEFAULT_STAFF_EMAIL = 'admin@corvane.example';

export type StaffMember = Pick<typeof staff.$inferSelect, 'email' | 'role' | 'added_by' | 'created_at'>;

/** The stored form of an address (app/domain/email.ts): callers look staff up with what was typed. */
export function normalizeEmail(email: string): string {
  return normaliseEmail(email);
}

/** The role of the staff member with this address, or null when the address is not on staff. */
export async function staffRoleOf(email: string, executor: Executor = db()): Promise<StaffRole | null> {
  const [row] = await executor
    .select({ role: staff.role })
    .from(staff)
    .where(eq(staff.email, normalizeEmail(email)))
    .limit(1);
  if (!row) return null;
  // The CHECK constraint holds the column to the list; a value outside it is never trusted.
  return isStaffRole(row.role) ? row.role : null;
}

export async function isStaffEmail(email: string, executor: Executor = db()): Promise<boolean> {
  const [row] = await executor
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.email, normalizeEmail(email)))
    .limit(1);
  return row !== undefined;
}

/** Whether a better-auth user is on the allowlist (their address is). */
export async function isStaffUser(userId: string, executor: Executor = db()): Promise<boolean> {
  const [row] = await executor
    .select({ id: staff.id })
    .from(staff)
    .innerJoin(user, eq(user.email, staff.email))
    .where(eq(user.id, userId))
    .limit(1);
  return row !== undefined;
}

export async function listStaff(executor: Executor = db()): Promise<StaffMember[]> {
  return executor
    .select({ email: staff.email, role: staff.role, added_by: staff.added_by, created_at: staff.created_at })
    .from(staff)
    .orderBy(asc(staff.email));
}

export async function countStaff(executor: Executor = db()): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(staff);
  return Number(row?.n ?? 0);
}

/** Allowlists an address as an owner (idempotent: a member keeps their role); returns whether it was new. */
export async function addStaff(email: string, addedBy: string, executor: Executor = db()): Promise<boolean> {
  const address = normalizeEmail(email);
  return executor.transaction(async (tx) => {
    const inserted = await tx
      .insert(staff)
      .values({ email: address, added_by: addedBy })
      .onConflictDoNothing({ target: staff.email })
      .returning({ id: staff.id });
    await tx
      .insert(user)
      .values({ id: crypto.randomUUID(), name: '', email: address, emailVerified: true })
      .onConflictDoUpdate({ target: user.email, set: { emailVerified: true, updatedAt: new Date() } });
    return inserted.length > 0;
  });
}

/** Removes an address from the allowlist, ends its sessions and voids its codes and links. */
export async function removeStaff(
  email: string,
  executor: Executor = db(),
): Promise<{ removed: boolean; sessionsEnded: number }> {
  const address = normalizeEmail(email);
  return executor.transaction(async (tx) => {
    const removed = await tx.delete(staff).where(eq(staff.email, address)).returning({ id: staff.id });
    const sessionsEnded = await deleteSessionsOfEmail(address, tx);
    await deleteSignInSecrets(address, tx);
    return { removed: removed.length > 0, sessionsEnded };
  });
}

/**
 * Start-up: ADMIN_EMAILS join the allowlist; on a fresh local start (no staff at all and no
 * SMTP_URL) admin@corvane.example is allowlisted, its sign-in e-mail then goes to the log.
 */
export async function syncStaffFromConfig(config: Pick<Env, 'ADMIN_EMAILS' | 'SMTP_URL'>): Promise<void> {
  let added = 0;
  for (const email of config.ADMIN_EMAILS) {
    if (await addStaff(email, 'ADMIN_EMAILS')) added += 1;
  }
  // A count, not the addresses: staff e-mails are personal data and stay out of the log.
  if (added > 0) log.info({ added }, 'staff members added from ADMIN_EMAILS');
  if (!config.SMTP_URL && (await countStaff()) === 0) {
    await addStaff(LOCAL_DEFAULT_STAFF_EMAIL, 'start-up (no staff, no SMTP_URL)');
    log.info({ email: LOCAL_DEFAULT_STAFF_EMAIL }, 'no staff and no SMTP_URL: local default staff address allowlisted');
  }
}

/** The start-up message's lines on how to sign in (printed after "running at"). */
export async function signInHelpLines(config: Pick<Env, 'PUBLIC_URL' | 'SMTP_URL'>): Promise<string[]> {
  const members = await listStaff();
  // The demo address is named so a newcomer can sign in; real staff addresses are personal data
  // and are only counted (the admin CLI lists them for whoever runs the host).
  const onlyTheDemoAddress = members.length === 1 && members[0]!.email === LOCAL_DEFAULT_STAFF_EMAIL;
  return [
    `Staff sign in at ${config.PUBLIC_URL}/admin/login`,
    onlyTheDemoAddress
      ? `  with the demo staff address ${LOCAL_DEFAULT_STAFF_EMAIL} (manage staff: npm run admin -- add|remove|list EMAIL)`
      : members.length > 0
        ? `  with ${members.length === 1 ? 'the allowlisted staff address' : `one of the ${members.length} allowlisted staff addresses`} (list them: npm run admin -- list)`
        : '  no staff address is allowlisted yet: npm run admin -- add EMAIL (or set ADMIN_EMAILS)',
    config.SMTP_URL
      ? '  the sign-in e-mail (a 6-digit code and a link) is sent through SMTP_URL'
      : '  SMTP_URL is not set: the sign-in e-mail (a 6-digit code and a link) is printed in this log',
  ];
}
