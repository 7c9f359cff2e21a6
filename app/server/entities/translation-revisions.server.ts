/**
 * Which revision of its source a translation follows (issue 48, ADR 420 point 2, migration 0021):
 * a translation of an article, job or partner records its source's (the group's English row's)
 * newest revision number when it is made and whenever staff mark it up to date; the editor says
 * when the source has a newer one. Revision numbers only grow (the purge keeps each item's newest).
 */
import { and, eq, max } from 'drizzle-orm';
import { db, type Executor } from '~/server/db/db.server';
import { content_revisions, jobs, news_insights, partners } from '~/server/db/schema.server';
import type { Actor } from '~/server/entities/admin-content.server';
import { auditedUpdate } from '~/server/entities/audited-writes.server';

export type TranslatedEntity = 'news_insights' | 'jobs' | 'partners';

const TABLES = { news_insights, jobs, partners } as const;

/** Whether an entity's translations record the source's revision they follow (the other kinds' do not). */
export function isRevisionFollowing(entity: string): entity is TranslatedEntity {
  return Object.hasOwn(TABLES, entity);
}

/** The newest revision number of item `id` (0 when it has none: an item seeded or made before revisions). */
export async function latestRevisionNumber(entity: TranslatedEntity, id: string, executor: Executor = db()): Promise<number> {
  const [row] = await executor
    .select({ newest: max(content_revisions.number) })
    .from(content_revisions)
    .where(and(eq(content_revisions.entity, entity), eq(content_revisions.entity_id, id)));
  return row?.newest ?? 0;
}

/** What the editor says of a translation: its source's newest revision, and the one it follows. */
export interface SourceRevisions {
  /** The revision the translation was made from or last marked up to date with (0: before the source had any). */
  follows: number;
  latest: number;
}

export async function sourceRevisions(entity: TranslatedEntity, translation: { translated_from_revision: number | null }, sourceId: string): Promise<SourceRevisions> {
  return { follows: translation.translated_from_revision ?? 0, latest: await latestRevisionNumber(entity, sourceId) };
}

export type MarkCurrentResult = { ok: true } | { ok: false; reason: 'not_found' | 'bad_revision' };

/**
 * Staff say translation `id` now follows its source's revision `revision` (the one their screen
 * showed, so a source revised meanwhile still shows as newer): audited as an update of the
 * translation, with a revision of its own. A revision the source does not have yet is refused; one
 * older than the translation already follows changes nothing.
 */
export async function markTranslationCurrent(actor: Actor, entity: TranslatedEntity, id: string, sourceId: string, revision: number): Promise<MarkCurrentResult> {
  if (!Number.isInteger(revision) || revision < 1 || revision > (await latestRevisionNumber(entity, sourceId))) return { ok: false, reason: 'bad_revision' };
  const table = TABLES[entity];
  const [row] = await db().select({ follows: table.translated_from_revision }).from(table).where(eq(table.id, id));
  if (!row) return { ok: false, reason: 'not_found' };
  if ((row.follows ?? 0) >= revision) return { ok: true };
  const set = { translated_from_revision: revision };
  const updated =
    entity === 'news_insights'
      ? await auditedUpdate(actor, { table: news_insights, entity }, id, set, 'update')
      : entity === 'jobs'
        ? await auditedUpdate(actor, { table: jobs, entity }, id, set, 'update')
        : await auditedUpdate(actor, { table: partners, entity }, id, set, 'update');
  return updated ? { ok: true } : { ok: false, reason: 'not_found' };
}
