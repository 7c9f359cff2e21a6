/**
 * Live content from the database (issue 4) against the demo seed: the testimonial carousel, the
 * portfolio and news filters with and without JavaScript, partner and article pages and their
 * 404s, careers openings, the feed and the sitemap.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './fixtures';

/** Waits until React has hydrated the element (its event handlers are attached). */
async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
}

const visibleSlide = (carousel: Locator) => carousel.locator('[aria-roledescription="slide"]:visible');

test.describe('with JavaScript', () => {
  test('the home testimonial carousel wraps around at both ends and counts n of total', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const counter = carousel.getByTestId('carousel-counter');
    await expect(counter).toHaveText('1 of 7');
    await expect(visibleSlide(carousel)).toHaveAttribute('aria-label', '1 of 7');
    await expect(visibleSlide(carousel)).toContainText('Helen Carver');
    await hydrated(page, '[aria-label="Previous testimonial"]');

    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(counter).toHaveText('7 of 7');
    await expect(visibleSlide(carousel)).toContainText('Dr. Anita Sorensen');
    // The inactive testimonial never shows.
    await expect(page.getByText('Gerald Pruitt')).toHaveCount(0);

    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(counter).toHaveText('1 of 7');
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(counter).toHaveText('2 of 7');
    await carousel.getByRole('button', { name: 'Go to slide 5' }).click();
    await expect(counter).toHaveText('5 of 7');
    await expect(carousel.getByRole('button', { name: 'Go to slide 5' })).toHaveAttribute('aria-current', 'true');

    // Keyboard: arrows move while a control has focus.
    await carousel.getByRole('button', { name: 'Next testimonial' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('6 of 7');
    await page.keyboard.press('End');
    await expect(counter).toHaveText('7 of 7');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('1 of 7');
  });

  test('the home insights grid shows the six newest published articles', async ({ page }) => {
    await page.goto('/');
    const insights = page.locator('#insights');
    const links = insights.locator('article h3 a');
    await expect(links).toHaveCount(6);
    await expect(links.first()).toHaveText('Accessibility as a Growth Lever, Not a Compliance Checkbox');
    await expect(links.first()).toHaveAttribute('href', '/news-insights/accessibility-as-a-growth-lever');
    await expect(insights).not.toContainText('Agentic AI and the Audit Trail');
  });

  test('the portfolio filter is in the URL', async ({ page }) => {
    await page.goto('/portfolio');
    const filters = page.getByRole('navigation', { name: 'Filter projects by category' });
    await expect(filters.getByRole('link', { name: 'All Projects' })).toHaveAttribute('aria-current', 'page');
    const cards = page.getByTestId('portfolio-grid').locator('article');
    await expect(cards).toHaveCount(10);
    await hydrated(page, 'nav[aria-label="Filter projects by category"] a');

    await filters.getByRole('link', { name: 'Healthcare', exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio\?category=Healthcare$/);
    await expect(cards).toHaveCount(2);
    await expect(filters.getByRole('link', { name: 'Healthcare', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Appointment Reminder Service')).toHaveCount(0);

    await filters.getByRole('link', { name: 'All Projects' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(cards).toHaveCount(10);
  });

  test('an unknown portfolio category shows the empty state', async ({ page }) => {
    const response = await page.goto('/portfolio?category=Gardening');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('No projects found in this category.')).toBeVisible();
  });

  test('the news filter is in the URL and counts the articles', async ({ page }) => {
    await page.goto('/news-insights');
    await expect(page.getByText('9 article(s) found')).toBeVisible();
    const filters = page.getByRole('navigation', { name: 'Filter articles by category' });
    await expect(filters.getByRole('link')).toHaveText(['All', 'Articles', 'Insights', 'News']);
    await hydrated(page, 'nav[aria-label="Filter articles by category"] a');
    await filters.getByRole('link', { name: 'Insights' }).click();
    await expect(page).toHaveURL(/\/news-insights\?category=Insights$/);
    await expect(page.getByText('3 article(s) found')).toBeVisible();
    await expect(page.locator('main article h3')).toHaveCount(3);
    // The feed is announced in the head.
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/news-insights\/rss\.xml$/);
  });

  test('a partner page parses a case study with several stories into slides', async ({ page }) => {
    await page.goto('/partners');
    await expect(page.locator('#partner-lumen-ledger-analytics')).toBeVisible();
    await expect(page.locator('#partner-pallas-workflow')).toHaveCount(0);
    await hydrated(page, 'a[href="/partners/lumen-ledger-analytics"]');
    await page.locator('a[href="/partners/lumen-ledger-analytics"]').click();
    await expect(page).toHaveURL(/\/partners\/lumen-ledger-analytics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lumen Ledger Analytics' })).toBeVisible();
    await expect(page.getByText('Established September 2019')).toBeVisible();
    await expect(page.getByText('Strategic Partner', { exact: true })).toBeVisible();
    const slider = page.getByRole('region', { name: 'Lumen Ledger Analytics Success Story' });
    const counter = slider.getByTestId('carousel-counter');
    await expect(counter).toHaveText('Slide 1 of 2');
    await expect(visibleSlide(slider)).toContainText('Monthly alert volume reduced by 62%');
    await slider.getByRole('button', { name: 'Next story' }).click();
    await expect(counter).toHaveText('Slide 2 of 2');
    await expect(visibleSlide(slider)).toContainText('Zero findings in the first regulatory review');
    await slider.getByRole('button', { name: 'Next story' }).click();
    await expect(counter).toHaveText('Slide 1 of 2');
    await expect(page.getByRole('link', { name: 'Back to Partners' })).toHaveAttribute('href', '/partners');
    // Structured data is for crawlers: it is in the server-rendered document.
    await page.reload();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text)['@type'])).toContain('BreadcrumbList');
  });

  test('headed case studies show Challenge, Solution and Results; plain text shows whole', async ({ page }) => {
    await page.goto('/partners/halcyon-cloud');
    const slider = page.getByRole('region', { name: 'Halcyon Cloud Success Story' });
    await expect(page.getByRole('heading', { name: "Moving a Regional Insurer's Claims Platform to the Cloud" })).toBeVisible();
    await expect(slider.getByTestId('carousel-counter')).toHaveText('Slide 1 of 1');
    for (const column of ['Challenge', 'Solution', 'Results']) {
      await expect(slider.getByRole('heading', { name: column, exact: true })).toBeVisible();
    }
    await expect(slider.getByRole('button', { name: 'Next story' })).toBeDisabled();

    await page.goto('/partners/kestrel-health-informatics');
    const plain = page.getByRole('region', { name: 'Kestrel Health Informatics Success Story' });
    await expect(plain).toContainText('Working with a rural hospital group in East Texas');
    await expect(plain.getByRole('heading', { name: 'Solution', exact: true })).toHaveCount(0);
  });

  test('an article page: category, long date, author, Markdown and structured data', async ({ page }) => {
    const response = await page.goto('/news-insights/ai-governance-that-ships-a-90-day-operating-model');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'AI Governance That Ships: A 90-Day Operating Model' })).toBeVisible();
    await expect(page.locator('main time').first()).toHaveText('May 6, 2025');
    await expect(page.getByRole('link', { name: 'Back to News & Insights' }).first()).toHaveAttribute('href', '/news-insights');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.flatMap((text) => [JSON.parse(text)].flat().map((item: { '@type': string }) => item['@type']));
    expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  });

  test('careers lists the active openings, each linked to its page, without JobPosting data (it is on the job pages)', async ({ page }) => {
    await page.goto('/careers');
    const openings = page.locator('#openings');
    await expect(openings.locator('article h3')).toHaveCount(6);
    await expect(openings.getByRole('heading', { name: 'Senior Full-Stack Engineer' })).toBeVisible();
    await expect(openings.getByText('CRM Implementation Consultant')).toHaveCount(0);
    const postings = await page.locator('script[type="application/ld+json"]').allTextContents();
    const jobs = postings.flatMap((text) => [JSON.parse(text)].flat()).filter((item: { '@type': string }) => item['@type'] === 'JobPosting');
    expect(jobs).toHaveLength(0);
    await expect(openings.getByRole('link', { name: 'View job: Cloud Security Architect' })).toHaveAttribute('href', '/careers/cloud-security-architect');
    // The benefits accordion: first open, one at a time.
    await hydrated(page, '#benefits button[aria-expanded]');
    const first = page.getByRole('button', { name: 'Health & Wellness' });
    const second = page.getByRole('button', { name: 'Paid Time Off' });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  test('the success stories auto-play can be toggled', async ({ page }) => {
    await page.goto('/digital-experience');
    const stories = page.getByRole('region', { name: 'Success stories' });
    await expect(stories.getByTestId('carousel-counter')).toHaveText('1 of 6');
    await hydrated(page, '#success-stories button');
    const toggle = stories.getByRole('button', { name: 'Pause auto-play' });
    await toggle.click();
    await expect(stories.getByRole('button', { name: 'Start auto-play' })).toBeVisible();
    // At most three key results per story.
    for (const list of await stories.locator('[aria-roledescription="slide"] ul').all()) {
      expect(await list.locator('li').count()).toBeLessThanOrEqual(3);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the portfolio filter works as plain links', async ({ page }) => {
    await page.goto('/portfolio');
    await page.getByRole('link', { name: 'Public Sector', exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio\?category=Public%20Sector$/);
    await expect(page.getByTestId('portfolio-grid').locator('article')).toHaveCount(2);
    await expect(page.getByText('Unified Citizen Services Portal')).toBeVisible();
  });

  test('the news filter works as plain links', async ({ page }) => {
    await page.goto('/news-insights');
    await page.getByRole('link', { name: 'News', exact: true }).click();
    await expect(page).toHaveURL(/\/news-insights\?category=News$/);
    await expect(page.getByText('3 article(s) found')).toBeVisible();
    await expect(page.getByText('Corvane Digital Dallas Headquarters Moves to the Design District')).toHaveCount(0);
  });

  test('the testimonials are in the page', async ({ page }) => {
    await page.goto('/industries');
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    await expect(visibleSlide(carousel)).toContainText('Helen Carver');
    await expect(carousel.getByTestId('carousel-counter')).toHaveText('1 of 7');
  });
});

test.describe('not found', () => {
  test('an unknown or inactive partner answers 404 with a back button', async ({ page }) => {
    for (const slug of ['no-such-partner', 'pallas-workflow']) {
      const response = await page.goto(`/partners/${slug}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Partner not found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Partners' })).toHaveAttribute('href', '/partners');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    }
  });

  test('an unknown or unpublished article answers 404', async ({ page }) => {
    for (const slug of ['no-such-article', 'agentic-ai-and-the-audit-trail']) {
      const response = await page.goto(`/news-insights/${slug}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
      await expect(page.getByText('Agentic AI and the Audit Trail')).toHaveCount(0);
    }
  });
});

test.describe('feeds', () => {
  test('RSS 2.0 holds the published articles, newest first', async ({ request }) => {
    const response = await request.get('/news-insights/rss.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    const links = [...xml.matchAll(/<item><title>[^<]*<\/title><link>([^<]+)<\/link>/g)].map((match) => match[1]!);
    expect(links).toHaveLength(9);
    expect(links[0]).toMatch(/\/news-insights\/accessibility-as-a-growth-lever$/);
    expect(links.at(-1)).toMatch(/\/news-insights\/corvane-digital-expands-hyderabad-delivery-center$/);
    expect(xml).not.toContain('agentic-ai-and-the-audit-trail');
  });

  test('the sitemap lists published articles and active partners only', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain('/news-insights/accessibility-as-a-growth-lever</loc>');
    expect(xml).toContain('/partners/halcyon-cloud</loc>');
    expect(xml).not.toContain('agentic-ai-and-the-audit-trail');
    expect(xml).not.toContain('pallas-workflow');
  });
});

test.describe('accessibility of the detail pages', () => {
  for (const path of [
    '/partners/lumen-ledger-analytics',
    '/partners/kestrel-health-informatics',
    '/news-insights/ai-governance-that-ships-a-90-day-operating-model',
    '/partners/no-such-partner',
    '/news-insights/no-such-article',
  ]) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
        .map((violation) => ({ id: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) }));
      expect(serious).toEqual([]);
    });
  }
});
