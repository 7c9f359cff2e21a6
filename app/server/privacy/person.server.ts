/**
 * Whose data is where (issue 40, findings 4 and 5; ADR 300): the one lookup behind export, erase,
 * the visitor's erase link, an application's withdrawal and the retention purge.
 *
 * A person's data is a set of records — leads (contact_leads, with their booked calls and
 * assignments by ON DELETE CASCADE) and applications (job_applications, with their résumé files) —
 * plus every copy of them:
 * - outbox rows whose record_id is one of the records (the staff notification and the visitor's or
 *   candidate's confirmation, sent or waiting), and, when the person is known by address, rows
 *   addressed to it (payload.to equal to the address);
 * - audit entries about one of the records (entity and entity_id), and, by address, entries the
 *   person made as staff or holding the address as one whole value anywhere in their before/after.
 *
 * Every comparison is exact on the normalised address (app/domain/email.ts): a column equal to it,
 * a JSON value equal to it — never a substring of a column or of serialised JSON, which found
 * joann@… when asked for ann@… (finding 4). Legacy rows stored before addresses were normalised
 * are compared lower-cased, which is the normalised form of any address the parser accepts.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '~/server/db/db.server';
import { queueErasedCallCancel } from '~/server/meetings/booking-mail.server';
import { bookingsOfPerson } from '~/server/meetings/booking.server';

/** The records that are one person's, and the address they were found by (null when found by id). */
export interface PersonRecords {
  address: string | null;
  leads: string[];
  applications: string[];
}

export interface ErasureCounts {
  leads: number;
  applications: number;
  /** Issue 46: booked calls (they go with their lead). */
  bookings: number;
  outbox: number;
  /** Audit entries whose values were scrubbed. */
  audit: number;
}

/** What an audit entry made by the erased person themselves is left naming. */
export const ERASED_STAFF_EMAIL = '[erased]';

const uuidList = (ids: string[]) => (ids.length === 0 ? sql`array[]::uuid[]` : sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::uuid[]`);
const textList = (ids: string[]) => (ids.length === 0 ? sql`array[]::text[]` : sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::text[]`);

/**
 * The leads and applications stored under `address` (already normalised by the one parser): a
 * lead is the person's when it carries the address, or when a call was booked for it with the
 * address (only the lead's submitter gets the link that books for it; issue 46).
 */
export async function recordsOfAddress(executor: Executor, address: string): Promise<PersonRecords> {
  const leads = await queryRows<{ id: string }>(
    executor,
    sql`select id::text as id from contact_leads where lower(email) = ${address}
        union select lead_id::text as id from bookings where lower(visitor_email) = ${address}`,
  );
  const applications = await queryRows<{ id: string }>(executor, sql`select id::text as id from job_applications where lower(email) = ${address}`);
  return { address, leads: leads.map((row) => row.id), applications: applications.map((row) => row.id) };
}

/** Named records (a withdrawal, an erase link, the purge's expired rows): their copies, not an address's. */
export function recordsById(ids: { leads?: string[]; applications?: string[] }): PersonRecords {
  return { address: null, leads: ids.leads ?? [], applications: ids.applications ?? [] };
}

/** The outbox rows that copy the person's data. */
export function outboxOf(person: PersonRecords): SQL {
  const byRecord = sql`record_id = any(${uuidList([...person.leads, ...person.applications])})`;
  if (person.address === null) return byRecord;
  return sql`(${byRecord} or lower(payload->>'to') = ${person.address})`;
}

/** An address as one whole string value anywhere in a JSON document (keys and substrings do not count). */
function jsonHoldsValue(column: SQL, address: string): SQL {
  return sql`exists (select 1 from jsonb_path_query(${column}, 'strict $.**') as found(value)
                     where jsonb_typeof(found.value) = 'string' and lower(found.value #>> '{}') = ${address})`;
}

/** The audit entries that hold the person's data and still have something to scrub. */
export function auditOf(person: PersonRecords): SQL {
  const byRecord = sql`((entity = 'contact_leads' and entity_id = any(${textList(person.leads)}))
                        or (entity = 'job_applications' and entity_id = any(${textList(person.applications)})))`;
  if (person.address === null) return sql`(${byRecord} and changes is not null)`;
  const address = person.address;
  return sql`((${byRecord} and changes is not null) or lower(staff_email) = ${address}
              or (changes is not null and ${jsonHoldsValue(sql`changes`, address)}))`;
}

/**
 * Deletes the person's records and every copy, inside the caller's transaction: outbox rows
 * (a notification still waiting is dropped unsent — the record it announces is gone), audit values
 * (the fact of each change stays; its values and the person's own staff address go), then the
 * records (résumé files cascade). The caller writes its own audit row (erase, withdraw, purge), and
 * after its commit the erase journal's line (backup/erase-journal.server.ts).
 */
export async function eraseRecords(tx: Executor, person: PersonRecords, now = new Date(), options: { cancelCalls?: boolean } = {}): Promise<ErasureCounts> {
  // Calls still to come: the firm's calendar must be freed once the rows are gone (ADR 360 §6).
  const calls = await bookingsOfPerson(tx, person);
  const upcoming = calls.filter((call) => call.status === 'booked' && call.slot_end > now);
  const messages = await queryRows<{ id: string }>(tx, sql`delete from outbox where ${outboxOf(person)} returning id`);
  const staffEmail =
    person.address === null ? sql`staff_email` : sql`case when lower(staff_email) = ${person.address} then ${ERASED_STAFF_EMAIL} else staff_email end`;
  const scrubbed = await queryRows<{ id: string }>(tx, sql`update audit_log set changes = null, staff_email = ${staffEmail} where ${auditOf(person)} returning id`);
  const leads = await queryRows<{ id: string }>(tx, sql`delete from contact_leads where id = any(${uuidList(person.leads)}) returning id`);
  const applications = await queryRows<{ id: string }>(tx, sql`delete from job_applications where id = any(${uuidList(person.applications)}) returning id`);
  // Bookings went with their leads (cascade; recordsOfAddress counts a booking's lead as the person's).
  // A restore re-applying the erase journal (ADR 380) sends nothing: the cancellation went out when the erasure happened.
  if (options.cancelCalls !== false) for (const call of upcoming) await queueErasedCallCancel(tx, call, now);
  return { leads: leads.length, applications: applications.length, bookings: calls.length, outbox: messages.length, audit: scrubbed.length };
}
