/**
 * The public page cache (app/server/platform/html-cache.server.ts) as a browser and a CDN see it.
 */
import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';

const scriptHashesOf = (csp: string | undefined) => [...(csp ?? '').matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]).sort();

test('a public page is served from the cache, its inline scripts allowed by their hashes', async ({ request }) => {
  const first = await request.get('/terms');
  const second = await request.get('/terms');
  expect(['MISS', 'HIT']).toContain(first.headers()['x-cache']);
  expect(second.headers()['x-cache']).toBe('HIT');
  for (const response of [first, second]) {
    expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    const csp = response.headers()['content-security-policy'];
    expect(scriptHashesOf(csp).length).toBeGreaterThan(0);
    expect(csp).not.toContain('nonce-');
    // The cached bytes carry no nonce for anyone to reuse (ADR 060).
    expect(await response.text()).not.toMatch(/nonce="[^"]+"/);
  }
  expect(scriptHashesOf(first.headers()['content-security-policy'])).toEqual(scriptHashesOf(second.headers()['content-security-policy']));
  expect(first.headers().etag).toBe(second.headers().etag);
});

test('campaign tags and ad-click ids share the page\'s cached copy, which never carries them', async ({ request }) => {
  await request.get('/terms');
  const tagged = await request.get('/terms?utm_source=newsletter&utm_campaign=spring&fbclid=IwAR0-unique-click');
  expect(tagged.status()).toBe(200);
  expect(tagged.headers()['x-cache']).toBe('HIT');
  const html = await tagged.text();
  expect(html).not.toContain('IwAR0-unique-click');
  expect(html).not.toContain('newsletter');
  // A tagged first visit renders the page without its tags too.
  const first = await request.get('/privacy?utm_source=first-visit-tag&gclid=click-42');
  expect(await first.text()).not.toContain('click-42');
  expect((await request.get('/privacy')).headers()['x-cache']).toBe('HIT');
});

test('a matching ETag gets 304 with the same CSP, so the stored copy keeps running its own scripts', async ({ request }) => {
  const full = await request.get('/privacy');
  const revalidated = await request.get('/privacy', { headers: { 'If-None-Match': full.headers().etag! } });
  expect(revalidated.status()).toBe(304);
  expect(revalidated.headers()['content-security-policy']).toBe(full.headers()['content-security-policy']);
});

test('forms on a cached page carry a fill-time token dated no earlier than the response', async ({ request }) => {
  const path = '/contact-us';
  const tokenAt = async () => {
    const sentAt = Date.now();
    const html = await (await request.get(path)).text();
    const token = html.match(/name="form_token"[^>]*value="([^"]+)"/)?.[1] ?? html.match(/value="([^"]+)"[^>]*name="form_token"/)?.[1] ?? '';
    expect(token).toMatch(/^\d+\./);
    return { sentAt, issuedAt: Number(token.split('.')[0]) };
  };
  await tokenAt();
  for (let i = 0; i < 2; i++) {
    const { sentAt, issuedAt } = await tokenAt();
    expect(issuedAt).toBeGreaterThanOrEqual(sentAt);
  }
});

test('admin pages, 404s and signed-in visitors are never cached', async ({ page, request }) => {
  expect((await request.get('/admin/login')).headers()['x-cache']).toBeUndefined();
  const missing = await request.get('/no-such-page-for-the-cache');
  expect(missing.status()).toBe(404);
  // A 404 is the one stored not-found document (ADR 310), never stored as this address's page,
  // and kept by no cache in front.
  expect(missing.headers()['cache-control']).toBe('no-store');
  const listed = await request.get('/no-such-page-for-the-cache');
  expect(listed.status()).toBe(404);
  await signIn(page);
  const response = await page.request.get('/terms');
  expect(response.status()).toBe(200);
  expect(response.headers()['x-cache']).toBeUndefined();
  expect(response.headers()['cache-control'] ?? '').not.toContain('public');
});

test('a staff cookie in any spelling keeps admin pages and drafts out of the cache (issue 16, finding 3)', async ({ page, request }) => {
  await signIn(page);
  const session = (await page.context().cookies()).find((cookie) => cookie.name.includes('session_token'));
  expect(session).toBeTruthy();
  // better-auth trims the name: this is a valid session, which the old regex did not see.
  const respelled = `${session!.name} =${session!.value}`;
  for (const path of ['/Admin/leads', '/ADMIN/leads', '/terms']) {
    const response = await request.get(path, { headers: { cookie: respelled }, maxRedirects: 0 });
    expect(response.headers()['x-cache'], path).toBeUndefined();
  }
  // An anonymous visitor afterwards gets the sign-in redirect, never the staff page.
  for (const path of ['/Admin/leads', '/ADMIN/leads']) {
    const anonymous = await request.get(path, { headers: { cookie: '' }, maxRedirects: 0 });
    expect(anonymous.status(), path).toBe(302);
    expect(anonymous.headers()['x-cache'], path).toBeUndefined();
  }
});
