/**
 * preview_links (issue 43, ADR 331): links that show one item's unpublished state to someone
 * without an account. Staff who may edit the item create, list and revoke them (the callers have
 * passed requireStaff for the item's area); anyone holding a token resolves it.
 *
 * The token is 32 random bytes, handed back once by `createPreviewLink`; only its SHA-256 is
 * stored, so a copy of the database opens nothing. Each create and revoke is audited in its own
 * transaction, without the token or its hash.
 */
import crypto from 'node:crypto';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import {
  isPreviewEntity,
  isPreviewToken,
  PREVIEW_ENTITIES,
  MAX_ACTIVE_PREVIEW_LINKS,
  PREVIEW_EXPIRY_MS,
  PREVIEW_LINK_KEEP_DAYS,
  previewLinkState,
  type PreviewEntity,
  type PreviewExpiry,
  type PreviewLinkState,
} from '~/domain/preview-links';
import { isUuid } from '~/domain/values';
import { db, type Executor } from '~/server/db/db.server';
import { content_revisions, preview_links } from '~/server/db/schema.server';
import { CONTENT_TABLES } from '~/server/entities/content-tables.server';
import type { Actor } from '~/server/entities/admin-content.server';
import { recordAudit } from '~/server/entities/audit.server';

const AUDIT_ENTITY = 'preview_links';
const DAY_MS = 24 * 60 * 60 * 1000;


export interface PreviewLinkSummary {
  id: string;
  createdBy: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  /** null: the item's latest state. */
  revision: number | null;
  state: PreviewLinkState;
}

export type CreatePreviewLinkResult =
  | { ok: true; token: string; link: PreviewLinkSummary }
  | { ok: false; reason: 'item_not_found' | 'revision_not_found' | 'too_many' };

export type RevokePreviewLinkResult = 'revoked' | 'already_revoked' | 'not_found';

export type PreviewResolution =
  | { state: 'ok'; entity: PreviewEntity; entityId: string; revision?: number }
  | { state: 'expired' | 'revoked' | 'unknown' };

function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

function summaryOf(row: typeof preview_links.$inferSelect, now: Date): PreviewLinkSummary {
  return {
    id: row.id,
    createdBy: row.created_by,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    revision: row.revision_number,
    state: previewLinkState(row, now),
  };
}

/** Whether the link is in force at `now` (the SQL twin of previewLinkState's 'active'). */
const activeAt = (now: Date) => and(isNull(preview_links.revoked_at), gt(preview_links.expires_at, now));

/**
 * Makes a link for an item — its latest state, or revision `revision` of it, which must exist —
 * that expires after `expiresIn`. The item's row is locked while the active links are counted, so
 * two creates at once cannot pass the limit together.
 */
export async function createPreviewLink(
  actor: Actor,
  input: { entity: PreviewEntity; entityId: string; revision: number | null; expiresIn: PreviewExpiry },
  now: Date = new Date(),
): Promise<CreatePreviewLinkResult> {
  const { entity, entityId, revision, expiresIn } = input;
  if (!isUuid(entityId)) return { ok: false, reason: 'item_not_found' };
  const table = CONTENT_TABLES[entity];
  return db().transaction(async (tx): Promise<CreatePreviewLinkResult> => {
    const [item] = await tx.select({ id: table.id }).from(table).where(eq(table.id, entityId)).for('update');
    if (!item) return { ok: false, reason: 'item_not_found' };
    if (revision !== null) {
      const [kept] = await tx
        .select({ number: content_revisions.number })
        .from(content_revisions)
        .where(and(eq(content_revisions.entity, entity), eq(content_revisions.entity_id, entityId), eq(content_revisions.number, revision)))
        .limit(1);
      if (!kept) return { ok: false, reason: 'revision_not_found' };
    }
    const [active] = await tx
      .select({ n: count() })
      .from(preview_links)
      .where(and(eq(preview_links.entity, entity), eq(preview_links.entity_id, entityId), activeAt(now)));
    if ((active?.n ?? 0) >= MAX_ACTIVE_PREVIEW_LINKS) return { ok: false, reason: 'too_many' };
    const token = crypto.randomBytes(32).toString('base64url');
    const [row] = await tx
      .insert(preview_links)
      .values({
        token_hash: hashToken(token),
        entity,
        entity_id: entityId,
        revision_number: revision,
        created_by: actor.email,
        created_at: now,
        expires_at: new Date(now.getTime() + PREVIEW_EXPIRY_MS[expiresIn]),
      })
      .returning();
    const { token_hash: _secret, ...audited } = row!;
    await recordAudit(tx, { staffEmail: actor.email, entity: AUDIT_ENTITY, entityId: row!.id, action: 'create', after: audited });
    return { ok: true, token, link: summaryOf(row!, now) };
  });
}

/** An item's links, newest first, each with its state at `now`. */
export async function listPreviewLinks(entity: PreviewEntity, entityId: string, now: Date = new Date()): Promise<PreviewLinkSummary[]> {
  if (!isUuid(entityId)) return [];
  const rows = await db()
    .select()
    .from(preview_links)
    .where(and(eq(preview_links.entity, entity), eq(preview_links.entity_id, entityId)))
    .orderBy(desc(preview_links.created_at), asc(preview_links.id));
  return rows.map((row) => summaryOf(row, now));
}

