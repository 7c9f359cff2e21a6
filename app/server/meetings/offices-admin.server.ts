/**
 * /admin/offices (issue 46, ADR 360), owner role: an office's settings, the staff who take its
 * leads, and the routing rule set. Every change and its audit row (before/after) share one
 * transaction; an office's row is locked while it or its owners change, the lock routing takes
 * for a new lead (lockOffices), so a lead is never routed or timed against half of a change.
 * When what times a lead changes (zone, hours, holidays, targets, who is present), the due times
 * of the office's open assignments (unanswered: contact_leads.first_response_at null) are
 * recomputed with reminderDueTimes in the same transaction.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { practices } from '~/content/site/practices/index';
import { practiceIndex } from '~/content/site/practices/catalog';
import type { Office } from '~/domain/meetings/business-time';
import { nameFromEmail, type OfficeTimingSettings } from '~/domain/meetings/office-form';
import { directoryProblems, routeLead, routingRulesSchema, type RoutableLead, type RoutingDecision, type RoutingRule } from '~/domain/meetings/routing';
import { PROJECT_TYPE_OPTIONS } from '~/domain/quote-form-options';
import { db, type Executor, type Transaction } from '~/server/db/db.server';
import { contact_leads, lead_assignments, office_owners, offices, routing_rule_sets, staff, user } from '~/server/db/schema.server';
import type { Actor } from '~/server/entities/admin-content.server';
import { recordAudit } from '~/server/entities/audit.server';
import { loadOffice, loadOffices, loadOwners, loadRoutingDirectory, officeSettingsOf, type OfficeSettings, type OwnerWithEmail } from './directory.server';
import { reminderDueTimes } from './lead-routing.server';

/** Roles whose members may take leads (ADR 360 §2). */
const LEAD_TAKING_ROLES = ['sales', 'owner'] as const;

// ── Reading ────────────────────────────────────────────────────────────────────────────────────

export interface OfficeSummary {
  settings: OfficeSettings;
  owners: OwnerWithEmail[];
}

/** Every office with its owners, in the back office's order. */
export async function listOfficesWithOwners(): Promise<OfficeSummary[]> {
  const [officeList, owners] = await Promise.all([loadOffices(), loadOwners()]);
  return officeList.map((settings) => ({ settings, owners: owners.filter((owner) => owner.officeKey === settings.office.key) }));
}

export interface OwnerCandidate {
  id: string;
  email: string;
  /** What the display name becomes when left empty: the profile's name, else the address's. */
  suggestedName: string;
}

/** Staff who take leads and are not yet owners at `officeKey`, by address. */
export async function ownerCandidates(officeKey: string, executor: Executor = db()): Promise<OwnerCandidate[]> {
  const rows = await executor
    .select({ id: staff.id, email: staff.email, profileName: user.name })
    .from(staff)
    .leftJoin(user, eq(user.email, staff.email))
    .where(
      and(
        inArray(staff.role, [...LEAD_TAKING_ROLES]),
        sql`not exists (select 1 from ${office_owners} where ${office_owners.office_key} = ${officeKey} and ${office_owners.staff_id} = ${staff.id})`,
      ),
    )
    .orderBy(asc(staff.email));
  return rows.map((row) => ({ id: row.id, email: row.email, suggestedName: suggestedName(row.profileName, row.email) }));
}

function suggestedName(profileName: string | null, email: string): string {
  const name = profileName?.trim() ?? '';
  return name !== '' ? name.slice(0, 80) : nameFromEmail(email);
}

export async function officeWithOwners(key: string): Promise<OfficeSummary | undefined> {
  const settings = await loadOffice(key);
  if (!settings) return undefined;
  const owners = (await loadOwners()).filter((owner) => owner.officeKey === key);
  return { settings, owners };
}

/**
 * What leads name as their interest, offered to the rule editor: the quote form's project types,
 * the practices and their services (content/site/practices), each once.
 */
export function interestSuggestions(): string[] {
  const names = [
    ...PROJECT_TYPE_OPTIONS.filter((option) => option !== 'Other'),
    ...practiceIndex.map((practice) => practice.name),
    ...practices.flatMap((practice) => practice.services.map((service) => service.title)),
  ];
  return [...new Set(names)];
}

// ── An office's settings ────────────────────────────────────────────────────────────────────────

function officeAuditShape(row: typeof offices.$inferSelect) {
  return {
    name: row.name,
    time_zone: row.time_zone,
    hours: row.hours,
    holidays: row.holidays,
    response_target_minutes: row.response_target_minutes,
    escalate_after_minutes: row.escalate_after_minutes,
    minimum_notice_minutes: row.minimum_notice_minutes,
    booking_days_ahead: row.booking_days_ahead,
  };
}

