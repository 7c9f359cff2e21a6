/**
 * Issue 46: every public lead is routed in its own write — the lead, its assignment (office, owner,
 * explanation) and the owner's notification in one transaction — with the demo owners and rules
 * (seed/offices.server.ts); the back office's office and owner filters, the business-hours wait,
 * and the first response that stops it.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { validateContact } from '~/domain/contact-form';
import { validateLeadModal } from '~/domain/lead-modal';
import { validateQuote } from '~/domain/quote-form';
import { findResource } from '~/domain/download-gate';
import {
  createContactLead,
  createDownloadGateLead,
  createLeadModalLead,
  createQuoteLead,
  getLeadAssignment,
  listLeads,
  updateLead,
  type Attribution,
} from '~/server/entities/leads.server';
import { contact_leads, lead_assignments, office_owners, offices, outbox, staff } from '~/server/db/schema.server';
import { parseEnv, setEnvForTests } from '~/server/platform/env.server';
import { seedLeadOwners, seedLeadRouting } from '~/server/seed/offices.server';

const SALES = 'sales-routing@corvane.example';
const email = (name: string) => seedLeadOwners.find((owner) => owner.name === name)!.email;

function configure(webhook = '') {
  setEnvForTests(parseEnv({ NODE_ENV: 'test', BETTER_AUTH_SECRET: 'integration-test-secret-0123456789abcdef', SALES_NOTIFY_EMAIL: SALES, NOTIFY_WEBHOOK_URL: webhook }));
}

const attribution = (source_page = '/'): Attribution => ({ source_page, referrer: null, utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null });

function valid<T>(result: { ok: true; data: T } | { ok: false; failure: { message: string } }): T {
  if (!result.ok) throw new Error(`test input refused: ${result.failure.message}`);
  return result.data;
}

const quote = (fields: Record<string, string> = {}) =>
  createQuoteLead(valid(validateQuote({ first_name: 'Noor', last_name: 'Haddad', email: 'noor@gulf.example', message: 'Zero trust for our cloud.', ...fields })), attribution());
const contact = (fields: Record<string, string> = {}) => createContactLead(valid(validateContact({ first_name: 'Sam', last_name: 'Lee', email: 'sam@example.com', message: 'Hello', ...fields })), attribution('/contact-us'));

describe.each(testDatabaseKinds())('lead routing at the write (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const staffId = async (name: string) => (await db().select({ id: staff.id }).from(staff).where(eq(staff.email, email(name))))[0]!.id;
  const assignmentOf = async (leadId: string) => (await db().select().from(lead_assignments).where(and(eq(lead_assignments.lead_id, leadId), eq(lead_assignments.current, true))))[0];
  const notificationsOf = async (leadId: string) =>
    (await db().select().from(outbox).where(eq(outbox.record_id, leadId))).filter((row) => row.topic.startsWith('lead.')).map((row) => ({ channel: row.channel, ...(row.payload as { to: string; text: string; subject: string }) }));

  beforeAll(async () => {
    configure();
    await seedLeadRouting(db());
  });
  beforeEach(async () => {
    configure();
    await db().delete(outbox);
    await db().delete(contact_leads);
    await db().update(offices).set({ round_robin_cursor: 0 });
    await db().update(office_owners).set({ away: false });
  });
  afterAll(() => setEnvForTests(undefined));

  it('a quote from AE for Cloud Security goes to Dubai / Layla by the rule naming it; her notification says why (and the webhook carries it once)', async () => {
    configure('http://127.0.0.1:9/hook');
    const { id } = await quote({ country: 'ae', service: 'Cloud Security & Zero Trust Architecture', budget: '$100K - $250K' });
    const [lead] = await db().select().from(contact_leads).where(eq(contact_leads.id, id));
    expect(lead).toMatchObject({ country: 'AE', service: 'Cloud Security & Zero Trust Architecture', first_response_at: null });
    const explanation = 'Assigned to Dubai / Layla: rule 1, country = AE, interest = Cloud Security & Zero Trust Architecture';
    expect(await assignmentOf(id)).toMatchObject({ office_key: 'dubai', owner_staff_id: await staffId('Layla'), rule_number: 1, explanation, assigned_by: null });
    const sent = await notificationsOf(id);
    expect(sent.map((row) => [row.channel, row.to]).sort()).toEqual([
      ['email', email('Layla')],
      ['webhook', email('Layla')],
    ]);
    for (const line of ['Office: Dubai', 'Owner: Layla', 'Country: AE', 'Service: Cloud Security & Zero Trust Architecture', `Why: ${explanation}`]) expect(sent[0]!.text).toContain(line);
    expect(await getLeadAssignment(id)).toMatchObject({ office_name: 'Dubai', owner_name: 'Layla', explanation });
  });

  it('AE without a security interest: Dubai round-robin, one turn each across two leads; IN → Hyderabad; anywhere else or none → Dallas', async () => {
    const first = await contact({ country: 'AE' });
    const second = await contact({ country: 'AE' });
    expect((await assignmentOf(first.id))!.explanation).toBe('Assigned to Dubai / Layla: rule 2, country = AE');
    expect((await assignmentOf(second.id))!.explanation).toBe('Assigned to Dubai / Omar: rule 2, country = AE');
    expect((await notificationsOf(second.id)).map((row) => row.to)).toEqual([email('Omar')]);

    const india = await quote({ country: 'IN', service: 'Cloud Security & Zero Trust Architecture' });
    expect(await assignmentOf(india.id)).toMatchObject({ office_key: 'hyderabad', explanation: 'Assigned to Hyderabad / Priya: rule 3, country = IN' });
    const usa = await contact({ country: 'US' });
    expect(await assignmentOf(usa.id)).toMatchObject({ office_key: 'dallas', owner_staff_id: await staffId('Jordan'), explanation: 'Assigned to Dallas / Jordan: rule 4, fallback' });
    const nowhere = await contact();
    expect(await assignmentOf(nowhere.id)).toMatchObject({ office_key: 'dallas', explanation: 'Assigned to Dallas / Maria: rule 4, fallback' });
  });

  it('a named owner who is away is skipped for the next in turn, and the explanation says so', async () => {
    await db().update(office_owners).set({ away: true }).where(eq(office_owners.staff_id, await staffId('Layla')));
    const { id } = await quote({ country: 'SA', project_type: 'Security Services & Infrastructure' });
    expect(await assignmentOf(id)).toMatchObject({
      owner_staff_id: await staffId('Omar'),
      explanation: 'Assigned to Dubai / Omar: rule 1, country = SA, interest = Security Services & Infrastructure, Layla away, next in turn',
    });
    expect((await notificationsOf(id)).map((row) => row.to)).toEqual([email('Omar')]);
  });

  it('everyone at the office away: assigned to the office with no owner, explained, and the sales address is told', async () => {
    await db().update(office_owners).set({ away: true }).where(eq(office_owners.office_key, 'dubai'));
    const { id } = await contact({ country: 'QA' });
    expect(await assignmentOf(id)).toMatchObject({ office_key: 'dubai', owner_staff_id: null, explanation: 'Assigned to Dubai, no owner present: rule 2, country = QA' });
    const [sent] = await notificationsOf(id);
    expect(sent).toMatchObject({ to: SALES });
    expect(sent!.text).toContain('Owner: Nobody available');
  });

  it('the AI lead modal and the download gate route by the practice of their page', async () => {
    const modal = await createLeadModalLead(valid(validateLeadModal({ first_name: 'Ali', last_name: 'Omar', email: 'ali@example.com', country: 'OM' })), 'Generative AI page', attribution('/generative-ai'));
    expect((await assignmentOf(modal.id))!.explanation).toBe('Assigned to Dubai / Layla: rule 2, country = OM');
    const resource = findResource('ai-governance-master-policy.pdf');
    if (!resource) throw new Error('no gated resource to download');
    const gate = await createDownloadGateLead({ email: 'reader@example.com', consultation: true, resource, page: '/security-services' }, attribution('/security-services'));
    expect(await assignmentOf(gate.id)).toMatchObject({ office_key: 'dallas', explanation: 'Assigned to Dallas / Jordan: rule 4, fallback' });
  });

  it('the list filters by office and owner, shows each lead’s office and owner, and the wait in the office’s business hours until the first response', async () => {
    const dubai = await contact({ country: 'AE', last_name: 'Dubai' });
    const dallas = await contact({ country: 'US', last_name: 'Dallas' });
    // Monday 30 November 2026, 09:00 in Dubai (UTC+4); three hours later the office has worked three.
    const assignedAt = new Date('2026-11-30T05:00:00Z');
    await db().update(lead_assignments).set({ assigned_at: assignedAt });
    const now = new Date('2026-11-30T08:00:00Z');

    const all = await listLeads({ status: 'all', q: '', page: 1 }, now);
    const row = (id: string) => all.rows.find((candidate) => candidate.id === id);
    expect(row(dubai.id)).toMatchObject({ office_name: 'Dubai', owner_name: 'Layla', waiting: 'waiting 3 h (business hours)' });
    // 08:00Z is 02:00 in Dallas: its day has not started, so that lead has waited nothing in business time.
    expect(row(dallas.id)).toMatchObject({ office_name: 'Dallas', owner_name: 'Jordan', waiting: 'waiting under a minute (business hours)' });

    const ids = async (filter: { office?: string; owner?: string }) => (await listLeads({ status: 'all', q: '', page: 1, ...filter }, now)).rows.map((lead) => lead.id);
    expect(await ids({ office: 'dubai' })).toEqual([dubai.id]);
    expect(await ids({ owner: await staffId('Jordan') })).toEqual([dallas.id]);
    expect(await ids({ office: 'dubai', owner: await staffId('Jordan') })).toEqual([]);
    expect(await ids({ owner: 'none' })).toEqual([]);
    expect(await ids({ office: 'hyderabad' })).toEqual([]);

    // The first change of status is the first response: the wait is gone and stays gone.
    const answered = await updateLead({ email: 'layla@corvane.example' }, dubai.id, { status: 'contacted', notes: null });
    expect(answered!.first_response_at).toBeInstanceOf(Date);
    const again = await updateLead({ email: 'layla@corvane.example' }, dubai.id, { status: 'qualified', notes: 'Second call' });
    expect(again!.first_response_at).toEqual(answered!.first_response_at);
    const after = await listLeads({ status: 'all', q: '', page: 1 }, now);
    expect(after.rows.find((lead) => lead.id === dubai.id)!.waiting).toBeNull();
    expect((await getLeadAssignment(dubai.id, now))!.waiting).toBeNull();
    expect((await getLeadAssignment(dallas.id, now))!.waiting).toBe('waiting under a minute (business hours)');

    // Saving without changing anything is no response.
    const unchanged = await updateLead({ email: 'jordan@corvane.example' }, dallas.id, { status: 'new', notes: null });
    expect(unchanged!.first_response_at).toBeNull();
  });
});
