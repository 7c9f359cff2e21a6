/**
 * Every static public page answers 200 with its content in the server HTML (fetched without a
 * browser, so no JavaScript is involved): headline, the product's ids, figures and fixed texts. Then the
 * few behaviours that need a browser: anchors landing below the sticky header, the sticky cards'
 * scale, the FAQ accordion and the display-only About form.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures';

// Each test only reads pages, so they are spread over all workers.
test.describe.configure({ mode: 'parallel' });

/** The server's HTML with entities decoded and React's text separators removed. */
async function serverHtml(request: APIRequestContext, path: string, status = 200): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  return (await response.text())
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
}

function h1(html: string): string {
  return (html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '').replace(/<[^>]+>/g, '');
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

function expectAll(html: string, texts: readonly string[]) {
  for (const text of texts) expect(html, text).toContain(text);
}

function expectMeta(html: string, path: string) {
  expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://localhost:\\d+${path === '/' ? '/' : path}"`));
  expect(html).toContain('<meta property="og:title"');
  expect(html).toContain('<meta name="twitter:card"');
}

const dxPillars = [
  'user-experience-design',
  'customer-journey-mapping',
  'digital-transformation-consulting',
  'marketing-as-a-service',
  'staff-augmentation',
  'experience-intelligence-optimization',
];
const aiCards = [
  'data-intelligence-automation',
  'ai-powered-insights-decision-support',
  'enterprise-knowledge-orchestration',
  'content-generation-personalization',
  'ai-model-integration-governance',
  'industry-ai-solutions',
];
const securityCards = [
  'cloud-security-zero-trust-architecture',
  'data-privacy-protection',
  'application-api-security',
  'threat-detection-incident-response',
  'regulatory-compliance-risk-management',
  'ai-security-model-integrity',
];
const industryIds = [
  'healthcare',
  'public-sector',
  'consumer-goods-services',
  'private-equity',
  'financial-services',
  'telecom',
  'manufacturing',
  'renewables',
];

test('/ — hero, client marquee, What we do, Key Figures and Organization data', async ({ request }) => {
  const html = await serverHtml(request, '/');
  expect(h1(html)).toBe('Design it well. Put AI to work. Keep it secure.');
  expect(html).toMatch(/<a[^>]*href="\/book-a-call"[^>]*>Book a Call/);
  // 38 client names, each rendered twice (the loop copy is inert), scrolling in 30 s.
  const logos = [...html.matchAll(/<img src="\/images\/logos\/[^"]+" alt="([^"]+)"/g)].map((m) => m[1]);
  expect(logos).toHaveLength(76);
  expect(new Set(logos).size).toBe(38);
  expect(html).toContain('animation-duration:30s');
  // Six services per practice, each linking to its anchor, and View All Services.
  for (const id of [...dxPillars]) expect(html).toContain(`href="/digital-experience#${id}"`);
  for (const id of aiCards) expect(html).toContain(`href="/generative-ai#${id}"`);
  for (const id of securityCards) expect(html).toContain(`href="/security-services#${id}"`);
  expect(html).toMatch(/<a[^>]*href="\/what-we-do"[^>]*>View All Services/);
  expectAll(html, ['Key Figures', '200+', 'Satisfied Clients', '100%', 'Tailored Solutions', '95%', 'Client Retention Rate']);
  const org = jsonLd(html).find((data) => data['@type'] === 'Organization');
  expect(org).toMatchObject({ name: 'Corvane Digital', foundingDate: '1999' });
  expectMeta(html, '/');
});

test('/what-we-do — hero, expertise, Proven Results and the services lists', async ({ request }) => {
  const html = await serverHtml(request, '/what-we-do');
  expect(h1(html)).toBe('Three practices, one accountable team');
  expectAll(html, [
    'Our Expertise',
    'Proven Results',
    '25+',
    'years of digital innovation',
    '200+',
    'successful transformations',
    '95%',
    'client satisfaction rate',
    'Our Services',
  ]);
  for (const id of [...dxPillars]) expect(html).toContain(`href="/digital-experience#${id}"`);
  for (const id of aiCards) expect(html).toContain(`href="/generative-ai#${id}"`);
  for (const id of securityCards) expect(html).toContain(`href="/security-services#${id}"`);
  expectMeta(html, '/what-we-do');
});

test('/digital-experience — framework, pillars with ids and image fallbacks, CTAs, FAQ data', async ({ request }) => {
  const html = await serverHtml(request, '/digital-experience');
  expect(h1(html)).toBe('Experiences designed around the people who use them');
  expectAll(html, ['Our Five-Stage Framework', 'Solution Guides', 'Our Digital Experience Pillars']);
  for (const stage of ['Conceptualize', 'Create', 'Launch', 'Remain', 'Thrive']) {
    expect(html).toMatch(new RegExp(`<h3[^>]*>${stage}</h3>`));
  }
  expect(html.match(/>What we do<\/h4>/g)).toHaveLength(5);
  expect(html.match(/>Outcome<\/h4>/g)).toHaveLength(5);
  for (const id of dxPillars) expect(html).toContain(`id="${id}"`);
  // .jpg, then .svg, then a numbered placeholder (this tree ships SVGs for the first four only).
  expect(html).toContain('src="/images/pillars/user-experience-design.svg"');
  expect(html).toContain('src="/images/pillars/marketing-as-a-service.svg"');
  expect(html).toContain('data-placeholder="05"');
  expect(html).toContain('data-placeholder="06"');
  for (const img of html.match(/<img [^>]*>/g) ?? []) {
    expect(img).toMatch(/ width="\d+"/);
    expect(img).toMatch(/ height="\d+"/);
    expect(img).toMatch(/ alt="/);
  }
  expect(html).toMatch(/<a[^>]*href="\/contact-us"[^>]*>Book a Discovery Session/);
  expect(html).toMatch(/<a[^>]*href="\/portfolio"[^>]*>View Our Portfolio/);
  const faq = jsonLd(html).find((data) => data['@type'] === 'FAQPage');
  expect((faq?.mainEntity as unknown[]).length).toBe(4);
  expect(html).toContain('How long does a typical Digital Experience engagement take?');
  expectMeta(html, '/digital-experience');
});

test('/generative-ai — stats, six practice cards with result bars, buttons, FAQ data', async ({ request }) => {
  const html = await serverHtml(request, '/generative-ai');
  expect(h1(html)).toBe('Generative AI that runs in production, not just in a demo');
  for (const value of ['80%', '60%', '95%']) expect(html).toMatch(new RegExp(`<dd[^>]*>${value}</dd>`));
  for (const id of aiCards) expect(html).toContain(`id="${id}"`);
  const widths = [...html.matchAll(/data-result-bar="(\d+)" [^>]*style="width:(\d+)%"/g)].map((m) => [m[1], m[2]]);
  expect(widths).toHaveLength(18);
  for (let card = 0; card < 6; card++) {
    expect(widths.slice(card * 3, card * 3 + 3)).toEqual([
      ['80', '80'],
      ['60', '60'],
      ['95', '95'],
    ]);
  }
  expect(html.match(/>Capabilities<\/h4>/g)).toHaveLength(6);
  expect(html).toMatch(/<a[^>]*href="\/digital-experience"[^>]*>Explore AI Solutions/);
  const faq = jsonLd(html).find((data) => data['@type'] === 'FAQPage');
  expect((faq?.mainEntity as unknown[]).length).toBe(4);
  expectMeta(html, '/generative-ai');
});

test('/security-services — stats, six sticky cards, resources heading, framework, FAQ data, CTAs', async ({ request }) => {
  const html = await serverHtml(request, '/security-services');
  expect(h1(html)).toBe('Security built into everything you ship');
  expectAll(html, ['24/7', '60-day', 'Our Security Services', 'AI Security Resources', 'Protect, Detect, Respond']);
  for (const id of securityCards) expect(html).toMatch(new RegExp(`<li id="${id}"[^>]*style="top:100px"`));
  for (const phase of ['Protect', 'Detect', 'Respond']) expect(html).toMatch(new RegExp(`<h3[^>]*>${phase}</h3>`));
  expect(html).toMatch(/>Request a Security Assessment/);
  expect(html).toMatch(/>Talk to a Security Architect/);
  const faq = jsonLd(html).find((data) => data['@type'] === 'FAQPage');
  expect((faq?.mainEntity as unknown[]).length).toBe(4);
  expectMeta(html, '/security-services');
});

test('/industries — eight anchored industries with image fallbacks and the fixed article cards', async ({ request }) => {
  const html = await serverHtml(request, '/industries');
  expect(h1(html)).toBe('Industry knowledge built into every engagement');
  for (const id of industryIds) {
    expect(html).toContain(`<section id="${id}"`);
    expect(html).toContain(`href="#${id}"`);
  }
  expect(html.match(/>Services offered<\/h3>/g)).toHaveLength(8);
  expect(html.match(/>Expected outcomes<\/h3>/g)).toHaveLength(8);
  expect(html).toContain('src="/images/industries/healthcare.svg"');
  expect(html).toContain('data-placeholder="04"'); // private-equity has no image in this tree
  expect(html).toContain('data-placeholder="08"'); // nor renewables
  expect(html).toContain('Case Studies & Articles');
  expect(html.match(/>ARTICLE</g)).toHaveLength(6);
  expectAll(html, ['September 16, 2025', 'February 4, 2025', 'Rebuilding Patient Intake for a Regional Health System']);
  expectMeta(html, '/industries');
});

test('/about-us — mission, values 001–004, offices, partner marquee and the display-only form', async ({ request }) => {
  const html = await serverHtml(request, '/about-us');
  expect(h1(html)).toBe('Corvane Digital: strategic digital consulting since 1999');
  expect(html).toContain('Our Mission');
  for (const [number, name] of [
    ['001', 'Integrity'],
    ['002', 'Collaboration'],
    ['003', 'Innovation'],
    ['004', 'Excellence'],
  ]) {
    expect(html).toMatch(new RegExp(`>${number}</p><h3[^>]*>${name}</h3>`));
  }
  expectAll(html, ['Worldwide Offices', 'Dallas, USA', 'Hyderabad, India', 'Dubai, UAE', 'Our Technology Partners']);
  expect(html).toContain('animation-duration:40s');
  expect(html).toContain('How can we help you?');
  expect(html).toMatch(/<fieldset disabled=""/);
  // The page's own content has no submit button (the header's search form is the site's, on every page).
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  expect(main).toContain('How can we help you?');
  expect(main).not.toContain('type="submit"');
  expect(html).toContain('This form is shown for reference only and does not send your details.');
  expectMeta(html, '/about-us');
});

test('/contact-us — offices in the USA, India and UAE, phone and e-mail', async ({ request }) => {
  const html = await serverHtml(request, '/contact-us');
  expect(h1(html)).toBe('Let’s talk about what you are working on');
  expectAll(html, [
    'Our Offices',
    'USA — Dallas',
    '3010 McKinney Avenue, Suite 600',
    'India — Hyderabad',
    'HITEC City Main Road, Madhapur',
    'UAE — Dubai',
    'Sheikh Zayed Road, Business Bay',
    'href="tel:+12145550142"',
    'href="mailto:hello@corvane.example"',
  ]);
  expectMeta(html, '/contact-us');
});

test('/terms — twelve numbered sections with the product description figures', async ({ request }) => {
  const html = await serverHtml(request, '/terms');
  expect(h1(html)).toBe('Terms & Conditions');
  expect(html).toMatch(/<time datetime="2025-10-27">October 27, 2025<\/time>/i);
  const headings = [...html.matchAll(/<h2[^>]*>(\d+)\. ([^<]+)<\/h2>/g)].map((m) => Number(m[1]));
  expect(headings).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  expectAll(html, [
    'valid for 30 days',
    'net 30 days',
    '2% per month',
    '30 days’ written notice',
    'in the 12 months preceding',
  ]);
  expectMeta(html, '/terms');
});

test('/privacy — last updated October 27, 2025 and not for children under 13', async ({ request }) => {
  const html = await serverHtml(request, '/privacy');
  expect(h1(html)).toBe('Privacy Policy');
  expect(html).toMatch(/Last updated: <time datetime="2025-10-27">October 27, 2025<\/time>/i);
  expect(html).toContain('not directed to children under 13');
  expectMeta(html, '/privacy');
});

test('an unknown path answers 404 with the page inside the site chrome', async ({ request }) => {
  const html = await serverHtml(request, '/no-such-page/here', 404);
  expect(h1(html)).toBe('Page not found');
  expect(html).toContain('<header');
  expect(html).toContain('<footer');
  expect(html.match(/<main/g)).toHaveLength(1);
  expect(html).toContain('<meta name="robots" content="noindex"/>');
});

test('/sitemap.xml lists every public route, published articles and active partners', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  for (const path of [
    '/',
    '/what-we-do',
    '/digital-experience',
    '/generative-ai',
    '/security-services',
    '/industries',
    '/portfolio',
    '/about-us',
    '/partners',
    '/news-insights',
    '/careers',
    '/contact-us',
    '/terms',
    '/privacy',
  ]) {
    expect(xml).toMatch(new RegExp(`<loc>http://localhost:\\d+${path === '/' ? '/' : path}</loc>`));
  }
  expect(xml).toMatch(/<loc>[^<]+\/news-insights\/[a-z0-9-]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  expect(xml).toMatch(/<loc>[^<]+\/partners\/[a-z0-9-]+<\/loc><lastmod>/);
  expect(xml).not.toContain('/admin');
});

// ── In the browser ─────────────────────────────────────────────────────────────────────────────

async function expectLandedBelowHeader(page: Page, id: string) {
  await expect
    .poll(async () =>
      page.evaluate((target) => {
        // After a client-side navigation the URL can change a moment before the new page renders;
        // until the section exists the answer is "not there yet" and the poll asks again.
        const element = document.getElementById(target)?.getBoundingClientRect();
        const header = document.querySelector('header')?.getBoundingClientRect();
        if (!element || !header) return false;
        return element.top >= header.bottom && element.top < header.bottom + 60;
      }, id),
    )
    .toBe(true);
}

test('/digital-experience#staff-augmentation lands on that pillar, not under the header', async ({ page }) => {
  await page.goto('/digital-experience#staff-augmentation');
  await expectLandedBelowHeader(page, 'staff-augmentation');
  await expect(page.getByRole('heading', { name: 'Staff Augmentation' })).toBeInViewport();

  // The same from a link on another page (client-side navigation).
  await page.goto('/');
  await page.getByRole('link', { name: 'Staff Augmentation' }).click();
  await expect(page).toHaveURL(/\/digital-experience#staff-augmentation$/);
  await expectLandedBelowHeader(page, 'staff-augmentation');
});

test('an industry anchor lands on its section', async ({ page }) => {
  await page.goto('/industries#financial-services');
  await expectLandedBelowHeader(page, 'financial-services');
});

test('security cards stick 100 px down and shrink to 0.92 over 500 px of scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/security-services');
  const first = page.locator(`[id="${securityCards[0]}"]`);
  await expect(first).toHaveCSS('position', 'sticky');
  await expect(first).toHaveCSS('top', '100px');
  const naturalTop = await first.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  const scaleOf = (id: string) =>
    page.locator(`[id="${id}"] > [data-sticky-card]`).evaluate((card) => {
      const match = /scale\(([\d.]+)\)/.exec((card as HTMLElement).style.transform);
      return match ? Number(match[1]) : 1;
    });

  await page.evaluate((y) => window.scrollTo(0, y), naturalTop - 100 + 250);
  await expect.poll(() => scaleOf(securityCards[0]!)).toBeCloseTo(0.96, 2);
  await page.evaluate((y) => window.scrollTo(0, y), naturalTop - 100 + 900);
  await expect.poll(() => scaleOf(securityCards[0]!)).toBeCloseTo(0.92, 3);
  expect(await first.evaluate((element) => element.getBoundingClientRect().top)).toBe(100);

  // Reduced motion: the cards still stack (sticky), but nothing scales.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => window.scrollBy(0, 10));
  await expect.poll(() => scaleOf(securityCards[0]!)).toBe(1);
  await expect(first).toHaveCSS('position', 'sticky');
});

test('FAQ accordion: first open, one at a time, the open one closes on a second click', async ({ page }) => {
  await page.goto('/generative-ai');
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const buttons = faq.getByRole('button');
  await expect(buttons).toHaveCount(4);
  const first = buttons.nth(0);
  const second = buttons.nth(1);
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  const firstPanel = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`);
  const secondPanel = page.locator(`[id="${await second.getAttribute('aria-controls')}"]`);
  await expect(firstPanel).toBeVisible();
  await expect(secondPanel).toBeHidden();

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(secondPanel).toBeVisible();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(firstPanel).toBeHidden();

  await second.press('Enter');
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(secondPanel).toBeHidden();
});

test('the About form is display-only: its controls are disabled and nothing can be submitted', async ({ page }) => {
  await page.goto('/about-us');
  const group = page.getByRole('group', { name: 'How can we help you?' });
  for (const label of ['First Name', 'Last Name', 'Email', 'Company', 'Phone', 'How can we help?']) {
    await expect(group.getByLabel(label)).toBeDisabled();
  }
  await expect(page.locator('main form')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to Contact Us' })).toHaveAttribute('href', '/contact-us');
});
