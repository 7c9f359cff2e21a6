/**
 * Staff working the inboxes (product §2 admin, §8): contact leads (filter, search, select, Edit Lead,
 * Cancel, Save Changes, Send Email, Delete), job applications (inline status kept after a reload,
 * details dialog, Save Notes, delete), CSV exports of the current view, and the dashboard (counts
 * as the list pages report them, 'connection successful'). With JavaScript and without it. Each
 * test makes its own leads and applications through the public forms, with unique names.
 */
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, hydrated, test, type Browser, type Page } from './fixtures';

// Each test first submits public forms and signs in; the machine is shared, so allow time.
test.describe.configure({ timeout: 120_000 });

const run = Date.now().toString(36);
let sequence = 0;
/** A surname unique to this run and test. */
const unique = (base: string) => `${base}${run}x${++sequence}`;


/** A contact-form lead, through the public page. */
async function submitContactLead(page: Page, lead: { first: string; last: string; email: string; company?: string; message: string }) {
  await page.goto('/contact-us');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Contact Form' });
  await form.getByLabel('First Name').fill(lead.first);
  await form.getByLabel('Last Name').fill(lead.last);
  await form.getByLabel('Email').fill(lead.email);
  if (lead.company) await form.getByLabel('Company').fill(lead.company);
  await form.getByLabel('Message').fill(lead.message);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Message Sent!' })).toBeVisible();
}

/** A job application to the first opening, through the careers page; returns the job's title. */
async function submitApplication(page: Page, person: { first: string; last: string; email: string; linkedin?: string; coverLetter?: string }): Promise<string> {
  await page.goto('/careers');
  await hydrated(page);
  const apply = page.getByRole('link', { name: /^APPLY HERE: / }).first();
  const jobTitle = ((await apply.getAttribute('aria-label')) ?? '').replace('APPLY HERE: ', '');
  await apply.click();
  const dialog = page.getByRole('dialog', { name: `Apply for ${jobTitle}` });
  await dialog.getByLabel('First Name').fill(person.first);
  await dialog.getByLabel('Last Name').fill(person.last);
  await dialog.getByLabel('Email').fill(person.email);
  if (person.linkedin) await dialog.getByLabel('LinkedIn URL').fill(person.linkedin);
  if (person.coverLetter) await dialog.getByLabel('Cover Letter').fill(person.coverLetter);
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Application Submitted!' })).toBeVisible();
  return jobTitle;
}

async function expectToast(page: Page, message: string) {
  await expect(page.getByRole(/^Error/.test(message) ? 'alert' : 'status').filter({ hasText: message })).toBeVisible();
}

function acceptConfirm(page: Page, question: string) {
  page.once('dialog', async (dialog) => {
    expect(dialog.type()).toBe('confirm');
    expect(dialog.message()).toBe(question);
    await dialog.accept();
  });
}

async function noScriptPage(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  return context.newPage();
}

/** The number a list page reports: '12 leads' → 12. */
async function reportedTotal(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** A tiny RFC 4180 reader for the downloaded files. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  return rows;
}

