/**
 * Staff managing articles, partners and team members (product §2 admin, §5, §8), the Markdown
 * editor, draft preview and the audit log. Each change shows on the public site on the next
 * anonymous request (the page cache is cleared by every admin write): create → shown, edit →
 * changed, unpublish/deactivate → gone from the page, the sitemap and the feed, delete after
 * confirmation. With JavaScript and without it.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, STAFF_EMAIL, test, type APIRequestContext, type Browser, type Page } from './fixtures';

// Long journeys on a shared, slow machine: each test walks a whole create → delete cycle.
test.describe.configure({ timeout: 120_000 });

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** An anonymous request (no cookies): what a visitor, a crawler or a feed reader gets. */
async function visitor(request: APIRequestContext, path: string): Promise<{ status: number; body: string }> {
  const response = await request.get(path);
  return { status: response.status(), body: await response.text() };
}

async function expectToast(page: Page, message: string) {
  await expect(page.getByRole(/^Error/.test(message) ? 'alert' : 'status').filter({ hasText: message })).toBeVisible();
}

function acceptConfirm(page: Page, question: string) {
  page.once('dialog', async (dialog) => {
    expect(dialog.type()).toBe('confirm');
    expect(dialog.message()).toBe(question);
    await dialog.accept();
  });
}

/** Lets a form post without the browser's own required-field check, to see the server's messages. */
async function skipBrowserValidation(page: Page) {
  await page.locator('main form[method="post"]').last().evaluate((form: HTMLFormElement) => {
    form.noValidate = true;
  });
}

async function noScriptPage(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  return context.newPage();
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? '')).map((v) => `${v.id}: ${v.help}`);
}

