import { describe, expect, it } from 'vitest';
import { sitemapXml, translatedEntries } from './sitemap';

describe('sitemap', () => {
  it('lists each translation of an item once, English first, each naming all of its item’s translations', () => {
    const careers = [
      { locale: 'en', path: '/careers' },
      { locale: 'ar', path: '/ar/الوظائف' },
    ] as const;
    const terms = [{ locale: 'en', path: '/terms', lastmod: new Date('2026-01-02T00:00:00Z') }] as const;
    expect(translatedEntries([careers, terms])).toEqual([
      { path: '/careers', alternates: careers },
      { path: '/terms', lastmod: new Date('2026-01-02T00:00:00Z'), alternates: [{ locale: 'en', path: '/terms' }] },
      { path: '/ar/الوظائف', alternates: careers },
    ]);
  });

  it('joins paths to the origin, adds lastmod dates, escapes and de-duplicates', () => {
    const xml = sitemapXml('https://example.test', [
      { path: '/' },
      { path: '/news-insights/a&b', lastmod: new Date('2025-10-27T12:00:00Z') },
      { path: '/' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml).toContain('<url><loc>https://example.test/</loc></url>');
    expect(xml).toContain('<loc>https://example.test/news-insights/a%26b</loc><lastmod>2025-10-27</lastmod>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).not.toContain('xhtml:link');
  });

  it('lists a translated page’s alternates (itself included) and x-default, each address encoded once (issue 48)', () => {
    const alternates = [
      { locale: 'en', path: '/careers' },
      { locale: 'ar', path: '/ar/الوظائف' },
    ] as const;
    const xml = sitemapXml('https://example.test', [
      { path: '/careers', alternates },
      { path: '/ar/الوظائف', alternates },
      { path: '/terms', alternates: [{ locale: 'en', path: '/terms' }] },
    ]);
    const arabic = 'https://example.test/ar/%D8%A7%D9%84%D9%88%D8%B8%D8%A7%D8%A6%D9%81';
    const cluster =
      '<xhtml:link rel="alternate" hreflang="en" href="https://example.test/careers"/>' +
      `<xhtml:link rel="alternate" hreflang="ar" href="${arabic}"/>` +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.test/careers"/>';
    expect(xml).toContain(`<url><loc>https://example.test/careers</loc>${cluster}</url>`);
    expect(xml).toContain(`<url><loc>${arabic}</loc>${cluster}</url>`);
    // A page without a translation has no cluster.
    expect(xml).toContain('<url><loc>https://example.test/terms</loc></url>');
  });
});
