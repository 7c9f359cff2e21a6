/** /admin/privacy: owner-only search, export (JSON and CSV) and erase of one address (issue 20). */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../../tests/support/database';
import { dataOf } from '../../../../tests/support/route-results';
import { callAdmin, staffCookie, useStaffSession } from '../../../../tests/support/staff-sessions';
import { audit_log, contact_leads, job_applications, staff } from '~/server/db/schema.server';
import { queryRows } from '~/server/db/db.server';
import { action, loader } from './index';
import { loader as exportLoader } from './export';

describe.each(testDatabaseKinds())('/admin/privacy (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);
  const address = 'person@example.com';

  async function holdings() {
    const [lead] = await db().insert(contact_leads).values({ first_name: 'Per', last_name: 'Son', email: 'Person@Example.com', message: 'Hi', notes: 'Called twice', privacy_notice_version: 'abc123', consented_at: new Date('2026-11-01T10:00:00Z'), consent_choices: { insights_email: true } }).returning();
    const [application] = await db().insert(job_applications).values({ first_name: 'Per', last_name: 'Son', email: address, resume_url: 'https://files.example/person.pdf', notes: 'Interview Friday' }).returning();
    return { lead: lead!, application: application! };
  }

  it('finds, exports (JSON and CSV) and erases an address; the audit row names the owner and the counts, not the address', async () => {
    const { lead, application } = await holdings();
    const page = dataOf<{ found: { leads: { id: string; consent: string }[]; applications: { id: string }[] } }>(
      await callAdmin(loader, { path: `/admin/privacy?email=${encodeURIComponent(address)}`, cookie: session() }),
    );
    expect(page.found.leads).toEqual([expect.objectContaining({ id: lead.id, consent: 'Privacy notice abc123, agreed 2026-11-01T10:00:00.000Z' })]);
    expect(page.found.applications.map((row) => row.id)).toEqual([application.id]);

    const json = await callAdmin(exportLoader, { path: `/admin/privacy/export?email=${encodeURIComponent(address)}&format=json`, cookie: session() });
    const body = JSON.parse(await json.response!.text()) as { leads: { notes: string; consent_choices: unknown }[]; applications: { resume_url: string; notes: string }[] };
    expect(json.response!.headers.get('content-disposition')).toMatch(/^attachment; filename="personal-data-/);
    expect(body.leads).toEqual([expect.objectContaining({ notes: 'Called twice', consent_choices: { insights_email: true } })]);
    expect(body.applications).toEqual([expect.objectContaining({ resume_url: 'https://files.example/person.pdf', notes: 'Interview Friday' })]);
    const csv = await callAdmin(exportLoader, { path: `/admin/privacy/export?email=${encodeURIComponent(address)}&format=csv&table=applications`, cookie: session() });
    const csvText = await csv.response!.text();
    expect(csvText).toContain('Interview Friday');
    expect(csvText.split('\r\n')[0]).toContain('resume_url');

    const mismatch = await callAdmin(action, { path: '/admin/privacy', cookie: session(), form: { email: address, confirm_email: 'someone@else.example' } });
    expect(mismatch.status).toBe(400);
    expect(await db().select().from(contact_leads)).toHaveLength(1);

    const erased = await callAdmin(action, { path: '/admin/privacy', cookie: session(), form: { email: address, confirm_email: 'PERSON@example.com' } });
    expect(dataOf<{ ok: boolean; message: string }>(erased)).toEqual({ ok: true, message: 'Erased: 1 enquiries, 0 booked calls, 1 applications, 0 e-mails; 0 audit entries scrubbed; 0 earlier versions of content erased or unnamed; 0 preview links unnamed.' });
    expect(await db().select().from(contact_leads)).toHaveLength(0);
    expect(await db().select().from(job_applications)).toHaveLength(0);
    const [row] = await db().select().from(audit_log).where(eq(audit_log.action, 'erase'));
    expect(row).toMatchObject({ entity: 'privacy', staff_email: 'staff@corvane.example' });
    const [holding] = await queryRows<{ n: number | string }>(db(), sql`select count(*) as n from audit_log where strpos(lower(coalesce(changes::text, '')), ${address}) > 0`);
    expect(Number(holding!.n)).toBe(0);
  });

  it('refuses a signed-in member whose role is not owner (403) and changes nothing', async () => {
    await holdings();
    const cookie = await staffCookie(db(), 'seller@corvane.example');
    await db().update(staff).set({ role: 'sales' }).where(eq(staff.email, 'seller@corvane.example'));
    for (const call of [
      () => callAdmin(loader, { path: `/admin/privacy?email=${address}`, cookie }),
      () => callAdmin(exportLoader, { path: `/admin/privacy/export?email=${address}&format=json`, cookie }),
      () => callAdmin(action, { path: '/admin/privacy', cookie, form: { email: address, confirm_email: address } }),
    ]) {
      expect((await call()).status).toBe(403);
    }
    expect(await db().select().from(contact_leads)).toHaveLength(1);
    await db().delete(contact_leads);
    await db().delete(job_applications);
  });
});
