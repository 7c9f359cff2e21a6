/**
 * Response-time reminders, exactly once across instances (issue 46, ADR 360 §4).
 *
 * Every instance scans once a minute (startReminderSchedule, started with the outbox worker). The
 * scan reads the current assignments of unanswered leads (contact_leads.first_response_at null)
 * whose stored due time has passed and whose step has not been queued yet, and queues each due
 * step's e-mails in the outbox under their dedupe key with `on conflict (dedupe_key) do nothing`:
 * two instances scanning at once store one row per key, and the outbox worker (`for update skip
 * locked`) sends it once. The due times were computed in the office's business time when the lead
 * was assigned (lead-routing.server.ts); the recipients are reminderPlan's, read at the scan:
 * - 'remind-owner': the lead's owner, one row keyed reminderDedupeKey(lead, 'remind-owner');
 * - 'escalate-office': the office's other owners present (not away), one row each — the mailer
 *   sends to one plain address per message — keyed reminderDedupeKey(lead, 'escalate-office');
 * each key followed by ':' and the recipient's staff id.
 * A step counts as queued once any row of its topic exists for the lead since its current
 * assignment was made (outbox.record_id is the lead, indexed), so an owner who comes back from
 * being away later is not sent old escalations, and a lead reassigned by staff reminds its new
 * owner (and, at its escalation time, the new office's others) once more — never anyone twice for
 * one lead and step, which the recipient in the key ensures.
 * record_id = the lead: erasing or purging the lead removes its reminders with it.
 */
import { and, eq, gt, isNotNull, isNull, lte, not, or, sql } from 'drizzle-orm';
import { waitingLabel } from '~/content/admin/meetings';
import { reminderMailCopy as copy } from '~/content/admin/reminders';
import { dueReminders, reminderDedupeKey, reminderPlan, businessWait, type ReminderKind, type ReminderStep } from '~/domain/meetings/response-time';
import { db } from '~/server/db/db.server';
import { contact_leads, lead_assignments, outbox, staff } from '~/server/db/schema.server';
import { env } from '~/server/platform/env.server';
import { startIntervalJob, type IntervalJob } from '~/server/platform/interval-job.server';
import { log } from '~/server/platform/log.server';
import { composeNotification, type Notification } from '~/server/platform/notifications.server';
import { kickOutbox, queueNotification } from '~/server/platform/outbox.server';
import { loadOffices, loadOwners, type OfficeSettings, type OwnerWithEmail } from './directory.server';

/** How often each instance scans. */
export const REMINDER_SCAN_INTERVAL_MS = 60_000;
/**
 * A step whose due time passed longer ago than this is not sent any more: an instance that was
 * down for a week, or an office owner added later, does not flood anyone with stale reminders
 * (the leads list still shows how long the lead has waited).
 */
export const REMINDER_LOOKBACK_DAYS = 7;
/** Leads read per scan; more wait for the next minute. */
const SCAN_BATCH = 200;

/** The outbox topic of each step: what "already queued" is checked by. */
export const REMINDER_TOPICS: Record<ReminderKind, string> = {
  'remind-owner': 'lead.reminder.remind-owner',
  'escalate-office': 'lead.reminder.escalate-office',
};

/** The dedupe key of one step's row to one recipient (see the module comment). */
export function reminderRowKey(leadId: string, kind: ReminderKind, recipientId: string): string {
  return `${reminderDedupeKey(leadId, kind)}:${recipientId}`;
}

/** A row of the step queued for the lead's current assignment (a reassigned lead's new owner is reminded afresh). */
const queuedStep = (kind: ReminderKind) =>
  sql<boolean>`exists (select 1 from ${outbox} where ${outbox.record_id} = ${contact_leads.id} and ${outbox.topic} = ${REMINDER_TOPICS[kind]} and ${outbox.created_at} >= ${lead_assignments.assigned_at})`;

/** The current assignments of unanswered leads with a step due by `now` and not queued yet. */
async function dueAssignments(now: Date) {
  const since = new Date(now.getTime() - REMINDER_LOOKBACK_DAYS * 86_400_000);
  const reminded = queuedStep('remind-owner');
  const escalated = queuedStep('escalate-office');
  return db()
    .select({
      leadId: contact_leads.id,
      firstName: contact_leads.first_name,
      lastName: contact_leads.last_name,
      email: contact_leads.email,
      company: contact_leads.company_name,
      createdAt: contact_leads.created_at,
      answeredAt: contact_leads.first_response_at,
      officeKey: lead_assignments.office_key,
      ownerId: lead_assignments.owner_staff_id,
      ownerEmail: staff.email,
      assignedAt: lead_assignments.assigned_at,
      remindDueAt: lead_assignments.remind_due_at,
      escalateDueAt: lead_assignments.escalate_due_at,
      reminded,
      escalated,
    })
    .from(lead_assignments)
    .innerJoin(contact_leads, eq(contact_leads.id, lead_assignments.lead_id))
    .leftJoin(staff, eq(staff.id, lead_assignments.owner_staff_id))
    .where(
      and(
        eq(lead_assignments.current, true),
        isNull(contact_leads.first_response_at),
        or(
          and(lte(lead_assignments.remind_due_at, now), gt(lead_assignments.remind_due_at, since), isNotNull(lead_assignments.owner_staff_id), not(reminded)),
          and(lte(lead_assignments.escalate_due_at, now), gt(lead_assignments.escalate_due_at, since), not(escalated)),
        ),
      ),
    )
    .orderBy(sql`least(${lead_assignments.remind_due_at}, ${lead_assignments.escalate_due_at})`, contact_leads.id)
    .limit(SCAN_BATCH);
}

