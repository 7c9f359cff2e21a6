/**
 * The offices, the staff who take their leads and the routing rules, read from the database into
 * the domain's shapes (domain/meetings): what routing, reminders, slots and the back office use.
 * One query each; the three offices and tens of owners are small enough to read whole.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Office } from '~/domain/meetings/business-time';
import { parseOffice } from '~/domain/meetings/office';
import type { LeadOwner, RoutingDirectory, RoutingRule } from '~/domain/meetings/routing';
import { routingRulesSchema } from '~/domain/meetings/routing';
import { db, type Executor } from '~/server/db/db.server';
import { office_owners, offices, routing_rule_sets, staff } from '~/server/db/schema.server';

export type OfficeRow = typeof offices.$inferSelect;

/** An office with the settings its rows carry beyond the domain's Office. */
export interface OfficeSettings {
  office: Office;
  responseTargetMinutes: number;
  escalateAfterMinutes: number;
  minimumNoticeMinutes: number;
  bookingDaysAhead: number;
  roundRobinCursor: number;
}

/** A stored office as the domain reads it. Stored rows passed officeSchema when saved; a row that no longer does (edited by hand) throws. */
export function officeSettingsOf(row: OfficeRow): OfficeSettings {
  const parsed = parseOffice({ key: row.key, name: row.name, timeZone: row.time_zone, hours: row.hours, holidays: row.holidays });
  if (!parsed.ok) throw new Error(`office ${row.key} is stored in a form its schema refuses: ${parsed.messages.join(' ')}`);
  return {
    office: parsed.office,
    responseTargetMinutes: row.response_target_minutes,
    escalateAfterMinutes: row.escalate_after_minutes,
    minimumNoticeMinutes: row.minimum_notice_minutes,
    bookingDaysAhead: row.booking_days_ahead,
    roundRobinCursor: row.round_robin_cursor,
  };
}

/** Every office in the order the back office lists them. */
export async function loadOffices(executor: Executor = db()): Promise<OfficeSettings[]> {
  const rows = await executor.select().from(offices).orderBy(asc(offices.position), asc(offices.key));
  return rows.map(officeSettingsOf);
}

export async function loadOffice(key: string, executor: Executor = db()): Promise<OfficeSettings | undefined> {
  const [row] = await executor.select().from(offices).where(eq(offices.key, key)).limit(1);
  return row ? officeSettingsOf(row) : undefined;
}

/** A lead owner with the address notifications go to. */
export interface OwnerWithEmail extends LeadOwner {
  email: string;
}

/** Every office's owners, each office's in round-robin order. */
export async function loadOwners(executor: Executor = db()): Promise<OwnerWithEmail[]> {
  const rows = await executor
    .select({ id: office_owners.staff_id, name: office_owners.display_name, officeKey: office_owners.office_key, away: office_owners.away, email: staff.email })
    .from(office_owners)
    .innerJoin(staff, eq(staff.id, office_owners.staff_id))
    .orderBy(asc(office_owners.office_key), asc(office_owners.position), asc(office_owners.display_name));
  return rows;
}

export interface RuleSet {
  rules: RoutingRule[];
  version: number;
}

/** The current rule set. Saved sets passed routingRulesSchema; the migration seeds one, so there always is one. */
export async function loadRuleSet(executor: Executor = db()): Promise<RuleSet> {
  const [row] = await executor.select({ rules: routing_rule_sets.rules, version: routing_rule_sets.version }).from(routing_rule_sets).where(eq(routing_rule_sets.id, 1)).limit(1);
  if (!row) throw new Error('no routing rule set is stored (migration 0014 seeds one)');
  const parsed = routingRulesSchema.safeParse(row.rules);
  if (!parsed.success) throw new Error(`the stored routing rules fail their schema: ${parsed.error.issues.map((issue) => issue.message).join(' ')}`);
  return { rules: parsed.data, version: row.version };
}

/**
 * Offices, owners and rules together, as routing needs them. One after another: the executor is
 * usually a transaction, one connection, where queries at once only queue (and node-postgres
 * deprecates issuing them so: "client.query() when the client is already executing a query").
 */
export async function loadRoutingDirectory(executor: Executor = db()): Promise<{ offices: OfficeSettings[]; owners: OwnerWithEmail[]; ruleSet: RuleSet; directory: RoutingDirectory }> {
  const officeList = await loadOffices(executor);
  const owners = await loadOwners(executor);
  const ruleSet = await loadRuleSet(executor);
  return { offices: officeList, owners, ruleSet, directory: { offices: officeList.map(({ office }) => ({ key: office.key, name: office.name })), owners } };
}

/** Locks the offices' rows (their round-robin cursors) for the rest of the transaction: two leads never take one turn. */
export async function lockOffices(tx: Executor): Promise<void> {
  await tx.execute(sql`select ${offices.key} from ${offices} order by ${offices.key} for update`);
}
