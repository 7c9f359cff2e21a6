/**
 * The routing rules editor's form (issue 46): every rule a fieldset of text fields, submitted
 * together, so the list can be edited, reordered and tested without JavaScript — each button (add,
 * remove, move, test, save) posts the whole list with its own `intent`. Here: the drafts read from
 * the form, the edits the buttons make, and the drafts turned into rules checked by
 * routingRulesSchema, with each message placed on its rule's field. Pure: no server imports.
 */
import { rulesCopy } from '~/content/admin/offices';
import { BUDGET_OPTIONS } from '~/domain/quote-form-options';
import { normaliseCountry } from './region';
import { LEAD_FORM_KINDS, MAX_RULES, routingRulesSchema, type RoutableLead, type RoutingRule } from './routing';

export const ROUND_ROBIN = 'round-robin';

/** A rule as its fieldset holds it: text as typed. */
export interface RuleDraft {
  countries: string;
  interests: string;
  budgetMin: string;
  budgetMax: string;
  forms: string[];
  officeKey: string;
  /** ROUND_ROBIN or an owner's staff id. */
  owner: string;
}

/** The fields of one rule, for names, ids and error keys. */
export const RULE_FIELDS = ['countries', 'interests', 'budgetMin', 'budgetMax', 'forms', 'officeKey', 'owner'] as const;
export type RuleField = (typeof RULE_FIELDS)[number] | 'conditions';

export const ruleFieldName = (index: number, field: string) => `rule-${index}-${field}`;
export const ruleFormName = (index: number, form: string) => `rule-${index}-form-${form}`;

/** Text limits per field: the schema's limits (50 values, 120 characters) with room for separators. */
const MAX_FIELD_TEXT = 7_000;

export function draftOf(rule: RoutingRule): RuleDraft {
  const { countries, interests, budget, forms } = rule.conditions;
  return {
    countries: (countries ?? []).join(', '),
    interests: (interests ?? []).join('\n'),
    budgetMin: budget?.minUsd === undefined ? '' : String(budget.minUsd),
    budgetMax: budget?.maxUsd === undefined ? '' : String(budget.maxUsd),
    forms: [...(forms ?? [])],
    officeKey: rule.officeKey,
    owner: rule.assign.kind === 'owner' ? rule.assign.ownerId : ROUND_ROBIN,
  };
}

export function blankDraft(): RuleDraft {
  return { countries: '', interests: '', budgetMin: '', budgetMax: '', forms: [], officeKey: '', owner: ROUND_ROBIN };
}

/** The drafts a submitted form holds (`rule-count` of them, at most one over MAX_RULES). */
export function draftsFromForm(form: FormData): RuleDraft[] {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, MAX_FIELD_TEXT) : '';
  };
  const count = Math.min(Math.max(Number.parseInt(text('rule-count'), 10) || 0, 0), MAX_RULES + 1);
  return Array.from({ length: count }, (_, index) => ({
    countries: text(ruleFieldName(index, 'countries')),
    interests: text(ruleFieldName(index, 'interests')),
    budgetMin: text(ruleFieldName(index, 'budgetMin')),
    budgetMax: text(ruleFieldName(index, 'budgetMax')),
    forms: LEAD_FORM_KINDS.filter((kind) => form.get(ruleFormName(index, kind)) !== null),
    officeKey: text(ruleFieldName(index, 'officeKey')),
    owner: text(ruleFieldName(index, 'owner')) || ROUND_ROBIN,
  }));
}

/** What the editor's list buttons do: 'add' (before the fallback), 'remove:2', 'up:2', 'down:2' (0-based). */
export type RuleEdit = { kind: 'add' } | { kind: 'remove' | 'up' | 'down'; index: number };

export function parseRuleEdit(intent: string): RuleEdit | null {
  if (intent === 'add') return { kind: 'add' };
  const match = /^(remove|up|down):(\d{1,3})$/.exec(intent);
  if (!match?.[1] || !match[2]) return null;
  return { kind: match[1] as 'remove' | 'up' | 'down', index: Number(match[2]) };
}

