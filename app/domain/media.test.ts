import { describe, expect, it } from 'vitest';
import { libraryImageUrl, mediaSrcSet, mediaWidths, parseLibraryImageUrl, storedFileName, thumbnailUrl } from '~/domain/media';

const HASH = '0123456789abcdef0123456789abcdef';

describe('media addresses', () => {
  it('an image field address round-trips; anything else is not a library image', () => {
    const url = libraryImageUrl({ hash: HASH, width: 1600, height: 1200, fallback: 'jpg' });
    expect(url).toBe(`/media/${HASH}-1600x1200.jpg`);
    expect(parseLibraryImageUrl(url)).toEqual({ hash: HASH, width: 1600, height: 1200, fallback: 'jpg' });
    for (const other of ['https://cdn.example/a.jpg', `/media/${HASH}-320w.avif`, `/media/${HASH}-1601x10.jpg`, `/media/${HASH}-0x10.png`, `/media/${HASH.slice(1)}-10x10.jpg`, '', null]) {
      expect(parseLibraryImageUrl(other)).toBeUndefined();
    }
  });

  it('the widths stop at the image width; srcset lists each', () => {
    expect(mediaWidths(1600)).toEqual([320, 640, 960, 1280, 1600]);
    expect(mediaWidths(700)).toEqual([320, 640, 700]);
    expect(mediaWidths(200)).toEqual([200]);
    expect(mediaSrcSet({ hash: HASH, width: 700, height: 350, fallback: 'png' }, 'webp')).toBe(
      `/media/${HASH}-320w.webp 320w, /media/${HASH}-640w.webp 640w, /media/${HASH}-700w.webp 700w`,
    );
  });

  it('a requested file name maps to the stored one; the address name is the largest width', () => {
    expect(storedFileName(`${HASH}-640w.avif`)).toBe(`${HASH}-640w.avif`);
    expect(storedFileName(`${HASH}-1600x1200.jpg`)).toBe(`${HASH}-1600w.jpg`);
    for (const bad of [`${HASH}-640w.svg`, `../${HASH}-640w.avif`, `${HASH}-640w.avif.html`, 'index.html']) expect(storedFileName(bad)).toBeUndefined();
  });

  it('a list shows the smallest stored WebP of a library image; other addresses as they are', () => {
    const hash = HASH;
    expect(thumbnailUrl(libraryImageUrl({ hash, width: 1600, height: 1200, fallback: 'jpg' }))).toBe(`/media/${hash}-320w.webp`);
    expect(thumbnailUrl(libraryImageUrl({ hash, width: 200, height: 100, fallback: 'png' }))).toBe(`/media/${hash}-200w.webp`);
    expect(storedFileName(`${hash}-320w.webp`)).toBe(`${hash}-320w.webp`);
    expect(thumbnailUrl('https://cdn.example/team/ana.jpg')).toBe('https://cdn.example/team/ana.jpg');
  });
});
