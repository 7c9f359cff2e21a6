import { beforeEach, describe, expect, it } from 'vitest';
import { makeTestimonial } from '../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../tests/support/database';
import { testimonials } from './schema.server';
import { listActiveTestimonials } from './testimonials.server';

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
