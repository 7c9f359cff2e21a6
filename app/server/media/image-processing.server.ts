/**
 * An uploaded image checked and processed with sharp (issue 17, ADR 090). The checks run in order
 * and each refusal names the file; nothing here touches the database.
 *
 * 1. size (10 MB), 2. type by the bytes (file-type; SVG recognised and refused on its own, since it
 * can carry script), 3. pixel count from the header before decoding (a decompression bomb is refused
 * without being expanded; sharp's limitInputPixels holds the same limit while decoding), 4. a full
 * decode (a corrupt or truncated file fails here).
 *
 * Processing: auto-rotated from the EXIF orientation, then every file is encoded from the pixels
 * alone — sharp writes no metadata unless asked, so EXIF, GPS, XMP and ICC are gone — at each width
 * of MEDIA_WIDTHS up to the image's own (never enlarged), as AVIF, WebP and a JPEG fallback (PNG for
 * images with transparency). A GIF becomes a still of its first frame.
 */
import crypto from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import {
  heightAt,
  MEDIA_HASH_LENGTH,
  MEDIA_LIMITS,
  MEDIA_MAX_WIDTH,
  mediaFileName,
  mediaWidths,
  type MediaFallbackFormat,
  type MediaFormat,
} from '~/domain/media';
import { detectFileType } from '~/server/platform/file-types.server';

// One image at a time is processed from already-decoded pixels: libvips' operation cache would only
// hold memory, and one thread per encode keeps a burst of uploads from starving page renders.
sharp.cache(false);
sharp.concurrency(1);

const ACCEPTED_TYPES = new Set(['jpg', 'png', 'webp', 'avif', 'gif']);

export type ImageRefusal = 'too_large' | 'svg' | 'not_an_image' | 'too_many_pixels' | 'corrupt';

export interface ProcessedFile {
  name: string;
  width: number;
  height: number;
  format: MediaFormat;
  bytes: Uint8Array;
}

export interface ProcessedImage {
  hash: string;
  /** The uploaded file's size in bytes. */
  originalBytes: number;
  width: number;
  height: number;
  fallback: MediaFallbackFormat;
  files: ProcessedFile[];
}

export type ProcessResult = { ok: true; image: ProcessedImage } | { ok: false; reason: ImageRefusal };

/** The content hash an image is named by: the first 128 bits of SHA-256 of the uploaded bytes. */
export function contentHash(bytes: Uint8Array): string {
  return crypto.createHash('sha256').update(bytes).digest('hex').slice(0, MEDIA_HASH_LENGTH);
}

/** Checks an upload and, when it passes, processes it into every stored file. */
export async function processUpload(bytes: Uint8Array): Promise<ProcessResult> {
  const refusal = await checkUpload(bytes);
  if (refusal) return { ok: false, reason: refusal };
  try {
    return { ok: true, image: await processImage(bytes) };
  } catch {
    // The header was readable but the pixels are not (truncated or damaged data).
    return { ok: false, reason: 'corrupt' };
  }
}

/** Why an upload is refused before processing, or undefined when it may be processed. */
export async function checkUpload(bytes: Uint8Array): Promise<ImageRefusal | undefined> {
  if (bytes.length > MEDIA_LIMITS.fileBytes) return 'too_large';
  if (looksLikeSvg(bytes)) return 'svg';
  const type = await detectFileType(bytes);
  if (!type || !ACCEPTED_TYPES.has(type.ext)) return 'not_an_image';
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    return 'corrupt';
  }
  if (!width || !height) return 'corrupt';
  if (width * height > MEDIA_LIMITS.inputPixels) return 'too_many_pixels';
  return undefined;
}

/** SVG is XML text, which file-type does not name: look for the root element near the start. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 4096)).toString('utf8').replace(/^\uFEFF/, '').trimStart().toLowerCase();
  if (!head.startsWith('<')) return false;
  return /<svg[\s/>]/.test(head) || head.startsWith('<?xml') || head.startsWith('<!doctype svg');
}

async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  // Decode once (first frame, auto-rotated, at most MEDIA_MAX_WIDTH wide); every file is encoded
  // from these pixels.
  let { data, info } = await sharp(bytes, { limitInputPixels: MEDIA_LIMITS.inputPixels, failOn: 'error', animated: false })
    .rotate()
    .resize({ width: MEDIA_MAX_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // An alpha channel that is fully opaque (GIFs and many PNGs carry one) is dropped: JPEG fallback.
  if (info.channels === 2 || info.channels === 4) {
    const raw = { width: info.width, height: info.height, channels: info.channels };
    if ((await sharp(data, { raw }).stats()).isOpaque) {
      ({ data, info } = await sharp(data, { raw }).removeAlpha().raw().toBuffer({ resolveWithObject: true }));
    }
  }
  const channels = info.channels as 1 | 2 | 3 | 4;
  const hasAlpha = channels === 4 || channels === 2;
  const fallback: MediaFallbackFormat = hasAlpha ? 'png' : 'jpg';
  const hash = contentHash(bytes);
  const size = { width: info.width, height: info.height };
  const files: ProcessedFile[] = [];
  // Largest width first, each from the decoded pixels: the AVIF encoder's biggest buffers are
  // allocated once, at the start, and the smaller widths reuse that freed memory instead of growing
  // the heap around their own allocations (one photo in a fresh process: peak 141 → 128 MB).
  for (const width of mediaWidths(info.width).reverse()) {
    const height = heightAt(size, width);
    let resized = sharp(data, { raw: { width: info.width, height: info.height, channels } });
    if (width !== info.width) resized = sharp(await resized.resize({ width, height, fit: 'fill' }).raw().toBuffer(), { raw: { width, height, channels } });
    for (const format of ['avif', 'webp', fallback] as const) {
      const encoded = await encode(resized.clone(), format);
      files.push({ name: mediaFileName(hash, width, format), width, height, format, bytes: new Uint8Array(encoded) });
    }
  }
  // Smallest first, as the library stores and lists them.
  files.sort((a, b) => a.width - b.width);
  return { hash, originalBytes: bytes.length, width: info.width, height: info.height, fallback, files };
}

/**
 * Encoder settings chosen for upload time and the worker's memory (ADR 090): AVIF effort 0 and WebP
 * effort 1 cost a few percent in size against their defaults and a third of the time (AVIF effort 2
 * takes 2.5× as long for 2 % smaller files on a photo; 4 takes 40×); AVIF with 4:2:0 chroma, as WebP
 * and the JPEG fallback already have, instead of sharp's default 4:4:4: the encoder's peak memory
 * drops by ~35 MB, it runs ~30 % faster and the files are a little smaller; mozjpeg's trellis search
 * would quadruple the JPEG time for ~10 %.
 */
function encode(image: Sharp, format: MediaFormat): Promise<Buffer> {
  switch (format) {
    case 'avif':
      return image.avif({ quality: 55, effort: 0, chromaSubsampling: '4:2:0' }).toBuffer();
    case 'webp':
      return image.webp({ quality: 78, effort: 1 }).toBuffer();
    case 'jpg':
      return image.jpeg({ quality: 80, progressive: true }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 8 }).toBuffer();
  }
}
