import { beforeEach, describe, expect, it } from 'vitest';
import { makePartner } from '../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../tests/support/database';
import { getActivePartnerBySlug, listActivePartners, listActivePartnerSitemapEntries } from './partners.server';
import { partners } from './schema.server';

describe.each(testDatabaseKinds())('partners public queries (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeEach(async () => {
    await db().delete(partners);
  });

  it('inactive partners never reach the public: not listed, not by slug, not in the sitemap', async () => {
    const active = await makePartner(db(), { display_order: 2 });
    const inactive = await makePartner(db(), { is_active: false, display_order: 1 });
    expect((await listActivePartners()).map((p) => p.slug)).toEqual([active.slug]);
    expect(await getActivePartnerBySlug(inactive.slug)).toBeUndefined();
    expect(await getActivePartnerBySlug('unknown')).toBeUndefined();
    expect((await listActivePartnerSitemapEntries()).map((e) => e.slug)).toEqual([active.slug]);
  });

  it('lists by display_order ascending', async () => {
    const third = await makePartner(db(), { display_order: 3 });
    const first = await makePartner(db(), { display_order: 0 });
    const second = await makePartner(db(), { display_order: 1 });
    expect((await listActivePartners()).map((p) => p.slug)).toEqual([first.slug, second.slug, third.slug]);
  });

  it('reads an active partner with its case study by slug', async () => {
    const partner = await makePartner(db(), { case_study: 'Challenge: A\n\nSolution: B', established_date: '2016-04-12' });
    expect(await getActivePartnerBySlug(partner.slug)).toMatchObject({
      name: partner.name,
      case_study: 'Challenge: A\n\nSolution: B',
      established_date: '2016-04-12',
    });
  });
});
