/**
 * The media library (issue 17) in the browser: staff upload a photo carrying GPS EXIF with the drop
 * zone's file picker (progress, per-file alt text), pick it for a team member from the image field's
 * dialog, and the About page shows it from <picture> with AVIF and WebP sources, served immutable
 * with no EXIF; deleting it while in use is refused with the place named; without JavaScript the
 * plain form uploads and refuses an SVG with its message; axe finds nothing serious at 1280 and 390.
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

test('upload with progress, pick for a team member, <picture> on the About page, delete refused while in use', async ({ staffPage: page, request }) => {
  const id = stamp();
  const alt = `Portrait of Dana ${id}`;
  const name = `Dana Media ${id}`;
  const photo = await jpegWithGps(1200, 1500);

  await page.goto('/admin/media');
  await expect(page.getByRole('heading', { name: 'Media library', level: 1 })).toBeVisible();
  await page.getByLabel('Images (JPEG, PNG, WebP, AVIF or GIF; up to 10 MB each)').setInputFiles({ name: `dana-${id}.jpg`, mimeType: 'image/jpeg', buffer: photo });
  await page.getByLabel(`Alt text for dana-${id}.jpg`).fill(alt);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByLabel(`Upload progress of dana-${id}.jpg`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Image uploaded.' })).toBeVisible({ timeout: 20_000 });
  const item = page.getByTestId('media-item').filter({ hasText: `dana-${id}.jpg` });
  await expect(item).toContainText('1200');
  await expect(item.getByLabel('Alt text')).toHaveValue(alt);
  await expect(item).toContainText('Not used yet');

  // The team form's image field: choose from the library.
  await page.goto('/admin/teams/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByLabel('Title/Position').fill('Principal');
  await page.getByLabel('Department').selectOption('Strategy');
  await page.getByLabel('Bio').fill('Leads media work.');
  await page.getByRole('button', { name: 'Choose from library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose an image' });
  expect(await seriousViolations(page), 'axe with the picker open').toEqual([]);
  await dialog.getByLabel('Search by name or alt text').fill(`Dana ${id}`);
  await dialog.getByRole('button', { name: `Use ${alt}` }).click();
  await expect(dialog).toBeHidden();
  const address = await page.getByLabel('Photo URL').inputValue();
  expect(address).toMatch(/^\/media\/[0-9a-f]{32}-1200x1500\.jpg$/);
  await page.getByRole('button', { name: 'CREATE', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/teams$/);

  // The About page, as a visitor gets it.
  const about = await request.get('/about-us');
  const html = await about.text();
  const picture = new RegExp(`<picture[^>]*><source type="image/avif" srcSet="([^"]+)"[^>]*/><source type="image/webp" srcSet="([^"]+)"[^>]*/><img src="${address}"[^>]*alt="${alt}" width="1200" height="1500"`);
  const match = picture.exec(html);
  expect(match, 'the team member is shown from <picture> with AVIF and WebP sources').not.toBeNull();
  const avif320 = match![1]!.split(', ')[0]!.split(' ')[0]!;
  const file = await request.get(avif320);
  expect(file.status()).toBe(200);
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(file.headers()['content-type']).toBe('image/avif');
  const meta = await sharp(await file.body()).metadata();
  expect([meta.width, meta.height, meta.exif]).toEqual([320, 400, undefined]);
  const largest = await request.get(address);
  expect((await largest.body()).includes(Buffer.from('GPS'))).toBe(false);

  // Delete while in use: refused, with the place.
  await page.goto('/admin/media');
  page.once('dialog', (question) => void question.accept());
  await page.getByTestId('media-item').filter({ hasText: `dana-${id}.jpg` }).getByRole('button', { name: `Delete dana-${id}.jpg` }).click();
  await expect(page.getByRole('alert').filter({ hasText: `This image is in use and was not deleted. Used by: Team member: ${name}.` })).toBeVisible();
  await expect(page.getByTestId('media-item').filter({ hasText: `dana-${id}.jpg` })).toContainText(`Team member: ${name}`);
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
