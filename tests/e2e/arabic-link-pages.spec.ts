/**
 * Issue 48 on the production build: the pages a link opens, in Arabic.
 * - Without JavaScript: an application sent from the seeded Arabic job's page is confirmed by an
 *   Arabic e-mail (the real SMTP capture) whose withdraw link opens the Arabic withdraw page (lang
 *   "ar", right to left, never cached); its button withdraws the application with Arabic messages.
 * - Without JavaScript: a quote sent from /ar links the Arabic privacy policy (form and e-mail) and
 *   its e-mailed erase link opens the Arabic erase page, which erases it in Arabic.
 * - Both pages, and the Arabic terms and privacy policy, are axe-clean at 1280 and 390 px without
 *   sideways scroll.
 * - An Arabic article's preview link opens in Arabic: /preview/{token} leads to /ar/معاينة/{token},
 *   lang "ar", dir "rtl", the Arabic frame and banner, private and uncached.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from './fixtures';
import { expectToast, stamp } from './translation-helpers';

const WITHDRAW = '/ar/سحب-طلب-التوظيف';
const ERASE = '/ar/الخصوصية/محو';
const PRIVACY = '/ar/الخصوصية';
const CAREERS = '/ar/الوظائف';

/** The absolute link in an e-mail's text whose path starts with `path` (given decoded). */
function linkIn(text: string, path: string): string {
  const found = text.split(/\s+/).find((word) => /^https?:\/\//.test(word) && decodeURI(new URL(word).pathname).startsWith(path));
  if (!found) throw new Error(`no ${path} link in the e-mail:\n${text}`);
  return found;
}

/** axe at 1280 and 390 px on the page as it stands, and no sideways scroll. */
async function expectAccessibleAtBothWidths(page: Page, label: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${label} ${width}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
}

/**
 * axe runs in the page, so it needs JavaScript: `url` opened in a browser context that runs it
 * (opening a withdraw or erase link changes nothing), checked at both widths.
 */
async function expectAccessibleAt(browser: Browser, url: string, label: string) {
  const context = await browser.newContext({ javaScriptEnabled: true, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto(url);
  await expectArabicDocument(page);
  await expectAccessibleAtBothWidths(page, label);
  await context.close();
}

async function expectArabicDocument(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an Arabic application: the e-mailed withdraw link opens the Arabic page, which withdraws it in Arabic', async ({ page, mail, browser }) => {
    test.setTimeout(120_000);
    const id = stamp();
    const email = `maryam.${id}@example.com`;
    await page.goto(CAREERS);
    const view = page.getByRole('link', { name: /^عرض الوظيفة: / }).first();
    const title = ((await view.getAttribute('aria-label')) ?? '').replace('عرض الوظيفة: ', '');
    await view.click();
    await expectArabicDocument(page);
    const form = page.getByRole('form', { name: `التقدّم لوظيفة ${title}` });
    // The form's privacy notice links the Arabic policy, not the English one.
    const policy = form.getByRole('link', { name: 'سياسة الخصوصية', exact: true });
    expect(decodeURI((await policy.getAttribute('href')) ?? '')).toBe(PRIVACY);
    await expect(policy).not.toHaveAttribute('hreflang', /.*/);
    await form.getByLabel('الاسم الأول').fill('مريم');
    await form.getByLabel('اسم العائلة').fill(`الكعبي${id}`);
    await form.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(email);
    await form.getByRole('button', { name: 'أرسل الطلب' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'تم إرسال طلبك!' })).toBeVisible();

    const confirmation = await mail.waitFor((m) => m.to.includes(email) && m.subject === `استلمنا طلبك: ${title}`);
    const link = linkIn(confirmation.text, WITHDRAW);
    expect(new URL(link).searchParams.get('token')).toMatch(/^[\w.-]+$/);

    // Opening the link deletes nothing and is never cached.
    const response = await page.goto(link);
    expect(response!.status()).toBe(200);
    expect(response!.headers()['cache-control']).toBe('no-store');
    expect(response!.headers()['x-cache']).toBeUndefined();
    await expectArabicDocument(page);
    await expect(page).toHaveTitle('سحب طلب التوظيف | Corvane Digital');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('سحب طلب التوظيف');
    await expect(page.getByText(`سيؤدي ذلك إلى حذف طلبك لوظيفة ${title} وأي ملف أرسلته معه. ولا يمكن التراجع عن هذا الإجراء.`)).toBeVisible();
    await expectAccessibleAt(browser, link, 'withdraw');

    await page.getByRole('button', { name: 'اسحب طلبي' }).click();
    await expectArabicDocument(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تم سحب طلبك');
    await expect(page.getByRole('status')).toHaveText('حذفنا طلبك وأي ملف أرسلته معه.');
    const openings = page.getByRole('link', { name: 'تصفّح الوظائف المتاحة' });
    expect(decodeURI((await openings.getAttribute('href')) ?? '')).toBe(`${CAREERS}#openings`);

    // The link again: nothing left to withdraw, said in Arabic (the layout of the answer above, checked with axe).
    const again = await page.goto(link);
    expect(again!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('لا يوجد طلب لسحبه');
    await expectAccessibleAt(browser, link, 'withdrawn');
  });

  test('an Arabic quote: the form and the e-mail link the Arabic policy; the e-mailed erase link erases it in Arabic', async ({ page, mail, browser }) => {
    test.setTimeout(120_000);
    const id = stamp();
    const email = `salem.${id}@example.com`;
    await page.goto('/ar');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'اطلب عرض سعر' }) });
    expect(decodeURI((await form.getByRole('link', { name: 'سياسة الخصوصية', exact: true }).getAttribute('href')) ?? '')).toBe(PRIVACY);
    await form.getByLabel('الاسم الأول').fill('سالم');
    await form.getByLabel('اسم العائلة').fill(`الشامسي${id}`);
    await form.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(email);
    await form.getByLabel('وصف المشروع').fill('نحتاج إلى متجر إلكتروني جديد.');
    await form.getByRole('button', { name: 'اطلب عرض سعر' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'تم إرسال طلب عرض السعر!' })).toBeVisible();

    const confirmation = await mail.waitFor((m) => m.to.includes(email));
    expect(confirmation.text).toContain(`نتعامل مع بياناتك وفق ما توضحه سياسة الخصوصية لدينا: ${new URL(linkIn(confirmation.text, PRIVACY)).origin}${encodeURI(PRIVACY)}\n`);
    const link = linkIn(confirmation.text, `${ERASE}/`);

    const response = await page.goto(link);
    expect(response!.status()).toBe(200);
    expect(response!.headers()['cache-control']).toBe('no-store');
    expect(response!.headers()['x-robots-tag']).toBe('noindex');
    await expectArabicDocument(page);
    await expect(page).toHaveTitle('محو ما أرسلته إلينا | Corvane Digital');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('محو ما أرسلته إلينا');
    await expectAccessibleAt(browser, link, 'erase');

    await page.getByRole('button', { name: 'احذف ما أرسلته' }).click();
    await expectArabicDocument(page);
    await expect(page.getByRole('status')).toContainText('تم محو ما أرسلته.');
    await expect(page.getByRole('status')).toContainText('حذفناه مع رسائل البريد الإلكتروني المتعلقة به. لا يلزمك أي إجراء آخر.');
    expect(await page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }).getAttribute('href')).toBe('/ar');

    // The link again: already erased, said in Arabic (the layout of the answer above, checked with axe).
    await page.goto(link);
    await expect(page.getByRole('status')).toContainText('سبق أن مُحي ما أرسلته.');
    await expectAccessibleAt(browser, link, 'erased');
  });
});

