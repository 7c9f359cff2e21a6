/**
 * Redirects that keep links alive (issue 19) and the 404 log. An old path answers 301 to its
 * newest address forever: a redirect is written when a public article's or an active partner's
 * slug changes, or by staff (an old site's URLs); chains are collapsed as they are written, so every
 * stored redirect points at a final address (A→B then B→C leaves A→C and B→C). Every staff change
 * is audited (entity 'redirects'); the public page cache is cleared after each.
 *
 * Missing paths are counted, one row per path, and the table is bounded (NOT_FOUND_LOG_MAX rows:
 * the least recently seen go first), so a crawler trying random URLs cannot grow it without end.
 */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { normalizeRedirectPath, type RedirectReason } from '~/domain/redirects';
import type { Actor, SaveResult } from '~/server/entities/admin-content.server';
import { notifyContentChange, recordAudit } from '~/server/entities/audit.server';
import { db, type Executor } from '~/server/db/db.server';
import { not_found_paths, redirects } from '~/server/db/schema.server';

export type RedirectRow = typeof redirects.$inferSelect;
export type NotFoundRow = typeof not_found_paths.$inferSelect;

const AUDIT_ENTITY = 'redirects';
/** At most this many distinct missing paths are kept. */
export const NOT_FOUND_LOG_MAX = 1000;
/** Longer paths are not logged (no page has one; they are probes). */
const NOT_FOUND_PATH_MAX = 300;

/** Where `path` redirects to, if a redirect owns it. */
export async function findRedirect(path: string): Promise<string | undefined> {
  const normalized = normalizeRedirectPath(path);
  if (!normalized) return undefined;
  const [row] = await db().select({ to: redirects.to_path }).from(redirects).where(eq(redirects.from_path, normalized)).limit(1);
  return row?.to;
}

/**
 * Inside the caller's transaction: `from` now answers 301 to `to`. Redirects that pointed at
 * `from` follow to `to`; a redirect that owned `to` is dropped (a page lives there now, or the
 * chain would loop); when `to` itself redirects, `from` goes to its end.
 */
export async function writeRedirect(tx: Executor, actor: Actor, from: string, to: string, reason: RedirectReason): Promise<void> {
  const [onward] = await tx.select({ to: redirects.to_path }).from(redirects).where(eq(redirects.from_path, to)).limit(1);
  const target = onward && reason === 'manual' ? onward.to : to;
  if (reason === 'slug_change') await removeLocked(tx, actor, to);
  if (target === from) return;
  const followers = await tx.update(redirects).set({ to_path: target }).where(eq(redirects.to_path, from)).returning({ from: redirects.from_path });
  // A follower that now points at itself (B→A, then A→B) would loop: it goes.
  await tx.delete(redirects).where(sql`${redirects.from_path} = ${redirects.to_path}`);
  const [before] = await tx.select().from(redirects).where(eq(redirects.from_path, from)).limit(1);
  const [after] = await tx
    .insert(redirects)
    .values({ from_path: from, to_path: target, reason, created_by: actor.email })
    .onConflictDoUpdate({ target: redirects.from_path, set: { to_path: target, reason, created_by: actor.email, created_at: new Date() } })
    .returning();
  await recordAudit(tx, { staffEmail: actor.email, entity: AUDIT_ENTITY, entityId: from, action: before ? 'update' : 'create', before, after });
  for (const follower of followers) {
    if (follower.from === target) continue;
    await recordAudit(tx, {
      staffEmail: actor.email,
      entity: AUDIT_ENTITY,
      entityId: follower.from,
      action: 'update',
      before: { to_path: from },
      after: { to_path: target },
    });
  }
}

/** Inside the caller's transaction: drops the redirect owning `path`, audited; false when none did. */
export async function removeLocked(tx: Executor, actor: Actor, path: string): Promise<boolean> {
  const [before] = await tx.delete(redirects).where(eq(redirects.from_path, path)).returning();
  if (!before) return false;
  await recordAudit(tx, { staffEmail: actor.email, entity: AUDIT_ENTITY, entityId: path, action: 'delete', before });
  return true;
}

/** The redirect owning `path`, if any (a slug about to be taken). */
export async function redirectOwning(executor: Executor, path: string): Promise<RedirectRow | undefined> {
  const [row] = await executor.select().from(redirects).where(eq(redirects.from_path, path)).limit(1);
  return row;
}

// ── Admin (callers have passed requireStaff(args, 'redirects')) ─────────────────────────────────

/** Every redirect, newest first. */
export async function listRedirects(): Promise<RedirectRow[]> {
  return db().select().from(redirects).orderBy(desc(redirects.created_at), asc(redirects.from_path));
}

export type AddRedirectResult = { ok: true; row: RedirectRow } | { ok: false; reason: 'same_path' };