test.describe('contact leads', () => {
  test('filter, search, select, edit status and notes, cancel, save, send e-mail and delete', async ({ staffPage: page }) => {
    const last = unique('Hopper');
    const email = `grace.${last.toLowerCase()}@example.com`;
    await submitContactLead(page, { first: 'Grace', last, email, company: 'Navy Labs', message: 'We need a new compiler.\nSoon, please.' });

    await page.goto('/admin/leads');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Leads' })).toBeVisible();
    await expect(page.getByText('Select a lead to view details')).toBeVisible();
    for (const filter of ['All', 'New', 'Contacted', 'Qualified', 'Converted', 'Closed']) {
      await expect(page.getByRole('navigation', { name: 'Filter by status' }).getByRole('link', { name: filter, exact: true })).toBeVisible();
    }

    // Search by the unique name; the filter keeps it.
    await page.getByLabel('Search by name, email or company').fill(last);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`q=${last}`));
    const rows = page.getByTestId('lead-row');
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toContainText(`Grace ${last}`);
    await expect(row).toContainText(email);
    await expect(row).toContainText('Navy Labs');
    await expect(row).toContainText('New');
    await expect(row.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M (UTC|GMT[+-][0-9:]+)$/);
    await page.getByRole('link', { name: 'Qualified', exact: true }).click();
    await expect(page).toHaveURL(/status=qualified/);
    await expect(page.getByText('No leads found.')).toBeVisible();
    await page.getByRole('link', { name: 'New', exact: true }).click();
    await expect(rows).toHaveCount(1);

    // Select: the detail pane.
    await row.click();
    await expect(page).toHaveURL(/lead=[0-9a-f-]{36}/);
    const detail = page.getByRole('article');
    await expect(detail.getByRole('heading', { name: `Grace ${last}` })).toBeVisible();
    await expect(detail).toContainText('We need a new compiler.');
    await expect(detail).toContainText('Contact form');
    await expect(detail).toContainText('/contact-us');
    await expect(detail).toContainText('Received');
    await expect(detail).toContainText('Last updated');
    await expect(detail.getByRole('link', { name: 'Send Email' })).toHaveAttribute('href', `mailto:${email}`);

    // Edit, then Cancel: nothing changes.
    await detail.getByRole('link', { name: 'Edit Lead' }).click();
    await detail.getByLabel('Status', { exact: true }).selectOption('closed');
    await detail.getByLabel('Internal Notes').fill('should not be kept');
    await detail.getByRole('link', { name: 'Cancel' }).click();
    await expect(detail.getByLabel('Status', { exact: true })).toHaveCount(0);
    await expect(detail).toContainText('No notes yet.');
    await expect(detail).not.toContainText('should not be kept');

    // Edit and Save Changes.
    await detail.getByRole('link', { name: 'Edit Lead' }).click();
    await detail.getByLabel('Status', { exact: true }).selectOption('qualified');
    await detail.getByLabel('Internal Notes').fill('Called on Monday, budget approved.');
    await detail.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Lead updated successfully!');
    await expect(detail).toContainText('Called on Monday, budget approved.');
    await expect(detail.getByLabel('Status', { exact: true })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('article')).toContainText('Called on Monday, budget approved.');
    await page.getByRole('link', { name: 'Qualified', exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Qualified');

    // Delete, after the browser's confirmation.
    await rows.first().click();
    acceptConfirm(page, 'Are you sure you want to delete this lead?');
    await page.getByRole('article').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No leads found.')).toBeVisible();
    await expect(page.getByText('Select a lead to view details')).toBeVisible();
  });

  test('without JavaScript: select, Edit Lead, Save Changes, and delete after the confirmation panel', async ({ staffPage: page, browser }) => {
    const last = unique('Lamarr');
    await submitContactLead(page, { first: 'Hedy', last, email: `hedy.${last.toLowerCase()}@example.com`, message: 'Frequency hopping.' });
    await page.goto('/admin');
    const plain = await noScriptPage(browser, page);
    await plain.goto(`/admin/leads?q=${last}`);
    await plain.getByTestId('lead-row').first().click();
    await plain.getByRole('link', { name: 'Edit Lead' }).click();
    await plain.getByLabel('Status', { exact: true }).selectOption('contacted');
    await plain.getByLabel('Internal Notes').fill('Left a voicemail.');
    await plain.getByRole('button', { name: 'Save Changes' }).click();
    await expect(plain.getByText('Lead updated successfully!')).toBeVisible();
    await expect(plain.getByRole('article')).toContainText('Left a voicemail.');
    await expect(plain.getByTestId('lead-row').first()).toContainText('Contacted');

    await plain.getByRole('article').getByRole('button', { name: 'Delete' }).click();
    const confirm = plain.getByRole('alertdialog', { name: 'Are you sure you want to delete this lead?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(plain.getByText('No leads found.')).toBeVisible();
    await plain.context().close();
  });

  test('CSV export holds the current search, quoted and with formulas neutralised', async ({ staffPage: page }) => {
    const last = unique('Ångström');
    const company = '=HYPERLINK("http://evil.example","Click, here")';
    await submitContactLead(page, { first: 'Zoë', last, email: `zoe.${run}${sequence}@example.com`, company, message: 'Line one,\nline "two"' });
    await submitContactLead(page, { first: 'Other', last: unique('Person'), email: `other.${run}${sequence}@example.com`, message: 'Not mine.' });
    await page.goto(`/admin/leads?q=${encodeURIComponent(last)}`);
    await expect(page.getByTestId('lead-row')).toHaveCount(1);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = fs.readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...records] = parseCsv(text);
    expect(records).toHaveLength(1);
    const record = Object.fromEntries(header!.map((name, i) => [name, records[0]![i]]));
    expect(record).toMatchObject({ 'First name': 'Zoë', 'Last name': last, Company: `'${company}`, Message: 'Line one,\nline "two"', Status: 'new', Form: 'Contact form' });
  });
});

test.describe('job applications', () => {
  test('inline status kept after a reload, details with links, Save Notes, delete', async ({ staffPage: page }) => {
    const last = unique('Shelley');
    const jobTitle = await submitApplication(page, {
      first: 'Mary',
      last,
      email: `mary.${last.toLowerCase()}@example.com`,
      linkedin: 'https://www.linkedin.com/in/mary-example',
      coverLetter: 'I write novels\nand code.',
    });
    await page.goto(`/admin/job-applications?q=${last}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Job Applications' })).toBeVisible();
    await expect(page.getByTestId('applications-total')).toHaveText('1 application');
    const row = page.getByTestId('application-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Mary ${last}`);
    await expect(row).toContainText(jobTitle);
    await hydrated(page);

    // The select saves at once (no Save button with JavaScript).
    const status = row.getByLabel(`Status for Mary ${last}`);
    await expect(status).toHaveValue('new');
    await expect(row.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await status.selectOption('interviewing');
    await expect(row.getByText('Status saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('application-row').getByLabel(`Status for Mary ${last}`)).toHaveValue('interviewing');

    // Details in the dialog.
    await hydrated(page);
    await page.getByRole('link', { name: `View Details: Mary ${last}` }).click();
    const dialog = page.getByRole('dialog', { name: `Application from Mary ${last}` });
    await expect(dialog).toBeVisible();
    for (const heading of ['Personal Information', 'Professional Information', 'Links', 'Cover Letter', 'Additional Information', 'Notes']) {
      await expect(dialog.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    await expect(dialog).toContainText('I write novels');
    const linkedin = dialog.getByRole('link', { name: 'https://www.linkedin.com/in/mary-example' });
    await expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
    await dialog.getByLabel('Notes').fill('Strong writer; second interview.');
    await dialog.getByRole('button', { name: 'Save Notes' }).click();
    await expectToast(page, 'Notes saved.');
    await expect(dialog).toBeVisible();
    await page.reload();
    const reopened = page.getByRole('dialog', { name: `Application from Mary ${last}` });
    await expect(reopened.getByLabel('Notes')).toHaveValue('Strong writer; second interview.');
    await reopened.getByRole('button', { name: 'Close' }).first().click();
    await expect(reopened).toBeHidden();
    await expect(page).not.toHaveURL(/application=/);

    // Delete from the details, after the browser's confirmation.
    await page.getByRole('link', { name: `View Details: Mary ${last}` }).click();
    acceptConfirm(page, 'Are you sure you want to delete this application?');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No applications found.')).toBeVisible();
  });

  test('without JavaScript: the Save button keeps the status, details show in the page, CSV export', async ({ staffPage: page, browser }) => {
    const last = unique('Lovelace');
    await submitApplication(page, { first: 'Ada', last, email: `ada.${last.toLowerCase()}@example.com` });
    await page.goto('/admin');
    const plain = await noScriptPage(browser, page);
    await plain.goto(`/admin/job-applications?q=${last}`);
    const row = plain.getByTestId('application-row');
    await row.getByLabel(`Status for Ada ${last}`).selectOption('accepted');
    // The post is a navigation: let its page load before reloading (a reload during it is refused).
    const savedPageLoaded = plain.waitForEvent('load');
    await row.getByRole('button', { name: 'Save' }).click();
    await savedPageLoaded;
    await plain.reload();
    await expect(plain.getByTestId('application-row').getByLabel(`Status for Ada ${last}`)).toHaveValue('accepted');
    await plain.getByRole('link', { name: `View Details: Ada ${last}` }).click();
    await expect(plain.getByRole('heading', { name: `Application from Ada ${last}` })).toBeVisible();
    await plain.getByLabel('Notes').fill('Offer sent.');
    await plain.getByRole('button', { name: 'Save Notes' }).click();
    await expect(plain.getByText('Notes saved.')).toBeVisible();
    await expect(plain.getByLabel('Notes')).toHaveValue('Offer sent.');

    const csv = await plain.request.get(`/admin/job-applications.csv?q=${last}`);
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename="job-applications-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...records] = parseCsv((await csv.text()).replace(/^\uFEFF/, ''));
    expect(records).toHaveLength(1);
    const record = Object.fromEntries(header!.map((name, i) => [name, records[0]![i]]));
    expect(record).toMatchObject({ 'First name': 'Ada', 'Last name': last, Status: 'accepted', Notes: 'Offer sent.' });
    await plain.context().close();
  });
});

test.describe('dashboard', () => {
  test('counts equal what the list pages report; the diagnostic says connection successful', async ({ staffPage: page }) => {
    await page.goto('/admin');
    await page.goto('/admin/leads');
    const leads = await reportedTotal(page, 'leads-total');
    await page.goto('/admin/job-applications');
    const applications = await reportedTotal(page, 'applications-total');

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    const count = (table: string) => page.getByTestId(`count-${table}`).locator('[data-count]').getAttribute('data-count');
    expect(Number(await count('contact_leads'))).toBe(leads);
    expect(Number(await count('job_applications'))).toBe(applications);
    for (const table of ['news_insights', 'partners', 'teams', 'testimonials', 'portfolio_projects', 'jobs']) {
      expect(Number(await count(table))).toBeGreaterThan(0);
    }
    await expect(page.getByTestId('diagnostic-status')).toHaveText('connection successful');
    // The diagnostic's own count of jobs is the dashboard's jobs count.
    await expect(page.getByTestId('diagnostic-job-count')).toHaveText(String(await count('jobs')));
    await expect(page.getByRole('heading', { name: 'System Diagnostic' })).toBeVisible();
    await expect(page.getByTestId('diagnostic-policy')).toContainText('row-level security');

    // The chart and the table behind it: 12 weeks.
    await expect(page.getByTestId('leads-chart')).toBeVisible();
    await page.getByText('Show the numbers as a table').click();
    await expect(page.getByTestId('leads-chart-table').locator('tbody tr')).toHaveCount(12);
    await expect(page.getByRole('heading', { name: 'Notifications that failed' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  async function seriousViolations(page: Page) {
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    return results.violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map((violation) => ({ id: violation.id, help: violation.help, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) }));
  }

  test('the dashboard, a selected lead in edit mode and the application dialog have no serious or critical axe violations', async ({ staffPage: page }) => {
    await page.goto('/admin');
    await page.goto('/admin');
    await hydrated(page);
    await page.getByText('Show the numbers as a table').click();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/admin/leads');
    await page.getByTestId('lead-row').first().click();
    await page.getByRole('article').getByRole('link', { name: 'Edit Lead' }).click();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/admin/job-applications');
    await hydrated(page);
    await page.getByRole('link', { name: /^View Details: / }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
