/**
 * Share images (issue 19): every public page's og:image / twitter:image is a 1200×630 raster made
 * on the server — the page's own picture (an article's featured image, a partner's logo) cropped
 * and converted, or else a card with the page's title and the brand. The address names the page
 * and carries a version derived from what the image shows, so the image can be cached forever
 * (`immutable`) and a changed title or picture gets a new address. Pure: runs in the browser too.
 */

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
/** Bumped when the card's design changes, so every cached card is replaced. */
export const SHARE_CARD_DESIGN = 1;
export const SHARE_IMAGE_PREFIX = '/og';

/** What a share image shows: the page's full title and, optionally, its own picture. */
export interface ShareImageSource {
  title: string;
  /** A path on this site or an http(s) URL; absent: a generated card. */
  picture?: string;
}

/**
 * The version in a share image's address: changes whenever the image would look different. A
 * 32-bit string hash in base 36 — short, the same in the browser and on the server, and small in
 * the page's JavaScript (every public page carries it; a collision only keeps an old card cached).
 */
export function shareImageVersion(source: ShareImageSource): string {
  let hash = SHARE_CARD_DESIGN;
  for (const character of `${source.title}\n${source.picture ?? ''}`) hash = (Math.imul(hash, 31) + character.charCodeAt(0)) | 0;
  return (hash >>> 0).toString(36);
}

/** A picture is a JPEG (photographs stay small); a card is a PNG (flat colour and text stay sharp). */
export function shareImageType(source: ShareImageSource): 'image/jpeg' | 'image/png' {
  return source.picture ? 'image/jpeg' : 'image/png';
}

/** '/about-us' → '/og/about-us.png?v=…'; '/' → '/og/index.png?v=…'. */
export function shareImagePath(pagePath: string, source: ShareImageSource): string {
  return `${SHARE_IMAGE_PREFIX}${pagePath === '/' ? '/index' : pagePath}.${source.picture ? 'jpg' : 'png'}?v=${shareImageVersion(source)}`;
}

/** The page path a share image's splat names ('about-us.png' → '/about-us'), or undefined. */
export function pagePathOfShareImage(splat: string): string | undefined {
  const match = /^(.+)\.(png|jpg)$/.exec(splat);
  if (!match) return undefined;
  const name = match[1]!;
  return name === 'index' ? '/' : `/${name}`;
}