/** The fields whose change moves a lead's due times. */
const TIMING_FIELDS = ['time_zone', 'hours', 'holidays', 'response_target_minutes', 'escalate_after_minutes'] as const;

export type SaveOfficeResult = { ok: true; recomputed: number } | { ok: false; reason: 'not_found' };

/**
 * Saves an office as the form (parseOfficeForm, officeSchema) accepted it: the row, its audit, and
 * when its timing changed, its open leads' due times — all or nothing.
 */
export async function saveOffice(actor: Actor, office: Office, settings: OfficeTimingSettings): Promise<SaveOfficeResult> {
  return db().transaction(async (tx): Promise<SaveOfficeResult> => {
    const [before] = await tx.select().from(offices).where(eq(offices.key, office.key)).for('update');
    if (!before) return { ok: false, reason: 'not_found' };
    const hours = Object.fromEntries(Object.entries(office.hours).map(([day, periods]) => [day, periods.map(({ start, end }) => ({ start, end }))]));
    const [after] = await tx
      .update(offices)
      .set({
        name: office.name,
        time_zone: office.timeZone,
        hours,
        holidays: [...office.holidays],
        response_target_minutes: settings.responseTargetMinutes,
        escalate_after_minutes: settings.escalateAfterMinutes,
        minimum_notice_minutes: settings.minimumNoticeMinutes,
        booking_days_ahead: settings.bookingDaysAhead,
      })
      .where(eq(offices.key, office.key))
      .returning();
    if (!after) return { ok: false, reason: 'not_found' };
    const beforeShape = officeAuditShape(before);
    const afterShape = officeAuditShape(after);
    await recordAudit(tx, { staffEmail: actor.email, entity: 'offices', entityId: office.key, action: 'update', before: beforeShape, after: afterShape });
    const timingChanged = TIMING_FIELDS.some((field) => JSON.stringify(beforeShape[field]) !== JSON.stringify(afterShape[field]));
    const recomputed = timingChanged ? await recomputeOpenAssignments(tx, office.key) : 0;
    return { ok: true, recomputed };
  });
}

/** Assignments updated by one statement. */
const RECOMPUTE_BATCH = 500;

/**
 * The reminder due times of the office's current, unanswered assignments, from their assignment
 * time under the office's settings and owners as they now stand (reminderDueTimes). A step already
 * sent is not sent again: its outbox row's dedupe key is taken. Answers how many were recomputed.
 */

export async function recomputeOpenAssignments(tx: Transaction, officeKey: string): Promise<number> {
  const [row] = await tx.select().from(offices).where(eq(offices.key, officeKey));
  if (!row) return 0;
  const settings = officeSettingsOf(row);
  const owners = await loadOwners(tx);
  const open = await tx
    .select({ id: lead_assignments.id, leadId: lead_assignments.lead_id, ownerId: lead_assignments.owner_staff_id, assignedAt: lead_assignments.assigned_at })
    .from(lead_assignments)
    .innerJoin(contact_leads, eq(contact_leads.id, lead_assignments.lead_id))
    .where(and(eq(lead_assignments.office_key, officeKey), eq(lead_assignments.current, true), isNull(contact_leads.first_response_at)));
  const dueTimes = open.map((assignment) => {
    const due = reminderDueTimes(assignment.leadId, settings, assignment.assignedAt, assignment.ownerId, owners);
    return sql`(${assignment.id}::uuid, ${due.remindDueAt?.toISOString() ?? null}::timestamptz, ${due.escalateDueAt?.toISOString() ?? null}::timestamptz)`;
  });
  // One statement a few hundred rows, not one a row: an office's forgotten leads can be many.
  for (let start = 0; start < dueTimes.length; start += RECOMPUTE_BATCH) {
    await tx.execute(sql`update ${lead_assignments} set remind_due_at = due.remind, escalate_due_at = due.escalate
      from (values ${sql.join(dueTimes.slice(start, start + RECOMPUTE_BATCH), sql`, `)}) as due(id, remind, escalate)
      where ${lead_assignments.id} = due.id`);
  }
  return open.length;
}

// ── Owners ──────────────────────────────────────────────────────────────────────────────────────

export type OwnerChangeResult =
  | { ok: true; name: string }
  | { ok: false; reason: 'office_not_found' | 'not_found' | 'not_lead_taker' | 'already_owner' }
  | { ok: false; reason: 'named_by_rule'; name: string; rules: number[] };

const ownerEntityId = (officeKey: string, staffId: string) => `${officeKey}:${staffId}`;

/** Locks the office's row (as routing does) and answers its owners in order. */
async function lockOfficeOwners(tx: Transaction, officeKey: string) {
  const [office] = await tx.select({ key: offices.key }).from(offices).where(eq(offices.key, officeKey)).for('update');
  if (!office) return null;
  return tx
    .select()
    .from(office_owners)
    .where(eq(office_owners.office_key, officeKey))
    .orderBy(asc(office_owners.position), asc(office_owners.display_name));
}

