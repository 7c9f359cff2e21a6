/**
 * The catch-all route (issue 19, ADR 310): an address a redirect owns answers 301 to its target
 * with the query kept; any other miss answers 404 and is counted in the 404 log; the stored 404
 * document (sharedDocument) neither redirects nor counts. The page says 'Page not found'.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { resultOf } from '../../../tests/support/route-results';
import { pageRequest, routeArgs } from '../../../tests/support/route-requests';
import { renderRoutePage } from '../../../tests/support/route-render';
import { not_found_paths, redirects } from '~/server/db/schema.server';
import { flushNotFound } from '~/server/entities/redirects.server';
import { REDIRECT_CACHE_CONTROL } from '~/server/pages/moved.server';
import { requestContextFor } from '~/server/platform/request-state.server';
import * as notFound from './not-found';

type Args = Parameters<typeof notFound.loader>[0];
const visit = (path: string) => resultOf(notFound.loader(routeArgs<Args>(pageRequest(path), { '*': path.slice(1) })));

describe.each(testDatabaseKinds())('the not-found route (%s)', (kind) => {
  const db = useTestDatabase(kind);

  it('sends an address a redirect owns to its target with 301, the query kept', async () => {
    await db().insert(redirects).values({ from_path: '/old-services', to_path: '/what-we-do', reason: 'manual' });
    const moved = await visit('/old-services?utm_source=mail');
    expect(moved).toMatchObject({ status: 301, location: '/what-we-do?utm_source=mail' });
    expect(moved.headers.get('Cache-Control')).toBe(REDIRECT_CACHE_CONTROL);
    // A client-side navigation's '.data' request is redirected by the page's path.
    expect(await visit('/old-services.data')).toMatchObject({ status: 301, location: '/what-we-do' });
  });

  it('answers 404 for any other address and counts the miss in the 404 log', async () => {
    const path = `/no-such-page-${kind}`;
    const missing = await visit(path);
    expect(missing).toMatchObject({ status: 404, location: null, data: null });
    await visit(path);
    await flushNotFound();
    expect(await db().select({ hits: not_found_paths.hits }).from(not_found_paths).where(eq(not_found_paths.path, path))).toEqual([{ hits: 2 }]);
  });

  it('as the stored 404 document: 404, no redirect followed and no miss counted', async () => {
    await db().insert(redirects).values({ from_path: '/shared-old', to_path: '/careers', reason: 'manual' });
    const context = requestContextFor({ nonce: '', clientIp: '198.51.100.9', requestId: 'shared', sharedDocument: true });
    for (const path of ['/shared-old', `/shared-miss-${kind}`]) {
      const answer = await resultOf(notFound.loader({ request: pageRequest(path), params: { '*': path.slice(1) }, context } as unknown as Args));
      expect(answer).toMatchObject({ status: 404, location: null });
    }
    await flushNotFound();
    expect(await db().select().from(not_found_paths).where(eq(not_found_paths.path, `/shared-miss-${kind}`))).toEqual([]);
  });

  it("renders 'Page not found' with links to the main pages", async () => {
    const html = await renderRoutePage({ Component: notFound.default, path: '*', url: '/nowhere' });
    expect(html).toContain('Page not found');
    expect(html).toContain('The page you asked for does not exist or has moved. These may help:');
    for (const href of ['/', '/what-we-do', '/news-insights', '/contact-us']) expect(html).toContain(`href="${href}"`);
    expect(notFound.meta()).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('answers an unknown Arabic address with 404, the same for every visitor whatever their lang cookie says', async () => {
    const arabic = await resultOf(notFound.loader(routeArgs<Args>(pageRequest(`/ar/${encodeURIComponent('لا-توجد')}-${kind}`), { '*': 'x' })));
    expect(arabic).toMatchObject({ status: 404, data: null });
    // The cookie changes nothing the server sends (ADR 420): a bot that sets it gets the stored document's twin.
    const rememberedEnglish = await resultOf(notFound.loader(routeArgs<Args>(pageRequest(`/ar/missing-${kind}`, { Cookie: 'lang=en' }), { '*': 'x' })));
    expect(rememberedEnglish).toMatchObject({ status: 404, data: null });
    const rememberedArabic = await resultOf(notFound.loader(routeArgs<Args>(pageRequest(`/missing-${kind}`, { Cookie: 'a=1; lang=ar' }), { '*': 'x' })));
    expect(rememberedArabic).toMatchObject({ status: 404, data: null });
    const context = requestContextFor({ nonce: '', clientIp: '198.51.100.9', requestId: 'shared', sharedDocument: true });
    const shared = await resultOf(notFound.loader({ request: pageRequest(`/shared-${kind}`, { Cookie: 'lang=ar' }), params: { '*': 'x' }, context } as unknown as Args));
    expect(shared).toMatchObject({ status: 404, data: null });
    // Only what is rendered for one request says no-store: the stored document must stay storable.
    expect(shared.headers.get('Cache-Control')).toBeNull();
    expect(rememberedArabic.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('the not-found page', () => {
  it('in Arabic at an Arabic address, not indexed', async () => {
    const html = await renderRoutePage({ Component: notFound.default, path: '*', url: '/ar/لا-توجد' });
    expect(html).toContain('الصفحة غير موجودة');
    expect(html).toContain('قد تفيدك هذه الروابط:');
    expect(notFound.meta({ location: { pathname: '/ar/لا-توجد', search: '', hash: '', state: null, key: 'default' } })).toEqual([
      { title: 'الصفحة غير موجودة | Corvane Digital' },
      { name: 'robots', content: 'noindex' },
    ]);
  });

  it("renders no other language's home on the server: the browser offers it from the lang cookie", async () => {
    const english = await renderRoutePage({ Component: notFound.default, path: '*', url: '/nowhere' });
    expect(english).not.toContain('الانتقال إلى');
    const arabic = await renderRoutePage({ Component: notFound.default, path: '*', url: '/ar/x' });
    expect(arabic).not.toContain('Go to the English home page');
  });
});
