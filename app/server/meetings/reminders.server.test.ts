/**
 * The reminder scan (ADR 360 §4) on a real database: a lead's owner is reminded once its office's
 * response target has passed in business hours, the office's other owners present are told at the
 * escalation time, nothing for an answered lead, and one row per key however often (or however
 * many instances) scan.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contact_leads, lead_assignments, office_owners, outbox, staff } from '~/server/db/schema.server';
import { addStaff } from '~/server/entities/staff.server';
import { assignLead } from '~/server/meetings/lead-routing.server';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { makeLead } from '../../../tests/support/inbox-factories';
import { configureTestAuth } from '../../../tests/support/staff-sessions';
import { REMINDER_TOPICS, reminderMail, scanReminders, startReminderSchedule } from './reminders.server';
import { waitFor } from '../../../tests/support/app-process';

/** Wednesday 4 March 2026, 10:00 in Dubai (UTC+4): the office works 09:00–18:00, Monday to Friday. */
const ARRIVED = new Date('2026-03-04T06:00:00Z');
const at = (iso: string) => new Date(iso);
/** 12:00 Dubai: two business hours later, the office's default response target. */
const REMIND_DUE = at('2026-03-04T08:00:00Z');
/** 14:00 Dubai: two business hours after the reminder, the default escalation time. */
const ESCALATE_DUE = at('2026-03-04T10:00:00Z');

