/**
 * axe-core (WCAG 2.0/2.1 A and AA rules) on every public page at desktop and phone widths: no
 * serious or critical violation. Pages are checked after hydration, with the dropdown and the
 * mobile menu open as well. In the back office, an article's view and edit screens at phone
 * width, where the Markdown preview's tables are wider than the screen (issue 42).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, hydrated, test, type Page } from './fixtures';

// Each check only reads a page (and signs staff in on its worker's own server), so the checks are
// spread over all workers instead of running one after another in one.
test.describe.configure({ mode: 'parallel' });

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
  // An article with a table wider than a phone screen (issue 42).
  '/news-insights/ai-governance-that-ships-a-90-day-operating-model',
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

test.describe('back office, phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.describe.configure({ timeout: 90_000 });

  // A seeded article whose content has a four-column table: at 390 px it scrolls sideways.
  const withTable = 'AI Governance That Ships';
  const screens = [
    { name: 'view', path: (id: string) => `/admin/news/${id}` },
    { name: 'edit', path: (id: string) => `/admin/news/edit/${id}` },
  ];

  for (const screen of screens) {
    test(`an article's ${screen.name} screen has no serious or critical axe violations`, async ({ staffPage: page }) => {
      await page.goto('/admin/news');
      const href = await page.getByTestId('article-row').filter({ hasText: withTable }).getByRole('link', { name: /^Edit / }).getAttribute('href');
      await page.goto(screen.path(href!.split('/').pop()!));
      await hydrated(page);
      await expect(page.getByTestId('content-preview').getByRole('table')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
