/**
 * Share images (issue 19; domain/share-image.ts names them). A request names a page by its path;
 * the page is resolved here — a public page from its SEO title, a published article or an active
 * partner from the database, any other public path (a job page, say) from a resolver registered
 * with `registerShareImageSource`, anything else the brand's card — so the address cannot make
 * the server draw arbitrary text. The image is the page's own picture cropped (article) or fitted
 * (partner logo) to 1200×630 and converted by sharp, or a card drawn by satori and rasterised by
 * resvg — both in the image worker (media/share-image-drawing.server.ts), so the server never
 * loads them. Results are kept in process by content version (bounded). A picture is read from
 * the media library or the site's public files only, never fetched (see readPicture).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { brandTitle, company } from '~/content/company';
import { PAGE_DEFINITIONS, PAGE_KEYS, type PageKey } from '~/domain/page-blocks/page-definitions';
import { DEFAULT_LOCALE, LOCALE_CODES, localeOfPath, localizedPath, type Locale } from '~/domain/locales';
import { fullPageTitle } from '~/domain/seo';
import { loadLivePage } from '~/server/entities/site-pages.server';
import { shareImageType, shareImageVersion, type ShareImageSource } from '~/domain/share-image';
import { BRAND_LOGO_PATH } from '~/domain/structured-data';
import { getLibraryImageBytes } from '~/server/entities/media.server';
import { getPublishedArticleBySlug } from '~/server/entities/news.server';
import { getActivePartnerBySlug } from '~/server/entities/partners.server';
import { drawShareImageInWorker } from '~/server/media/image-worker-pool.server';
import type { ShareImageFit } from '~/server/media/share-image-drawing.server';
import { log } from '~/server/platform/log.server';
import { hasArabicLetters } from '~/domain/text-direction';
import { woffToSfnt } from '~/server/media/woff.server';

/** The public pages without a parameter, by path: their share card shows this title. */
/** The pages made of blocks, by address (issue 44): their share card is their live search fields. */
/** Issue 48: in every language, by the page's address in it ('/ar/الوظائف' → careers in Arabic). */
const PAGE_BY_PATH: ReadonlyMap<string, { key: PageKey; locale: Locale }> = new Map(
  LOCALE_CODES.flatMap((locale) => PAGE_KEYS.map((key) => [localizedPath(locale, PAGE_DEFINITIONS[key].path), { key, locale }] as const)),
);

/**
 * A page's card: its live title and, when staff chose one, its share image (what its meta names);
 * a page not published in that language gets the English page's card.
 */
async function pageCard(key: PageKey, locale: Locale = DEFAULT_LOCALE): Promise<ResolvedShareImage> {
  const { seo } = ((await loadLivePage(key, locale)) ?? (await loadLivePage(key))).document;
  return { title: fullPageTitle(seo.title), ...(seo.image ? { picture: seo.image } : {}), fit: 'cover' };
}

export interface ResolvedShareImage extends ShareImageSource {
  /** How a picture fills the frame: cropped (a photograph) or fitted on white (a logo). */
  fit: ShareImageFit;
}

type Resolver = (path: string) => Promise<ShareImageSource | undefined>;
const resolvers: Resolver[] = [];

/**
 * Lets another page with a parameter (a job at /careers/{id}, say) name its share image: the
 * resolver answers the page's full title (as its meta passes to pageMeta) and its picture, or
 * undefined when the path is not one of its pages.
 */
export function registerShareImageSource(resolver: Resolver): void {
  resolvers.push(resolver);
}

/** What the page at `pagePath` shows in a share preview; the brand's card for an unknown path. */
export async function resolveShareImage(pagePath: string): Promise<ResolvedShareImage> {
  const page = PAGE_BY_PATH.get(pagePath);
  if (page) return pageCard(page.key, page.locale);
  const locale = localeOfPath(pagePath);
  const articlePrefix = `${localizedPath(locale, '/news-insights')}/`;
  if (pagePath.startsWith(articlePrefix) && !pagePath.slice(articlePrefix.length).includes('/')) {
    const found = await getPublishedArticleBySlug(pagePath.slice(articlePrefix.length), locale);
    if (found) return { title: fullPageTitle(brandTitle(found.title)), picture: found.featured_image ?? undefined, fit: 'cover' };
  }
  const partnerPrefix = `${localizedPath(locale, '/partners')}/`;
  if (pagePath.startsWith(partnerPrefix) && !pagePath.slice(partnerPrefix.length).includes('/')) {
    const found = await getActivePartnerBySlug(pagePath.slice(partnerPrefix.length), locale);
    if (found) return { title: fullPageTitle(brandTitle(found.name)), picture: found.logo_url, fit: 'contain' };
  }
  for (const resolver of resolvers) {
    const source = await resolver(pagePath);
    if (source) return { ...source, fit: 'cover' };
  }
  return pageCard('home', locale);
}

export interface ShareImage {
  body: Buffer;
  type: 'image/jpeg' | 'image/png';
  version: string;
}

