/**
 * The media library's addresses and sizes (issue 17, ADR 090), shared by the server that stores and
 * serves the files and the components that render `<picture>` for them.
 *
 * A library image is named by the hash of the bytes uploaded, and every processed file's address
 * says what it holds, so a file never changes under its address (served immutable) and a public page
 * can render every source of a `<picture>` from the one address an image field stores:
 *
 *   /media/{hash}-{W}x{H}.{jpg|png}   the address an image field stores: the largest fallback file,
 *                                      W×H its size (after auto-rotation);
 *   /media/{hash}-{w}w.{avif|webp|jpg|png}   one width in one format; the widths are MEDIA_WIDTHS below
 *                                      W plus W itself.
 */

export const MEDIA_PATH_PREFIX = '/media/';

/** The widths stored for every image (fewer when the image is narrower), largest last. */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1600] as const;
export const MEDIA_MAX_WIDTH = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!;

/** Formats in the order a `<picture>` offers them: the smallest first, the fallback in `<img>`. */
export const MEDIA_SOURCE_FORMATS = ['avif', 'webp'] as const;
export type MediaSourceFormat = (typeof MEDIA_SOURCE_FORMATS)[number];
export type MediaFallbackFormat = 'jpg' | 'png';
export type MediaFormat = MediaSourceFormat | MediaFallbackFormat;

export const MEDIA_CONTENT_TYPES: Record<MediaFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** Served files never change under their address. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Hex characters of the content hash in an address (128 bits of SHA-256). */
export const MEDIA_HASH_LENGTH = 32;

export const MEDIA_LIMITS = {
  /** The largest upload, in bytes (the 10 MB). */
  fileBytes: 10 * 1024 * 1024,
  /** Pixels a decoder may face before refusing (a decompression bomb): 50 megapixels. */
  inputPixels: 50_000_000,
  alt: 300,
  fileName: 200,
  search: 100,
} as const;

/** What a library address says about its image. */
export interface LibraryImage {
  hash: string;
  /** The largest stored size. */
  width: number;
  height: number;
  fallback: MediaFallbackFormat;
}

const IMAGE_ADDRESS = new RegExp(`^/media/([0-9a-f]{${MEDIA_HASH_LENGTH}})-(\\d{1,5})x(\\d{1,5})\\.(jpg|png)$`);
const FILE_NAME = new RegExp(`^([0-9a-f]{${MEDIA_HASH_LENGTH}})-(?:(\\d{1,5})w|(\\d{1,5})x(\\d{1,5}))\\.(avif|webp|jpg|png)$`);

/** The address an image field stores for a library image. */
export function libraryImageUrl(image: LibraryImage): string {
  return `${MEDIA_PATH_PREFIX}${image.hash}-${image.width}x${image.height}.${image.fallback}`;
}

/** The library image an address names, or undefined for any other address (an external URL). */
export function parseLibraryImageUrl(url: string | null | undefined): LibraryImage | undefined {
  const match = IMAGE_ADDRESS.exec((url ?? '').trim());
  if (!match) return undefined;
  const [, hash, width, height, fallback] = match;
  const image = { hash: hash!, width: Number(width), height: Number(height), fallback: fallback as MediaFallbackFormat };
  return image.width > 0 && image.height > 0 && image.width <= MEDIA_MAX_WIDTH ? image : undefined;
}

/** The widths stored for an image whose largest width is `width`. */
export function mediaWidths(width: number): number[] {
  return [...MEDIA_WIDTHS.filter((w) => w < width), width];
}

/** The height of the `width`-wide file of an image of `image.width`×`image.height`. */
export function heightAt(image: Pick<LibraryImage, 'width' | 'height'>, width: number): number {
  return Math.max(1, Math.round((image.height * width) / image.width));
}

/** The stored file name (the part after /media/) of one width in one format. */
export function mediaFileName(hash: string, width: number, format: MediaFormat): string {
  return `${hash}-${width}w.${format}`;
}

/**
 * The stored file a requested name stands for: `{hash}-{w}w.{ext}` itself, and an image's address
 * name `{hash}-{W}x{H}.{ext}` as its largest width in that format. Undefined: not a media name.
 */
export function storedFileName(requested: string): string | undefined {
  const match = FILE_NAME.exec(requested);
  if (!match) return undefined;
  const [, hash, width, addressWidth, , format] = match;
  return mediaFileName(hash!, Number(width ?? addressWidth), format as MediaFormat);
}

/** `srcset` of an image in one format: every stored width. */
export function mediaSrcSet(image: LibraryImage, format: MediaFormat): string {
  return mediaWidths(image.width)
    .map((width) => `${MEDIA_PATH_PREFIX}${mediaFileName(image.hash, width, format)} ${width}w`)
    .join(', ');
}

/** The smallest stored file of a library image, as WebP: what a thumbnail or an avatar needs. */
export function libraryThumbnailPath(image: Pick<LibraryImage, 'hash' | 'width'>): string {
  return `${MEDIA_PATH_PREFIX}${mediaFileName(image.hash, Math.min(MEDIA_WIDTHS[0], image.width), 'webp')}`;
}

/**
 * The address to show an image field's value small (an admin list's 40 px avatar or logo): the
 * smallest stored file of a library image rather than its largest fallback; any other address
 * as it is.
 */
export function thumbnailUrl(url: string): string {
  const library = parseLibraryImageUrl(url);
  return library ? libraryThumbnailPath(library) : url;
}
