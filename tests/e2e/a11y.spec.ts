/**
 * axe-core (WCAG 2.0/2.1 A and AA rules) on every public page at desktop and phone widths: no
 * serious or critical violation. Pages are checked after hydration, with the dropdown and the
 * mobile menu open as well.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';

const pages = [
  '/',
  '/what-we-do',
  '/digital-experience',
  '/generative-ai',
  '/security-services',
  '/industries',
  '/about-us',
  '/contact-us',
  '/terms',
  '/privacy',
  '/careers',
  '/portfolio',
  '/partners',
  '/news-insights',
  '/no-such-page',
];

const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

for (const viewport of widths) {
  test.describe(`${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // axe on a long page (two marquees, dozens of logos) takes several seconds on a busy machine.
    test.describe.configure({ timeout: 90_000 });

    for (const path of pages) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('the open navigation has no serious or critical axe violations', async ({ page }) => {
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      if (viewport.width >= 1280) {
        await page.getByRole('button', { name: 'What we do' }).click();
      } else {
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
      }
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
