/** /admin/leads: the filtered list with a selected lead, Save Changes, the confirmed Delete. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contact_leads } from '~/server/db/schema.server';
import { makeLead } from '../../../../tests/support/inbox-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../../tests/support/database';
import { dataOf } from '../../../../tests/support/route-results';
import { callAdmin, refreshesSession, useStaffSession } from '../../../../tests/support/staff-sessions';
import { renderRoutePage } from '../../../../tests/support/route-render';
import { validateQuote } from '~/domain/quote-form';
import { createQuoteLead } from '~/server/entities/leads.server';
import { parseEnv, setEnvForTests } from '~/server/platform/env.server';
import { seedLeadRouting } from '~/server/seed/offices.server';
import LeadsPage, { action, loader } from './index';

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

  it('issue 46: ?office= and ?owner= filter the list (kept by the status links and the search), rows show office, owner and wait, the lead says why', async () => {
    setEnvForTests(parseEnv({ NODE_ENV: 'test', BETTER_AUTH_SECRET: 'integration-test-secret-0123456789abcdef', SALES_NOTIFY_EMAIL: 'sales@corvane.example' }));
    try {
      await seedLeadRouting(db());
      const input = validateQuote({ first_name: 'Noor', last_name: 'Routed', email: 'noor@gulf.example', message: 'Zero trust', country: 'AE', service: 'Cloud Security & Zero Trust Architecture' });
      if (!input.ok) throw new Error(input.failure.message);
      const routed = await createQuoteLead(input.data, { source_page: '/', referrer: null, utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null });
      const unrouted = await makeLead(db(), { first_name: 'Unrouted' });
      const path = `/admin/leads?office=dubai&lead=${routed.id}`;
      const loaded = dataOf<Awaited<ReturnType<typeof loader>>>(await callAdmin(loader, { path, cookie: session() }));
      expect(loaded.page.rows.map((row) => row.id)).toEqual([routed.id]);
      expect(loaded.page.rows[0]).toMatchObject({ office_name: 'Dubai', owner_name: 'Layla' });
      expect(loaded.page.rows[0]!.waiting).toMatch(/^waiting .* \(business hours\)$/);
      expect(loaded.assignment).toMatchObject({ explanation: 'Assigned to Dubai / Layla: rule 1, country = AE, interest = Cloud Security & Zero Trust Architecture' });
      const layla = loaded.choices.owners.find((owner) => owner.label === 'Layla (Dubai)');
      expect(layla).toBeDefined();
      const byOwner = dataOf<Awaited<ReturnType<typeof loader>>>(await callAdmin(loader, { path: `/admin/leads?owner=${layla!.id}`, cookie: session() }));
      expect(byOwner.page.rows.map((row) => row.id)).toEqual([routed.id]);
      const junk = dataOf<Awaited<ReturnType<typeof loader>>>(await callAdmin(loader, { path: '/admin/leads?office=%00&owner=nobody', cookie: session() }));
      expect(junk.query).toMatchObject({ office: null, owner: null });
      expect(junk.page.rows.map((row) => row.id)).toEqual(expect.arrayContaining([routed.id, unrouted.id]));

      const html = await renderRoutePage({ Component: LeadsPage, path: '/admin/leads', url: path, loaderData: loaded });
      expect(html).toContain('Assigned to Dubai / Layla: rule 1, country = AE, interest = Cloud Security &amp; Zero Trust Architecture');
      expect(html).toContain('Dubai / Layla');
      expect(html).toContain('United Arab Emirates (AE)');
      expect(html).toMatch(/<option value="dubai" selected="">Dubai<\/option>/);
      // The status filters and the search form keep the office filter.
      expect(html).toContain('href="/admin/leads?status=new&amp;office=dubai"');
      expect(html).toContain('<input type="hidden" name="office" value="dubai"/>');
    } finally {
      setEnvForTests(undefined);
    }
  });

  it('Reassign Lead: the form lists each office and its owners present; a post hands the lead over and says so on the lead; a bad choice changes nothing', async () => {
    setEnvForTests(parseEnv({ NODE_ENV: 'test', BETTER_AUTH_SECRET: 'integration-test-secret-0123456789abcdef', SALES_NOTIFY_EMAIL: 'sales@corvane.example' }));
    try {
      await seedLeadRouting(db());
      const input = validateQuote({ first_name: 'Noor', last_name: 'Handed', email: 'noor.handed@gulf.example', message: 'Zero trust', country: 'AE', service: 'Cloud Security & Zero Trust Architecture' });
      if (!input.ok) throw new Error(input.failure.message);
      const lead = await createQuoteLead(input.data, { source_page: '/', referrer: null, utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null });
      const path = `/admin/leads?lead=${lead.id}`;
      const before = dataOf<Awaited<ReturnType<typeof loader>>>(await callAdmin(loader, { path, cookie: session() }));
      const omar = before.reassignChoices.find((choice) => choice.label === 'Dubai / Omar');
      expect(omar).toBeDefined();
      expect(before.reassignChoices).toContainEqual({ value: 'hyderabad', label: 'Hyderabad: nobody named (its owners present are told)' });

      const refused = await callAdmin(action, { path, cookie: session(), form: { intent: 'reassign', id: lead.id, target: 'dubai:0f8fad5b-d9cb-469f-a165-70867728950e' } });
      expect(refused).toMatchObject({ status: 302, location: path, flash: { kind: 'error', message: 'That person no longer takes this office’s leads; choose another.' } });
      const handed = await callAdmin(action, { path, cookie: session(), form: { intent: 'reassign', id: lead.id, target: omar!.value } });
      expect(handed).toMatchObject({ status: 302, location: path, flash: { kind: 'success', message: 'Reassigned to Dubai / Omar.' } });

      const after = dataOf<Awaited<ReturnType<typeof loader>>>(await callAdmin(loader, { path, cookie: session() }));
      expect(after.assignment).toMatchObject({ explanation: 'Reassigned to Dubai / Omar', owner_name: 'Omar', assigned_by: 'staff@corvane.example' });
      const html = await renderRoutePage({ Component: LeadsPage, path: '/admin/leads', url: path, loaderData: after });
      expect(html).toContain('Reassigned to Dubai / Omar<span class="font-normal text-slate-700"> by staff@corvane.example</span>');
      expect(html).toContain('<option value="hyderabad">Hyderabad: nobody named (its owners present are told)</option>');
      expect(html).toContain('>Reassign Lead</button>');
    } finally {
      setEnvForTests(undefined);
    }
  });
});
