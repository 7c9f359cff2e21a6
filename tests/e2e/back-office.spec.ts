/**
 * Issue 21, a working day in the back office: typed work survives an ended session, leaving a
 * changed form asks first, times show in the staff member's zone, and every admin page fits a
 * 390 px phone with no serious accessibility problem.
 */
import AxeBuilder from '@axe-core/playwright';
import { signInCode, requestSignInCode } from '../support/auth';
import { expect, hydrated, STAFF_EMAIL, test, type Browser, type Page } from './fixtures';

/** Ends the page's session on the server (its session row is deleted) while its cookie stays. */
async function endSessionElsewhere(browser: Browser, page: Page): Promise<void> {
  const other = await browser.newContext({ storageState: await page.context().storageState() });
  const origin = new URL(page.url()).origin;
  const response = await other.request.post('/admin/logout', { headers: { origin }, maxRedirects: 0 });
  expect(response.status()).toBeLessThan(400);
  await other.close();
}

/**
 * Opens `path` as a slow phone does: the page's HTML arrives, its scripts are held until the
 * returned function is called (then the page hydrates and the hold is lifted).
 */
async function openBeforeScripts(page: Page, path: string): Promise<() => Promise<void>> {
  let releaseScripts!: () => void;
  const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/**/*.js', async (route) => {
    await scriptsReleased;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return async () => {
    releaseScripts();
    await hydrated(page);
    await page.unroute('**/assets/**/*.js');
  };
}

async function keptDrafts(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('firmsite:admin-draft')));
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? '')).map((v) => `${v.id}: ${v.help}`);
}

