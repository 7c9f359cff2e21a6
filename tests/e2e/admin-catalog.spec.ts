/**
 * Staff managing testimonials, jobs and portfolio projects (product §2 admin, §5, §8): each created
 * item shows on the public site on the next request, an edit changes it there, deactivating
 * removes it, a delete asks first; every product success and error text appears. With JavaScript
 * and without it.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from './fixtures';

// Long journeys on a shared, busy machine: each test signs in and makes a dozen round trips.
test.describe.configure({ timeout: 90_000 });

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** The public page's server-rendered HTML (every carousel slide is in it). */
async function publicHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

async function expectToast(page: Page, message: string) {
  await expect(page.getByRole(/^Error/.test(message) ? 'alert' : 'status').filter({ hasText: message })).toBeVisible();
}

/** Accepts the next browser confirmation, checking its wording. */
function acceptConfirm(page: Page, question: string) {
  page.once('dialog', async (dialog) => {
    expect(dialog.type()).toBe('confirm');
    expect(dialog.message()).toBe(question);
    await dialog.accept();
  });
}

/** A second page in the same signed-in context, for removing an item behind the first page's back. */
async function deleteElsewhere(page: Page, listPath: string, card: (p: Page) => Locator, question: string) {
  const other = await page.context().newPage();
  await other.goto(listPath);
  acceptConfirm(other, question);
  await card(other).getByRole('button', { name: 'Delete' }).click();
  await expect(card(other)).toHaveCount(0);
  await other.close();
}

/** Pages of the same list opened now, to act on later when what they show is stale. */
async function stalePages(page: Page, listPath: string): Promise<[Page, Page]> {
  const pages: Page[] = [];
  for (let i = 0; i < 2; i += 1) {
    const other = await page.context().newPage();
    await other.goto(listPath);
    pages.push(other);
  }
  return [pages[0]!, pages[1]!];
}

/** A context without JavaScript, signed in with the same session. */
async function noScriptPage(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  return context.newPage();
}

