/**
 * Data rights in one place (issue 20): everything held about an e-mail address — leads,
 * applications, outbox rows and audit entries — found, exported and erased together; and the
 * visitor's own erase link for one lead.
 *
 * An address is matched case-insensitively: as a lead's or application's e-mail, as an outbox
 * message's recipient or anywhere in its text, as a record id an outbox row or audit entry names,
 * and anywhere in an audit entry's before/after values or as the staff member who made it.
 * Erasing deletes the rows, scrubs the matching audit entries (their values are dropped; the fact
 * that a change happened stays) and writes one audit row that says what kinds and how many rows
 * went, and who did it, without the address.
 *
 * Résumé files (job_application_resumes) reference job_applications ON DELETE CASCADE: deleting an
 * application here (or in the purge) deletes its file. The export carries each file whole (base64),
 * since the file is data held about the person.
 */
import { sql, type SQL } from 'drizzle-orm';
import { db, queryRows, type Executor } from '~/server/db/db.server';
import { audit_log, contact_leads, job_application_resumes, job_applications, outbox } from '~/server/db/schema.server';
import { recordAudit } from '~/server/entities/audit.server';
import { checkSignedLinkToken } from '~/server/platform/signed-links.server';

export type LeadRow = typeof contact_leads.$inferSelect;
export type ApplicationRow = typeof job_applications.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type AuditRow = typeof audit_log.$inferSelect;

export interface PersonalData {
  leads: LeadRow[];
  applications: ApplicationRow[];
  outbox: OutboxRow[];
  audit: AuditRow[];
}

export { PERSONAL_DATA_TABLES, type PersonalDataTable } from '~/domain/privacy';

export interface ErasureCounts {
  leads: number;
  applications: number;
  outbox: number;
  /** Audit entries whose values were scrubbed. */
  audit: number;
}

/** Who erased: a staff member's address, 'cli (user)' or 'visitor (erase link)'. Never the subject's address. */
export type Actor = string;

export const VISITOR_ACTOR = 'visitor (erase link)';
/** What an audit entry made by the erased person themselves is left naming. */
export const ERASED_STAFF_EMAIL = '[erased]';

export function normaliseAddress(email: string): string {
  return email.trim().toLowerCase();
}

/** The row ids of the lead and application tables that belong to `address`. */
async function ownedIds(executor: Executor, address: string): Promise<{ leads: string[]; applications: string[] }> {
  const leads = await queryRows<{ id: string }>(executor, sql`select id from contact_leads where lower(email) = ${address}`);
  const applications = await queryRows<{ id: string }>(executor, sql`select id from job_applications where lower(email) = ${address}`);
  return { leads: leads.map((row) => row.id), applications: applications.map((row) => row.id) };
}

const uuidList = (ids: string[]) => (ids.length === 0 ? sql`array[]::uuid[]` : sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::uuid[]`);
const textList = (ids: string[]) => (ids.length === 0 ? sql`array[]::text[]` : sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::text[]`);

function outboxWhere(address: string, recordIds: string[]): SQL {
  return sql`(record_id = any(${uuidList(recordIds)}) or lower(payload->>'to') = ${address} or strpos(lower(payload::text), ${address}) > 0)`;
}

function auditWhere(address: string, recordIds: string[]): SQL {
  return sql`(lower(staff_email) = ${address} or (entity in ('contact_leads', 'job_applications') and entity_id = any(${textList(recordIds)}))
              or strpos(lower(coalesce(changes::text, '')), ${address}) > 0)`;
}

/** Everything held about `email`, newest first per table. */
export async function findPersonalData(email: string, executor: Executor = db()): Promise<PersonalData> {
  const address = normaliseAddress(email);
  if (address === '') return { leads: [], applications: [], outbox: [], audit: [] };
  const ids = await ownedIds(executor, address);
  const recordIds = [...ids.leads, ...ids.applications];
  const leads = await executor.select().from(contact_leads).where(sql`lower(${contact_leads.email}) = ${address}`).orderBy(sql`created_at desc`);
  const applications = await executor.select().from(job_applications).where(sql`lower(${job_applications.email}) = ${address}`).orderBy(sql`created_at desc`);
  const messages = await executor.select().from(outbox).where(outboxWhere(address, recordIds)).orderBy(sql`created_at desc`);
  const audit = await executor.select().from(audit_log).where(auditWhere(address, recordIds)).orderBy(sql`created_at desc`);
  return { leads, applications, outbox: messages, audit };
}

