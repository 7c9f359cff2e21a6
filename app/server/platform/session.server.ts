/**
 * Direct access to better-auth's rows where our rules go beyond its API: ending a person's
 * sessions, and finding or deleting the sign-in secrets (e-mailed code, link token) of an address.
 * better-auth keeps no copy elsewhere (no secondary storage, no cookie cache), so deleting a row
 * here takes effect on the next request.
 */
import crypto from 'node:crypto';
import { eq, inArray, like, or } from 'drizzle-orm';
import { db, type Executor } from '~/server/db/db.server';
import { session, user, verification } from '~/server/db/schema.server';

/** better-auth's identifier for an address's sign-in code (email-otp plugin). */
export const signInCodeIdentifier = (email: string) => `sign-in-otp-${email}`;

/** better-auth's identifier for a link token stored hashed (magic-link plugin, storeToken 'hashed'). */
export function magicLinkIdentifier(token: string): string {
  return `magic-link:${crypto.createHash('sha256').update(token).digest('base64url')}`;
}

function magicLinkEmail(value: string): string | null {
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed === 'object' && parsed !== null && 'email' in parsed && typeof parsed.email === 'string') {
      return parsed.email.toLowerCase();
    }
  } catch {
    // not a link record
  }
  return null;
}

/** The address a link token signs in, when the token is known and unexpired (nothing consumed). */
export async function findMagicLinkEmail(token: string): Promise<string | null> {
  const [row] = await db()
    .select({ value: verification.value, expiresAt: verification.expiresAt })
    .from(verification)
    .where(eq(verification.identifier, magicLinkIdentifier(token)))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  return magicLinkEmail(row.value);
}

/** Deletes every pending sign-in code and link of an address; returns how many. */
export async function deleteSignInSecrets(email: string, executor: Executor = db()): Promise<number> {
  const address = email.toLowerCase();
  const links = await executor
    .select({ id: verification.id, value: verification.value })
    .from(verification)
    .where(like(verification.identifier, 'magic-link:%'));
  const linkIds = links.filter((row) => magicLinkEmail(row.value) === address).map((row) => row.id);
  const deleted = await executor
    .delete(verification)
    .where(
      or(
        eq(verification.identifier, signInCodeIdentifier(address)),
        linkIds.length > 0 ? inArray(verification.id, linkIds) : undefined,
      ),
    )
    .returning({ id: verification.id });
  return deleted.length;
}

/** The e-mail address of a better-auth user. */
export async function userEmail(userId: string, executor: Executor = db()): Promise<string | null> {
  const [row] = await executor.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.email ?? null;
}

/** Ends one session. */
export async function deleteSession(sessionId: string, executor: Executor = db()): Promise<void> {
  await executor.delete(session).where(eq(session.id, sessionId));
}

/** Ends every session of an address; returns how many there were. */
export async function deleteSessionsOfEmail(email: string, executor: Executor = db()): Promise<number> {
  const users = executor.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase()));
  const deleted = await executor
    .delete(session)
    .where(inArray(session.userId, users))
    .returning({ id: session.id });
  return deleted.length;
}

/** How many live sessions an address holds (for tests and the CLI). */
export async function countSessionsOfEmail(email: string, executor: Executor = db()): Promise<number> {
  const rows = await executor
    .select({ id: session.id })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(user.email, email.toLowerCase()));
  return rows.length;
}
