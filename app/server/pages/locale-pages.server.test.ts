/**
 * Which static pages are live in a language (issue 48): all of them in English; in Arabic the
 * seeded translations and each stored Arabic row of a known page.
 */
import { describe, expect, it } from 'vitest';
import { forgetHeldContent, testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { PAGE_SEEDS } from '~/content/pages/index';
import { LOCALES } from '~/domain/locales';
import { site_pages } from '~/server/db/schema.server';
import { liveStaticPaths } from './locale-pages.server';

describe.each(testDatabaseKinds())('liveStaticPaths (%s)', (kind) => {
  const db = useTestDatabase(kind);

  it('names every static page in English', async () => {
    expect(await liveStaticPaths('en')).toEqual(Object.keys(LOCALES.en.segments));
  });

  it('names the seeded Arabic pages, then a stored Arabic translation too; an English row or an unknown key adds nothing', async () => {
    expect(await liveStaticPaths('ar')).toEqual(['/', '/security-services', '/news-insights', '/careers', '/terms', '/privacy']);
    await db().insert(site_pages).values([
      { key: 'about-us', locale: 'ar', document: PAGE_SEEDS['about-us'], effective_date: '2026-11-01' },
      { key: 'industries', locale: 'en', document: PAGE_SEEDS.industries, effective_date: '2026-11-01' },
      { key: 'retired-page', locale: 'ar', document: PAGE_SEEDS.terms, effective_date: '2026-11-01' },
    ]);
    forgetHeldContent();
    expect(await liveStaticPaths('ar')).toEqual(['/', '/security-services', '/about-us', '/news-insights', '/careers', '/terms', '/privacy']);
  });
});
