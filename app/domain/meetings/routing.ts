/**
 * Lead routing (issue 46, ADR 360): rules evaluated in order assign a lead an office and an owner,
 * and say why ("Assigned to Dubai / Layla: rule 2, country = AE"). Pure: the server loads the
 * rules, offices, owners and round-robin cursors, calls routeLead inside the lead's transaction
 * and stores the answer and the office's next cursor with it.
 */
import { z } from 'zod';
import { assignmentExplanation, budgetRangeLabel, conditionLabels, namedOwnerAwayNote, routingMessages, unownedExplanation } from '~/content/admin/meetings';
import type { BUDGET_OPTIONS } from '../quote-form-options';

/** The public forms that write leads (contact_leads.form); 'booking': the Book a Call page without an earlier form. */
export const LEAD_FORM_KINDS = ['quote', 'contact', 'lead_modal', 'download_gate', 'booking'] as const;
export type LeadFormKind = (typeof LEAD_FORM_KINDS)[number];

/** Bounds that keep a rule set a screenful, not a store: the table is edited by hand. */
export const MAX_RULES = 50;
const MAX_VALUES_PER_CONDITION = 50;
const MAX_INTEREST_LENGTH = 120;
const MAX_KEY_LENGTH = 64;

const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, routingMessages.countryInvalid);

const budgetRange = z
  .object({
    minUsd: z.number().int().nonnegative().optional(),
    maxUsd: z.number().int().nonnegative().optional(),
  })
  .strict()
  .refine((range) => range.minUsd !== undefined || range.maxUsd !== undefined, routingMessages.budgetEmpty)
  .refine((range) => range.minUsd === undefined || range.maxUsd === undefined || range.minUsd <= range.maxUsd, routingMessages.budgetOrder);

/** What a rule asks of a lead; every condition given must hold. None at all: the fallback. */
export const ruleConditionsSchema = z.strictObject(
  {
    /** ISO 3166-1 alpha-2 codes; a region is written as its countries (AE, SA, QA, …). */
    countries: z.array(countryCode).min(1, routingMessages.countryInvalid).max(MAX_VALUES_PER_CONDITION).optional(),
    /** Practices or services of interest, compared without regard to case. */
    interests: z
      .array(z.string().trim().min(1, routingMessages.interestEmpty).max(MAX_INTEREST_LENGTH))
      .min(1, routingMessages.interestEmpty)
      .max(MAX_VALUES_PER_CONDITION)
      .optional(),
    budget: budgetRange.optional(),
    forms: z
      .array(z.enum(LEAD_FORM_KINDS, { message: routingMessages.formInvalid }))
      .min(1, routingMessages.formInvalid)
      .optional(),
  },
  { error: routingMessages.unknownCondition },
);
export type RuleConditions = z.infer<typeof ruleConditionsSchema>;

const ownerAssignment = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('owner'), ownerId: z.string().trim().min(1, routingMessages.ownerRequired).max(MAX_KEY_LENGTH) }),
    z.object({ kind: z.literal('round-robin') }),
  ],
  { message: routingMessages.ownerRequired },
);

export const routingRuleSchema = z.object({
  conditions: ruleConditionsSchema,
  officeKey: z.string().trim().min(1, routingMessages.officeRequired).max(MAX_KEY_LENGTH),
  assign: ownerAssignment,
});
export type RoutingRule = z.infer<typeof routingRuleSchema>;

export function isFallback(rule: { conditions: RuleConditions }): boolean {
  const { countries, interests, budget, forms } = rule.conditions;
  return countries === undefined && interests === undefined && budget === undefined && forms === undefined;
}

/**
 * The rule set as saved: in order, at least one, the last the fallback (no conditions, so every
 * lead is assigned), and no other rule without conditions (the ones after it would never run).
 */
