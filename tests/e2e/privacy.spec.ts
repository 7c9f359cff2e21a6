/**
 * Issue 20 end to end, without JavaScript: a quote stores the consent (shown to staff), the
 * visitor's confirmation arrives through the real SMTP capture, its erase link removes the lead and
 * its e-mails, a second use says it was already done; a forged link changes nothing; /admin/privacy
 * finds, exports and erases an address; the new pages are axe-clean at 1280 and 390 px.
 */
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { PRIVACY_NOTICE_VERSION } from '../../app/content/site/legal';
import { signIn, STAFF_EMAIL } from '../support/auth';
import { expect, test, type Page } from './fixtures';

const run = Date.now().toString(36);
let sequence = 0;
const uniqueAddress = (base: string) => `${base}.${run}.${++sequence}@example.com`;

async function axeClean(page: Page) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function submitQuoteWithoutJs(page: Page, email: string, last: string) {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Request a Quote' });
  await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await expect(form.getByLabel('E-mail me insights (optional)')).not.toBeChecked();
  await form.getByLabel('First Name').fill('Ada');
  await form.getByLabel('Last Name').fill(last);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Project Description').fill('An analytical engine, please.');
  await form.getByLabel('E-mail me insights (optional)').check();
  await form.getByRole('button', { name: 'Request a Quote' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Quote Request Submitted!' })).toBeVisible();
}

test.describe('privacy without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('quote: consent on record, confirmation e-mail, its erase link removes the lead and its e-mails once', async ({ page, browser, mail }) => {
    const email = uniqueAddress('ada');
    const last = `Lovelace${run}x${sequence}`;
    await submitQuoteWithoutJs(page, email, last);

    const confirmation = await mail.waitFor((m) => m.to.includes(email));
    expect(confirmation.subject).toBe('We received your quote request — Corvane Digital');
    for (const part of ['What we received', 'An analytical engine, please.', 'within 24 hours', '/privacy', 'valid for 30 days']) expect(confirmation.text).toContain(part);
    const eraseUrl = /(http:\/\/\S+\/privacy\/erase\/[A-Za-z0-9._-]+)/.exec(confirmation.text)?.[1];
    expect(eraseUrl).toBeTruthy();
    await mail.waitFor((m) => m.subject === `New Quote Request from Ada ${last}`);

    // Staff see the consent on the lead: the notice version, when, and the ticked choice.
    const staff = await browser.newContext({ javaScriptEnabled: true });
    const staffPage = await staff.newPage();
    await signIn(staffPage, STAFF_EMAIL, { redirectTo: '/admin' });
    await staffPage.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
    await staffPage.getByTestId('lead-row').click();
    const consent = staffPage.getByRole('region', { name: 'Consent' });
    await expect(consent).toContainText(`Privacy notice version${PRIVACY_NOTICE_VERSION}`);
    await expect(consent).toContainText('Agreed');
    await expect(consent).toContainText('Insights by e-mailYes');

    // Opening the link changes nothing; the button erases; the page is never cached.
    const opened = await page.goto(eraseUrl!);
    expect(opened!.headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('heading', { name: 'Erase your submission' })).toBeVisible();
    await page.getByRole('button', { name: 'Erase my submission' }).click();
    await expect(page.getByRole('status')).toContainText('Your submission has been erased.');
    await page.goto(eraseUrl!);
    await expect(page.getByRole('status')).toContainText('This submission has already been erased.');

    // Nothing is left: no lead, no e-mail row, and the data-rights search finds nothing.
    await staffPage.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
    await expect(staffPage.getByTestId('lead-row')).toHaveCount(0);
    await staffPage.goto(`/admin/privacy?email=${encodeURIComponent(email)}`);
    await expect(staffPage.getByRole('status').filter({ hasText: 'Nothing' })).toHaveText('Nothing is held about this address.');
    await staff.close();
  });

  test('a forged erase link changes nothing', async ({ page }) => {
    const response = await page.goto('/privacy/erase/00000000-0000-0000-0000-000000000000.zzzzzz.forged');
    expect(response!.headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('status')).toContainText('This link is not valid.');
    await expect(page.getByRole('button', { name: 'Erase my submission' })).toHaveCount(0);
  });
});

test('/admin/privacy: search, export JSON and erase an address; the erase page is axe-clean', async ({ staffPage: page, browser, mail }) => {
  // Eight axe runs and a mail round trip: over a minute on a loaded two-core machine.
  test.setTimeout(180_000);
  const email = uniqueAddress('grace');
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  await submitQuoteWithoutJs(await visitor.newPage(), email, `Hopper${run}`);
  await visitor.close();

  // The erase page (axe needs JavaScript in the page): as the link opens it, and for a forged link.
  const confirmation = await mail.waitFor((m) => m.to.includes(email));
  const eraseUrl = /(http:\/\/\S+\/privacy\/erase\/[A-Za-z0-9._-]+)/.exec(confirmation.text)![1]!;
  await page.goto(eraseUrl);
  await expect(page.getByRole('button', { name: 'Erase my submission' })).toBeVisible();
  await axeClean(page);
  await page.goto('/privacy/erase/forged.zzzzzz.token');
  await expect(page.getByRole('status').filter({ hasText: 'This link is not valid.' })).toBeVisible();
  await axeClean(page);

  await page.goto('/admin/privacy');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: /Enquiries \(contact leads\) \(1\)/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Queued and sent e-mails \(3\)/ })).toBeVisible();
  await axeClean(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export everything (JSON)' }).click();
  const exported = JSON.parse(fs.readFileSync((await (await downloading).path())!, 'utf8')) as { leads: { email: string; privacy_notice_version: string }[] };
  expect(exported.leads).toEqual([expect.objectContaining({ email, privacy_notice_version: PRIVACY_NOTICE_VERSION })]);

  await page.getByLabel('Type the address again').fill(email);
  await page.getByRole('button', { name: 'Erase permanently' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Erased:' })).toHaveText('Erased: 1 enquiries, 0 booked calls, 0 applications, 3 e-mails; 0 audit entries scrubbed; 0 earlier versions of content erased or unnamed; 0 preview links unnamed.');
  await page.goto(`/admin/privacy?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('status').filter({ hasText: 'Nothing' })).toHaveText('Nothing is held about this address.');
});
