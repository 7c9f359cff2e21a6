/**
 * Issue 43, preview links (ADR 331), as staff and a reviewer without an account see them: a draft
 * shared without JavaScript opens anonymously with its banner, noindex and private headers and is
 * never served from the page cache; another article's link opens only that article; after revoke
 * the link answers the closed page; the draft is on no public list, feed or sitemap. An inactive
 * partner and an inactive job are shared the same way from their own edit screens; a job's preview
 * takes no applications. Expiry with the clock moved is covered by the server's test
 * (entities/preview-links.server.test.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, STAFF_EMAIL, test, type Browser, type Page } from './fixtures';

test.describe.configure({ timeout: 120_000 });

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? '')).map((v) => `${v.id}: ${v.help}`);
}

/** Creates a draft article through the form and answers its edit screen's path. */
async function createDraft(page: Page, title: string, body: string): Promise<string> {
  await page.goto('/admin/news/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Excerpt').fill(`Excerpt of ${title}.`);
  await page.getByRole('textbox', { name: 'Content', exact: true }).fill(`## Draft section\n\n${body}`);
  await expect(page.getByLabel('Published (visible on website)')).not.toBeChecked();
  await page.getByRole('button', { name: 'Create Article' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  const href = await page.getByTestId('article-row').filter({ hasText: title }).getByRole('link', { name: `Edit ${title}` }).getAttribute('href');
  expect(href).toMatch(/^\/admin\/news\/edit\/[0-9a-f-]{36}$/);
  return href!;
}

/** On an edit screen: makes a preview link and answers its path (the address shown once). */
async function createLink(page: Page, expiry: string): Promise<string> {
  const section = page.getByRole('region', { name: 'Preview links' });
  // A second link on the same screen: the earlier toast and address are still there, so wait for the new row.
  const rowsBefore = await section.getByTestId('preview-link-row').count();
  await section.getByLabel('Expires in').selectOption({ label: expiry });
  await expect(section.getByLabel('Shows')).toHaveValue('');
  await section.getByRole('button', { name: 'Create preview link' }).click();
  await expect(section.getByTestId('preview-link-row')).toHaveCount(rowsBefore + 1);
  await expect(page.getByText('Preview link created.')).toBeVisible();
  const address = await page.getByLabel('Preview link address').inputValue();
  expect(address).toMatch(/^https?:\/\/[^/]+\/preview\/[A-Za-z0-9_-]{43}$/);
  return new URL(address).pathname;
}

/** A browser context of its own, without cookies: a reviewer who has only the link. */
async function anonymousPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  expect(await context.cookies()).toEqual([]);
  return context.newPage();
}

test('a draft shared through a preview link: created without JavaScript, opened anonymously, revoked; never cached, listed, fed or mapped', async ({ staffPage: page, browser }) => {
  const id = stamp();
  const title = `Preview Draft ${id}`;
  const otherTitle = `Other Draft ${id}`;
  const editPath = await createDraft(page, title, `Words only reviewers see ${id}.`);
  const otherEditPath = await createDraft(page, otherTitle, `Other words ${id}.`);

  // Without JavaScript: a plain post, a redirect back to the edit screen, the address shown once.
  const noScript = await (await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() })).newPage();
  await noScript.goto(editPath);
  await expect(noScript.getByRole('region', { name: 'Preview links' }).getByText('No preview links yet.')).toBeVisible();
  const previewPath = await createLink(noScript, '1 day');
  await expect(noScript).toHaveURL(new RegExp(`${editPath}$`));
  const row = noScript.getByTestId('preview-link-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(STAFF_EMAIL);
  await expect(row).toContainText('Latest draft');
  await expect(row).toContainText('Active');
  await noScript.reload();
  await expect(noScript.getByLabel('Preview link address')).toHaveCount(0);

  // The reviewer, without cookies: the draft, the banner, noindex; private and never from the cache.
  const reviewer = await anonymousPage(browser);
  const opened = await reviewer.goto(previewPath);
  expect(opened!.status()).toBe(200);
  const headers = opened!.headers();
  expect(headers['x-robots-tag']).toBe('noindex');
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers['x-cache']).toBeUndefined();
  await expect(reviewer.getByRole('region', { name: 'Preview — not published' })).toBeVisible();
  await expect(reviewer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reviewer.getByText(`Words only reviewers see ${id}.`)).toBeVisible();
  await expect(reviewer.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(reviewer.getByText(otherTitle)).toHaveCount(0);
  for (let visit = 0; visit < 3; visit++) {
    const again = await reviewer.request.get(previewPath);
    expect(again.status()).toBe(200);
    expect(again.headers()['x-cache'], `visit ${visit}`).toBeUndefined();
  }
  // The control: the same anonymous client does see the cache answer a public page.
  await reviewer.request.get('/terms');
  expect((await reviewer.request.get('/terms')).headers()['x-cache']).toBe('HIT');

  // Another article's link (made with JavaScript this time) opens that article only.
  await page.goto(otherEditPath);
  const otherPath = await createLink(page, '1 hour');
  expect(otherPath).not.toBe(previewPath);
  await reviewer.goto(otherPath);
  await expect(reviewer.getByRole('heading', { level: 1, name: otherTitle })).toBeVisible();
  await expect(reviewer.getByText(title, { exact: true })).toHaveCount(0);

  // The drafts are on no public list, feed or sitemap.
  for (const path of ['/news-insights', '/news-insights/rss.xml', '/sitemap.xml']) {
    const body = await (await reviewer.request.get(path)).text();
    expect(body, path).not.toContain(title);
    expect(body, path).not.toContain(otherTitle);
    expect(body, path).not.toContain('/preview/');
  }

  // Revoked (without JavaScript): the link answers the closed page, never the draft.
  await noScript.goto(editPath);
  await noScript.getByTestId('preview-link-row').getByRole('button', { name: /^Revoke/ }).click();
  await expect(noScript.getByText('Preview link revoked.')).toBeVisible();
  await expect(noScript.getByTestId('preview-link-row')).toContainText('Revoked');
  await expect(noScript.getByTestId('preview-link-row').getByRole('button', { name: /^Revoke/ })).toHaveCount(0);
  const closed = await reviewer.goto(previewPath);
  expect(closed!.status()).toBe(410);
  expect(closed!.headers()['cache-control']).toBe('private, no-store');
  await expect(reviewer.getByRole('heading', { level: 1, name: 'This preview link has expired or was revoked.' })).toBeVisible();
  await expect(reviewer.getByText(`Words only reviewers see ${id}.`)).toHaveCount(0);
  await expect(reviewer.getByText(title)).toHaveCount(0);
  const unknown = await reviewer.goto(`/preview/${'A'.repeat(43)}`);
  expect(unknown!.status()).toBe(404);
  await expect(reviewer.getByRole('heading', { level: 1, name: 'This preview link does not exist.' })).toBeVisible();

  await noScript.context().close();
  await reviewer.context().close();
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the edit screen with its preview links and the preview page have no serious or critical axe violations at ${viewport.width} px`, async ({ staffPage: page, browser }) => {
    const id = stamp();
    const title = `Axe Preview ${id}`;
    await page.setViewportSize(viewport);
    const editPath = await createDraft(page, title, `Checked ${id}.`);
    await page.goto(editPath);
    const previewPath = await createLink(page, '7 days');
    // One revoked link too, so every state the list shows is checked (the newest is listed first).
    const revokedPath = await createLink(page, '1 hour');
    expect(revokedPath).not.toBe(previewPath);
    await page.getByTestId('preview-link-row').first().getByRole('button', { name: /^Revoke/ }).click();
    await expect(page.getByTestId('preview-link-row').first()).toContainText('Revoked');
    await expect(page.getByText('Preview link revoked.')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);

    const reviewer = await anonymousPage(browser, viewport);
    await reviewer.goto(previewPath);
    await expect(reviewer.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await reviewer.waitForLoadState('networkidle');
    expect(await seriousViolations(reviewer)).toEqual([]);
    await reviewer.context().close();
  });
}

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/** No serious or critical axe violations on `page` at either width. */
async function axeCleanAtBothWidths(page: Page, label: string): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), `${label} at ${viewport.width} px`).toEqual([]);
  }
}

/** Opens `previewPath` in a cookie-less context: the item's heading, the banner, noindex, private, never cached. */
async function openAsReviewer(browser: Browser, previewPath: string, heading: string): Promise<Page> {
  const reviewer = await anonymousPage(browser);
  const opened = await reviewer.goto(previewPath);
  expect(opened!.status()).toBe(200);
  const headers = opened!.headers();
  expect(headers['x-robots-tag']).toBe('noindex');
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers['x-cache']).toBeUndefined();
  await expect(reviewer.getByRole('region', { name: 'Preview — not published' })).toBeVisible();
  await expect(reviewer.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(reviewer.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  return reviewer;
}

/** Revokes the edit screen's only link, then the reviewer's address answers the closed page (410) without `hidden`. */
async function revokeAndExpectClosed(page: Page, reviewer: Page, previewPath: string, hidden: string): Promise<void> {
  const row = page.getByTestId('preview-link-row');
  await row.getByRole('button', { name: /^Revoke/ }).click();
  await expect(page.getByText('Preview link revoked.')).toBeVisible();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);
  const closed = await reviewer.goto(previewPath);
  expect(closed!.status()).toBe(410);
  expect(closed!.headers()['cache-control']).toBe('private, no-store');
  expect(closed!.headers()['x-robots-tag']).toBe('noindex');
  await expect(reviewer.getByRole('heading', { level: 1, name: 'This preview link has expired or was revoked.' })).toBeVisible();
  await expect(reviewer.getByText(hidden)).toHaveCount(0);
}

test('an inactive partner shared through a preview link: opened anonymously with the partner page, revoked → 410; axe at 1280 and 390 px', async ({ staffPage: page, browser }) => {
  const id = stamp();
  const name = `Preview Partner ${id}`;
  const slug = `preview-partner-${id}`;
  await page.goto('/admin/partners/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
  await page.getByLabel('Logo URL').fill('/images/seed/partners/halcyon-cloud.svg');
  await page.getByLabel('Partnership Type').selectOption('Technology Partner');
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill(`Partner words only reviewers see ${id}.`);
  await page.getByLabel('Active (visible on website)').uncheck();
  await page.getByRole('button', { name: 'Create Partner' }).click();
  await expect(page).toHaveURL(/\/admin\/partners$/);
  await page.getByTestId('partner-row').filter({ hasText: slug }).getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Partner' })).toBeVisible();
  // Not public: the partner page does not show it.
  expect((await page.request.get(`/partners/${slug}`)).status()).toBe(404);

  await expect(page.getByRole('region', { name: 'Preview links' }).getByText('No preview links yet.')).toBeVisible();
  const previewPath = await createLink(page, '1 day');
  await expect(page).toHaveURL(/\/admin\/partners\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('preview-link-row')).toContainText('Active');
  await expect(page.getByRole('region', { name: 'Preview links' })).toContainText('A preview link opens this partner without signing in');
  await axeCleanAtBothWidths(page, 'partner edit screen with a new link');

  const reviewer = await openAsReviewer(browser, previewPath, name);
  await expect(reviewer.getByText(`Partner words only reviewers see ${id}.`)).toBeVisible();
  await axeCleanAtBothWidths(reviewer, 'partner preview');

  await page.setViewportSize(VIEWPORTS[0]);
  await page.reload();
  await expect(page.getByLabel('Preview link address')).toHaveCount(0);
  await revokeAndExpectClosed(page, reviewer, previewPath, name);
  await axeCleanAtBothWidths(page, 'partner edit screen with a revoked link');
  await reviewer.context().close();
});

test('an inactive job shared through a preview link: opened anonymously with the job page but no application form, revoked → 410; axe at 1280 and 390 px', async ({ staffPage: page, browser }) => {
  const id = stamp();
  const title = `Preview Engineer ${id}`;
  await page.goto('/admin/jobs/new');
  await page.getByLabel('Job Title').fill(title);
  await page.getByLabel('Slug').fill(`preview-engineer-${id}`);
  await page.getByLabel('Department').fill('Technology');
  await page.getByLabel('Experience Level').fill('Senior (5+ years)');
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill(`Job words only reviewers see ${id}.`);
  await page.getByLabel('Requirements').fill(`Requirement ${id}`);
  await page.getByLabel('Active (visible on the careers page)').uncheck();
  await page.getByRole('button', { name: 'Create Job' }).click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  await page.getByTestId('job-card').filter({ hasText: title }).getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Job' })).toBeVisible();
  // Not open: the job page answers closed.
  expect((await page.request.get(`/careers/preview-engineer-${id}`)).status()).toBe(410);

  const previewPath = await createLink(page, '7 days');
  await expect(page).toHaveURL(/\/admin\/jobs\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('preview-link-row')).toContainText('Latest draft');
  await axeCleanAtBothWidths(page, 'job edit screen with a new link');

  const reviewer = await openAsReviewer(browser, previewPath, title);
  await expect(reviewer.getByText(`Job words only reviewers see ${id}.`)).toBeVisible();
  await expect(reviewer.getByRole('listitem').filter({ hasText: `Requirement ${id}` })).toBeVisible();
  // No working application form: none of its fields or its button, a note in its place, and a post is refused.
  await expect(reviewer.getByTestId('preview-no-applications')).toContainText('This is a preview, so it takes no applications.');
  await expect(reviewer.getByRole('form', { name: `Apply for ${title}` })).toHaveCount(0);
  await expect(reviewer.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
  await expect(reviewer.getByLabel('First Name')).toHaveCount(0);
  expect(await reviewer.locator(`form[action="${previewPath}"], form:not([action])`).count()).toBe(0);
  const origin = new URL(reviewer.url()).origin;
  const posted = await reviewer.request.post(previewPath, {
    headers: { origin },
    form: { form: 'job_application', first_name: 'Ada', last_name: 'Lovelace', email: `ada-${id}@example.com` },
  });
  expect(posted.status()).toBe(405);
  await axeCleanAtBothWidths(reviewer, 'job preview');

  await page.setViewportSize(VIEWPORTS[0]);
  await page.reload();
  await revokeAndExpectClosed(page, reviewer, previewPath, title);
  await axeCleanAtBothWidths(page, 'job edit screen with a revoked link');
  await reviewer.context().close();

  // And no application was stored for it.
  await page.goto('/admin/job-applications');
  await expect(page.getByText(`ada-${id}@example.com`)).toHaveCount(0);
});