describe.each(testDatabaseKinds())('lead reminders (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const people = { layla: '', omar: '', priya: '' };
  const address = (name: keyof typeof people) => `reminders-${name}-${kind}@corvane.example`;

  beforeAll(async () => {
    configureTestAuth();
    for (const [position, name] of (['layla', 'omar', 'priya'] as const).entries()) {
      await addStaff(address(name), 'test');
      const [row] = await db().update(staff).set({ role: 'sales' }).where(eq(staff.email, address(name))).returning({ id: staff.id });
      people[name] = row!.id;
      const display = name[0]!.toUpperCase() + name.slice(1);
      await db().insert(office_owners).values({ office_key: 'dubai', staff_id: row!.id, display_name: display, position, away: name === 'priya' });
    }
  });

  /** A Dubai lead that arrived at ARRIVED, assigned to `owner` (null: nobody) with the default due times. */
  async function dubaiLead(owner: keyof typeof people | null, values: Partial<typeof contact_leads.$inferInsert> = {}) {
    const lead = await makeLead(db(), { first_name: 'Ada', last_name: 'Lovelace', company_name: 'Analytical Engines', country: 'AE', created_at: ARRIVED, ...values });
    await db().insert(lead_assignments).values({
      lead_id: lead.id,
      office_key: 'dubai',
      owner_staff_id: owner ? people[owner] : null,
      explanation: owner ? `Assigned to Dubai / ${owner}: rule 1, country = AE` : 'Assigned to Dubai, no owner available',
      assigned_at: ARRIVED,
      remind_due_at: owner ? REMIND_DUE : null,
      escalate_due_at: owner ? ESCALATE_DUE : REMIND_DUE,
    });
    return lead;
  }

  const rowsOf = (leadId: string) =>
    db()
      .select({ to: sql<string>`${outbox.payload}->>'to'`, subject: sql<string>`${outbox.payload}->>'subject'`, text: sql<string>`${outbox.payload}->>'text'`, topic: outbox.topic, key: outbox.dedupe_key, channel: outbox.channel })
      .from(outbox)
      .where(eq(outbox.record_id, leadId))
      .orderBy(asc(outbox.dedupe_key));

  it('reminds the owner once the office’s target has passed in business hours, not a minute before', async () => {
    const lead = await dubaiLead('layla');
    await scanReminders(at('2026-03-04T07:59:00Z'));
    expect(await rowsOf(lead.id)).toEqual([]);

    await scanReminders(REMIND_DUE);
    const rows = await rowsOf(lead.id);
    expect(rows).toEqual([
      {
        to: address('layla'),
        subject: 'Reminder: Ada Lovelace is still waiting 2 h (business hours)',
        text: expect.stringContaining(`Open the lead\n-------------\nhttp://localhost:3000/admin/leads?lead=${lead.id}\n`),
        topic: REMINDER_TOPICS['remind-owner'],
        key: `lead-reminder:${lead.id}:remind-owner:${people.layla}`,
        channel: 'email',
      },
    ]);
    expect(rows[0]!.text).toContain('Name: Ada Lovelace\nCompany: Analytical Engines\nOffice: Dubai\nOwner: Layla\nWaiting: waiting 2 h (business hours)');
    // No more of the lead than its own notification carries: not its address, phone or message.
    expect(rows[0]!.text).not.toContain(lead.email);
    expect(rows[0]!.text).not.toContain(lead.message);
  });

  it('stores one row per step however many scans run, at once or later', async () => {
    const lead = await dubaiLead('layla');
    await Promise.all([scanReminders(REMIND_DUE), scanReminders(REMIND_DUE), scanReminders(REMIND_DUE)]);
    await scanReminders(at('2026-03-04T09:00:00Z'));
    expect((await rowsOf(lead.id)).map((row) => row.key)).toEqual([`lead-reminder:${lead.id}:remind-owner:${people.layla}`]);
  });

  it('sends nothing for a lead answered before its due time, and no escalation once it is answered', async () => {
    const answered = await dubaiLead('layla', { first_response_at: at('2026-03-04T07:00:00Z') });
    await scanReminders(ESCALATE_DUE);
    expect(await rowsOf(answered.id)).toEqual([]);

    const late = await dubaiLead('layla');
    await scanReminders(REMIND_DUE);
    await db().update(contact_leads).set({ first_response_at: at('2026-03-04T09:00:00Z') }).where(eq(contact_leads.id, late.id));
    await scanReminders(ESCALATE_DUE);
    expect((await rowsOf(late.id)).map((row) => row.topic)).toEqual([REMINDER_TOPICS['remind-owner']]);
  });

  it('escalates to the office’s other owners present: not the owner, not whoever is away', async () => {
    const lead = await dubaiLead('layla');
    await scanReminders(at('2026-03-04T09:59:00Z'));
    expect((await rowsOf(lead.id)).map((row) => row.topic)).toEqual([REMINDER_TOPICS['remind-owner']]);

    await scanReminders(ESCALATE_DUE);
    await scanReminders(ESCALATE_DUE);
    const escalations = (await rowsOf(lead.id)).filter((row) => row.topic === REMINDER_TOPICS['escalate-office']);
    expect(escalations).toEqual([
      expect.objectContaining({
        to: address('omar'),
        subject: 'Unanswered lead at Dubai: Ada Lovelace, waiting 4 h (business hours)',
        key: `lead-reminder:${lead.id}:escalate-office:${people.omar}`,
      }),
    ]);
    expect(escalations[0]!.text).toContain('A lead at the Dubai office has not been answered yet; Layla, its owner, was reminded earlier.');
  });

  it('an owner back from being away is not sent an escalation already made', async () => {
    const lead = await dubaiLead('layla');
    await scanReminders(ESCALATE_DUE);
    await db().update(office_owners).set({ away: false }).where(eq(office_owners.staff_id, people.priya));
    try {
      await scanReminders(at('2026-03-04T11:00:00Z'));
      expect((await rowsOf(lead.id)).map((row) => row.to).sort()).toEqual([address('layla'), address('omar')].sort());
    } finally {
      await db().update(office_owners).set({ away: true }).where(eq(office_owners.staff_id, people.priya));
    }
  });

  it('a lead nobody owns (everyone away at arrival) is told to the owners present at the first due time', async () => {
    const lead = await dubaiLead(null);
    await scanReminders(REMIND_DUE);
    const rows = await rowsOf(lead.id);
    expect(rows.map((row) => row.to).sort()).toEqual([address('layla'), address('omar')].sort());
    expect(rows.every((row) => row.topic === REMINDER_TOPICS['escalate-office'])).toBe(true);
    expect(rows[0]!.text).toContain('nobody owns it (everyone was away when it arrived)');
    expect(rows[0]!.text).toContain('Owner: Nobody (everyone was away)');
  });

  it('steps due more than 7 days before the scan are not sent (no flood after an outage)', async () => {
    const lead = await dubaiLead('layla');
    await scanReminders(at('2026-03-12T08:00:01Z'));
    expect(await rowsOf(lead.id)).toEqual([]);
  });

  it('due times from routing: assignLead stores them in business hours, and the scan follows them', async () => {
    // Friday 17:00 in Dubai: one business hour today, the second on Monday (no weekend counted).
    const friday = at('2026-03-06T13:00:00Z');
    const lead = await makeLead(db(), { first_name: 'Grace', last_name: 'Hopper', country: 'AE', created_at: friday });
    const assignment = await db().transaction((tx) => assignLead(tx, lead.id, { country: 'AE', interests: [], form: 'quote' }, friday));
    expect(assignment.office.office.key).toBe('dubai');
    expect([people.layla, people.omar]).toContain(assignment.owner?.id);
    expect(assignment.remindDueAt).toEqual(at('2026-03-09T06:00:00Z'));

    await scanReminders(at('2026-03-08T12:00:00Z'));
    expect(await rowsOf(lead.id)).toEqual([]);
    await scanReminders(at('2026-03-09T06:00:00Z'));
    const [reminder] = await rowsOf(lead.id);
    expect(reminder).toMatchObject({ to: assignment.owner!.id === people.layla ? address('layla') : address('omar'), subject: 'Reminder: Grace Hopper is still waiting 2 h (business hours)' });
  });

  it('the schedule scans at once and stops cleanly', async () => {
    const lead = await makeLead(db(), { first_name: 'Katherine', last_name: 'Johnson', created_at: new Date(Date.now() - 86_400_000) });
    await db().insert(lead_assignments).values({
      lead_id: lead.id,
      office_key: 'dubai',
      owner_staff_id: people.omar,
      explanation: 'Assigned to Dubai / Omar',
      remind_due_at: new Date(Date.now() - 60_000),
    });
    const schedule = startReminderSchedule(3_600_000);
    try {
      await waitFor(async () => (await rowsOf(lead.id)).length === 1, 10_000, 'the reminder of the first scan');
    } finally {
      await schedule.stop();
    }
    expect((await db().select().from(outbox).where(and(eq(outbox.record_id, lead.id), eq(outbox.status, 'pending')))).length).toBe(1);
  });

  it('names a lead without a name by its address, as its own notification does', () => {
    const office = { office: { key: 'dubai', name: 'Dubai', timeZone: 'Asia/Dubai', hours: {}, holidays: [] } } as unknown as Parameters<typeof reminderMail>[2];
    const row = { leadId: '00000000-0000-4000-8000-000000000000', firstName: '', lastName: '', email: 'gate@example.com', company: null, createdAt: ARRIVED } as unknown as Parameters<typeof reminderMail>[1];
    expect(reminderMail('remind-owner', row, office, 'Layla', REMIND_DUE).subject).toBe('Reminder: gate@example.com is still waiting under a minute (business hours)');
  });
});
