/**
 * /admin/offices/:key (issue 46): the owner edits an office (hours, holidays, times) — checked
 * whole, refused with each field's message and nothing written, saved with its audit row — and
 * manages who takes its leads: add (sales or owner roles only; the name filled from the address),
 * reorder, away and back, remove (refused while a rule names them). Other roles get 403.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { officeMessages } from '~/content/admin/meetings';
import { officeEditCopy, ownersCopy } from '~/content/admin/offices';
import { audit_log, office_owners, offices, routing_rule_sets, staff } from '~/server/db/schema.server';
import { addStaff } from '~/server/entities/staff.server';
import { auditRowsFor } from '../../../../tests/support/audit';
import { testDatabaseKinds, useTestDatabase } from '../../../../tests/support/database';
import { dataOf } from '../../../../tests/support/route-results';
import { callAdmin, staffCookie, useStaffSession } from '../../../../tests/support/staff-sessions';
import { action, loader } from './edit';

const OWNER = 'staff@corvane.example';
const dubaiForm = {
  intent: 'save',
  name: 'Dubai',
  time_zone: 'Asia/Dubai',
  hours_1: '09:00–18:00',
  hours_2: '09:00–18:00',
  hours_3: '09:00–18:00',
  hours_4: '09:00–18:00',
  hours_5: '',
  hours_6: '',
  hours_7: '09:00–13:00, 14:00–18:00',
  holidays: '2026-12-02',
  response_target: '2',
  response_target_unit: 'hours',
  escalate_after: '2',
  escalate_after_unit: 'hours',
  minimum_notice: '4',
  minimum_notice_unit: 'hours',
  booking_days_ahead: '14',
};

describe.each(testDatabaseKinds())('/admin/offices/:key (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);
  const call = (handler: typeof loader | typeof action, key: string, form?: Record<string, string>) =>
    callAdmin(handler, { path: `/admin/offices/${key}`, cookie: session(), params: { key }, ...(form ? { form } : {}) });

  async function member(email: string, role: 'sales' | 'editor' | 'owner') {
    await addStaff(email, 'test', db());
    await db().update(staff).set({ role }).where(eq(staff.email, email));
    const [row] = await db().select({ id: staff.id }).from(staff).where(eq(staff.email, email));
    return row!.id;
  }
  const ownersOf = async (key: string) =>
    (await db().select().from(office_owners).where(eq(office_owners.office_key, key)).orderBy(office_owners.position)).map((row) => [row.display_name, row.position, row.away]);

  it('shows the office as its form fields', async () => {
    const page = dataOf<{ name: string; values: Record<string, string> }>(await call(loader, 'dubai'));
    expect(page.name).toBe('Dubai');
    expect(page.values).toMatchObject({ time_zone: 'Asia/Dubai', hours_1: '09:00–18:00', hours_6: '', response_target: '2', response_target_unit: 'hours', booking_days_ahead: '14' });
    expect((await call(loader, 'atlantis')).status).toBe(404);
  });

  it('saves Dubai’s Sunday–Thursday week and a holiday, audited before and after', async () => {
    const saved = await call(action, 'dubai', dubaiForm);
    expect(saved).toMatchObject({ status: 302, location: '/admin/offices/dubai', flash: { kind: 'success', message: 'Dubai saved.' } });
    const [row] = await db().select().from(offices).where(eq(offices.key, 'dubai'));
    expect(row!.hours).toEqual({
      1: [{ start: '09:00', end: '18:00' }],
      2: [{ start: '09:00', end: '18:00' }],
      3: [{ start: '09:00', end: '18:00' }],
      4: [{ start: '09:00', end: '18:00' }],
      7: [
        { start: '09:00', end: '13:00' },
        { start: '14:00', end: '18:00' },
      ],
    });
    expect(row!.holidays).toEqual(['2026-12-02']);
    const [audit] = await auditRowsFor(db(), 'dubai');
    expect(audit).toMatchObject({ entity: 'offices', action: 'update', staff_email: OWNER });
    expect(Object.keys(audit!.changes as object).sort()).toEqual(['holidays', 'hours']);
    expect((audit!.changes as Record<string, { before: unknown }>).holidays!.before).toEqual([]);
  });

  it('refuses a bad form with each field’s message and writes nothing', async () => {
    const [before] = await db().select().from(offices).where(eq(offices.key, 'hyderabad'));
    const auditBefore = (await db().select().from(audit_log)).length;
    const refused = await call(action, 'hyderabad', { ...dubaiForm, name: 'Hyderabad', time_zone: 'Asia/Kolkata', hours_2: '18:00–09:00', holidays: '2026-13-01', booking_days_ahead: '90' });
    expect(refused.status).toBe(400);
    expect(dataOf(refused)).toMatchObject({
      form: 'office',
      message: officeEditCopy.fixErrors,
      errors: { hours_2: officeMessages.periodOrder, holidays: officeMessages.holidayInvalid, booking_days_ahead: 'Booking days ahead: a whole number of days from 1 to 62.' },
      values: { hours_2: '18:00–09:00' },
    });
    const [after] = await db().select().from(offices).where(eq(offices.key, 'hyderabad'));
    expect(after).toEqual(before);
    expect((await db().select().from(audit_log)).length).toBe(auditBefore);
  });

  it('adds owners who take leads (the name from the address when left empty), reorders, marks away and back, removes — each audited', async () => {
    const layla = await member(`layla.haddad-${kind}@corvane.example`, 'sales');
    const omar = await member(`omar-${kind}@corvane.example`, 'sales');
    const editor = await member(`ed-${kind}@corvane.example`, 'editor');

    const candidates = dataOf<{ candidates: { id: string; suggestedName: string }[] }>(await call(loader, 'dubai')).candidates;
    expect(candidates.find((row) => row.id === layla)?.suggestedName).toBe(`Layla Haddad ${kind.charAt(0).toUpperCase()}${kind.slice(1)}`);
    expect(candidates.some((row) => row.id === editor)).toBe(false);

    expect((await call(action, 'dubai', { intent: 'owner-add', staff_id: layla, display_name: ' Layla ' })).flash).toEqual({ kind: 'success', message: ownersCopy.added('Layla') });
    expect((await call(action, 'dubai', { intent: 'owner-add', staff_id: omar, display_name: '' })).flash).toEqual({ kind: 'success', message: ownersCopy.added(`Omar ${kind.charAt(0).toUpperCase()}${kind.slice(1)}`) });
    expect(await ownersOf('dubai')).toEqual([
      ['Layla', 0, false],
      [`Omar ${kind.charAt(0).toUpperCase()}${kind.slice(1)}`, 1, false],
    ]);

    const refusedEditor = await call(action, 'dubai', { intent: 'owner-add', staff_id: editor, display_name: 'Ed' });
    expect(refusedEditor.status).toBe(400);
    expect(dataOf(refusedEditor)).toMatchObject({ form: 'owner', errors: { staff_id: ownersCopy.staffRequired } });
    const twice = await call(action, 'dubai', { intent: 'owner-add', staff_id: layla, display_name: 'Layla' });
    expect(dataOf(twice)).toMatchObject({ errors: { staff_id: ownersCopy.alreadyOwner } });
    const long = await call(action, 'dubai', { intent: 'owner-add', staff_id: editor, display_name: 'x'.repeat(81) });
    expect(dataOf(long)).toMatchObject({ errors: { display_name: ownersCopy.displayNameTooLong } });

    await call(action, 'dubai', { intent: 'owner-up', staff_id: omar });
    expect((await ownersOf('dubai')).map(([name]) => name)).toEqual([`Omar ${kind.charAt(0).toUpperCase()}${kind.slice(1)}`, 'Layla']);
    expect((await call(action, 'dubai', { intent: 'owner-away', staff_id: layla })).flash).toEqual({ kind: 'success', message: 'Layla is marked away.' });
    expect((await ownersOf('dubai'))[1]).toEqual(['Layla', 1, true]);
    await call(action, 'dubai', { intent: 'owner-back', staff_id: layla });
    expect((await ownersOf('dubai'))[1]).toEqual(['Layla', 1, false]);

    // A rule naming Layla keeps her until the rule changes.
    const [set] = await db().select().from(routing_rule_sets);
    await db()
      .update(routing_rule_sets)
      .set({ rules: [{ conditions: { countries: ['AE'] }, officeKey: 'dubai', assign: { kind: 'owner', ownerId: layla } }, ...set!.rules] });
    expect((await call(action, 'dubai', { intent: 'owner-remove', staff_id: layla })).flash).toEqual({ kind: 'error', message: ownersCopy.namedByRule('Layla', [1]) });
    await db().update(routing_rule_sets).set({ rules: set!.rules });
    expect((await call(action, 'dubai', { intent: 'owner-remove', staff_id: layla })).flash).toEqual({ kind: 'success', message: ownersCopy.removed('Layla') });
    expect(await db().select().from(office_owners).where(and(eq(office_owners.office_key, 'dubai'), eq(office_owners.staff_id, layla)))).toEqual([]);

    const audit = await auditRowsFor(db(), `dubai:${layla}`);
    expect(audit.map((row) => [row.entity, row.action, row.changes])).toEqual([
      ['office_owners', 'create', { office_key: { before: null, after: 'dubai' }, email: { before: null, after: `layla.haddad-${kind}@corvane.example` }, display_name: { before: null, after: 'Layla' }, position: { before: null, after: 0 }, away: { before: null, after: false } }],
      ['office_owners', 'update', { away: { before: false, after: true } }],
      ['office_owners', 'update', { away: { before: true, after: false } }],
      ['office_owners', 'delete', { office_key: { before: 'dubai', after: null }, display_name: { before: 'Layla', after: null }, position: { before: 1, after: null }, away: { before: false, after: null } }],
    ]);
    await db().delete(office_owners);
  });

  it('refuses the sales role (403) on the page and every post, changing nothing', async () => {
    const email = `seller-${kind}@corvane.example`;
    const cookie = await staffCookie(db(), email);
    await db().update(staff).set({ role: 'sales' }).where(eq(staff.email, email));
    const [before] = await db().select().from(offices).where(eq(offices.key, 'dallas'));
    expect((await callAdmin(loader, { path: '/admin/offices/dallas', cookie, params: { key: 'dallas' } })).status).toBe(403);
    expect((await callAdmin(action, { path: '/admin/offices/dallas', cookie, params: { key: 'dallas' }, form: { ...dubaiForm, name: 'Hacked', time_zone: 'America/Chicago' } })).status).toBe(403);
    const [after] = await db().select().from(offices).where(eq(offices.key, 'dallas'));
    expect(after).toEqual(before);
  });
});
