/**
 * Issue 46's first acceptance test: a quote from a visitor in Asia/Dubai whose browser speaks
 * ar-AE — the form suggests the United Arab Emirates by itself — asking about Cloud Security, is
 * assigned to the Dubai office by the rule that names that service (the demo rules,
 * seed/offices.server.ts), the explanation is on the lead in the back office, and the owner's
 * notification arrives through real SMTP (the capture server) to the owner, saying why.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, hydrated, test } from './fixtures';

const OWNER = 'layla.haddad@corvane.example';
const EXPLANATION = 'Assigned to Dubai / Layla: rule 1, country = AE, interest = Cloud Security & Zero Trust Architecture';

test('a quote from Dubai about Cloud Security goes to the Dubai office by the rule that says so; Layla is told why; the lead explains it', async ({ staffPage, browser, baseURL, mail }) => {
  // Two browser contexts, a staff sign-in and an axe scan of the leads page: more than one form's story.
  test.setTimeout(120_000);
  const last = `Routed${Date.now().toString(36)}`;
  const visitor = await browser.newContext({ baseURL, timezoneId: 'Asia/Dubai', locale: 'ar-AE' });
  try {
    const page = await visitor.newPage();
    // The country list is named by Intl on both sides: the browser's render must match the server's (no hydration error).
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Request a Quote' });
    // No outside lookup: the browser's own language region picks the country.
    await expect(form.getByLabel('Country')).toHaveValue('AE');
    await expect(form.getByLabel('Country').locator('option:checked')).toHaveText('United Arab Emirates');
    await form.getByLabel('First Name').fill('Noor');
    await form.getByLabel('Last Name').fill(last);
    await form.getByLabel('Email').fill('noor@gulf-bank.example');
    await form.getByLabel('Service').selectOption('Cloud Security & Zero Trust Architecture');
    await form.getByLabel('Project Description').fill('Zero trust for our cloud estate before the regulator’s audit.');
    await form.getByRole('button', { name: 'Request a Quote' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Quote Request Submitted!' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  } finally {
    await visitor.close();
  }

  const notice = await mail.waitFor((m) => m.subject === `New Quote Request from Noor ${last}`, 20_000);
  expect(notice.to).toEqual([OWNER]);
  for (const line of ['Office: Dubai', 'Owner: Layla', 'Country: AE', 'Service: Cloud Security & Zero Trust Architecture', `Why: ${EXPLANATION}`]) expect(notice.text).toContain(line);

  // The back office: the list filtered to Dubai shows the lead with its office, owner and wait; the lead says why.
  await staffPage.goto(`/admin/leads?office=dubai&q=${last}`);
  await expect(staffPage.getByLabel('Office', { exact: true })).toHaveValue('dubai');
  const row = staffPage.getByTestId('lead-row').filter({ hasText: last });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('lead-assignment')).toHaveText('Dubai / Layla');
  await expect(row.getByTestId('lead-waiting')).toHaveText(/^waiting .+ \(business hours\)$/);
  await row.click();
  await expect(staffPage.getByTestId('lead-explanation')).toHaveText(EXPLANATION);
  await expect(staffPage.getByRole('article')).toContainText('United Arab Emirates (AE)');
  const axe = await new AxeBuilder({ page: staffPage }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // Another office's filter leaves it out.
  await staffPage.goto(`/admin/leads?office=dallas&q=${last}`);
  await expect(staffPage.getByTestId('lead-row')).toHaveCount(0);
});

test('without JavaScript: staff hand the lead to Omar; the lead says so and by whom, and Omar is e-mailed', async ({ staffPage, browser, baseURL, mail }) => {
  test.setTimeout(90_000);
  const last = `Handed${Date.now().toString(36)}`;
  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await visitor.newPage();
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Request a Quote' });
    await form.getByLabel('Country').selectOption('AE');
    await form.getByLabel('First Name').fill('Rania');
    await form.getByLabel('Last Name').fill(last);
    await form.getByLabel('Email').fill('rania@gulf-bank.example');
    await form.getByLabel('Service').selectOption('Cloud Security & Zero Trust Architecture');
    await form.getByLabel('Project Description').fill('A second opinion on our cloud controls.');
    await form.getByRole('button', { name: 'Request a Quote' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Quote Request Submitted!' })).toBeVisible();
  } finally {
    await visitor.close();
  }

  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState: await staffPage.context().storageState() });
  try {
    const page = await context.newPage();
    await page.goto(`/admin/leads?q=${last}`);
    await page.getByTestId('lead-row').filter({ hasText: last }).click();
    await expect(page.getByTestId('lead-explanation')).toHaveText(EXPLANATION);
    const reassign = page.getByRole('form', { name: 'Reassign' });
    await reassign.getByLabel('Office and owner').selectOption({ label: 'Dubai / Omar' });
    await reassign.getByRole('button', { name: 'Reassign Lead' }).click();
    await expect(page.getByText('Reassigned to Dubai / Omar.')).toBeVisible();
    await expect(page.getByTestId('lead-explanation')).toHaveText('Reassigned to Dubai / Omar by staff@corvane.example');
  } finally {
    await context.close();
  }
  const handed = await mail.waitFor((m) => m.subject === `Lead reassigned to you: Rania ${last}`, 20_000);
  expect(handed.to).toEqual(['omar.khalil@corvane.example']);
  expect(handed.text).toContain('A lead at the Dubai office is now yours.');
  expect(handed.text).not.toContain('rania@gulf-bank.example');
});
