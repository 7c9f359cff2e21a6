/**
 * Revisions of content items (issue 43, ADR 330): reading them, restoring one, and their retention,
 * export and erase. Every staff save that changes an item writes one in the save's own transaction
 * (audited-writes.server.ts calls revision-log.server.ts), so a revision exists exactly when the
 * change does. A restore goes through the same audited save as an edit —
 * with its slug rules and redirects, the audit row ('restore') and the page cache cleared on every
 * instance — and so adds a revision equal to the one restored; history is never rewritten.
 */
import { and, asc, desc, eq, getTableColumns, lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { partnerPath, articlePath } from '~/domain/redirects';
import { DEFAULT_LOCALE, isLocale } from '~/domain/locales';
import {
  changedFields,
  libraryImagesOf,
  REVISIONED_CONTENT,
  snapshotOf,
  type RevisionedEntity,
  type Snapshot,
} from '~/domain/revisions';
import { isUuid } from '~/domain/values';
import { db, type Executor } from '~/server/db/db.server';
import { content_revisions } from '~/server/db/schema.server';
import { CONTENT_TABLES } from '~/server/entities/content-tables.server';
import type { Actor, SaveResult } from '~/server/entities/admin-content.server';
import { auditedSave, type AuditedTable, type ContentTable } from '~/server/entities/audited-writes.server';
import { missingLibraryImages } from '~/server/entities/media.server';
import { saveKeepingLinks } from '~/server/entities/redirects.server';
import { restoreSitePage } from '~/server/entities/site-pages.server';

export type RevisionRow = typeof content_revisions.$inferSelect;

/** An item's revisions, oldest first (the history screen turns them round). */
export async function listRevisions(entity: RevisionedEntity, entityId: string): Promise<RevisionRow[]> {
  if (!isUuid(entityId)) return [];
  return db()
    .select()
    .from(content_revisions)
    .where(and(eq(content_revisions.entity, entity), eq(content_revisions.entity_id, entityId)))
    .orderBy(asc(content_revisions.number));
}

/** One revision of an item. */
export async function getRevision(entity: RevisionedEntity, entityId: string, number: number): Promise<RevisionRow | undefined> {
  if (!isUuid(entityId) || !Number.isSafeInteger(number)) return undefined;
  const [row] = await db()
    .select()
    .from(content_revisions)
    .where(and(eq(content_revisions.entity, entity), eq(content_revisions.entity_id, entityId), eq(content_revisions.number, number)))
    .limit(1);
  return row;
}

/** The item as it is now (undefined when there is no such item). */
export async function getCurrentItem(entity: RevisionedEntity, entityId: string): Promise<Record<string, unknown> | undefined> {
  if (!isUuid(entityId)) return undefined;
  const table = CONTENT_TABLES[entity];
  const [row] = (await db()
    .select()
    .from(table as PgTable)
    .where(eq(table.id, entityId))
    .limit(1)) as Record<string, unknown>[];
  return row;
}

/** The library images a revision names that have been deleted since. */
export async function missingImagesOf(entity: RevisionedEntity, snapshot: Snapshot): Promise<string[]> {
  return missingLibraryImages(libraryImagesOf(REVISIONED_CONTENT[entity], snapshot));
}

export type RestoreResult =
  | { ok: true; number: number; missingImages: string[] }
  | { ok: false; reason: 'not_found' | 'unchanged' | 'slug_taken' };

/**
 * Makes revision `number` the item's state again: a save of its fields (slug rules and redirects
 * as an edit has them), audited as 'restore', which writes a new revision equal to it. Images it
 * names that have left the library are kept as they were and reported.
 */
export async function restoreRevision(actor: Actor, entity: RevisionedEntity, entityId: string, number: number): Promise<RestoreResult> {
  const revision = await getRevision(entity, entityId, number);
  if (!revision) return { ok: false, reason: 'not_found' };
  const snapshot = revision.snapshot as Snapshot;
  const current = await getCurrentItem(entity, entityId);
  if (!current) return { ok: false, reason: 'not_found' };
  if (changedFields(snapshotOf(current), snapshot).length === 0) return { ok: false, reason: 'unchanged' };
  const result = await WRITERS[entity].restore(actor, entityId, snapshot, number);
  if (!result.ok) return { ok: false, reason: result.reason === 'slug_taken' ? 'slug_taken' : 'not_found' };
  return { ok: true, number, missingImages: await missingImagesOf(entity, snapshot) };
}

/**
 * A snapshot as column values for an update: only the table's own content columns, timestamps
 * turned back into dates (JSON kept them as ISO strings). Columns added after the revision was
 * written keep their current value.
 */
function restorableValues(table: ContentTable, snapshot: Snapshot): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table) as Record<string, PgColumn>)) {
    if (key === 'id' || key === 'created_at' || key === 'updated_at' || !Object.hasOwn(snapshot, key)) continue;
    const stored = snapshot[key];
    values[key] = column.columnType === 'PgTimestamp' && typeof stored === 'string' ? new Date(stored) : stored;
  }
  return values;
}

