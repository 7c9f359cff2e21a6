/**
 * The drawing half of share images (issue 19; the page half is pages/share-image.server.ts): a
 * picture fitted to 1200×630 by sharp, or the brand's card laid out by satori and rasterised by
 * resvg. It runs in the image worker (image-worker.ts), never in the server: sharp, satori and
 * resvg together hold ~45 MB resident once loaded, which a small host should pay only while an
 * image is being drawn (ADR 160). satori and resvg load on the first card, so a worker
 * that only processes uploads never carries them.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement as h, type ReactNode } from 'react';
import sharp from 'sharp';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '~/domain/share-image';
import { hasArabicLetters } from '~/domain/text-direction';
import { escapeXml } from '~/domain/values';

export type ShareImageFit = 'cover' | 'contain';

/** What the card shows and the bytes it is drawn with (read by the server, sent to the worker). */
export interface ShareCard {
  headline: string;
  companyName: string;
  host: string;
  /** Liberation Sans Bold, as a TrueType file. */
  font: Uint8Array;
  logoDataUrl: string;
  /**
   * IBM Plex Sans Arabic Bold as an SFNT (issue 48): given when the headline is Arabic, which is
   * then laid out right to left by resvg itself (satori cannot: vercel/satori#74).
   */
  arabicFont?: Uint8Array;
}


/** 1200×630 JPEG: a photograph cropped to fill (centre), a logo fitted with a white margin. */
export async function convertSharePicture(picture: Uint8Array, fit: ShareImageFit): Promise<Buffer> {
  const input = sharp(picture, { limitInputPixels: 50_000_000, density: 300 });
  if (fit === 'cover') {
    return input.resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, { fit: 'cover', position: 'attention' }).flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  }
  const margin = 90;
  const logo = await input
    .resize(SHARE_IMAGE_WIDTH - 2 * margin, SHARE_IMAGE_HEIGHT - 2 * margin, { fit: 'inside', withoutEnlargement: false })
    .png()
    .toBuffer();
  return sharp({ create: { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, channels: 3, background: '#ffffff' } })
    .composite([{ input: logo, gravity: 'centre' }])
    .jpeg({ quality: 90, mozjpeg: true })
    .toBuffer();
}

/** A 1200×630 PNG: the brand's logo and name, the page's title, the site's address; brand colours. */
export async function drawShareCard(card: ShareCard): Promise<Buffer> {
  if (card.arabicFont && hasArabicLetters(card.headline)) return drawRightToLeftCard({ ...card, arabicFont: card.arabicFont });
  const [{ default: satori }, { Resvg }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const size = card.headline.length > 90 ? 48 : card.headline.length > 50 ? 60 : 72;
  const element: ReactNode = h(
    'div',
    {
      style: {
        width: SHARE_IMAGE_WIDTH,
        height: SHARE_IMAGE_HEIGHT,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        backgroundColor: '#172554',
        backgroundImage: 'linear-gradient(135deg, #172554 0%, #1e40af 100%)',
        color: '#ffffff',
        fontFamily: 'Liberation Sans',
      },
    },
    h(
      'div',
      { style: { display: 'flex', alignItems: 'center', gap: '24px' } },
      h('img', { src: card.logoDataUrl, width: 88, height: 88, style: { borderRadius: '16px', backgroundColor: '#ffffff' } }),
      h('div', { style: { fontSize: 40, fontWeight: 700 } }, card.companyName),
    ),
    h('div', { style: { display: 'flex', flexGrow: 1, alignItems: 'center', fontSize: size, fontWeight: 700, lineHeight: 1.15, overflow: 'hidden' } }, card.headline),
    h('div', { style: { display: 'flex', fontSize: 28, color: '#d9e6ff' } }, card.host),
  );
  const svg = await satori(element, {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts: [{ name: 'Liberation Sans', data: Buffer.from(card.font.buffer, card.font.byteOffset, card.font.byteLength), weight: 700, style: 'normal' }],
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_IMAGE_WIDTH } }).render().asPng();
}

// ── The card in Arabic (issue 48, ADR 420 point 9) ───────────────────────────────────────────

const MARGIN_X = 72;
const TOP = 64;
const LOGO = 88;
const HEADLINE_TOP = 184;
const HEADLINE_BOTTOM = 520;
const HEADLINE_WIDTH = SHARE_IMAGE_WIDTH - 2 * MARGIN_X;
const LINE_HEIGHT = 1.15;