/** The export file's content: what is held about `email`, as of `now`. */
export async function exportPersonalData(email: string, now = new Date()) {
  const data = await findPersonalData(email);
  const applicationIds = data.applications.map((row) => row.id);
  const files =
    applicationIds.length === 0 ? [] : await db().select().from(job_application_resumes).where(sql`${job_application_resumes.application_id} = any(${uuidList(applicationIds)})`);
  const resumes = files.map(({ content, ...file }) => ({ ...file, content_base64: Buffer.from(content).toString('base64') }));
  return { email: normaliseAddress(email), exported_at: now.toISOString(), ...data, resumes };
}

/** Deletes everything held about `email` and records the erasure (counts, actor; no address). */
export async function erasePersonalData(email: string, actor: Actor): Promise<ErasureCounts> {
  const address = normaliseAddress(email);
  if (address === '') return { leads: 0, applications: 0, outbox: 0, audit: 0 };
  return db().transaction(async (tx) => {
    const ids = await ownedIds(tx, address);
    const recordIds = [...ids.leads, ...ids.applications];
    const messages = await queryRows<{ id: string }>(tx, sql`delete from outbox where ${outboxWhere(address, recordIds)} returning id`);
    const scrubbed = await queryRows<{ id: string }>(
      tx,
      sql`update audit_log set changes = null,
            staff_email = case when lower(staff_email) = ${address} then ${ERASED_STAFF_EMAIL} else staff_email end
          where ${auditWhere(address, recordIds)} returning id`,
    );
    const leads = await queryRows<{ id: string }>(tx, sql`delete from contact_leads where id = any(${uuidList(ids.leads)}) returning id`);
    const applications = await queryRows<{ id: string }>(tx, sql`delete from job_applications where id = any(${uuidList(ids.applications)}) returning id`);
    const counts: ErasureCounts = { leads: leads.length, applications: applications.length, outbox: messages.length, audit: scrubbed.length };
    await recordErasure(tx, actor, 'erase', crypto.randomUUID(), counts);
    return counts;
  });
}

/** One audit row for an erasure or purge: the counts as before → 0, under a neutral id. */
export async function recordErasure(tx: Executor, actor: Actor, action: 'erase' | 'purge', entityId: string, counts: object): Promise<void> {
  const before = { ...(counts as Record<string, number>) };
  const after = Object.fromEntries(Object.keys(before).map((key) => [key, 0]));
  // changedFields keeps only what differs; a run that removed nothing still records its zeros.
  const unchanged = Object.values(before).every((value) => value === 0);
  await recordAudit(tx, { staffEmail: actor, entity: 'privacy', entityId, action, before, after: unchanged ? { ...after, nothing_removed: true } : after });
}

export type LinkErasure = { outcome: 'erased'; counts: ErasureCounts } | { outcome: 'already' } | { outcome: 'invalid' | 'expired' };

/** What an erase link would do now, without doing it. */
export async function checkEraseLink(token: string, now = new Date()): Promise<{ outcome: 'ready' | 'already' | 'invalid' | 'expired' }> {
  const check = checkSignedLinkToken('erase-lead', token, now);
  if (!check.ok) return { outcome: check.reason };
  const rows = await queryRows<{ id: string }>(db(), sql`select id from contact_leads where id::text = ${check.id}`);
  return { outcome: rows.length > 0 ? 'ready' : 'already' };
}

/**
 * The visitor's erase link: deletes the one lead it was sent for, its outbox rows and its audit
 * values. A valid link whose lead is gone answers 'already' (it was erased, or purged).
 */
export async function eraseLeadByLink(token: string, now = new Date()): Promise<LinkErasure> {
  const check = checkSignedLinkToken('erase-lead', token, now);
  if (!check.ok) return { outcome: check.reason };
  return db().transaction(async (tx) => {
    const leads = await queryRows<{ id: string }>(tx, sql`delete from contact_leads where id::text = ${check.id} returning id`);
    if (leads.length === 0) return { outcome: 'already' as const };
    const id = leads[0]!.id;
    const messages = await queryRows<{ id: string }>(tx, sql`delete from outbox where record_id = ${id}::uuid returning id`);
    const scrubbed = await queryRows<{ id: string }>(
      tx,
      sql`update audit_log set changes = null where entity = 'contact_leads' and entity_id = ${id} and changes is not null returning id`,
    );
    const counts: ErasureCounts = { leads: 1, applications: 0, outbox: messages.length, audit: scrubbed.length };
    await recordErasure(tx, VISITOR_ACTOR, 'erase', id, counts);
    return { outcome: 'erased' as const, counts };
  });
}