test.describe('news', () => {
  test('create a draft, preview it as staff, publish, edit, unpublish and delete it', async ({ staffPage: page, request }) => {
    const id = stamp();
    const title = `E2E Article ${id}`;
    const slug = `e2e-article-${id}`;
    // Warm the public page cache: the admin writes below must clear it.
    for (const path of ['/news-insights', '/news-insights/rss.xml', '/sitemap.xml', `/news-insights/${slug}`]) await visitor(request, path);

    await page.goto('/admin/news');
    await page.getByRole('link', { name: 'Add New Article' }).click();
    await expect(page).toHaveURL(/\/admin\/news\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create Article' })).toBeVisible();

    // The slug follows the title (product §5) until edited by hand.
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`  ${title}: A Test!  `);
    await expect(page.getByLabel('Slug')).toHaveValue(`${slug}-a-test`);
    await page.getByLabel('Slug').fill(slug);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await expect(page.getByLabel('Slug')).toHaveValue(slug);

    await page.getByLabel('Category').selectOption('Insights');
    await expect(page.getByLabel('Author')).toHaveValue('Corvane Digital');
    await page.getByLabel('Excerpt').fill(`Excerpt of ${id}.`);
    const content = page.getByRole('textbox', { name: 'Content', exact: true });
    await content.fill(`## Section ${id}\n\nSome **bold** text.`);
    // The live preview goes through the public renderer.
    const preview = page.getByRole('region', { name: /Preview Content/ });
    await expect(preview.getByRole('heading', { name: `Section ${id}` })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('bold');
    await expect(page.getByLabel('Published (visible on website)')).not.toBeChecked();
    await page.getByRole('button', { name: 'Create Article' }).click();

    await expect(page).toHaveURL(/\/admin\/news$/);
    await expectToast(page, 'Article created successfully!');
    const row = page.getByTestId('article-row').filter({ hasText: title });
    await expect(row.getByText('Draft')).toBeVisible();
    await expect(row.getByRole('link', { name: `Preview ${title}` })).toHaveAttribute('href', `/news-insights/${slug}`);

    // A draft: visitors get 'Article not found'; staff get the draft with a banner.
    const hidden = await visitor(request, `/news-insights/${slug}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toContain('Article not found');
    expect(hidden.body).not.toContain(title);
    const staffView = await page.request.get(`/news-insights/${slug}`);
    expect(staffView.status()).toBe(200);
    expect(staffView.headers()['cache-control']).toBe('private, no-store');
    await page.goto(`/news-insights/${slug}`);
    await expect(page.getByTestId('draft-preview-banner')).toContainText('Draft preview');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Section ${id}` })).toBeVisible();

    // Publish (and retitle): visible at once on the list, the article page, the feed and the sitemap.
    await page.goto('/admin/news');
    await row.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Article' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} Updated`);
    await expect(page.getByLabel('Slug')).toHaveValue(slug);
    await page.getByLabel('Published (visible on website)').check();
    await page.getByRole('button', { name: 'Update Article' }).click();
    await expect(page).toHaveURL(/\/admin\/news$/);
    await expectToast(page, 'Article updated successfully!');
    await expect(page.getByTestId('article-row').filter({ hasText: `${title} Updated` }).getByText('Published')).toBeVisible();

    expect((await visitor(request, '/news-insights')).body).toContain(`${title} Updated`);
    const published = await visitor(request, `/news-insights/${slug}`);
    expect(published.status).toBe(200);
    expect(published.body).toContain(`${title} Updated`);
    expect(published.body).not.toContain('Draft preview');
    expect((await visitor(request, '/news-insights/rss.xml')).body).toContain(`${title} Updated`);
    expect((await visitor(request, '/sitemap.xml')).body).toContain(`/news-insights/${slug}<`);

    // Unpublish: gone from the list, the article page, the feed and the sitemap.
    await page.getByTestId('article-row').filter({ hasText: `${title} Updated` }).getByRole('link', { name: /^Edit / }).click();
    await page.getByLabel('Published (visible on website)').uncheck();
    await page.getByRole('button', { name: 'Update Article' }).click();
    await expectToast(page, 'Article updated successfully!');
    expect((await visitor(request, '/news-insights')).body).not.toContain(`${title} Updated`);
    expect((await visitor(request, `/news-insights/${slug}`)).status).toBe(404);
    expect((await visitor(request, '/news-insights/rss.xml')).body).not.toContain(`${title} Updated`);
    expect((await visitor(request, '/sitemap.xml')).body).not.toContain(`/news-insights/${slug}<`);

    // Delete after the browser's confirmation (the product's wording).
    acceptConfirm(page, 'Are you sure you want to delete this article?');
    await page.getByTestId('article-row').filter({ hasText: `${title} Updated` }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Article deleted.');
    await expect(page.getByTestId('article-row').filter({ hasText: title })).toHaveCount(0);

    // Every step is in the audit log.
    await page.goto('/admin/audit?entity=news_insights');
    const auditRows = page.getByTestId('audit-row').filter({ hasText: STAFF_EMAIL });
    await expect(auditRows.first()).toContainText('delete');
    await expect(auditRows.nth(1)).toContainText('is_published');
    await expect(auditRows.nth(2)).toContainText('title');
    await expect(auditRows.nth(3)).toContainText('create');
  });

  test('category filter, slug in use, required fields, load error and the /admin/news/{id} address', async ({ staffPage: page }) => {
    const id = stamp();
    await page.goto('/admin/news/new');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Filter Test ${id}`);
    await page.getByLabel('Category').selectOption('Articles');
    await page.getByLabel('Excerpt').fill('Excerpt.');
    await page.getByRole('textbox', { name: 'Content', exact: true }).fill('Body.');
    await page.getByRole('button', { name: 'Create Article' }).click();
    await expectToast(page, 'Article created successfully!');

    await page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link', { name: 'Articles' }).click();
    await expect(page).toHaveURL(/\/admin\/news\?category=Articles$/);
    await expect(page.getByTestId('article-row').filter({ hasText: `Filter Test ${id}` })).toHaveCount(1);
    await page.getByRole('navigation', { name: 'Filter by category' }).getByRole('link', { name: 'News' }).click();
    await expect(page.getByTestId('article-row').filter({ hasText: `Filter Test ${id}` })).toHaveCount(0);

    // The same slug again: a clear field error, the values kept.
    await page.goto('/admin/news/new');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Filter Test ${id}`);
    await page.getByLabel('Excerpt').fill('Another.');
    await page.getByRole('textbox', { name: 'Content', exact: true }).fill('Another body.');
    await page.getByRole('button', { name: 'Create Article' }).click();
    await expect(page.getByText('This slug is already in use. Please choose another one.')).toBeVisible();
    await expect(page.getByLabel('Slug')).toBeFocused();
    await expect(page.getByLabel('Excerpt')).toHaveValue('Another.');

    // Required fields, as the server checks them.
    await page.goto('/admin/news/new');
    await page.getByLabel('Author').fill('');
    await skipBrowserValidation(page);
    await page.getByRole('button', { name: 'Create Article' }).click();
    for (const message of ['Please enter a title.', 'Please enter a slug.', 'Please enter an author.', 'Please enter an excerpt.', 'Please enter the content.']) {
      await expect(page.getByText(message)).toBeVisible();
    }

    // /admin/news/{id} is the same form.
    await page.goto('/admin/news?category=Articles');
    const href = await page.getByTestId('article-row').filter({ hasText: `Filter Test ${id}` }).getByRole('link', { name: /^Edit / }).getAttribute('href');
    const articleId = href!.split('/').pop()!;
    await page.goto(`/admin/news/${articleId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Article' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`Filter Test ${id}`);

    await page.goto(`/admin/news/edit/${MISSING_ID}`);
    await expect(page).toHaveURL(/\/admin\/news$/);
    await expectToast(page, 'Error loading article: Article not found');
  });
});

test.describe('partners', () => {
  test('create, edit, deactivate, activate and delete a partner; the public site follows', async ({ staffPage: page, request }) => {
    const id = stamp();
    const name = `E2E Partner ${id}`;
    const slug = `e2e-partner-${id}`;
    for (const path of ['/partners', `/partners/${slug}`, '/sitemap.xml']) await visitor(request, path);

    await page.goto('/admin/partners');
    await page.getByRole('link', { name: 'Add New Partner' }).click();
    await expect(page).toHaveURL(/\/admin\/partners\/new$/);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await expect(page.getByLabel('Slug')).toHaveValue(slug);
    await page.getByLabel('Logo URL').fill('/images/seed/partners/halcyon-cloud.svg');
    await page.getByLabel('Partnership Type').selectOption('Technology Partner');
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill(`**${name}** builds things.`);
    await expect(page.getByRole('region', { name: /Preview Description/ }).locator('strong')).toHaveText(name);
    await page.getByRole('textbox', { name: 'Website' }).fill('https://partner.example');
    await page.getByLabel('Industry').fill('Cloud');
    await expect(page.getByLabel('Active (visible on website)')).toBeChecked();
    await page.getByRole('button', { name: 'Create Partner' }).click();
    await expect(page).toHaveURL(/\/admin\/partners$/);
    await expectToast(page, 'Partner created successfully!');
    const row = () => page.getByTestId('partner-row').filter({ hasText: slug });
    await expect(row().getByText('Active', { exact: true })).toBeVisible();
    await expect(row().getByRole('link', { name: /^Preview / })).toHaveAttribute('href', `/partners/${slug}`);

    expect((await visitor(request, '/partners')).body).toContain(name);
    const detail = await visitor(request, `/partners/${slug}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toContain(name);
    expect((await visitor(request, '/sitemap.xml')).body).toContain(`/partners/${slug}<`);

    await row().getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Partner' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} Renamed`);
    await page.getByRole('button', { name: 'Update Partner' }).click();
    await expectToast(page, 'Partner updated successfully!');
    expect((await visitor(request, `/partners/${slug}`)).body).toContain(`${name} Renamed`);

    await row().getByRole('button', { name: `Deactivate ${name} Renamed` }).click();
    await expect(row().getByText('Inactive', { exact: true })).toBeVisible();
    expect((await visitor(request, '/partners')).body).not.toContain(name);
    const gone = await visitor(request, `/partners/${slug}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toContain('Partner not found');
    expect((await visitor(request, '/sitemap.xml')).body).not.toContain(`/partners/${slug}<`);

    await row().getByRole('button', { name: `Activate ${name} Renamed` }).click();
    await expect(row().getByText('Active', { exact: true })).toBeVisible();
    expect((await visitor(request, '/partners')).body).toContain(`${name} Renamed`);

    acceptConfirm(page, 'Are you sure you want to delete this partner?');
    await row().getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Partner deleted.');
    await expect(row()).toHaveCount(0);
    expect((await visitor(request, '/partners')).body).not.toContain(name);

    await page.goto('/admin/audit?entity=partners');
    const actions = await page.getByTestId('audit-row').filter({ hasText: STAFF_EMAIL }).locator('td:nth-child(5)').allInnerTexts();
    expect(actions.slice(0, 5)).toEqual(['delete', 'activate', 'deactivate', 'update', 'create']);

    await page.goto(`/admin/partners/edit/${MISSING_ID}`);
    await expect(page).toHaveURL(/\/admin\/partners$/);
    await expectToast(page, 'Error loading partner: Partner not found');
  });
});

test.describe('team members', () => {
  test('create, edit, deactivate from the form, activate from the list, delete; the About page follows', async ({ staffPage: page, request }) => {
    // Five saves, each followed by a visitor's fetch of the About page: over a minute on a loaded machine.
    test.setTimeout(180_000);
    const id = stamp();
    const name = `E2E Member ${id}`;
    await visitor(request, '/about-us');

    await page.goto('/admin/teams');
    await page.getByRole('link', { name: 'Add New Team Member' }).click();
    await expect(page).toHaveURL(/\/admin\/teams\/new$/);
    await expect(page.getByLabel('Department')).toHaveValue('Leadership');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin\/teams$/);

    await page.goto('/admin/teams/new');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await expect(page.getByLabel('Slug')).toHaveValue(`e2e-member-${id}`);
    await page.getByLabel('Title/Position').fill('Principal Consultant');
    await page.getByLabel('Department').selectOption('Strategy');
    await page.getByLabel('Email').fill(`member-${id}@corvane.example`);
    await page.getByLabel('Bio').fill('Leads strategy engagements.');
    await expect(page.getByLabel('Active team member (visible on website)')).toBeChecked();
    await page.getByRole('button', { name: 'CREATE', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/teams$/);
    await expectToast(page, 'Team member created successfully!');
    const row = () => page.getByTestId('team-row').filter({ hasText: name });
    await expect(row()).toContainText('Strategy');
    expect((await visitor(request, '/about-us')).body).toContain(name);

    await row().getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(/\/admin\/teams\/edit\//);
    await page.getByLabel('Title/Position').fill('Managing Director');
    await page.getByRole('button', { name: 'UPDATE', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/teams$/);
    await expectToast(page, 'Team member updated successfully!');
    expect((await visitor(request, '/about-us')).body).toContain('Managing Director');

    await row().getByRole('link', { name: `Edit ${name}` }).click();
    await page.getByLabel('Active team member (visible on website)').uncheck();
    await page.getByRole('button', { name: 'UPDATE', exact: true }).click();
    await expectToast(page, 'Team member updated successfully!');
    await expect(row().getByText('Inactive', { exact: true })).toBeVisible();
    expect((await visitor(request, '/about-us')).body).not.toContain(name);

    await row().getByRole('button', { name: `Activate ${name}` }).click();
    await expect(row().getByText('Active', { exact: true })).toBeVisible();
    expect((await visitor(request, '/about-us')).body).toContain(name);

    acceptConfirm(page, 'Are you sure you want to delete this team member?');
    await row().getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Team member deleted.');
    await expect(row()).toHaveCount(0);
    expect((await visitor(request, '/about-us')).body).not.toContain(name);

    await page.goto('/admin/audit?entity=teams');
    const actions = await page.getByTestId('audit-row').filter({ hasText: STAFF_EMAIL }).locator('td:nth-child(5)').allInnerTexts();
    expect(actions.slice(0, 5)).toEqual(['delete', 'activate', 'update', 'update', 'create']);
  });

  test('required fields, e-mail format, slug in use and the load error', async ({ staffPage: page }) => {
    const id = stamp();
    await page.goto('/admin/teams/new');
    await skipBrowserValidation(page);
    await page.getByRole('button', { name: 'CREATE', exact: true }).click();
    for (const message of ['Please enter a name.', 'Please enter a slug.', 'Please enter a title or position.', 'Please enter a bio.']) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Format ${id}`);
    await page.getByLabel('Title/Position').fill('Analyst');
    await page.getByLabel('Bio').fill('Bio.');
    await page.getByLabel('Email').fill('not an email');
    await skipBrowserValidation(page);
    await page.getByRole('button', { name: 'CREATE', exact: true }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await page.getByLabel('Email').fill('');
    await page.getByRole('button', { name: 'CREATE', exact: true }).click();
    await expectToast(page, 'Team member created successfully!');

    await page.goto('/admin/teams/new');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Format ${id}`);
    await page.getByLabel('Title/Position').fill('Analyst');
    await page.getByLabel('Bio').fill('Bio.');
    await page.getByRole('button', { name: 'CREATE', exact: true }).click();
    await expect(page.getByText('This slug is already in use. Please choose another one.')).toBeVisible();

    await page.goto(`/admin/teams/edit/${MISSING_ID}`);
    await expect(page).toHaveURL(/\/admin\/teams$/);
    await expectToast(page, 'Error loading team member: Team member not found');
  });
});

test.describe('without JavaScript', () => {
  test('the slug is derived on the server and a delete goes through the confirmation panel', async ({ browser, staffPage: page, request }) => {
    const id = stamp();
    const name = `NoJS Member ${id}`;
    await page.goto('/admin/teams');
    const plain = await noScriptPage(browser, page);
    await plain.goto('/admin/teams/new');
    await plain.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await expect(plain.getByLabel('Slug')).toHaveValue('');
    await plain.getByLabel('Title/Position').fill('Consultant');
    await plain.getByLabel('Bio').fill('No script here.');
    await plain.getByRole('button', { name: 'CREATE', exact: true }).click();
    await expect(plain).toHaveURL(/\/admin\/teams$/);
    await expect(plain.getByText('Team member created successfully!')).toBeVisible();
    expect((await visitor(request, '/about-us')).body).toContain(name);

    const row = plain.getByTestId('team-row').filter({ hasText: name });
    await row.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(plain.getByLabel('Slug')).toHaveValue(`nojs-member-${id}`);
    await plain.goBack();

    await plain.getByTestId('team-row').filter({ hasText: name }).getByRole('button', { name: 'Delete' }).click();
    const confirm = plain.getByRole('alertdialog', { name: 'Are you sure you want to delete this team member?' });
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(plain.getByText('Team member deleted.')).toBeVisible();
    await expect(plain.getByTestId('team-row').filter({ hasText: name })).toHaveCount(0);
    expect((await visitor(request, '/about-us')).body).not.toContain(name);
    await plain.context().close();
  });
});

test('admin content pages have no serious accessibility violations', async ({ staffPage: page }) => {
  await page.goto('/admin/news');
  for (const path of ['/admin/news', '/admin/news/new', '/admin/partners', '/admin/partners/new', '/admin/teams', '/admin/teams/new', '/admin/audit']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  // The editor's preview is reachable by keyboard.
  await page.goto('/admin/news/new');
  await page.getByRole('textbox', { name: 'Content', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('region', { name: /Preview Content/ })).toBeFocused();
});

