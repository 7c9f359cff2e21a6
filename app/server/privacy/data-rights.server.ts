/**
 * Data rights in one place (issue 20): everything held about an e-mail address — leads (and,
 * issue 46, the calls booked for them or by the address), applications, outbox rows, audit entries and (issue 43) earlier versions of content that hold
 * the address or were made by it — found, exported and erased together; and the
 * visitor's own erase link for one lead.
 *
 * Who is who is decided in one place, person.server.ts (issue 40, finding 4; ADR 300): the address
 * is parsed by the one parser and matched exactly — a lead's or application's e-mail, an outbox
 * message's recipient, a whole value in an audit entry, the staff member who made one — plus the
 * outbox rows and audit entries about the records found. Erasing deletes the rows, scrubs the
 * matching audit entries (their values are dropped; the fact that a change happened stays) and
 * writes one audit row that says what kinds and how many rows went, and who did it, without the
 * address.
 *
 * Résumé files (job_application_resumes) reference job_applications ON DELETE CASCADE: deleting an
 * application here (or in the purge) deletes its file. The export carries each file whole (base64),
 * since the file is data held about the person.
 */
import { sql } from 'drizzle-orm';
import { parseEmailAddress } from '~/domain/email';
import { db, queryRows, type Executor } from '~/server/db/db.server';
import { audit_log, contact_leads, job_application_resumes, job_applications, outbox } from '~/server/db/schema.server';
import { recordAudit } from '~/server/entities/audit.server';
import { listPreviewLinksMadeBy, unnamePreviewLinksOf, type PreviewLinkRecord } from '~/server/entities/preview-links.server';
import { eraseRevisionsOfAddress, listRevisionsOfAddress, type RevisionRow } from '~/server/entities/revisions.server';
import { checkSignedLinkToken } from '~/server/platform/signed-links.server';
import { bookingsOfPerson, type BookingRow } from '~/server/meetings/booking.server';
import { auditOf, ERASED_STAFF_EMAIL, eraseRecords, outboxOf, recordsById, recordsOfAddress, type ErasureCounts, type PersonRecords } from '~/server/privacy/person.server';
import { journalErasure } from '~/server/backup/erase-journal.server';

export type LeadRow = typeof contact_leads.$inferSelect;
export type ApplicationRow = typeof job_applications.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type AuditRow = typeof audit_log.$inferSelect;

export interface PersonalData {
  leads: LeadRow[];
  applications: ApplicationRow[];
  outbox: OutboxRow[];
  audit: AuditRow[];
  /** Issue 43: earlier versions of content that hold the address, or that it made. */
  revisions: RevisionRow[];
  /** Issue 43: preview links the address made (a staff member's). */
  previewLinks: PreviewLinkRecord[];
  /** Issue 46: calls booked by the address or for its leads. */
  bookings: BookingRow[];
}

/** An erasure by address: the person's records, and the earlier versions of content it reached. */
export type AddressErasureCounts = ErasureCounts & { revisions: number; previewLinks: number };

export { PERSONAL_DATA_TABLES, type PersonalDataTable } from '~/domain/privacy';
export { ERASED_STAFF_EMAIL, type ErasureCounts } from '~/server/privacy/person.server';

/** Who erased: a staff member's address, 'cli (user)' or 'visitor (erase link)'. Never the subject's address. */
export type Actor = string;

export const VISITOR_ACTOR = 'visitor (erase link)';

const NOTHING: PersonalData = { leads: [], applications: [], outbox: [], audit: [], revisions: [], previewLinks: [], bookings: [] };
const ids = (rows: string[]) => (rows.length === 0 ? sql`array[]::uuid[]` : sql`array[${sql.join(rows.map((id) => sql`${id}`), sql`, `)}]::uuid[]`);

