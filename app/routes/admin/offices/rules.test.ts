/**
 * /admin/offices/rules (issue 46): the rule set as fieldsets; the list buttons answer the edited
 * list without storing it; Test Lead runs routing on the unsaved rules and shows its explanation
 * without writing anything; Save Rules stores the set whole (version + 1, audited) or refuses it
 * with the messages placed on their rules. Other roles get 403.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { routingMessages } from '~/content/admin/meetings';
import { rulesCopy } from '~/content/admin/offices';
import type { RuleDraft } from '~/domain/meetings/rules-form';
import { audit_log, lead_assignments, office_owners, offices, routing_rule_sets, staff } from '~/server/db/schema.server';
import { addStaff } from '~/server/entities/staff.server';
import { testDatabaseKinds, useTestDatabase } from '../../../../tests/support/database';
import { dataOf } from '../../../../tests/support/route-results';
import { callAdmin, staffCookie, useStaffSession } from '../../../../tests/support/staff-sessions';
import { action, loader } from './rules';

type EditorAnswer = { drafts: RuleDraft[]; version: number; revision: number; errors: { list: string[]; rules: Record<number, Record<string, string>> }; message?: string; result: string | null; sampleErrors: Record<string, string> };

/** The editor's fields for these drafts, as the browser posts them. */
function fields(drafts: RuleDraft[], extra: Record<string, string>): Record<string, string> {
  const form: Record<string, string> = { 'rule-count': String(drafts.length), version: '1', revision: '0', 'sample-form': 'quote', ...extra };
  drafts.forEach((draft, index) => {
    form[`rule-${index}-countries`] = draft.countries;
    form[`rule-${index}-interests`] = draft.interests;
    form[`rule-${index}-budgetMin`] = draft.budgetMin;
    form[`rule-${index}-budgetMax`] = draft.budgetMax;
    for (const kind of draft.forms) form[`rule-${index}-form-${kind}`] = 'on';
    form[`rule-${index}-officeKey`] = draft.officeKey;
    form[`rule-${index}-owner`] = draft.owner;
  });
  return form;
}

