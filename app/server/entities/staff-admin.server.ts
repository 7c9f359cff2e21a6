/**
 * Staff managed on screen (/admin/staff, issue 17): the list with role, last sign-in and live
 * sessions; invite (a staff row plus a 7-day, single-use sign-in link e-mailed through the
 * outbox); change role; remove (sessions end at once). Each change and its audit row share one
 * transaction. The owners are locked while a change is checked, so two owners demoting each other
 * at the same moment cannot leave the firm without one.
 */
import crypto from 'node:crypto';
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { staffInviteMailCopy } from '~/content/admin/staff';
import { company } from '~/content/company';
import { formatDateTime } from '~/domain/dates';
import { parseEmailAddress } from '~/domain/email';
import { isStaffRole, STAFF_ROLE_LABELS, type StaffRole } from '~/domain/roles';
import { db, type Transaction } from '~/server/db/db.server';
import { session, staff, staff_invites, user } from '~/server/db/schema.server';
import type { Actor } from '~/server/entities/admin-content.server';
import { recordAudit } from '~/server/entities/audit.server';
import { env } from '~/server/platform/env.server';
import { escapeHtml } from '~/server/platform/mail.server';
import type { Notification } from '~/server/platform/notifications.server';
import { kickOutbox, queueNotification } from '~/server/platform/outbox.server';
import { deleteSessionsOfEmail, deleteSignInSecrets } from '~/server/platform/session.server';
import { checkSignedLinkToken, signedLinkToken } from '~/server/platform/signed-links.server';

/** How long an invitation's sign-in link works. */
export const STAFF_INVITE_VALID_DAYS = 7;
const AUDIT_ENTITY = 'staff';

export interface StaffListRow {
  id: string;
  email: string;
  role: StaffRole;
  addedBy: string | null;
  createdAt: Date;
  lastSignInAt: Date | null;
  activeSessions: number;
  /** The latest unused, unexpired invitation's expiry, if any. */
  inviteExpiresAt: Date | null;
}

/** Every staff member, owners first, then by address. */
export async function listStaffMembers(now = new Date()): Promise<StaffListRow[]> {
  const database = db();
  const members = await database
    .select({
      id: staff.id,
      email: staff.email,
      role: staff.role,
      addedBy: staff.added_by,
      createdAt: staff.created_at,
      lastSignInAt: staff.last_sign_in_at,
    })
    .from(staff)
    .orderBy(sql`case when ${staff.role} = 'owner' then 0 else 1 end`, asc(staff.email));
  const sessions = await database
    .select({ email: user.email, n: count() })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(gt(session.expiresAt, now))
    .groupBy(user.email);
  const invites = await database
    .select({ staffId: staff_invites.staff_id, expiresAt: sql<Date>`max(${staff_invites.expires_at})`.mapWith(staff_invites.expires_at) })
    .from(staff_invites)
    .where(and(isNull(staff_invites.accepted_at), gt(staff_invites.expires_at, now)))
    .groupBy(staff_invites.staff_id);
  const sessionsByEmail = new Map(sessions.map((row) => [row.email, Number(row.n)]));
  const inviteByStaff = new Map(invites.map((row) => [row.staffId, row.expiresAt]));
  return members.map((member) => ({
    ...member,
    // The CHECK constraint holds the column to the list.
    role: isStaffRole(member.role) ? member.role : 'sales',
    activeSessions: sessionsByEmail.get(member.email) ?? 0,
    inviteExpiresAt: inviteByStaff.get(member.id) ?? null,
  }));
}

/** Remembers a sign-in (the session hook calls it with the new session's user). */
export async function recordStaffSignIn(userId: string): Promise<void> {
  await db()
    .update(staff)
    .set({ last_sign_in_at: new Date() })
    .where(eq(staff.email, db().select({ email: user.email }).from(user).where(eq(user.id, userId))));
}

export type StaffChangeResult =
  | { ok: true; email: string }
  | { ok: false; reason: 'not_found' | 'last_owner' | 'already_staff' };

/** Locks the owners' rows for this transaction and answers how many there are. */
async function lockOwners(tx: Transaction): Promise<number> {
  // In id order, so two transactions take the locks in the same order (no deadlock).
  const owners = await tx.select({ id: staff.id }).from(staff).where(eq(staff.role, 'owner')).orderBy(asc(staff.id)).for('update');
  return owners.length;
}

/**
 * Invites `email` as `role`: the staff row (they may sign in from now on), an invitation row, the
 * e-mail queued in the outbox and the audit row, all or nothing. An address already on staff is
 * refused (change its role instead).
 */
export async function inviteStaff(actor: Actor, rawEmail: string, role: StaffRole, now = new Date()): Promise<StaffChangeResult> {
  // The action has checked the address with the same parser; this keeps anything else (a display
  // name, a second recipient) from ever reaching the staff list or the mailer.
  const email = parseEmailAddress(rawEmail);
  if (email === null) throw new Error('inviteStaff: not a plain e-mail address');
  const expiresAt = new Date(now.getTime() + STAFF_INVITE_VALID_DAYS * 86_400_000);
  const result = await db().transaction(async (tx): Promise<StaffChangeResult> => {
    const [member] = await tx
      .insert(staff)
      .values({ email, role, added_by: actor.email })
      .onConflictDoNothing({ target: staff.email })
      .returning({ id: staff.id });
    if (!member) return { ok: false, reason: 'already_staff' };
    await tx
      .insert(user)
      .values({ id: crypto.randomUUID(), name: '', email, emailVerified: true })
      .onConflictDoUpdate({ target: user.email, set: { emailVerified: true, updatedAt: now } });
    const [invite] = await tx
      .insert(staff_invites)
      .values({ staff_id: member.id, invited_by: actor.email, expires_at: expiresAt })
      .returning({ id: staff_invites.id });
    const token = signedLinkToken('staff-invite', invite!.id, now, STAFF_INVITE_VALID_DAYS);
    await queueNotification('staff.invite', staffInviteMail(actor.email, role, token, expiresAt), {
      executor: tx,
      to: email,
      channels: ['email'],
    });
    await recordAudit(tx, { staffEmail: actor.email, entity: AUDIT_ENTITY, entityId: member.id, action: 'create', after: { email, role } });
    return { ok: true, email };
  });
  if (result.ok) kickOutbox();
  return result;
}