export const routingRulesSchema = z
  .array(routingRuleSchema)
  .min(1, routingMessages.noRules)
  .max(MAX_RULES, routingMessages.tooManyRules)
  .superRefine((rules, context) => {
    rules.forEach((rule, index) => {
      const last = index === rules.length - 1;
      if (last && !isFallback(rule)) context.addIssue({ code: 'custom', path: [index, 'conditions'], message: routingMessages.fallbackLast });
      if (!last && isFallback(rule)) context.addIssue({ code: 'custom', path: [index, 'conditions'], message: routingMessages.fallbackOnlyLast(index + 1) });
    });
  });

export interface OfficeRef {
  key: string;
  name: string;
}

/** A member of staff who takes an office's leads (the sales role). */
export interface LeadOwner {
  id: string;
  name: string;
  officeKey: string;
  /** On leave or out: skipped by round-robin and by a rule naming them. */
  away: boolean;
}

export interface RoutingDirectory {
  offices: readonly OfficeRef[];
  /** In round-robin order (the order the office page lists them). */
  owners: readonly LeadOwner[];
}

/** The messages of a saved rule set that names an office or owner that does not exist (empty: fine). */
export function directoryProblems(rules: readonly RoutingRule[], directory: RoutingDirectory): string[] {
  const problems: string[] = [];
  rules.forEach((rule, index) => {
    if (!directory.offices.some((office) => office.key === rule.officeKey)) problems.push(routingMessages.unknownOffice(index + 1, rule.officeKey));
    else if (rule.assign.kind === 'owner') {
      const ownerId = rule.assign.ownerId;
      if (!directory.owners.some((owner) => owner.id === ownerId && owner.officeKey === rule.officeKey)) problems.push(routingMessages.unknownOwner(index + 1, ownerId));
    }
  });
  return problems;
}

/** The lead as routing sees it. */
export interface RoutableLead {
  /** ISO alpha-2, from the form's select (defaulted from Accept-Language), or none. */
  country?: string | null | undefined;
  /** The practices or services the lead named (the quote form's project type, a page's service). */
  interests: readonly string[];
  /** One of BUDGET_OPTIONS, or none. */
  budget?: string | null | undefined;
  form: string;
}

/** The dollars a budget option stands for: [lowUsd, highUsd], highUsd null for "Over $1M"; null when none is said. */
export function budgetRangeUsd(option: string | null | undefined): { lowUsd: number; highUsd: number | null } | null {
  const ranges: Record<(typeof BUDGET_OPTIONS)[number], { lowUsd: number; highUsd: number | null } | null> = {
    'Under $50K': { lowUsd: 0, highUsd: 50_000 },
    '$50K - $100K': { lowUsd: 50_000, highUsd: 100_000 },
    '$100K - $250K': { lowUsd: 100_000, highUsd: 250_000 },
    '$250K - $500K': { lowUsd: 250_000, highUsd: 500_000 },
    '$500K - $1M': { lowUsd: 500_000, highUsd: 1_000_000 },
    'Over $1M': { lowUsd: 1_000_000, highUsd: null },
    'Prefer not to specify': null,
  };
  // Own keys only: 'toString' is in every object, and no budget.
  return option !== null && option !== undefined && Object.hasOwn(ranges, option) ? (ranges[option as keyof typeof ranges] ?? null) : null;
}

const sameText = (a: string, b: string) => a.trim().toLocaleLowerCase('en-US') === b.trim().toLocaleLowerCase('en-US');

/** The labels of the conditions a lead meets ("country = AE"), or null when one fails. */
function matchedConditions(conditions: RuleConditions, lead: RoutableLead): string[] | null {
  const labels: string[] = [];
  if (conditions.countries) {
    const country = lead.country?.trim().toUpperCase();
    if (!country || !conditions.countries.includes(country)) return null;
    labels.push(conditionLabels.country([country]));
  }
  if (conditions.interests) {
    const wanted = conditions.interests;
    const matched = lead.interests.filter((interest) => wanted.some((rule) => sameText(rule, interest)));
    if (matched.length === 0) return null;
    labels.push(conditionLabels.interest(matched));
  }
  if (conditions.budget) {
    // The lead's whole range must lie inside the rule's: "$100K - $250K" is not "at least $200K".
    const range = budgetRangeUsd(lead.budget);
    const { minUsd, maxUsd } = conditions.budget;
    if (!range) return null;
    if (minUsd !== undefined && range.lowUsd < minUsd) return null;
    if (maxUsd !== undefined && (range.highUsd === null || range.highUsd > maxUsd)) return null;
    labels.push(conditionLabels.budget(budgetRangeLabel(conditions.budget)));
  }
  if (conditions.forms) {
    if (!conditions.forms.some((form) => form === lead.form)) return null;
    labels.push(conditionLabels.form([lead.form]));
  }
  return labels.length > 0 ? labels : [conditionLabels.fallback];
}

