/** /admin/testimonials/new and /admin/testimonials/edit/{id}: create, required fields, update. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testimonials } from '~/server/db/schema.server';
import { makeTestimonial } from '../../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../../tests/support/database';
import { dataOf } from '../../../../tests/support/route-results';
import { callAdmin, refreshesSession, useStaffSession } from '../../../../tests/support/staff-sessions';
import { action, loader } from './form';

const fields = { name: 'Route Client', title: 'CTO', company: '', quote: 'They delivered.', image_url: '', display_order: '0', is_active: 'on' };

describe.each(testDatabaseKinds())('/admin/testimonials form (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);

  it('creates a testimonial (empty company as null) with "Testimonial created successfully!"', async () => {
    const created = await callAdmin(action, { path: '/admin/testimonials/new', cookie: session(), form: fields });
    expect(created).toMatchObject({ status: 302, location: '/admin/testimonials', flash: { kind: 'success', message: 'Testimonial created successfully!' } });
    expect(refreshesSession(created.headers)).toBe(true);
    expect((await db().select().from(testimonials).where(eq(testimonials.name, 'Route Client')))[0]).toMatchObject({ company: null, quote: 'They delivered.' });
  });

  it('missing name and quote are the product\'s field errors; an edit loads and updates', async () => {
    const refused = await callAdmin(action, { path: '/admin/testimonials/new', cookie: session(), form: { ...fields, name: '', quote: '' } });
    expect(refused).toMatchObject({ status: 400, data: { errors: { name: 'Name is required.', quote: 'Testimonial quote is required.' } } });
    const row = await makeTestimonial(db(), { name: 'Before' });
    const edit = await callAdmin(loader, { path: `/admin/testimonials/edit/${row.id}`, cookie: session(), params: { id: row.id } });
    expect(dataOf<{ mode: string; values: { name: string } }>(edit)).toMatchObject({ mode: 'edit', values: { name: 'Before' } });
    const updated = await callAdmin(action, { path: `/admin/testimonials/edit/${row.id}`, cookie: session(), params: { id: row.id }, form: { ...fields, name: 'After' } });
    expect(updated.flash).toEqual({ kind: 'success', message: 'Testimonial updated successfully!' });
    expect((await db().select().from(testimonials).where(eq(testimonials.id, row.id)))[0]?.name).toBe('After');
  });
});
