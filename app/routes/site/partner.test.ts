/**
 * /partners/:slug: an active partner with its description and case study parsed from Markdown; an
 * unknown or inactive partner answers 404; a renamed partner's old address answers 301 (issue 19).
 * /ar/الشركاء/:slug (issue 48): an active Arabic partner in Arabic, with its hreflang cluster.
 */
import { describe, expect, it } from 'vitest';
import { makePartner } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { dataOf, resultOf } from '../../../tests/support/route-results';
import { pageRequest, routeArgs } from '../../../tests/support/route-requests';
import { markdownTreeHtml } from '~/domain/job-posting';
import type { CaseStudyView } from '~/domain/case-study';
import type { MarkdownTree } from '~/domain/markdown';
import { redirects } from '~/server/db/schema.server';
import { renderRoutePage } from '../../../tests/support/route-render';
import PartnerPage, { loader, meta } from './partner';

type Args = Parameters<typeof loader>[0];
type Page = { partner: Record<string, unknown> | null; description: MarkdownTree | null; caseStudy: CaseStudyView | null };

const visit = (slug: string) => resultOf(loader(routeArgs<Args>(pageRequest(`/partners/${encodeURIComponent(slug)}`), { slug })));

describe.each(testDatabaseKinds())('/partners/:slug (%s)', (kind) => {
  const db = useTestDatabase(kind);

  it('shows an active partner with its description and case study parsed', async () => {
    const partner = await makePartner(db(), {
      slug: `northwind-${kind}`,
      name: 'Northwind Cloud',
      description: 'Certified **cloud** partner.',
      industry: 'Retail',
      case_study: '# Case Study: Checkout in the Cloud\n\n## Challenge\n\nSlow checkout.\n\n## Solution\n\nA new platform.\n\n## Results\n\n- 40% faster\n- Fewer outages',
    });
    const page = await visit(partner.slug);
    expect(page.status).toBe(200);
    const data = dataOf<Page>(page);
    expect(data.partner).toMatchObject({ id: partner.id, slug: partner.slug, name: 'Northwind Cloud', industry: 'Retail' });
    // The case study's text goes to the page parsed, not as text.
    expect(data.partner).not.toHaveProperty('case_study');
    expect(markdownTreeHtml(data.description!)).toBe('<p>Certified <strong>cloud</strong> partner.</p>');
    expect(data.caseStudy?.title).toBe('Checkout in the Cloud');
    expect(data.caseStudy?.slides).toHaveLength(1);
    const [slide] = data.caseStudy!.slides;
    expect(markdownTreeHtml(slide!.challenge!)).toBe('<p>Slow checkout.</p>');
    expect(markdownTreeHtml(slide!.solution!)).toBe('<p>A new platform.</p>');
    expect(slide!.results.map(markdownTreeHtml)).toEqual(['<p>40% faster</p>', '<p>Fewer outages</p>']);
  });

  it('has no case study when the partner has none', async () => {
    const partner = await makePartner(db(), { slug: `plain-${kind}`, case_study: null });
    expect(dataOf<Page>(await visit(partner.slug)).caseStudy).toBeNull();
  });

  it('answers 404 for an unknown slug, an inactive partner and what is not a slug', async () => {
    const inactive = await makePartner(db(), { slug: `former-${kind}`, is_active: false });
    for (const slug of [`no-such-partner-${kind}`, inactive.slug, 'bad\u0000slug']) {
      const missing = await visit(slug);
      expect(missing).toMatchObject({ status: 404, location: null });
      expect(dataOf<Page>(missing)).toEqual({ partner: null, description: null, caseStudy: null });
    }
  });

  it("sends a renamed partner's old address to the new one with 301, but not to an inactive partner", async () => {
    const renamed = await makePartner(db(), { slug: `new-partner-${kind}` });
    const hidden = await makePartner(db(), { slug: `hidden-partner-${kind}`, is_active: false });
    await db()
      .insert(redirects)
      .values([
        { from_path: `/partners/old-partner-${kind}`, to_path: `/partners/${renamed.slug}`, reason: 'slug_change' },
        { from_path: `/partners/old-hidden-${kind}`, to_path: `/partners/${hidden.slug}`, reason: 'slug_change' },
      ]);
    expect(await visit(`old-partner-${kind}`)).toMatchObject({ status: 301, location: `/partners/${renamed.slug}` });
    // Redirecting there would tell anyone the inactive partner's address (issue 40, finding 7).
    expect(await visit(`old-hidden-${kind}`)).toMatchObject({ status: 404, location: null });
  });
});

