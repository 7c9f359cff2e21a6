/**
 * Issue 48 (ADR 420): an article or a job and its Arabic translation, each a row of its own. An
 * English-only article answers 404 at every /ar address (its English slug too), is not on the
 * Arabic list or in the Arabic feed; "Add Arabic translation" makes an unpublished draft in the
 * source's group (audited); publishing it puts it at its Arabic slug, on /ar news, in the /ar feed,
 * and both pages list each other as alternates; unpublishing takes it off again. The same for jobs.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { makeArticle, makeJob } from '../support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../support/database';
import { dataOf, resultOf } from '../support/route-results';
import { pageRequest, routeArgs } from '../support/route-requests';
import { callAdmin, useStaffSession } from '../support/staff-sessions';
import { loader as articleLoader } from '../../app/routes/site/article';
import { loader as newsLoader } from '../../app/routes/site/news';
import { loader as jobLoader } from '../../app/routes/site/job';
import { loader as careersLoader } from '../../app/routes/site/careers';
import { loader as rssLoader } from '../../app/routes/seo/rss';
import { action as articleAdminAction, loader as articleAdminLoader } from '../../app/routes/admin/news/form';
import { action as jobAdminAction } from '../../app/routes/admin/jobs/form';
import { audit_log, jobs, news_insights, redirects, search_documents } from '../../app/server/db/schema.server';
import { saveArticle } from '../../app/server/entities/news.server';
import { addArticleTranslation, publishedTranslations } from '../../app/server/entities/translations.server';
import { env, setEnvForTests } from '../../app/server/platform/env.server';
import { articleValues, parseArticleForm } from '../../app/domain/news-admin';

const AR_NEWS = '/ar/الأخبار-والرؤى';
const AR_CAREERS = '/ar/الوظائف';

type ArticlePage = { article: { id: string; slug: string; title: string } | null; alternates?: { locale: string; path: string }[] };
type NewsPage = { articles: { slug: string }[] };

const get = async (handler: (args: never) => unknown, path: string, params: Record<string, string> = {}) =>
  resultOf(await handler(routeArgs<never>(pageRequest(encodeURI(path)), params)));

describe.each(testDatabaseKinds())('Arabic translations of articles and jobs (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);
  afterAll(() => setEnvForTests(undefined));

  const publish = async (id: string, changes: { slug?: string; title?: string; is_published: boolean }) => {
    const [row] = await db().select().from(news_insights).where(eq(news_insights.id, id));
    const values = { ...articleValues(row!), ...(changes.slug ? { slug: changes.slug } : {}), ...(changes.title ? { title: changes.title } : {}), is_published: changes.is_published ? 'on' : '' };
    const parsed = parseArticleForm(values);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed));
    const saved = await saveArticle({ email: 'editor@corvane.example' }, id, parsed.data);
    if (!saved.ok) throw new Error(saved.reason);
  };

  it('an English-only article is 404 under /ar and absent from the Arabic list and feed; its translation, once published, is at its own slug there, with alternates both ways', async () => {
    const english = await makeArticle(db(), { slug: `dubai-studio-${kind}`, title: `Dubai studio ${kind}`, published_date: '2025-09-09' });

    // Nowhere in Arabic: its English slug under /ar is a 404, not an English fallback.
    expect(await get(articleLoader, `${AR_NEWS}/${english.slug}`, { slug: english.slug })).toMatchObject({ status: 404, data: { article: null } });
    expect(dataOf<NewsPage>(await get(newsLoader, AR_NEWS)).articles.map((a) => a.slug)).not.toContain(english.slug);
    expect(await (await rssLoader(routeArgs(pageRequest(encodeURI(`${AR_NEWS}/rss.xml`))))).text()).not.toContain(english.slug);
    // Alone, the English page has no hreflang cluster to list.
    expect(dataOf<ArticlePage>(await get(articleLoader, `/news-insights/${english.slug}`, { slug: english.slug })).alternates).toEqual([
      { locale: 'en', path: `/news-insights/${english.slug}` },
    ]);

    // "Add Arabic translation": a draft in the source's group, audited.
    const added = await callAdmin(articleAdminAction, { path: `/admin/news/edit/${english.id}`, cookie: session(), params: { id: english.id }, form: { intent: 'add-translation', locale: 'ar' } });
    const [draft] = await db().select().from(news_insights).where(and(eq(news_insights.translation_group, english.translation_group), eq(news_insights.locale, 'ar')));
    expect(added).toMatchObject({
      status: 302,
      location: `/admin/news/edit/${draft!.id}`,
      flash: { kind: 'success', message: 'The Arabic translation was created as a draft. Translate it, give it its own slug, then publish it.' },
    });
    expect(draft).toMatchObject({ slug: english.slug, title: english.title, is_published: false, publish_at: null });
    const audits = await db().select().from(audit_log).where(and(eq(audit_log.entity, 'news_insights'), eq(audit_log.entity_id, draft!.id)));
    expect(audits.map((row) => row.action)).toEqual(['create']);
    // The draft is no public page yet: its search document (Arabic, ADR 420 point 8) is not public, as an English draft's is not.
    expect((await get(articleLoader, `${AR_NEWS}/${english.slug}`, { slug: english.slug })).status).toBe(404);
    expect(await db().select({ locale: search_documents.locale, public: search_documents.public }).from(search_documents).where(eq(search_documents.entity_id, draft!.id))).toEqual([{ locale: 'ar', public: false }]);

    // The edit screen of the translation: its language, its source read only, no second Arabic offered.
    const edit = dataOf<{ translations: { language: string; missing: unknown[]; source: { title: string } | null; translations: { language: string }[] } }>(
      await callAdmin(articleAdminLoader, { path: `/admin/news/edit/${draft!.id}`, cookie: session(), params: { id: draft!.id } }),
    );
    expect(edit.translations).toMatchObject({ language: 'Arabic', missing: [], source: { title: english.title }, translations: [{ language: 'English' }] });

    // A second Arabic translation of the group is refused, with the reason.
    const again = await callAdmin(articleAdminAction, { path: `/admin/news/edit/${english.id}`, cookie: session(), params: { id: english.id }, form: { intent: 'add-translation', locale: 'ar' } });
    expect(again).toMatchObject({ status: 302, location: `/admin/news/edit/${english.id}`, flash: { kind: 'error', message: 'This item already has an Arabic translation: edit that one instead.' } });
    expect(await addArticleTranslation({ email: 'editor@corvane.example' }, english.id, 'ar')).toEqual({ ok: false, reason: 'translation_exists' });
    // The database refuses it too, whoever writes.
    await expect(db().insert(news_insights).values({ slug: `other-${kind}`, title: 'x', excerpt: 'x', content: 'x', category: 'News', locale: 'ar', translation_group: english.translation_group })).rejects.toThrow();

    // Published with its own Arabic slug.
    const arabicSlug = `استوديو-دبي-${kind}`;
    await publish(draft!.id, { slug: arabicSlug, title: 'افتتاح استوديو دبي', is_published: true });
    const arabicPage = await get(articleLoader, `${AR_NEWS}/${arabicSlug}`, { slug: arabicSlug });
    expect(arabicPage.status).toBe(200);
    const alternates = [
      { locale: 'ar', path: `${AR_NEWS}/${arabicSlug}` },
      { locale: 'en', path: `/news-insights/${english.slug}` },
    ];
    expect(dataOf<ArticlePage>(arabicPage)).toMatchObject({ article: { id: draft!.id, title: 'افتتاح استوديو دبي' } });
    expect(dataOf<ArticlePage>(arabicPage).alternates).toEqual(alternates);
    expect(dataOf<ArticlePage>(await get(articleLoader, `/news-insights/${english.slug}`, { slug: english.slug })).alternates).toEqual(alternates);
    // Its Arabic slug is no English address.
    expect((await get(articleLoader, `/news-insights/${arabicSlug}`, { slug: arabicSlug })).status).toBe(404);
    expect(dataOf<NewsPage>(await get(newsLoader, AR_NEWS)).articles.map((a) => a.slug)).toContain(arabicSlug);
    expect(dataOf<NewsPage>(await get(newsLoader, '/news-insights')).articles.map((a) => a.slug)).not.toContain(arabicSlug);
    const feed = await (await rssLoader(routeArgs(pageRequest(encodeURI(`${AR_NEWS}/rss.xml`))))).text();
    expect(feed).toContain('<language>ar</language>');
    expect(feed).toContain(`<link>${env().PUBLIC_URL}${encodeURI(`${AR_NEWS}/${arabicSlug}`)}</link>`);
    expect(feed).not.toContain(`/news-insights/${english.slug}`);
    expect(await (await rssLoader(routeArgs(pageRequest('/news-insights/rss.xml')))).text()).not.toContain(encodeURI(arabicSlug));
    expect((await publishedTranslations()).filter((entry) => entry.group === english.translation_group)).toEqual([
      expect.objectContaining({ kind: 'article', locale: 'ar', slug: arabicSlug, path: `${AR_NEWS}/${arabicSlug}` }),
      expect.objectContaining({ kind: 'article', locale: 'en', slug: english.slug, path: `/news-insights/${english.slug}` }),
    ]);

    // A new Arabic slug: the old one answers 301 within /ar, percent-encoded.
    const renamed = `استوديو-التصميم-${kind}`;
    await publish(draft!.id, { slug: renamed, is_published: true });
    const [redirect] = await db().select().from(redirects).where(eq(redirects.from_path, `${AR_NEWS}/${arabicSlug}`));
    expect(redirect?.to_path).toBe(`${AR_NEWS}/${renamed}`);
    expect(await get(articleLoader, `${AR_NEWS}/${arabicSlug}`, { slug: arabicSlug })).toMatchObject({ status: 301, location: encodeURI(`${AR_NEWS}/${renamed}`) });

    // Unpublished: gone from /ar, the list, the feed, and from the English page's alternates.
    await publish(draft!.id, { is_published: false });
    expect((await get(articleLoader, `${AR_NEWS}/${renamed}`, { slug: renamed })).status).toBe(404);
    expect(dataOf<NewsPage>(await get(newsLoader, AR_NEWS)).articles.map((a) => a.slug)).not.toContain(renamed);
    expect(await (await rssLoader(routeArgs(pageRequest(encodeURI(`${AR_NEWS}/rss.xml`))))).text()).not.toContain(encodeURI(renamed));
    expect(dataOf<ArticlePage>(await get(articleLoader, `/news-insights/${english.slug}`, { slug: english.slug })).alternates).toEqual([
      { locale: 'en', path: `/news-insights/${english.slug}` },
    ]);
  });

  it('a job: English only is 404 under /ar and off the Arabic careers list; its published translation is found at its Arabic slug, listed, with alternates both ways', async () => {
    const english = await makeJob(db(), { slug: `ai-strategist-${kind}`, title: `AI Strategist ${kind}` });
    expect((await get(jobLoader, `${AR_CAREERS}/${english.slug}`, { slug: english.slug })).status).toBe(404);
    type Careers = { jobs: { ok: boolean; data: { slug: string }[] } };
    expect(dataOf<Careers>(await get(careersLoader, AR_CAREERS)).jobs.data.map((job) => job.slug)).not.toContain(english.slug);

    const added = await callAdmin(jobAdminAction, { path: `/admin/jobs/edit/${english.id}`, cookie: session(), params: { id: english.id }, form: { intent: 'add-translation', locale: 'ar' } });
    const [draft] = await db().select().from(jobs).where(and(eq(jobs.translation_group, english.translation_group), eq(jobs.locale, 'ar')));
    expect(added).toMatchObject({ status: 302, location: `/admin/jobs/edit/${draft!.id}` });
    expect(draft).toMatchObject({ is_active: false, slug: english.slug });
    expect((await get(jobLoader, `${AR_CAREERS}/${english.slug}`, { slug: english.slug })).status).toBe(410);

    const arabicSlug = `استراتيجي-الذكاء-الاصطناعي-${kind}`;
    await db().update(jobs).set({ slug: arabicSlug, title: 'استراتيجي الذكاء الاصطناعي', is_active: true }).where(eq(jobs.id, draft!.id));
    const page = await get(jobLoader, `${AR_CAREERS}/${arabicSlug}`, { slug: arabicSlug });
    expect(page.status).toBe(200);
    const alternates = [
      { locale: 'ar', path: `${AR_CAREERS}/${arabicSlug}` },
      { locale: 'en', path: `/careers/${english.slug}` },
    ];
    expect(dataOf<{ alternates: unknown }>(page).alternates).toEqual(alternates);
    expect(dataOf<{ alternates: unknown }>(await get(jobLoader, `/careers/${english.slug}`, { slug: english.slug })).alternates).toEqual(alternates);
    expect(dataOf<Careers>(await get(careersLoader, AR_CAREERS)).jobs.data.map((job) => job.slug)).toEqual([arabicSlug]);
    expect(dataOf<Careers>(await get(careersLoader, '/careers')).jobs.data.map((job) => job.slug)).not.toContain(arabicSlug);
  });
});