test('the Arabic terms and privacy policy: Arabic, right to left, paired with the English pages, axe-clean at 1280 and 390 px', async ({ page }) => {
  for (const [path, english, heading] of [
    ['/ar/الشروط', '/terms', 'الشروط والأحكام'],
    [PRIVACY, '/privacy', 'سياسة الخصوصية'],
  ] as const) {
    const response = await page.goto(encodeURI(path));
    expect(response!.status()).toBe(200);
    await expectArabicDocument(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText('آخر تحديث: 27 أكتوبر 2025')).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`${english}$`));
    await expectAccessibleAtBothWidths(page, path);
  }
});

test('an Arabic article’s preview link opens in Arabic: lang "ar", right to left, the Arabic frame and banner', async ({ staffPage: page, browser }) => {
  test.setTimeout(180_000);
  const id = stamp();
  await page.goto('/admin/news/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Preview source ${id}`);
  await page.getByLabel('Excerpt').fill('The source of an Arabic draft.');
  await page.getByRole('textbox', { name: 'Content', exact: true }).fill('## Body\n\nText.');
  await page.getByRole('button', { name: 'Create Article' }).click();
  await expectToast(page, 'Article created successfully!');
  await page.getByTestId('article-row').filter({ hasText: `Preview source ${id}` }).getByRole('link', { name: /^Edit / }).click();
  await page.getByRole('button', { name: 'Add Arabic translation' }).click();
  await expectToast(page, 'The Arabic translation was created as a draft.');
  const arabicEditPath = new URL(page.url()).pathname;
  const arabicTitle = `مسودة للمراجعة ${id}`;
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(arabicTitle);
  await page.getByLabel('Slug').fill(`مسودة-للمراجعة-${id}`);
  await page.getByLabel('Excerpt').fill('نص تمهيدي للمراجعة.');
  await page.getByRole('button', { name: 'Update Article' }).click();
  await expectToast(page, 'Article updated successfully!');

  await page.goto(arabicEditPath);
  const section = page.getByRole('region', { name: 'Preview links' });
  await section.getByLabel('Expires in').selectOption({ label: '1 day' });
  await section.getByRole('button', { name: 'Create preview link' }).click();
  await expect(page.getByText('Preview link created.')).toBeVisible();
  const address = new URL(await page.getByLabel('Preview link address').inputValue());
  const token = address.pathname.split('/').at(-1)!;

  const reviewer = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const response = await reviewer.goto(address.pathname);
  expect(decodeURI(new URL(reviewer.url()).pathname)).toBe(`/ar/معاينة/${token}`);
  expect(response!.status()).toBe(200);
  expect(response!.headers()['cache-control']).toBe('private, no-store');
  await expectArabicDocument(reviewer);
  await expect(reviewer.getByTestId('preview-banner')).toContainText('معاينة — غير منشورة');
  await expect(reviewer.getByRole('heading', { level: 1 })).toHaveText(arabicTitle);
  // The Arabic frame: the header's navigation in Arabic.
  await expect(reviewer.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();
  await expect(reviewer).toHaveTitle(`معاينة — غير منشورة: ${arabicTitle} | Corvane Digital`);
  await expectAccessibleAtBothWidths(reviewer, 'preview');
  await reviewer.context().close();
});
