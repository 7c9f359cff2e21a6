/**
 * Issue 19 as a visitor and a member of staff see it: an article scheduled about two minutes ahead
 * is on no public page, feed or sitemap (cached copies included) until its time and on all of them
 * after it with no one doing anything; renamed slugs answer one 301 to the newest address; a
 * manual redirect; the 404 log counts misses; every public page's share image decodes as a
 * 1200×630 PNG or JPEG; a client-side navigation starts at the top with the article's JSON-LD.
 */
import AxeBuilder from '@axe-core/playwright';
import { PUBLIC_ROUTES } from '../../app/content/site/pages';
import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Page } from './fixtures';

const FIRM_TIME_ZONE = 'America/Chicago';

function stamp(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A moment as the admin form's datetime-local value in the firm's zone ('2026-11-30T09:00'). */
function firmWallTime(moment: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: FIRM_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

async function expectToast(page: Page, message: string) {
  await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
}

/** What an anonymous visitor (no cookie: the page cache may answer) gets. */
async function visitor(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), body: await response.text(), cache: response.headers()['x-cache'], location: response.headers()['location'] };
}

/** Fills the article form's required fields (create mode). */
async function fillArticle(page: Page, title: string) {
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Excerpt').fill(`Excerpt of ${title}.`);
  await page.getByRole('textbox', { name: 'Content', exact: true }).fill('## Body\n\nText.');
  await page.getByLabel('Published (visible on website)').check();
}

test('an article scheduled a minute or two ahead appears everywhere at its time, and not before (page cache included)', async ({ staffPage: page, request }) => {
  test.setTimeout(200_000);
  const id = stamp();
  const title = `Scheduled ${id}`;
  const slug = `scheduled-${id}`;
  // The first whole minute (the form takes minutes) at least 45 s ahead: time to create the
  // article and check it is hidden everywhere, on a loaded machine too.
  const goLive = new Date(Math.ceil((Date.now() + 45_000) / 60_000) * 60_000);

  await page.goto('/admin/news/new');
  await fillArticle(page, title);
  await page.getByLabel(`Publish at (${FIRM_TIME_ZONE})`).fill(firmWallTime(goLive));
  await page.getByRole('button', { name: 'Create Article' }).click();
  await expectToast(page, 'Article created successfully!');
  const row = page.getByTestId('article-row').filter({ hasText: title });
  await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(row.getByTestId('article-schedule')).toContainText(/goes live .* (CST|CDT)$/);

  const everywhere = ['/news-insights', '/', '/sitemap.xml', '/news-insights/rss.xml'];
  for (const path of everywhere) expect((await visitor(request, path)).body, path).not.toContain(slug);
  expect((await visitor(request, `/news-insights/${slug}`)).status).toBe(404);

  // A few seconds before the time, the list and the home page are cached without the article...
  await expect.poll(() => Date.now(), { timeout: 130_000, intervals: [1_000] }).toBeGreaterThan(goLive.getTime() - 6_000);
  for (const path of ['/news-insights', '/']) {
    await visitor(request, path);
    const cached = await visitor(request, path);
    expect(cached.cache, path).toBe('HIT');
    expect(cached.body, path).not.toContain(slug);
  }
  // ...and at the time the cached copies go (markExpiresAt), well before their TTL: it is everywhere.
  await expect.poll(() => Date.now(), { timeout: 10_000, intervals: [250] }).toBeGreaterThan(goLive.getTime() + 500);
  for (const path of everywhere) expect((await visitor(request, path)).body, path).toContain(slug);
  const article = await visitor(request, `/news-insights/${slug}`);
  expect(article.status).toBe(200);
  expect(article.body).toContain(title);
  // datePublished carries the time and the zone's offset.
  expect(article.body).toMatch(/"datePublished":"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00-0[56]:00"/);

  await page.goto('/admin/news');
  await expect(page.getByTestId('article-row').filter({ hasText: title }).getByText('Published', { exact: true })).toBeVisible();
});

