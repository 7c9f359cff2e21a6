/**
 * Search per language (issues 45 and 48, ADR 420 point 8), on the production build:
 * - without JavaScript: the header's search on an Arabic page → /ar/بحث → Arabic results only,
 *   right to left → open one (an Arabic page); the Arabic results page is noindex and never kept;
 * - the English search finds no Arabic document;
 * - the Arabic results page is axe-clean at 1280 and 390 px, without sideways scroll.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

const SEARCH = '/ar/بحث';

test('without JavaScript: the header search on /ar, the Arabic results, and one opened', async ({ browser }) => {
  // A tablet's width: the header has the field itself (beside the full menu, the button alone).
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1024, height: 800 } });
  const page = await context.newPage();
  await page.goto('/ar');
  const search = page.getByRole('search').first();
  await search.getByLabel('ابحث في الموقع').fill('الأمن');
  await search.getByRole('button', { name: 'بحث' }).click();
  await expect(page).toHaveURL(new RegExp(`${encodeURI(SEARCH)}\\?q=${encodeURIComponent('الأمن')}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('نتائج البحث عن «الأمن»');
  await expect(page.getByRole('status').filter({ hasText: /نتيج|نتائج/ })).toHaveText(/^(نتيجة واحدة|نتيجتان|\d+ نتائج|\d+ نتيجة)$/);
  const results = page.getByTestId('search-result');
  expect(await results.count()).toBeGreaterThan(0);
  // Every result is an Arabic address.
  const hrefs = await results.locator('h3 a').evaluateAll((links) => links.map((link) => decodeURI(link.getAttribute('href') ?? '')));
  expect(hrefs.filter((href) => !/^\/ar([/#]|$)/.test(href))).toEqual([]);
  await expect(results.first().locator('mark').first()).toContainText('أمن');
  const first = results.first().locator('h3 a');
  const target = decodeURI((await first.getAttribute('href')) ?? '');
  await first.click();
  expect(decodeURI(new URL(page.url()).pathname + new URL(page.url()).hash)).toBe(target);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

test('/ar/بحث is noindex and never kept; the English search finds no Arabic document', async ({ request }) => {
  const arabic = await request.get(`${encodeURI(SEARCH)}?q=${encodeURIComponent('الأمن')}`);
  expect(arabic.status()).toBe(200);
  expect(arabic.headers()['x-robots-tag']).toBe('noindex');
  expect(arabic.headers()['cache-control']).toBe('no-store');
  const html = await arabic.text();
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).toMatch(/<html lang="ar" dir="rtl"/);
  const english = await (await request.get(`/search?q=${encodeURIComponent('الأمن')}`)).text();
  expect(english).toContain('Nothing on the site matches “الأمن”.');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain(encodeURI(SEARCH));
  expect(sitemap).not.toContain('/search');
});

test('the Arabic results page is axe-clean at 1280 and 390 px, without sideways scroll', async ({ page }) => {
  await page.goto(`${SEARCH}?q=${encodeURIComponent('الأمن')}`);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${width}: ${violation.id}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});
