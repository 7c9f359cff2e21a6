/**
 * Issue 48 end to end, without JavaScript: the quote form on /ar, filled in Arabic, stores a lead
 * recording 'ar' (shown to staff as Arabic in the list, the lead's details and the CSV), answers
 * with the Arabic success, and the visitor's confirmation arrives through the real SMTP capture in
 * Arabic, right to left; the staff notification stays English and names the language.
 */
import { signIn, STAFF_EMAIL } from '../support/auth';
import { expect, test } from './fixtures';
import { COUNTRY_CODES } from '../../app/domain/countries';
import { PINNED_ARABIC_COUNTRY_NAMES } from '../../app/content/locales/ar/forms/common';

const run = Date.now().toString(36);

test.describe('the Arabic quote form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/ar: an Arabic quote is answered, stored and confirmed in Arabic', async ({ page, browser, mail }) => {
    test.setTimeout(120_000);
    const email = `layla.${run}@example.com`;
    const family = `الحسيني${run}`;
    await page.goto('/ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'اطلب عرض سعر' }) });
    await expect(form.getByRole('link', { name: 'سياسة الخصوصية' })).toBeVisible();
    // The option values are the English codes; the visitor reads Arabic.
    await expect(form.getByLabel('الميزانية').locator('option[value="$50K - $100K"]')).toHaveText('من 50 ألف إلى 100 ألف دولار');

    // An empty required field: the action answers in Arabic and keeps what was typed.
    await form.getByLabel('الاسم الأول').fill('ليلى');
    await form.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(email);
    await form.getByRole('button', { name: 'اطلب عرض سعر' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'يرجى إدخال اسم العائلة.' })).toBeVisible();

    const retry = page.locator('form').filter({ has: page.getByRole('button', { name: 'اطلب عرض سعر' }) });
    await expect(retry.getByLabel('الاسم الأول')).toHaveValue('ليلى');
    await retry.getByLabel('اسم العائلة').fill(family);
    await retry.getByLabel('الميزانية').selectOption('$50K - $100K');
    await retry.getByLabel('وصف المشروع').fill('نحتاج إلى منصة تحليلات لفريق المبيعات في دبي.');
    await retry.getByRole('button', { name: 'اطلب عرض سعر' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'تم إرسال طلب عرض السعر!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'احجز مكالمة الآن' })).toBeVisible();
    // Issue 48: the success's booking link leads to the Arabic booking page.
    await expect(page.getByRole('link', { name: 'احجز مكالمة الآن' })).toHaveAttribute('href', /^\/ar\/(%D8%A7%D8%AD%D8%AC%D8%B2-%D9%85%D9%83%D8%A7%D9%84%D9%85%D8%A9|احجز-مكالمة)\?lead=/);

    // The visitor's confirmation, through the SMTP capture: Arabic, right to left.
    const confirmation = await mail.waitFor((m) => m.to.includes(email));
    expect(confirmation.subject).toBe('استلمنا طلب عرض السعر الخاص بك — Corvane Digital');
    for (const part of ['شكرًا لك على طلب عرض السعر.', `الاسم: ليلى ${family}`, 'الميزانية: من 50 ألف إلى 100 ألف دولار', 'نحتاج إلى منصة تحليلات لفريق المبيعات في دبي.', 'احجز مكالمة', `/ar/${encodeURIComponent('احجز-مكالمة')}?lead=`]) {
      expect(confirmation.text).toContain(part);
    }
    expect(confirmation.html).toContain('<html lang="ar" dir="rtl">');

    // Staff: an English notification naming the language; the lead shows Arabic.
    const staffMail = await mail.waitFor((m) => m.subject === `New Quote Request from ليلى ${family}`);
    expect(staffMail.text).toContain('Language: Arabic');
    const staff = await browser.newContext({ javaScriptEnabled: true });
    const staffPage = await staff.newPage();
    await signIn(staffPage, STAFF_EMAIL, { redirectTo: '/admin' });
    await staffPage.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
    await expect(staffPage.getByTestId('lead-row')).toHaveCount(1);
    await expect(staffPage.getByTestId('lead-row').getByTestId('record-language')).toHaveText('Language: Arabic');
    await staffPage.getByTestId('lead-row').click();
    await expect(staffPage.getByRole('region', { name: 'Lead details' })).toContainText('LanguageArabic');
    const csv = await (await staffPage.request.get(`/admin/leads.csv?q=${encodeURIComponent(email)}`)).text();
    expect(csv).toContain(',Language,');
    expect(csv).toContain(',Arabic,');
    await staff.close();
  });
});

test('/ar with JavaScript: the form hydrates without errors and the browser\'s check answers in Arabic', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/ar');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'اطلب عرض سعر' }) });
  await form.getByLabel('الاسم الأول').fill('ليلى');
  await form.getByRole('button', { name: 'اطلب عرض سعر' }).click();
  // The browser's own check (nothing posted): the schema with the Arabic messages, in the modal.
  await expect(page.getByRole('alertdialog', { name: 'معلومات ناقصة' })).toContainText('يرجى إدخال اسم العائلة.');
  expect(errors).toEqual([]);
});

/**
 * The Arabic country select is rendered by the server and hydrated by the browser: every one of the
 * 250 names, and their order, must be the same in Node's ICU and Chromium's (the four that differ
 * are pinned in the Arabic copy, as ADR 360 pins the English ones).
 */
test('the Arabic country names and their order are the same in Node and Chromium', async ({ page }) => {
  const list = (codes: readonly string[], pinned: Record<string, string>) => {
    const names = new Intl.DisplayNames(['ar-AE'], { type: 'region', fallback: 'none' });
    const name = (code: string) => pinned[code] ?? names.of(code) ?? code;
    return [...codes].sort((a, b) => name(a).localeCompare(name(b), 'ar')).map((code) => `${code} ${name(code)}`);
  };
  const inNode = list(COUNTRY_CODES, PINNED_ARABIC_COUNTRY_NAMES);
  const inBrowser = await page.evaluate(`(${list.toString()})(${JSON.stringify(COUNTRY_CODES)}, ${JSON.stringify(PINNED_ARABIC_COUNTRY_NAMES)})`);
  expect(inBrowser).toEqual(inNode);
});
