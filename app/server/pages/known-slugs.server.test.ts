/**
 * The addresses that exist among the slug routes (ADR 310): what the server answers with a stored
 * not-found document without rendering, and when it reads them again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeArticle, makeJob, makePartner } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { notifyContentChange } from '~/server/entities/audit.server';
import { isUnknownSlug, KNOWN_SLUGS_MAX_AGE_MS, loadKnownSlugs } from '~/server/pages/known-slugs.server';

describe.each(testDatabaseKinds())('known slugs (%s)', (kind) => {
  const db = useTestDatabase(kind);
  afterEach(() => vi.useRealTimers());

  it('knows public articles, active partners and every job; an unknown, draft or inactive one is unknown', async () => {
    const article = await makeArticle(db());
    const draft = await makeArticle(db(), { is_published: false });
    const partner = await makePartner(db());
    const inactive = await makePartner(db(), { is_active: false });
    const closedJob = await makeJob(db(), { is_active: false });
    notifyContentChange();
    // Not in memory yet: nothing is called unknown (the page is rendered as before) while it loads.
    expect(isUnknownSlug('routes/site/article', 'no-such-article')).toBe(false);
    await loadKnownSlugs();
    expect(isUnknownSlug('routes/site/article', article.slug)).toBe(false);
    expect(isUnknownSlug('routes/site/article', draft.slug)).toBe(true);
    expect(isUnknownSlug('routes/site/article', 'no-such-article')).toBe(true);
    expect(isUnknownSlug('routes/site/partner', partner.slug)).toBe(false);
    expect(isUnknownSlug('routes/site/partner', inactive.slug)).toBe(true);
    // A closed job still answers (410, with its title): it is known.
    expect(isUnknownSlug('routes/site/job', closedJob.slug)).toBe(false);
    expect(isUnknownSlug('routes/site/job', 'no-such-job')).toBe(true);
    // Routes without a slug, and other routes, are never answered this way.
    expect(isUnknownSlug('routes/site/careers', undefined)).toBe(false);
    expect(isUnknownSlug('routes/site/home', 'anything')).toBe(false);
  });

  it('reads them again after a content change, and when a scheduled article goes live', async () => {
    const goesLiveAt = new Date(Date.now() + KNOWN_SLUGS_MAX_AGE_MS / 2);
    const scheduled = await makeArticle(db(), { publish_at: goesLiveAt });
    notifyContentChange();
    await loadKnownSlugs();
    expect(isUnknownSlug('routes/site/article', scheduled.slug)).toBe(true);

    const added = await makeArticle(db());
    expect(isUnknownSlug('routes/site/article', added.slug)).toBe(true);
    notifyContentChange();
    expect(isUnknownSlug('routes/site/article', added.slug)).toBe(false);
    await loadKnownSlugs();
    expect(isUnknownSlug('routes/site/article', added.slug)).toBe(false);

    // At the scheduled moment the table is stale: nothing is called unknown until it is read again.
    expect(isUnknownSlug('routes/site/article', scheduled.slug, goesLiveAt.getTime())).toBe(false);
    await db().execute(`update news_insights set publish_at = now() - interval '1 second' where id = '${scheduled.id}'`);
    vi.useFakeTimers({ now: goesLiveAt.getTime() + 1, toFake: ['Date'] });
    await loadKnownSlugs();
    expect(isUnknownSlug('routes/site/article', scheduled.slug)).toBe(false);
  });
});