/** The drafts after one edit; an edit that does not apply (moving the first up) leaves them as they are. */
export function applyRuleEdit(drafts: readonly RuleDraft[], edit: RuleEdit): RuleDraft[] {
  const next = [...drafts];
  if (edit.kind === 'add') {
    if (next.length >= MAX_RULES) return next;
    next.splice(Math.max(next.length - 1, 0), 0, blankDraft());
    return next;
  }
  const { index } = edit;
  if (index < 0 || index >= next.length) return next;
  if (edit.kind === 'remove') {
    next.splice(index, 1);
    return next;
  }
  const other = edit.kind === 'up' ? index - 1 : index + 1;
  if (other < 0 || other >= next.length) return next;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

/** Each rule's field errors (by index), and messages about the list as a whole. */
export interface RuleErrors {
  list: string[];
  rules: Record<number, Partial<Record<RuleField, string>>>;
}

export function hasRuleErrors(errors: RuleErrors): boolean {
  return errors.list.length > 0 || Object.keys(errors.rules).length > 0;
}

/** Whole dollars, '$200,000' read as 200000; '' → undefined; null when not a number. */
function parseUsd(text: string): number | undefined | null {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (cleaned === '') return undefined;
  return /^\d{1,12}$/.test(cleaned) ? Number(cleaned) : null;
}

const splitCountries = (text: string) => text.split(/[\s,;]+/).filter(Boolean);
const splitInterests = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The field a routingRulesSchema issue belongs to. */
function fieldOfIssue(path: readonly PropertyKey[]): RuleField {
  const [, area, condition] = path;
  if (area === 'officeKey') return 'officeKey';
  if (area === 'assign') return 'owner';
  if (area === 'conditions' && condition === 'countries') return 'countries';
  if (area === 'conditions' && condition === 'interests') return 'interests';
  if (area === 'conditions' && condition === 'forms') return 'forms';
  if (area === 'conditions' && condition === 'budget') return 'budgetMin';
  return 'conditions';
}

/** The drafts as rules, checked by routingRulesSchema (the authority); errors placed on their fields. */
export function rulesFromDrafts(drafts: readonly RuleDraft[]): { ok: true; rules: RoutingRule[] } | { ok: false; errors: RuleErrors } {
  const errors: RuleErrors = { list: [], rules: {} };
  const fail = (index: number, field: RuleField, message: string) => {
    errors.rules[index] ??= {};
    errors.rules[index][field] ??= message;
  };
  if (drafts.length > MAX_RULES) errors.list.push(rulesCopy.tooManyRules);
  const candidates = drafts.map((draft, index) => {
    const countries = splitCountries(draft.countries);
    const interests = splitInterests(draft.interests);
    const minUsd = parseUsd(draft.budgetMin);
    const maxUsd = parseUsd(draft.budgetMax);
    if (minUsd === null) fail(index, 'budgetMin', rulesCopy.budgetNumber);
    if (maxUsd === null) fail(index, 'budgetMax', rulesCopy.budgetNumber);
    const budget: { minUsd?: number; maxUsd?: number } = {};
    if (typeof minUsd === 'number') budget.minUsd = minUsd;
    if (typeof maxUsd === 'number') budget.maxUsd = maxUsd;
    // A budget typed but unreadable is still a condition: the rule is not taken for a fallback.
    if ((minUsd === null || maxUsd === null) && Object.keys(budget).length === 0) budget.minUsd = 0;
    return {
      conditions: {
        ...(countries.length > 0 ? { countries } : {}),
        ...(interests.length > 0 ? { interests } : {}),
        ...(Object.keys(budget).length > 0 ? { budget } : {}),
        ...(draft.forms.length > 0 ? { forms: draft.forms } : {}),
      },
      officeKey: draft.officeKey,
      assign: draft.owner === ROUND_ROBIN ? { kind: 'round-robin' } : { kind: 'owner', ownerId: draft.owner },
    };
  });
  const checked = routingRulesSchema.safeParse(candidates);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const index = issue.path[0];
      if (typeof index === 'number') fail(index, fieldOfIssue(issue.path), issue.message);
      else if (!errors.list.includes(issue.message)) errors.list.push(issue.message);
    }
  }
  if (hasRuleErrors(errors) || !checked.success) return { ok: false, errors };
  return { ok: true, rules: checked.data };
}

/** Whether a draft gives no condition (the fallback's shape), for its heading. */
export function isFallbackDraft(draft: RuleDraft): boolean {
  return [draft.countries, draft.interests, draft.budgetMin, draft.budgetMax].every((text) => text.trim() === '') && draft.forms.length === 0;
}

/** The sample lead's fields as typed. */
export interface SampleValues {
  country: string;
  interest: string;
  budget: string;
  form: string;
}

export const emptySample: SampleValues = { country: '', interest: '', budget: '', form: 'quote' };

export function sampleFromForm(form: FormData): SampleValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, 200) : '';
  };
  return { country: text('sample-country'), interest: text('sample-interest'), budget: text('sample-budget'), form: text('sample-form') || 'quote' };
}

/** The sample as routing reads a lead; errors keyed by the sample's field. */
export function parseSample(values: SampleValues): { ok: true; lead: RoutableLead } | { ok: false; errors: Partial<Record<keyof SampleValues, string>> } {
  const errors: Partial<Record<keyof SampleValues, string>> = {};
  const countryText = values.country.trim();
  const country = countryText === '' ? null : normaliseCountry(countryText);
  if (countryText !== '' && country === null) errors.country = rulesCopy.sample.countryInvalid;
  const interest = values.interest.trim();
  if (interest.length > 120) errors.interest = rulesCopy.sample.interestTooLong;
  if (values.budget !== '' && !(BUDGET_OPTIONS as readonly string[]).includes(values.budget)) errors.budget = rulesCopy.sample.budgetInvalid;
  if (!(LEAD_FORM_KINDS as readonly string[]).includes(values.form)) errors.form = rulesCopy.sample.formInvalid;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, lead: { country, interests: interest ? [interest] : [], budget: values.budget || null, form: values.form } };
}
