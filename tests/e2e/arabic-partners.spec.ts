/**
 * Issue 48 for partners, through the back office on the production build: an English partner
 * answers 404 at /ar/الشركاء/{slug}; "Add Arabic translation" makes an inactive copy (still 404);
 * translated and activated with an Arabic slug, it is at its Arabic address (lang="ar" dir="rtl",
 * Arabic page copy), both pages carry the hreflang pair and x-default, the sitemap lists the Arabic
 * address with its alternates, and the page is axe clean at 1280 and 390 px. Both rows are
 * deactivated at the end, so later files on the same server see the seeded partners only.
 */
import { expect, test } from './fixtures';
import { alternateLink, AXE_VIEWPORTS, expectToast, seriousViolations, stamp, visitor } from './translation-helpers';

const AR_PARTNERS = '/ar/الشركاء';

test('an editor translates a partner into Arabic: 404 under /ar until it is active, then at its Arabic address with hreflang both ways and in the sitemap', async ({ staffPage: page, request, baseURL, browser }) => {
  test.setTimeout(180_000);
  const id = stamp();
  const name = `Halcyon Cloud ${id}`;
  const englishSlug = `halcyon-cloud-${id}`;
  const arabicSlug = `هالسيون-السحابية-${id}`;
  const arabicName = `هالسيون السحابية ${id}`;

  await page.goto('/admin/partners/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await expect(page.getByLabel('Slug')).toHaveValue(englishSlug);
  await page.getByLabel('Logo URL').fill('/images/seed/partners/halcyon-cloud.svg');
  await page.getByLabel('Partnership Type').selectOption('Technology Partner');
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('A cloud **platform** partner for regulated industries.');
  await page.getByRole('button', { name: 'Create Partner' }).click();
  await expectToast(page, 'Partner created successfully!');

  // English only: its slug under /ar is a 404, and the English page has no hreflang cluster.
  expect((await visitor(request, `/partners/${englishSlug}`)).status).toBe(200);
  expect((await visitor(request, `${AR_PARTNERS}/${englishSlug}`)).status).toBe(404);
  expect((await visitor(request, `/partners/${englishSlug}`)).body).not.toMatch(/<link rel="alternate" hreflang="ar"/i);

  // The back office: Add Arabic translation (a plain post); the English source shown beside the fields.
  const englishRow = page.getByTestId('partner-row').filter({ hasText: englishSlug });
  await expect(englishRow).toContainText('English');
  await englishRow.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByTestId('translations')).toContainText('Language: English');
  await page.getByRole('button', { name: 'Add Arabic translation' }).click();
  await expectToast(page, 'The Arabic translation was created as a draft.');
  await expect(page.getByTestId('translations')).toContainText('Language: Arabic');
  await expect(page.getByTestId('translation-source')).toContainText(name);
  await expect(page.getByTestId('translation-source')).toContainText('A cloud **platform** partner for regulated industries.');
  await expect(page.getByLabel('Active (visible on website)')).not.toBeChecked();
  // Inactive: still a 404 at its (copied) slug under /ar, and not in the sitemap.
  expect((await visitor(request, `${AR_PARTNERS}/${englishSlug}`)).status).toBe(404);

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(arabicName);
  await page.getByLabel('Slug').fill(arabicSlug);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('شريك **منصّات** سحابية للقطاعات الخاضعة للتنظيم.');
  await page.getByLabel('Industry').fill('الحوسبة السحابية');
  await page.getByLabel('Active (visible on website)').check();
  await page.getByRole('button', { name: 'Update Partner' }).click();
  await expectToast(page, 'Partner updated successfully!');
  await expect(page.getByTestId('partner-row').filter({ hasText: arabicName })).toContainText('Arabic');

  const arabic = await visitor(request, `${AR_PARTNERS}/${arabicSlug}`);
  expect(arabic.status).toBe(200);
  expect(arabic.body).toMatch(/<html[^>]* lang="ar"/);
  expect(arabic.body).toMatch(/<html[^>]* dir="rtl"/);
  expect(arabic.body).toContain(arabicName);
  expect(arabic.body).toContain('>شريك تقني<');
  expect(arabic.body).toContain('>نبذة</h2>');
  const arabicHref = `${baseURL}${encodeURI(`${AR_PARTNERS}/${arabicSlug}`)}`;
  const englishHref = `${baseURL}/partners/${englishSlug}`;
  expect(arabic.body).toContain(`<link rel="canonical" href="${arabicHref}"/>`);
  for (const path of [`${AR_PARTNERS}/${arabicSlug}`, `/partners/${englishSlug}`]) {
    const { body } = await visitor(request, path);
    expect(body, path).toMatch(alternateLink('en', englishHref));
    expect(body, path).toMatch(alternateLink('ar', arabicHref));
    expect(body, path).toMatch(alternateLink('x-default', englishHref));
  }
  const sitemap = (await visitor(request, '/sitemap.xml')).body;
  const cluster = `<xhtml:link rel="alternate" hreflang="en" href="${englishHref}"/><xhtml:link rel="alternate" hreflang="ar" href="${arabicHref}"/><xhtml:link rel="alternate" hreflang="x-default" href="${englishHref}"/>`;
  expect(sitemap).toMatch(new RegExp(`<url><loc>${arabicHref.replace(/[.?]/g, '\\$&')}</loc><lastmod>[0-9-]+</lastmod>`));
  expect(sitemap).toContain(`${cluster}</url>`);
  // Its Arabic slug is no English address.
  expect((await visitor(request, `/partners/${arabicSlug}`)).status).toBe(404);

  // A visitor's view of the Arabic page: axe clean at both widths.
  const visitorContext = await browser.newContext({ baseURL });
  const visitorPage = await visitorContext.newPage();
  try {
    for (const viewport of AXE_VIEWPORTS) {
      await visitorPage.setViewportSize(viewport);
      await visitorPage.goto(encodeURI(`${AR_PARTNERS}/${arabicSlug}`));
      await expect(visitorPage.getByRole('heading', { level: 1, name: arabicName })).toBeVisible();
      await expect(visitorPage.locator('html')).toHaveAttribute('dir', 'rtl');
      expect(await seriousViolations(visitorPage), `${viewport.width} px`).toEqual([]);
    }
  } finally {
    await visitorContext.close();
  }

  // Both rows off the site again: a later file on the same server counts the partners on /partners.
  await page.goto('/admin/partners');
  for (const rowName of [arabicName, name]) {
    const row = page.getByTestId('partner-row').filter({ hasText: rowName });
    await row.getByRole('button', { name: `Deactivate ${rowName}` }).click();
    await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
  }
  expect((await visitor(request, `${AR_PARTNERS}/${arabicSlug}`)).status).toBe(404);
  expect((await visitor(request, '/partners')).body).not.toContain(name);
});
