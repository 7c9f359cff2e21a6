/**
 * Staff reassign a lead (lead-reassign.server.ts) on a real database: the new assignment with its
 * explanation, author and fresh due times, the old one kept as history, the audit row and the new
 * owner's e-mail; each refusal writes nothing; and the reminders follow the new owner.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { audit_log, contact_leads, lead_assignments, office_owners, outbox, staff } from '~/server/db/schema.server';
import { addStaff } from '~/server/entities/staff.server';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { makeLead } from '../../../tests/support/inbox-factories';
import { configureTestAuth } from '../../../tests/support/staff-sessions';
import { loadOffices, loadOwners } from './directory.server';
import { parseReassignTarget, reassignLead, reassignTargets, REASSIGNED_TOPIC } from './lead-reassign.server';
import { REMINDER_TOPICS, scanReminders } from './reminders.server';

/** Wednesday 4 March 2026, 10:00 in Dubai (UTC+4); the office works 09:00–18:00, Monday to Friday. */
const ARRIVED = new Date('2026-03-04T06:00:00Z');
/** 12:00 Dubai: the default two business hours later. */
const REMIND_DUE = new Date('2026-03-04T08:00:00Z');
/** 13:00 Dubai: the lead is handed to Omar. */
const REASSIGNED = new Date('2026-03-04T09:00:00Z');

