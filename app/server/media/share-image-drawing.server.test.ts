/**
 * The Arabic share card (issue 48, ADR 420 point 9), drawn here directly (the worker only calls
 * drawShareCard). What it relies on in resvg — shaping Arabic from the font's tables and reading
 * `text-anchor` physically in right-to-left text — is checked, so an upgrade that changes either
 * fails here, and the PNG is decoded to see the text where a reader expects it.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawShareCard, headlineRuns, layOutHeadline, type ShareCard } from './share-image-drawing.server';
import { woffToSfnt } from './woff.server';

const arabicFont = woffToSfnt(fs.readFileSync(path.resolve('node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff')));
const latinFont = fs.readFileSync(path.resolve('assets/fonts/LiberationSans-Bold.ttf'));
// A white square stands in for the logo.
const logo = `data:image/png;base64,${(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } }).png().toBuffer()).toString('base64')}`;

function card(headline: string): ShareCard {
  return { headline, companyName: 'Corvane Digital', host: 'corvane.example', font: latinFont, logoDataUrl: logo, arabicFont };
}

/** The columns and rows of a PNG's region where text is drawn (pixels much lighter than the dark-blue background). */
async function inkBounds(png: Buffer, region: { top: number; bottom: number; left?: number; right?: number }) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let minX = Infinity;
  let maxX = -Infinity;
  for (let y = region.top; y < region.bottom; y++) {
    for (let x = region.left ?? 0; x < (region.right ?? info.width); x++) {
      const at = (y * info.width + x) * info.channels;
      if (data[at]! > 200 && data[at + 1]! > 200 && data[at + 2]! > 200) {
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
      }
    }
  }
  return { minX, maxX, width: info.width, height: info.height };
}

describe('the Arabic share card', () => {
  it('unwraps the self-hosted WOFF into a font file (SFNT) with the typeface’s tables', () => {
    expect(arabicFont.readUInt32BE(0)).toBe(0x00010000);
    const tables = Array.from({ length: arabicFont.readUInt16BE(4) }, (_, index) => arabicFont.toString('latin1', 12 + index * 16, 16 + index * 16));
    expect(tables).toEqual(expect.arrayContaining(['GSUB', 'cmap', 'glyf', 'name']));
    expect(() => woffToSfnt(Buffer.from('wOFF-but-short'))).toThrow('not a WOFF 1.0 font');
  });

  it('sets a short Arabic headline right to left at the right margin, with the logo at the top right', async () => {
    const png = await drawShareCard(card('وظائف في دبي 2026'));
    const headline = await inkBounds(png, { top: 184, bottom: 520 });
    expect([headline.width, headline.height]).toEqual([1200, 630]);
    // Its right end at the right margin (x = 1128), its start well past the middle.
    expect(headline.maxX).toBeGreaterThan(1110);
    expect(headline.maxX).toBeLessThanOrEqual(1130);
    expect(headline.minX).toBeGreaterThan(450);
    const logoArea = await inkBounds(png, { top: 64, bottom: 152, left: 1000 });
    expect(logoArea.maxX).toBeGreaterThan(1120);
    // Nothing at the top left, where the English card has its logo.
    const topLeft = await inkBounds(png, { top: 64, bottom: 152, right: 400 });
    expect(topLeft.minX).toBe(Infinity);
  });

  it('shapes the letters (joined forms are narrower than the same letters kept apart) — what resvg must keep doing', async () => {
    const { Resvg } = await import('@resvg/resvg-js');
    const fontDir = fs.mkdtempSync(path.join((await import('node:os')).tmpdir(), 'card-font-'));
    const file = path.join(fontDir, 'arabic.ttf');
    fs.writeFileSync(file, arabicFont);
    const width = (text: string) =>
      new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="200"><text x="700" y="120" direction="rtl" text-anchor="end" font-family="IBM Plex Sans Arabic" font-size="72">${text}</text></svg>`, {
        font: { loadSystemFonts: false, fontFiles: [file], defaultFontFamily: 'IBM Plex Sans Arabic' },
      }).getBBox()?.width ?? 0;
    const joined = width('مستشارون');
    const apart = width([...'مستشارون'].join('\u200c'));
    expect(joined).toBeGreaterThan(0);
    expect(joined).toBeLessThan(apart * 0.95);
    fs.rmSync(fontDir, { recursive: true, force: true });
  });

  it('breaks a long headline into lines that fit, smaller when needed, and ends what cannot fit with "…"', () => {
    const perLetter = (text: string, size: number) => text.length * size * 0.5;
    expect(layOutHeadline('وظائف في دبي', perLetter)).toEqual({ size: 72, lines: ['وظائف في دبي'] });
    const long = Array.from({ length: 9 }, () => 'التحول الرقمي').join(' ');
    const laidOut = layOutHeadline(long, perLetter);
    expect(laidOut.size).toBe(60);
    for (const line of laidOut.lines) expect(perLetter(line, laidOut.size)).toBeLessThanOrEqual(1056);
    const tooLong = layOutHeadline(Array.from({ length: 60 }, () => 'التحول الرقمي').join(' '), perLetter);
    expect(tooLong.size).toBe(48);
    expect(tooLong.lines.at(-1)?.endsWith('…')).toBe(true);
  });

  it('keeps the English card for a headline without Arabic letters', async () => {
    const png = await drawShareCard(card('Careers at Corvane'));
    const topLeft = await inkBounds(png, { top: 64, bottom: 152, right: 400 });
    expect(topLeft.minX).toBeLessThan(200);
  });
});

describe('a right-to-left headline line in runs (simplified bidi)', () => {
  it('keeps Arabic phrases, Latin names and numbers whole, in reading order, with the full stop after its word', () => {
    expect(headlineRuns('صمّمها جيدًا. وظّف Corvane Digital — في دبي 2026')).toEqual([
      { text: 'صمّمها جيدًا', arabic: true, spaceBefore: false },
      { text: '.', arabic: false, spaceBefore: false },
      { text: 'وظّف', arabic: true, spaceBefore: true },
      { text: 'Corvane Digital', arabic: false, spaceBefore: true },
      { text: '—', arabic: false, spaceBefore: true },
      { text: 'في دبي', arabic: true, spaceBefore: true },
      { text: '2026', arabic: false, spaceBefore: true },
    ]);
  });
});
