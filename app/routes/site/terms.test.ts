/** /terms (issue 44): a visitor gets the live terms; after a publication, the new version of today. */
import { describe, expect, it } from 'vitest';
import { forgetHeldContent, testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { PAGE_SEEDS } from '~/content/pages/index';
import { termsLastUpdated } from '~/content/site/legal';
import { firmCalendarDate } from '~/domain/schedule';
import { site_pages } from '~/server/db/schema.server';
import { writeSitePage } from '~/server/entities/site-pages.server';
import { loader } from './terms';

describe.each(testDatabaseKinds())('/terms (%s)', (kind) => {
  const db = useTestDatabase(kind);

  it('gives the shipped terms, then a published version effective today', async () => {
    await db().delete(site_pages);
    forgetHeldContent();
    expect((await loader()).page).toMatchObject({ key: 'terms', version: 1, effectiveDate: termsLastUpdated, blocks: PAGE_SEEDS.terms.blocks });
    const changed = structuredClone(PAGE_SEEDS.terms);
    changed.seo.description = `New terms description (${kind}).`;
    await writeSitePage({ email: 'editor@corvane.example' }, 'terms', { kind: 'publish', document: changed });
    const { page } = await loader();
    expect(page).toMatchObject({ version: 2, effectiveDate: firmCalendarDate(new Date()), seo: { description: `New terms description (${kind}).` } });
  });
});
