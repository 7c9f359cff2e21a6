/**
 * Issue 48 (ADR 420 points 2 and 8) in the back office, on the production build: an Arabic
 * translation's edit screen says when its English source has a newer revision than it follows
 * (the exact note, the source's changes one link away), "Mark as up to date" ends the note; and
 * the content search finds Arabic items, each result naming its language. Both screens are axe
 * clean at 1280 and 390 px. The article is unpublished throughout, so later files see the seeds only.
 */
import { expect, test, type Page } from './fixtures';
import { expectToast, seriousViolations, stamp } from './translation-helpers';

async function expectAxeCleanAtBothWidths(page: Page) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page), `axe at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("an Arabic translation's screen says when its English source has a newer revision, until it is marked up to date", async ({ staffPage: page }) => {
  test.setTimeout(180_000);
  const id = stamp();
  const title = `Dubai studio notes ${id}`;

  // An English draft (its revision 1) and its Arabic translation, made from that revision.
  await page.goto('/admin/news/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Slug').fill(`dubai-studio-notes-${id}`);
  await page.getByLabel('Excerpt').fill('What the Dubai studio learned this month.');
  await page.getByRole('textbox', { name: 'Content', exact: true }).fill('## Notes\n\nText.');
  await page.getByRole('button', { name: 'Create Article' }).click();
  await expectToast(page, 'Article created successfully!');
  await page.getByTestId('article-row').filter({ hasText: title }).getByRole('link', { name: /^Edit / }).click();
  await page.waitForURL(/\/admin\/news\/edit\//);
  await expect(page.getByTestId('translations')).toContainText('Language: English');
  const sourceAddress = page.url();
  await page.getByRole('button', { name: 'Add Arabic translation' }).click();
  await expectToast(page, 'The Arabic translation was created as a draft.');
  await expect(page.getByTestId('translations')).toContainText('Language: Arabic');
  const translationAddress = page.url();
  expect(translationAddress).not.toBe(sourceAddress);
  await expect(page.getByTestId('translation-source')).toBeVisible();
  await expect(page.getByTestId('translation-source-newer')).toHaveCount(0);

  // The English source changes: its revision 2.
  await page.goto(sourceAddress);
  await page.getByLabel('Excerpt').fill('What the Dubai studio learned this month, and what it changed.');
  await page.getByRole('button', { name: 'Update Article' }).click();
  await expectToast(page, 'Article updated successfully!');

  // The translation's screen says so, and links the source's changes.
  await page.goto(translationAddress);
  const note = page.getByTestId('translation-source-newer');
  await expect(note).toContainText(
    'The English source has changed since this translation was made or last marked up to date: it is now at revision 2; this translation follows revision 1.',
  );
  await expectAxeCleanAtBothWidths(page);
  await note.getByRole('link', { name: 'See what changed in the source' }).click();
  await expect(page).toHaveURL(/\/admin\/news\/history\/[0-9a-f-]+\?from=1&to=2$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Version 1 compared with version 2' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Excerpt' })).toBeVisible();

  // Marked up to date: the note is gone.
  await page.goto(translationAddress);
  await page.getByRole('button', { name: 'Mark as up to date with revision 2' }).click();
  await expectToast(page, 'This translation is marked up to date with revision 2 of the English source.');
  await expect(page.getByTestId('translation-source')).toBeVisible();
  await expect(page.getByTestId('translation-source-newer')).toHaveCount(0);
});

test('the content search finds an Arabic item through the Arabic stemmer and names its language', async ({ staffPage: page }) => {
  // The seeded Arabic job, by a word of its title (its text's 'استراتيجية' and 'الاستراتيجيات' are marked too: one stem).
  await page.goto(`/admin/search?q=${encodeURIComponent('استراتيجي')}`);
  const result = page.getByTestId('search-result').filter({ has: page.getByRole('link', { name: 'استراتيجي رئيسي للذكاء الاصطناعي', exact: true }) });
  await expect(result).toHaveCount(1);
  await expect(result.getByTestId('record-language')).toHaveText('Language: Arabic');
  await expect(result.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'ar');
  await expect(page.getByTestId('search-result').getByTestId('record-language').filter({ hasText: 'English' })).toHaveCount(0);
  await expectAxeCleanAtBothWidths(page);
});
