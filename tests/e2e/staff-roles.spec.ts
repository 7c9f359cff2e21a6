/**
 * Issue 17, staff and roles, in the browser: an owner invites an editor; the editor signs in
 * through the e-mailed link and sees only their tabs; forbidden addresses answer 403 with a page
 * that says so (GET and POST, nothing changed); a role change applies at the next request; removal
 * signs the member out at once. The staff page and the 403 page are axe-clean at 1280 and 390 px.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';

const ACCESS_DENIED = 'Access denied';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((violation) => violation.id);
}

function inviteLink(text: string): string {
  const link = text.match(/https?:\/\/\S+\/admin\/login\/invite\?token=\S+/)?.[0];
  if (!link) throw new Error('no invitation link in the e-mail');
  return link;
}

test('an owner invites an editor, who signs in by the link and is refused what is not theirs', async ({ staffPage, mail, browser, baseURL }) => {
  test.setTimeout(90_000);
  const owner = staffPage;
  const editorEmail = `editor-${Date.now()}@corvane.example`;

  await owner.goto('/admin/staff');
  await expect(owner.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  await owner.getByLabel('Email address').fill(editorEmail);
  await owner.getByLabel('Role', { exact: true }).selectOption('editor');
  await owner.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(owner.getByText(`Invitation sent to ${editorEmail}.`)).toBeVisible();
  const row = owner.getByTestId(`staff-row-${editorEmail}`);
  await expect(row.getByTestId('staff-role')).toHaveText('Editor');
  await expect(row.getByText(/Invitation pending until/)).toBeVisible();

  const invitation = await mail.waitFor((message) => message.to.includes(editorEmail), 20_000);
  expect(invitation.subject).toBe('You are invited to the Corvane Digital back office');
  expect(invitation.text).toContain('invited you to the Corvane Digital back office as Editor.');

  // The invitee, in a browser of their own.
  const context = await browser.newContext({ baseURL });
  const editor = await context.newPage();
  await editor.goto(inviteLink(invitation.text));
  await expect(editor.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible();
  await expect(editor.getByText(editorEmail)).toBeVisible();
  await editor.getByRole('button', { name: 'Accept and Sign In' }).click();
  await editor.waitForURL((url) => url.pathname === '/admin');
  await expect(editor.getByTestId('admin-email')).toHaveText(editorEmail);
  await expect(editor.getByTestId('admin-role')).toHaveText('Editor');
  const tabs = editor.getByRole('navigation', { name: 'Admin sections' }).getByRole('link');
  await expect(tabs).toHaveText(['News', 'Partners', 'Teams', 'Testimonials', 'Portfolio', 'Media', 'Redirects']);
  await expect(editor.getByRole('link', { name: 'Add Article' })).toBeVisible();
  await expect(editor.getByRole('link', { name: 'View Leads' })).toHaveCount(0);

  // The link worked once.
  await editor.goto(inviteLink(invitation.text));
  await expect(editor).toHaveURL(/\/admin$/);

  // Forbidden addresses: 403 with a page that says so, inside the frame; GET and POST.
  for (const path of ['/admin/leads', '/admin/staff']) {
    const answer = await editor.goto(path);
    expect(answer?.status(), path).toBe(403);
    await expect(editor.getByRole('heading', { name: ACCESS_DENIED, level: 1 })).toBeVisible();
    await expect(editor.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
  }
  expect((await editor.request.get('/admin/leads.csv')).status()).toBe(403);
  const outsider = `not-invited-${Date.now()}@corvane.example`;
  const post = await editor.request.post('/admin/staff', { form: { intent: 'invite', email: outsider, role: 'owner' }, headers: { origin: baseURL! } });
  expect(post.status()).toBe(403);
  // Refused by the role guard (the frame's 403 page), not by the cross-site check.
  expect(await post.text()).toContain(ACCESS_DENIED);
  await owner.goto('/admin/staff');
  await expect(owner.getByTestId(`staff-row-${outsider}`)).toHaveCount(0);
  await expect(owner.getByTestId(`staff-row-${editorEmail}`).getByTestId('staff-sessions')).toHaveText('1');

  // Owner makes them Sales: at their next request the news editor is closed to them.
  await owner.getByLabel(`Role of ${editorEmail}`).selectOption('sales');
  await owner.getByTestId(`staff-row-${editorEmail}`).getByRole('button', { name: 'Change Role' }).click();
  await expect(owner.getByText(`${editorEmail} is now Sales.`)).toBeVisible();
  expect((await editor.goto('/admin/news/new'))?.status()).toBe(403);
  await expect(editor.getByRole('heading', { name: ACCESS_DENIED, level: 1 })).toBeVisible();
  const refusedTitle = `Should not exist ${Date.now()}`;
  const newsPost = await editor.request.post('/admin/news/new', { form: { title: refusedTitle, category: 'News' }, headers: { origin: baseURL! } });
  expect(newsPost.status()).toBe(403);
  expect(await newsPost.text()).toContain(ACCESS_DENIED);
  await owner.goto('/admin/news');
  await expect(owner.getByText(refusedTitle)).toHaveCount(0);
  await owner.goto('/admin/staff');
  expect((await editor.goto('/admin/leads'))?.status()).toBe(200);
  await expect(editor.getByRole('navigation', { name: 'Admin sections' }).getByRole('link')).toHaveText(['Leads']);

  // Removal signs them out at once.
  await owner.getByRole('link', { name: `Remove ${editorEmail}` }).click();
  await expect(owner.getByRole('heading', { name: 'Remove this staff member?' })).toBeVisible();
  await owner.getByRole('button', { name: 'Yes, Remove' }).click();
  await expect(owner.getByText(`${editorEmail} was removed; 1 session ended.`)).toBeVisible();
  await editor.goto('/admin/leads');
  await expect(editor).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fleads/);
  await context.close();
});

test('the staff page and the 403 page are axe-clean at 1280 and 390 px', async ({ staffPage, browser, baseURL, mail }) => {
  test.setTimeout(90_000);
  // A sales member to see the 403 page: invited and signed in through the link.
  const salesEmail = `sales-${Date.now()}@corvane.example`;
  await staffPage.goto('/admin/staff');
  await staffPage.getByLabel('Email address').fill(salesEmail);
  await staffPage.getByLabel('Role', { exact: true }).selectOption('sales');
  await staffPage.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(staffPage.getByText(`Invitation sent to ${salesEmail}.`)).toBeVisible();
  const invitation = await mail.waitFor((message) => message.to.includes(salesEmail), 20_000);
  const context = await browser.newContext({ baseURL });
  const sales = await context.newPage();
  await sales.goto(inviteLink(invitation.text));
  await expect(sales.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible();
  expect(await seriousViolations(sales)).toEqual([]);
  await sales.getByRole('button', { name: 'Accept and Sign In' }).click();
  await sales.waitForURL((url) => url.pathname === '/admin');

  for (const width of [1280, 390]) {
    await staffPage.setViewportSize({ width, height: 900 });
    await staffPage.goto('/admin/staff');
    await expect(staffPage.getByRole('heading', { name: 'Invite a colleague' })).toBeVisible();
    expect(await seriousViolations(staffPage), `/admin/staff at ${width}px`).toEqual([]);

    await sales.setViewportSize({ width, height: 900 });
    await sales.goto('/admin/news/new');
    await expect(sales.getByRole('heading', { name: ACCESS_DENIED })).toBeVisible();
    expect(await seriousViolations(sales), `403 page at ${width}px`).toEqual([]);
  }
  await context.close();
});