/** Staff add (or replace) a manual redirect; audited; the page cache is cleared. */
export async function addRedirect(actor: Actor, from: string, to: string): Promise<AddRedirectResult> {
  if (from === to) return { ok: false, reason: 'same_path' };
  const row = await db().transaction(async (tx) => {
    await writeRedirect(tx, actor, from, to, 'manual');
    const [written] = await tx.select().from(redirects).where(eq(redirects.from_path, from)).limit(1);
    return written;
  });
  notifyContentChange({ entity: AUDIT_ENTITY });
  return row ? { ok: true, row } : { ok: false, reason: 'same_path' };
}

/** Staff remove a redirect; audited; false when there was none. */
export async function removeRedirect(actor: Actor, from: string): Promise<boolean> {
  const removed = await db().transaction((tx) => removeLocked(tx, actor, from));
  if (removed) notifyContentChange({ entity: AUDIT_ENTITY });
  return removed;
}

// ── The 404 log ───────────────────────────────────────────────────────────────────────────────

/**
 * Counts one miss of `path` (normalized; query dropped). A first miss of a new path trims the
 * table to NOT_FOUND_LOG_MAX rows. Never throws: a 404 page must not fail because its log did.
 */
export async function recordNotFound(path: string): Promise<void> {
  const normalized = normalizeRedirectPath(path);
  if (!normalized || normalized.length > NOT_FOUND_PATH_MAX) return;
  try {
    const now = new Date();
    const [row] = await db()
      .insert(not_found_paths)
      .values({ path: normalized, hits: 1, first_seen_at: now, last_seen_at: now })
      .onConflictDoUpdate({ target: not_found_paths.path, set: { hits: sql`${not_found_paths.hits} + 1`, last_seen_at: now } })
      .returning({ hits: not_found_paths.hits });
    if (row?.hits === 1) await trimNotFoundLog();
  } catch {
    // The log is a convenience for staff; the visitor still gets the 404 page.
  }
}

async function trimNotFoundLog(): Promise<void> {
  const stale = db()
    .select({ path: not_found_paths.path })
    .from(not_found_paths)
    .orderBy(desc(not_found_paths.last_seen_at), asc(not_found_paths.path))
    .offset(NOT_FOUND_LOG_MAX);
  await db().delete(not_found_paths).where(inArray(not_found_paths.path, stale));
}

/** The most requested missing paths, most hits first. */
export async function listNotFound(limit = 200): Promise<NotFoundRow[]> {
  return db()
    .select()
    .from(not_found_paths)
    .orderBy(desc(not_found_paths.hits), desc(not_found_paths.last_seen_at), asc(not_found_paths.path))
    .limit(limit);
}

/** Forgets a logged path (staff redirected it, or it is noise). */
export async function forgetNotFound(path: string): Promise<void> {
  await db().delete(not_found_paths).where(eq(not_found_paths.path, path));
}

// ── Slug changes (articles, partners) ─────────────────────────────────────────────────────────

export interface SlugSave<Row extends { id: string; slug: string }> {
  actor: Actor;
  /** null when creating. */
  id: string | null;
  /** The slug the save asks for. */
  slug: string;
  /** Staff ticked "Replace the redirect": the new address may be taken from a redirect owning it. */
  confirmReplace: boolean;
  /** The public path of a slug ('/news-insights/{slug}'). */
  pathOf: (slug: string) => string;
  load: (id: string) => Promise<Row | undefined>;
  /** Whether visitors can reach the row now: only then does its old address get a redirect. */
  isPublic: (row: Row) => boolean;
  /** The audited save itself, given the row before (undefined when creating). */
  save: (before: Row | undefined) => Promise<SaveResult<Row>>;
}

/**
 * A save that may change a slug. Refuses ('slug_redirected') an address a redirect owns unless
 * staff confirmed, or the redirect leads to this very row (renaming back). After the save, a
 * public row's old address answers 301 to the new one, and a confirmed redirect is gone.
 */
export async function saveKeepingLinks<Row extends { id: string; slug: string }>(spec: SlugSave<Row>): Promise<SaveResult<Row>> {
  const before = spec.id === null ? undefined : await spec.load(spec.id);
  const newPath = spec.pathOf(spec.slug);
  const owner = await redirectOwning(db(), newPath);
  const ownRename = owner !== undefined && before !== undefined && owner.to_path === spec.pathOf(before.slug);
  if (owner && !ownRename && !spec.confirmReplace) return { ok: false, reason: 'slug_redirected' };
  const result = await spec.save(before);
  if (!result.ok) return result;
  const oldPath = before ? spec.pathOf(before.slug) : undefined;
  const moved = before !== undefined && oldPath !== newPath && spec.isPublic(before);
  if (moved || owner) {
    await db().transaction(async (tx) => {
      if (moved && oldPath) await writeRedirect(tx, spec.actor, oldPath, newPath, 'slug_change');
      else await removeLocked(tx, spec.actor, newPath);
    });
    notifyContentChange({ entity: AUDIT_ENTITY });
  }
  return result;
}
