/**
 * Issue 19 on the database: scheduled publishing decided when read (with the page cache told when
 * the public set next changes), redirects written on slug changes with chains collapsed, the
 * confirmation to take an address a redirect owns, manual redirects, and the bounded 404 log.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditRowsFor } from '../../../tests/support/audit';
import { makeArticle, makePartner } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import type { ArticleInput } from '~/domain/news-admin';
import type { PartnerInput } from '~/domain/partner-admin';
import { publishedTranslations } from '~/server/entities/translations.server';
import { getArticle, getPublishedArticleBySlug, listPublishedArticles, saveArticle } from '~/server/entities/news.server';
import { getPartner, savePartner } from '~/server/entities/partners.server';
import {
  addRedirect,
  findRedirect,
  flushNotFound,
  listNotFound,
  listRedirects,
  loadRedirectsIntoMemory,
  NOT_FOUND_LOG_MAX,
  NOT_FOUND_PENDING_MAX,
  NOT_LOADED,
  recordNotFound,
  redirectInMemory,
  removeRedirect,
} from '~/server/entities/redirects.server';
import { notifyContentChange } from '~/server/entities/audit.server';
import { news_insights, not_found_paths, partners, redirects } from '~/server/db/schema.server';
import { runWithRequestState } from '~/server/platform/request-state.server';

const staff = { email: 'editor@corvane.example' };
const HOUR = 3_600_000;

function articleInput(overrides: Partial<ArticleInput> = {}): ArticleInput {
  return {
    title: 'Scheduled Article',
    slug: `scheduled-${Math.random().toString(36).slice(2, 8)}`,
    category: 'News',
    author: 'Corvane Digital',
    published_date: '2026-11-30',
    excerpt: 'Excerpt.',
    content: '## Body',
    featured_image: null,
    is_published: true,
    publish_at: null,
    unpublish_at: null,
    ...overrides,
  };
}

describe.each(testDatabaseKinds())('scheduled publishing (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeEach(async () => {
    await db().delete(news_insights);
  });

  it('a scheduled article is on no public list, page or sitemap before its time, and on all of them after', async () => {
    const live = await makeArticle(db(), { title: 'Live now' });
    const goesLiveAt = new Date(Date.now() + HOUR);
    const saved = await saveArticle(staff, null, articleInput({ publish_at: goesLiveAt }));
    if (!saved.ok) throw new Error('save refused');
    const { slug } = saved.row;

    const before = await runWithRequestState(() => listPublishedArticles());
    expect((await before.result).map((a) => a.slug)).toEqual([live.slug]);
    // The page cache is told to drop the page the moment the article goes live.
    expect(before.state.expiresAt).toBe(goesLiveAt.getTime());
    expect(await getPublishedArticleBySlug(slug)).toBeUndefined();
    expect((await publishedTranslations()).filter((e) => e.kind === 'article').map((e) => e.slug)).toEqual([live.slug]);

    // Time passes (the row's moment moves to the past): it is public with no one saving anything.
    await db().update(news_insights).set({ publish_at: sql`now() - interval '1 second'` }).where(eq(news_insights.slug, slug));
    const after = await runWithRequestState(() => listPublishedArticles());
    expect((await after.result).map((a) => a.slug)).toContain(slug);
    expect(after.state.expiresAt).toBeUndefined();
    expect((await getPublishedArticleBySlug(slug))?.title).toBe('Scheduled Article');
    expect((await publishedTranslations()).filter((e) => e.kind === 'article').map((e) => e.slug)).toContain(slug);
  });

  it('an unpublish time takes the article off at that moment', async () => {
    const endsAt = new Date(Date.now() + 2 * HOUR);
    const saved = await saveArticle(staff, null, articleInput({ unpublish_at: endsAt }));
    if (!saved.ok) throw new Error('save refused');
    const during = await runWithRequestState(() => getPublishedArticleBySlug(saved.row.slug));
    expect((await during.result)?.slug).toBe(saved.row.slug);
    expect(during.state.expiresAt).toBe(endsAt.getTime());
    await db().update(news_insights).set({ unpublish_at: sql`now() - interval '1 second'` }).where(eq(news_insights.id, saved.row.id));
    expect(await getPublishedArticleBySlug(saved.row.slug)).toBeUndefined();
  });

  it('an empty list still tells the page cache when its first article goes live, and no row carries that moment', async () => {
    const goesLiveAt = new Date(Date.now() + HOUR);
    const saved = await saveArticle(staff, null, articleInput({ publish_at: goesLiveAt }));
    if (!saved.ok) throw new Error('save refused');
    const empty = await runWithRequestState(() => listPublishedArticles());
    expect(await empty.result).toEqual([]);
    expect(empty.state.expiresAt).toBe(goesLiveAt.getTime());

    const live = await makeArticle(db(), { title: 'Live now' });
    const listed = await runWithRequestState(() => listPublishedArticles({ limit: 6 }));
    const rows = await listed.result;
    expect(rows.map((row) => row.slug)).toEqual([live.slug]);
    expect(listed.state.expiresAt).toBe(goesLiveAt.getTime());
    // The loader sends these rows to the browser: the scheduling moment stays on the server.
    expect(Object.keys(rows[0]!)).not.toContain('next_change');
    const article = await runWithRequestState(() => getPublishedArticleBySlug(live.slug));
    expect(Object.keys((await article.result)!)).not.toContain('next_change');
    expect(article.state.expiresAt).toBe(goesLiveAt.getTime());
  });

  it('publishing without a time records the moment, kept over later saves', async () => {
    const first = await saveArticle(staff, null, articleInput());
    if (!first.ok) throw new Error('save refused');
    const wentLive = first.row.publish_at;
    expect(wentLive).toBeInstanceOf(Date);
    const second = await saveArticle(staff, first.row.id, articleInput({ slug: first.row.slug, title: 'Edited' }));
    expect(second.ok && second.row.publish_at?.getTime()).toBe(wentLive!.getTime());
    const draft = await saveArticle(staff, null, articleInput({ is_published: false }));
    expect(draft.ok && draft.row.publish_at).toBeNull();
  });
});

describe.each(testDatabaseKinds())('redirects (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeEach(async () => {
    await db().delete(redirects);
    await db().delete(news_insights);
    await db().delete(partners);
    await db().delete(not_found_paths);
  });

  it('renaming a published article twice sends both old addresses straight to the newest (audited)', async () => {
    const article = await makeArticle(db(), { slug: 'first-name' });
    const rename = (slug: string) => saveArticle(staff, article.id, articleInput({ slug, title: article.title }));
    expect((await rename('second-name')).ok).toBe(true);
    expect((await rename('third-name')).ok).toBe(true);
    expect(await findRedirect('/news-insights/first-name')).toBe('/news-insights/third-name');
    expect(await findRedirect('/news-insights/second-name')).toBe('/news-insights/third-name');
    expect(await findRedirect('/news-insights/third-name')).toBeUndefined();
    const audit = await auditRowsFor(db(), '/news-insights/first-name');
    expect(audit.map((row) => [row.entity, row.action, row.staff_email])).toEqual([
      ['redirects', 'create', staff.email],
      ['redirects', 'update', staff.email],
    ]);
    // Renaming back to its own old address needs no confirmation; no redirect loops.
    expect((await rename('first-name')).ok).toBe(true);
    expect(await findRedirect('/news-insights/first-name')).toBeUndefined();
    expect(await findRedirect('/news-insights/third-name')).toBe('/news-insights/first-name');
    expect(await findRedirect('/news-insights/second-name')).toBe('/news-insights/first-name');
  });

  it('a draft or an inactive partner moves without leaving a redirect', async () => {
    const draft = await makeArticle(db(), { slug: 'draft-old', is_published: false });
    await saveArticle(staff, draft.id, articleInput({ slug: 'draft-new', is_published: false }));
    const hidden = await makePartner(db(), { slug: 'hidden-old', is_active: false });
    await savePartner(staff, hidden.id, partnerInput(hidden, { slug: 'hidden-new', is_active: false }));
    expect(await listRedirects()).toEqual([]);
  });

  it('an active partner renamed keeps its old address alive', async () => {
    const partner = await makePartner(db(), { slug: 'acme-old' });
    const saved = await savePartner(staff, partner.id, partnerInput(partner, { slug: 'acme-new' }));
    expect(saved.ok).toBe(true);
    expect(await findRedirect('/partners/acme-old')).toBe('/partners/acme-new');
    expect((await getPartner(partner.id))?.slug).toBe('acme-new');
  });

  it('an address a redirect owns is taken only when staff confirm, and the redirect goes', async () => {
    await addRedirect(staff, '/news-insights/taken', '/about-us');
    const refused = await saveArticle(staff, null, articleInput({ slug: 'taken' }));
    expect(refused).toEqual({ ok: false, reason: 'slug_redirected' });
    expect(await db().select().from(news_insights)).toEqual([]);
    const confirmed = await saveArticle(staff, null, articleInput({ slug: 'taken' }), { replaceRedirect: true });
    expect(confirmed.ok).toBe(true);
    expect(await findRedirect('/news-insights/taken')).toBeUndefined();
    expect((await auditRowsFor(db(), '/news-insights/taken')).map((row) => row.action)).toEqual(['create', 'delete']);
    if (confirmed.ok) expect((await getArticle(confirmed.row.id))?.slug).toBe('taken');
  });

  it('manual redirects: chains collapse both ways, removal is audited', async () => {
    await addRedirect(staff, '/old-b', '/about-us');
    // A → B where B already redirects: A goes to B's end.
    await addRedirect(staff, '/old-a', '/old-b');
    expect(await findRedirect('/old-a')).toBe('/about-us');
    // B's target moves: everything pointing at B's old target is not touched, but pointing at B follows.
    await addRedirect(staff, '/older', '/old-a');
    expect(await findRedirect('/older')).toBe('/about-us');
    expect(await addRedirect(staff, '/same', '/same')).toEqual({ ok: false, reason: 'same_path' });
    expect(await removeRedirect(staff, '/old-a')).toBe(true);
    expect(await removeRedirect(staff, '/old-a')).toBe(false);
    expect(await findRedirect('/old-a')).toBeUndefined();
    expect((await auditRowsFor(db(), '/old-a')).map((row) => row.action)).toEqual(['create', 'delete']);
    // Lookups are by normalized path: trailing slash and query do not matter.
    expect(await findRedirect('/old-b/?utm_source=x')).toBe('/about-us');
  });

  it('the 404 log counts repeated misses in one row and stays bounded', async () => {
    recordNotFound('/missing-page');
    recordNotFound('/missing-page/');
    recordNotFound('/missing-page?ref=mail');
    recordNotFound('/other');
    const log = await listNotFound();
    expect(log.map((row) => [row.path, row.hits])).toEqual([
      ['/missing-page', 3],
      ['/other', 1],
    ]);
    // Fill to the bound with older rows; a new miss keeps the table at the bound, dropping the stalest.
    await db().execute(
      sql`insert into not_found_paths (path, hits, first_seen_at, last_seen_at)
          select '/filler-' || n, 1, now() - interval '1 day', now() - interval '1 day' - (n || ' seconds')::interval
          from generate_series(1, ${NOT_FOUND_LOG_MAX}) as n`,
    );
    recordNotFound('/brand-new');
    await flushNotFound();
    const [{ count }] = (await db().select({ count: sql<number>`count(*)::int` }).from(not_found_paths)) as [{ count: number }];
    expect(count).toBe(NOT_FOUND_LOG_MAX);
    const kept = (await listNotFound(NOT_FOUND_LOG_MAX)).map((row) => row.path);
    expect(kept).toContain('/brand-new');
    expect(kept).toContain('/missing-page');
    expect(kept).not.toContain(`/filler-${NOT_FOUND_LOG_MAX}`);
  });

  it('misses are counted in memory and written in one batch: 1,000 misses of one path are one row of 1,000', async () => {
    for (let miss = 0; miss < 1000; miss++) recordNotFound('/gone-page');
    expect(await db().select().from(not_found_paths)).toEqual([]);
    await flushNotFound();
    expect((await db().select().from(not_found_paths)).map((row) => [row.path, row.hits])).toEqual([['/gone-page', 1000]]);
  });

  it("a scanner's probes are not counted, and a flood of new paths counts at most NOT_FOUND_PENDING_MAX per write", async () => {
    for (const probe of ['/wp-login.php', '/.env', '/.git/config', '/xmlrpc.php', '/wp-admin/setup.php', '/cgi-bin/test', '/backup.sql']) recordNotFound(probe);
    recordNotFound('/.well-known/missing');
    for (let miss = 0; miss < NOT_FOUND_PENDING_MAX * 3; miss++) recordNotFound(`/random-${miss}`);
    recordNotFound('/random-0');
    await flushNotFound();
    const rows = await listNotFound(NOT_FOUND_LOG_MAX);
    expect(rows.map((row) => row.path)).not.toContain('/wp-login.php');
    expect(rows.filter((row) => row.path.startsWith('/random-'))).toHaveLength(NOT_FOUND_PENDING_MAX - 1);
    expect(rows.find((row) => row.path === '/random-0')?.hits).toBe(2);
    expect(rows.map((row) => row.path)).toContain('/.well-known/missing');
  });

  it('the table keeps the most missed paths when random ones churn through it', async () => {
    for (let miss = 0; miss < 5; miss++) recordNotFound('/real-broken-link');
    await flushNotFound();
    for (let round = 0; round < Math.ceil((NOT_FOUND_LOG_MAX * 1.5) / NOT_FOUND_PENDING_MAX); round++) {
      for (let miss = 0; miss < NOT_FOUND_PENDING_MAX; miss++) recordNotFound(`/noise-${round}-${miss}`);
      await flushNotFound();
    }
    const [{ count }] = (await db().select({ count: sql<number>`count(*)::int` }).from(not_found_paths)) as [{ count: number }];
    expect(count).toBe(NOT_FOUND_LOG_MAX);
    expect((await listNotFound(1))[0]).toMatchObject({ path: '/real-broken-link', hits: 5 });
  });

  it('unpublishing while renaming: the old address does not redirect to the draft (finding 7), and does again once it is public', async () => {
    const article = await makeArticle(db(), { slug: 'public-name' });
    const hidden = await saveArticle(staff, article.id, articleInput({ slug: 'secret-draft-name', title: article.title, is_published: false }));
    expect(hidden.ok).toBe(true);
    expect(await findRedirect('/news-insights/public-name')).toBeUndefined();
    await loadRedirectsIntoMemory();
    expect(redirectInMemory('/news-insights/public-name')).toBeUndefined();
    const republished = await saveArticle(staff, article.id, articleInput({ slug: 'secret-draft-name', title: article.title, is_published: true }));
    expect(republished.ok).toBe(true);
    expect(await findRedirect('/news-insights/public-name')).toBe('/news-insights/secret-draft-name');
    await loadRedirectsIntoMemory();
    expect(redirectInMemory('/news-insights/public-name')).toBe('/news-insights/secret-draft-name');
  });

  it('the redirect table in memory follows content changes', async () => {
    notifyContentChange();
    await loadRedirectsIntoMemory();
    expect(redirectInMemory('/old-address')).toBeUndefined();
    await addRedirect(staff, '/old-address', '/about-us');
    // addRedirect told the content listeners: the table is loaded again on the next question.
    expect(redirectInMemory('/old-address')).toBe(NOT_LOADED);
    await loadRedirectsIntoMemory();
    expect(redirectInMemory('/old-address/?utm_source=x')).toBe('/about-us');
  });
});

function partnerInput(row: typeof partners.$inferSelect, overrides: Partial<PartnerInput>): PartnerInput {
  const { id: _id, created_at: _created, updated_at: _updated, ...rest } = row;
  return { ...rest, ...overrides } as PartnerInput;
}
