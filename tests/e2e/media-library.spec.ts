/**
 * The media library (issue 17) in the browser, beyond the acceptance story (staff-story.spec.ts:
 * the library's uploader with progress, the picker, the About page's <picture> and the bytes
 * served): an image field's dialog uploads a new image inline (alt text required) and uses it;
 * deleting an image in use is refused with the place named; without JavaScript the plain form
 * uploads and refuses an SVG with its message; a dropped file joins the list; axe finds nothing
 * serious with the picker open and on the library at 1280 and 390.
 */
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { jpegWithGps } from '../support/images';
import { expect, test, type Page } from './fixtures';

test.describe.configure({ timeout: 120_000 });

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('the photo field uploads a new image inline and uses it; the picker is axe-clean; delete is refused while in use', async ({ staffPage: page }) => {
  const id = stamp();
  const alt = `Portrait of Ravi ${id}`;
  const name = `Ravi Media ${id}`;

  await page.goto('/admin/teams/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByLabel('Title/Position').fill('Principal');
  await page.getByLabel('Department').selectOption('Strategy');
  await page.getByLabel('Bio').fill('Leads media work.');
  await page.getByRole('button', { name: 'Choose from library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose an image' });
  await expect(dialog.getByRole('group', { name: 'Upload a new image' })).toBeVisible();
  expect(await seriousViolations(page), 'axe with the picker open').toEqual([]);

  // Inline upload in the dialog: the new image becomes the field's value.
  await dialog.getByLabel('Images (JPEG, PNG, WebP, AVIF or GIF; up to 10 MB each)').setInputFiles({ name: `ravi-${id}.jpg`, mimeType: 'image/jpeg', buffer: await jpegWithGps(800, 1000) });
  await dialog.getByRole('button', { name: 'Upload and use' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter the alt text: describe what the image shows.');
  await dialog.getByLabel('Alt text for the new image').fill(alt);
  await dialog.getByRole('button', { name: 'Upload and use' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  const address = await page.getByLabel('Photo URL').inputValue();
  expect(address).toMatch(/^\/media\/[0-9a-f]{32}-800x1000\.jpg$/);
  await page.getByRole('button', { name: 'CREATE', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/teams$/);

  // In the library with its alt text and where it is used; deleting it is refused, with the place.
  await page.goto('/admin/media');
  const item = page.getByTestId('media-item').filter({ hasText: `ravi-${id}.jpg` });
  await expect(item).toContainText('800 × 1000 px');
  await expect(item.getByLabel('Alt text')).toHaveValue(alt);
  await expect(item).toContainText(`Team member: ${name}`);
  page.once('dialog', (question) => void question.accept());
  await item.getByRole('button', { name: `Delete ravi-${id}.jpg` }).click();
  await expect(page.getByRole('alert').filter({ hasText: `This image is in use and was not deleted. Used by: Team member: ${name}.` })).toBeVisible();
  await expect(page.getByTestId('media-item').filter({ hasText: `ravi-${id}.jpg` })).toContainText(`Team member: ${name}`);
});

test('without JavaScript the plain form uploads and refuses an SVG; axe at 1280 and 390', async ({ staffPage: page, browser }) => {
  const id = stamp();
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await context.newPage();
  try {
    await plain.goto('/admin/media');
    const uploadForm = plain.getByRole('region', { name: 'Upload images' });
    await uploadForm.getByLabel('Images (JPEG, PNG, WebP, AVIF or GIF; up to 10 MB each)').setInputFiles({ name: `evil-${id}.svg`, mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') });
    await uploadForm.getByRole('textbox', { name: 'Alt text' }).fill('A logo');
    await uploadForm.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(plain.getByRole('alert')).toHaveText(`evil-${id}.svg is an SVG image, which is not accepted: SVG files can carry scripts.`);
    await expect(plain.getByTestId('media-item').filter({ hasText: `evil-${id}.svg` })).toHaveCount(0);

    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 10, g: Number(id.slice(-2)), b: 200 } } }).png().toBuffer();
    await uploadForm.getByLabel('Images (JPEG, PNG, WebP, AVIF or GIF; up to 10 MB each)').setInputFiles({ name: `plain-${id}.png`, mimeType: 'image/png', buffer: png });
    await uploadForm.getByRole('textbox', { name: 'Alt text' }).fill(`Blue block ${id}`);
    await uploadForm.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(plain).toHaveURL(/\/admin\/media$/);
    await expect(plain.getByTestId('media-item').filter({ hasText: `plain-${id}.png` })).toContainText('300 × 200 px');
  } finally {
    await context.close();
  }

  for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(size);
    await page.goto('/admin/media');
    expect(await seriousViolations(page), `axe at ${size.width}px`).toEqual([]);
  }

  // With JavaScript: a file dropped on the drop zone joins the list; its alt text is required.
  const dropped = await sharp({ create: { width: 240, height: 160, channels: 3, background: { r: 200, g: Number(id.slice(-2)), b: 20 } } }).png().toBuffer();
  const dataTransfer = await page.evaluateHandle(({ base64, name }) => {
    const transfer = new DataTransfer();
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    transfer.items.add(new File([bytes], name, { type: 'image/png' }));
    return transfer;
  }, { base64: dropped.toString('base64'), name: `dropped-${id}.png` });
  await page.getByTestId('media-drop-zone').dispatchEvent('drop', { dataTransfer });
  const altField = page.getByLabel(`Alt text for dropped-${id}.png`);
  await expect(altField).toBeVisible();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter the alt text: describe what the image shows.' })).toBeVisible();
  await altField.fill(`Orange block ${id}`);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByTestId('media-item').filter({ hasText: `dropped-${id}.png` })).toContainText('240 × 160 px');
});
