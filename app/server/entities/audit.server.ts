/**
 * The audit trail: every staff create, update, delete and toggle writes one row, in the same
 * transaction as the change, naming who, what, when and which fields changed (before/after).
 */
import { desc, eq } from 'drizzle-orm';
import { db, type Executor } from '~/server/db/db.server';
import { audit_log } from '~/server/db/schema.server';

export type AuditAction = 'create' | 'update' | 'delete' | 'activate' | 'deactivate' | 'feature' | 'unfeature' | 'status' | 'notes' | 'publish' | 'unpublish' | 'retry' | 'withdraw' | 'restore' | 'revoke' | 'reassign' | PrivacyAuditAction;
/** Issue 20: an erasure (by staff, the CLI or a visitor's link) and a retention purge; their rows hold counts, never the personal data. */
type PrivacyAuditAction = 'erase' | 'purge';

export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * What changed: the audit name of the table written (`jobs`, `news_articles`, …), or `null` for
 * "anything may have changed" (the content bus sends that after it lost its connection).
 * `origin` says whether the write happened in this process or on another instance (the content
 * bus re-emits those): only local changes are published to the other instances.
 */
export interface ContentChange {
  entity: string | null;
  origin: 'local' | 'remote';
}

type Listener = (change: ContentChange) => void;
const listeners = new Set<Listener>();

/**
 * Called after any audited write commits, in this process or (through the content bus) on
 * another instance on the same database; the public page cache listens.
 */
export function onContentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners that `entity` (default: anything) changed in this process. */
export function notifyContentChange(change: Partial<ContentChange> = {}): void {
  const event: ContentChange = { entity: change.entity ?? null, origin: change.origin ?? 'local' };
  for (const listener of listeners) listener(event);
}

/** The fields whose values differ between two versions of a row (timestamps ignored). */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): FieldChanges {
  const changes: FieldChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (key === 'created_at' || key === 'updated_at') continue;
    const a = before?.[key];
    const b = after?.[key];
    if (JSON.stringify(normalise(a)) !== JSON.stringify(normalise(b))) {
      changes[key] = { before: a ?? null, after: b ?? null };
    }
  }
  return changes;
}

function normalise(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : (value ?? null);
}

export interface AuditEntry {
  staffEmail: string;
  entity: string;
  entityId: string;
  action: AuditAction;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Writes the audit row; call it with the transaction that makes the change. */
export async function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(audit_log).values({
    staff_email: entry.staffEmail,
    entity: entry.entity,
    entity_id: entry.entityId,
    action: entry.action,
    changes: changedFields(entry.before, entry.after),
  });
}

/** The newest audit rows, for /admin/audit; optionally of one entity (table name). */
export async function listAuditEntries({ limit = 200, offset = 0, entity }: { limit?: number; offset?: number; entity?: string } = {}) {
  return db()
    .select()
    .from(audit_log)
    .where(entity ? eq(audit_log.entity, entity) : undefined)
    .orderBy(desc(audit_log.created_at), desc(audit_log.id))
    .limit(limit)
    .offset(offset);
}