/** Gives a member another role; the last owner keeps theirs. Applies at their next request. */
export async function changeStaffRole(actor: Actor, id: string, role: StaffRole): Promise<StaffChangeResult & { changed?: boolean }> {
  return db().transaction(async (tx) => {
    const owners = await lockOwners(tx);
    const [member] = await tx.select({ email: staff.email, role: staff.role }).from(staff).where(eq(staff.id, id)).for('update');
    if (!member) return { ok: false, reason: 'not_found' } as const;
    if (member.role === role) return { ok: true, email: member.email, changed: false } as const;
    if (member.role === 'owner' && owners <= 1) return { ok: false, reason: 'last_owner' } as const;
    await tx.update(staff).set({ role }).where(eq(staff.id, id));
    await recordAudit(tx, {
      staffEmail: actor.email,
      entity: AUDIT_ENTITY,
      entityId: id,
      action: 'update',
      before: { email: member.email, role: member.role },
      after: { email: member.email, role },
    });
    return { ok: true, email: member.email, changed: true } as const;
  });
}

/** Removes a member: their sessions end and their codes, links and invitations die with the row. */
export async function removeStaffMember(actor: Actor, id: string): Promise<StaffChangeResult & { sessionsEnded?: number }> {
  return db().transaction(async (tx) => {
    const owners = await lockOwners(tx);
    const [member] = await tx.select({ email: staff.email, role: staff.role }).from(staff).where(eq(staff.id, id)).for('update');
    if (!member) return { ok: false, reason: 'not_found' } as const;
    if (member.role === 'owner' && owners <= 1) return { ok: false, reason: 'last_owner' } as const;
    await tx.delete(staff).where(eq(staff.id, id));
    const sessionsEnded = await deleteSessionsOfEmail(member.email, tx);
    await deleteSignInSecrets(member.email, tx);
    await recordAudit(tx, {
      staffEmail: actor.email,
      entity: AUDIT_ENTITY,
      entityId: id,
      action: 'delete',
      before: { email: member.email, role: member.role },
    });
    return { ok: true, email: member.email, sessionsEnded } as const;
  });
}

// ── The invitation link ──────────────────────────────────────────────────────────────────────

export function staffInviteLink(token: string): string {
  const url = new URL('/admin/login/invite', env().PUBLIC_URL);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The address an invitation link signs in, when the link is genuine, unexpired and unused. */
export async function pendingInviteEmail(token: string, now = new Date()): Promise<string | null> {
  const checked = checkSignedLinkToken('staff-invite', token, now);
  if (!checked.ok) return null;
  const [row] = await db()
    .select({ email: staff.email })
    .from(staff_invites)
    .innerJoin(staff, eq(staff.id, staff_invites.staff_id))
    .where(and(eq(staff_invites.id, checked.id), isNull(staff_invites.accepted_at), gt(staff_invites.expires_at, now)))
    .limit(1);
  return row?.email ?? null;
}

/**
 * Uses an invitation: marks it accepted (once, even when two clicks race) and answers the address
 * to sign in; null when the link is not genuine, expired, used, or its member was removed.
 * `release` puts it back when the sign-in that follows fails.
 */
export async function claimInvite(token: string, now = new Date()): Promise<{ email: string; release: () => Promise<void> } | null> {
  const checked = checkSignedLinkToken('staff-invite', token, now);
  if (!checked.ok) return null;
  const [claimed] = await db()
    .update(staff_invites)
    .set({ accepted_at: now })
    .where(and(eq(staff_invites.id, checked.id), isNull(staff_invites.accepted_at), gt(staff_invites.expires_at, now)))
    .returning({ staffId: staff_invites.staff_id });
  if (!claimed) return null;
  const [member] = await db().select({ email: staff.email }).from(staff).where(eq(staff.id, claimed.staffId)).limit(1);
  const release = async () => {
    await db().update(staff_invites).set({ accepted_at: null }).where(eq(staff_invites.id, checked.id));
  };
  if (!member) return null;
  return { email: member.email, release };
}

/** The invitation e-mail: who invited them, as what, the link and until when it works. */
export function staffInviteMail(inviter: string, role: StaffRole, token: string, expiresAt: Date): Notification {
  const c = staffInviteMailCopy;
  const link = staffInviteLink(token);
  const loginUrl = new URL('/admin/login', env().PUBLIC_URL).toString();
  const intro = c.intro(inviter, company.name, STAFF_ROLE_LABELS[role]);
  const expiry = c.expiry(formatDateTime(expiresAt));
  const text = [c.greeting, '', intro, '', c.linkIntro, link, '', expiry, loginUrl, '', c.ignore, '', company.name].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(c.greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(c.linkIntro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1e3a8a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(c.linkLabel)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(expiry)} <a href="${escapeHtml(loginUrl)}">${escapeHtml(loginUrl)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(c.ignore)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(company.name)}</p>
</body></html>`;
  return { subject: c.subject(company.name), html, text };
}
