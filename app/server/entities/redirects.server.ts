/**
 * Redirects that keep links alive (issue 19) and the 404 log. An old path answers 301 to its
 * newest address forever: a redirect is written when a public article's or an active partner's
 * slug changes, or by staff (an old site's URLs); chains are collapsed as they are written, so every
 * stored redirect points at a final address (A→B then B→C leaves A→C and B→C). Every staff change
 * is audited (entity 'redirects'); the public page cache is cleared after each.
 *
 * Missing paths are counted in memory and written in batches, one row per path, and the table is
 * bounded (NOT_FOUND_LOG_MAX rows), so a crawler trying random URLs cannot grow it without end (ADR 310).
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { isProbePath } from '~/domain/not-found';
import { normalizeRedirectPath, type RedirectReason } from '~/domain/redirects';
import type { Actor, SaveResult } from '~/server/entities/admin-content.server';
import { notifyContentChange, recordAudit } from '~/server/entities/audit.server';
import { articleIsPublicNow, recordPathSql } from '~/server/entities/news.server';
import { db, type Executor } from '~/server/db/db.server';
import { news_insights, not_found_paths, partners, redirects } from '~/server/db/schema.server';
import { contentSnapshot } from '~/server/platform/content-snapshot.server';
import { log } from '~/server/platform/log.server';

export type RedirectRow = typeof redirects.$inferSelect;
export type NotFoundRow = typeof not_found_paths.$inferSelect;

const AUDIT_ENTITY = 'redirects';
/** At most this many distinct missing paths are kept. */
export const NOT_FOUND_LOG_MAX = 1000;
/** Longer paths are not logged (no page has one; they are probes). */
const NOT_FOUND_PATH_MAX = 300;

// ── Redirects answered from memory (ADR 310) ───────────────────────────────────────────────────

/**
 * Every redirect a visitor may be sent along, held in memory: a 404 — a bot's random path, an old
 * link — is answered before Express with a map lookup instead of a database round trip. Reloaded
 * after every content change (on any instance: the content bus) and at least every
 * REDIRECT_TABLE_MAX_AGE_MS, so a scheduled article going live makes its old addresses answer
 * within that time. Bounded by what staff and slug changes write (one row per old address).
 *
 * Left out, positively: a redirect whose target is an article that is not public now (a draft, a
 * scheduled or ended one) or an inactive partner — answering it would tell anyone the unpublished
 * address (issue 40, finding 7) — and any target that fails the path check (a row written before
 * that check existed).
 */
export const REDIRECT_TABLE_MAX_AGE_MS = 60_000;

/**
 * Redirects visitors may be sent along: not to an article that is not public now, nor to an
 * inactive partner (see above).
 */
function targetIsPublic(): SQL {
  return sql`not exists (select 1 from ${news_insights} where ${recordPathSql(news_insights, '/news-insights')} = ${redirects.to_path} and not ${articleIsPublicNow()})
    and not exists (select 1 from ${partners} where ${recordPathSql(partners, '/partners')} = ${redirects.to_path} and not ${partners.is_active})`;
}

const redirectTable = contentSnapshot('the redirect table', REDIRECT_TABLE_MAX_AGE_MS, async () => {
  const rows = await db().select({ from: redirects.from_path, to: redirects.to_path }).from(redirects).where(targetIsPublic());
  const targets = new Map<string, string>();
  for (const row of rows) if (normalizeRedirectPath(row.to) === row.to) targets.set(row.from, row.to);
  return { value: targets as ReadonlyMap<string, string> };
});

/** Loads the table into memory when it is not there or too old (once for all who ask together). */
export async function loadRedirectsIntoMemory(): Promise<void> {
  await redirectTable.load();
}

/**
 * Where `path` redirects to, from memory: a string, undefined when no redirect owns it, or
 * `NOT_LOADED` when the table is not in memory or too old (a load starts; the caller awaits
 * `loadRedirectsIntoMemory` or answers another way). Synchronous, for the answers given before Express.
 */
export const NOT_LOADED = Symbol('the redirect table is not in memory');

export function redirectInMemory(path: string, now = Date.now()): string | undefined | typeof NOT_LOADED {
  const targets = redirectTable.current(now);
  if (!targets) return NOT_LOADED;
  const normalized = normalizeRedirectPath(path);
  return normalized === undefined ? undefined : targets.get(normalized);
}

