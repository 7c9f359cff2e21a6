/**
 * Issue 48 end to end, without JavaScript (the Arabic twin of booking.spec.ts): from /ar's Book a
 * Call, a visitor books on /ar/احجز-مكالمة — times in their zone in ar-AE with Latin digits, the
 * Dubai office's beside each — and lands on the Arabic call page; the lead records Arabic (staff
 * see it); the visitor's e-mail arrives in Arabic through the real SMTP capture with an .ics that
 * ical.js reads (Arabic SUMMARY with LANGUAGE=ar, the link to the Arabic call page); the firm's
 * stays English and names the language; Cancel on the Arabic page frees the slot and sends the
 * Arabic cancellation with METHOD:CANCEL. Both Arabic pages are axe-clean at 1280 and 390 px,
 * private (no-store, noindex) and not in the sitemap.
 */
import AxeBuilder from '@axe-core/playwright';
import ICAL from 'ical.js';
import type { Browser } from '@playwright/test';
import { signIn, STAFF_EMAIL } from '../support/auth';
import { readInvitation } from '../support/ics';
import type { CapturedMail } from '../support/mail';
import { expect, hydrated, test } from './fixtures';

const run = Date.now().toString(36);
const VISITOR_ZONE = 'Asia/Riyadh';
const BOOKING = `/ar/${encodeURIComponent('احجز-مكالمة')}`;
const MANAGE = `${BOOKING}/${encodeURIComponent('إدارة')}/`;
/** The Gulf goes to the Dubai office's owners in turn: the demo seed's Layla or Omar (app/server/seed/offices.server.ts). */
const DUBAI_OWNERS = ['layla.haddad@corvane.example', 'omar.khalil@corvane.example'];
const isToTheFirm = (m: CapturedMail) => m.to.some((address) => DUBAI_OWNERS.includes(address));

/** axe over what `url` shows at 1280 and 390 px, in a context with scripts (axe is one) in the visitor's zone. */
async function axeClean(browser: Browser, url: string) {
  const context = await browser.newContext({ javaScriptEnabled: true, timezoneId: VISITOR_ZONE });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), `${url} at ${width} px`).toEqual([]);
    }
  } finally {
    await context.close();
  }
}

/** The invitation an e-mail carries, read by a calendar library: the shared fields and the words. */
function invitation(mail: CapturedMail) {
  const text = mail.calendar[0];
  if (!text) throw new Error(`no calendar part in "${mail.subject}"`);
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
  return {
    ...readInvitation(text),
    summary: vevent.getFirstPropertyValue('summary'),
    description: vevent.getFirstPropertyValue('description'),
    language: vevent.getFirstProperty('summary')?.getParameter('language') ?? null,
  };
}

const arabic = (options: Intl.DateTimeFormatOptions, value: string, timeZone: string) => new Intl.DateTimeFormat('ar-AE', { ...options, timeZone }).format(new Date(value));
const timeIn = (value: string, timeZone: string) => arabic({ hour: 'numeric', minute: '2-digit' }, value, timeZone);
const callTime = (value: string, timeZone: string) =>
  arabic({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }, value, timeZone);

