/**
 * Demo lead owners and routing rules (issue 46): the migration seeds the three offices and rules
 * that route by country round-robin, but no one to route to (owners are staff rows, which only
 * exist once someone adds them). A fresh `npm start` gets two sales staff per office, so new
 * leads go to named people, and a first rule that sends the Gulf's security enquiries to Dubai's
 * security lead by name — the example: a lead from AE interested in Cloud Security is
 * "Assigned to Dubai / Layla: rule 1, country = AE, interest = Cloud Security & Zero Trust
 * Architecture". Their addresses are on the reserved .example domain: no one can receive their
 * sign-in codes, so they cannot sign in; an owner replaces them at /admin/offices.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RoutingRule } from '~/domain/meetings/routing';
import { routingRulesSchema } from '~/domain/meetings/routing';
import type { Executor } from '~/server/db/db.server';
import { office_owners, routing_rule_sets, staff } from '~/server/db/schema.server';

const GULF = ['AE', 'SA', 'QA', 'KW', 'BH', 'OM'];

/** Two owners per office, in round-robin order. */
export const seedLeadOwners = [
  { email: 'layla.haddad@corvane.example', name: 'Layla', officeKey: 'dubai' },
  { email: 'omar.khalil@corvane.example', name: 'Omar', officeKey: 'dubai' },
  { email: 'priya.raman@corvane.example', name: 'Priya', officeKey: 'hyderabad' },
  { email: 'arjun.mehta@corvane.example', name: 'Arjun', officeKey: 'hyderabad' },
  { email: 'jordan.ellis@corvane.example', name: 'Jordan', officeKey: 'dallas' },
  { email: 'maria.lopez@corvane.example', name: 'Maria', officeKey: 'dallas' },
] as const;

/** The Dubai owner the first rule names. */
export const SECURITY_LEAD_EMAIL = seedLeadOwners[0].email;

/** The interests of the first rule: the security service and the quote form's security project type. */
export const GULF_SECURITY_INTERESTS = ['Cloud Security & Zero Trust Architecture', 'Security Services & Infrastructure'];

function demoRules(securityLeadId: string): RoutingRule[] {
  return [
    { conditions: { countries: GULF, interests: GULF_SECURITY_INTERESTS }, officeKey: 'dubai', assign: { kind: 'owner', ownerId: securityLeadId } },
    { conditions: { countries: GULF }, officeKey: 'dubai', assign: { kind: 'round-robin' } },
    { conditions: { countries: ['IN'] }, officeKey: 'hyderabad', assign: { kind: 'round-robin' } },
    { conditions: {}, officeKey: 'dallas', assign: { kind: 'round-robin' } },
  ];
}

const MIGRATION_AUTHOR = 'migration 0014';
const SEED_AUTHOR = 'demo seed';

/**
 * Adds the demo sales staff (kept if they exist), makes them their offices' owners, and replaces
 * the migration's rule set with the demo one — only while it is still the migration's, so a rule
 * set an owner saved is never overwritten by a reseed.
 */
export async function seedLeadRouting(tx: Executor): Promise<void> {
  const emails = seedLeadOwners.map((owner) => owner.email);
  await tx
    .insert(staff)
    .values(seedLeadOwners.map((owner) => ({ email: owner.email, role: 'sales', added_by: SEED_AUTHOR })))
    .onConflictDoNothing({ target: staff.email });
  const rows = await tx.select({ id: staff.id, email: staff.email }).from(staff).where(inArray(staff.email, emails));
  const idOf = new Map(rows.map((row) => [row.email, row.id]));
  await tx
    .insert(office_owners)
    .values(
      seedLeadOwners.map((owner, index) => ({ office_key: owner.officeKey, staff_id: idOf.get(owner.email)!, display_name: owner.name, position: index })),
    )
    .onConflictDoNothing();
  const rules = routingRulesSchema.parse(demoRules(idOf.get(SECURITY_LEAD_EMAIL)!));
  await tx
    .update(routing_rule_sets)
    .set({ rules, version: sql`${routing_rule_sets.version} + 1`, updated_by: SEED_AUTHOR, updated_at: new Date() })
    .where(and(eq(routing_rule_sets.id, 1), eq(routing_rule_sets.updated_by, MIGRATION_AUTHOR)));
}
