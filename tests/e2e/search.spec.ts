/**
 * Issue 45's site search, as visitors use it:
 * - without JavaScript: the header's search → the results → open one (the service's own anchor);
 * - with JavaScript: the search page's field suggests titles as you type, chosen with the keyboard;
 * - the results page is axe-clean at 1280 and 390 px, with no sideways scroll;
 * - hostile queries (10 KB, NUL, SQL, `*:*`, a thousand ORs) answer 200 or 400, nothing broken.
 * (An item published on one instance is found on the other: pages.spec.ts, which runs two.)
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

test('without JavaScript: the header search, the results, and one opened', async ({ browser }) => {
  // A tablet's width: the header has the field itself (beside the full menu or on a phone, the
  // button alone opens the search page, checked below).
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1024, height: 800 } });
  const page = await context.newPage();
  await page.goto('/about-us');
  const search = page.getByRole('search').first();
  await search.getByLabel('Search the site').fill('zero trust');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=zero\+trust$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “zero trust”');
  await expect(page.getByRole('status').filter({ hasText: 'results' })).toContainText(/\d+ results?/);
  const first = page.getByTestId('search-result').first();
  await expect(first).toContainText('Service');
  await expect(first.locator('mark').first()).toHaveText(/zero|trust/i);
  await first.getByRole('link', { name: 'Cloud Security & Zero Trust Architecture' }).click();
  await expect(page).toHaveURL(/\/security-services#cloud-security-zero-trust-architecture$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // On a phone the header's button opens the search page, whose field takes the words.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/careers');
  await page.getByRole('search').first().getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=$/);
  await page.getByRole('main').getByLabel('Search the site').fill('data engineer');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('search-result').first()).toContainText('Data Engineer (Contract)');

  // A filter and a word that matches nothing, still without JavaScript.
  await page.goto('/search?q=security');
  await page.getByRole('navigation', { name: 'Filter results by type' }).getByRole('link', { name: /^Services \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/type=service/);
  await page.goto('/search?q=qwxzvq');
  await expect(page.getByText('Nothing on the site matches “qwxzvq”.')).toBeVisible();
  await context.close();
});

test('with JavaScript: suggestions as you type, chosen with the keyboard', async ({ page }) => {
  await page.goto('/search');
  const field = page.getByRole('combobox', { name: 'Search the site' });
  await field.click();
  await field.pressSequentially('gener', { delay: 30 });
  const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(options.first()).toContainText('Generative AI and Data');
  await expect(page.getByRole('status').filter({ hasText: 'suggestion' })).toContainText(/\d+ suggestions?/);
  await field.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', /-0$/);
  await field.press('Enter');
  await expect(page).toHaveURL(/\/generative-ai$/);

  // Escape closes the list.
  await page.goto('/search');
  await field.click();
  await field.pressSequentially('cloud', { delay: 30 });
  await expect(options.first()).toBeVisible();
  await field.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
  // With no suggestion chosen, Enter submits the form.
  await field.fill('');
  await field.pressSequentially('secruity', { delay: 30 });
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=secruity$/);
  await expect(page.getByRole('status').filter({ hasText: 'Showing results for' })).toContainText('security');
  await expect(page.getByTestId('search-result').first()).toContainText('Security Services');
});

test('the results page is axe-clean at 1280 and 390 px, without sideways scroll', async ({ page }) => {
  await page.goto('/search?q=cloud');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${width}: ${violation.id}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});

test('hostile queries over HTTP answer 200 or 400 quickly, and search still works after them', async ({ request }) => {
  const thousandOrs = Array.from({ length: 1000 }, (_, i) => `w${i}`).join(' OR ');
  const cases: [string, number[]][] = [
    ['x'.repeat(10_000), [400, 414, 431]],
    ['zero\u0000trust', [200]],
    ["'; drop table search_documents; --", [200]],
    ['*:*', [200]],
    [thousandOrs, [400, 414, 431]],
    ['!!! ::: &&& ||| (((', [200]],
  ];
  for (const [query, statuses] of cases) {
    const response = await request.get(`/search?q=${encodeURIComponent(query)}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(statuses, `${query.slice(0, 30)} → ${response.status()}`).toContain(response.status());
    // Our answers (not the server's early refusal of an over-long address) are kept out of search engines.
    if (response.status() === 200 || response.status() === 400) expect(response.headers()['x-robots-tag']).toBe('noindex');
  }
  const after = await request.get('/search?q=zero%20trust');
  expect(after.status()).toBe(200);
  expect(await after.text()).toContain('Cloud Security &amp; Zero Trust Architecture');
});
