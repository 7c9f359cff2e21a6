/**
 * Issue 48's visual check: `/` and `/ar` side by side at 390 and 1280 px, full page, in Debian's
 * Chromium against a production server of this checkout's build (`npm run build` first), written
 * to docs/screenshots/rtl-{width}.png (English on the left, Arabic on the right). It also says, per
 * page, whether anything makes the page wider than the window (horizontal scrolling) and which
 * visible elements stick out, so "no element overflows" is measured, not only looked at.
 *
 *   npx tsx scripts/rtl-screenshots.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { startApp } from '../tests/support/app-process';

const WIDTHS = [390, 1280] as const;
const PAGES = ['/', '/ar'] as const;
const OUT_DIR = path.resolve('docs/screenshots');
/** Each composed file is kept under this (a palette PNG; scaled down when still larger). */
const MAX_BYTES = 600 * 1024;
const GAP = 24;

/** Scrolls to the end and back so lazy images load, then waits for the fonts. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  await page.waitForLoadState('networkidle');
}

/** Whether the page scrolls sideways, and the visible elements outside the window not clipped by an ancestor. */
async function overflow(page: Page): Promise<{ scrollWidth: number; width: number; outside: string[] }> {
  // No named functions inside: tsx would wrap them in a helper the page does not have (__name).
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      // A 1 px box is a visually hidden element (an announcer kept off screen on purpose).
      if (box.width <= 1 || box.height <= 1 || element.closest('.sr-only, [hidden], dialog:not([open])')) continue;
      if (box.right <= width + 1 && box.left >= -1) continue;
      let clipped = false;
      for (let parent = element.parentElement; parent && parent !== document.body && !clipped; parent = parent.parentElement) {
        clipped = getComputedStyle(parent).overflowX !== 'visible';
      }
      if (!clipped) {
        outside.push(`<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${Math.round(box.left)}–${Math.round(box.right)}`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, outside: outside.slice(0, 10) };
  });
}

async function sideBySide(shots: readonly Buffer[], file: string): Promise<number> {
  const metas = await Promise.all(shots.map((shot) => sharp(shot).metadata()));
  const width = metas.reduce((sum, meta) => sum + meta.width, 0) + GAP * (shots.length - 1);
  const height = Math.max(...metas.map((meta) => meta.height));
  let left = 0;
  const composed = await sharp({ create: { width, height, channels: 3, background: '#94a3b8' } })
    .composite(
      shots.map((shot, index) => {
        const placed = { input: shot, left, top: 0 };
        left += metas[index]!.width + GAP;
        return placed;
      }),
    )
    .png()
    .toBuffer();
  for (let scale = 1; ; scale *= 0.85) {
    const png = await sharp(composed)
      .resize(Math.round(width * scale))
      .png({ palette: true, quality: 80, compressionLevel: 9, effort: 10 })
      .toBuffer();
    if (png.length <= MAX_BYTES || scale < 0.3) {
      fs.writeFileSync(file, png);
      return scale;
    }
  }
}

async function main() {
  const app = await startApp();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    fs.mkdirSync(OUT_DIR, { recursive: true });
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
      const shots: Buffer[] = [];
      for (const pathname of PAGES) {
        const page = await context.newPage();
        await page.goto(`${app.url}${pathname}`, { waitUntil: 'load' });
        await settle(page);
        const found = await overflow(page);
        const verdict = found.scrollWidth > found.width ? `scrolls sideways (${found.scrollWidth} > ${found.width} px)` : 'no sideways scroll';
        console.log(`${width} px ${pathname}: ${verdict}; elements outside the window: ${found.outside.length === 0 ? 'none' : `\n  ${found.outside.join('\n  ')}`}`);
        shots.push(await page.screenshot({ fullPage: true }));
        await page.close();
      }
      const file = path.join(OUT_DIR, `rtl-${width}.png`);
      const scale = await sideBySide(shots, file);
      console.log(`wrote ${path.relative(process.cwd(), file)} (${Math.round(fs.statSync(file).size / 1024)} KB${scale < 1 ? `, scaled to ${Math.round(scale * 100)} %` : ''})`);
      await context.close();
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
