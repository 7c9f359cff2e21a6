/**
 * Share images decode as 1200×630 rasters: the card of a page without a picture (PNG), an
 * article's SVG illustration cropped and converted (JPEG), a partner's logo fitted (JPEG); the
 * address's version follows what the image shows. The pixels are made in the image worker, never
 * in the test's (the server's) process (ADR 160).
 */
import { localizedPath } from '~/domain/locales';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeArticle, makePartner } from '../../../tests/support/content-factories';
import { useTestDatabase } from '../../../tests/support/database';
import { pageMeta } from '~/domain/seo';
import { shareImageVersion } from '~/domain/share-image';
import { news_insights, partners } from '~/server/db/schema.server';
import { imageUrlOf, uploadImage } from '~/server/entities/media.server';
import { imageWorkerPid } from '~/server/media/image-worker-pool.server';
import { resolveShareImage, shareImageFor } from '~/server/pages/share-image.server';
import { loader } from '~/routes/seo/og';

async function decoded(body: Buffer) {
  const { format, width, height } = await sharp(body).metadata();
  return { format, width, height };
}

describe('share images', () => {
  const db = useTestDatabase('pglite');
  beforeEach(async () => {
    await db().delete(news_insights);
    await db().delete(partners);
  });

  it('a page without a picture gets a PNG card whose version is the one its meta links', async () => {
    const source = await resolveShareImage('/about-us');
    const image = await shareImageFor(source);
    expect(await decoded(image.body)).toEqual({ format: 'png', width: 1200, height: 630 });
    // Drawn by the image worker: a child process ran (and stays for its idle delay).
    expect(imageWorkerPid()).toEqual(expect.any(Number));
    expect(imageWorkerPid()).not.toBe(process.pid);
    const meta = pageMeta({ title: 'About Us', description: 'x', path: '/about-us', origin: 'https://www.corvane.example' });
    const ogImage = meta.find((tag) => 'property' in tag && tag.property === 'og:image');
    expect(ogImage).toMatchObject({ content: expect.stringMatching(/^https:\/\/www\.corvane\.example\/og\/about-us\.png\?v=[0-9a-z]+$/) });
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(meta).toContainEqual({ property: 'og:image:width', content: '1200' });
  });

  it('an Arabic title gets the mirrored card, drawn by the worker in the Arabic typeface (issue 48)', async () => {
    const image = await shareImageFor({ title: 'الوظائف في دبي | Corvane Digital', fit: 'cover' });
    expect(await decoded(image.body)).toEqual({ format: 'png', width: 1200, height: 630 });
    // The logo's white square is at the top right, not the top left as on the English card.
    const { data, info } = await sharp(image.body).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const whitePixels = (left: number, right: number) => {
      let count = 0;
      for (let y = 64; y < 152; y++) for (let x = left; x < right; x++) if ([0, 1, 2].every((channel) => data[(y * info.width + x) * info.channels + channel]! > 240)) count++;
      return count;
    };
    expect(whitePixels(1040, 1128)).toBeGreaterThan(200);
    expect(whitePixels(72, 160)).toBe(0);
  });

  it('an Arabic address names the Arabic page’s card; a page not in Arabic the English one (issue 48)', async () => {
    expect(await resolveShareImage('/ar/الوظائف')).toEqual({ title: 'الوظائف | Corvane Digital', fit: 'cover' });
    expect((await resolveShareImage('/ar')).title).toMatch(/[\u0600-\u06FF]/);
    expect((await resolveShareImage(localizedPath('ar', '/industries'))).title).toBe((await resolveShareImage('/industries')).title);
    const meta = pageMeta({ title: 'الوظائف', description: 'x', path: '/ar/الوظائف', origin: 'https://www.corvane.example' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://www.corvane.example/ar/%D8%A7%D9%84%D9%88%D8%B8%D8%A7%D8%A6%D9%81' });
    expect(meta.find((tag) => 'property' in tag && tag.property === 'og:image')).toMatchObject({
      content: expect.stringMatching(/^https:\/\/www\.corvane\.example\/og\/ar\/%D8%A7%D9%84%D9%88%D8%B8%D8%A7%D8%A6%D9%81\.png\?v=[0-9a-z]+$/),
    });
  });

  it("an article's own illustration is cropped and converted to JPEG; its address answers immutably", async () => {
    const article = await makeArticle(db(), { title: 'Shared Article', featured_image: '/favicon.svg' });
    const source = await resolveShareImage(`/news-insights/${article.slug}`);
    expect(source).toMatchObject({ title: 'Shared Article | Corvane Digital', picture: '/favicon.svg' });
    const version = shareImageVersion(source);
    const response = await loader({
      params: { '*': `news-insights/${article.slug}.jpg` },
      request: new Request(`http://localhost/og/news-insights/${article.slug}.jpg?v=${version}`),
    } as never);
    expect(response.headers.get('Content-Type')).toBe('image/jpeg');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await decoded(Buffer.from(await response.arrayBuffer()))).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    const stale = await loader({
      params: { '*': `news-insights/${article.slug}.jpg` },
      request: new Request(`http://localhost/og/news-insights/${article.slug}.jpg?v=00000000`),
    } as never);
    expect(stale.headers.get('Cache-Control')).toBe('public, max-age=300');
  });

  it("a partner's logo is fitted on white; an unknown path gets the brand's card", async () => {
    const partner = await makePartner(db(), { name: 'Logo Partner', logo_url: '/brand/logo-512.png' });
    const image = await shareImageFor(await resolveShareImage(`/partners/${partner.slug}`));
    expect(await decoded(image.body)).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    const unknown = await resolveShareImage('/no-such-page');
    expect(unknown.picture).toBeUndefined();
    expect(await decoded((await shareImageFor(unknown)).body)).toEqual({ format: 'png', width: 1200, height: 630 });
  });

  it("a media library image as an article's picture is read from the library and converted", async () => {
    // A 2000×800 photograph-like PNG: wider than 1200×630, so the crop is exercised.
    const bytes = await sharp({ create: { width: 2000, height: 800, channels: 3, background: '#336699' } }).png().toBuffer();
    const uploaded = await uploadImage({ email: 'editor@corvane.example' }, { fileName: 'wide.png', alt: 'A wide picture', bytes });
    if (!uploaded.ok) throw new Error('upload refused');
    const article = await makeArticle(db(), { featured_image: imageUrlOf(uploaded.image) });
    const source = await resolveShareImage(`/news-insights/${article.slug}`);
    expect(source.picture).toBe(imageUrlOf(uploaded.image));
    const image = await shareImageFor(source);
    expect(await decoded(image.body)).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    // The card would be a PNG: the library picture was used.
    expect(image.type).toBe('image/jpeg');
  });

  // Issue 40, finding 10: an editor's featured-image URL made the server request
  // http://127.0.0.1:3999/…, following redirects. The share image reads only the media library
  // and the site's own public files; any other address gets the brand's card and no request.
  it('an external or local URL as a picture is never requested: the card stands in', async () => {
    const requested: string[] = [];
    const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#993333' } }).png().toBuffer();
    const listener = http.createServer((request, response) => {
      requested.push(request.url ?? '');
      if (request.url === '/moved.png') {
        response.writeHead(302, { Location: '/picture.png' }).end();
        return;
      }
      response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': png.length }).end(png);
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = listener.address() as AddressInfo;
      for (const picture of [`http://127.0.0.1:${port}/picture.png`, `http://127.0.0.1:${port}/moved.png`, `http://localhost:${port}/picture.png`]) {
        const article = await makeArticle(db(), { title: `Probe ${requested.length}`, featured_image: picture });
        const source = await resolveShareImage(`/news-insights/${article.slug}`);
        expect(source.picture).toBe(picture);
        const image = await shareImageFor(source);
        expect(image.type).toBe('image/png');
        expect(await decoded(image.body)).toEqual({ format: 'png', width: 1200, height: 630 });
      }
      const partner = await makePartner(db(), { name: 'Probe Partner', logo_url: `http://127.0.0.1:${port}/logo.png` });
      expect((await shareImageFor(await resolveShareImage(`/partners/${partner.slug}`))).type).toBe('image/png');
      expect(requested).toEqual([]);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });
});