/** Adds a staff member who takes leads as the office's last owner in turn; an empty name takes their profile's or address's. */
export async function addOwner(actor: Actor, officeKey: string, staffId: string, displayName: string): Promise<OwnerChangeResult> {
  return db().transaction(async (tx): Promise<OwnerChangeResult> => {
    const owners = await lockOfficeOwners(tx, officeKey);
    if (!owners) return { ok: false, reason: 'office_not_found' };
    const [member] = await tx
      .select({ id: staff.id, email: staff.email, role: staff.role, profileName: user.name })
      .from(staff)
      .leftJoin(user, eq(user.email, staff.email))
      .where(eq(staff.id, staffId));
    if (!member || !(LEAD_TAKING_ROLES as readonly string[]).includes(member.role)) return { ok: false, reason: 'not_lead_taker' };
    if (owners.some((owner) => owner.staff_id === staffId)) return { ok: false, reason: 'already_owner' };
    const name = displayName || suggestedName(member.profileName, member.email);
    const position = owners.reduce((highest, owner) => Math.max(highest, owner.position), -1) + 1;
    await tx.insert(office_owners).values({ office_key: officeKey, staff_id: staffId, display_name: name, position, away: false });
    await recordAudit(tx, {
      staffEmail: actor.email,
      entity: 'office_owners',
      entityId: ownerEntityId(officeKey, staffId),
      action: 'create',
      after: { office_key: officeKey, email: member.email, display_name: name, position, away: false },
    });
    await recomputeOpenAssignments(tx, officeKey);
    return { ok: true, name };
  });
}

/** Moves an owner one place up or down the round-robin order (positions renumbered 0…n-1). */
export async function moveOwner(actor: Actor, officeKey: string, staffId: string, direction: 'up' | 'down'): Promise<OwnerChangeResult> {
  return db().transaction(async (tx): Promise<OwnerChangeResult> => {
    const owners = await lockOfficeOwners(tx, officeKey);
    if (!owners) return { ok: false, reason: 'office_not_found' };
    const index = owners.findIndex((owner) => owner.staff_id === staffId);
    const moved = owners[index];
    if (!moved) return { ok: false, reason: 'not_found' };
    const other = direction === 'up' ? index - 1 : index + 1;
    if (other < 0 || other >= owners.length) return { ok: true, name: moved.display_name };
    const order = [...owners];
    [order[index], order[other]] = [order[other]!, order[index]!];
    for (const [position, owner] of order.entries()) {
      if (owner.position !== position) {
        await tx.update(office_owners).set({ position }).where(and(eq(office_owners.office_key, officeKey), eq(office_owners.staff_id, owner.staff_id)));
      }
    }
    await recordAudit(tx, {
      staffEmail: actor.email,
      entity: 'office_owners',
      entityId: ownerEntityId(officeKey, staffId),
      action: 'update',
      before: { position: index },
      after: { position: other },
    });
    return { ok: true, name: moved.display_name };
  });
}

/** Marks an owner away (round-robin and a rule naming them skip them) or back. */
export async function setOwnerAway(actor: Actor, officeKey: string, staffId: string, away: boolean): Promise<OwnerChangeResult> {
  return db().transaction(async (tx): Promise<OwnerChangeResult> => {
    const owners = await lockOfficeOwners(tx, officeKey);
    if (!owners) return { ok: false, reason: 'office_not_found' };
    const owner = owners.find((candidate) => candidate.staff_id === staffId);
    if (!owner) return { ok: false, reason: 'not_found' };
    if (owner.away === away) return { ok: true, name: owner.display_name };
    await tx.update(office_owners).set({ away }).where(and(eq(office_owners.office_key, officeKey), eq(office_owners.staff_id, staffId)));
    await recordAudit(tx, {
      staffEmail: actor.email,
      entity: 'office_owners',
      entityId: ownerEntityId(officeKey, staffId),
      action: 'update',
      before: { away: owner.away },
      after: { away },
    });
    // Who is present decides who is told at escalation.
    await recomputeOpenAssignments(tx, officeKey);
    return { ok: true, name: owner.display_name };
  });
}

/**
 * Removes an owner from the office. Refused while a saved rule names them at this office (the
 * rule would hand its leads on with an unknown name): change the rule first.
 */
