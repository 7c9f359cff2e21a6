/**
 * The staff writes of the content tables (news, partners, teams, testimonials, jobs, portfolio),
 * written once: each change, its audit row, its revision (issue 43) and its search documents
 * (issue 45) share one transaction, and
 * the public page cache is cleared after the commit, only when something was written.
 */
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { parseId } from '~/domain/admin-form';
import { DEFAULT_LOCALE } from '~/domain/locales';
import { isUniqueViolation, type Actor, type SaveResult } from '~/server/entities/admin-content.server';
import { notifyContentChange, recordAudit, type AuditAction } from '~/server/entities/audit.server';
import { db, type Transaction } from '~/server/db/db.server';
import { deleteItemHistory, recordRevision } from '~/server/entities/revision-log.server';
import { indexContentRow, unindexContent } from '~/server/search/search-index.server';

/** A content table: a uuid `id` primary key (every one of them has it). */
export type ContentTable = PgTable & { id: PgColumn; $inferSelect: { id: string } };

/** A row of a content table, as `select()` and `returning()` give it. */
export type ContentRow<T extends ContentTable> = T['$inferSelect'];

/** Which table a module writes, and its name in the audit log (the table's SQL name). */
export interface AuditedTable<T extends ContentTable> {
  table: T;
  entity: string;
}

export interface SaveOptions {
  /**
   * Refuse the save with 'slug_taken' when another row has this slug (checked first, and also when
   * the unique index catches two saves racing). In a table with a `locale` column (articles, jobs:
   * issue 48) a slug is unique within its language only, so the check looks at the row's locale:
   * the stored row's when updating, the values' (or English) when creating.
   */
  uniqueSlug?: { column: PgColumn; value: string };
  /** A restore of revision `restoredFrom` (issue 43): audited, and its revision written, as 'restore'. */
  revision?: { action: 'restore'; restoredFrom: number };
}

/*
 * Typing note. Drizzle types its builders from the concrete table; over the generic `T` some of
 * them cannot resolve (`from(table)` needs `table as PgTable`, `select()` and `update().returning()`
 * give unresolved types, cast to `ContentRow<T>[]`, which is what they return at run time). Inside
 * this file `ContentRow<T>` is only "a row with a string id"; at the call sites `T` is a concrete
 * table, so callers get the exact row type and the values they pass are checked against that table.
 */

/**
 * Creates (`id` null) or updates a row: 'create' or 'update' audited with the whole row before and
 * after. An update of a row that does not exist answers 'not_found' and writes nothing.
 */
export async function auditedSave<T extends ContentTable>(
  actor: Actor,
  target: AuditedTable<T>,
  id: string | null,
  values: PgInsertValue<T> & PgUpdateSetSource<T>,
  options: SaveOptions = {},
): Promise<SaveResult<ContentRow<T>>> {
  const { table, entity } = target;
  const { uniqueSlug, revision } = options;
  let result: SaveResult<ContentRow<T>>;
  try {
    result = await db().transaction(async (tx): Promise<SaveResult<ContentRow<T>>> => {
      if (uniqueSlug) {
        const [clash] = await tx
          .select({ id: table.id })
          .from(table as PgTable)
          .where(and(eq(uniqueSlug.column, uniqueSlug.value), id ? ne(table.id, id) : undefined, sameLocale(table, id, values)))
          .limit(1);
        if (clash) return { ok: false, reason: 'slug_taken' };
      }
      if (id === null) {
        const [row] = await tx.insert(table).values(values).returning();
        await recordAudit(tx, { staffEmail: actor.email, entity, entityId: row!.id, action: 'create', after: row });
        await recordRevision(tx, { entity, entityId: row!.id, before: undefined, after: row!, action: 'create', staffEmail: actor.email });
        await indexContentRow(tx, entity, row!);
        return { ok: true, row: row!, created: true };
      }
      const row = await updateLocked(tx, actor, target, id, values, revision?.action ?? 'update', revision?.restoredFrom);
      return row ? { ok: true, row, created: false } : { ok: false, reason: 'not_found' };
    });
  } catch (error) {
    if (uniqueSlug && isUniqueViolation(error)) return { ok: false, reason: 'slug_taken' };
    throw error;
  }
  if (result.ok) notifyContentChange({ entity });
  return result;
}