test('an article typed while the session ended comes back after signing in, saves, and its draft is gone', async ({ browser, staffPage: page }) => {
  const title = `Resumed article ${Date.now()}`;
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected question: ${dialog.message()}`);
  });
  await page.goto('/admin/news/new');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Author').fill('Dana Reyes');
  await page.getByLabel('Excerpt').fill('What the long article is about.');
  await page.getByRole('textbox', { name: 'Content' }).fill('A long article, typed for two hours.');
  // The draft is kept as it is typed.
  await expect.poll(() => keptDrafts(page)).toHaveLength(1);

  await endSessionElsewhere(browser, page);
  await page.getByRole('button', { name: 'Create Article' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/login');

  const mail = await requestSignInCode(page, STAFF_EMAIL, new URL(page.url()).searchParams.get('redirect') ?? '/admin');
  await page.getByPlaceholder('Enter 6-digit code').fill(signInCode(mail));
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin/news/new');

  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Author')).toHaveValue('Dana Reyes');
  await expect(page.getByRole('textbox', { name: 'Content' })).toHaveValue('A long article, typed for two hours.');
  // What came back is what the kept draft holds: nothing else to offer.
  await expect(page.getByTestId('draft-offer')).toHaveCount(0);

  await page.getByRole('button', { name: 'Create Article' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/news');
  await expect(page.getByText('Article created successfully!')).toBeVisible();
  await expect(page.getByRole('link', { name: title }).or(page.getByText(title)).first()).toBeVisible();
  expect(await keptDrafts(page)).toEqual([]);
  await page.goto('/admin/news/new');
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByTestId('draft-offer')).toHaveCount(0);
});

test('a draft left behind is offered back when the form is opened again', async ({ staffPage: page }) => {
  await page.goto('/admin/testimonials/new');
  // The draft is kept by the form's script: typing before it runs is not seen.
  await hydrated(page);
  await page.getByLabel('Name').fill('Ravi Menon');
  await expect.poll(() => keptDrafts(page)).toHaveLength(1);
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByTestId('draft-offer')).toContainText('Unsaved changes found');
  await page.getByRole('button', { name: 'Restore my changes' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('Ravi Menon');
  await expect(page.getByText('Your unsaved changes are back in the form. Review them, then save.')).toBeVisible();
  // Discarding forgets it.
  await page.reload();
  await page.getByRole('button', { name: 'Discard them' }).click();
  await expect(page.getByTestId('draft-offer')).toHaveCount(0);
  expect(await keptDrafts(page)).toEqual([]);
});

test('a changed form asks before an in-app navigation; an unchanged one does not', async ({ staffPage: page }) => {
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  const questions: string[] = [];
  page.on('dialog', (dialog) => {
    questions.push(dialog.message());
    // The first question is answered 'stay', the second 'leave'.
    void (questions.length === 1 ? dialog.dismiss() : dialog.accept());
  });

  await page.goto('/admin/teams/new');
  await hydrated(page);
  await nav.getByRole('link', { name: 'News' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/news');
  expect(questions).toEqual([]);

  // A slow phone: the name and title are typed before the page's script has run. They stay in the
  // fields when React takes over, the slug follows the name, and leaving asks all the same.
  const runTeamScripts = await openBeforeScripts(page, '/admin/teams/new');
  await page.getByLabel('Name').fill('Someone New');
  await page.getByLabel('Title/Position').fill('Head of Someone');
  await runTeamScripts();
  await expect(page.getByLabel('Name')).toHaveValue('Someone New');
  await expect(page.getByLabel('Slug')).toHaveValue('someone-new');
  await expect(page.getByLabel('Title/Position')).toHaveValue('Head of Someone');
  await nav.getByRole('link', { name: 'News' }).click();
  await expect.poll(() => questions.length).toBe(1);
  expect(questions[0]).toBe('You have unsaved changes. Leave this page and lose them?');
  await expect(page).toHaveURL(/\/admin\/teams\/new$/);
  await expect(page.getByLabel('Title/Position')).toHaveValue('Head of Someone');

  await nav.getByRole('link', { name: 'News' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/news');
  expect(questions).toHaveLength(2);

  // The same phone on a new article: a slug typed by hand before the script ran is kept as typed
  // (it no longer follows the title), and later typing in the title leaves it alone.
  const runArticleScripts = await openBeforeScripts(page, '/admin/news/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('An early article');
  await page.getByLabel('Slug').fill('my-own-address');
  await runArticleScripts();
  await expect(page.getByLabel('Slug')).toHaveValue('my-own-address');
  await expect(page.getByText('Part of the page address; changing it changes the public URL.')).toBeVisible();
  await expect(page.getByText('/news-insights/my-own-address')).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('An early article, retitled');
  await expect(page.getByLabel('Slug')).toHaveValue('my-own-address');
  await page.getByLabel('Slug').fill('');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Back to the title');
  await expect(page.getByLabel('Slug')).toHaveValue('back-to-the-title');
  await expect(page.getByText('/news-insights/back-to-the-title')).toBeVisible();
  // Clean up the drafts this test left.
  await page.evaluate(() => window.localStorage.clear());
});

test('times show in the staff member’s zone: detected from the browser, changeable in the profile menu', async ({ browser, staffPage: page }) => {
  const context = await browser.newContext({ timezoneId: 'Asia/Kolkata', storageState: await page.context().storageState() });
  const kolkata = await context.newPage();
  const inZone = (iso: string, timeZone: string) =>
    new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' })
      .format(new Date(iso))
      .replace(/[\u202f\u00a0]/g, ' ');

  // The member has no zone yet: the browser's is detected and stored, and the page follows.
  await kolkata.goto('/admin/leads');
  await expect(kolkata.getByTestId('profile-time-zone')).toHaveText('(Asia/Kolkata)');
  const first = kolkata.locator('main time').first();
  const iso = (await first.getAttribute('datetime')) ?? '';
  await expect(first).toHaveText(inZone(iso, 'Asia/Kolkata'));
  await expect(first).toContainText('GMT+5:30');

  // Changed in the profile menu: the next server render uses it.
  await kolkata.getByTestId('profile-menu').locator('summary').click();
  await kolkata.getByTestId('profile-menu').getByLabel('Time zone').selectOption('Asia/Dubai');
  await kolkata.getByRole('button', { name: 'Save time zone' }).click();
  await expect(kolkata.getByText('Time zone set to Asia/Dubai.')).toBeVisible();
  const html = await (await context.request.get('/admin/leads')).text();
  expect(html).toContain(inZone(iso, 'Asia/Dubai'));
  await kolkata.reload();
  await expect(kolkata.locator('main time').first()).toHaveText(inZone(iso, 'Asia/Dubai'));
  await expect(kolkata.locator('main time').first()).toContainText('GMT+4');
  // Back to UTC for the specs that run after this one.
  await kolkata.getByTestId('profile-menu').locator('summary').click();
  await kolkata.getByTestId('profile-menu').getByLabel('Time zone').selectOption('UTC');
  await kolkata.getByRole('button', { name: 'Save time zone' }).click();
  await expect(kolkata.getByText('Time zone set to UTC.')).toBeVisible();
  await context.close();
});

/** What is wrong with the admin page at `path` at 390 px: sideways scrolling, serious axe violations. */
async function phoneProblems(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const problems: string[] = [];
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > 390) problems.push(`${path}: ${width} px wide`);
  for (const violation of await seriousViolations(page)) problems.push(`${path}: ${violation}`);
  return problems;
}

// Every admin page fits a 390 px phone without sideways scrolling and has no serious
// accessibility violation: one test per page (each page's axe run takes seconds on a loaded
// machine), spread over the workers.
test.describe('every admin page at 390 px', () => {
  test.describe.configure({ mode: 'parallel', timeout: 60_000 });
  const paths = [
    '/admin',
    '/admin/news',
    '/admin/news/new',
    '/admin/partners',
    '/admin/partners/new',
    '/admin/teams',
    '/admin/teams/new',
    '/admin/testimonials',
    '/admin/testimonials/new',
    '/admin/jobs',
    '/admin/jobs/new',
    '/admin/job-applications',
    '/admin/leads',
    '/admin/portfolio',
    '/admin/audit',
    '/admin/profile',
    '/admin/staff',
    // Issue 45: the content search with results (the header's box is on every page above).
    '/admin/search?q=security',
  ];
  for (const path of paths) {
    test(`${path} fits without sideways scrolling and has no serious accessibility violation`, async ({ staffPage: page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await phoneProblems(page, path)).toEqual([]);
    });
  }

  for (const list of ['/admin/news', '/admin/partners', '/admin/teams', '/admin/testimonials', '/admin/jobs']) {
    test(`the edit page of the first record on ${list} fits and has no serious accessibility violation`, async ({ staffPage: page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(list);
      const edit = page.locator(`main a[href^="${list}/edit/"]`).first();
      await expect(edit).toBeVisible();
      expect(await phoneProblems(page, (await edit.getAttribute('href'))!)).toEqual([]);
    });
  }
});
