/** Lead routing (issue 46): rules in order, the fallback, round-robin past away owners, refused rule sets. */
import { describe, expect, it } from 'vitest';
import { budgetRangeUsd, directoryProblems, nextInTurn, routeLead, type RoutableLead, type RoutingDirectory, type RoutingRule, routingRulesSchema } from './routing';

const directory: RoutingDirectory = {
  offices: [
    { key: 'dallas', name: 'Dallas' },
    { key: 'hyderabad', name: 'Hyderabad' },
    { key: 'dubai', name: 'Dubai' },
  ],
  owners: [
    { id: 'u-maria', name: 'Maria', officeKey: 'dallas', away: false },
    { id: 'u-james', name: 'James', officeKey: 'dallas', away: true },
    { id: 'u-priya', name: 'Priya', officeKey: 'dallas', away: false },
    { id: 'u-arjun', name: 'Arjun', officeKey: 'hyderabad', away: false },
    { id: 'u-layla', name: 'Layla', officeKey: 'dubai', away: false },
    { id: 'u-omar', name: 'Omar', officeKey: 'dubai', away: false },
  ],
};

const rules: RoutingRule[] = routingRulesSchema.parse([
  { conditions: { countries: ['IN'] }, officeKey: 'hyderabad', assign: { kind: 'round-robin' } },
  { conditions: { countries: ['ae', 'SA', 'QA'], interests: ['Cloud Security', 'Security Services & Infrastructure'] }, officeKey: 'dubai', assign: { kind: 'owner', ownerId: 'u-layla' } },
  { conditions: { countries: ['AE'] }, officeKey: 'dubai', assign: { kind: 'round-robin' } },
  { conditions: { budget: { minUsd: 500_000 } }, officeKey: 'dallas', assign: { kind: 'owner', ownerId: 'u-maria' } },
  { conditions: { forms: ['download_gate'] }, officeKey: 'dallas', assign: { kind: 'round-robin' } },
  { conditions: {}, officeKey: 'dallas', assign: { kind: 'round-robin' } },
]);

const lead = (overrides: Partial<RoutableLead> = {}): RoutableLead => ({ country: null, interests: [], budget: null, form: 'quote', ...overrides });

describe('routeLead', () => {
  it('assigns a Dubai security lead to Layla by rule 2 and explains why', () => {
    const decision = routeLead(lead({ country: 'AE', interests: ['Cloud Security'] }), rules, directory, {});
    expect(decision.office.key).toBe('dubai');
    expect(decision.owner?.name).toBe('Layla');
    expect(decision.ruleNumber).toBe(2);
    expect(decision.explanation).toBe('Assigned to Dubai / Layla: rule 2, country = AE, interest = Cloud Security');
    expect(decision.nextRoundRobinCursor).toBeNull();
  });

  it('takes the first rule that matches: order matters', () => {
    const aeOnly = routeLead(lead({ country: 'ae' }), rules, directory, { dubai: 1 });
    expect(aeOnly.ruleNumber).toBe(3);
    expect(aeOnly.explanation).toBe('Assigned to Dubai / Omar: rule 3, country = AE');
    // The same lead with rules 2 and 3 swapped: the broader rule now wins.
    const swapped = [rules[0], rules[2], rules[1], ...rules.slice(3)] as RoutingRule[];
    expect(routeLead(lead({ country: 'AE', interests: ['cloud security'] }), swapped, directory, {}).ruleNumber).toBe(2);
    expect(routeLead(lead({ country: 'AE', interests: ['cloud security'] }), rules, directory, {}).owner?.name).toBe('Layla');
  });

  it('routes by budget range and by form, and falls back when nothing else matches', () => {
    const big = routeLead(lead({ budget: 'Over $1M' }), rules, directory, {});
    expect(big).toMatchObject({ ruleNumber: 4, owner: { name: 'Maria' } });
    expect(big.explanation).toBe('Assigned to Dallas / Maria: rule 4, budget ≥ $500,000');
    // "$250K - $500K" is not wholly at least $500K.
    expect(routeLead(lead({ budget: '$250K - $500K' }), rules, directory, {}).ruleNumber).toBe(6);
    expect(routeLead(lead({ form: 'download_gate' }), rules, directory, {}).ruleNumber).toBe(5);
    const fallback = routeLead(lead({ country: 'BR', budget: 'Prefer not to specify', form: 'contact' }), rules, directory, {});
    expect(fallback.ruleNumber).toBe(6);
    expect(fallback.explanation).toBe('Assigned to Dallas / Maria: rule 6, fallback');
  });

  it('always matches the fallback, whatever the lead holds', () => {
    const odd: RoutableLead[] = [lead(), lead({ country: '' }), lead({ country: 'XX', interests: ['', 'x'.repeat(500)] }), lead({ form: 'unknown', budget: 'a lot' })];
    for (const each of odd) expect(routeLead(each, rules, directory, {}).ruleNumber).toBe(6);
    const onlyFallback = routingRulesSchema.parse([{ conditions: {}, officeKey: 'dubai', assign: { kind: 'round-robin' } }]);
    expect(routeLead(lead({ country: 'AE' }), onlyFallback, directory, {}).explanation).toBe('Assigned to Dubai / Layla: rule 1, fallback');
  });

  it('round-robins among the office’s owners, skipping those away, and wraps', () => {
    // Dallas in order: Maria, James (away), Priya.
    const chosen: string[] = [];
    let cursor = 0;
    for (let i = 0; i < 5; i += 1) {
      const decision = routeLead(lead({ country: 'BR' }), rules, directory, { dallas: cursor });
      chosen.push(decision.owner?.name ?? '');
      expect(decision.nextRoundRobinCursor?.officeKey).toBe('dallas');
      cursor = decision.nextRoundRobinCursor?.cursor ?? 0;
    }
    expect(chosen).toEqual(['Maria', 'Priya', 'Maria', 'Priya', 'Maria']);
    // James back from leave takes his turn where the order reaches him.
    const back = { ...directory, owners: directory.owners.map((owner) => ({ ...owner, away: false })) };
    expect(nextInTurn('dallas', back.owners, 1)?.owner.name).toBe('James');
    expect(nextInTurn('dallas', back.owners, 7)).toEqual({ owner: expect.objectContaining({ name: 'James' }), nextCursor: 2 });
    expect(nextInTurn('dallas', back.owners, -1)?.owner.name).toBe('Priya');
  });

  it('gives a named owner’s lead to the next in turn when they are away, and to nobody when all are', () => {
    const laylaAway = { ...directory, owners: directory.owners.map((owner) => (owner.id === 'u-layla' ? { ...owner, away: true } : owner)) };
    const decision = routeLead(lead({ country: 'AE', interests: ['Cloud Security'] }), rules, laylaAway, {});
    expect(decision.owner?.name).toBe('Omar');
    expect(decision.explanation).toBe('Assigned to Dubai / Omar: rule 2, country = AE, interest = Cloud Security, Layla away, next in turn');
    const allAway = { ...directory, owners: directory.owners.map((owner) => ({ ...owner, away: true })) };
    const nobody = routeLead(lead({ country: 'IN' }), rules, allAway, {});
    expect(nobody).toMatchObject({ owner: null, ruleNumber: 1, nextRoundRobinCursor: null });
    expect(nobody.explanation).toBe('Assigned to Hyderabad, no owner present: rule 1, country = IN');
  });

  it('maps every budget option to dollars', () => {
    expect(budgetRangeUsd('Under $50K')).toEqual({ lowUsd: 0, highUsd: 50_000 });
    expect(budgetRangeUsd('Over $1M')).toEqual({ lowUsd: 1_000_000, highUsd: null });
    expect(budgetRangeUsd('Prefer not to specify')).toBeNull();
    expect(budgetRangeUsd('toString')).toBeNull();
    expect(budgetRangeUsd(undefined)).toBeNull();
  });
});