test.describe('booking a call in Arabic without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/ar → احجز مكالمة → a time in the visitor’s zone → Arabic e-mail and .ics → cancel on the Arabic page frees the slot and sends CANCEL', async ({ page, mail, browser }) => {
    test.setTimeout(240_000);
    const email = `noura.${run}@example.com`;
    const name = `نورة ${run}`;
    await page.goto('/ar');
    await page.getByRole('link', { name: 'احجز مكالمة', exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${BOOKING}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'احجز مكالمة' })).toBeVisible();
    await expect(page).toHaveTitle('احجز مكالمة | Corvane Digital');

    // Without JavaScript the zone is a select and a GET; the country decides the office (AE → Dubai).
    await page.getByLabel('دولتك (اختياري)').selectOption('AE');
    await page.getByLabel('اعرض المواعيد بتوقيت').selectOption(VISITOR_ZONE);
    await page.getByRole('button', { name: 'اعرض المواعيد', exact: true }).click();
    await expect(page).toHaveURL(/tz=Asia(%2F|\/)Riyadh/);
    await expect(page.getByText('ستكون مكالمتك مع مكتبنا في دبي (Asia/Dubai). يظهر كل موعد بتوقيتك، وبجانبه توقيت المكتب.')).toBeVisible();
    await axeClean(browser, page.url());

    // The first free time: the visitor's (Riyadh) time in ar-AE with Latin digits, the office's beside it.
    const first = page.locator('input[name="slot"]').first();
    const value = (await first.getAttribute('value'))!;
    const label = page.locator(`label:has(input[name="slot"][value="${value}"])`);
    await expect(label).toContainText(timeIn(value, VISITOR_ZONE));
    await expect(label).toContainText(`(${timeIn(value, 'Asia/Dubai')} غرينتش+4 بتوقيت المكتب)`);
    expect(timeIn(value, VISITOR_ZONE)).toMatch(/^\d{1,2}:\d{2} (ص|م)$/);
    await first.check();
    await page.getByRole('textbox', { name: 'الاسم', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'البريد الإلكتروني', exact: true }).fill(email);
    await page.getByRole('button', { name: 'احجز المكالمة', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`${MANAGE}[^?]+\\?booked=1$`));
    await expect(page.getByRole('heading', { level: 1, name: 'تم حجز مكالمتك' })).toBeVisible();
    await expect(page.getByText('توقيت مكتب دبي')).toBeVisible();
    await expect(page.getByText(callTime(value, VISITOR_ZONE))).toBeVisible();
    await axeClean(browser, page.url());
    const manageUrl = page.url().replace(/\?booked=1$/, '');

    // The visitor's e-mail: Arabic, right to left, with an Arabic .ics whose link is the Arabic call page.
    const toVisitor = await mail.waitFor((m) => m.to.includes(email) && m.subject === 'تم حجز مكالمتك مع Corvane Digital');
    expect(toVisitor.html).toContain('<html lang="ar" dir="rtl">');
    for (const line of ['تم حجز مكالمتك.', `توقيتك: ${callTime(value, VISITOR_ZONE)}`, `توقيت المكتب: ${callTime(value, 'Asia/Dubai')}`, 'المكتب: دبي', 'تغيير الموعد أو الإلغاء', '— Corvane Digital']) {
      expect(toVisitor.text).toContain(line);
    }
    expect(toVisitor.text).toContain(new URL(manageUrl).pathname);
    const booked = invitation(toVisitor);
    expect(booked).toMatchObject({ method: 'REQUEST', sequence: 0, tzid: 'Asia/Dubai', startUtc: value, language: 'ar' });
    expect(booked.summary).toMatch(/^مكالمة مع Corvane Digital: (Layla|Omar)$/);
    expect(booked.description).toBe(`مكالمة مدتها 30 دقيقة حُجزت عبر موقع Corvane Digital. لتغيير موعدها أو إلغائها: ${booked.url}`);
    expect(new URL(String(booked.url)).pathname).toBe(new URL(manageUrl).pathname);

    // The firm's: English, naming the language; its .ics is the same event in English.
    const toFirm = await mail.waitFor((m) => isToTheFirm(m) && m.subject === `New call booked: ${name}`);
    expect(toFirm.text).toContain('Language: Arabic');
    expect(toFirm.text).toContain('Office: Dubai');
    expect(invitation(toFirm)).toMatchObject({ method: 'REQUEST', uid: booked.uid, sequence: 0, startUtc: value, summary: `Call with ${name}`, url: null, language: null });

    // The stored booking's lead records Arabic: staff see it in the leads list.
    const staff = await browser.newContext({ javaScriptEnabled: true });
    try {
      const staffPage = await staff.newPage();
      await signIn(staffPage, STAFF_EMAIL, { redirectTo: '/admin' });
      await staffPage.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
      await expect(staffPage.getByTestId('lead-row')).toHaveCount(1);
      await expect(staffPage.getByTestId('lead-row').getByTestId('record-language')).toHaveText('Language: Arabic');
    } finally {
      await staff.close();
    }

    // The e-mailed link: opening it changes nothing; ألغِ المكالمة (a POST) frees the slot.
    await page.goto(manageUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'مكالمتك' })).toBeVisible();
    await expect(page).toHaveTitle('مكالمتك | Corvane Digital');
    await page.getByRole('button', { name: 'ألغِ المكالمة' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'تم إلغاء مكالمتك' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'احجز مكالمة أخرى' })).toHaveAttribute('href', /^\/ar\/(احجز-مكالمة|%D8%A7%D8%AD%D8%AC%D8%B2-%D9%85%D9%83%D8%A7%D9%84%D9%85%D8%A9)$/);
    const cancelVisitor = await mail.waitFor((m) => m.to.includes(email) && m.subject === 'تم إلغاء مكالمتك مع Corvane Digital');
    expect(cancelVisitor.text).toContain('تم إلغاء مكالمتك.');
    expect(cancelVisitor.calendar[0]).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(invitation(cancelVisitor)).toMatchObject({ method: 'CANCEL', uid: booked.uid, sequence: 1, language: 'ar', summary: booked.summary });
    const cancelFirm = await mail.waitFor((m) => isToTheFirm(m) && m.subject === `Call cancelled: ${name}`);
    expect(invitation(cancelFirm)).toMatchObject({ method: 'CANCEL', uid: booked.uid, sequence: 1 });

    await page.goto(`${BOOKING}?country=AE&tz=${encodeURIComponent(VISITOR_ZONE)}`);
    await expect(page.locator(`input[name="slot"][value="${value}"]`)).toHaveCount(1);
  });

  test('both Arabic pages are private: no-store, noindex, not in the sitemap; a bad link is the Arabic "not valid" page', async ({ page, request }) => {
    for (const path of [BOOKING, `${MANAGE}not-a-token`]) {
      const answer = await request.get(path);
      expect(answer.headers()['cache-control'], path).toBe('no-store');
      expect(answer.headers()['x-robots-tag'], path).toBe('noindex');
    }
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/ar');
    expect(sitemap).not.toContain(encodeURIComponent('احجز-مكالمة'));
    expect(sitemap).not.toContain('book-a-call');

    await page.goto(`${MANAGE}not-a-token`);
    await expect(page.getByRole('heading', { level: 1, name: 'هذا الرابط غير صالح.' })).toBeVisible();
    await page.getByRole('link', { name: 'احجز مكالمة أخرى' }).click();
    await expect(page).toHaveURL(new RegExp(`${BOOKING}$`));
    // A path under the booking page that is none of its pages is the Arabic 404.
    const miss = await request.get(`${BOOKING}/${encodeURIComponent('غير-موجود')}`);
    expect(miss.status()).toBe(404);
    expect(await miss.text()).toContain('lang="ar"');
  });
});

