/** /sitemap.xml: the bytes a crawler gets — every public page of product §2 at the public origin, plus live articles and partners. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news_insights } from '~/server/db/schema.server';
import { makeArticle, makeJob, makePartner } from '../../../tests/support/content-factories';
import { closingMoment } from '~/domain/job-posting';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { configureRouteTests } from '../../../tests/support/route-requests';
import { setEnvForTests } from '~/server/platform/env.server';
import { loader } from './sitemap';
import { encodedPath } from '~/domain/locales';

const SPEC_PUBLIC_PATHS = [
  '/',
  '/what-we-do',
  '/digital-experience',
  '/generative-ai',
  '/security-services',
  '/industries',
  '/portfolio',
  '/about-us',
  '/partners',
  '/news-insights',
  '/careers',
  '/contact-us',
  '/terms',
  '/privacy',
];

describe.each(testDatabaseKinds())('/sitemap.xml (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => configureRouteTests({ PUBLIC_URL: 'https://www.corvane.example' }));
  afterAll(() => setEnvForTests(undefined));

  it('answers XML naming every public page at the public origin, published articles and active partners only', async () => {
    const article = await makeArticle(db(), { updated_at: new Date('2025-06-30T12:00:00Z') });
    const draft = await makeArticle(db(), { is_published: false });
    const partner = await makePartner(db());
    const hidden = await makePartner(db(), { is_active: false });

    const response = await loader();
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600');
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of SPEC_PUBLIC_PATHS) expect(locations).toContain(`https://www.corvane.example${path}`);
    expect(locations).toContain(`https://www.corvane.example/news-insights/${article.slug}`);
    expect(locations).toContain(`https://www.corvane.example/partners/${partner.slug}`);
    expect(xml).not.toContain(draft.slug);
    expect(xml).not.toContain(hidden.slug);
    expect(new Set(locations).size).toBe(locations.length);
  });

  it('a scheduled article is left out until its time, and the sitemap is not kept past it (issue 19)', async () => {
    const scheduled = await makeArticle(db(), { publish_at: new Date(Date.now() + 600_000) });
    const response = await loader();
    expect(await response.text()).not.toContain(scheduled.slug);
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('Cache-Control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(590);
    expect(maxAge).toBeLessThanOrEqual(600);
    // The schedule would bound the next test's max-age too: this test's data goes with it.
    await db().delete(news_insights).where(eq(news_insights.id, scheduled.id));
  });

  it('lists open job pages only, and no cache keeps the list past the next closing moment', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const open = await makeJob(db(), { slug: `open-${kind}` });
    const closingToday = await makeJob(db(), { slug: `closing-today-${kind}`, closes_on: today });
    const expired = await makeJob(db(), { slug: `expired-${kind}`, closes_on: '2020-01-31' });
    const inactive = await makeJob(db(), { slug: `inactive-${kind}`, is_active: false });
    const before = Date.now();
    const response = await loader();
    const after = Date.now();
    const xml = await response.text();
    expect(xml).toContain(`<loc>https://www.corvane.example/careers/${open.slug}</loc>`);
    expect(xml).toContain(`<loc>https://www.corvane.example/careers/${closingToday.slug}</loc>`);
    expect(xml).not.toContain(expired.slug);
    expect(xml).not.toContain(inactive.slug);
    const closes = closingMoment(today)!.getTime();
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('Cache-Control') ?? '')?.[1]);
    expect(maxAge).toBeLessThanOrEqual(Math.min(3600, Math.floor((closes - before) / 1000)));
    expect(maxAge).toBeGreaterThanOrEqual(Math.min(3600, Math.floor((closes - after) / 1000)));
  });

  it('lists each page and article in every language it is published in, each with its translations and x-default (issue 48)', async () => {
    const english = await makeArticle(db(), { slug: `zero-trust-${kind}` });
    const arabicSlug = `الثقة-المعدومة-${kind}`;
    const draftSlug = `مسودة-${kind}`;
    const englishOnly = await makeArticle(db(), { slug: `english-only-${kind}` });
    await makeArticle(db(), { slug: arabicSlug, locale: 'ar', translation_group: english.translation_group });
    await makeArticle(db(), { slug: draftSlug, locale: 'ar', translation_group: englishOnly.translation_group, is_published: false });

    const xml = await (await loader()).text();
    const origin = 'https://www.corvane.example';
    const cluster = (en: string, ar: string) =>
      `<xhtml:link rel="alternate" hreflang="en" href="${origin}${en}"/><xhtml:link rel="alternate" hreflang="ar" href="${origin}${encodedPath(ar)}"/><xhtml:link rel="alternate" hreflang="x-default" href="${origin}${en}"/>`;
    // The Arabic site's seeded pages, both ways; a page without an Arabic copy alone.
    expect(xml).toContain(`<url><loc>${origin}/careers</loc>${cluster('/careers', '/ar/الوظائف')}</url>`);
    expect(xml).toContain(`<url><loc>${origin}${encodedPath('/ar/الوظائف')}</loc>${cluster('/careers', '/ar/الوظائف')}</url>`);
    expect(xml).toContain(`<url><loc>${origin}/ar</loc>${cluster('/', '/ar')}</url>`);
    // The legal pages ship in Arabic too (issue 48): each language's address with the pair.
    expect(xml).toContain(`<url><loc>${origin}/terms</loc>${cluster('/terms', '/ar/الشروط')}</url>`);
    expect(xml).toContain(`<url><loc>${origin}${encodedPath('/ar/الخصوصية')}</loc>${cluster('/privacy', '/ar/الخصوصية')}</url>`);
    expect(xml).toContain(`<url><loc>${origin}/industries</loc></url>`);
    expect(xml).not.toContain(encodedPath('/ar/القطاعات'));
    // The article and its published translation point at each other; an unpublished one is absent.
    const articleCluster = cluster(`/news-insights/${english.slug}`, `/ar/الأخبار-والرؤى/${arabicSlug}`);
    expect(xml).toContain(`<loc>${origin}/news-insights/${english.slug}</loc><lastmod>`);
    expect(xml).toContain(`${articleCluster}</url>`);
    expect(xml).toContain(`<loc>${origin}${encodedPath(`/ar/الأخبار-والرؤى/${arabicSlug}`)}</loc>`);
    expect(xml).not.toContain(encodedPath(draftSlug));
    expect(xml).toContain(`<loc>${origin}/news-insights/${englishOnly.slug}</loc><lastmod>`);
    await db().delete(news_insights);
  });

  it('lists each active partner in every language it is active in, each with its translation and x-default; an inactive translation is absent (issue 48)', async () => {
    const english = await makePartner(db(), { slug: `halcyon-${kind}` });
    const arabicSlug = `هالسيون-${kind}`;
    await makePartner(db(), { slug: arabicSlug, locale: 'ar', translation_group: english.translation_group });
    const englishOnly = await makePartner(db(), { slug: `english-only-partner-${kind}` });
    const hiddenSlug = `مخفي-${kind}`;
    await makePartner(db(), { slug: hiddenSlug, locale: 'ar', translation_group: englishOnly.translation_group, is_active: false });

    const xml = await (await loader()).text();
    const origin = 'https://www.corvane.example';
    const arabicPath = encodedPath(`/ar/الشركاء/${arabicSlug}`);
    const cluster = `<xhtml:link rel="alternate" hreflang="en" href="${origin}/partners/${english.slug}"/><xhtml:link rel="alternate" hreflang="ar" href="${origin}${arabicPath}"/><xhtml:link rel="alternate" hreflang="x-default" href="${origin}/partners/${english.slug}"/>`;
    // Each entry, its lastmod aside: the page's address and the cluster.
    const entryOf = (loc: string) => /<url>.*?<\/url>/g[Symbol.match](xml)?.find((entry) => entry.startsWith(`<url><loc>${origin}${loc}</loc>`))?.replace(/<lastmod>[^<]+<\/lastmod>/, '');
    expect(entryOf(`/partners/${english.slug}`)).toBe(`<url><loc>${origin}/partners/${english.slug}</loc>${cluster}</url>`);
    expect(entryOf(arabicPath)).toBe(`<url><loc>${origin}${arabicPath}</loc>${cluster}</url>`);
    // An English-only partner alone, as before; its inactive translation nowhere.
    expect(entryOf(`/partners/${englishOnly.slug}`)).toBe(`<url><loc>${origin}/partners/${englishOnly.slug}</loc></url>`);
    expect(xml).not.toContain(encodedPath(hiddenSlug));
  });
});
