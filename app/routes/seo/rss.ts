import { articlePageCopies } from '~/content/locales/article-page-copy';
import { DEFAULT_LOCALE, localeOfRequest } from '~/domain/locales';
import { rssXml } from '~/domain/rss';
import { env } from '~/server/platform/env.server';
import { errorMessage, log } from '~/server/platform/log.server';
import { maxAgeUntil } from '~/domain/dates';
import { listPublishedArticles, nextScheduledChange } from '~/server/entities/news.server';
import type { Route } from './+types/rss';

/** The feed holds the newest articles; readers keep what they have already seen. */
const FEED_LIMIT = 50;
const FEED_MAX_AGE_SECONDS = 900;

/**
 * /news-insights/rss.xml — RSS 2.0 of published articles, newest first; /ar/الأخبار-والرؤى/rss.xml
 * the same of the Arabic articles, with the Arabic channel (issue 48).
 */
export async function loader(args?: Route.LoaderArgs) {
  const locale = args ? localeOfRequest(args.request) : DEFAULT_LOCALE;
  const copy = articlePageCopies[locale];
  try {
    const [articles, nextChange] = await Promise.all([listPublishedArticles({ limit: FEED_LIMIT, locale }), nextScheduledChange()]);
    const maxAge = maxAgeUntil([nextChange], FEED_MAX_AGE_SECONDS);
    const body = rssXml(env().PUBLIC_URL, { title: copy.feedTitle, description: copy.feedDescription }, articles, locale);
    // A scheduled article appears in the feed at its time, not up to 15 minutes later (issue 19).
    return new Response(body, {
      headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': `public, max-age=${maxAge}` },
    });
  } catch (error) {
    // An empty feed would look like every article was withdrawn: say "try later" instead.
    log.error({ err: error, detail: errorMessage(error) }, 'rss: articles could not be loaded');
    return new Response('The feed is temporarily unavailable.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '300', 'Cache-Control': 'no-store' },
    });
  }
}
