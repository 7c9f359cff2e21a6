import { describe, expect, it } from 'vitest';
import { routingMessages } from '~/content/admin/meetings';
import { rulesCopy } from '~/content/admin/offices';
import { applyRuleEdit, blankDraft, draftOf, draftsFromForm, parseRuleEdit, parseSample, ROUND_ROBIN, rulesFromDrafts, type RuleDraft } from './rules-form';
import type { RoutingRule } from './routing';

const seeded: RoutingRule[] = [
  { conditions: { countries: ['AE', 'SA'], budget: { minUsd: 100_000 } }, officeKey: 'dubai', assign: { kind: 'owner', ownerId: 'layla-id' } },
  { conditions: { interests: ['Cloud Security'], forms: ['quote'] }, officeKey: 'hyderabad', assign: { kind: 'round-robin' } },
  { conditions: {}, officeKey: 'dallas', assign: { kind: 'round-robin' } },
];

function formOf(drafts: RuleDraft[]): FormData {
  const form = new FormData();
  form.set('rule-count', String(drafts.length));
  drafts.forEach((draft, index) => {
    form.set(`rule-${index}-countries`, draft.countries);
    form.set(`rule-${index}-interests`, draft.interests);
    form.set(`rule-${index}-budgetMin`, draft.budgetMin);
    form.set(`rule-${index}-budgetMax`, draft.budgetMax);
    for (const kind of draft.forms) form.set(`rule-${index}-form-${kind}`, 'on');
    form.set(`rule-${index}-officeKey`, draft.officeKey);
    form.set(`rule-${index}-owner`, draft.owner);
  });
  return form;
}

describe('the routing rules form', () => {
  it('round-trips a rule set through its fieldsets unchanged', () => {
    const drafts = draftsFromForm(formOf(seeded.map(draftOf)));
    expect(drafts[0]).toEqual({ countries: 'AE, SA', interests: '', budgetMin: '100000', budgetMax: '', forms: [], officeKey: 'dubai', owner: 'layla-id' });
    expect(rulesFromDrafts(drafts)).toEqual({ ok: true, rules: seeded });
  });

  it('reads countries in any case and separator, interests a line each, dollars with $ and commas', () => {
    const result = rulesFromDrafts([
      { ...blankDraft(), countries: 'ae sa;qa', interests: ' Cloud Security \n\nData Privacy', budgetMin: '$200,000', officeKey: 'dubai' },
      { ...blankDraft(), officeKey: 'dallas' },
    ]);
    expect(result.ok && result.rules[0]).toEqual({
      conditions: { countries: ['AE', 'SA', 'QA'], interests: ['Cloud Security', 'Data Privacy'], budget: { minUsd: 200_000 } },
      officeKey: 'dubai',
      assign: { kind: 'round-robin' },
    });
  });

  it('places the schema’s refusals on the rule and field they are about', () => {
    const result = rulesFromDrafts([
      { ...blankDraft(), countries: 'UAE', officeKey: '' },
      { ...blankDraft(), budgetMin: '500000', budgetMax: '100000', officeKey: 'dubai' },
      { ...blankDraft(), budgetMin: 'lots', officeKey: 'dubai' },
      { ...blankDraft(), officeKey: 'dallas' },
      { ...blankDraft(), forms: ['quote'], officeKey: 'dallas' },
    ]);
    expect(result).toEqual({
      ok: false,
      errors: {
        list: [],
        rules: {
          0: { countries: routingMessages.countryInvalid, officeKey: routingMessages.officeRequired },
          1: { budgetMin: routingMessages.budgetOrder },
          2: { budgetMin: rulesCopy.budgetNumber },
          3: { conditions: routingMessages.fallbackOnlyLast(4) },
          4: { conditions: routingMessages.fallbackLast },
        },
      },
    });
    expect(rulesFromDrafts([])).toEqual({ ok: false, errors: { list: [routingMessages.noRules], rules: {} } });
  });

  it('adds before the fallback, removes, and moves rules up and down', () => {
    const drafts = seeded.map(draftOf);
    const added = applyRuleEdit(drafts, parseRuleEdit('add')!);
    expect(added.map((draft) => draft.officeKey)).toEqual(['dubai', 'hyderabad', '', 'dallas']);
    expect(added[2]).toEqual({ ...blankDraft(), owner: ROUND_ROBIN });
    expect(applyRuleEdit(drafts, parseRuleEdit('up:1')!).map((draft) => draft.officeKey)).toEqual(['hyderabad', 'dubai', 'dallas']);
    expect(applyRuleEdit(drafts, parseRuleEdit('down:0')!).map((draft) => draft.officeKey)).toEqual(['hyderabad', 'dubai', 'dallas']);
    expect(applyRuleEdit(drafts, parseRuleEdit('up:0')!)).toEqual(drafts);
    expect(applyRuleEdit(drafts, parseRuleEdit('remove:1')!).map((draft) => draft.officeKey)).toEqual(['dubai', 'dallas']);
    expect(parseRuleEdit('drop table')).toBeNull();
    expect(parseRuleEdit('up:-1')).toBeNull();
  });

  it('reads the sample lead as routing does, refusing what is not a country, budget or form', () => {
    expect(parseSample({ country: 'ae', interest: ' Cloud Security ', budget: '$100K - $250K', form: 'quote' })).toEqual({
      ok: true,
      lead: { country: 'AE', interests: ['Cloud Security'], budget: '$100K - $250K', form: 'quote' },
    });
    expect(parseSample({ country: '', interest: '', budget: '', form: 'contact' })).toEqual({ ok: true, lead: { country: null, interests: [], budget: null, form: 'contact' } });
    expect(parseSample({ country: 'ZZ', interest: '', budget: 'a lot', form: 'fax' })).toEqual({
      ok: false,
      errors: { country: rulesCopy.sample.countryInvalid, budget: rulesCopy.sample.budgetInvalid, form: rulesCopy.sample.formInvalid },
    });
  });
});