type DueAssignment = Awaited<ReturnType<typeof dueAssignments>>[number];

/** The lead as its reminder names it: no more than the lead's own notification carries. */
function leadName(row: DueAssignment): string {
  return `${row.firstName} ${row.lastName}`.trim() || row.email || copy.someone;
}

/** A lead's page in the back office, absolute, for staff e-mails about it. */
export function adminLeadUrl(leadId: string): string {
  return new URL(`/admin/leads?lead=${encodeURIComponent(leadId)}`, env().PUBLIC_URL).toString();
}

export function reminderMail(kind: ReminderKind, row: DueAssignment, office: OfficeSettings, ownerName: string | null, now: Date): Notification {
  const name = leadName(row);
  const waiting = waitingLabel(businessWait(office.office, row.createdAt, now));
  const link = adminLeadUrl(row.leadId);
  const officeName = office.office.name;
  const subject = kind === 'remind-owner' ? copy.ownerSubject(name, waiting) : copy.escalationSubject(officeName, name, waiting);
  const heading = kind === 'remind-owner' ? copy.ownerHeading : copy.escalationHeading(officeName, ownerName);
  return composeNotification(
    subject,
    heading,
    [
      {
        title: copy.leadSection,
        rows: [
          [copy.name, name],
          [copy.company, row.company],
          [copy.office, officeName],
          [copy.owner, ownerName ?? copy.noOwner],
          [copy.waiting, waiting],
        ],
      },
      { title: copy.openSection, body: link },
    ],
    copy.closing,
  );
}

export interface ReminderScanReport {
  /** Leads with a step due and not yet queued when the scan read them. */
  leads: number;
  /** Outbox rows this scan stored (another instance's rows are not counted). */
  queued: number;
}

/**
 * One scan at `now`: queues every due step of every unanswered lead (up to SCAN_BATCH leads).
 * Safe to run on any number of instances at once; wakes this process's outbox worker when it
 * stored something.
 */
export async function scanReminders(now: Date = new Date()): Promise<ReminderScanReport> {
  const rows = await dueAssignments(now);
  if (rows.length === 0) return { leads: 0, queued: 0 };
  const [offices, owners] = await Promise.all([loadOffices(), loadOwners()]);
  const officeByKey = new Map(offices.map((settings) => [settings.office.key, settings]));
  const ownerById = new Map<string, OwnerWithEmail>(owners.map((owner) => [`${owner.officeKey}:${owner.id}`, owner]));
  let queued = 0;
  for (const row of rows) {
    const office = officeByKey.get(row.officeKey);
    if (!office) continue;
    for (const step of dueSteps(row, office, owners, now)) {
      const owner = row.ownerId ? ownerById.get(`${row.officeKey}:${row.ownerId}`) : undefined;
      const ownerName = row.ownerId ? (owner?.name ?? row.ownerEmail) : null;
      const message = reminderMail(step.kind, row, office, ownerName, now);
      for (const recipientId of step.recipientIds) {
        const to = recipientId === row.ownerId ? row.ownerEmail : ownerById.get(`${row.officeKey}:${recipientId}`)?.email;
        if (!to) continue;
        queued += await queueNotification(REMINDER_TOPICS[step.kind], message, {
          to,
          channels: ['email'],
          recordId: row.leadId,
          dedupeKey: reminderRowKey(row.leadId, step.kind, recipientId),
        });
      }
    }
  }
  if (queued > 0) kickOutbox();
  return { leads: rows.length, queued };
}

/**
 * The lead's steps due by `now` and not queued yet: reminderPlan's recipients as the office stands
 * now (who is away), at the due times stored with the assignment; dueReminders drops them all once
 * the lead has been answered.
 */
function dueSteps(row: DueAssignment, office: OfficeSettings, owners: readonly OwnerWithEmail[], now: Date): ReminderStep[] {
  const stored: Record<ReminderKind, Date | null> = { 'remind-owner': row.remindDueAt, 'escalate-office': row.escalateDueAt };
  const queuedAlready: Record<ReminderKind, boolean> = { 'remind-owner': row.reminded, 'escalate-office': row.escalated };
  const plan = reminderPlan({
    leadId: row.leadId,
    office: office.office,
    assignedAt: row.assignedAt,
    ownerId: row.ownerId,
    officeOwners: owners,
    responseTargetMinutes: office.responseTargetMinutes,
    escalateAfterMinutes: office.escalateAfterMinutes,
  }).flatMap((step) => {
    const dueAt = stored[step.kind];
    return dueAt && !queuedAlready[step.kind] ? [{ ...step, dueAt }] : [];
  });
  return dueReminders(plan, now, row.answeredAt);
}

// ── The schedule ──────────────────────────────────────────────────────────────────────────────

export type ReminderSchedule = IntervalJob;

/**
 * Scans now and every `intervalMs` (startIntervalJob: a scan still running is not doubled, a
 * failure is logged and retried next time). Lead data never reaches the log: counts only.
 */
export function startReminderSchedule(intervalMs = REMINDER_SCAN_INTERVAL_MS): ReminderSchedule {
  return startIntervalJob(
    'lead reminder scan',
    async () => {
      const report = await scanReminders();
      if (report.queued > 0) log.info({ leads: report.leads, queued: report.queued }, 'lead reminders queued');
    },
    intervalMs,
  );
}
