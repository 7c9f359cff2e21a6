import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeTestimonial } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { onContentChange } from '~/server/entities/audit.server';
import { audit_log, testimonials } from '~/server/db/schema.server';
import {
  deleteTestimonial,
  getTestimonial,
  listActiveTestimonials,
  listTestimonials,
  saveTestimonial,
  setTestimonialActive,
} from '~/server/entities/testimonials.server';

describe.each(testDatabaseKinds())('testimonials public queries (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeEach(async () => {
    await db().delete(testimonials);
  });

  it('lists active testimonials only, by display_order ascending', async () => {
    const last = await makeTestimonial(db(), { display_order: 9 });
    const hidden = await makeTestimonial(db(), { display_order: 0, is_active: false });
    const first = await makeTestimonial(db(), { display_order: 2 });
    const listed = await listActiveTestimonials();
    expect(listed.map((t) => t.id)).toEqual([first.id, last.id]);
    expect(listed.map((t) => t.id)).not.toContain(hidden.id);
  });
});

describe.each(testDatabaseKinds())('testimonials admin commands (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const staff = { email: 'editor@corvane.example' };
  const input = {
    name: 'Grace Hopper',
    title: 'Rear Admiral',
    company: null,
    quote: 'They ship.',
    image_url: null,
    display_order: 2,
    is_active: true,
  };
  const auditRows = (entityId: string) =>
    db().select().from(audit_log).where(eq(audit_log.entity_id, entityId)).orderBy(asc(audit_log.created_at));

  beforeEach(async () => {
    await db().delete(testimonials);
    await db().delete(audit_log);
  });

  it('create, update, deactivate, activate and delete each write an audit row and reach the public list', async () => {
    const changes: number[] = [];
    const stop = onContentChange(() => changes.push(1));
    try {
      const created = await saveTestimonial(staff, null, input);
      expect(created).toMatchObject({ ...input, company: null, image_url: null });
      expect((await listActiveTestimonials()).map((t) => t.id)).toEqual([created.id]);

      const updated = await saveTestimonial(staff, created.id, { ...input, company: 'Navy', quote: 'They ship fast.' });
      expect(updated).toMatchObject({ company: 'Navy', quote: 'They ship fast.' });
      expect(updated.updated_at.getTime()).toBeGreaterThanOrEqual(created.updated_at.getTime());

      expect(await setTestimonialActive(staff, created.id, false)).toMatchObject({ is_active: false });
      expect(await listActiveTestimonials()).toEqual([]);
      expect(await setTestimonialActive(staff, created.id, true)).toMatchObject({ is_active: true });
      expect(await deleteTestimonial(staff, created.id)).toBe(true);
      expect(await getTestimonial(created.id)).toBeUndefined();

      const audit = await auditRows(created.id);
      expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'deactivate', 'activate', 'delete']);
      expect(audit.every((row) => row.staff_email === staff.email && row.entity === 'testimonials')).toBe(true);
      expect(audit[1]!.changes).toEqual({
        company: { before: null, after: 'Navy' },
        quote: { before: 'They ship.', after: 'They ship fast.' },
      });
      expect(audit[2]!.changes).toEqual({ is_active: { before: true, after: false } });
      expect(changes).toHaveLength(5);
    } finally {
      stop();
    }
  });

  it('lists every testimonial by display_order, inactive too', async () => {
    const later = await makeTestimonial(db(), { display_order: 5 });
    const hidden = await makeTestimonial(db(), { display_order: 1, is_active: false });
    expect((await listTestimonials()).map((t) => t.id)).toEqual([hidden.id, later.id]);
  });

  it('an update without an id or of an unknown testimonial changes nothing', async () => {
    await expect(saveTestimonial(staff, '', input)).rejects.toThrow('No testimonial ID provided for update');
    await expect(saveTestimonial(staff, '00000000-0000-4000-8000-000000000000', input)).rejects.toThrow('Testimonial not found');
    expect(await db().select().from(testimonials)).toEqual([]);
    expect(await db().select().from(audit_log)).toEqual([]);
  });

  it('a database refusal rolls back and leaves no audit row', async () => {
    await expect(saveTestimonial(staff, null, { ...input, display_order: -1 })).rejects.toThrow();
    expect(await db().select().from(testimonials)).toEqual([]);
    expect(await db().select().from(audit_log)).toEqual([]);
  });

  it('unknown or malformed ids are no-ops', async () => {
    expect(await getTestimonial('nope')).toBeUndefined();
    expect(await setTestimonialActive(staff, 'nope', true)).toBeUndefined();
    expect(await deleteTestimonial(staff, '00000000-0000-4000-8000-000000000000')).toBe(false);
    expect(await db().select().from(audit_log)).toEqual([]);
  });
});
