/**
 * A new lead's office and owner (ADR 360 §3): the rules in order (domain/meetings/routing.ts), the
 * office's round-robin turn, the explanation, and the reminder due times in the office's business
 * time (§4) — written in the caller's transaction, with the lead. The offices' rows are locked for
 * that transaction, so two leads arriving together never take the same turn.
 */
import { and, eq } from 'drizzle-orm';
import { reminderPlan } from '~/domain/meetings/response-time';
import { routeLead, type RoutableLead, type RoutingDecision } from '~/domain/meetings/routing';
import type { Executor } from '~/server/db/db.server';
import { lead_assignments, offices } from '~/server/db/schema.server';
import { loadRoutingDirectory, lockOffices, type OfficeSettings, type OwnerWithEmail } from './directory.server';

export interface LeadAssignment {
  decision: RoutingDecision;
  office: OfficeSettings;
  /** The owner with their address (null: everyone at the office is away). */
  owner: OwnerWithEmail | null;
  /** The office's owners who are not away, the owner included: who is told when nobody owns it. */
  officeOwners: OwnerWithEmail[];
  remindDueAt: Date | null;
  escalateDueAt: Date | null;
}

/**
 * When an assignment's reminder steps fall due (reminderPlan in the office's business time): every
 * assignment stores them — a routed lead's, a reassigned one's, and an office's open leads again
 * when its hours change.
 */
export function reminderDueTimes(
  leadId: string,
  office: OfficeSettings,
  assignedAt: Date,
  ownerId: string | null,
  owners: readonly OwnerWithEmail[],
): { remindDueAt: Date | null; escalateDueAt: Date | null } {
  const plan = reminderPlan({
    leadId,
    office: office.office,
    assignedAt,
    ownerId,
    officeOwners: owners,
    responseTargetMinutes: office.responseTargetMinutes,
    escalateAfterMinutes: office.escalateAfterMinutes,
  });
  return {
    remindDueAt: plan.find((step) => step.kind === 'remind-owner')?.dueAt ?? null,
    escalateDueAt: plan.find((step) => step.kind === 'escalate-office')?.dueAt ?? null,
  };
}

/**
 * Routes the lead `leadId` (already inserted in `tx`) and stores its current assignment. Call
 * inside the transaction that writes the lead, so the lead is never stored without an owner.
 */
export async function assignLead(tx: Executor, leadId: string, lead: RoutableLead, now = new Date()): Promise<LeadAssignment> {
  await lockOffices(tx);
  const { offices: officeList, owners, ruleSet, directory } = await loadRoutingDirectory(tx);
  const cursors = Object.fromEntries(officeList.map((settings) => [settings.office.key, settings.roundRobinCursor]));
  const decision = routeLead(lead, ruleSet.rules, directory, cursors);
  const office = officeList.find((settings) => settings.office.key === decision.office.key);
  if (!office) throw new Error(`routing chose an office that is not stored: ${decision.office.key}`);
  const owner = decision.owner ? (owners.find((candidate) => candidate.id === decision.owner?.id && candidate.officeKey === office.office.key) ?? null) : null;

  const { remindDueAt, escalateDueAt } = reminderDueTimes(leadId, office, now, owner?.id ?? null, owners);

  await tx.update(lead_assignments).set({ current: false }).where(and(eq(lead_assignments.lead_id, leadId), eq(lead_assignments.current, true)));
  await tx.insert(lead_assignments).values({
    lead_id: leadId,
    office_key: office.office.key,
    owner_staff_id: owner?.id ?? null,
    rule_number: decision.ruleNumber,
    explanation: decision.explanation,
    rules_version: ruleSet.version,
    assigned_at: now,
    current: true,
    remind_due_at: remindDueAt,
    escalate_due_at: escalateDueAt,
  });
  if (decision.nextRoundRobinCursor) {
    await tx.update(offices).set({ round_robin_cursor: decision.nextRoundRobinCursor.cursor }).where(eq(offices.key, decision.nextRoundRobinCursor.officeKey));
  }
  const officeOwners = owners.filter((candidate) => candidate.officeKey === office.office.key && !candidate.away);
  return { decision, office, owner, officeOwners, remindDueAt, escalateDueAt };
}

/**
 * Who is told of a lead's assignment — a new lead's or a hand-over's: its owner; with nobody
 * owning it, the office's owners who are not away; with none of those either, the sales address
 * (undefined: queueNotification's default).
 */
export function whoIsTold(owner: OwnerWithEmail | null, officeOwnersPresent: readonly OwnerWithEmail[]): (string | undefined)[] {
  if (owner) return [owner.email];
  return officeOwnersPresent.length > 0 ? officeOwnersPresent.map((candidate) => candidate.email) : [undefined];
}
