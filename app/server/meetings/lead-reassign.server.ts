/**
 * Staff hand a lead to another office or owner (ADR 360 §3, "every assignment is explained").
 * The lead's current assignment is replaced in one transaction with the offices locked (as a new
 * lead's routing locks them): the old row stays as history (current = false), the new one says
 * who made it (their staff id) and is explained on the lead ("Reassigned to Dubai / Omar"), its reminder due times
 * start again from now in the new office's business time while the lead is unanswered, the change
 * is audited, and the new owner — or, with nobody named, the office's owners present — is told by
 * e-mail through the outbox. The office's round-robin turn is not moved: a hand-over is not a turn.
 */
import { and, eq } from 'drizzle-orm';
import { reassignCopy } from '~/content/admin/meetings';
import { reminderMailCopy as mailCopy } from '~/content/admin/reminders';
import { db } from '~/server/db/db.server';
import { contact_leads, lead_assignments, staff } from '~/server/db/schema.server';
import { recordAudit } from '~/server/entities/audit.server';
import { composeNotification } from '~/server/platform/notifications.server';
import { kickOutbox, queueNotification } from '~/server/platform/outbox.server';
import { loadRoutingDirectory, lockOffices, type OfficeSettings, type OwnerWithEmail } from './directory.server';
import { reminderDueTimes, whoIsTold } from './lead-routing.server';
import { adminLeadUrl } from './reminders.server';

export const REASSIGNED_TOPIC = 'lead.reassigned';

/** One option of the Reassign Lead select: "dubai" (nobody named) or "dubai:{staff id}". */
export interface ReassignChoice {
  value: string;
  label: string;
}

/** Where a lead goes: an office, and one of its owners or nobody (the office's owners present are told). */
export interface ReassignTarget {
  officeKey: string;
  ownerStaffId: string | null;
}

export type ReassignOutcome =
  | { ok: true; explanation: string }
  | { ok: false; reason: 'lead-not-found' | 'office-not-found' | 'not-an-owner' | 'owner-away' | 'unchanged' };

/** The choice a select offers: "dubai" (the office, nobody named) or "dubai:{staff id}". */
export function parseReassignTarget(value: string | null): ReassignTarget | null {
  const match = /^([a-z0-9-]{1,40})(?::([0-9a-f-]{36}))?$/.exec(value ?? '');
  return match ? { officeKey: match[1]!, ownerStaffId: match[2] ?? null } : null;
}

export async function reassignLead(actor: { email: string }, leadId: string, target: ReassignTarget, now = new Date()): Promise<ReassignOutcome> {
  const outcome = await db().transaction(async (tx): Promise<ReassignOutcome> => {
    const [lead] = await tx
      .select({ id: contact_leads.id, firstName: contact_leads.first_name, lastName: contact_leads.last_name, email: contact_leads.email, company: contact_leads.company_name, answeredAt: contact_leads.first_response_at })
      .from(contact_leads)
      .where(eq(contact_leads.id, leadId))
      .for('update');
    if (!lead) return { ok: false, reason: 'lead-not-found' };
    await lockOffices(tx);
    const { offices, owners } = await loadRoutingDirectory(tx);
    const office = offices.find((settings) => settings.office.key === target.officeKey);
    if (!office) return { ok: false, reason: 'office-not-found' };
    let owner: OwnerWithEmail | null = null;
    if (target.ownerStaffId) {
      owner = owners.find((candidate) => candidate.officeKey === office.office.key && candidate.id === target.ownerStaffId) ?? null;
      if (!owner) return { ok: false, reason: 'not-an-owner' };
      if (owner.away) return { ok: false, reason: 'owner-away' };
    }
    const [before] = await tx
      .select({ officeKey: lead_assignments.office_key, ownerStaffId: lead_assignments.owner_staff_id })
      .from(lead_assignments)
      .where(and(eq(lead_assignments.lead_id, lead.id), eq(lead_assignments.current, true)));
    if (before && before.officeKey === office.office.key && before.ownerStaffId === (owner?.id ?? null)) return { ok: false, reason: 'unchanged' };

    const due = lead.answeredAt ? { remindDueAt: null, escalateDueAt: null } : reminderDueTimes(lead.id, office, now, owner?.id ?? null, owners);
    const explanation = reassignCopy.explanation(office.office.name, owner?.name ?? null);
    // Who reassigned, by staff id (the audit row names the address; erasing it reaches the audit, and an id is no address).
    const [actorRow] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.email, actor.email));
    await tx.update(lead_assignments).set({ current: false }).where(and(eq(lead_assignments.lead_id, lead.id), eq(lead_assignments.current, true)));
    await tx.insert(lead_assignments).values({
      lead_id: lead.id,
      office_key: office.office.key,
      owner_staff_id: owner?.id ?? null,
      rule_number: null,
      explanation,
      rules_version: null,
      assigned_at: now,
      assigned_by: actorRow?.id ?? null,
      current: true,
      remind_due_at: due.remindDueAt,
      escalate_due_at: due.escalateDueAt,
    });
    await recordAudit(tx, {
      staffEmail: actor.email,
      entity: 'contact_leads',
      entityId: lead.id,
      action: 'reassign',
      before: before ? { office: before.officeKey, owner: before.ownerStaffId } : null,
      after: { office: office.office.key, owner: owner?.id ?? null },
    });

    const name = `${lead.firstName} ${lead.lastName}`.trim() || mailCopy.someone;
    const message = composeNotification(
      reassignCopy.subject(name),
      owner ? reassignCopy.headingOwner(office.office.name) : reassignCopy.headingOffice(office.office.name),
      [
        { title: mailCopy.leadSection, rows: [[mailCopy.name, name], [mailCopy.company, lead.company], [mailCopy.office, office.office.name], [mailCopy.owner, owner?.name ?? reassignCopy.noOwner]] },
        { title: mailCopy.openSection, body: adminLeadUrl(lead.id) },
      ],
      mailCopy.closing,
    );
    // The rule a new lead's notification follows (whoIsTold); whoever took the lead themselves needs no e-mail.
    const present = owners.filter((candidate) => candidate.officeKey === office.office.key && !candidate.away);
    for (const to of whoIsTold(owner, present).filter((address) => address !== actor.email)) {
      await queueNotification(REASSIGNED_TOPIC, message, { executor: tx, to, channels: ['email'], recordId: lead.id });
    }
    return { ok: true, explanation };
  });
  if (outcome.ok) kickOutbox();
  return outcome;
}

/** The reassign select's choices: each office with nobody named, then its owners present, in the office's order. */
export function reassignTargets(officeList: readonly OfficeSettings[], owners: readonly OwnerWithEmail[]): ReassignChoice[] {
  return officeList.flatMap((settings) => [
    { value: settings.office.key, label: reassignCopy.nobody(settings.office.name) },
    ...owners
      .filter((owner) => owner.officeKey === settings.office.key && !owner.away)
      .map((owner) => ({ value: `${settings.office.key}:${owner.id}`, label: reassignCopy.ownerOption(settings.office.name, owner.name) })),
  ]);
}
