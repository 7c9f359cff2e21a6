/** RSS 2.0 for /news-insights/rss.xml and each other language's feed (issue 48): published articles, newest first. Pure. */
import { DEFAULT_LOCALE, encodedPath, LOCALES, localizedPath, localizedRecordPath, type Locale } from './locales';
import { publishedMoment } from './schedule';
import { escapeXml } from '~/domain/values';

export interface FeedItem {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  published_date: string;
  /** When it went live (issue 19); null for articles from before scheduling. */
  publish_at?: Date | string | null;
  /** The row's last save: lastBuildDate and the item's atom:updated follow it. */
  updated_at?: Date | string;
}

/** RFC 822 date, as RSS 2.0 wants: 'Tue, 18 Mar 2025 00:00:00 GMT'. */
function rfc822(date: Date): string {
  return (Number.isNaN(date.getTime()) ? new Date(0) : date).toUTCString();
}

const updatedAt = (item: FeedItem): Date => (item.updated_at ? new Date(item.updated_at) : publishedMoment(item));

export function rssXml(
  origin: string,
  channel: { title: string; description: string },
  items: readonly FeedItem[],
  /** The feed's language: its addresses are that language's (percent-encoded), its items that language's articles. */
  locale: Locale = DEFAULT_LOCALE,
): string {
  const listUrl = `${origin}${encodedPath(localizedPath(locale, '/news-insights'))}`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(listUrl)}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    `<language>${locale === DEFAULT_LOCALE ? 'en-us' : LOCALES[locale].htmlLang}</language>`,
    `<atom:link href="${escapeXml(`${listUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    // The feed changed when any of its articles last did (an edit moves it, not only a new article).
    ...(items[0] ? [`<lastBuildDate>${rfc822(new Date(Math.max(...items.map((item) => updatedAt(item).getTime()))))}</lastBuildDate>`] : []),
    ...items.map((item) => {
      const url = `${origin}${encodedPath(localizedRecordPath(locale, '/news-insights', item.slug))}`;
      return [
        '<item>',
        `<title>${escapeXml(item.title)}</title>`,
        `<link>${escapeXml(url)}</link>`,
        `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `<description>${escapeXml(item.excerpt)}</description>`,
        `<category>${escapeXml(item.category)}</category>`,
        `<dc:creator>${escapeXml(item.author)}</dc:creator>`,
        `<pubDate>${rfc822(publishedMoment(item))}</pubDate>`,
        `<atom:updated>${updatedAt(item).toISOString()}</atom:updated>`,
        '</item>',
      ].join('');
    }),
    '</channel>',
    '</rss>',
    '',
  ];
  return lines.join('\n');
}