test.describe('testimonials', () => {
  const card = (page: Page, name: string) => page.getByTestId('testimonial-card').filter({ hasText: name });

  test('create, edit, deactivate, activate and delete; the home carousel follows', async ({ staffPage: page }) => {
    const name = `Dana Whitfield ${stamp()}`;
    const quote = `They rebuilt our portal in twelve weeks ${stamp()}`;
    await page.goto('/admin/testimonials');

    await page.getByRole('link', { name: 'Add New Testimonial' }).click();
    await expect(page).toHaveURL(/\/admin\/testimonials\/new$/);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Chief Digital Officer');
    await page.getByLabel('Company').fill('Northwind Health');
    await page.getByLabel('Testimonial Quote').fill(quote);
    await expect(page.getByLabel('Testimonial Quote')).toHaveAttribute('rows', '4');
    await page.getByLabel('Display Order').fill('0');
    await page.getByRole('button', { name: 'Create Testimonial' }).click();
    await expect(page).toHaveURL(/\/admin\/testimonials$/);
    await expectToast(page, 'Testimonial created successfully!');
    const created = card(page, name);
    await expect(created).toContainText('Active');
    await expect(created).toContainText('Northwind Health');
    await expect(created).toContainText(quote);
    await expect(created).toContainText('Created:');
    await expect(created).toContainText('Updated:');
    expect(await publicHtml(page, '/')).toContain(quote);

    await created.getByRole('link', { name: /Edit/ }).click();
    await expect(page.getByRole('button', { name: 'Update Testimonial' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Testimonials' }).first()).toBeVisible();
    const edited = `${quote} and on budget`;
    await page.getByLabel('Testimonial Quote').fill(edited);
    await page.getByRole('button', { name: 'Update Testimonial' }).click();
    await expectToast(page, 'Testimonial updated successfully!');
    await expect(card(page, name)).toContainText(edited);
    expect(await publicHtml(page, '/')).toContain(edited);

    await card(page, name).getByRole('button', { name: /Deactivate/ }).click();
    await expect(card(page, name)).toContainText('Inactive');
    expect(await publicHtml(page, '/')).not.toContain(quote);
    await card(page, name).getByRole('button', { name: /Activate/ }).click();
    await expect(card(page, name).getByRole('button', { name: /Deactivate/ })).toBeVisible();
    expect(await publicHtml(page, '/')).toContain(edited);

    page.once('dialog', (dialog) => dialog.dismiss());
    await card(page, name).getByRole('button', { name: 'Delete' }).click();
    await expect(card(page, name)).toHaveCount(1);
    acceptConfirm(page, 'Are you sure you want to delete this testimonial?');
    await card(page, name).getByRole('button', { name: 'Delete' }).click();
    await expect(card(page, name)).toHaveCount(0);
    expect(await publicHtml(page, '/')).not.toContain(quote);
  });

  test('product error texts: loading, saving, updating and deleting a testimonial that is gone', async ({ staffPage: page }) => {
    await page.goto('/admin/testimonials');
    await page.goto(`/admin/testimonials/edit/${MISSING_ID}`);
    await expect(page).toHaveURL(/\/admin\/testimonials$/);
    await expectToast(page, 'Error loading testimonial: Testimonial not found');

    const name = `Gone Soon ${stamp()}`;
    await page.goto('/admin/testimonials/new');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('CEO');
    await page.getByLabel('Testimonial Quote').fill('Short lived.');
    await page.getByRole('button', { name: 'Create Testimonial' }).click();
    await expectToast(page, 'Testimonial created successfully!');

    // The list and the edit form are open while someone else deletes the testimonial.
    await card(page, name).getByRole('link', { name: /Edit/ }).click();
    await expect(page.getByRole('button', { name: 'Update Testimonial' })).toBeVisible();
    const [toggleList, deleteList] = await stalePages(page, '/admin/testimonials');
    await deleteElsewhere(page, '/admin/testimonials', (p) => card(p, name), 'Are you sure you want to delete this testimonial?');

    await page.getByRole('button', { name: 'Update Testimonial' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error saving testimonial: Testimonial not found' })).toBeVisible();

    await card(toggleList, name).getByRole('button', { name: /Deactivate/ }).click();
    await expectToast(toggleList, 'Error updating testimonial: Testimonial not found');
    acceptConfirm(deleteList, 'Are you sure you want to delete this testimonial?');
    await card(deleteList, name).getByRole('button', { name: 'Delete' }).click();
    await expectToast(deleteList, 'Error deleting testimonial: Testimonial not found');
  });

  test('without JavaScript: the form works and a delete goes through the confirmation panel', async ({ staffPage: page, browser }) => {
    await page.goto('/admin/testimonials');
    const plain = await noScriptPage(browser, page);
    const name = `No Script ${stamp()}`;
    await plain.goto('/admin/testimonials/new');
    await plain.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await plain.getByRole('textbox', { name: 'Title', exact: true }).fill('COO');
    await plain.getByLabel('Testimonial Quote').fill('Works everywhere.');
    await plain.getByLabel('Display Order').fill('-1');
    await plain.getByRole('button', { name: 'Create Testimonial' }).click();
    // The browser's own check stops a negative order (min=0); remove it to see the server's.
    await expect(plain).toHaveURL(/\/new$/);
    await plain.getByLabel('Display Order').evaluate((input) => input.removeAttribute('min'));
    await plain.getByRole('button', { name: 'Create Testimonial' }).click();
    await expect(plain.getByText('Display order must be a whole number from 0 to 100,000.')).toBeVisible();
    await expect(plain.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
    await plain.getByLabel('Display Order').fill('3');
    await plain.getByRole('button', { name: 'Create Testimonial' }).click();
    await expect(plain.getByText('Testimonial created successfully!')).toBeVisible();

    await card(plain, name).getByRole('button', { name: 'Delete' }).click();
    await expect(plain).toHaveURL(/confirm-delete=/);
    const panel = plain.getByRole('alertdialog');
    await expect(panel).toContainText('Are you sure you want to delete this testimonial?');
    await expect(panel).toContainText(name);
    await panel.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(card(plain, name)).toHaveCount(0);
    await plain.context().close();
  });
});

test.describe('jobs', () => {
  const card = (page: Page, title: string) => page.getByTestId('job-card').filter({ hasText: title });

  test('create with defaults, edit, deactivate and delete; /careers follows', async ({ staffPage: page }) => {
    const title = `Platform Engineer ${stamp()}`;
    await page.goto('/admin/jobs');
    await expect(page.getByRole('link', { name: 'View Applications' })).toHaveAttribute('href', '/admin/job-applications');

    await page.getByRole('link', { name: 'Add New Job' }).click();
    for (const section of ['Basic Information', 'Requirements & Benefits', 'Settings']) {
      await expect(page.getByRole('group', { name: section })).toBeVisible();
    }
    await expect(page.getByLabel('Employment Type')).toHaveValue('Full Time');
    await expect(page.getByLabel('Location')).toHaveValue('Remote');
    await page.getByLabel('Job Title').fill(title);
    await page.getByLabel('Department').fill('Technology');
    await page.getByLabel('Experience Level').fill('Senior (5+ years)');
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Run our Kubernetes platform.');
    await page.getByLabel('Requirements').fill('Kubernetes\n\n  Terraform  \n');
    await page.getByLabel('Benefits').fill('Remote first\n\nLearning budget');
    await page.getByRole('button', { name: 'Create Job' }).click();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await expectToast(page, 'Job created successfully!');
    const created = card(page, title);
    for (const text of ['Technology', 'Senior (5+ years)', 'Remote', 'Full Time', 'Run our Kubernetes platform.', 'Active', 'Order: 0', 'Created:']) {
      await expect(created).toContainText(text);
    }
    const careers = await publicHtml(page, '/careers');
    expect(careers).toContain(title);
    expect(careers).toContain('Terraform');

    await created.getByRole('link', { name: /Edit/ }).click();
    await expect(page.getByLabel('Requirements')).toHaveValue('Kubernetes\nTerraform');
    await page.getByLabel('Job Title').fill(`${title} II`);
    await page.getByLabel('Salary Range').fill('$140,000 - $170,000');
    await page.getByRole('button', { name: 'Update Job' }).click();
    await expectToast(page, 'Job updated successfully!');
    expect(await publicHtml(page, '/careers')).toContain(`${title} II`);

    await card(page, title).getByRole('button', { name: /Deactivate/ }).click();
    await expect(card(page, title)).toContainText('Inactive');
    expect(await publicHtml(page, '/careers')).not.toContain(title);

    acceptConfirm(page, 'Are you sure you want to delete this job?');
    await card(page, title).getByRole('button', { name: 'Delete' }).click();
    await expect(card(page, title)).toHaveCount(0);
  });

  test("a job's Arabic translation opens in an editor of its own: the inactive copy's Active box is unchecked (issue 48)", async ({ staffPage: page }) => {
    const title = `Cloud Engineer ${stamp()}`;
    await page.goto('/admin/jobs/new');
    await page.getByLabel('Job Title').fill(title);
    await page.getByLabel('Department').fill('Technology');
    await page.getByLabel('Experience Level').fill('Senior (5+ years)');
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Run our cloud platform.');
    await page.getByRole('button', { name: 'Create Job' }).click();
    await expectToast(page, 'Job created successfully!');
    await card(page, title).getByRole('link', { name: /Edit/ }).click();
    await expect(page.getByLabel('Active')).toBeChecked();
    const source = page.url();

    // The same route module with another id: the translation's inputs are its own, not the English job's.
    await page.getByRole('button', { name: 'Add Arabic translation' }).click();
    await expect(page.getByTestId('translations')).toContainText('Language: Arabic');
    expect(page.url()).not.toBe(source);
    await expect(page.getByLabel('Active')).not.toBeChecked();
    await expect(page.getByLabel('Job Title')).toHaveValue(title);

    // Both rows away again (the list shows the English job and its translation by the same title).
    await page.goto('/admin/jobs');
    for (let left = 2; left > 0; left--) {
      acceptConfirm(page, 'Are you sure you want to delete this job?');
      await card(page, title).first().getByRole('button', { name: 'Delete' }).click();
      await expect(card(page, title)).toHaveCount(left - 1);
    }
  });

  test('product error texts: failed load, save, status update and delete', async ({ staffPage: page }) => {
    await page.goto('/admin/jobs');
    await page.goto(`/admin/jobs/edit/${MISSING_ID}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load job.' })).toBeVisible();
    await page.goto(`/admin/jobs/${MISSING_ID}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load job.' })).toBeVisible();

    const title = `Short Lived Role ${stamp()}`;
    await page.goto('/admin/jobs/new');
    await page.getByLabel('Job Title').fill(title);
    await page.getByLabel('Department').fill('Consulting');
    await page.getByLabel('Experience Level').fill('Mid-level');
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Temporary.');
    await page.getByRole('button', { name: 'Create Job' }).click();
    await expectToast(page, 'Job created successfully!');

    // /admin/jobs/{id} is the same form as /admin/jobs/edit/{id}.
    const href = await card(page, title).getByRole('link', { name: /Edit/ }).getAttribute('href');
    await page.goto(href!.replace('/edit/', '/'));
    await expect(page.getByLabel('Job Title')).toHaveValue(title);
    const [toggleList, deleteList] = await stalePages(page, '/admin/jobs');
    await deleteElsewhere(page, '/admin/jobs', (p) => card(p, title), 'Are you sure you want to delete this job?');

    await page.getByRole('button', { name: 'Update Job' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error saving job: Job not found' })).toBeVisible();
    await expect(page.getByLabel('Job Title')).toHaveValue(title);

    await card(toggleList, title).getByRole('button', { name: /Deactivate/ }).click();
    await expectToast(toggleList, 'Error updating job status: Job not found');
    acceptConfirm(deleteList, 'Are you sure you want to delete this job?');
    await card(deleteList, title).getByRole('button', { name: 'Delete' }).click();
    await expectToast(deleteList, 'Error deleting job: Job not found');
  });
});

test.describe('portfolio', () => {
  const card = (page: Page, title: string) => page.getByTestId('project-card').filter({ hasText: title });
  const REQUIRED = 'Please fill in all required fields (Title, Client, Description, Category, Year)';

  test('create, feature, edit, deactivate and delete; /portfolio follows', async ({ staffPage: page }) => {
    const title = `Claims Automation ${stamp()}`;
    await page.goto('/admin/portfolio');

    await page.getByRole('button', { name: 'Test DB Connection' }).click();
    await expectToast(page, 'Database connection successful. The portfolio_projects table is reachable.');

    await page.getByRole('link', { name: 'Add New Project' }).click();
    await expect(page).toHaveURL(/\?new=1$/);
    const alerted = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.message()))));
    await page.getByRole('button', { name: 'Create Project' }).click();
    expect(await alerted).toBe(REQUIRED);

    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Client').fill('Northwind Insurance');
    await page.getByLabel('Category').fill('Technology');
    await page.getByLabel('Year').fill('2025');
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Automated claims intake with document AI.');
    await page.getByRole('textbox', { name: 'Services', exact: true }).fill(' Generative AI & Data Solutions, , Web Application Development ,');
    await page.getByLabel('Technologies').fill('Python, PostgreSQL');
    await page.getByLabel('Key Results').fill('Claims handled 40% faster\n\nFewer errors');
    await page.getByLabel('Display Order').fill('0');
    await page.getByRole('button', { name: 'Create Project' }).click();
    await expectToast(page, 'Project created successfully!');
    const created = card(page, title);
    for (const text of ['Northwind Insurance', 'Technology', '2025', 'Generative AI & Data Solutions', 'Web Application Development', 'No image']) {
      await expect(created).toContainText(text);
    }
    expect(await publicHtml(page, '/portfolio')).toContain(title);

    await created.getByRole('button', { name: /Make Featured/ }).click();
    await expectToast(page, `Project "${title}" added to featured status`);
    await expect(card(page, title).getByText('Featured', { exact: true })).toBeVisible();
    await card(page, title).getByRole('button', { name: /Remove Featured/ }).click();
    await expectToast(page, `Project "${title}" removed from featured status`);

    await card(page, title).getByRole('link', { name: /Edit/ }).click();
    await expect(page).toHaveURL(/\?edit=/);
    await expect(page.getByRole('textbox', { name: 'Services', exact: true })).toHaveValue('Generative AI & Data Solutions, Web Application Development');
    await expect(page.getByLabel('Key Results')).toHaveValue('Claims handled 40% faster\nFewer errors');
    await page.getByLabel('Title').fill(`${title} Phase 2`);
    await page.getByRole('button', { name: 'Update Project' }).click();
    await expectToast(page, 'Project updated successfully!');
    expect(await publicHtml(page, '/portfolio')).toContain(`${title} Phase 2`);

    await card(page, title).getByRole('button', { name: /Deactivate/ }).click();
    await expect(card(page, title).getByText('Inactive', { exact: true })).toBeVisible();
    expect(await publicHtml(page, '/portfolio')).not.toContain(title);

    acceptConfirm(page, 'Are you sure you want to delete this project?');
    await card(page, title).getByRole('button', { name: 'Delete' }).click();
    await expect(card(page, title)).toHaveCount(0);
  });

  test('product error texts: saving and featuring a project that is gone', async ({ staffPage: page }) => {
    const title = `Vanishing Project ${stamp()}`;
    await page.goto('/admin/portfolio');
    await page.goto('/admin/portfolio?new=1');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Client').fill('Gone Co');
    await page.getByLabel('Category').fill('Healthcare');
    await page.getByLabel('Year').fill('2024');
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Soon gone.');
    await page.getByRole('button', { name: 'Create Project' }).click();
    await expectToast(page, 'Project created successfully!');

    await card(page, title).getByRole('link', { name: /Edit/ }).click();
    await expect(page.getByRole('button', { name: 'Update Project' })).toBeVisible();
    const [list] = await stalePages(page, '/admin/portfolio');
    await deleteElsewhere(page, '/admin/portfolio', (p) => card(p, title), 'Are you sure you want to delete this project?');

    await card(list, title).getByRole('button', { name: /Make Featured/ }).click();
    await expectToast(list, 'Error updating featured status. Please try again.');

    await page.getByRole('button', { name: 'Update Project' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error saving project: Project not found' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
  });

  test('without JavaScript: the required-fields text, ?edit= and the delete confirmation', async ({ staffPage: page, browser }) => {
    await page.goto('/admin/portfolio');
    const plain = await noScriptPage(browser, page);
    await plain.goto('/admin/portfolio?new=1');
    await plain.getByLabel('Title').fill('Half filled');
    await plain.getByRole('button', { name: 'Create Project' }).click();
    await expect(plain.getByRole('alert').filter({ hasText: REQUIRED })).toBeVisible();
    await expect(plain.getByLabel('Title')).toHaveValue('Half filled');

    const title = `Plain Project ${stamp()}`;
    await plain.getByLabel('Title').fill(title);
    await plain.getByLabel('Client').fill('Plain Co');
    await plain.getByLabel('Category').fill('E-commerce');
    await plain.getByLabel('Year').fill('2023');
    await plain.getByRole('textbox', { name: 'Description', exact: true }).fill('No scripts needed.');
    await plain.getByLabel('Website URL').fill('javascript:alert(1)');
    await plain.getByRole('button', { name: 'Create Project' }).click();
    await expect(plain.getByText('Please enter a valid Website URL starting with http:// or https://.')).toBeVisible();
    await plain.getByLabel('Website URL').fill('');
    await plain.getByRole('button', { name: 'Create Project' }).click();
    await expect(plain.getByText('Project created successfully!')).toBeVisible();

    await card(plain, title).getByRole('link', { name: /Edit/ }).click();
    await expect(plain.getByLabel('Title')).toHaveValue(title);
    await plain.getByRole('link', { name: 'Cancel' }).click();

    await card(plain, title).getByRole('button', { name: 'Delete' }).click();
    const panel = plain.getByRole('alertdialog');
    await expect(panel).toContainText('Are you sure you want to delete this project?');
    await panel.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(card(plain, title)).toHaveCount(0);
    await plain.context().close();
  });
});

test('the testimonial, job and portfolio screens have no serious or critical axe violations', async ({ staffPage: page }) => {
  await page.goto('/admin/testimonials');
  for (const path of ['/admin/testimonials', '/admin/testimonials/new', '/admin/jobs', '/admin/jobs/new', '/admin/portfolio?new=1']) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map((violation) => ({ id: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) }));
    expect(serious, path).toEqual([]);
  }
});
