/** Response-time reminders (issue 46): due in the office's business time, once per step, none when answered. */
import { describe, expect, it, vi } from 'vitest';
import { waitingLabel } from '~/content/admin/meetings';
import type { Office } from './business-time';
import { businessWait, dueReminders, reminderPlan } from './response-time';
import type { LeadOwner } from './routing';

const nine = [{ start: '09:00', end: '17:00' }];
const dubai: Office = { key: 'dubai', name: 'Dubai', timeZone: 'Asia/Dubai', hours: { 1: nine, 2: nine, 3: nine, 4: nine, 5: nine }, holidays: ['2026-12-02'] };
const owners: LeadOwner[] = [
  { id: 'u-layla', name: 'Layla', officeKey: 'dubai', away: false },
  { id: 'u-omar', name: 'Omar', officeKey: 'dubai', away: false },
  { id: 'u-noor', name: 'Noor', officeKey: 'dubai', away: true },
  { id: 'u-maria', name: 'Maria', officeKey: 'dallas', away: false },
];

describe('reminderPlan', () => {
  it('reminds the owner at 2 business hours and then tells the office’s other owners present', () => {
    // Friday 16:00 Dubai: one hour on Friday, one on Monday → Monday 10:00; two more → 12:00.
    const plan = reminderPlan({ leadId: 'L1', office: dubai, assignedAt: new Date('2026-12-04T12:00:00Z'), ownerId: 'u-layla', officeOwners: owners });
    expect(plan).toEqual([
      { kind: 'remind-owner', dueAt: new Date('2026-12-07T06:00:00Z'), recipientIds: ['u-layla'], dedupeKey: 'lead-reminder:L1:remind-owner' },
      { kind: 'escalate-office', dueAt: new Date('2026-12-07T08:00:00Z'), recipientIds: ['u-omar'], dedupeKey: 'lead-reminder:L1:escalate-office' },
    ]);
  });

  it('skips a holiday, and uses the office’s own targets', () => {
    // Tuesday 16:30 before the 2 December holiday, 60-minute target: 30 min Tuesday, 30 min Thursday.
    const plan = reminderPlan({ leadId: 'L2', office: dubai, assignedAt: new Date('2026-12-01T12:30:00Z'), ownerId: 'u-omar', officeOwners: owners, responseTargetMinutes: 60, escalateAfterMinutes: 30 });
    expect(plan.map((step) => step.dueAt.toISOString())).toEqual(['2026-12-03T05:30:00.000Z', '2026-12-03T06:00:00.000Z']);
    expect(plan[1]?.recipientIds).toEqual(['u-layla']);
  });

  it('tells the office at the first due time when the lead has no owner, and nobody when all are away', () => {
    const unowned = reminderPlan({ leadId: 'L3', office: dubai, assignedAt: new Date('2026-12-07T05:00:00Z'), ownerId: null, officeOwners: owners });
    expect(unowned).toEqual([{ kind: 'escalate-office', dueAt: new Date('2026-12-07T07:00:00Z'), recipientIds: ['u-layla', 'u-omar'], dedupeKey: 'lead-reminder:L3:escalate-office' }]);
    const allAway = owners.map((owner) => ({ ...owner, away: true }));
    expect(reminderPlan({ leadId: 'L4', office: dubai, assignedAt: new Date('2026-12-07T05:00:00Z'), ownerId: null, officeOwners: allAway })).toEqual([]);
    expect(reminderPlan({ leadId: 'L5', office: dubai, assignedAt: new Date('2026-12-07T05:00:00Z'), ownerId: 'u-layla', officeOwners: allAway })).toHaveLength(1);
    expect(reminderPlan({ leadId: 'L6', office: { ...dubai, hours: {} }, assignedAt: new Date('2026-12-07T05:00:00Z'), ownerId: 'u-layla', officeOwners: owners })).toEqual([]);
  });
});

describe('dueReminders', () => {
  const plan = reminderPlan({ leadId: 'L1', office: dubai, assignedAt: new Date('2026-12-07T05:00:00Z'), ownerId: 'u-layla', officeOwners: owners });

  it('gives the steps whose time has come, with the clock moved', () => {
    expect(dueReminders(plan, new Date('2026-12-07T06:59:00Z'), null)).toEqual([]);
    expect(dueReminders(plan, new Date('2026-12-07T07:00:00Z'), null).map((step) => step.kind)).toEqual(['remind-owner']);
    expect(dueReminders(plan, new Date('2026-12-08T00:00:00Z'), null).map((step) => step.kind)).toEqual(['remind-owner', 'escalate-office']);
  });

  it('gives none for a lead answered, in time or late', () => {
    expect(dueReminders(plan, new Date('2026-12-08T00:00:00Z'), new Date('2026-12-07T06:00:00Z'))).toEqual([]);
    expect(dueReminders(plan, new Date('2026-12-08T00:00:00Z'), new Date('2026-12-07T07:30:00Z'))).toEqual([]);
  });
});

describe('businessWait', () => {
  it('labels a wait over a weekend in business hours', () => {
    // Friday 14:00 to Monday 10:00 Dubai: three hours on Friday, one on Monday.
    expect(waitingLabel(businessWait(dubai, new Date('2026-12-04T10:00:00Z'), new Date('2026-12-07T06:00:00Z')))).toBe('waiting 4 h (business hours)');
  });

  it('stops counting at 100 business hours, quickly, for a lead forgotten for years', () => {
    const lookups = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const wait = businessWait(dubai, new Date('2023-12-01T00:00:00Z'), new Date('2026-12-01T00:00:00Z'));
    // 100 hours are 13 working days, about 18 calendar days: tens of look-ups, not thousands.
    expect(lookups.mock.calls.length).toBeLessThan(60);
    lookups.mockRestore();
    expect(wait).toEqual({ hours: 100, minutes: 0, more: true });
    expect(waitingLabel(wait)).toBe('waiting 100+ h (business hours)');
  });
});
