/**
 * /og/{page}.png|.jpg?v=…: a public page's share image. The address with the page's current
 * version is cached forever; without it (or with an old one) the current image, briefly cached;
 * a path that names no page image is 404. (Drawing itself: app/server/pages/share-image.server.test.ts.)
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/support/database';
import { shareImageVersion } from '~/domain/share-image';
import { resolveShareImage } from '~/server/pages/share-image.server';
import { loader } from './og';

const get = (splat: string, query = '') => loader({ params: { '*': splat }, request: new Request(`http://localhost/og/${splat}${query}`) } as never);

describe('/og/{page}', () => {
  useTestDatabase('pglite');

  it("answers a page's card as a 1200×630 PNG, immutable at its current version, briefly cached at any other", async () => {
    const version = shareImageVersion(await resolveShareImage('/about-us'));
    const current = await get('about-us.png', `?v=${version}`);
    expect(current.status).toBe(200);
    expect(current.headers.get('content-type')).toBe('image/png');
    expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(current.headers.get('etag')).toBe(`"${version}"`);
    const bytes = Buffer.from(await current.arrayBuffer());
    expect(current.headers.get('content-length')).toBe(String(bytes.length));
    const { format, width, height } = await sharp(bytes).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 630 });

    const old = await get('about-us.png', '?v=stale');
    expect(old.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('a path that is not a page image is 404', async () => {
    for (const splat of ['about-us.gif', 'about-us', `${'a'.repeat(600)}.png`]) {
      const answer = await get(splat);
      expect(answer.status, splat).toBe(404);
    }
  });
});