describe.each(testDatabaseKinds())('reassigning a lead (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const people = { layla: '', omar: '', priya: '', ravi: '', owner: '' };
  const address = (name: keyof typeof people) => `reassign-${name}-${kind}@corvane.example`;

  beforeAll(async () => {
    configureTestAuth();
    const offices = { layla: 'dubai', omar: 'dubai', priya: 'dubai', ravi: 'hyderabad' } as const;
    for (const [position, name] of (['layla', 'omar', 'priya', 'ravi', 'owner'] as const).entries()) {
      await addStaff(address(name), 'test');
      const [row] = await db().update(staff).set({ role: name === 'owner' ? 'owner' : 'sales' }).where(eq(staff.email, address(name))).returning({ id: staff.id });
      people[name] = row!.id;
      if (name === 'owner') continue;
      await db().insert(office_owners).values({ office_key: offices[name], staff_id: row!.id, display_name: name[0]!.toUpperCase() + name.slice(1), position, away: name === 'priya' });
    }
  });

  async function laylasLead() {
    const lead = await makeLead(db(), { first_name: 'Ada', last_name: 'Lovelace', company_name: 'Analytical Engines', country: 'AE', created_at: ARRIVED });
    await db().insert(lead_assignments).values({
      lead_id: lead.id,
      office_key: 'dubai',
      owner_staff_id: people.layla,
      rule_number: 1,
      explanation: 'Assigned to Dubai / Layla: rule 1, country = AE',
      rules_version: 1,
      assigned_at: ARRIVED,
      remind_due_at: REMIND_DUE,
      escalate_due_at: new Date('2026-03-04T10:00:00Z'),
    });
    return lead;
  }
  const assignmentsOf = (leadId: string) =>
    db()
      .select({ office: lead_assignments.office_key, owner: lead_assignments.owner_staff_id, current: lead_assignments.current, explanation: lead_assignments.explanation, by: lead_assignments.assigned_by, remind: lead_assignments.remind_due_at, escalate: lead_assignments.escalate_due_at })
      .from(lead_assignments)
      .where(eq(lead_assignments.lead_id, leadId))
      .orderBy(asc(lead_assignments.assigned_at));
  const mailOf = (leadId: string, topic: string) =>
    db()
      .select({ to: sql<string>`${outbox.payload}->>'to'`, subject: sql<string>`${outbox.payload}->>'subject'`, text: sql<string>`${outbox.payload}->>'text'`, channel: outbox.channel })
      .from(outbox)
      .where(and(eq(outbox.record_id, leadId), eq(outbox.topic, topic)));

  it('hands the lead to Omar: new explained assignment by its author, reminders from now, audited, Omar e-mailed', async () => {
    const lead = await laylasLead();
    expect(await reassignLead({ email: address('owner') }, lead.id, { officeKey: 'dubai', ownerStaffId: people.omar }, REASSIGNED)).toEqual({ ok: true, explanation: 'Reassigned to Dubai / Omar' });
    expect(await assignmentsOf(lead.id)).toEqual([
      expect.objectContaining({ owner: people.layla, current: false, by: null }),
      // 13:00 + 2 business hours = 15:00 Dubai; escalation 2 more = 17:00 Dubai.
      { office: 'dubai', owner: people.omar, current: true, explanation: 'Reassigned to Dubai / Omar', by: people.owner, remind: new Date('2026-03-04T11:00:00Z'), escalate: new Date('2026-03-04T13:00:00Z') },
    ]);
    const [audit] = await db().select().from(audit_log).where(and(eq(audit_log.entity_id, lead.id), eq(audit_log.action, 'reassign')));
    expect(audit).toMatchObject({ staff_email: address('owner'), entity: 'contact_leads' });
    const mail = await mailOf(lead.id, REASSIGNED_TOPIC);
    expect(mail).toEqual([expect.objectContaining({ to: address('omar'), subject: 'Lead reassigned to you: Ada Lovelace', channel: 'email' })]);
    expect(mail[0]!.text).toContain('A lead at the Dubai office is now yours.');
    expect(mail[0]!.text).toContain('Name: Ada Lovelace\nCompany: Analytical Engines\nOffice: Dubai\nOwner: Omar');
    expect(mail[0]!.text).toContain(`/admin/leads?lead=${lead.id}`);
    expect(mail[0]!.text).not.toContain(lead.email);
  });

  it('refuses an owner who is away, one of another office, an unknown office or lead, and no change — writing nothing', async () => {
    const lead = await laylasLead();
    const refused = async (target: { officeKey: string; ownerStaffId: string | null }, leadId = lead.id) => (await reassignLead({ email: address('owner') }, leadId, target, REASSIGNED)).ok === false;
    expect(await reassignLead({ email: address('owner') }, lead.id, { officeKey: 'dubai', ownerStaffId: people.priya }, REASSIGNED)).toEqual({ ok: false, reason: 'owner-away' });
    expect(await reassignLead({ email: address('owner') }, lead.id, { officeKey: 'dubai', ownerStaffId: people.ravi }, REASSIGNED)).toEqual({ ok: false, reason: 'not-an-owner' });
    expect(await reassignLead({ email: address('owner') }, lead.id, { officeKey: 'atlantis', ownerStaffId: null }, REASSIGNED)).toEqual({ ok: false, reason: 'office-not-found' });
    expect(await reassignLead({ email: address('owner') }, lead.id, { officeKey: 'dubai', ownerStaffId: people.layla }, REASSIGNED)).toEqual({ ok: false, reason: 'unchanged' });
    expect(await refused({ officeKey: 'dubai', ownerStaffId: people.omar }, crypto.randomUUID())).toBe(true);
    expect(await assignmentsOf(lead.id)).toEqual([expect.objectContaining({ owner: people.layla, current: true })]);
    expect(await mailOf(lead.id, REASSIGNED_TOPIC)).toEqual([]);
    expect(await db().select().from(audit_log).where(eq(audit_log.entity_id, lead.id))).toEqual([]);
  });

  it('to an office with nobody named: its owners present are told; whoever takes a lead themselves gets no e-mail', async () => {
    const lead = await laylasLead();
    expect(await reassignLead({ email: address('owner') }, lead.id, { officeKey: 'hyderabad', ownerStaffId: null }, REASSIGNED)).toEqual({ ok: true, explanation: 'Reassigned to Hyderabad, no owner named' });
    expect((await mailOf(lead.id, REASSIGNED_TOPIC)).map((row) => [row.to, row.subject])).toEqual([[address('ravi'), 'Lead reassigned to you: Ada Lovelace']]);

    const taken = await laylasLead();
    expect((await reassignLead({ email: address('omar') }, taken.id, { officeKey: 'dubai', ownerStaffId: people.omar }, REASSIGNED)).ok).toBe(true);
    expect(await mailOf(taken.id, REASSIGNED_TOPIC)).toEqual([]);
  });

  it('the reminders follow the new owner: Layla reminded once before, Omar once after his own target, nobody twice', async () => {
    const lead = await laylasLead();
    await scanReminders(REMIND_DUE);
    // The outbox dates its rows by the database's clock; this one was queued at the test's 12:00.
    await db().update(outbox).set({ created_at: REMIND_DUE }).where(eq(outbox.record_id, lead.id));
    await reassignLead({ email: address('owner') }, lead.id, { officeKey: 'dubai', ownerStaffId: people.omar }, REASSIGNED);
    await scanReminders(new Date('2026-03-04T10:59:00Z'));
    await scanReminders(new Date('2026-03-04T11:00:00Z'));
    await scanReminders(new Date('2026-03-04T11:30:00Z'));
    expect((await mailOf(lead.id, REMINDER_TOPICS['remind-owner'])).map((row) => row.to).sort()).toEqual([address('layla'), address('omar')].sort());

    // Answered: nothing more for anyone.
    await db().update(contact_leads).set({ first_response_at: new Date('2026-03-04T11:40:00Z') }).where(eq(contact_leads.id, lead.id));
    await scanReminders(new Date('2026-03-04T14:00:00Z'));
    expect(await mailOf(lead.id, REMINDER_TOPICS['escalate-office'])).toEqual([]);
  });

  it('offers each office with nobody named and its owners present; parses only those shapes', async () => {
    const choices = reassignTargets(await loadOffices(), await loadOwners());
    expect(choices).toContainEqual({ value: 'dubai', label: 'Dubai: nobody named (its owners present are told)' });
    expect(choices).toContainEqual({ value: `dubai:${people.omar}`, label: 'Dubai / Omar' });
    expect(choices.some((choice) => choice.value === `dubai:${people.priya}`)).toBe(false);
    expect(parseReassignTarget(`dubai:${people.omar}`)).toEqual({ officeKey: 'dubai', ownerStaffId: people.omar });
    expect(parseReassignTarget('hyderabad')).toEqual({ officeKey: 'hyderabad', ownerStaffId: null });
    for (const bad of [null, '', 'Dubai', 'dubai:', 'dubai:not-an-id', `dubai:${people.omar}:x`]) expect(parseReassignTarget(bad)).toBeNull();
  });
});
