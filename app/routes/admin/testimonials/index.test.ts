/** /admin/testimonials: every testimonial, Activate/Deactivate, the confirmed Delete. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testimonials } from '~/server/db/schema.server';
import { makeTestimonial } from '../../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../../tests/support/database';
import { dataOf } from '../../../../tests/support/route-results';
import { callAdmin, refreshesSession, useStaffSession } from '../../../../tests/support/staff-sessions';
import { action, loader } from './index';

describe.each(testDatabaseKinds())('/admin/testimonials (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);

  it('lists inactive testimonials; Deactivate says "Testimonial deactivated."', async () => {
    const hidden = await makeTestimonial(db(), { name: 'Hidden Client', is_active: false });
    const shown = await makeTestimonial(db(), { name: 'Shown Client' });
    const list = await callAdmin(loader, { path: '/admin/testimonials', cookie: session() });
    expect(dataOf<{ testimonials: { id: string }[] }>(list).testimonials.map((row) => row.id)).toEqual(expect.arrayContaining([hidden.id, shown.id]));
    expect(refreshesSession(list.headers)).toBe(true);
    const off = await callAdmin(action, { path: '/admin/testimonials?index', cookie: session(), form: { intent: 'toggle', id: shown.id, active: 'false' } });
    expect(off.flash).toEqual({ kind: 'success', message: 'Testimonial deactivated.' });
    expect((await db().select().from(testimonials).where(eq(testimonials.id, shown.id)))[0]?.is_active).toBe(false);
  });

  it('a confirmed Delete: "Testimonial deleted.", then "not found" as the product\'s error', async () => {
    const row = await makeTestimonial(db());
    const form = { intent: 'delete', id: row.id, confirmed: 'yes' };
    expect((await callAdmin(action, { path: '/admin/testimonials?index', cookie: session(), form })).flash).toEqual({ kind: 'success', message: 'Testimonial deleted.' });
    expect((await callAdmin(action, { path: '/admin/testimonials?index', cookie: session(), form })).flash).toEqual({ kind: 'error', message: 'Error deleting testimonial: Testimonial not found' });
  });
});
