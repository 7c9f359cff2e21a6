/**
 * Issue 44's acceptance, as staff and visitors see it, on two production server processes (A and
 * B) sharing one fresh PostgreSQL database with a long page cache (HTML_CACHE_TTL_SECONDS=600: only
 * an invalidation can make a change show), so editing the site's pages never disturbs the other
 * suites' pages:
 * - an editor changes the home hero's heading and moves a practice page's block up; after
 *   publishing on A, B's cached pages show both within a second; the shipped copy is restorable;
 * - sales gets 403 on the page editor, and its post writes nothing;
 * - without JavaScript: edit a block's text, add a FAQ block, move it up, publish;
 * - a tag in a text field is refused beside the field, nothing stored; the edited page stays
 *   axe-clean at 1280 and 390 px;
 * - a preview link shows a page's draft at its own address to someone without an account (on B),
 *   nobody else; "Leave the preview" shows the published page.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type pg from 'pg';
import { postgresUnavailable, queryOnce, scratchDatabase, type ScratchDatabase } from '../support/postgres-query';
import { cookiesFrom, postForm, signInOverHttp, startApp, waitFor, type AppProcess } from '../support/app-process';
import { startCapture, type Capture } from '../support/capture-inline';

test.describe.configure({ mode: 'serial' });

const OWNER = 'pages-owner@corvane.example';
const EDITOR = 'pages-editor@corvane.example';
const SALES = 'pages-sales@corvane.example';
/**
 * How long B may take to serve what A published. The promise is "within a second" (issue 41's
 * content bus); the figures are logged, but a wall-clock bound is no assertion on a loaded 2-core
 * machine. B's pages are cached for 600 s, so anything B serves within this wait — 20 times
 * shorter — reached it through A's notification.
 */
const WAIT_MS = 30_000;
const run = Date.now().toString(36);

let database: ScratchDatabase | undefined;
let databaseUrl = '';
let capture: Capture | undefined;
let a: AppProcess | undefined;
let b: AppProcess | undefined;
let editorCookie = '';
let salesCookie = '';

/** A statement on this suite's database. */
const query = <Row extends pg.QueryResultRow>(text: string) => queryOnce<Row>(databaseUrl, text);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await scratchDatabase('pages');
  if (!database) return test.skip(true, (await postgresUnavailable())!);
  databaseUrl = database.url;
  capture = await startCapture();
  // All three start as owners (ADMIN_EMAILS), sign in, and two are then given their roles: a
  // session's role is read at every request.
  const env = { ...capture.env, DATABASE_URL: databaseUrl, ADMIN_EMAILS: [OWNER, EDITOR, SALES].join(','), HTML_CACHE_TTL_SECONDS: '600' };
  a = await startApp(env);
  b = await startApp(env);
  editorCookie = await signInOverHttp(a.url, capture, EDITOR);
  salesCookie = await signInOverHttp(a.url, capture, SALES);
  await query(`update staff set role = case email when '${EDITOR}' then 'editor' else 'sales' end where email in ('${EDITOR}', '${SALES}')`);
});

test.afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await capture?.close();
  await database?.drop();
});

/** A browser signed in as the editor on A. */
async function editorContext(browser: Browser, options: { javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: a!.url, ...options });
  await context.addCookies(
    editorCookie.split('; ').map((pair) => {
      const eq = pair.indexOf('=');
      return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: a!.url };
    }),
  );
  return context;
}

