import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BRAND_LOGO_PATH, BRAND_LOGO_SIZE, organizationJsonLd } from '~/domain/structured-data';

describe('the raster brand logo', () => {
  it('is a PNG of 512×512 that decodes, named by the Organization markup', async () => {
    const bytes = await readFile(path.join(process.cwd(), 'public', BRAND_LOGO_PATH));
    const { info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(BRAND_LOGO_SIZE);
    expect(info.height).toBe(BRAND_LOGO_SIZE);
    expect((await sharp(bytes).metadata()).format).toBe('png');
    expect(organizationJsonLd('https://example.com').logo).toBe('https://example.com/brand/logo-512.png');
  });
});
