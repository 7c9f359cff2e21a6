/**
 * The public site's frame in the page's language (issue 48): the layout's loader gives nothing for
 * English and, for Arabic, the Arabic copy and the pages live in Arabic; the header, menus and
 * footer render from it — Arabic addresses for live pages, the English page (marked) for the rest —
 * with the language switcher; the error page speaks the address's language.
 */
import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, forgetHeldContent, useTestDatabase } from '../../../tests/support/database';
import { pageRequest, routeArgs } from '../../../tests/support/route-requests';
import { PAGE_SEEDS } from '~/content/pages/index';
import { arabicChrome } from '~/content/locales/ar/chrome';
import { arArticlePageCopy } from '~/content/locales/ar/news';
import { site_pages } from '~/server/db/schema.server';
import * as layout from './layout';

/** A loader's `throw data(null, { status: 404 })` as the boundary receives it. */
const notFoundResponse = { status: 404, statusText: 'Not Found', internal: false, data: null };

type Args = Parameters<typeof layout.loader>[0];
const load = (path: string) => layout.loader(routeArgs<Args>(pageRequest(path)));

/** The layout around a page (or around the page's error), as the server renders it at `url`. */
async function renderFrame(url: string, layoutData: unknown, page: { error?: unknown; alternates?: unknown } = {}): Promise<string> {
  const Stub = createRoutesStub([
    {
      id: 'routes/site/layout',
      path: '/',
      Component: layout.default,
      ErrorBoundary: layout.ErrorBoundary,
      children: [{ id: 'page', path: '*', Component: () => createElement('h1', null, 'the page') }],
    },
  ]);
  const { prelude } = await prerender(
    createElement(Stub, {
      initialEntries: [url],
      hydrationData: {
        loaderData: { 'routes/site/layout': layoutData, page: page.alternates ? { alternates: page.alternates } : null },
        // React Router hands a page's error to the nearest boundary: the layout's.
        errors: page.error === undefined ? undefined : { 'routes/site/layout': page.error },
      },
    }),
  );
  return (await new Response(prelude).text()).replaceAll('<!-- -->', '').replaceAll('&#x27;', "'");
}

