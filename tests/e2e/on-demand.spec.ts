/**
 * What public pages load only when the visitor acts (ADR 030): a form's checks and the attribution
 * capture arrive when the visitor starts on the form; a submit that beats them waits, checks and
 * posts once, with the landing page's UTM tags; the dialog forms load when their trigger is used.
 */
import { expect, hydrated, test, type Page } from './fixtures';


/** Holds every script requested from now on for `ms` (the modules loaded on demand). */
async function slowScripts(page: Page, ms: number) {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test('a form sent before its checks have arrived waits for them, then posts once with the attribution', async ({ page }) => {
  await page.goto('/contact-us?utm_source=spring-news&utm_medium=email&utm_campaign=launch');
  await hydrated(page);
  // The server's HTML carries empty attribution fields; the browser fills them when sending.
  await expect(page.locator('input[name="utm_source"]')).toHaveValue('');
  await slowScripts(page, 1000);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.postData() ?? '');
  });

  const form = page.getByRole('form', { name: 'Contact Form' });
  // The browser's own type="email" check lets this through; the product's pattern (a dot after the @) does not.
  await form.getByLabel('Email').fill('ada@example');
  await form.getByRole('button', { name: 'Send Message' }).click();
  // The checks arrive, find the malformed address, and nothing is posted.
  await expect(page.getByRole('alertdialog').getByRole('heading', { name: 'Invalid Email' })).toBeVisible();
  expect(posts).toEqual([]);
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Message').fill('Checks on demand.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
  expect(posts).toHaveLength(1);
  const sent = new URLSearchParams(posts[0]);
  expect(sent.get('utm_source')).toBe('spring-news');
  expect(sent.get('utm_medium')).toBe('email');
  expect(sent.get('utm_campaign')).toBe('launch');
  expect(sent.get('email')).toBe('ada@example.com');
});

test('the download gate form loads when a resource is chosen, even on a slow connection', async ({ page }) => {
  await page.goto('/digital-experience');
  await hydrated(page);
  await slowScripts(page, 700);
  const card = page.locator('#solution-guides li').first();
  await card.getByRole('link', { name: /^Download / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Email')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Download' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
