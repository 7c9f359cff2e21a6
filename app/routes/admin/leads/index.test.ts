/** /admin/leads: the filtered list with a selected lead, Save Changes, the confirmed Delete. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contact_leads } from '~/server/db/schema.server';
import { makeLead } from '../../../../tests/support/inbox-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../../tests/support/database';
import { dataOf } from '../../../../tests/support/route-results';
import { callAdmin, refreshesSession, useStaffSession } from '../../../../tests/support/staff-sessions';
import { action, loader } from './index';

describe.each(testDatabaseKinds())('/admin/leads (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);

  it('shows the list filtered by status with the selected lead, and refreshes the session cookie', async () => {
    const lead = await makeLead(db(), { first_name: 'Qualified', status: 'qualified' });
    await makeLead(db(), { status: 'new' });
    const page = await callAdmin(loader, { path: `/admin/leads?status=qualified&lead=${lead.id}`, cookie: session() });
    const shown = dataOf<{ page: { rows: { id: string; status: string }[] }; selected: { id: string } | null; missing: boolean }>(page);
    expect(shown.page.rows.every((row) => row.status === 'qualified')).toBe(true);
    expect(shown.page.rows.map((row) => row.id)).toContain(lead.id);
    expect(shown.selected?.id).toBe(lead.id);
    expect(refreshesSession(page.headers)).toBe(true);
    const gone = await callAdmin(loader, { path: '/admin/leads?lead=0f8fad5b-d9cb-469f-a165-70867728950e', cookie: session() });
    expect(dataOf<{ missing: boolean }>(gone).missing).toBe(true);
  });

  it('Save Changes: "Lead updated successfully!" back on the lead; a bad status keeps the values (400)', async () => {
    const lead = await makeLead(db());
    const saved = await callAdmin(action, { path: '/admin/leads?q=Lead', cookie: session(), form: { intent: 'update', id: lead.id, status: 'contacted', notes: 'Called' } });
    expect(saved).toMatchObject({ status: 302, location: `/admin/leads?q=Lead&lead=${lead.id}`, flash: { kind: 'success', message: 'Lead updated successfully!' } });
    expect(refreshesSession(saved.headers)).toBe(true);
    expect((await db().select().from(contact_leads).where(eq(contact_leads.id, lead.id)))[0]).toMatchObject({ status: 'contacted', notes: 'Called' });
    const refused = await callAdmin(action, { path: '/admin/leads', cookie: session(), form: { intent: 'update', id: lead.id, status: 'won', notes: 'kept' } });
    expect(refused).toMatchObject({ status: 400, data: { errors: { status: 'Please choose one of the lead statuses.' }, values: { notes: 'kept' } } });
  });

  it('a confirmed Delete says "Lead deleted."; the lead is gone', async () => {
    const lead = await makeLead(db());
    const deleted = await callAdmin(action, { path: `/admin/leads?lead=${lead.id}`, cookie: session(), form: { intent: 'delete', id: lead.id, confirmed: 'yes' } });
    expect(deleted).toMatchObject({ status: 302, location: '/admin/leads', flash: { kind: 'success', message: 'Lead deleted.' } });
    expect(await db().select().from(contact_leads).where(eq(contact_leads.id, lead.id))).toHaveLength(0);
  });
});