/**
 * resvg loads fonts from files only: each font's bytes are written once, under a name from their
 * hash, to a directory every worker shares (so a worker started later reuses the file).
 */
function fontFile(bytes: Uint8Array): string {
  const dir = path.join(os.tmpdir(), 'firmsite-card-fonts');
  const file = path.join(dir, `${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}.ttf`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.part`;
    fs.writeFileSync(partial, bytes);
    fs.renameSync(partial, file);
  }
  return file;
}

function svgDocument(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}">${body}</svg>`;
}

/** A stretch of a headline line drawn as one `<text>`: Arabic (shaped right to left) or not. */
interface Run {
  text: string;
  arabic: boolean;
  /** Whitespace before it in reading order (drawn as a gap, which a bounding box does not show). */
  spaceBefore: boolean;
}

/** Arabic letters, marks and punctuation, and the joiners: what the Arabic face draws. */
const ARABIC_FACE = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF\u200C\u200D]/;
const STRONG_LEFT_TO_RIGHT = /[A-Za-z0-9\u00C0-\u024F]/;

/**
 * A line in runs, in reading order, by a simplified Unicode bidi for a right-to-left line
 * (UAX #9 with one embedding level): Latin words and numbers, with the spaces and punctuation
 * between them, stay one left-to-right run; every other neutral (a full stop, a dash) follows the
 * line's direction. resvg draws each run; it does not fall back to another font for a character
 * the Arabic face lacks (digits, Latin, ASCII punctuation: checked with resvg-js 2.6.2), nor draw
 * a <tspan> in another font inside right-to-left text, so the runs are placed here, right to left.
 */
export function headlineRuns(line: string): Run[] {
  const chars = [...line];
  const strong = chars.map((char) => (ARABIC_FACE.test(char) ? 'R' : STRONG_LEFT_TO_RIGHT.test(char) ? 'L' : 'N'));
  const direction = strong.map((kind, index) => {
    if (kind !== 'N') return kind;
    const before = strong.slice(0, index).reverse().find((other) => other !== 'N');
    const after = strong.slice(index + 1).find((other) => other !== 'N');
    return before === 'L' && after === 'L' ? 'L' : 'R';
  });
  const runs: Run[] = [];
  let pendingSpace = false;
  chars.forEach((char, index) => {
    if (/\s/.test(char) && direction[index] === 'R') {
      // Between two Arabic words the space stays inside the run (one <text>, shaped as a phrase).
      const last = runs[runs.length - 1];
      const next = chars.slice(index + 1).find((other) => !/\s/.test(other));
      if (last?.arabic && !pendingSpace && next !== undefined && ARABIC_FACE.test(next)) last.text += ' ';
      else pendingSpace = true;
      return;
    }
    // Within a right-to-left stretch, the Arabic face draws Arabic; anything else (a full stop) is a run of its own in the Latin face.
    const arabic = direction[index] === 'R' && ARABIC_FACE.test(char);
    const kind = direction[index] === 'L' ? 'L' : arabic ? 'A' : 'P';
    const last = runs[runs.length - 1];
    const lastKind = last ? (last.arabic ? 'A' : STRONG_LEFT_TO_RIGHT.test(last.text) ? 'L' : 'P') : undefined;
    if (last && !pendingSpace && lastKind === kind && kind !== 'P') last.text += char;
    else runs.push({ text: char, arabic, spaceBefore: pendingSpace });
    pendingSpace = false;
  });
  return runs;
}

function runText(run: Run, x: number, size: number, baseline: number): string {
  const family = run.arabic ? 'IBM Plex Sans Arabic' : 'Liberation Sans';
  const direction = run.arabic ? ' direction="rtl"' : '';
  return `<text x="${x.toFixed(1)}" y="${baseline}"${direction} text-anchor="end" font-family="${family}" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(run.text)}</text>`;
}

/**
 * A headline line laid out right to left from the card's right margin: each run's right end at
 * the cursor, the cursor moving left by its width (and a space's where the text had one). resvg
 * reads `text-anchor` physically even in `direction="rtl"` (checked 2026-11-29: "start" ran off
 * the right edge), so "end" puts a run's right end at x; share-image-drawing.server.test.ts
 * fails if that changes.
 */
