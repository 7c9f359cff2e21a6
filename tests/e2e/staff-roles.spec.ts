/**
 * Issue 17, staff and roles, in the browser, beyond the acceptance story (staff-story.spec.ts:
 * invitation, sign-in by the link, the editor's and the sales member's 403s with the database
 * unchanged): a role change applies at the member's next request; removal signs the member out at
 * once; the staff page, the invitation page and the 403 page are axe-clean at 1280 and 390 px.
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

test('a role change applies at the member\'s next request, and removal signs them out at once', async ({ staffPage, mail, browser, baseURL }) => {
  test.setTimeout(90_000);
  const owner = staffPage;
  const memberEmail = `member-${Date.now()}@corvane.example`;

  // An editor, invited and signed in through the link (the story in staff-story.spec.ts checks that path).
  await owner.goto('/admin/staff');
  await owner.getByLabel('Email address').fill(memberEmail);
  await owner.getByLabel('Role', { exact: true }).selectOption('editor');
  await owner.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(owner.getByText(`Invitation sent to ${memberEmail}.`)).toBeVisible();
  const invitation = await mail.waitFor((message) => message.to.includes(memberEmail), 20_000);
  const context = await browser.newContext({ baseURL });
  const member = await context.newPage();
  await member.goto(inviteLink(invitation.text));
  await member.getByRole('button', { name: 'Accept and Sign In' }).click();
  await member.waitForURL((url) => url.pathname === '/admin');
  expect((await member.goto('/admin/news'))?.status()).toBe(200);
  await owner.goto('/admin/staff');
  await expect(owner.getByTestId(`staff-row-${memberEmail}`).getByTestId('staff-sessions')).toHaveText('1');

  // Owner makes them Sales: at their next request the news list is closed to them and leads open.
  await owner.getByLabel(`Role of ${memberEmail}`).selectOption('sales');
  await owner.getByTestId(`staff-row-${memberEmail}`).getByRole('button', { name: 'Change Role' }).click();
  await expect(owner.getByText(`${memberEmail} is now Sales.`)).toBeVisible();
  expect((await member.goto('/admin/news'))?.status()).toBe(403);
  await expect(member.getByRole('heading', { name: ACCESS_DENIED, level: 1 })).toBeVisible();
  expect((await member.goto('/admin/leads'))?.status()).toBe(200);
  await expect(member.getByTestId('admin-role')).toHaveText('Sales');
  await expect(member.getByRole('navigation', { name: 'Admin sections' }).getByRole('link')).toHaveText(['Leads']);

  // Removal signs them out at once.
  await owner.getByRole('link', { name: `Remove ${memberEmail}` }).click();
  await expect(owner.getByRole('heading', { name: 'Remove this staff member?' })).toBeVisible();
  await owner.getByRole('button', { name: 'Yes, Remove' }).click();
  await expect(owner.getByText(`${memberEmail} was removed; 1 session ended.`)).toBeVisible();
  await member.goto('/admin/leads');
  await expect(member).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fleads/);
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
