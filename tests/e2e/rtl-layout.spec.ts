/**
 * The layout mirrors under dir="rtl" (ADR 410, issue 48's first slice): with the same English
 * pages and only `dir` switched on <html>, what sits at the inline start moves to the right, the
 * arrows that point the reading direction turn round, the rest (the logo) does not, nothing
 * overflows sideways, and axe stays clean. Arabic pages will set `dir` themselves; until then the
 * test sets it in the browser, after hydration.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, hydrated, test, type Locator, type Page } from './fixtures';

const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

async function toRtl(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.dir = 'rtl';
  });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
}

/** The computed `scale` of an element: 'none' unmirrored, '-1 1' mirrored (rtl:-scale-x-100). */
function scale(locator: Locator): Promise<string> {
  return locator.evaluate((element) => getComputedStyle(element).scale);
}

/** How far the page scrolls sideways beyond its width (0: nothing overflows). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((violation) => violation.id);
}

for (const viewport of widths) {
  test.describe(`${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.describe.configure({ timeout: 90_000 });

    test('the home page: header and hero mirror, the logo does not', async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      const header = page.getByRole('banner');
      const logo = header.getByRole('link', { name: 'Corvane Digital' });
      const heroCta = page.getByRole('main').getByRole('link').filter({ has: page.locator('svg') }).first();
      const heroArrow = heroCta.locator('svg');
      const ltrLogo = await box(logo);
      const ltrCta = await box(heroCta);
      const ltrArrow = await box(heroArrow);
      await expect.poll(() => scale(heroArrow)).toBe('none');
      expect(ltrArrow.x).toBeGreaterThan(ltrCta.x + ltrCta.width / 2);

      await toRtl(page);
      // The logo keeps its inline-start gap, now from the right edge.
      const rtlLogo = await box(logo);
      const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
      expect(Math.abs(pageWidth - (rtlLogo.x + rtlLogo.width) - ltrLogo.x)).toBeLessThanOrEqual(1);
      await expect.poll(() => scale(logo.locator('svg'))).toBe('none');
      // The call to action's arrow follows its words on the left and points left.
      const rtlCta = await box(heroCta);
      const rtlArrow = await box(heroArrow);
      expect(rtlArrow.x + rtlArrow.width).toBeLessThan(rtlCta.x + rtlCta.width / 2);
      await expect.poll(() => scale(heroArrow)).toBe('-1 1');
      // The logo strip slides the other way.
      await expect(page.locator('.marquee-track').first()).toHaveCSS('animation-name', 'marquee-scroll-rtl');
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("an article: the quote's border and the back arrow mirror", async ({ page }) => {
      await page.goto('/news-insights/ai-governance-that-ships-a-90-day-operating-model');
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      const quote = page.getByRole('main').locator('blockquote').first();
      const back = page.getByRole('main').getByRole('link', { name: 'Back to News & Insights' }).first();
      const backArrow = back.locator('span[aria-hidden="true"]');
      await expect(quote).toHaveCSS('border-left-width', '4px');
      await expect(quote).toHaveCSS('border-right-width', '0px');

      await toRtl(page);
      await expect(quote).toHaveCSS('border-left-width', '0px');
      await expect(quote).toHaveCSS('border-right-width', '4px');
      const text = await box(quote.locator('..'));
      const rtlQuote = await box(quote);
      const words = await box(quote.locator('p').first());
      // The quote's words are indented from the text's right edge, where its border now is.
      expect(Math.abs(rtlQuote.x + rtlQuote.width - (text.x + text.width))).toBeLessThanOrEqual(1);
      expect(words.x + words.width).toBeLessThanOrEqual(rtlQuote.x + rtlQuote.width - 16);
      await expect.poll(() => scale(backArrow)).toBe('-1 1');
      // The arrow leads the link at its right end; its space is on its left, towards the words.
      const arrowBox = await box(backArrow);
      const backBox = await box(back);
      expect(Math.abs(arrowBox.x + arrowBox.width - (backBox.x + backBox.width))).toBeLessThanOrEqual(1);
      await expect(backArrow).toHaveCSS('direction', 'ltr');
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('a carousel: its controls mirror, the chevrons turn, ArrowLeft goes forward', async ({ page }) => {
      // No auto-play (it is off under reduced motion), so only the keys move the slides.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/digital-experience');
      await hydrated(page);
      const carousel = page.locator('[aria-roledescription="carousel"]').first();
      const previous = carousel.getByRole('button', { name: 'Previous success story' });
      const next = carousel.getByRole('button', { name: 'Next success story' });
      await expect(next).toBeVisible();
      // The controls wrap onto two lines on a phone: each is compared with its own line's edges.
      const controls = previous.locator('..');
      const ltrControls = await box(controls);
      const ltrPrevious = await box(previous);
      const ltrNext = await box(next);
      await expect.poll(() => scale(previous.locator('svg'))).toBe('none');

      await toRtl(page);
      const rtlControls = await box(controls);
      const rtlPrevious = await box(previous);
      const rtlNext = await box(next);
      // Each button's gap from the right edge is what its gap from the left edge was.
      expect(Math.abs(rtlControls.x + rtlControls.width - (rtlPrevious.x + rtlPrevious.width) - (ltrPrevious.x - ltrControls.x))).toBeLessThanOrEqual(1);
      expect(Math.abs(rtlControls.x + rtlControls.width - (rtlNext.x + rtlNext.width) - (ltrNext.x - ltrControls.x))).toBeLessThanOrEqual(1);
      expect(Math.round(rtlPrevious.y)).toBe(Math.round(ltrPrevious.y));
      await expect.poll(() => scale(previous.locator('svg'))).toBe('-1 1');
      await expect.poll(() => scale(next.locator('svg'))).toBe('-1 1');
      const slides = carousel.locator('[aria-roledescription="slide"]');
      await expect(slides.first()).toBeVisible();
      await next.focus();
      await page.keyboard.press('ArrowLeft');
      await expect(slides.nth(1)).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(slides.first()).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