function headlineLine(line: string, size: number, baseline: number, measure: (run: Run, size: number) => number): { svg: string; width: number } {
  let cursor = SHARE_IMAGE_WIDTH - MARGIN_X;
  const parts: string[] = [];
  for (const run of headlineRuns(line)) {
    if (run.spaceBefore) cursor -= size * 0.28;
    else if (parts.length) cursor -= size * 0.04;
    parts.push(runText(run, cursor, size, baseline));
    cursor -= measure(run, size);
  }
  return { svg: parts.join(''), width: SHARE_IMAGE_WIDTH - MARGIN_X - cursor };
}

/**
 * The headline broken into lines that fit the card, at the largest of three sizes where all of it
 * fits (as the English card chooses by length); the last line ends in "…" when even the smallest
 * does not hold it. Widths are measured by resvg's own layout (getBBox: shaping, no raster).
 */
export function layOutHeadline(headline: string, measure: (text: string, size: number) => number): { size: number; lines: string[] } {
  const words = headline.split(/\s+/).filter(Boolean);
  let lines: string[] = [];
  for (const size of [72, 60, 48]) {
    const maxLines = Math.floor((HEADLINE_BOTTOM - HEADLINE_TOP) / (size * LINE_HEIGHT));
    lines = [];
    for (const word of words) {
      const candidate = lines.length ? `${lines[lines.length - 1]} ${word}` : word;
      if (lines.length && measure(candidate, size) <= HEADLINE_WIDTH) lines[lines.length - 1] = candidate;
      else lines.push(word);
    }
    if (lines.length <= maxLines) return { size, lines };
    if (size === 48) {
      const kept = lines.slice(0, maxLines);
      kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
      return { size, lines: kept };
    }
  }
  return { size: 48, lines };
}

/** The card mirrored for an Arabic headline: logo and name at the right, text right to left. */
async function drawRightToLeftCard(card: ShareCard & { arabicFont: Uint8Array }): Promise<Buffer> {
  const { Resvg } = await import('@resvg/resvg-js');
  const options = { font: { loadSystemFonts: false, fontFiles: [fontFile(card.arabicFont), fontFile(card.font)], defaultFontFamily: 'IBM Plex Sans Arabic' } };
  const runWidths = new Map<string, number>();
  const measureRun = (run: Run, size: number) => {
    const key = `${size}:${run.arabic}:${run.text}`;
    let width = runWidths.get(key);
    if (width === undefined) {
      width = new Resvg(svgDocument(runText(run, SHARE_IMAGE_WIDTH - MARGIN_X, size, 300)), options).getBBox()?.width ?? 0;
      runWidths.set(key, width);
    }
    return width;
  };
  const { size, lines } = layOutHeadline(card.headline, (text, candidateSize) => headlineLine(text, candidateSize, 300, measureRun).width);
  const lineHeight = size * LINE_HEIGHT;
  const firstBaseline = HEADLINE_TOP + (HEADLINE_BOTTOM - HEADLINE_TOP - lines.length * lineHeight) / 2 + size * 0.9;
  const logoX = SHARE_IMAGE_WIDTH - MARGIN_X - LOGO;
  const svg = svgDocument(
    [
      '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#172554"/><stop offset="1" stop-color="#1e40af"/></linearGradient>',
      `<clipPath id="logo"><rect x="${logoX}" y="${TOP}" width="${LOGO}" height="${LOGO}" rx="16"/></clipPath></defs>`,
      `<rect width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" fill="url(#bg)"/>`,
      `<rect x="${logoX}" y="${TOP}" width="${LOGO}" height="${LOGO}" rx="16" fill="#ffffff"/>`,
      `<image x="${logoX}" y="${TOP}" width="${LOGO}" height="${LOGO}" href="${escapeXml(card.logoDataUrl)}" clip-path="url(#logo)"/>`,
      `<text x="${logoX - 24}" y="${TOP + LOGO / 2 + 14}" text-anchor="end" font-family="Liberation Sans" font-size="40" font-weight="700" fill="#ffffff">${escapeXml(card.companyName)}</text>`,
      ...lines.map((line, index) => headlineLine(line, size, Math.round(firstBaseline + index * lineHeight), measureRun).svg),
      `<text x="${SHARE_IMAGE_WIDTH - MARGIN_X}" y="${SHARE_IMAGE_HEIGHT - TOP}" text-anchor="end" font-family="Liberation Sans" font-size="28" fill="#d9e6ff">${escapeXml(card.host)}</text>`,
    ].join(''),
  );
  return new Resvg(svg, { ...options, fitTo: { mode: 'width', value: SHARE_IMAGE_WIDTH } }).render().asPng();
}
