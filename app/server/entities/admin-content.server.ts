/**
 * Shared by the admin commands of every content entity (audited-writes.server.ts and the six entity
 * modules): who is acting, what a save answers, and recognising a unique-slug violation that
 * slipped past the pre-check (two saves racing).
 */

/** The staff member making a change (requireStaff's result satisfies it). */
export interface Actor {
  email: string;
}

/** A save either returns the row or says why it did not happen; other failures throw. */
export type SaveResult<Row> =
  | { ok: true; row: Row; created: boolean }
  // slug_redirected: a redirect owns the slug's address and staff did not confirm replacing it (issue 19).
  | { ok: false; reason: 'slug_taken' | 'slug_redirected' | 'not_found' };

/** True for PostgreSQL's unique_violation (23505), also when wrapped by Drizzle in `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (typeof current === 'object' && current !== null && 'code' in current && current.code === '23505') return true;
    current = typeof current === 'object' && current !== null && 'cause' in current ? current.cause : undefined;
  }
  return false;
}
