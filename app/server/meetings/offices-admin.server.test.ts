/**
 * Saving an office's hours, holidays or targets moves the due times of its open leads in the same
 * transaction (ADR 360 §4): a lead still unanswered gets reminderPlan's times under the new
 * settings; an answered lead and another office's lead keep theirs; a change that does not time
 * leads (the name) recomputes nothing. The rule set is saved whole, versioned and audited, and a
 * save over a newer version is refused.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseOfficeForm, officeFormValues } from '~/domain/meetings/office-form';
import { reminderPlan } from '~/domain/meetings/response-time';
import type { RoutingRule } from '~/domain/meetings/routing';
import { audit_log, lead_assignments, office_owners, routing_rule_sets, staff } from '~/server/db/schema.server';
import { addStaff } from '~/server/entities/staff.server';
import { loadOffice, loadOwners } from '~/server/meetings/directory.server';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { makeLead } from '../../../tests/support/inbox-factories';
import { loadStoredRuleSet, saveOffice, saveRuleSet } from './offices-admin.server';

const actor = { email: 'owner@corvane.example' };
/** Tuesday 1 December 2026, 09:00 in Dubai. */
const ASSIGNED_AT = new Date('2026-12-01T05:00:00Z');
const OLD_DUE = new Date('2026-12-01T07:00:00Z');

describe.each(testDatabaseKinds())('offices-admin.server (%s)', (kind) => {
  const db = useTestDatabase(kind);

  async function owner(email: string, officeKey: string, position: number) {
    await addStaff(email, 'test', db());
    const [row] = await db().update(staff).set({ role: 'sales' }).where(eq(staff.email, email)).returning({ id: staff.id });
    await db().insert(office_owners).values({ office_key: officeKey, staff_id: row!.id, display_name: email.split('@')[0]!, position });
    return row!.id;
  }
  async function assignedLead(officeKey: string, ownerId: string, answered: boolean) {
    const lead = await makeLead(db(), answered ? { first_response_at: new Date('2026-12-01T05:30:00Z') } : {});
    const [row] = await db()
      .insert(lead_assignments)
      .values({ lead_id: lead.id, office_key: officeKey, owner_staff_id: ownerId, rule_number: 1, explanation: 'test', rules_version: 1, assigned_at: ASSIGNED_AT, remind_due_at: OLD_DUE, escalate_due_at: null })
      .returning();
    return row!;
  }
  const dueOf = async (id: string) => {
    const [row] = await db().select({ remind: lead_assignments.remind_due_at, escalate: lead_assignments.escalate_due_at }).from(lead_assignments).where(eq(lead_assignments.id, id));
    return row;
  };

  it('recomputes the due times of the office’s unanswered leads when its holidays change, and only theirs', async () => {
    const layla = await owner(`layla-${kind}@corvane.example`, 'dubai', 0);
    await owner(`omar-${kind}@corvane.example`, 'dubai', 1);
    const ravi = await owner(`ravi-${kind}@corvane.example`, 'hyderabad', 0);
    const open = await assignedLead('dubai', layla, false);
    const answered = await assignedLead('dubai', layla, true);
    const elsewhere = await assignedLead('hyderabad', ravi, false);

    const stored = (await loadOffice('dubai'))!;
    const renamed = parseOfficeForm('dubai', { ...officeFormValues(stored.office, stored), name: 'Dubai (DIFC)' });
    if (!renamed.ok) throw new Error('the stored office should parse');
    expect(await saveOffice(actor, renamed.office, renamed.settings)).toEqual({ ok: true, recomputed: 0 });
    expect(await dueOf(open.id)).toEqual({ remind: OLD_DUE, escalate: null });

    // 1 December becomes a holiday: two business hours from its 09:00 end on 2 December at 11:00 Dubai time.
    const withHoliday = parseOfficeForm('dubai', { ...officeFormValues(renamed.office, renamed.settings), holidays: '2026-12-01' });
    if (!withHoliday.ok) throw new Error('the form should parse');
    expect(await saveOffice(actor, withHoliday.office, withHoliday.settings)).toEqual({ ok: true, recomputed: 1 });
    expect(await dueOf(open.id)).toEqual({ remind: new Date('2026-12-02T07:00:00Z'), escalate: new Date('2026-12-02T09:00:00Z') });
    const plan = reminderPlan({ leadId: open.lead_id, office: withHoliday.office, assignedAt: ASSIGNED_AT, ownerId: layla, officeOwners: await loadOwners(), responseTargetMinutes: 120, escalateAfterMinutes: 120 });
    expect(plan.map((step) => step.dueAt)).toEqual([new Date('2026-12-02T07:00:00Z'), new Date('2026-12-02T09:00:00Z')]);
    expect(await dueOf(answered.id)).toEqual({ remind: OLD_DUE, escalate: null });
    expect(await dueOf(elsewhere.id)).toEqual({ remind: OLD_DUE, escalate: null });

    const audits = await db().select().from(audit_log).where(eq(audit_log.entity_id, 'dubai'));
    expect(audits.map((row) => Object.keys(row.changes as object))).toEqual([['name'], ['holidays']]);
  });

  it('saves the rule set whole: version + 1, who saved it, audited; refuses a save over a newer version and unknown owners', async () => {
    const before = await loadStoredRuleSet();
    const rules: RoutingRule[] = [{ conditions: { countries: ['AE'], interests: ['Cloud Security'] }, officeKey: 'dubai', assign: { kind: 'round-robin' } }, ...before.rules];
    expect(await saveRuleSet(actor, rules, before.version)).toEqual({ ok: true, version: before.version + 1, changed: true });
    const [row] = await db().select().from(routing_rule_sets);
    expect(row).toMatchObject({ rules, version: before.version + 1, updated_by: actor.email });
    const [audit] = await db().select().from(audit_log).where(eq(audit_log.entity, 'routing_rule_sets'));
    expect(audit).toMatchObject({ entity_id: '1', action: 'update', staff_email: actor.email });
    expect(audit!.changes).toEqual({ rules: { before: before.rules, after: rules }, version: { before: before.version, after: before.version + 1 } });

    expect(await saveRuleSet(actor, before.rules, before.version)).toEqual({ ok: false, reason: 'stale', currentVersion: before.version + 1 });
    const ghost: RoutingRule[] = [{ conditions: { countries: ['AE'] }, officeKey: 'dubai', assign: { kind: 'owner', ownerId: '00000000-0000-4000-8000-000000000000' } }, ...before.rules];
    expect(await saveRuleSet(actor, ghost, before.version + 1)).toEqual({ ok: false, reason: 'invalid', messages: ['Rule 1: owner “00000000-0000-4000-8000-000000000000” does not take leads at that office.'] });
    expect(await saveRuleSet(actor, rules, before.version + 1)).toEqual({ ok: true, version: before.version + 1, changed: false });
    expect((await loadStoredRuleSet()).version).toBe(before.version + 1);
  });
});
