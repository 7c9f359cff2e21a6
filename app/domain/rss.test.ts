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
    // Midnight in the firm's zone (issue 19: articles from before scheduling have no publish time).
    expect(xml).toContain('<pubDate>Tue, 18 Mar 2025 05:00:00 GMT</pubDate>');
    expect(xml.indexOf('news-insights/b<')).toBeLessThan(xml.indexOf('news-insights/a<'));
    expect(xml).toContain('<atom:link href="https://x.test/news-insights/rss.xml" rel="self"');
  });

  it('dates follow the rows: pubDate the publish time, atom:updated and lastBuildDate the last save (issue 19)', () => {
    const xml = rssXml('https://x.test', { title: 'T', description: 'D' }, [
      { slug: 'n', title: 'N', excerpt: 'E', category: 'News', author: 'A', published_date: '2026-11-30', publish_at: new Date('2026-11-30T15:00:00Z'), updated_at: new Date('2026-11-30T16:00:00Z') },
      { slug: 'o', title: 'O', excerpt: 'E', category: 'News', author: 'A', published_date: '2025-01-01', updated_at: new Date('2026-12-02T08:00:00Z') },
    ]);
    expect(xml).toContain('<pubDate>Mon, 30 Nov 2026 15:00:00 GMT</pubDate>');
    expect(xml).toContain('<atom:updated>2026-11-30T16:00:00.000Z</atom:updated>');
    // An older article edited later moves the feed's date.
    expect(xml).toContain('<lastBuildDate>Wed, 02 Dec 2026 08:00:00 GMT</lastBuildDate>');
  });
});
