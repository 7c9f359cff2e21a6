/**
 * Search per language (issues 45 and 48, ADR 420 point 8), on both databases: an Arabic article's
 * words are found by the Arabic search only, with the Arabic stemmer (the definite article 'ال'
 * dropped), a typo corrected from the Arabic lexicon and the snippet marked in Arabic; the English
 * search never sees it, and the Arabic search never sees English documents; a draft is not found,
 * a publish is found in its save's transaction, an unpublish or a delete removes it; an Arabic job
 * and the Arabic pages link to their Arabic addresses. Staff search reads every language at once
 * (drafts included, the role's areas only): an Arabic query meets Arabic rows through the Arabic
 * stemmer, each hit names its language, and an Arabic page's hit opens its Arabic editor.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { snippetParts } from '~/domain/search/query';
import { queryRows } from '~/server/db/db.server';
import { jobs, news_insights, search_documents, search_lexicon } from '~/server/db/schema.server';
import { auditedDelete, auditedSave, auditedUpdate } from '~/server/entities/audited-writes.server';
import { seedDemoContent } from '~/server/seed/seed.server';
import { ensureSearchIndex, rebuildSearchIndex } from './search-index.server';
import { searchSite, suggest } from './search.server';

const editor = { email: 'arabic-search-editor@corvane.example' };
const NEWS = { table: news_insights, entity: 'news_insights' };

describe.each(testDatabaseKinds())('search per locale (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(async () => {
    await seedDemoContent(db(), { reset: true });
  });

  it('the arabic configuration does what the tests below rely on: the definite article is dropped, hamza folded', async () => {
    const [row] = await queryRows<{ vector: string; english: string }>(
      db(),
      sql`select to_tsvector('arabic', 'الزعفران زعفران الأمن أمن')::text as vector, to_tsvector('english', 'الزعفران')::text as english`,
    );
    expect(row).toEqual({ vector: `'امن':3,4 'زعفر':1,2`, english: `'الزعفران':1` });
  });

  it('an Arabic article is found on the Arabic search only, by its stem and through a typo; never as a draft; gone when unpublished or deleted', async () => {
    const latin = `zqvar${kind}`;
    const saved = await auditedSave(editor, NEWS, null, {
      locale: 'ar',
      slug: `زراعة-الزعفران-${kind}`,
      title: 'زراعة الزعفران في الصحراء',
      excerpt: 'كيف تساعد البيانات المزارعين.',
      content: `نموذج ${latin} يقيس رطوبة التربة في مزارع الزعفران بدبي.`,
      category: 'Insights',
      author: 'فريق دبي',
      published_date: '2026-11-02',
      is_published: false,
    });
    if (!saved.ok) throw new Error('not saved');
    // A draft: found by nobody.
    expect((await searchSite('الزعفران', { locale: 'ar' })).total).toBe(0);

    await auditedUpdate(editor, NEWS, saved.row.id, { is_published: true }, 'publish');
    const [document] = await db().select().from(search_documents).where(eq(search_documents.entity_id, saved.row.id));
    expect(document).toMatchObject({ locale: 'ar', text_search: 'arabic', url: `/ar/الأخبار-والرؤى/زراعة-الزعفران-${kind}` });

    // With and without the definite article: one stem.
    for (const word of ['الزعفران', 'زعفران']) {
      const results = await searchSite(word, { locale: 'ar' });
      expect(results.hits[0], word).toMatchObject({ kind: 'article', title: 'زراعة الزعفران في الصحراء', url: `/ar/الأخبار-والرؤى/زراعة-الزعفران-${kind}`, date: '2026-11-02' });
      // The snippet marks the Arabic word as written in the text.
      expect(snippetParts(results.hits[0]!.snippet).filter((part) => part.match).map((part) => part.text)).toContain('الزعفران');
    }
    // A dropped letter before the end is the stemmer's ('الزعفرن' → 'زعفر'): found as typed.
    expect(await searchSite('الزعفرن', { locale: 'ar' })).toMatchObject({ total: 1, hits: [{ title: 'زراعة الزعفران في الصحراء' }] });
    // A wrong letter (غ for ع, one dot apart) is corrected from the Arabic lexicon (the title's words).
    const typo = await searchSite('الزغفران', { locale: 'ar' });
    expect(typo.correctedTo).toBe('الزعفران');
    expect(typo.hits[0]?.title).toBe('زراعة الزعفران في الصحراء');
    expect(await db().select({ word: search_lexicon.word }).from(search_lexicon).where(and(eq(search_lexicon.locale, 'ar'), eq(search_lexicon.word, 'الزعفران')))).toEqual([{ word: 'الزعفران' }]);
    // Suggestions per locale.
    expect((await suggest('زراعة الزعف', 'ar'))[0]).toMatchObject({ title: 'زراعة الزعفران في الصحراء' });
    expect(await suggest('زراعة الزعف')).toEqual([]);

    // Not on the English search: neither its Arabic word nor its Latin one (the same lexeme in both configurations).
    expect((await searchSite('الزعفران')).total).toBe(0);
    expect((await searchSite(latin)).total).toBe(0);
    expect((await searchSite(latin, { locale: 'ar' })).total).toBe(1);

    await auditedUpdate(editor, NEWS, saved.row.id, { is_published: false }, 'unpublish');
    expect((await searchSite('الزعفران', { locale: 'ar' })).total).toBe(0);
    await auditedUpdate(editor, NEWS, saved.row.id, { is_published: true }, 'publish');
    expect((await searchSite('الزعفران', { locale: 'ar' })).total).toBe(1);
    await auditedDelete(editor, NEWS, saved.row.id);
    expect((await searchSite('الزعفران', { locale: 'ar' })).total).toBe(0);
    expect(await db().select().from(search_documents).where(eq(search_documents.entity_id, saved.row.id))).toEqual([]);
  });

  it('the Arabic search never finds an English document', async () => {
    const latin = `zqven${kind}`;
    const saved = await auditedSave(editor, NEWS, null, {
      slug: `english-only-${kind}`,
      title: `The ${latin} report`,
      excerpt: 'English.',
      content: 'Zero trust in practice.',
      category: 'Insights',
      author: 'Editor',
      published_date: '2026-11-03',
      is_published: true,
    });
    if (!saved.ok) throw new Error('not saved');
    expect((await searchSite(latin)).hits[0]?.url).toBe(`/news-insights/english-only-${kind}`);
    expect((await searchSite(latin, { locale: 'ar' })).total).toBe(0);
    // Nor through a typo: the English lexicon's words are not the Arabic search's.
    expect((await searchSite(`${latin}x`, { locale: 'ar' })).correctedTo).toBeUndefined();
    await auditedDelete(editor, NEWS, saved.row.id);
  });

  it('an Arabic job and the Arabic pages link to their Arabic addresses; the rebuild keeps every language', async () => {
    const saved = await auditedSave(editor, { table: jobs, entity: 'jobs' }, null, {
      locale: 'ar',
      slug: `مهندس-زعفران-${kind}`,
      title: 'مهندس بيانات الزعفران',
      department: 'الهندسة',
      experience_level: 'Senior',
      description: 'وظيفة في دبي.',
      requirements: [],
      benefits: [],
      is_active: true,
    });
    if (!saved.ok) throw new Error('not saved');
    const check = async () => {
      expect((await searchSite('مهندس الزعفران', { locale: 'ar' })).hits[0]).toMatchObject({ kind: 'job', url: `/ar/الوظائف/مهندس-زعفران-${kind}` });
      // The Arabic security page (a seed), at its Arabic address, by the hero's 'أمن' written 'الأمن'.
      const security = await searchSite('الأمن', { locale: 'ar', kind: 'page' });
      expect(security.hits.map((hit) => hit.url)).toContain('/ar/الخدمات-الأمنية');
      expect(security.hits.every((hit) => hit.url.startsWith('/ar'))).toBe(true);
    };
    await check();
    await db().transaction((tx) => rebuildSearchIndex(tx));
    await check();
    // An empty index (a database migrated past 0019, which empties it) is rebuilt at start-up in every language.
    await db().delete(search_documents);
    expect(await ensureSearchIndex()).toBeGreaterThan(0);
    await check();
    expect((await searchSite('security')).hits[0]).toMatchObject({ title: 'Security Services', url: '/security-services' });
    await auditedDelete(editor, { table: jobs, entity: 'jobs' }, saved.row.id);
  });

  it('staff search finds every language’s items, drafts included, each with its language, an Arabic query through the Arabic stemmer', async () => {
    const latin = `zqstaff${kind}`;
    const staffNews = { kind: 'staff', entities: ['news_insights'] } as const;
    const arabic = await auditedSave(editor, NEWS, null, {
      locale: 'ar',
      slug: `مسودة-الزعفران-${kind}`,
      title: 'مسودة عن حصاد الزعفران',
      excerpt: 'لم تُنشر بعد.',
      content: `تقرير ${latin} عن مواسم حصاد الزعفران.`,
      category: 'Insights',
      author: 'فريق دبي',
      published_date: '2026-11-04',
      is_published: false,
    });
    const english = await auditedSave(editor, NEWS, null, {
      slug: `saffron-draft-${kind}`,
      title: 'A draft about the saffron harvest',
      excerpt: 'Not published yet.',
      content: `The ${latin} report on harvest seasons.`,
      category: 'Insights',
      author: 'Editor',
      published_date: '2026-11-03',
      is_published: false,
    });
    if (!arabic.ok || !english.ok) throw new Error('not saved');

    // The word without its article, as a translator might type it: the Arabic stemmer's match, a draft, with its language and edit screen.
    const found = await searchSite('زعفران', { audience: staffNews, locale: 'all' });
    expect(found.total).toBe(1);
    expect(found.hits[0]).toMatchObject({ kind: 'article', locale: 'ar', title: 'مسودة عن حصاد الزعفران', editUrl: `/admin/news/edit/${arabic.row.id}`, url: `/ar/الأخبار-والرؤى/مسودة-الزعفران-${kind}` });
    expect(snippetParts(found.hits[0]!.snippet).filter((part) => part.match).map((part) => part.text)).toEqual(['الزعفران']);
    // A word both hold: both languages, each named.
    const both = await searchSite(latin, { audience: staffNews, locale: 'all' });
    expect(both.total).toBe(2);
    expect(both.hits.map((hit) => [hit.locale, hit.title]).sort()).toEqual([
      ['ar', 'مسودة عن حصاد الزعفران'],
      ['en', 'A draft about the saffron harvest'],
    ]);
    // An English word through the English stemmer still ('harvests' → 'harvest').
    expect((await searchSite('harvests', { audience: staffNews, locale: 'all' })).hits.map((hit) => hit.locale)).toEqual(['en']);
    // A typo corrected from the Arabic lexicon.
    expect(await searchSite('الزغفران', { audience: staffNews, locale: 'all' })).toMatchObject({ correctedTo: 'الزعفران', total: 1, hits: [{ locale: 'ar' }] });
    // The role's areas only; and the drafts stay off the public searches.
    expect((await searchSite('زعفران', { audience: { kind: 'staff', entities: ['jobs'] }, locale: 'all' })).total).toBe(0);
    expect((await searchSite('زعفران', { locale: 'ar' })).total).toBe(0);
    expect((await searchSite(latin)).total).toBe(0);

    // An Arabic page's hit opens the page editor in Arabic; the English page's in English.
    const pages = await searchSite('الأمن', { audience: { kind: 'staff', entities: ['site_pages'] }, locale: 'all', kind: 'page' });
    expect(pages.hits.find((hit) => hit.url === '/ar/الخدمات-الأمنية')).toMatchObject({ locale: 'ar', editUrl: '/admin/pages/security-services?locale=ar' });
    const englishPages = await searchSite('security', { audience: { kind: 'staff', entities: ['site_pages'] }, locale: 'all', kind: 'page' });
    expect(englishPages.hits.find((hit) => hit.url === '/security-services')).toMatchObject({ locale: 'en', editUrl: '/admin/pages/security-services' });

    await auditedDelete(editor, NEWS, arabic.row.id);
    await auditedDelete(editor, NEWS, english.row.id);
  });
});