interface Writer {
  restore: (actor: Actor, id: string, snapshot: Snapshot, number: number) => Promise<SaveResult<{ id: string }>>;
}

/** What the slug rules of a restore need to know of an item (issue 19's redirects). */
interface SlugItem {
  id: string;
  slug: string;
  snapshot: Snapshot;
}

/**
 * A restore through the one audited save, refusing a slug another item has taken since; for
 * content with public addresses (`links`), a restored slug moves the page as an edit would: the
 * address it leaves answers 301.
 */
function restoreThrough<T extends ContentTable>(
  target: AuditedTable<T>,
  slugColumn: PgColumn | undefined,
  /** pathOf: a slug's public path for the item (an article's is in its own language). */
  links?: { pathOf: (slug: string, snapshot: Snapshot) => string; isPublic: (snapshot: Snapshot) => boolean },
): Writer {
  const entity = target.entity as RevisionedEntity;
  return {
    restore: async (actor, id, snapshot, number) => {
      const values = restorableValues(target.table, snapshot) as Parameters<typeof auditedSave<T>>[3];
      const slug = typeof snapshot.slug === 'string' ? snapshot.slug : undefined;
      const save = async (): Promise<SaveResult<SlugItem>> => {
        const result = await auditedSave(actor, target, id, values, {
          ...(slugColumn && slug ? { uniqueSlug: { column: slugColumn, value: slug } } : {}),
          revision: { action: 'restore', restoredFrom: number },
        });
        return result.ok ? { ok: true, created: false, row: { id, slug: slug ?? '', snapshot } } : result;
      };
      if (!links || slug === undefined) return save();
      return saveKeepingLinks<SlugItem>({
        actor,
        id,
        slug,
        confirmReplace: true,
        pathOf: (path, item) => links.pathOf(path, item?.snapshot ?? snapshot),
        load: async (key) => {
          const row = await getCurrentItem(entity, key);
          return row && typeof row.slug === 'string' ? { id: key, slug: row.slug, snapshot: snapshotOf(row) } : undefined;
        },
        isPublic: (item) => links.isPublic(item.snapshot),
        save,
      });
    },
  };
}

