/**
 * /news-insights: published articles newest first, filtered by ?category= (any case); an unknown
 * category lists them all; drafts never appear.
 */
import { describe, expect, it } from 'vitest';
import { makeArticle } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { pageRequest, routeArgs } from '../../../tests/support/route-requests';
import { news_insights } from '~/server/db/schema.server';
import { loader } from './news';

type Args = Parameters<typeof loader>[0];
const page = (query: string) => loader(routeArgs<Args>(pageRequest(`/news-insights${query}`)));
const titles = (articles: { title: string }[]) => articles.map((article) => article.title);

describe.each(testDatabaseKinds())('/news-insights (%s)', (kind) => {
  const db = useTestDatabase(kind);

  it('lists published articles newest first, filtered by the category asked for', async () => {
    await db().delete(news_insights);
    await makeArticle(db(), { title: 'Older insight', category: 'Insights', published_date: '2025-02-01' });
    await makeArticle(db(), { title: 'Company news', category: 'News', published_date: '2025-03-01' });
    await makeArticle(db(), { title: 'Long read', category: 'Articles', published_date: '2025-04-01' });
    await makeArticle(db(), { title: 'Draft insight', category: 'Insights', published_date: '2025-05-01', is_published: false });

    const all = await page('');
    expect(all.category).toBeNull();
    expect(titles(all.articles)).toEqual(['Long read', 'Company news', 'Older insight']);
    expect(all.articles[0]).not.toHaveProperty('content');

    const news = await page('?category=News');
    expect(news.category).toBe('News');
    expect(titles(news.articles)).toEqual(['Company news']);
    // The category is matched in any case; the draft stays out of its category too.
    expect(await page('?category=insights')).toMatchObject({ category: 'Insights' });
    expect(titles((await page('?category=insights')).articles)).toEqual(['Older insight']);
  });

  it('lists everything for a category that does not exist, and nothing when nothing is published', async () => {
    await db().delete(news_insights);
    await makeArticle(db(), { title: `Only article ${kind}` });
    for (const query of ['?category=Gossip', '?category=%00', '?category=']) {
      const answer = await page(query);
      expect(answer.category).toBeNull();
      expect(titles(answer.articles)).toEqual([`Only article ${kind}`]);
    }
    await db().delete(news_insights);
    expect(await page('')).toMatchObject({ category: null, articles: [] });
  });
});