export interface RoutingDecision {
  office: OfficeRef;
  /** null when every owner of the office is away (the lead waits for the office to pick it up). */
  owner: LeadOwner | null;
  /** 1-based, as the rules page numbers them. */
  ruleNumber: number;
  explanation: string;
  /** Set when round-robin chose: the office's cursor to store with the lead, in the same transaction. */
  nextRoundRobinCursor: { officeKey: string; cursor: number } | null;
}

/**
 * The next owner of an office in turn: starting at `cursor` (mod the office's owner count) in the
 * directory's order, the first one not away. The cursor moves past the one chosen, so an owner
 * back from leave takes their turn again where the order reaches them.
 */
export function nextInTurn(officeKey: string, owners: readonly LeadOwner[], cursor: number): { owner: LeadOwner; nextCursor: number } | null {
  const atOffice = owners.filter((owner) => owner.officeKey === officeKey);
  const count = atOffice.length;
  if (count === 0) return null;
  const start = ((Math.trunc(cursor) % count) + count) % count;
  for (let step = 0; step < count; step += 1) {
    const index = (start + step) % count;
    const owner = atOffice[index];
    if (owner && !owner.away) return { owner, nextCursor: (index + 1) % count };
  }
  return null;
}

/**
 * The first rule the lead meets decides its office and owner. `rules` must have passed
 * routingRulesSchema (so the last is the fallback and something always matches) and
 * directoryProblems (so its office exists); `roundRobinCursors` holds each office's stored cursor
 * (absent: 0). Throws only when given rules that skipped those checks.
 */
export function routeLead(
  lead: RoutableLead,
  rules: readonly RoutingRule[],
  directory: RoutingDirectory,
  roundRobinCursors: Readonly<Record<string, number>>,
): RoutingDecision {
  for (const [index, rule] of rules.entries()) {
    const labels = matchedConditions(rule.conditions, lead);
    if (!labels) continue;
    const ruleNumber = index + 1;
    const office = directory.offices.find((candidate) => candidate.key === rule.officeKey);
    if (!office) throw new Error(routingMessages.unknownOffice(ruleNumber, rule.officeKey));

    let note: string[] = [];
    if (rule.assign.kind === 'owner') {
      const ownerId = rule.assign.ownerId;
      const named = directory.owners.find((owner) => owner.id === ownerId && owner.officeKey === office.key);
      if (named && !named.away) {
        return { office, owner: named, ruleNumber, explanation: assignmentExplanation(office.name, named.name, ruleNumber, labels), nextRoundRobinCursor: null };
      }
      // A named owner who is away would leave the lead unanswered: the office's turn order takes it.
      note = [namedOwnerAwayNote(named?.name ?? ownerId)];
    }
    const turn = nextInTurn(office.key, directory.owners, roundRobinCursors[office.key] ?? 0);
    if (!turn) return { office, owner: null, ruleNumber, explanation: unownedExplanation(office.name, ruleNumber, [...labels, ...note]), nextRoundRobinCursor: null };
    return {
      office,
      owner: turn.owner,
      ruleNumber,
      explanation: assignmentExplanation(office.name, turn.owner.name, ruleNumber, [...labels, ...note]),
      nextRoundRobinCursor: { officeKey: office.key, cursor: turn.nextCursor },
    };
  }
  throw new Error(routingMessages.fallbackLast);
}