/** The revision numbers an item has (a link may pin one), newest first. */
export async function listPinnableRevisions(entity: PreviewEntity, entityId: string): Promise<number[]> {
  if (!isUuid(entityId)) return [];
  const rows = await db()
    .select({ number: content_revisions.number })
    .from(content_revisions)
    .where(and(eq(content_revisions.entity, entity), eq(content_revisions.entity_id, entityId)))
    .orderBy(desc(content_revisions.number));
  return rows.map((row) => row.number);
}

/**
 * Revokes link `linkId` of the item (both must match: a link of another item cannot be revoked
 * through this one). Revoking a revoked link changes nothing and writes no audit row.
 */
export async function revokePreviewLink(
  actor: Actor,
  target: { entity: PreviewEntity; entityId: string; linkId: string },
  now: Date = new Date(),
): Promise<RevokePreviewLinkResult> {
  const { entity, entityId, linkId } = target;
  if (!isUuid(entityId) || !isUuid(linkId)) return 'not_found';
  return db().transaction(async (tx): Promise<RevokePreviewLinkResult> => {
    const ofItem = and(eq(preview_links.id, linkId), eq(preview_links.entity, entity), eq(preview_links.entity_id, entityId));
    const [revoked] = await tx
      .update(preview_links)
      .set({ revoked_at: now })
      .where(and(ofItem, isNull(preview_links.revoked_at)))
      .returning({ id: preview_links.id });
    if (!revoked) {
      const [exists] = await tx.select({ id: preview_links.id }).from(preview_links).where(ofItem).limit(1);
      return exists ? 'already_revoked' : 'not_found';
    }
    await recordAudit(tx, {
      staffEmail: actor.email,
      entity: AUDIT_ENTITY,
      entityId: linkId,
      action: 'revoke',
      before: { entity, entity_id: entityId, revoked_at: null },
      after: { entity, entity_id: entityId, revoked_at: now },
    });
    return 'revoked';
  });
}

/**
 * What a token opens at `now`. A string that is not shaped like our tokens is 'unknown' without a
 * query. The row is found by the token's hash (an index lookup); the hashes are then compared in
 * constant time, so the answer's timing does not depend on how much of a guess was right even if
 * the lookup ever stops being an exact match.
 */
export async function resolvePreviewToken(token: string, now: Date = new Date()): Promise<PreviewResolution> {
  if (!isPreviewToken(token)) return { state: 'unknown' };
  const hash = hashToken(token);
  const [row] = await db().select().from(preview_links).where(eq(preview_links.token_hash, hash)).limit(1);
  if (!row || !crypto.timingSafeEqual(Buffer.from(row.token_hash, 'hex'), Buffer.from(hash, 'hex'))) return { state: 'unknown' };
  const state = previewLinkState(row, now);
  if (state !== 'active') return { state };
  // Only entities this code can show are resolved; a row of another kind is nothing we can open.
  if (!isPreviewEntity(row.entity)) return { state: 'unknown' };
  const entity = row.entity;
  return row.revision_number === null
    ? { state: 'ok', entity, entityId: row.entity_id }
    : { state: 'ok', entity, entityId: row.entity_id, revision: row.revision_number };
}

/**
 * The daily purge's part: links that expired or were revoked more than PREVIEW_LINK_KEEP_DAYS
 * before `now`, and links whose item no longer exists. Returns how many went.
 */
export async function purgePreviewLinks(now: Date, executor: Executor = db()): Promise<number> {
  const cutoff = new Date(now.getTime() - PREVIEW_LINK_KEEP_DAYS * DAY_MS);
  // One clause per shareable entity: its links whose item no longer exists in its table.
  const orphaned = or(
    ...PREVIEW_ENTITIES.map((entity) => {
      const table = CONTENT_TABLES[entity];
      return sql`(${preview_links.entity} = ${entity} and not exists (select 1 from ${table} where ${table.id} = ${preview_links.entity_id}))`;
    }),
  );
  const gone = await executor
    .delete(preview_links)
    .where(or(lt(preview_links.expires_at, cutoff), and(isNotNull(preview_links.revoked_at), lt(preview_links.revoked_at, cutoff)), orphaned))
    .returning({ id: preview_links.id });
  return gone.length;
}

/** A link as data rights show it: everything but the token's hash (which opens nothing, but is a secret's). */
export type PreviewLinkRecord = Omit<typeof preview_links.$inferSelect, 'token_hash'>;

/** The links a staff address made, newest first (export and search by address). */
export async function listPreviewLinksMadeBy(executor: Executor, address: string): Promise<PreviewLinkRecord[]> {
  return executor
    .select({
      id: preview_links.id,
      entity: preview_links.entity,
      entity_id: preview_links.entity_id,
      revision_number: preview_links.revision_number,
      created_by: preview_links.created_by,
      created_at: preview_links.created_at,
      expires_at: preview_links.expires_at,
      revoked_at: preview_links.revoked_at,
    })
    .from(preview_links)
    .where(sql`lower(${preview_links.created_by}) = ${address}`)
    .orderBy(desc(preview_links.created_at));
}

/** Erase for an address: its links keep working and lose their creator. How many. */
export async function unnamePreviewLinksOf(executor: Executor, address: string, replacement: string): Promise<number> {
  const unnamed = await executor
    .update(preview_links)
    .set({ created_by: replacement })
    .where(sql`lower(${preview_links.created_by}) = ${address}`)
    .returning({ id: preview_links.id });
  return unnamed.length;
}