describe.each(testDatabaseKinds())('/ar/الشركاء/:slug (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const origin = 'https://www.corvane.example';
  const visitAt = (path: string, slug: string) => resultOf(loader(routeArgs<Args>(pageRequest(encodeURI(path)), { slug })));
  const headOf = (data: unknown, pathname: string) =>
    meta({ loaderData: data, matches: [{ id: 'root', loaderData: { origin } }], location: { pathname }, params: {} } as unknown as Parameters<typeof meta>[0]);

  it('shows an active Arabic partner in Arabic, its canonical and hreflang pair with x-default on both pages; an English slug under /ar is 404', async () => {
    const english = await makePartner(db(), { slug: `northwind-${kind}`, name: 'Northwind Cloud', partnership_type: 'Technology Partner' });
    const arabicSlug = `نورثويند-${kind}`;
    const arabicPath = `/ar/الشركاء/${arabicSlug}`;
    await makePartner(db(), {
      slug: arabicSlug,
      locale: 'ar',
      translation_group: english.translation_group,
      name: 'نورثويند السحابية',
      description: 'شريك **سحابي** معتمد.',
      partnership_type: 'Technology Partner',
      established_date: '2016-04-12',
      case_study: '## التحدي\n\nبطء الدفع.\n\n## الحل\n\nمنصة جديدة.',
    });

    expect((await visitAt(`/ar/الشركاء/${english.slug}`, english.slug)).status).toBe(404);
    const page = await visitAt(arabicPath, arabicSlug);
    expect(page.status).toBe(200);
    const html = await renderRoutePage({ Component: PartnerPage, path: '/ar/الشركاء/:slug', url: encodeURI(arabicPath), loaderData: page.data });
    expect(html).toContain('<h1 class="mt-3 text-4xl font-bold tracking-tight text-ink">نورثويند السحابية</h1>');
    expect(html).toContain('>شريك تقني<');
    expect(html).toContain('تأسّس في <time dateTime="2016-04">أبريل 2016</time>');
    expect(html).toContain('>نبذة</h2>');
    expect(html).toContain('>شريك <strong>سحابي</strong> معتمد.</p>');
    expect(html).toContain('العودة إلى الشركاء');
    expect(html).not.toContain('Back to Partners');

    const links = (data: unknown, pathname: string) => headOf(data, pathname).filter((tag) => 'tagName' in tag && tag.tagName === 'link');
    const cluster = [
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: `${origin}/partners/${english.slug}` },
      { tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: `${origin}${encodeURI(arabicPath)}` },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}/partners/${english.slug}` },
    ];
    expect(links(page.data, arabicPath)).toEqual([{ tagName: 'link', rel: 'canonical', href: `${origin}${encodeURI(arabicPath)}` }, ...cluster]);
    const englishPage = await visit(english.slug);
    expect(links(englishPage.data, `/partners/${english.slug}`)).toEqual([{ tagName: 'link', rel: 'canonical', href: `${origin}/partners/${english.slug}` }, ...cluster]);
  });

  it('an English partner alone keeps its English head: a canonical, no hreflang', async () => {
    const english = await makePartner(db(), { slug: `solo-${kind}` });
    const page = await visit(english.slug);
    const tags = headOf(page.data, `/partners/${english.slug}`).filter((tag) => 'tagName' in tag && tag.tagName === 'link');
    expect(tags).toEqual([{ tagName: 'link', rel: 'canonical', href: `${origin}/partners/${english.slug}` }]);
  });
});