/** Everything held about `email`, newest first per table; nothing for what is not a plain address. */
export async function findPersonalData(email: string, executor: Executor = db()): Promise<PersonalData> {
  const address = parseEmailAddress(email);
  if (address === null) return NOTHING;
  const person = await recordsOfAddress(executor, address);
  const leads = await executor.select().from(contact_leads).where(sql`id = any(${ids(person.leads)})`).orderBy(sql`created_at desc`);
  const applications = await executor.select().from(job_applications).where(sql`id = any(${ids(person.applications)})`).orderBy(sql`created_at desc`);
  const messages = await executor.select().from(outbox).where(outboxOf(person)).orderBy(sql`created_at desc`);
  const audit = await executor.select().from(audit_log).where(auditOf(person)).orderBy(sql`created_at desc`);
  const revisions = await listRevisionsOfAddress(executor, address);
  const previewLinks = await listPreviewLinksMadeBy(executor, address);
  const bookings = await bookingsOfPerson(executor, person);
  return { leads, applications, outbox: messages, audit, revisions, previewLinks, bookings };
}

/** The export file's content: what is held about `email`, as of `now`. */
export async function exportPersonalData(email: string, now = new Date()) {
  const data = await findPersonalData(email);
  const applicationIds = data.applications.map((row) => row.id);
  const files =
    applicationIds.length === 0 ? [] : await db().select().from(job_application_resumes).where(sql`${job_application_resumes.application_id} = any(${ids(applicationIds)})`);
  const resumes = files.map(({ content, ...file }) => ({ ...file, content_base64: Buffer.from(content).toString('base64') }));
  return { email: parseEmailAddress(email) ?? '', exported_at: now.toISOString(), ...data, resumes };
}

/** Deletes everything held about `email` and records the erasure (counts, actor; no address). */
export async function erasePersonalData(email: string, actor: Actor): Promise<AddressErasureCounts> {
  const address = parseEmailAddress(email);
  if (address === null) return { leads: 0, applications: 0, bookings: 0, outbox: 0, audit: 0, revisions: 0, previewLinks: 0 };
  const { person, counts } = await db().transaction(async (tx) => {
    const erased = await eraseAddress(tx, address);
    await recordErasure(tx, actor, 'erase', crypto.randomUUID(), erased.counts);
    return erased;
  });
  // A restore of an earlier backup erases them again (ADR 380).
  await journalErasure({ reason: 'erase', leads: person.leads, applications: person.applications, address });
  return counts;
}

/**
 * Everything held about `address` (already parsed), erased inside `tx`: the person's records and
 * every copy, their authorship of content revisions and preview links. `cancelCalls: false` (a
 * restore re-applying the erase journal) queues no cancellation of their calls.
 */
export async function eraseAddress(tx: Executor, address: string, options: { cancelCalls?: boolean } = {}): Promise<{ person: PersonRecords; counts: AddressErasureCounts }> {
  const person = await recordsOfAddress(tx, address);
  const records = await eraseRecords(tx, person, new Date(), options);
  const counts = {
    ...records,
    revisions: await eraseRevisionsOfAddress(tx, address, ERASED_STAFF_EMAIL),
    // The links keep working for whoever was sent them; they lose their creator's address.
    previewLinks: await unnamePreviewLinksOf(tx, address, ERASED_STAFF_EMAIL),
  };
  return { person, counts };
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
  const result = await db().transaction(async (tx) => {
    const [lead] = await queryRows<{ id: string }>(tx, sql`select id::text as id from contact_leads where id::text = ${check.id} for update`);
    if (!lead) return { outcome: 'already' as const };
    const counts = await eraseRecords(tx, recordsById({ leads: [lead.id] }));
    await recordErasure(tx, VISITOR_ACTOR, 'erase', lead.id, counts);
    return { outcome: 'erased' as const, counts, lead: lead.id };
  });
  if (result.outcome !== 'erased') return result;
  // A restore of an earlier backup erases it again (ADR 380).
  await journalErasure({ reason: 'erase-link', leads: [result.lead], applications: [] });
  return { outcome: 'erased', counts: result.counts };
}