describe.each(testDatabaseKinds())('the site layout (%s)', (kind) => {
  const db = useTestDatabase(kind);

  it('gives English pages nothing: their frame is in their own code', async () => {
    expect(await load('/careers')).toEqual({ chrome: null });
  });

  it("gives Arabic pages the Arabic frame and the pages live in Arabic, a stored translation's too", async () => {
    const before = await load('/ar/الوظائف');
    expect(before.chrome?.locale).toBe('ar');
    expect(before.chrome?.copy).toEqual(arabicChrome);
    // The article cards' words too (they are on the home page): no English page's code carries them.
    expect(before.chrome?.articles.categories).toEqual({ Articles: 'مقالات', Insights: 'رؤى', News: 'أخبار' });
    expect(before.chrome?.articles).toEqual(arArticlePageCopy);
    expect(before.chrome?.live).toEqual(['/', '/security-services', '/news-insights', '/careers', '/terms', '/privacy']);

    await db().insert(site_pages).values({ key: 'about-us', locale: 'ar', document: PAGE_SEEDS['about-us'], effective_date: '2026-11-01' });
    forgetHeldContent();
    expect((await load('/ar'))?.chrome?.live).toEqual(['/', '/security-services', '/about-us', '/news-insights', '/careers', '/terms', '/privacy']);
  });

  it('renders the Arabic frame: Arabic links to live pages, the rest to the English page marked as English', async () => {
    const frame = (await load('/ar')).chrome;
    const html = await renderFrame('/ar', { chrome: frame });
    expect(html).toContain('انتقل إلى المحتوى الرئيسي');
    expect(html).toContain('aria-label="التنقل الرئيسي"');
    // Careers is live in Arabic; Industries is not yet: the English page, said so.
    expect(html).toContain('href="/ar/الوظائف"');
    expect(html).toMatch(/hreflang="en"[^>]*href="\/industries"[^>]*>القطاعات<span class="sr-only"> \(بالإنجليزية\)<\/span>/i);
    expect(html).toContain('مكاتبنا');
    expect(html).toContain('دبي، الإمارات');
    expect(html).toContain(`© ${new Date().getFullYear()} Corvane Digital, LLC. جميع الحقوق محفوظة.`);
    // The logo leads to the Arabic home; the brand stays in Latin letters.
    expect(html).toMatch(/<a aria-label="Corvane Digital، الصفحة الرئيسية" [^>]*href="\/ar"/);
    // The switcher: English, in English, to the English home.
    expect(html).toMatch(/<a lang="en" hreflang="en" [^>]*href="\/"[^>]*>English<\/a>/i);
    // The search field searches the Arabic documents (ADR 420 point 8), in Arabic.
    expect(html).toContain('<form role="search" class="flex min-w-0 items-center" data-discover="true" action="/ar/بحث" method="get"><label for="site-search" class="sr-only">ابحث في الموقع</label>');
    expect(html).toContain('placeholder="بحث"');
    expect(html).toContain('aria-label="بحث"');
  });

  it("leads the switcher to the page's translation when the page names one", async () => {
    const html = await renderFrame('/careers/data-engineer', { chrome: null }, {
      alternates: [
        { locale: 'en', path: '/careers/data-engineer' },
        { locale: 'ar', path: '/ar/الوظائف/مهندس-بيانات' },
      ],
    });
    expect(html).toMatch(new RegExp(`<a lang="ar" hreflang="ar" [^>]*href="/ar/الوظائف/مهندس-بيانات"[^>]*>العربية</a>`, 'i'));
  });

  it('renders the English frame as before, with the switcher to the Arabic home', async () => {
    const html = await renderFrame('/', { chrome: null });
    expect(html).toContain('Skip to main content');
    expect(html).toContain('href="/industries"');
    expect(html.toLowerCase()).not.toContain('hreflang="en"');
    expect(html).toContain('role="search"');
    expect(html).toContain('Dallas, USA');
    expect(html).toContain(`© ${new Date().getFullYear()} Corvane Digital, LLC. All rights reserved.`);
    expect(html).toMatch(/<a lang="ar" hreflang="ar" [^>]*href="\/ar"[^>]*>العربية<\/a>/i);
  });

  it("shows a page's 404 and a failure in the address's language", async () => {
    const chrome = (await load('/ar')).chrome;
    const notFound = await renderFrame('/ar/الأخبار-والرؤى/missing', { chrome }, { error: notFoundResponse });
    expect(notFound).toContain('الصفحة غير موجودة');
    expect(notFound).toContain('العودة إلى الصفحة الرئيسية');
    const failed = await renderFrame('/ar', { chrome }, { error: new Error('boom') });
    expect(failed).toContain('حدث خطأ ما');
    expect(failed).toContain('يُرجى المحاولة مرة أخرى بعد قليل.');
    const english = await renderFrame('/nowhere', { chrome: null }, { error: new Error('boom') });
    expect(english).toContain('Something went wrong');
    expect(english).toContain('Back to the home page');
  });

  it('fetches the frame again only when the language changes', () => {
    const args = (from: string, to: string) => ({ currentUrl: new URL(`http://x${from}`), nextUrl: new URL(`http://x${to}`) }) as Parameters<typeof layout.shouldRevalidate>[0];
    expect(layout.shouldRevalidate(args('/careers', '/ar'))).toBe(true);
    expect(layout.shouldRevalidate(args('/ar', '/'))).toBe(true);
    expect(layout.shouldRevalidate(args('/careers', '/about-us'))).toBe(false);
    expect(layout.shouldRevalidate(args('/ar', '/ar/الوظائف'))).toBe(false);
  });
});
