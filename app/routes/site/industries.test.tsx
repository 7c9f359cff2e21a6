/**
 * /industries: the loader's testimonials carousel (active testimonials by display order, inactive
 * ones left out), and the page showing each quote and who said it. (With the database away the
 * carousel's error state is tested in app/server/pages/public-pages-degraded.test.tsx.)
 */

import { describe, expect, it } from 'vitest';
import { makeTestimonial } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { renderRoutePage } from '../../../tests/support/route-render';
import { industriesIntro } from '~/content/site/industries';
import { testimonials } from '~/server/db/schema.server';
import * as industries from './industries';

const renderPage = (loaderData: unknown) => renderRoutePage({ Component: industries.default, path: '/industries', loaderData });

describe.each(testDatabaseKinds())('/industries (%s)', (kind) => {
  const db = useTestDatabase(kind);

  it('loads the active testimonials by display order and shows their quotes and names', async () => {
    await db().delete(testimonials);
    await makeTestimonial(db(), { quote: 'They rebuilt our claims portal in a quarter.', name: 'Dana Whitfield', company: 'Harbor Mutual', display_order: 2 });
    await makeTestimonial(db(), { quote: 'Our clinicians finally like the software.', name: 'Dr. Amara Osei', company: 'Lakeside Health', display_order: 1 });
    await makeTestimonial(db(), { quote: 'Retired quote.', name: `Hidden Client ${kind}`, is_active: false });

    const data = await industries.loader();
    expect(data.testimonials.ok).toBe(true);
    const shown = data.testimonials.ok ? data.testimonials.data : [];
    expect(shown.map((testimonial) => testimonial.name)).toEqual(['Dr. Amara Osei', 'Dana Whitfield']);
    expect(shown[0]).toMatchObject({ quote: 'Our clinicians finally like the software.', company: 'Lakeside Health' });

    const html = await renderPage(data);
    expect(html).toContain(industriesIntro.title);
    for (const text of ['Our clinicians finally like the software.', 'Dr. Amara Osei', 'Dana Whitfield']) expect(html).toContain(text);
    expect(html).not.toContain(`Hidden Client ${kind}`);
  });

  it('loads no testimonials, not an error, when none is active', async () => {
    await db().delete(testimonials);
    await makeTestimonial(db(), { is_active: false });
    expect((await industries.loader()).testimonials).toEqual({ ok: true, data: [] });
  });
});
