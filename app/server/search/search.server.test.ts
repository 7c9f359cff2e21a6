/**
 * Site search over the demo content (issue 45, ADR 350), on both databases: the acceptance
 * queries find the expected item first; a typo is corrected; a draft's words find nothing until
 * it is published through a staff save (in that transaction), and nothing after it is unpublished
 * or deleted; a scheduled article appears at its time; a closed job is never found; staff search
 * finds drafts of their own areas only; hostile queries answer quickly with nothing broken.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { COUNT_LIMIT, RECENT_ARTICLES, snippetParts } from '~/domain/search/query';
import { queryRows } from '~/server/db/db.server';
import { news_insights, jobs, search_documents, search_lexicon } from '~/server/db/schema.server';
import { pruneSearchLexicon, rebuildSearchIndex } from './search-index.server';
import { auditedDelete, auditedSave, auditedUpdate } from '~/server/entities/audited-writes.server';
import { seedDemoContent } from '~/server/seed/seed.server';
import { searchSite, suggest } from './search.server';
import { PAGE_SEEDS } from '~/content/pages/index';
import { addPageTranslation, writeSitePage } from '~/server/entities/site-pages.server';

const editor = { email: 'editor@corvane.example' };
const NEWS = { table: news_insights, entity: 'news_insights' };

describe.each(testDatabaseKinds())('site search (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(async () => {
    await seedDemoContent(db(), { reset: true });
  });

  const first = async (query: string) => (await searchSite(query)).hits[0];

  it.each([
    ['zero trust', 'service', 'Cloud Security & Zero Trust Architecture'],
    ['HIPAA', 'service', 'Regulatory Compliance & Risk Management'],
    ['Dubai', 'article', 'Corvane Digital Opens a Design and Advisory Studio in Dubai'],
    ['generative', 'page', 'Generative AI and Data'],
    ['data engineer', 'job', 'Data Engineer (Contract)'],
    ['Halcyon Cloud', 'partner', 'Halcyon Cloud'],
  ])('“%s” finds the %s “%s” first', async (query, expectedKind, title) => {
    const hit = await first(query);
    expect({ kind: hit?.kind, title: hit?.title }).toEqual({ kind: expectedKind, title });
    // The snippet marks what matched, as parts (never HTML).
    const results = await searchSite(query);
    expect(results.hits.some((result) => snippetParts(result.snippet).some((part) => part.match))).toBe(true);
  });

  it('corrects a typo from the lexicon and says so: “secruity” finds the security practice', async () => {
    const results = await searchSite('secruity');
    expect(results.correctedTo).toBe('security');
    expect(results.hits[0]).toMatchObject({ kind: 'page', title: 'Security Services', url: '/security-services' });
  });

  it('keeps Arabic pages out of the English search: publishing a translation keeps the English page found, and nothing Arabic', async () => {
    const editor = { email: 'search-translator@corvane.example' };
    expect((await addPageTranslation(editor, 'about-us', 'ar')).ok).toBe(true);
    const document = structuredClone(PAGE_SEEDS['about-us']);
    document.seo.title = 'من نحن | Corvane Digital';
    expect((await writeSitePage(editor, 'about-us', { kind: 'publish', document }, new Date(), 'ar')).ok).toBe(true);
    expect((await searchSite('نحن')).total).toBe(0);
    // The translation's documents are its own, in Arabic (ADR 420 point 8); the English page's stay English.
    const pages = await db().select().from(search_documents).where(and(eq(search_documents.entity, 'site_pages'), eq(search_documents.entity_id, 'about-us'), eq(search_documents.locale, 'en')));
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.every((row) => !/[\u0600-\u06FF]/.test(`${row.title} ${row.body}`))).toBe(true);
    await rebuildSearchIndex(db());
    expect((await searchSite('نحن')).total).toBe(0);
    expect((await searchSite('about us')).hits.some((hit) => hit.url === '/about-us')).toBe(true);
  });

  it('filters by kind and pages through the results, with counts per kind', async () => {
    const all = await searchSite('security');
    expect(all.total).toBeGreaterThan(5);
    expect(all.counts.service).toBeGreaterThan(0);
    const services = await searchSite('security', { kind: 'service' });
    expect(services.total).toBe(all.counts.service);
    expect(services.hits.every((hit) => hit.kind === 'service')).toBe(true);
    const pageTwo = await searchSite('security', { perPage: 2, page: 2 });
    const pageOne = await searchSite('security', { perPage: 2, page: 1 });
    expect(pageTwo.hits.map((hit) => hit.url)).not.toEqual(pageOne.hits.map((hit) => hit.url));
  });

  it('a draft is found only once published, in its save’s transaction; unpublished or deleted, it is gone', async () => {
    const word = `zorblax${kind}`;
    const saved = await auditedSave(editor, NEWS, null, {
      slug: `search-draft-${kind}`,
      title: `A draft about ${word}`,
      excerpt: 'Not yet.',
      content: `The ${word} programme.`,
      category: 'Insights',
      author: 'Editor',
      published_date: '2026-11-01',
      is_published: false,
    });
    if (!saved.ok) throw new Error('not saved');
    expect((await searchSite(word)).total).toBe(0);
    // Staff search finds the draft, for an area that holds articles only.
    expect((await searchSite(word, { audience: { kind: 'staff', entities: ['news_insights'] } })).hits[0]).toMatchObject({ title: `A draft about ${word}`, editUrl: `/admin/news/edit/${saved.row.id}` });
    expect((await searchSite(word, { audience: { kind: 'staff', entities: ['jobs'] } })).total).toBe(0);

    await auditedUpdate(editor, NEWS, saved.row.id, { is_published: true }, 'publish');
    expect((await searchSite(word)).hits[0]).toMatchObject({ kind: 'article', url: `/news-insights/search-draft-${kind}` });
    await auditedUpdate(editor, NEWS, saved.row.id, { is_published: false }, 'unpublish');
    expect((await searchSite(word)).total).toBe(0);
    // Scheduled: in the index, found from its time on without another write.
    await auditedUpdate(editor, NEWS, saved.row.id, { is_published: true, publish_at: new Date(Date.now() + 60 * 60_000) }, 'publish');
    expect((await searchSite(word)).total).toBe(0);
    await db().update(search_documents).set({ visible_from: new Date(Date.now() - 1000) }).where(eq(search_documents.entity_id, saved.row.id));
    expect((await searchSite(word)).total).toBe(1);
    await auditedDelete(editor, NEWS, saved.row.id);
    expect((await searchSite(word)).total).toBe(0);
    expect(await db().select().from(search_documents).where(eq(search_documents.entity_id, saved.row.id))).toEqual([]);
    // Its title's words stay in the lexicon until the daily purge prunes them.
    const inLexicon = async () => (await db().select().from(search_lexicon).where(eq(search_lexicon.word, word))).length;
    expect(await inLexicon()).toBe(1);
    expect(await pruneSearchLexicon(db())).toBeGreaterThanOrEqual(1);
    expect(await inLexicon()).toBe(0);
    expect((await searchSite('secruity')).correctedTo).toBe('security');
  });

  it('a closed job is never found', async () => {
    const [job] = await db().select().from(jobs).where(eq(jobs.title, 'UX Researcher'));
    expect((await first('UX Researcher'))?.title).toBe('UX Researcher');
    await auditedUpdate(editor, { table: jobs, entity: 'jobs' }, job!.id, { closes_on: '2020-01-01' }, 'update');
    expect((await searchSite('UX Researcher', { kind: 'job' })).total).toBe(0);
    await auditedUpdate(editor, { table: jobs, entity: 'jobs' }, job!.id, { closes_on: null }, 'update');
  });

  it('suggests titles as the visitor types, the last word a prefix', async () => {
    const suggestions = await suggest('gener');
    expect(suggestions[0]).toMatchObject({ title: 'Generative AI and Data', url: '/generative-ai' });
    expect(await suggest('  ')).toEqual([]);
  });

  // What keeps them quick is bounded work, not a stopwatch here: the query is cut to
  // MAX_QUERY_LENGTH characters and MAX_QUERY_WORDS words (domain/search/query.test.ts) and each
  // statement has a statement_timeout; the bench has the figures.
  it('hostile queries are answered with at most a page of results and nothing broken', async () => {
    const hostile = ['x'.repeat(10_000), 'a\u0000b', "'; drop table search_documents; --", '*:*', Array.from({ length: 1000 }, (_, i) => `w${i}`).join(' OR '), '!!! ::: &&& |||', '(((', '\\'];
    for (const query of hostile) {
      const results = await searchSite(query);
      expect(results.hits.length).toBeLessThanOrEqual(10);
    }
    expect((await db().select().from(search_documents).limit(1)).length).toBe(1);
  });

  it('a word in more articles than every page shows is ranked over the newest articles only; every article write keeps the newest marked (ADR 350 §5)', async () => {
    const word = `quillwort${kind}`;
    const article = (i: number, date: string, title: string) => ({
      slug: `common-${kind}-${i}`,
      title,
      excerpt: `About ${word}.`,
      content: `The ${word} programme, part ${i}.`,
      category: 'Insights' as const,
      author: 'Editor',
      published_date: date,
      is_published: true,
    });
    // RECENT_ARTICLES recent ones that mention the word, then older ones whose titles hold it.
    const recent = Array.from({ length: RECENT_ARTICLES }, (_, i) => article(i, `2026-${String(1 + (i % 9)).padStart(2, '0')}-10`, `Field notes ${i}`));
    const older = Array.from({ length: 30 }, (_, i) => article(RECENT_ARTICLES + i, '2019-05-01', `The ${word} handbook ${i}`));
    for (let i = 0; i < recent.length; i += 250) await db().insert(news_insights).values(recent.slice(i, i + 250));
    await db().insert(news_insights).values(older);
    await db().transaction((tx) => rebuildSearchIndex(tx));

    const marked = async () =>
      db()
        .select({ title: search_documents.title, date: search_documents.date })
        .from(search_documents)
        .where(and(eq(search_documents.kind, 'article'), eq(search_documents.recent, true)));
    const newest = await marked();
    expect(newest).toHaveLength(RECENT_ARTICLES);
    expect(newest.some((row) => row.title.includes(word))).toBe(false);

    // Counted in full ("more than 1,000"), ranked over the recent ones: the old titles don't lead.
    const results = await searchSite(word);
    expect(results.total).toBe(COUNT_LIMIT + 1);
    expect(results.hits).toHaveLength(10);
    expect(results.hits.every((hit) => hit.title.startsWith('Field notes'))).toBe(true);
    // Each of the twenty pages a visitor may see has its results.
    expect((await searchSite(word, { page: 20 })).hits).toHaveLength(10);
    // A rarer word of the old ones is still found: the whole index is searched when the recent
    // articles can't fill the pages.
    expect((await searchSite(`${word} handbook 7`)).hits[0]?.title).toBe(`The ${word} handbook 7`);

    // A new article through a staff save joins the newest; the oldest of them leaves, in that save.
    const saved = await auditedSave(editor, NEWS, null, article(9_999, '2026-11-20', `Latest ${word} brief`));
    if (!saved.ok) throw new Error('not saved');
    const after = await marked();
    expect(after).toHaveLength(RECENT_ARTICLES);
    expect(after.some((row) => row.title === `Latest ${word} brief`)).toBe(true);
    expect((await searchSite(word)).hits[0]?.title).toBe(`Latest ${word} brief`);
    // Deleted, it leaves the newest; another takes its place.
    await auditedDelete(editor, NEWS, saved.row.id);
    expect(await marked()).toHaveLength(RECENT_ARTICLES);

    // The statements rely on the planner proving each partial index's predicate (migration 0013):
    // should an upgrade change that, this fails rather than every search reading every match.
    const plan = async (part: string) =>
      (await queryRows<Record<string, string>>(db(), sql.raw(`explain select key from search_documents where search @@ to_tsquery('english', '${word}') and ${part}`)))
        .map((row) => Object.values(row)[0])
        .join('\n');
    expect(await plan(`kind <> 'article'`)).toContain('search_documents_small_kinds_search_idx');
    expect(await plan(`kind = 'article' and recent`)).toContain('search_documents_recent_articles_search_idx');
    expect(await plan(`kind = 'article' and not recent`)).toContain('search_documents_older_articles_search_idx');

    await db().delete(news_insights).where(sql`${news_insights.slug} like ${`common-${kind}-%`}`);
    await db().transaction((tx) => rebuildSearchIndex(tx));
  }, 120_000);
});