const WRITERS: Record<RevisionedEntity, Writer> = {
  news_insights: restoreThrough({ table: CONTENT_TABLES.news_insights, entity: 'news_insights' }, CONTENT_TABLES.news_insights.slug, {
    pathOf: (slug, snapshot) => articlePath(slug, isLocale(snapshot.locale) ? snapshot.locale : DEFAULT_LOCALE),
    isPublic: (snapshot) => REVISIONED_CONTENT.news_insights.isLive(snapshot, new Date()),
  }),
  partners: restoreThrough({ table: CONTENT_TABLES.partners, entity: 'partners' }, CONTENT_TABLES.partners.slug, {
    pathOf: (slug, snapshot) => partnerPath(slug, isLocale(snapshot.locale) ? snapshot.locale : DEFAULT_LOCALE),
    isPublic: (snapshot) => snapshot.is_active === true,
  }),
  teams: restoreThrough({ table: CONTENT_TABLES.teams, entity: 'teams' }, CONTENT_TABLES.teams.slug),
  testimonials: restoreThrough({ table: CONTENT_TABLES.testimonials, entity: 'testimonials' }, undefined),
  portfolio_projects: restoreThrough({ table: CONTENT_TABLES.portfolio_projects, entity: 'portfolio_projects' }, undefined),
  jobs: restoreThrough({ table: CONTENT_TABLES.jobs, entity: 'jobs' }, CONTENT_TABLES.jobs.slug),
  // A page's version moves on when a restore changes what visitors see (ADR 340).
  site_pages: { restore: restoreSitePage },
};

// ── Retention, export and erase (ADR 330) ─────────────────────────────────────────────────────

/**
 * The daily purge's part: revisions of states visitors never saw, older than `draftDays`, go —
 * except each item's newest (its current state) and any revision that was public. `publishedDays`
 * (0: keep all) bounds the public ones too. Returns how many went.
 */
export async function purgeRevisions(
  executor: Executor,
  now: Date,
  { draftDays, publishedDays }: { draftDays: number; publishedDays: number },
): Promise<number> {
  const latest = sql`(select max(r.number) from ${content_revisions} r where r.entity = ${content_revisions.entity} and r.entity_id = ${content_revisions.entity_id})`;
  const draftCutoff = new Date(now.getTime() - draftDays * 86_400_000);
  const drafts = await executor
    .delete(content_revisions)
    .where(and(eq(content_revisions.was_live, false), lt(content_revisions.created_at, draftCutoff), sql`${content_revisions.number} < ${latest}`))
    .returning({ id: content_revisions.id });
  let published: { id: string }[] = [];
  if (publishedDays > 0) {
    const publishedCutoff = new Date(now.getTime() - publishedDays * 86_400_000);
    published = await executor
      .delete(content_revisions)
      .where(and(eq(content_revisions.was_live, true), lt(content_revisions.created_at, publishedCutoff), sql`${content_revisions.number} < ${latest}`))
      .returning({ id: content_revisions.id });
  }
  return drafts.length + published.length;
}

/** Revisions that hold `address`: as their author, or anywhere in their content (a team member's e-mail). */
export function revisionsOfAddress(address: string) {
  return sql`(lower(${content_revisions.staff_email}) = ${address} or exists (
    select 1 from jsonb_each_text(${content_revisions.snapshot}) as field where lower(field.value) = ${address}))`;
}

/** The revisions export and erase reach for an address, newest first. */
export async function listRevisionsOfAddress(executor: Executor, address: string): Promise<RevisionRow[]> {
  return executor.select().from(content_revisions).where(revisionsOfAddress(address)).orderBy(desc(content_revisions.created_at), desc(content_revisions.number));
}

/**
 * Erase for an address: revisions whose content holds it are deleted (the item itself is staff's
 * to edit); those it merely authored keep their content and lose the author. Counts both.
 */
export async function eraseRevisionsOfAddress(executor: Executor, address: string, replacementAuthor: string): Promise<number> {
  const holding = sql`exists (select 1 from jsonb_each_text(${content_revisions.snapshot}) as field where lower(field.value) = ${address})`;
  const deleted = await executor.delete(content_revisions).where(holding).returning({ id: content_revisions.id });
  const authored = await executor
    .update(content_revisions)
    .set({ staff_email: replacementAuthor })
    .where(sql`lower(${content_revisions.staff_email}) = ${address}`)
    .returning({ id: content_revisions.id });
  return deleted.length + authored.length;
}