export async function removeOwner(actor: Actor, officeKey: string, staffId: string): Promise<OwnerChangeResult> {
  return db().transaction(async (tx): Promise<OwnerChangeResult> => {
    const owners = await lockOfficeOwners(tx, officeKey);
    if (!owners) return { ok: false, reason: 'office_not_found' };
    const owner = owners.find((candidate) => candidate.staff_id === staffId);
    if (!owner) return { ok: false, reason: 'not_found' };
    const [set] = await tx.select({ rules: routing_rule_sets.rules }).from(routing_rule_sets).where(eq(routing_rule_sets.id, 1)).for('update');
    const naming = (set?.rules ?? []).flatMap((rule, index) => (rule.officeKey === officeKey && rule.assign.kind === 'owner' && rule.assign.ownerId === staffId ? [index + 1] : []));
    if (naming.length > 0) return { ok: false, reason: 'named_by_rule', name: owner.display_name, rules: naming };
    await tx.delete(office_owners).where(and(eq(office_owners.office_key, officeKey), eq(office_owners.staff_id, staffId)));
    await recordAudit(tx, {
      staffEmail: actor.email,
      entity: 'office_owners',
      entityId: ownerEntityId(officeKey, staffId),
      action: 'delete',
      before: { office_key: officeKey, display_name: owner.display_name, position: owner.position, away: owner.away },
    });
    await recomputeOpenAssignments(tx, officeKey);
    return { ok: true, name: owner.display_name };
  });
}

// ── The routing rule set ────────────────────────────────────────────────────────────────────────

export interface StoredRuleSet {
  rules: RoutingRule[];
  version: number;
  updatedBy: string | null;
}

export async function loadStoredRuleSet(): Promise<StoredRuleSet> {
  const [row] = await db().select().from(routing_rule_sets).where(eq(routing_rule_sets.id, 1)).limit(1);
  if (!row) throw new Error('no routing rule set is stored (migration 0014 seeds one)');
  const parsed = routingRulesSchema.safeParse(row.rules);
  if (!parsed.success) throw new Error('the stored routing rules fail their schema');
  return { rules: parsed.data, version: row.version, updatedBy: row.updated_by };
}

export type SaveRulesResult =
  | { ok: true; version: number; changed: boolean }
  | { ok: false; reason: 'stale'; currentVersion: number }
  | { ok: false; reason: 'invalid'; messages: string[] };

/**
 * Saves the rule set whole (version + 1, who saved it, audited before/after) when it passes
 * routingRulesSchema and directoryProblems against the offices and owners as they stand, and
 * nobody saved another since `expectedVersion` (the editor's copy would overwrite theirs).
 */
export async function saveRuleSet(actor: Actor, rules: RoutingRule[], expectedVersion: number): Promise<SaveRulesResult> {
  const checked = routingRulesSchema.safeParse(rules);
  if (!checked.success) return { ok: false, reason: 'invalid', messages: [...new Set(checked.error.issues.map((issue) => issue.message))] };
  return db().transaction(async (tx): Promise<SaveRulesResult> => {
    const [current] = await tx.select().from(routing_rule_sets).where(eq(routing_rule_sets.id, 1)).for('update');
    if (!current) throw new Error('no routing rule set is stored (migration 0014 seeds one)');
    if (current.version !== expectedVersion) return { ok: false, reason: 'stale', currentVersion: current.version };
    const { directory } = await loadRoutingDirectory(tx);
    const problems = directoryProblems(checked.data, directory);
    if (problems.length > 0) return { ok: false, reason: 'invalid', messages: problems };
    // jsonb's own equality: the stored keys come back in jsonb's order, not the order saved.
    const [same] = await tx
      .select({ equal: sql<boolean>`${routing_rule_sets.rules} = ${JSON.stringify(checked.data)}::jsonb` })
      .from(routing_rule_sets)
      .where(eq(routing_rule_sets.id, 1));
    if (same?.equal) return { ok: true, version: current.version, changed: false };
    const version = current.version + 1;
    await tx.update(routing_rule_sets).set({ rules: checked.data, version, updated_by: actor.email }).where(eq(routing_rule_sets.id, 1));
    await recordAudit(tx, {
      staffEmail: actor.email,
      entity: 'routing_rule_sets',
      entityId: '1',
      action: 'update',
      before: { rules: current.rules, version: current.version },
      after: { rules: checked.data, version },
    });
    return { ok: true, version, changed: true };
  });
}

export type SampleRouting = { ok: true; decision: RoutingDecision } | { ok: false; messages: string[] };

/**
 * What routing would answer for `lead` under `rules` (edited, perhaps unsaved) with the offices,
 * owners and turn cursors as stored now. Reads only: no assignment, no cursor moved.
 */
export async function routeSampleLead(rules: RoutingRule[], lead: RoutableLead): Promise<SampleRouting> {
  const { offices: officeList, directory } = await loadRoutingDirectory();
  const problems = directoryProblems(rules, directory);
  if (problems.length > 0) return { ok: false, messages: problems };
  const cursors = Object.fromEntries(officeList.map((settings) => [settings.office.key, settings.roundRobinCursor]));
  return { ok: true, decision: routeLead(lead, rules, directory, cursors) };
}
