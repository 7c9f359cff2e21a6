import { describe, expect, it } from 'vitest';
import { rssXml } from './rss';

describe('rssXml', () => {
  it('writes an RSS 2.0 channel with escaped items in the given order', () => {
    const xml = rssXml('https://x.test', { title: 'T & N', description: 'D' }, [
      { slug: 'b', title: 'Second <b>', excerpt: 'E "2"', category: 'News', author: 'A', published_date: '2025-03-18' },
      { slug: 'a', title: 'First', excerpt: 'E1', category: 'Insights', author: 'B', published_date: '2025-01-01' },
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<title>T &amp; N</title>');
    expect(xml).toContain('<title>Second &lt;b&gt;</title>');
    expect(xml).toContain('<guid isPermaLink="true">https://x.test/news-insights/b</guid>');
    expect(xml).toContain('<pubDate>Tue, 18 Mar 2025 00:00:00 GMT</pubDate>');
    expect(xml.indexOf('news-insights/b<')).toBeLessThan(xml.indexOf('news-insights/a<'));
    expect(xml).toContain('<atom:link href="https://x.test/news-insights/rss.xml" rel="self"');
  });
});
