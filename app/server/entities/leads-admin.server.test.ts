/** Admin functions of leads.server.ts (the public writes are tested with the public forms). */
import { desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { makeLead } from '../../../tests/support/inbox-factories';
import { deleteLead, getLead, listLeads, listLeadsForExport, updateLead } from '~/server/entities/leads.server';
import { audit_log, contact_leads } from '~/server/db/schema.server';

const staff = { email: 'staff@corvane.example' };
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe.each(testDatabaseKinds())('contact leads admin (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeEach(async () => {
    await db().delete(contact_leads);
    await db().delete(audit_log);
  });

  it('lists newest first, filters by status and searches name, e-mail and company', async () => {
    const older = await makeLead(db(), { first_name: 'Zoë', last_name: 'Ångström', company_name: 'Fábrica, Ltd', created_at: minutesAgo(10) });
    const newer = await makeLead(db(), { first_name: 'Ravi', last_name: 'Patel', email: 'ravi@acme.example', status: 'qualified', created_at: minutesAgo(1) });
    const middle = await makeLead(db(), { first_name: 'Ann', last_name: 'Lee', company_name: '50% Off_Deals', created_at: minutesAgo(5) });

    const all = await listLeads({ status: 'all', q: '', page: 1 });
    expect(all.rows.map((row) => row.id)).toEqual([newer.id, middle.id, older.id]);
    expect(all).toMatchObject({ total: 3, page: 1, pageCount: 1 });
    expect(all.rows[0]).toEqual({
      id: newer.id,
      first_name: 'Ravi',
      last_name: 'Patel',
      email: 'ravi@acme.example',
      company_name: null,
      status: 'qualified',
      created_at: newer.created_at,
      locale: 'en',
      // Issue 46: a lead written without the public forms was never routed.
      office_name: null,
      owner_name: null,
      waiting: null,
    });

    expect((await listLeads({ status: 'qualified', q: '', page: 1 })).rows.map((row) => row.id)).toEqual([newer.id]);
    expect((await listLeads({ status: 'closed', q: '', page: 1 })).total).toBe(0);
    const search = async (q: string) => (await listLeads({ status: 'all', q, page: 1 })).rows.map((row) => row.id);
    expect(await search('ravi patel')).toEqual([newer.id]); // full name, any case
    expect(await search('ACME.example')).toEqual([newer.id]); // e-mail
    expect(await search('fábrica,')).toEqual([older.id]); // company, non-ASCII and a comma
    expect(await search('50%')).toEqual([middle.id]); // % taken literally
    expect(await search('r_vi')).toEqual([]); // _ taken literally (no 'Ravi')
    expect(await search('off_deals')).toEqual([middle.id]);
    expect(await search('nobody')).toEqual([]);
  });

  it('pages by 50 in a stable order, ties broken by id', async () => {
    const at = minutesAgo(3);
    for (let i = 0; i < 55; i++) await makeLead(db(), { created_at: i < 10 ? at : minutesAgo(100 + i) });
    const first = await listLeads({ status: 'all', q: '', page: 1 });
    const second = await listLeads({ status: 'all', q: '', page: 2 });
    expect(first.rows).toHaveLength(50);
    expect(second.rows).toHaveLength(5);
    expect(first).toMatchObject({ total: 55, pageCount: 2 });
    const ids = [...first.rows, ...second.rows].map((row) => row.id);
    expect(new Set(ids).size).toBe(55);
    const expected = await db().select({ id: contact_leads.id }).from(contact_leads).orderBy(desc(contact_leads.created_at), desc(contact_leads.id));
    expect(ids).toEqual(expected.map((row) => row.id));
    // A page past the end shows the last page.
    expect((await listLeads({ status: 'all', q: '', page: 9 })).page).toBe(2);
  });

  it('updates status and notes, auditing each change, and keeps updated_at current', async () => {
    const lead = await makeLead(db(), { created_at: minutesAgo(60), updated_at: minutesAgo(60) });
    const saved = await updateLead(staff, lead.id, { status: 'contacted', notes: 'Called, send deck' });
    expect(saved).toMatchObject({ status: 'contacted', notes: 'Called, send deck' });
    expect(saved!.updated_at.getTime()).toBeGreaterThan(lead.updated_at.getTime());
    expect(await getLead(lead.id)).toMatchObject({ status: 'contacted', notes: 'Called, send deck' });

    await updateLead(staff, lead.id, { status: 'contacted', notes: null });
    const audit = await db().select().from(audit_log).where(eq(audit_log.entity_id, lead.id)).orderBy(audit_log.created_at);
    expect(audit.map((row) => [row.action, row.staff_email, row.entity])).toEqual([
      ['status', staff.email, 'contact_leads'],
      ['notes', staff.email, 'contact_leads'],
      ['notes', staff.email, 'contact_leads'],
    ]);
    expect(audit[0]!.changes).toEqual({ status: { before: 'new', after: 'contacted' } });
    expect(audit[2]!.changes).toEqual({ notes: { before: 'Called, send deck', after: null } });

    // Nothing changed: nothing audited.
    await updateLead(staff, lead.id, { status: 'contacted', notes: null });
    expect(await db().select().from(audit_log)).toHaveLength(3);
  });

  it('deletes with an audit row, and answers unknown ids without touching anything', async () => {
    const lead = await makeLead(db());
    expect(await deleteLead(staff, lead.id)).toBe(true);
    expect(await getLead(lead.id)).toBeUndefined();
    const [audit] = await db().select().from(audit_log);
    expect(audit).toMatchObject({ action: 'delete', entity: 'contact_leads', entity_id: lead.id });
    expect(await deleteLead(staff, lead.id)).toBe(false);
    expect(await deleteLead(staff, 'not-a-uuid')).toBe(false);
    expect(await updateLead(staff, '00000000-0000-4000-8000-000000000000', { status: 'new', notes: null })).toBeUndefined();
    expect(await getLead("1' or '1'='1")).toBeUndefined();
    expect(await db().select().from(audit_log)).toHaveLength(1);
  });

  it('exports every matching row of the filter and search, in list order', async () => {
    const a = await makeLead(db(), { company_name: 'Acme', status: 'new', created_at: minutesAgo(2) });
    const b = await makeLead(db(), { company_name: 'Acme Labs', status: 'new', created_at: minutesAgo(1) });
    await makeLead(db(), { company_name: 'Acme', status: 'closed' });
    await makeLead(db(), { company_name: 'Other', status: 'new' });
    const rows = await listLeadsForExport({ status: 'new', q: 'acme' });
    expect(rows.map((row) => row.id)).toEqual([b.id, a.id]);
    expect(rows[0]).toHaveProperty('message');
  });
});