test('renamed twice, both old addresses answer one 301 to the newest; a manual redirect; the 404 log counts', async ({ staffPage: page, request }) => {
  const id = stamp();
  const title = `Renamed ${id}`;
  await page.goto('/admin/news/new');
  await fillArticle(page, title);
  await page.getByLabel('Slug').fill(`first-${id}`);
  await page.getByRole('button', { name: 'Create Article' }).click();
  await expectToast(page, 'Article created successfully!');
  const edit = async (slug: string) => {
    await page.getByTestId('article-row').filter({ hasText: title }).getByRole('link', { name: /^Edit / }).click();
    await page.getByLabel('Slug').fill(slug);
    await page.getByRole('button', { name: 'Update Article' }).click();
    await expectToast(page, 'Article updated successfully!');
  };
  await edit(`second-${id}`);
  await edit(`third-${id}`);
  for (const old of [`first-${id}`, `second-${id}`]) {
    const moved = await visitor(request, `/news-insights/${old}`);
    expect(moved.status, old).toBe(301);
    expect(moved.location, old).toBe(`/news-insights/third-${id}`);
  }
  expect((await visitor(request, `/news-insights/third-${id}`)).status).toBe(200);

  // An address a redirect owns is not taken without a confirmation.
  await page.goto('/admin/news/new');
  await fillArticle(page, `Squatter ${id}`);
  await page.getByLabel('Slug').fill(`first-${id}`);
  await page.getByRole('button', { name: 'Create Article' }).click();
  await expect(page.getByText('A redirect keeps an old link alive at this address.')).toBeVisible();
  expect((await visitor(request, `/news-insights/first-${id}`)).status).toBe(301);

  // A manual redirect from an old site's address, from the 404 log's link.
  const oldAddress = `/old-site/${id}/about.html`;
  for (let miss = 0; miss < 3; miss++) expect((await visitor(request, oldAddress)).status).toBe(404);
  await page.goto('/admin/redirects');
  const logged = page.getByTestId('not-found-row').filter({ hasText: oldAddress });
  // The path is the row's header; its first cell is the count.
  await expect(logged.getByRole('rowheader')).toHaveText(oldAddress);
  await expect(logged.getByRole('cell').first()).toHaveText('3');
  await logged.getByRole('link', { name: `Add a redirect from ${oldAddress}` }).click();
  await expect(page.getByLabel('Old path')).toHaveValue(oldAddress);
  await page.getByLabel('New path').fill('/about-us');
  await page.getByRole('button', { name: 'Add Redirect' }).click();
  await expectToast(page, 'Redirect added.');
  const manual = await visitor(request, oldAddress);
  expect(manual.status).toBe(301);
  expect(manual.location).toBe('/about-us');
  await expect(page.getByTestId('redirect-row').filter({ hasText: `/news-insights/first-${id}` })).toContainText(`/news-insights/third-${id}`);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/admin/redirects']) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${path}@${width}: ${violation.id}`)).toEqual([]);
    }
  }
  // Removing it: the address is a 404 again.
  await page.goto('/admin/redirects');
  await page.getByRole('button', { name: `Remove the redirect from ${oldAddress}` }).click();
  await expectToast(page, 'Redirect removed.');
  expect((await visitor(request, oldAddress)).status).toBe(404);
});

// The public pages come from their one table (content/site/pages.ts), plus one seeded article.
const PUBLIC_PATHS = [...PUBLIC_ROUTES, '/news-insights/accessibility-as-a-growth-lever'];

test('every public page, an article and a partner share a 1200×630 PNG or JPEG; the logo is at least 512×512', async ({ request }) => {
  const partners = await visitor(request, '/partners');
  const partnerPath = /href="(\/partners\/[^"]+)"/.exec(partners.body)?.[1];
  expect(partnerPath).toBeDefined();
  for (const path of [...PUBLIC_PATHS, partnerPath!]) {
    const { body, status } = await visitor(request, path);
    expect(status, path).toBe(200);
    const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(body)?.[1];
    const twitterImage = /<meta name="twitter:image" content="([^"]+)"/.exec(body)?.[1];
    expect(ogImage, path).toBeDefined();
    expect(twitterImage, path).toBe(ogImage);
    expect(body, path).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(body, path).toContain('<meta property="og:image:width" content="1200"/>');
    expect(body, path).toMatch(/<meta property="og:image:alt" content="[^"]+"/);
    const image = await request.get(ogImage!.replaceAll('&amp;', '&'));
    expect(image.status(), path).toBe(200);
    expect(image.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
    const { format, width, height } = await sharp(await image.body()).metadata();
    expect({ format, width, height }, path).toEqual({ format: ogImage!.includes('.jpg?') ? 'jpeg' : 'png', width: 1200, height: 630 });
  }
  const logo = await request.get('/brand/logo-512.png');
  const { format, width, height } = await sharp(await logo.body()).metadata();
  expect(format).toBe('png');
  expect(Math.min(width ?? 0, height ?? 0)).toBeGreaterThanOrEqual(512);
});

test('after a client-side navigation from / to an article, the page starts at the top with its JSON-LD', async ({ page }) => {
  await page.goto('/');
  const link = page.locator('#insights article h3 a').first();
  await page.waitForFunction(() => Object.keys(document.querySelector('#insights article h3 a') ?? {}).some((key) => key.startsWith('__reactProps')));
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const href = (await link.getAttribute('href'))!;
  // Record scrollY on the first frame that shows the article (its h1), before anything could glide.
  await page.evaluate(() => {
    const start = location.pathname;
    const watch = () => {
      if (location.pathname !== start && document.querySelector('article h1')) {
        (window as unknown as { firstFrameY: number }).firstFrameY = window.scrollY;
        return;
      }
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  await link.click();
  await expect(page).toHaveURL(href);
  await expect.poll(() => page.evaluate(() => (window as unknown as { firstFrameY?: number }).firstFrameY)).toBe(0);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join('\n')).toContain('"@type":"Article"');
});
