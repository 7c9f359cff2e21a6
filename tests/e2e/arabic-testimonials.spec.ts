/**
 * Issue 48 for testimonials, through the back office on the production build: an English
 * testimonial is on / and not on /ar; "Add Arabic translation" on its edit screen makes an inactive
 * copy (the English words shown beside it; still on no Arabic page); translated and made active, it
 * is in /ar's testimonials block (lang="ar" dir="rtl", the carousel's words in Arabic) and / still
 * shows only the English one; /ar with the block is axe clean at 1280 and 390 px. Both rows are
 * deactivated at the end, so later files on the same server see the seeded testimonials only.
 */
import { expect, test } from './fixtures';
import { AXE_VIEWPORTS, expectToast, seriousViolations, stamp, visitor } from './translation-helpers';

/** The testimonials block of a home page's HTML (up to the quote form's block, which follows it on both homes). */
function testimonialsBlock(body: string): string {
  const start = body.indexOf('id="testimonials"');
  expect(start, 'the page has a testimonials block').toBeGreaterThan(-1);
  const end = body.indexOf('id="quote"', start);
  expect(end, 'the quote form follows it').toBeGreaterThan(start);
  return body.slice(start, end);
}

test('staff translate a testimonial into Arabic: once active it is in /ar\'s testimonials block, and / keeps the English one only', async ({ staffPage: page, request, baseURL, browser }) => {
  test.setTimeout(180_000);
  const id = stamp();
  const name = `Nadia Rahman ${id}`;
  const englishQuote = `They moved our customer service to one platform in twelve weeks (${id}).`;
  const arabicQuote = `نقلوا خدمة العملاء لدينا إلى منصة واحدة في اثني عشر أسبوعًا (${id}).`;
  const arabicTitle = 'مديرة العمليات';

  await page.goto('/admin/testimonials/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Head of Operations');
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Desert Rose Logistics');
  await page.getByLabel('Testimonial Quote').fill(englishQuote);
  await page.getByLabel('Display Order').fill('0');
  await page.getByRole('checkbox', { name: 'Active', exact: true }).check();
  await page.getByRole('button', { name: 'Create Testimonial' }).click();
  await expectToast(page, 'Testimonial created successfully!');

  // English only: on /, not on /ar.
  expect(testimonialsBlock((await visitor(request, '/')).body)).toContain(englishQuote);
  expect((await visitor(request, '/ar')).body).not.toContain(englishQuote);

  // The back office: its language on the card; Add Arabic translation (a plain post) from its edit screen.
  const englishCard = page.getByTestId('testimonial-card').filter({ hasText: englishQuote });
  await expect(englishCard.getByTestId('testimonial-language')).toHaveText('English');
  await englishCard.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByTestId('translations')).toContainText('Language: English');
  await page.getByRole('button', { name: 'Add Arabic translation' }).click();
  await expectToast(page, 'The Arabic translation was created, inactive.');
  await expect(page.getByTestId('translations')).toContainText('Language: Arabic');
  const source = page.getByTestId('translation-source');
  await expect(source).toContainText(englishQuote);
  await expect(source).toContainText('Head of Operations');
  await expect(source).toContainText('Desert Rose Logistics');
  await expect(page.getByRole('checkbox', { name: 'Active', exact: true })).not.toBeChecked();
  // Inactive: on no Arabic page yet.
  expect((await visitor(request, '/ar')).body).not.toContain(englishQuote);

  await page.getByLabel('Testimonial Quote').fill(arabicQuote);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(arabicTitle);
  await page.getByRole('checkbox', { name: 'Active', exact: true }).check();
  await page.getByRole('button', { name: 'Update Testimonial' }).click();
  await expectToast(page, 'Testimonial updated successfully!');
  const arabicCard = page.getByTestId('testimonial-card').filter({ hasText: arabicQuote });
  await expect(arabicCard.getByTestId('testimonial-language')).toHaveText('Arabic');

  // /ar: the Arabic quote in its testimonials block, in an Arabic page, with Arabic controls; no English one.
  const arabic = await visitor(request, '/ar');
  expect(arabic.status).toBe(200);
  expect(arabic.body).toMatch(/<html[^>]* lang="ar"/);
  expect(arabic.body).toMatch(/<html[^>]* dir="rtl"/);
  const arabicBlock = testimonialsBlock(arabic.body);
  expect(arabicBlock).toContain('ماذا يقول عملاؤنا');
  expect(arabicBlock).toContain(arabicQuote);
  expect(arabicBlock).toContain(arabicTitle);
  expect(arabicBlock).toContain('aria-label="الرأي التالي"');
  expect(arabicBlock).not.toContain(englishQuote);
  expect(arabicBlock).not.toMatch(/Next testimonial| of \d/);
  // /: the English one, and no Arabic one.
  const englishBlock = testimonialsBlock((await visitor(request, '/')).body);
  expect(englishBlock).toContain(englishQuote);
  expect(englishBlock).not.toContain(arabicQuote);
  expect(englishBlock).toContain('aria-label="Next testimonial"');

  // A visitor's view of /ar with the block: the new testimonial is the first slide; axe clean at both widths.
  const visitorContext = await browser.newContext({ baseURL });
  const visitorPage = await visitorContext.newPage();
  try {
    for (const viewport of AXE_VIEWPORTS) {
      await visitorPage.setViewportSize(viewport);
      await visitorPage.goto('/ar');
      await expect(visitorPage.locator('html')).toHaveAttribute('dir', 'rtl');
      const block = visitorPage.locator('#testimonials');
      await block.scrollIntoViewIfNeeded();
      await expect(block.getByRole('heading', { name: 'ماذا يقول عملاؤنا' })).toBeVisible();
      await expect(block.getByText(arabicQuote)).toBeVisible();
      expect(await seriousViolations(visitorPage), `${viewport.width} px`).toEqual([]);
    }
  } finally {
    await visitorContext.close();
  }

  // Both rows off the site again: later files on the same server see the seeded testimonials only.
  await page.goto('/admin/testimonials');
  for (const quote of [arabicQuote, englishQuote]) {
    const card = page.getByTestId('testimonial-card').filter({ hasText: quote });
    await card.getByRole('button', { name: `Deactivate ${name}` }).click();
    await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
  }
  expect((await visitor(request, '/ar')).body).not.toContain(arabicQuote);
  expect((await visitor(request, '/')).body).not.toContain(englishQuote);
});
