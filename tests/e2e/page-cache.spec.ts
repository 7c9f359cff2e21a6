/**
 * The public page cache (app/server/html-cache.server.ts) as a browser and a CDN see it.
 */
import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';

const nonceOf = (csp: string | undefined) => csp?.match(/'nonce-([^']+)'/)?.[1];

test('a public page is rendered once, then served from the cache with a fresh nonce each time', async ({ request }) => {
  const path = `/terms?cache-probe=${Date.now()}`;
  const first = await request.get(path);
  const second = await request.get(path);
  expect(first.headers()['x-cache']).toBe('MISS');
  expect(second.headers()['x-cache']).toBe('HIT');
  for (const response of [first, second]) {
    expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    const nonce = nonceOf(response.headers()['content-security-policy']);
    expect(nonce).toBeTruthy();
    const html = await response.text();
    // Every inline script carries this response's own nonce, never the first render's.
    const nonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
    expect([...nonces]).toEqual([nonce]);
  }
  expect(nonceOf(first.headers()['content-security-policy'])).not.toBe(nonceOf(second.headers()['content-security-policy']));
  expect(first.headers().etag).toBe(second.headers().etag);
});

test('campaign tags and ad-click ids share the page\'s cached copy, which never carries them', async ({ request }) => {
  const path = `/terms?cache-probe=${Date.now()}`;
  expect((await request.get(path)).headers()['x-cache']).toBe('MISS');
  const tagged = await request.get(`${path}&utm_source=newsletter&utm_campaign=spring&fbclid=IwAR0-unique-click`);
  expect(tagged.status()).toBe(200);
  expect(tagged.headers()['x-cache']).toBe('HIT');
  const html = await tagged.text();
  expect(html).not.toContain('IwAR0-unique-click');
  expect(html).not.toContain('newsletter');
  // A tagged first visit renders the page without its tags too.
  const fresh = `/privacy?cache-probe=${Date.now()}&utm_source=first-visit-tag&gclid=click-42`;
  const first = await request.get(fresh);
  expect(first.headers()['x-cache']).toBe('MISS');
  expect(await first.text()).not.toContain('click-42');
  expect((await request.get(fresh.replace(/&utm_source.*$/, ''))).headers()['x-cache']).toBe('HIT');
});

test('a matching ETag gets 304 without a new CSP, so the stored copy keeps its own nonce', async ({ request }) => {
  const path = `/privacy?cache-probe=${Date.now()}`;
  const etag = (await request.get(path)).headers().etag!;
  const revalidated = await request.get(path, { headers: { 'If-None-Match': etag } });
  expect(revalidated.status()).toBe(304);
  expect(revalidated.headers()['content-security-policy']).toBeUndefined();
});

test('forms on a cached page get a fresh fill-time token per response', async ({ request }) => {
  const path = `/contact-us?cache-probe=${Date.now()}`;
  const tokens: string[] = [];
  for (let i = 0; i < 2; i++) {
    const response = await request.get(path);
    const html = await response.text();
    tokens.push(html.match(/name="form_token"[^>]*value="([^"]+)"/)?.[1] ?? html.match(/value="([^"]+)"[^>]*name="form_token"/)?.[1] ?? '');
  }
  expect(tokens[0]).toMatch(/^\d+\./);
  expect(tokens[1]).toMatch(/^\d+\./);
  expect(tokens[1]).not.toBe(tokens[0]);
});

test('admin pages, 404s and signed-in visitors are never cached', async ({ page, request }) => {
  expect((await request.get('/admin/login')).headers()['x-cache']).toBeUndefined();
  const missing = await request.get('/no-such-page-for-the-cache');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['x-cache']).toBeUndefined();
  await signIn(page);
  const response = await page.request.get('/terms');
  expect(response.status()).toBe(200);
  expect(response.headers()['x-cache']).toBeUndefined();
  expect(response.headers()['cache-control'] ?? '').not.toContain('public');
});
