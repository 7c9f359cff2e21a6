/**
 * Response-time reminders (issue 46, ADR 360 §4): when an unanswered lead reminds its owner and
 * then the office's other owners, in the office's business time. Pure: the server stores each
 * step's due time with the assignment and, once due, writes the step as an outbox row under its
 * dedupe key, which the database keeps unique — so two instances scanning at once send it once.
 */
import { addBusinessMinutes, businessDurationParts, businessMsBetween, type Office } from './business-time';
import type { LeadOwner } from './routing';

/** The example target: answer within 2 business hours. A setting per office. */
export const DEFAULT_RESPONSE_TARGET_MINUTES = 120;
/** After the owner's reminder, this much more business time before the other owners are told. */
export const DEFAULT_ESCALATE_AFTER_MINUTES = 120;

export type ReminderKind = 'remind-owner' | 'escalate-office';

export interface ReminderStep {
  kind: ReminderKind;
  dueAt: Date;
  /** Staff ids to notify. */
  recipientIds: string[];
  /** The outbox row's unique key: the same lead and step never make a second row. */
  dedupeKey: string;
}

export interface ReminderPlanInput {
  leadId: string;
  office: Office;
  assignedAt: Date;
  /** null when every owner was away at assignment: the office is told at the first due time. */
  ownerId: string | null;
  /** Everyone who takes the office's leads. */
  officeOwners: readonly LeadOwner[];
  responseTargetMinutes?: number;
  escalateAfterMinutes?: number;
}

export function reminderDedupeKey(leadId: string, kind: ReminderKind): string {
  return `lead-reminder:${leadId}:${kind}`;
}

/**
 * The reminder steps of a lead, in order: its owner at the target, the office's other owners
 * present (not away) after the escalation time. A step with nobody to tell is left out; so is
 * every step when the office has no working time (no hours configured).
 */
export function reminderPlan(input: ReminderPlanInput): ReminderStep[] {
  const others = input.officeOwners.filter((owner) => owner.officeKey === input.office.key && !owner.away && owner.id !== input.ownerId).map((owner) => owner.id);
  const firstDue = addBusinessMinutes(input.office, input.assignedAt, input.responseTargetMinutes ?? DEFAULT_RESPONSE_TARGET_MINUTES);
  if (!firstDue) return [];
  if (input.ownerId === null) {
    return others.length > 0 ? [{ kind: 'escalate-office', dueAt: firstDue, recipientIds: others, dedupeKey: reminderDedupeKey(input.leadId, 'escalate-office') }] : [];
  }
  const steps: ReminderStep[] = [{ kind: 'remind-owner', dueAt: firstDue, recipientIds: [input.ownerId], dedupeKey: reminderDedupeKey(input.leadId, 'remind-owner') }];
  const escalateDue = addBusinessMinutes(input.office, firstDue, input.escalateAfterMinutes ?? DEFAULT_ESCALATE_AFTER_MINUTES);
  if (escalateDue && others.length > 0) steps.push({ kind: 'escalate-office', dueAt: escalateDue, recipientIds: others, dedupeKey: reminderDedupeKey(input.leadId, 'escalate-office') });
  return steps;
}

/** The steps to send now: due by `now`, and none once the lead has been answered. */
export function dueReminders(plan: readonly ReminderStep[], now: Date, answeredAt: Date | null): ReminderStep[] {
  if (answeredAt) return [];
  return plan.filter((step) => step.dueAt <= now);
}

/** Waits are counted up to this many business hours; longer ones read "waiting 100+ h". */
export const MAX_WAIT_COUNTED_HOURS = 100;

/**
 * How long a lead has waited in the office's business time (the leads list's "waiting 3 h"),
 * counted up to MAX_WAIT_COUNTED_HOURS (`more` beyond it), so a page of old unanswered leads costs
 * a few weeks of days each, not years.
 */
export function businessWait(office: Office, since: Date, until: Date): { hours: number; minutes: number; more: boolean } {
  const limit = MAX_WAIT_COUNTED_HOURS * 3_600_000;
  const waited = businessMsBetween(office, since, until, limit);
  return { ...businessDurationParts(waited), more: waited >= limit };
}
