/**
 * Issue 46 end to end, without JavaScript: from the home page's Book a Call, a visitor chooses
 * their zone (a select and a GET), picks a time shown in that zone with the office's beside it,
 * and books it; the visitor and the firm each get an e-mail through the real SMTP capture with an
 * .ics that ical.js reads (METHOD:REQUEST, DTSTART with the office's TZID, the booking's UID);
 * the e-mailed link's Cancel frees the slot and sends METHOD:CANCEL to both. The pages are
 * axe-clean at 1280 and 390 px.
 */
import AxeBuilder from '@axe-core/playwright';
import { readInvitation } from '../support/ics';
import type { CapturedMail } from '../support/mail';
import type { Browser } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const run = Date.now().toString(36);
const VISITOR_ZONE = 'Asia/Tokyo';
/** The firm's copy goes to the Dallas office's owner in turn: the demo seed's Jordan or Maria (app/server/seed/offices.server.ts). */
const DALLAS_OWNERS = ['jordan.ellis@corvane.example', 'maria.lopez@corvane.example'];
const isToTheFirm = (m: CapturedMail) => m.to.some((address) => DALLAS_OWNERS.includes(address));

/**
 * axe over what `url` shows, at 1280 and 390 px. axe runs as a script in the page, which a page
 * without JavaScript cannot run (its analyze never returns): the same address is opened in a
 * context with scripts, in the visitor's zone so the page has no zone of its own to switch to.
 * Both pages checked here answer a GET without changing anything.
 */
async function axeClean(browser: Browser, url: string) {
  // Said outright: a context made in a test takes the test's options, and this one's say no scripts.
  const context = await browser.newContext({ javaScriptEnabled: true, timezoneId: VISITOR_ZONE });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await hydrated(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), `${url} at ${width} px`).toEqual([]);
    }
  } finally {
    await context.close();
  }
}

/** The invitation an e-mail carries, read by a calendar library. */
function invitation(mail: CapturedMail) {
  const text = mail.calendar[0];
  if (!text) throw new Error(`no calendar part in "${mail.subject}"`);
  return readInvitation(text);
}

const timeIn = (value: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(value)).replace(/[\u202f\u00a0]/g, ' ');

test.describe('booking a call without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Book a Call → a time in the visitor’s zone → both e-mails with a valid .ics → the cancel link frees the slot and sends CANCEL', async ({ page, mail, browser }) => {
    test.setTimeout(180_000);
    const email = `booker.${run}@example.com`;
    await page.goto('/');
    await page.getByRole('link', { name: 'Book a Call' }).first().click();
    await expect(page).toHaveURL(/\/book-a-call$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Book a Call' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Privacy Policy' }).last()).toHaveAttribute('href', '/privacy');

    // Without JavaScript the zone is a select and a GET; the country decides the office (US → Dallas).
    await page.getByLabel('Your country (optional)').selectOption('US');
    await page.getByLabel('Show times in').selectOption(VISITOR_ZONE);
    await page.getByRole('button', { name: 'Show times' }).click();
    await expect(page).toHaveURL(new RegExp(`tz=${encodeURIComponent(VISITOR_ZONE).replace('%2F', '(%2F|/)')}`));
    await expect(page.getByText('Your call will be with our Dallas office (America/Chicago).', { exact: false })).toBeVisible();
    await axeClean(browser, page.url());

    // The first free time: its label is the visitor's (Tokyo) time, the office's beside it.
    const first = page.locator('input[name="slot"]').first();
    const value = (await first.getAttribute('value'))!;
    const label = page.locator(`label:has(input[name="slot"][value="${value}"])`);
    await expect(label).toContainText(timeIn(value, VISITOR_ZONE));
    await expect(label).toContainText(`${timeIn(value, 'America/Chicago')} C`);
    await first.check();
    await page.getByLabel('Name').fill('Kenji Booker');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Book the call' }).click();

    await expect(page).toHaveURL(/\/book-a-call\/manage\/[^?]+\?booked=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your call is booked' })).toBeVisible();
    await expect(page.getByText('Dallas office time')).toBeVisible();
    await axeClean(browser, page.url());
    const manageUrl = page.url().replace(/\?booked=1$/, '');

    const toVisitor = await mail.waitFor((m) => m.to.includes(email) && m.subject === 'Your call with Corvane Digital is booked');
    const toFirm = await mail.waitFor((m) => isToTheFirm(m) && m.subject === 'New call booked: Kenji Booker');
    const booked = invitation(toVisitor);
    expect(booked).toMatchObject({ method: 'REQUEST', sequence: 0, tzid: 'America/Chicago', startUtc: value });
    expect(booked.uid).toMatch(/^booking-[0-9a-f-]{36}@localhost$/);
    // The same event on both sides; only the visitor's carries the link to move or cancel it.
    const { url: visitorsLink, ...event } = booked;
    expect(new URL(String(visitorsLink)).pathname).toBe(new URL(manageUrl).pathname);
    expect(invitation(toFirm)).toEqual({ ...event, url: null });
    expect(toVisitor.text).toContain(new URL(manageUrl).pathname);

    // The e-mailed link: opening it changes nothing; Cancel (a POST) frees the slot.
    await page.goto(manageUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Your call' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel the call' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your call has been cancelled' })).toBeVisible();
    const cancelVisitor = await mail.waitFor((m) => m.to.includes(email) && m.subject === 'Your call with Corvane Digital is cancelled');
    const cancelFirm = await mail.waitFor((m) => isToTheFirm(m) && m.subject === 'Call cancelled: Kenji Booker');
    for (const message of [cancelVisitor, cancelFirm]) expect(invitation(message)).toMatchObject({ method: 'CANCEL', uid: booked.uid, sequence: 1 });

    await page.goto(`/book-a-call?country=US&tz=${encodeURIComponent(VISITOR_ZONE)}`);
    await expect(page.locator(`input[name="slot"][value="${value}"]`)).toHaveCount(1);
  });
});