const MAX_CACHED = 200;
const cache = new Map<string, Promise<ShareImage>>();

/** The image for a resolved page, drawn once per content version (concurrent requests share it). */
export function shareImageFor(source: ResolvedShareImage): Promise<ShareImage> {
  const version = shareImageVersion(source);
  const key = `${source.fit}:${version}`;
  let image = cache.get(key);
  if (!image) {
    image = drawShareImage(source, version);
    image.catch(() => cache.delete(key));
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(key, image);
  }
  return image;
}

async function drawShareImage(source: ResolvedShareImage, version: string): Promise<ShareImage> {
  if (source.picture) {
    try {
      const picture = await readPicture(source.picture);
      if (picture) return { body: await drawShareImageInWorker({ kind: 'sharePicture', picture, fit: source.fit }), type: 'image/jpeg', version };
    } catch (error) {
      // An unreadable picture: the card stands in (same address, so nothing to invalidate).
      log.warn({ err: error }, 'share image: picture could not be converted, drawing the card');
    }
  }
  return { body: await drawCard(source.title), type: shareImageType({ title: source.title }), version };
}

// ── Pictures ──────────────────────────────────────────────────────────────────────────────────

/** The public files: public/ in a checkout, the client build as a fallback. */
function publicRoots(): string[] {
  return [path.resolve(process.cwd(), 'public'), path.resolve(process.cwd(), process.env.BUILD_DIR ?? 'build', 'client')];
}

/**
 * A picture's bytes: a media library image from the database; another path on this site from the
 * public files (never outside them). Undefined for anything else — the card stands in.
 *
 * Nothing is fetched over the network (issue 40, finding 10): the address is set by an editor and
 * the drawing is triggered by anyone, so a fetch let the site be made to request any address it
 * can reach (the probe had it request http://127.0.0.1:3999/…, following redirects). The pictures
 * editors choose come from the media library or the site's own files (seed data, uploads); an
 * external picture still shows on the page, only its share preview is the brand's card. No
 * outbound-fetch policy to keep right (DNS, private ranges, redirects, rebinding) is needed.
 */
async function readPicture(address: string): Promise<Buffer | undefined> {
  // A media library image (issue 17) — by its address on any host, or its id — from the database.
  const library = await getLibraryImageBytes(address);
  if (library) return Buffer.from(library.bytes);
  if (!address.startsWith('/') || address.startsWith('//')) return undefined;
  const relative = decodeURIComponent(address.split(/[?#]/)[0]!).replace(/^\/+/, '');
  for (const root of publicRoots()) {
    const file = path.resolve(root, relative);
    if (!file.startsWith(root + path.sep)) return undefined;
    try {
      return await fs.readFile(file);
    } catch {
      // Not in this root; try the next.
    }
  }
  return undefined;
}

// ── The card ──────────────────────────────────────────────────────────────────────────────────

let cardAssets: Promise<{ font: Buffer; logoDataUrl: string }> | undefined;
let arabicFont: Promise<Buffer> | undefined;

/**
 * The Arabic typeface for a card with an Arabic headline (issue 48): IBM Plex Sans Arabic Bold, the
 * site's own (ADR 420), from its package's WOFF unwrapped into the SFNT resvg reads. Read once, on
 * the first Arabic card.
 */
function loadArabicFont(): Promise<Buffer> {
  arabicFont ??= fs
    .readFile(path.resolve(process.cwd(), 'node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff'))
    .then(woffToSfnt);
  arabicFont.catch(() => (arabicFont = undefined));
  return arabicFont;
}

function loadCardAssets() {
  cardAssets ??= (async () => {
    const font = await fs.readFile(path.resolve(process.cwd(), 'assets/fonts/LiberationSans-Bold.ttf'));
    const logo = await readPicture(BRAND_LOGO_PATH);
    if (!logo) throw new Error(`the brand logo ${BRAND_LOGO_PATH} is missing`);
    return { font, logoDataUrl: `data:image/png;base64,${logo.toString('base64')}` };
  })();
  cardAssets.catch(() => (cardAssets = undefined));
  return cardAssets;
}

/** The title without the firm's name (the card shows the name beside the logo already). */
function cardHeadline(title: string): string {
  const suffix = ` | ${company.name}`;
  const prefix = `${company.name} | `;
  if (title.endsWith(suffix)) return title.slice(0, -suffix.length);
  if (title.startsWith(prefix)) return title.slice(prefix.length);
  return title;
}

/** A 1200×630 PNG: the brand's logo and name, the page's title, the site's address; brand colours. */
async function drawCard(title: string): Promise<Buffer> {
  const { font, logoDataUrl } = await loadCardAssets();
  const headline = cardHeadline(title);
  return drawShareImageInWorker({
    kind: 'shareCard',
    card: {
      headline,
      companyName: company.name,
      host: new URL(company.siteUrl).host,
      font,
      logoDataUrl,
      ...(hasArabicLetters(headline) ? { arabicFont: await loadArabicFont() } : {}),
    },
  });
}
