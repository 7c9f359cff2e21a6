/**
 * Renders the raster brand logo that structured data needs (Google wants at least 112×112 for an
 * Organization or publisher logo and does not read SVG there) from the one drawing of the mark,
 * public/favicon.svg. Run after changing the mark: `npx tsx scripts/brand-logo.ts`; a test checks
 * the committed PNG is this rendering's size and decodes.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { BRAND_LOGO_PATH, BRAND_LOGO_SIZE } from '~/domain/structured-data';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'public/favicon.svg');
const target = path.join(root, 'public', BRAND_LOGO_PATH);

// density scales the 32-unit drawing so the rasterised edge is sharp at 512 px.
await sharp(source, { density: (72 * BRAND_LOGO_SIZE) / 32 })
  .resize(BRAND_LOGO_SIZE, BRAND_LOGO_SIZE)
  .png({ compressionLevel: 9 })
  .toFile(target);
console.log(`wrote ${path.relative(root, target)}`);
