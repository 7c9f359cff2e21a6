/**
 * Issue 43's acceptance for revisions, as staff and visitors see it: an article edited three times
 * has four versions with their author and labels; the comparison of the first and the third marks
 * the words that changed; restoring the first puts it on the public page and adds a fifth
 * version; the audit log has the restore. Without JavaScript the history, the comparison and the
 * restore work too. (Served by a second instance within a second: multi-instance.spec.ts.)
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, hydrated, STAFF_EMAIL, test, type APIRequestContext, type Page } from './fixtures';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function expectToast(page: Page, message: string) {
  await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
}

/** An anonymous visitor's copy of a page (the page cache may answer). */
async function publicText(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/**
 * The forms are filled once React has hydrated them: React 19 sets a server-rendered <textarea>'s
 * value again as it hydrates, and a fill that lands in between loses its selection, so the new
 * excerpt was typed in front of the old one ("Version two…Version one…").
 */
async function openForm(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** Creates a published article through the form; its edit address. */
async function createArticle(page: Page, title: string, slug: string, excerpt: string): Promise<string> {
  await openForm(page, '/admin/news/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Excerpt').fill(excerpt);
  await page.getByRole('textbox', { name: 'Content', exact: true }).fill('## Body\n\nThe first body.');
  await page.getByLabel('Published (visible on website)').check();
  await page.getByRole('button', { name: 'Create Article' }).click();
  await expectToast(page, 'Article created successfully!');
  const edit = page.getByTestId('article-row').filter({ hasText: title }).getByRole('link', { name: /^Edit / });
  const href = await edit.getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

async function editExcerpt(page: Page, editHref: string, excerpt: string) {
  await openForm(page, editHref);
  await page.getByLabel('Excerpt').fill(excerpt);
  await expect(page.getByLabel('Excerpt')).toHaveValue(excerpt);
  await page.getByRole('button', { name: 'Update Article' }).click();
  await expectToast(page, 'Article updated successfully!');
}

test('edited three times: four versions; the first and third compared word by word; restoring the first is public and a fifth version; audited', async ({ staffPage: page, request }) => {
  test.setTimeout(180_000);
  const id = stamp();
  const title = `Versioned ${id}`;
  const slug = `versioned-${id}`;
  const editHref = await createArticle(page, title, slug, 'The quick brown fox jumps over the lazy dog.');
  await editExcerpt(page, editHref, 'The quick red fox jumps over the lazy dog.');
  await editExcerpt(page, editHref, 'The quick red fox leaps over the sleepy dog.');
  await editExcerpt(page, editHref, 'A completely different excerpt.');
  expect(await publicText(request, `/news-insights/${slug}`)).toContain('A completely different excerpt.');

  await page.goto(editHref);
  await page.getByRole('link', { name: 'History', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`History of the article “${title}”`);
  const rows = page.getByTestId('revision-row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText('Version 4');
  await expect(rows.nth(0)).toContainText('Current');
  await expect(rows.nth(0)).toContainText('Published');
  await expect(rows.nth(3)).toContainText('Version 1');
  await expect(rows.nth(3)).toContainText('Created');
  for (let index = 0; index < 4; index++) await expect(rows.nth(index)).toContainText(STAFF_EMAIL);

  // Compare the first with the third.
  await page.getByLabel('Compare from version 1').check();
  await page.getByLabel('Compare to version 3').check();
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  const comparison = page.getByRole('region', { name: 'Version 1 compared with version 3' });
  await expect(comparison).toBeVisible();
  await expect(comparison.locator('del')).toContainText(['brown', 'jumps', 'lazy']);
  await expect(comparison.locator('ins')).toContainText(['red', 'leaps', 'sleepy']);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((violation) => `${width}: ${violation.id}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Restore the first: confirmed in words for a live article.
  await page.getByRole('link', { name: 'Restore version 1' }).click();
  const confirmation = page.getByRole('region', { name: 'Restore version 1?' });
  await expect(confirmation).toContainText('This article is live: restoring changes the public page now, on every server.');
  await confirmation.getByRole('button', { name: 'Restore this version' }).click();
  await expectToast(page, 'Version 1 restored.');
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(0)).toContainText('Restored version 1');
  expect(await publicText(request, `/news-insights/${slug}`)).toContain('The quick brown fox jumps over the lazy dog.');

  await page.goto('/admin/audit');
  await expect(page.getByRole('row').filter({ hasText: 'restore' }).first()).toBeVisible();
});

test('without JavaScript: the history, a comparison and a restore', async ({ staffPage: page, browser, request }) => {
  const id = stamp();
  const title = `Plain ${id}`;
  const slug = `plain-${id}`;
  const editHref = await createArticle(page, title, slug, 'Version one of the excerpt.');
  await editExcerpt(page, editHref, 'Version two of the excerpt.');
  const historyHref = editHref.replace('/admin/news/edit/', '/admin/news/history/');

  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  try {
    const plain = await context.newPage();
    await plain.goto(historyHref);
    await expect(plain.getByTestId('revision-row')).toHaveCount(2);
    // The newest is compared with the one before it from the start.
    const comparison = plain.getByRole('region', { name: 'Version 1 compared with version 2' });
    await expect(comparison.locator('del')).toContainText(['one']);
    await expect(comparison.locator('ins')).toContainText(['two']);
    await plain.getByLabel('Compare from version 2').check();
    await plain.getByLabel('Compare to version 1').check();
    await plain.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect(plain.getByRole('region', { name: 'Version 2 compared with version 1' })).toBeVisible();

    await plain.getByRole('link', { name: 'Restore version 1' }).click();
    await plain.getByRole('button', { name: 'Restore this version' }).click();
    await expect(plain.getByText('Version 1 restored.')).toBeVisible();
    await expect(plain.getByTestId('revision-row')).toHaveCount(3);
  } finally {
    await context.close();
  }
  expect(await publicText(request, `/news-insights/${slug}`)).toContain('Version one of the excerpt.');
});