/** Where `path` redirects to, if a redirect owns it, from the database (the same rule as the table in memory). */
export async function findRedirect(path: string): Promise<string | undefined> {
  const normalized = normalizeRedirectPath(path);
  if (!normalized) return undefined;
  const [row] = await db()
    .select({ to: redirects.to_path })
    .from(redirects)
    .where(and(eq(redirects.from_path, normalized), targetIsPublic()))
    .limit(1);
  return row && normalizeRedirectPath(row.to) === row.to ? row.to : undefined;
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
 * The 404 log costs a miss nothing that grows the database (ADR 310): misses are counted in memory
 * and written in one statement per NOT_FOUND_FLUSH_MS (per instance; several instances add their
 * counts to the same rows). Between writes at most NOT_FOUND_PENDING_MAX distinct paths are
 * counted — past that a new path waits for the next window, while paths already counted keep
 * counting. The table keeps NOT_FOUND_LOG_MAX rows (the most missed first, then the most recently
 * seen), each path at most NOT_FOUND_PATH_MAX characters: bounded in bytes. Every row written
 * leaves a dead version behind, which PostgreSQL's autovacuum reclaims but the embedded database
 * never does on its own, so after NOT_FOUND_VACUUM_AFTER rows written the table is vacuumed.
 */
export const NOT_FOUND_FLUSH_MS = 1_000;
export const NOT_FOUND_PENDING_MAX = 100;
const NOT_FOUND_VACUUM_AFTER = 1_000;

interface PendingMiss {
  hits: number;
  firstSeenAt: Date;
  lastSeenAt: Date;
}

let pendingMisses = new Map<string, PendingMiss>();
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let flushing: Promise<void> | undefined;
let rowsWrittenSinceVacuum = 0;

/**
 * Counts one miss of `path` (normalized; query dropped) in memory. Probes (paths no page of this
 * site ever had: dot-files, `.php`, `/wp-…`; isProbePath) and over-long paths are not counted: a
 * scanner's noise would push real broken links out of staff's list. Never throws, never waits.
 */
export function recordNotFound(path: string, now = new Date()): void {
  const normalized = normalizeRedirectPath(path);
  if (!normalized || normalized.length > NOT_FOUND_PATH_MAX || isProbePath(normalized)) return;
  const known = pendingMisses.get(normalized);
  if (known) {
    known.hits++;
    known.lastSeenAt = now;
  } else {
    if (pendingMisses.size >= NOT_FOUND_PENDING_MAX) return;
    pendingMisses.set(normalized, { hits: 1, firstSeenAt: now, lastSeenAt: now });
  }
  flushTimer ??= setTimeout(() => void flushNotFound(), NOT_FOUND_FLUSH_MS).unref();
}

/** Writes the misses counted so far (tests, the admin list, shutdown). Never throws. */
export async function flushNotFound(): Promise<void> {
  while (flushing) await flushing;
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = undefined;
  if (pendingMisses.size === 0) return;
  const batch = pendingMisses;
  pendingMisses = new Map();
  flushing = writeMisses(batch).finally(() => {
    flushing = undefined;
  });
  await flushing;
}

async function writeMisses(batch: Map<string, PendingMiss>): Promise<void> {
  try {
    const values = [...batch].map(([path, miss]) => ({ path, hits: miss.hits, first_seen_at: miss.firstSeenAt, last_seen_at: miss.lastSeenAt }));
    const written = await db()
      .insert(not_found_paths)
      .values(values)
      .onConflictDoUpdate({
        target: not_found_paths.path,
        set: {
          hits: sql`${not_found_paths.hits} + excluded.hits`,
          last_seen_at: sql`greatest(${not_found_paths.last_seen_at}, excluded.last_seen_at)`,
        },
      })
      .returning({ hits: not_found_paths.hits });
    rowsWrittenSinceVacuum += written.length;
    // A path seen for the first time may have taken the table past its bound.
    if (written.some((row, index) => row.hits === values[index]!.hits)) rowsWrittenSinceVacuum += await trimNotFoundLog();
    if (rowsWrittenSinceVacuum >= NOT_FOUND_VACUUM_AFTER) {
      rowsWrittenSinceVacuum = 0;
      await db().execute(sql`vacuum ${not_found_paths}`);
    }
  } catch (error) {
    // The log is a convenience for staff; these counts are lost, the visitors got their 404 pages.
    log.warn({ err: error, paths: batch.size }, 'the 404 log could not be written');
  }
}

/** Drops the rows past the bound (the least missed, then the least recently seen); how many went. */
async function trimNotFoundLog(): Promise<number> {
  const stale = db()
    .select({ path: not_found_paths.path })
    .from(not_found_paths)
    .orderBy(desc(not_found_paths.hits), desc(not_found_paths.last_seen_at), asc(not_found_paths.path))
    .offset(NOT_FOUND_LOG_MAX);
  const removed = await db().delete(not_found_paths).where(inArray(not_found_paths.path, stale)).returning({ path: not_found_paths.path });
  return removed.length;
}

/** The most requested missing paths, most hits first. */
export async function listNotFound(limit = 200): Promise<NotFoundRow[]> {
  // This instance's misses since its last write are shown too (other instances' within NOT_FOUND_FLUSH_MS).
  await flushNotFound();
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
  /** The public path of a slug ('/news-insights/{slug}'), for the row before the save (undefined when creating): its language's path. */
  pathOf: (slug: string, before: Row | undefined) => string;
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
  const newPath = spec.pathOf(spec.slug, before);
  const owner = await redirectOwning(db(), newPath);
  const ownRename = owner !== undefined && before !== undefined && owner.to_path === spec.pathOf(before.slug, before);
  if (owner && !ownRename && !spec.confirmReplace) return { ok: false, reason: 'slug_redirected' };
  const result = await spec.save(before);
  if (!result.ok) return result;
  const oldPath = before ? spec.pathOf(before.slug, before) : undefined;
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
