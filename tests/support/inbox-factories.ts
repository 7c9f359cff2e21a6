/**
 * Factories for the back-office inboxes in integration tests: contact leads and job applications,
 * one row each (defaults overridable field by field), and bulk leads for the 10,000-row checks.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../app/server/db/db.server';
import { contact_leads, job_applications } from '../../app/server/db/schema.server';

const unique = () => crypto.randomBytes(4).toString('hex');

export async function makeLead(db: Database, values: Partial<typeof contact_leads.$inferInsert> = {}) {
  const id = unique();
  const [row] = await db
    .insert(contact_leads)
    .values({
      first_name: 'Lead',
      last_name: id,
      email: `lead-${id}@example.com`,
      message: 'Tell me more.',
      form: 'quote',
      ...values,
    })
    .returning();
  return row!;
}

export async function makeApplication(db: Database, values: Partial<typeof job_applications.$inferInsert> = {}) {
  const id = unique();
  const [row] = await db
    .insert(job_applications)
    .values({ first_name: 'Applicant', last_name: id, email: `applicant-${id}@example.com`, ...values })
    .returning();
  return row!;
}

/**
 * `count` leads in one statement (generate_series): spread one per minute back from `newest`,
 * statuses cycling through the product's five, and every hundredth sharing a timestamp with its
 * neighbour so the id tie-break is exercised.
 */
export async function insertManyLeads(db: Database, count: number, newest: Date = new Date()): Promise<void> {
  await db.execute(sql`
    insert into contact_leads (first_name, last_name, email, company_name, message, status, form, created_at, updated_at)
    select 'Bulk', 'Lead ' || n, 'bulk' || n || '@example.com', 'Company ' || (n % 97),
           'Generated lead number ' || n,
           (array['new','contacted','qualified','converted','closed'])[1 + n % 5],
           'quote',
           ${newest.toISOString()}::timestamptz - make_interval(mins => n - (case when n % 100 = 1 then 1 else 0 end)),
           ${newest.toISOString()}::timestamptz
    from generate_series(1, ${count}) as n`);
}