/** A visitor's copy of a page on `app` (no cookie: the page cache may answer). */
async function publicPage(app: AppProcess, path: string): Promise<{ html: string; cache: string | null }> {
  const response = await fetch(`${app.url}${path}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  expect(response.status, path).toBe(200);
  return { html: (await response.text()).replaceAll('<!-- -->', ''), cache: response.headers.get('X-Cache') };
}

/** Loads `path` on `app` until its page cache answers (so a later change must invalidate it). */
async function warm(app: AppProcess, path: string) {
  await publicPage(app, path);
  expect((await publicPage(app, path)).cache).toBe('HIT');
}

async function expectToast(page: Page, message: string) {
  await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
}

/** The block fieldset `position` (1-based) of the editor. */
const block = (page: Page, position: number) => page.getByRole('group', { name: new RegExp(`^Block ${position}: `) });

test('an editor changes the home hero and reorders a practice page; B’s cached pages show both (time recorded); the shipped copy is restorable', async ({ browser }) => {
  test.setTimeout(120_000);
  const headline = `Design it better ${run}.`;
  await warm(b!, '/');
  await warm(b!, '/digital-experience');
  const context = await editorContext(browser);
  const page = await context.newPage();

  await page.goto('/admin/pages');
  await page.getByRole('link', { name: 'Edit the Home page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit page: Home');
  await block(page, 1).getByLabel('Main heading').fill(headline);
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expectToast(page, 'Published: version 2 is live on every server.');
  const homeShown = await waitFor(async () => (await publicPage(b!, '/')).html.includes(headline), WAIT_MS, 'B serves the new home heading');
  test.info().annotations.push({ type: 'home on B', description: `${homeShown} ms` });

  await page.goto('/admin/pages/digital-experience');
  await page.getByRole('button', { name: /^Move block 6 \(.*\) up$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Block moved.' })).toBeVisible();
  await expect(block(page, 5)).toContainText('Call-to-action cards');
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expectToast(page, 'Published: version 2 is live on every server.');
  const movedShown = await waitFor(
    async () => {
      const { html } = await publicPage(b!, '/digital-experience');
      return html.indexOf('id="get-started"') !== -1 && html.indexOf('id="get-started"') < html.indexOf('id="pillars"');
    },
    WAIT_MS,
    'B serves the practice page with the blocks moved',
  );
  test.info().annotations.push({ type: 'practice page on B', description: `${movedShown} ms` });

  // The shipped copy is version 1 of the home page's history; restoring it is public at once.
  await page.goto('/admin/pages/home');
  await page.getByRole('link', { name: 'History', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('History of the page “Home”');
  await expect(page.getByTestId('revision-row')).toHaveCount(2);
  await page.getByRole('link', { name: 'Restore version 1' }).click();
  await page.getByRole('region', { name: 'Restore version 1?' }).getByRole('button', { name: 'Restore this version' }).click();
  await expectToast(page, 'Version 1 restored.');
  await waitFor(async () => !(await publicPage(b!, '/')).html.includes(headline), WAIT_MS, 'B serves the restored home heading');
  expect((await publicPage(b!, '/')).html).toContain('Design it well. Put AI to work. Keep it secure.');
  await context.close();
});

test('sales gets 403 on the page editor, and its post writes nothing', async () => {
  const before = await query<{ rows: string; audits: string }>(`select (select count(*) from site_pages)::text as rows, (select count(*) from audit_log where entity = 'site_pages')::text as audits`);
  for (const path of ['/admin/pages', '/admin/pages/home']) {
    const response = await fetch(`${a!.url}${path}`, { headers: { Cookie: salesCookie }, redirect: 'manual' });
    expect(response.status, path).toBe(403);
  }
  const post = await postForm(a!.url, '/admin/pages/home', { 'block.0.type': 'hero', 'block.0.headline': 'Sales was here', intent: 'publish' }, { cookie: salesCookie });
  expect(post.status).toBe(403);
  const after = await query<{ rows: string; audits: string }>(`select (select count(*) from site_pages)::text as rows, (select count(*) from audit_log where entity = 'site_pages')::text as audits`);
  expect(after).toEqual(before);
  expect((await publicPage(a!, '/')).html).not.toContain('Sales was here');
  expect(cookiesFrom(post)).toBe('');
});

test('without JavaScript: edit a block’s text, add a FAQ block, move it up, publish', async ({ browser }) => {
  test.setTimeout(120_000);
  const subhead = `We are a team of ${run} people who care.`;
  const question = `Do you work in Dubai (${run})?`;
  await warm(b!, '/about-us');
  const context = await editorContext(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/admin/pages/about-us');
  await block(page, 1).getByLabel('Text under the heading').fill(subhead);
  await page.getByLabel('Block type').selectOption({ label: 'Questions and answers' });
  await page.getByRole('button', { name: 'Add block' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Questions and answers block added at the end' })).toBeVisible();
  // What was typed before the button came back with the page.
  await expect(block(page, 1).getByLabel('Text under the heading')).toHaveValue(subhead);
  const added = block(page, 8);
  await expect(added).toContainText('Questions and answers');
  await added.getByRole('textbox', { name: 'Heading', exact: true }).fill('Questions about us');
  await added.getByRole('textbox', { name: 'Question', exact: true }).fill(question);
  await added.getByRole('textbox', { name: 'Answer', exact: true }).fill('Yes: our Dubai office serves clients across the Gulf.');
  await page.getByRole('button', { name: 'Move block 8 (Questions and answers) up' }).click();
  await expect(block(page, 7).getByRole('textbox', { name: 'Question', exact: true })).toHaveValue(question);
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expectToast(page, 'Published: version 2 is live on every server.');

  await waitFor(async () => (await publicPage(b!, '/about-us')).html.includes(question), WAIT_MS, 'B serves the new FAQ');
  const { html } = await publicPage(b!, '/about-us');
  expect(html).toContain(subhead);
  // Moved above the help form, which was the last block.
  expect(html.indexOf(question)).toBeLessThan(html.indexOf('id="help"'));
  await context.close();
});

test('a tag in a text field is refused beside the field and nothing is stored; the edited page stays axe-clean', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await editorContext(browser);
  const page = await context.newPage();
  const [before] = await query<{ updated_at: string }>(`select updated_at::text from site_pages where key = 'about-us'`);
  await page.goto('/admin/pages/about-us');
  await block(page, 2).getByRole('textbox', { name: 'Heading', exact: true }).fill('Our mission <script>alert(1)</script>');
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('alert')).toHaveText('Some fields need attention: nothing was saved.');
  await expect(block(page, 2).getByText('Heading cannot contain HTML tags: write plain text (or Markdown where the field says so).')).toBeVisible();
  const [after] = await query<{ updated_at: string }>(`select updated_at::text from site_pages where key = 'about-us'`);
  expect(after).toEqual(before);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const editor = await new AxeBuilder({ page }).analyze();
    expect(editor.violations, `editor at ${width}px`).toEqual([]);
    const visitorContext = await browser.newContext({ baseURL: b!.url, viewport: { width, height: 900 } });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/about-us');
    await expect(visitor.getByRole('heading', { name: 'Questions about us' })).toBeVisible();
    const results = await new AxeBuilder({ page: visitor }).analyze();
    expect(results.violations, `/about-us at ${width}px`).toEqual([]);
    await visitorContext.close();
  }
  await context.close();
});

test('a preview link shows the careers page’s draft at its own address to someone without an account; leaving shows the published page', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await editorContext(browser);
  const page = await context.newPage();
  const draftHeadline = `A careers draft for review ${run}`;
  await page.goto('/admin/pages/careers');
  await block(page, 1).getByLabel('Main heading').fill(draftHeadline);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expectToast(page, 'Draft saved');
  const section = page.getByTestId('preview-links');
  await section.getByLabel('Shows').selectOption({ label: 'Latest draft' });
  await section.getByRole('button', { name: 'Create preview link' }).click();
  await expectToast(page, 'Preview link created.');
  const address = new URL(await page.getByLabel('Preview link address').inputValue());
  expect(address.pathname).toMatch(/^\/preview\/[A-Za-z0-9_-]{43}$/);

  // A reviewer without an account opens it on the other instance: the page itself, in preview.
  const reviewerContext = await browser.newContext({ baseURL: b!.url });
  const reviewer = await reviewerContext.newPage();
  await reviewer.goto(address.pathname);
  await expect(reviewer).toHaveURL(`${b!.url}/careers`);
  await expect(reviewer.getByRole('heading', { level: 1 })).toHaveText(draftHeadline);
  const banner = reviewer.getByTestId('page-draft-banner');
  await expect(banner).toContainText('You are seeing this page’s latest draft');
  expect((await new AxeBuilder({ page: reviewer }).analyze()).violations).toEqual([]);
  // Everyone else, on either instance, gets the published page.
  expect((await publicPage(b!, '/careers')).html).not.toContain(draftHeadline);
  expect((await publicPage(a!, '/careers')).html).not.toContain(draftHeadline);

  await banner.getByRole('link', { name: 'Leave the preview' }).click();
  await expect(reviewer).toHaveURL(`${b!.url}/careers`);
  await expect(reviewer.getByTestId('page-draft-banner')).toHaveCount(0);
  await expect(reviewer.getByRole('heading', { level: 1 })).not.toHaveText(draftHeadline);
  await reviewerContext.close();

  await page.getByRole('button', { name: 'Discard draft' }).click();
  await context.close();
});

test('search (issue 45): a draft’s word finds nothing on B; published on A, B finds it (time recorded); unpublished, it is gone', async ({ browser }) => {
  test.setTimeout(120_000);
  const word = `quarkwise${run}`;
  const title = `Search across instances ${run}`;
  const context = await editorContext(browser);
  const page = await context.newPage();
  await page.goto('/admin/news/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Slug').fill(`search-across-${run}`);
  await page.getByLabel('Excerpt').fill(`An article about ${word}.`);
  await page.getByRole('textbox', { name: 'Content', exact: true }).fill(`The ${word} method, in detail.`);
  await page.getByRole('button', { name: 'Create Article' }).click();
  await expectToast(page, 'Article created successfully!');
  const found = async () => (await publicPage(b!, `/search?q=${word}`)).html.includes(title);
  expect(await found()).toBe(false);

  const edit = page.getByTestId('article-row').filter({ hasText: title }).getByRole('link', { name: /^Edit / });
  const editHref = (await edit.getAttribute('href'))!;
  await page.goto(editHref);
  await page.getByLabel('Published (visible on website)').check();
  await page.getByRole('button', { name: 'Update Article' }).click();
  await expectToast(page, 'Article updated successfully!');
  const shown = await waitFor(found, WAIT_MS, 'B finds the published article');
  test.info().annotations.push({ type: 'search on B after publishing on A', description: `${shown} ms` });

  await page.goto(editHref);
  await page.getByLabel('Published (visible on website)').uncheck();
  await page.getByRole('button', { name: 'Update Article' }).click();
  await expectToast(page, 'Article updated successfully!');
  await waitFor(async () => !(await found()), WAIT_MS, 'B no longer finds the unpublished article');
  await context.close();
});
