import { describe, expect, it } from 'vitest';
import { sitemapXml, staticSitemapEntries } from './sitemap';

describe('sitemap', () => {
  it('lists every static public route', () => {
    const paths = staticSitemapEntries().map((entry) => entry.path);
    expect(paths).toEqual([
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
    ]);
  });

  it('joins paths to the origin, adds lastmod dates, escapes and de-duplicates', () => {
    const xml = sitemapXml('https://example.test', [
      { path: '/' },
      { path: '/news-insights/a&b', lastmod: new Date('2025-10-27T12:00:00Z') },
      { path: '/' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://example.test/</loc></url>');
    expect(xml).toContain('<loc>https://example.test/news-insights/a%26b</loc><lastmod>2025-10-27</lastmod>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });
});
