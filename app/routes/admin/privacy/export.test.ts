/**
 * /admin/privacy/export?email=…&format=json|csv[&table=…] (issue 20): an owner downloads what is
 * held about one address (leads, applications with their résumé files, e-mails, audit entries) as
 * one JSON file or one CSV per table, never cached; nobody else's rows. Anonymous visitors are
 * sent to sign in; editor, recruiter and sales are refused (403).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../../tests/support/database';
import { callAdmin, refreshesSession, staffCookie, useStaffSession } from '../../../../tests/support/staff-sessions';
import { CSV_BOM } from '~/domain/csv';
import { contact_leads, job_application_resumes, job_applications, outbox, staff } from '~/server/db/schema.server';
import { loader } from './export';

const address = 'export.me@example.com';
const exportPath = (query: string) => `/admin/privacy/export?email=${encodeURIComponent(address)}${query}`;

interface Exported {
  email: string;
  exported_at: string;
  leads: { id: string; email: string; notes: string | null }[];
  applications: { id: string; job_title: string | null }[];
  outbox: { record_id: string | null; topic: string }[];
  audit: unknown[];
  resumes: { application_id: string; file_name: string; content_base64: string }[];
}

describe.each(testDatabaseKinds())('/admin/privacy/export (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);

  /** What is held about the address, and a lead of someone else's that must stay out of the export. */
  async function holdings() {
    for (const table of [outbox, job_applications, contact_leads]) await db().delete(table);
    const [lead] = await db().insert(contact_leads).values({ first_name: 'Ex', last_name: 'Port', email: 'Export.Me@Example.com', message: 'Quote please', notes: 'Prefers mornings' }).returning();
    const [application] = await db().insert(job_applications).values({ first_name: 'Ex', last_name: 'Port', email: address, job_title: 'Data Analyst' }).returning();
    await db().insert(job_application_resumes).values({ application_id: application!.id, file_name: 'cv.pdf', content_type: 'application/pdf', size_bytes: 9, content: Buffer.from('%PDF-1.4\n') });
    await db().insert(outbox).values({ channel: 'email', topic: 'lead.quote', payload: { to: 'sales@corvane.example', text: 'New quote' }, record_id: lead!.id });
    const [other] = await db().insert(contact_leads).values({ first_name: 'Not', last_name: 'Them', email: 'someone.else@example.com', message: 'Hello' }).returning();
    return { lead: lead!, application: application!, other: other! };
  }

  it("gives an owner the address's data as JSON, not cached, and nobody else's", async () => {
    const { lead, application, other } = await holdings();
    const answer = await callAdmin(loader, { path: exportPath('&format=json'), cookie: session() });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(answer.headers.get('Content-Disposition')).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(refreshesSession(answer.headers)).toBe(true);
    const body = JSON.parse(await answer.response!.text()) as Exported;
    expect(body.email).toBe(address);
    expect(answer.headers.get('Content-Disposition')).toContain(`personal-data-${body.exported_at.slice(0, 10)}.json`);
    expect(body.leads).toEqual([expect.objectContaining({ id: lead.id, email: 'Export.Me@Example.com', notes: 'Prefers mornings' })]);
    expect(body.applications).toEqual([expect.objectContaining({ id: application.id, job_title: 'Data Analyst' })]);
    expect(body.outbox).toEqual([expect.objectContaining({ record_id: lead.id, topic: 'lead.quote' })]);
    expect(body.resumes).toEqual([expect.objectContaining({ application_id: application.id, file_name: 'cv.pdf', content_base64: Buffer.from('%PDF-1.4\n').toString('base64') })]);
    expect(JSON.stringify(body)).not.toContain(other.id);
    expect(JSON.stringify(body)).not.toContain('someone.else@example.com');
  });

  it('gives one CSV per table; an unknown table answers 400; no plain address goes back to the search', async () => {
    const { lead } = await holdings();
    const leads = await callAdmin(loader, { path: exportPath('&format=csv&table=leads'), cookie: session() });
    expect(leads.status).toBe(200);
    expect(leads.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(leads.headers.get('Cache-Control')).toBe('no-store');
    expect(leads.headers.get('Content-Disposition')).toMatch(/^attachment; filename="personal-data-leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    // Read as bytes: decoding as text drops the byte-order mark spreadsheets need.
    const bytes = Buffer.from(await leads.response!.arrayBuffer());
    expect(bytes.subarray(0, 3).equals(Buffer.from(CSV_BOM, 'utf8'))).toBe(true);
    const [header, row, end] = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(header!.split(',')).toEqual(expect.arrayContaining(['id', 'email', 'notes', 'message']));
    expect(row).toContain(lead.id);
    expect(row).toContain('Prefers mornings');
    expect(end).toBe('');

    const unknown = await callAdmin(loader, { path: exportPath('&format=csv&table=staff'), cookie: session() });
    expect(unknown.status).toBe(400);
    expect(await unknown.response!.text()).toBe('Unknown table');
    expect((await callAdmin(loader, { path: exportPath('&format=csv'), cookie: session() })).status).toBe(400);

    for (const email of ['', 'not-an-address']) {
      const back = await callAdmin(loader, { path: `/admin/privacy/export?email=${email}&format=json`, cookie: session() });
      expect(back).toMatchObject({ status: 302, location: '/admin/privacy' });
    }
  });

  it('sends an anonymous visitor to sign in with the export asked for, and gives no data', async () => {
    await holdings();
    const path = exportPath('&format=json');
    const refused = await callAdmin(loader, { path });
    expect(refused).toMatchObject({ status: 302, location: `/admin/login?redirect=${encodeURIComponent(path)}` });
    expect(refused.response?.headers.get('Content-Disposition') ?? null).toBeNull();
  });

  it.each(['editor', 'recruiter', 'sales'] as const)('refuses a signed-in %s (403) and gives no data', async (role) => {
    const email = `${role}-${kind}@corvane.example`;
    const cookie = await staffCookie(db(), email);
    await db().update(staff).set({ role }).where(eq(staff.email, email));
    for (const query of ['&format=json', '&format=csv&table=leads']) {
      const refused = await callAdmin(loader, { path: exportPath(query), cookie });
      expect(refused.status).toBe(403);
      expect(refused.data).toEqual({ area: 'privacy' });
      expect(refused.response).toBeNull();
    }
  });
});