test.describe('the Arabic booking page with JavaScript', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('hydrates without errors and asks again in the browser’s zone, staying on the Arabic page', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${BOOKING}?country=AE`);
    await hydrated(page);
    // The browser's zone (Tokyo) replaces the office's: the same Arabic page, its times now in Tokyo's.
    await expect(page).toHaveURL(/tz=Asia(%2F|\/)Tokyo/);
    await expect(page.getByLabel('اعرض المواعيد بتوقيت')).toHaveValue('Asia/Tokyo');
    await expect(page.getByRole('heading', { level: 1, name: 'احجز مكالمة' })).toBeVisible();
    const value = (await page.locator('input[name="slot"]').first().getAttribute('value'))!;
    await expect(page.locator(`label:has(input[name="slot"][value="${value}"])`)).toContainText(timeIn(value, 'Asia/Tokyo'));
    // The words came in the browser as the page's loader data (ADR 420 point 5): the sentences around a value too.
    await expect(page.getByText('ستكون مكالمتك مع مكتبنا في دبي (Asia/Dubai). يظهر كل موعد بتوقيتك، وبجانبه توقيت المكتب.')).toBeVisible();
    await expect(page.locator(`label:has(input[name="slot"][value="${value}"])`)).toContainText('بتوقيت المكتب)');
    expect(errors).toEqual([]);
  });
});