describe('routingRulesSchema', () => {
  const fallback = { conditions: {}, officeKey: 'dallas', assign: { kind: 'round-robin' } };
  const messages = (input: unknown) => {
    const result = routingRulesSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('normalises country codes and accepts a valid rule set', () => {
    expect(rules[1]?.conditions.countries).toEqual(['AE', 'SA', 'QA']);
    expect(messages([fallback])).toEqual([]);
  });

  it('refuses an empty set, a set without a final fallback, and a fallback before the end', () => {
    expect(messages([])).toEqual(['Add at least one rule: the last one is the fallback.']);
    expect(messages([{ ...fallback, conditions: { countries: ['AE'] } }])).toEqual([
      'The last rule must be the fallback: a rule with no conditions, so every lead is assigned.',
    ]);
    expect(messages([fallback, fallback])).toEqual([
      'Rule 1 has no conditions, so the rules after it would never be used: add a condition or move it last.',
    ]);
  });

  it('refuses bad conditions with clear messages', () => {
    const withConditions = (conditions: unknown) => messages([{ ...fallback, conditions }, fallback]);
    expect(withConditions({ countries: ['UAE'] })).toEqual(['Country: use two-letter codes such as AE or US.']);
    expect(withConditions({ countries: [] })).toEqual(['Country: use two-letter codes such as AE or US.']);
    expect(withConditions({ interests: ['  '] })).toEqual(['Practice or service: name at least one.']);
    expect(withConditions({ budget: {} })).toEqual(['Budget: give a minimum, a maximum or both.']);
    expect(withConditions({ budget: { minUsd: 500_000, maxUsd: 100_000 } })).toEqual(['Budget: the minimum must not be more than the maximum.']);
    expect(withConditions({ forms: ['fax'] })).toEqual(['Form: choose quote, contact, lead modal, download gate or booking.']);
    expect(withConditions({ colour: 'blue' })).toEqual([
      'A rule’s conditions are country, practice or service, budget and form; nothing else.',
      'Rule 1 has no conditions, so the rules after it would never be used: add a condition or move it last.',
    ]);
  });

  it('refuses a rule without an office or an owner choice, and too many rules', () => {
    expect(messages([{ conditions: {}, officeKey: ' ', assign: { kind: 'round-robin' } }])).toEqual(['Choose the office this rule assigns.']);
    expect(messages([{ conditions: {}, officeKey: 'dallas', assign: { kind: 'anyone' } }])).toEqual(['Choose an owner, or round-robin among the office’s owners.']);
    expect(messages([{ conditions: {}, officeKey: 'dallas', assign: { kind: 'owner', ownerId: '' } }])).toEqual(['Choose an owner, or round-robin among the office’s owners.']);
    const many = [...Array.from({ length: 50 }, () => ({ ...fallback, conditions: { forms: ['quote'] } })), fallback];
    expect(messages(many)).toEqual(['At most 50 rules.']);
  });

  it('names offices and owners the directory does not have', () => {
    const saved = routingRulesSchema.parse([
      { conditions: { countries: ['AE'] }, officeKey: 'abu-dhabi', assign: { kind: 'round-robin' } },
      { conditions: { countries: ['US'] }, officeKey: 'dallas', assign: { kind: 'owner', ownerId: 'u-layla' } },
      fallback,
    ]);
    expect(directoryProblems(saved, directory)).toEqual([
      'Rule 1: there is no office “abu-dhabi”.',
      'Rule 2: owner “u-layla” does not take leads at that office.',
    ]);
    expect(directoryProblems(rules, directory)).toEqual([]);
  });
});
