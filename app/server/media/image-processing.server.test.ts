import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MEDIA_LIMITS, mediaFileName } from '~/domain/media';
import { checkUpload, contentHash, processUpload } from '~/server/media/image-processing.server';
import { jpegWithGps, withDeclaredSize } from '../../../tests/support/images';

describe('processUpload', () => {
  it('a 4000×3000 JPEG with GPS EXIF: every file decodes, without EXIF, at the stored widths and formats', async () => {
    const upload = await jpegWithGps(4000, 3000);
    expect((await sharp(upload).metadata()).exif).toBeDefined();
    const started = performance.now();
    const result = await processUpload(upload);
    const elapsedMs = performance.now() - started;
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { image } = result;
    expect(image).toMatchObject({ hash: contentHash(upload), width: 1600, height: 1200, fallback: 'jpg' });
    expect(image.files.map((file) => file.name)).toEqual(
      [320, 640, 960, 1280, 1600].flatMap((width) => ['avif', 'webp', 'jpg'].map((format) => mediaFileName(image.hash, width, format as 'avif'))),
    );
    for (const file of image.files) {
      const meta = await sharp(file.bytes).metadata();
      expect(meta.format).toBe(file.format === 'jpg' ? 'jpeg' : file.format === 'avif' ? 'heif' : file.format);
      expect([meta.width, meta.height]).toEqual([file.width, file.height]);
      expect(file.height).toBe(Math.round((file.width * 3) / 4));
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(Buffer.from(file.bytes).includes('TestCam')).toBe(false);
    }
    // Figure for the closing note (the 1.5 s budget is checked in the e2e/bench, not asserted here).
    console.info(`processed 4000x3000 JPEG in ${Math.round(elapsedMs)} ms`);
  });

  it('turns an image by its EXIF orientation (6: rotate 90°), then forgets the orientation', async () => {
    const result = await processUpload(await jpegWithGps(400, 200, 6));
    if (!result.ok) throw new Error(result.reason);
    expect([result.image.width, result.image.height]).toEqual([200, 400]);
    const largest = result.image.files.find((file) => file.width === 200 && file.format === 'jpg')!;
    const meta = await sharp(largest.bytes).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([200, 400, undefined]);
    expect(result.image.files.map((file) => file.width)).toEqual([200, 200, 200]);
  });

  it('keeps transparency: a PNG with alpha falls back to PNG; a GIF (opaque) becomes a JPEG still', async () => {
    const png = await sharp({ create: { width: 500, height: 300, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } } }).png().toBuffer();
    const fromPng = await processUpload(png);
    if (!fromPng.ok) throw new Error(fromPng.reason);
    expect(fromPng.image.fallback).toBe('png');
    expect(fromPng.image.files.map((file) => `${file.width}.${file.format}`)).toEqual(['320.avif', '320.webp', '320.png', '500.avif', '500.webp', '500.png']);
    const gif = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#ff0000' } }).gif().toBuffer();
    const fromGif = await processUpload(gif);
    if (!fromGif.ok) throw new Error(fromGif.reason);
    expect(fromGif.image.files.map((file) => file.format)).toEqual(['avif', 'webp', 'jpg']);
  });
});

describe('checkUpload refuses, by the bytes', () => {
  it('a file over 10 MB', async () => {
    expect(await checkUpload(new Uint8Array(MEDIA_LIMITS.fileBytes + 1))).toBe('too_large');
  });

  it('an SVG, with or without an XML declaration, whatever it is called', async () => {
    expect(await checkUpload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBe('svg');
    expect(await checkUpload(Buffer.from('\uFEFF<?xml version="1.0"?>\n<svg></svg>'))).toBe('svg');
  });

  it('text, a PDF, HTML: not an image', async () => {
    expect(await checkUpload(Buffer.from('just some text'))).toBe('not_an_image');
    expect(await checkUpload(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'))).toBe('not_an_image');
    expect(await checkUpload(Buffer.from('<!doctype html><html><body>hi</body></html>'))).toBe('not_an_image');
  });

  it('a truncated JPEG: corrupt (refused by processUpload, which decodes every pixel)', async () => {
    const whole = await jpegWithGps(800, 600);
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    expect((await processUpload(truncated)).ok).toBe(false);
    expect(await processUpload(truncated)).toEqual({ ok: false, reason: 'corrupt' });
    expect(await processUpload(whole.subarray(0, 40))).toEqual({ ok: false, reason: 'corrupt' });
  });

  it('a decompression bomb: a small PNG whose header declares 20000×20000 pixels is refused before decoding', async () => {
    const bomb = withDeclaredSize(await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } }).png().toBuffer(), 20000, 20000);
    expect(bomb.length).toBeLessThan(1024);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20000);
    expect(await checkUpload(bomb)).toBe('too_many_pixels');
    expect(await processUpload(bomb)).toEqual({ ok: false, reason: 'too_many_pixels' });
  });
});