/**
 * The slug check's language: none for a table without `locale`; else the locale of the row being
 * updated (the left-hand column is the outer row, the subquery's its own) or of the values inserted.
 */
function sameLocale(table: ContentTable, id: string | null, values: object): SQL | undefined {
  const locale = (table as ContentTable & { locale?: PgColumn }).locale;
  if (!locale) return undefined;
  if (id === null) return eq(locale, 'locale' in values && typeof values.locale === 'string' ? values.locale : DEFAULT_LOCALE);
  return sql`${locale} = (select ${locale} from ${table} where ${table.id} = ${id})`;
}

/**
 * `auditedSave` for the modules whose routes take the saved row or an Error whose message they show
 * (jobs, testimonials, portfolio take ids straight from the URL): an id that is not a UUID, or names
 * no row, throws `notFoundMessage` and writes nothing.
 */
export async function auditedSaveOrThrow<T extends ContentTable>(
  actor: Actor,
  target: AuditedTable<T>,
  id: string | null,
  values: PgInsertValue<T> & PgUpdateSetSource<T>,
  notFoundMessage: string,
): Promise<ContentRow<T>> {
  const key = id === null ? null : parseId(id);
  const result = id !== null && key === null ? undefined : await auditedSave(actor, target, key, values);
  // Without a unique slug, 'not_found' is the only refusal.
  if (!result?.ok) throw new Error(notFoundMessage);
  return result.row;
}

/**
 * Sets columns of one row — a toggle such as `{ is_active: false }` — audited under `action`
 * ('activate', 'unfeature', …) with the row before and after; undefined when there is no such row.
 */
export async function auditedUpdate<T extends ContentTable>(
  actor: Actor,
  target: AuditedTable<T>,
  id: string,
  changes: PgUpdateSetSource<T>,
  action: AuditAction,
): Promise<ContentRow<T> | undefined> {
  const row = await db().transaction((tx) => updateLocked(tx, actor, target, id, changes, action));
  if (row) notifyContentChange({ entity: target.entity });
  return row;
}

/** Deletes one row, audited as 'delete' with the row before; false when there was none. */
export async function auditedDelete<T extends ContentTable>(actor: Actor, target: AuditedTable<T>, id: string): Promise<boolean> {
  const { table, entity } = target;
  const deleted = await db().transaction(async (tx) => {
    const [before] = await tx.delete(table).where(eq(table.id, id)).returning();
    if (!before) return false;
    await recordAudit(tx, { staffEmail: actor.email, entity, entityId: id, action: 'delete', before });
    // Its history goes with it (ADR 330): a deleted team member's bio is not kept in revisions.
    await deleteItemHistory(tx, entity, id);
    // And its search documents (ADR 350): found until the commit, never after.
    await unindexContent(tx, entity, before);
    return true;
  });
  if (deleted) notifyContentChange({ entity });
  return deleted;
}

/** Locks the row, updates it and records the audit row, inside the caller's transaction. */
async function updateLocked<T extends ContentTable>(
  tx: Transaction,
  actor: Actor,
  { table, entity }: AuditedTable<T>,
  id: string,
  changes: PgUpdateSetSource<T>,
  action: AuditAction,
  restoredFrom?: number,
): Promise<ContentRow<T> | undefined> {
  const [before] = (await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update')) as ContentRow<T>[];
  if (!before) return undefined;
  const [after] = (await tx.update(table).set(changes).where(eq(table.id, id)).returning()) as ContentRow<T>[];
  await recordAudit(tx, { staffEmail: actor.email, entity, entityId: id, action, before, after });
  await recordRevision(tx, { entity, entityId: id, before, after: after!, action, staffEmail: actor.email, restoredFrom });
  await indexContentRow(tx, entity, after!);
  return after;
}
