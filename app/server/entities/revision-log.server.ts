/**
 * Writing revisions (issue 43, ADR 330), called only by the audited writes of the content tables
 * (audited-writes.server.ts) inside the save's own transaction: a revision exists exactly when the
 * change it records does. Reading, restoring and retention are in revisions.server.ts.
 */
import { and, desc, eq } from 'drizzle-orm';
import { changedFields, REVISIONED_CONTENT, snapshotOf, type RevisionedContent, type RevisionedEntity, type Snapshot } from '~/domain/revisions';
import type { Executor } from '~/server/db/db.server';
import { content_revisions, preview_links } from '~/server/db/schema.server';
import type { AuditAction } from '~/server/entities/audit.server';

/** The author of the revision written for an item's state before revisions were kept. */
export const BEFORE_HISTORY_AUTHOR = '';

interface RevisionWrite {
  entity: string;
  entityId: string;
  /** The row before the save (undefined for a create). */
  before: Record<string, unknown> | undefined;
  after: Record<string, unknown>;
  action: AuditAction;
  staffEmail: string;
  restoredFrom?: number;
}

/**
 * Writes the revision of a save, inside its transaction; nothing when the entity keeps no
 * revisions or the content did not change. An item saved first before revisions were kept gets
 * its earlier state as revision 1 (author unknown), so its first edit can be undone too. The
 * caller holds the item's row lock (or created the row), so numbers cannot race; the unique index
 * would refuse a duplicate anyway.
 */
export async function recordRevision(tx: Executor, write: RevisionWrite): Promise<void> {
  const content = contentOf(write.entity);
  if (!content) return;
  const now = new Date();
  const snapshot = snapshotOf(write.after);
  let [latest] = await tx
    .select({ number: content_revisions.number, snapshot: content_revisions.snapshot })
    .from(content_revisions)
    .where(and(eq(content_revisions.entity, write.entity), eq(content_revisions.entity_id, write.entityId)))
    .orderBy(desc(content_revisions.number))
    .limit(1);
  if (!latest && write.before) {
    const earlier = snapshotOf(write.before);
    await tx.insert(content_revisions).values({
      entity: write.entity,
      entity_id: write.entityId,
      number: 1,
      snapshot: earlier,
      changed_fields: changedFields(undefined, earlier),
      action: 'create',
      staff_email: BEFORE_HISTORY_AUTHOR,
      was_live: content.isLive(earlier, now),
    });
    latest = { number: 1, snapshot: earlier };
  }
  const changed = changedFields(latest?.snapshot as Snapshot | undefined, snapshot);
  if (latest && changed.length === 0) return;
  await tx.insert(content_revisions).values({
    entity: write.entity,
    entity_id: write.entityId,
    number: (latest?.number ?? 0) + 1,
    snapshot,
    changed_fields: changed,
    action: write.action,
    restored_from: write.restoredFrom ?? null,
    staff_email: write.staffEmail,
    was_live: content.isLive(snapshot, now),
  });
}

/** Deletes an item's revisions and preview links with it, inside the delete's transaction. */
export async function deleteItemHistory(tx: Executor, entity: string, entityId: string): Promise<void> {
  if (!contentOf(entity)) return;
  await tx.delete(content_revisions).where(and(eq(content_revisions.entity, entity), eq(content_revisions.entity_id, entityId)));
  await tx.delete(preview_links).where(and(eq(preview_links.entity, entity), eq(preview_links.entity_id, entityId)));
}

function contentOf(entity: string): RevisionedContent | undefined {
  return Object.hasOwn(REVISIONED_CONTENT, entity) ? REVISIONED_CONTENT[entity as RevisionedEntity] : undefined;
}