describe.each(testDatabaseKinds())('/admin/offices/rules (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);
  const post = (form: Record<string, string>) => callAdmin(action, { path: '/admin/offices/rules', cookie: session(), form });

  async function dubaiOwner(name: string, position: number) {
    const email = `${name.toLowerCase()}-${kind}@corvane.example`;
    await addStaff(email, 'test', db());
    const [row] = await db().update(staff).set({ role: 'sales' }).where(eq(staff.email, email)).returning({ id: staff.id });
    await db().insert(office_owners).values({ office_key: 'dubai', staff_id: row!.id, display_name: name, position });
    return row!.id;
  }

  it('edits, tests a sample lead on the unsaved rules without writing, then saves them', async () => {
    await dubaiOwner('Karim', 0);
    const layla = await dubaiOwner('Layla', 1);
    const page = dataOf<{ editor: EditorAnswer; owners: { id: string; name: string; officeName: string }[]; suggestions: string[] }>(
      await callAdmin(loader, { path: '/admin/offices/rules', cookie: session() }),
    );
    expect(page.editor.drafts.map((draft) => [draft.countries, draft.officeKey, draft.owner])).toEqual([
      ['AE, SA, QA, KW, BH, OM', 'dubai', 'round-robin'],
      ['IN', 'hyderabad', 'round-robin'],
      ['', 'dallas', 'round-robin'],
    ]);
    expect(page.owners).toContainEqual({ id: layla, name: 'Layla', officeName: 'Dubai' });
    expect(page.suggestions).toEqual(expect.arrayContaining(['Security Services & Infrastructure', 'Generative AI and Data']));

    // Add a rule (before the fallback), then move it to the top: nothing stored.
    const added = dataOf<EditorAnswer>(await post(fields(page.editor.drafts, { intent: 'add' })));
    expect(added.drafts.map((draft) => draft.officeKey)).toEqual(['dubai', 'hyderabad', '', 'dallas']);
    added.drafts[2] = { ...added.drafts[2]!, countries: 'ae', interests: 'Cloud Security', officeKey: 'dubai', owner: layla };
    const moved = dataOf<EditorAnswer>(await post(fields(added.drafts, { intent: 'up:2' })));
    const edited = dataOf<EditorAnswer>(await post(fields(moved.drafts, { intent: 'up:1' })));
    expect(edited.drafts.map((draft) => draft.officeKey)).toEqual(['dubai', 'dubai', 'hyderabad', 'dallas']);
    expect(edited.drafts[0]).toMatchObject({ countries: 'ae', owner: layla });

    const cursorsBefore = await db().select({ key: offices.key, cursor: offices.round_robin_cursor }).from(offices);
    const tested = await post(fields(edited.drafts, { intent: 'test', 'sample-country': 'ae', 'sample-interest': 'cloud security', 'sample-budget': '', 'sample-form': 'quote' }));
    expect(tested.status).toBe(200);
    expect(dataOf<EditorAnswer>(tested).result).toBe('Assigned to Dubai / Layla: rule 1, country = AE, interest = cloud security');
    const other = await post(fields(edited.drafts, { intent: 'test', 'sample-country': 'QA', 'sample-form': 'contact' }));
    expect(dataOf<EditorAnswer>(other).result).toBe('Assigned to Dubai / Karim: rule 2, country = QA');
    const fallback = await post(fields(edited.drafts, { intent: 'test', 'sample-country': '', 'sample-form': 'download_gate' }));
    expect(dataOf<EditorAnswer>(fallback).result).toBe('Assigned to Dallas, no owner present: rule 4, fallback');
    // Nothing written: the stored set, the cursors, no assignment.
    expect((await db().select().from(routing_rule_sets))[0]!.version).toBe(1);
    expect(await db().select({ key: offices.key, cursor: offices.round_robin_cursor }).from(offices)).toEqual(cursorsBefore);
    expect(await db().select().from(lead_assignments)).toEqual([]);

    const saved = await post(fields(edited.drafts, { intent: 'save' }));
    expect(saved).toMatchObject({ status: 302, location: '/admin/offices/rules', flash: { kind: 'success', message: rulesCopy.saved(2) } });
    const [set] = await db().select().from(routing_rule_sets);
    expect(set).toMatchObject({ version: 2, updated_by: 'staff@corvane.example' });
    expect(set!.rules[0]).toEqual({ conditions: { countries: ['AE'], interests: ['Cloud Security'] }, officeKey: 'dubai', assign: { kind: 'owner', ownerId: layla } });
    expect((await db().select().from(audit_log).where(eq(audit_log.entity, 'routing_rule_sets'))).length).toBe(1);

    // The same edits from the old version are refused: someone (this test) saved since.
    const stale = await post(fields(edited.drafts, { intent: 'save', version: '1' }));
    expect(stale.status).toBe(409);
    expect(dataOf<EditorAnswer>(stale)).toMatchObject({ version: 2, message: rulesCopy.stale(2) });
  });

  it('refuses rules the schema or the directory refuses, with the messages on their rules, and stores nothing', async () => {
    const [before] = await db().select().from(routing_rule_sets);
    const drafts: RuleDraft[] = [
      { countries: '', interests: '', budgetMin: '', budgetMax: '', forms: [], officeKey: 'dallas', owner: 'round-robin' },
      { countries: 'IN', interests: '', budgetMin: '', budgetMax: '', forms: [], officeKey: 'hyderabad', owner: 'round-robin' },
    ];
    const refused = await post(fields(drafts, { intent: 'save', version: String(before!.version) }));
    expect(refused.status).toBe(400);
    expect(dataOf<EditorAnswer>(refused)).toMatchObject({
      message: rulesCopy.fixErrors,
      errors: { list: [], rules: { 0: { conditions: routingMessages.fallbackOnlyLast(1) }, 1: { conditions: routingMessages.fallbackLast } } },
    });
    const test = await post(fields(drafts, { intent: 'test', 'sample-country': 'IN' }));
    expect(dataOf<EditorAnswer>(test)).toMatchObject({ message: rulesCopy.sample.fixRules, result: null });

    const ghost = '00000000-0000-4000-8000-000000000000';
    const unknownOwner = await post(fields([{ ...drafts[1]!, owner: ghost }, { ...drafts[0]! }], { intent: 'save', version: String(before!.version) }));
    expect(dataOf<EditorAnswer>(unknownOwner).errors.list).toEqual([routingMessages.unknownOwner(1, ghost)]);
    const badSample = await post(fields([drafts[1]!, drafts[0]!], { intent: 'test', 'sample-country': 'Narnia', 'sample-form': 'fax' }));
    expect(dataOf<EditorAnswer>(badSample).sampleErrors).toEqual({ country: rulesCopy.sample.countryInvalid, form: rulesCopy.sample.formInvalid });
    expect((await db().select().from(routing_rule_sets))[0]).toEqual(before);
  });

  it('refuses the sales role (403) and stores nothing', async () => {
    const email = `seller-${kind}@corvane.example`;
    const cookie = await staffCookie(db(), email);
    await db().update(staff).set({ role: 'sales' }).where(eq(staff.email, email));
    const [before] = await db().select().from(routing_rule_sets);
    expect((await callAdmin(loader, { path: '/admin/offices/rules', cookie })).status).toBe(403);
    const drafts: RuleDraft[] = [{ countries: '', interests: '', budgetMin: '', budgetMax: '', forms: [], officeKey: 'dallas', owner: 'round-robin' }];
    expect((await callAdmin(action, { path: '/admin/offices/rules', cookie, form: fields(drafts, { intent: 'save', version: String(before!.version) }) })).status).toBe(403);
    expect((await db().select().from(routing_rule_sets))[0]).toEqual(before);
  });
});
