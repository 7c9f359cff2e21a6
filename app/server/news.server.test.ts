import { beforeEach, describe, expect, it } from 'vitest';
import { makeArticle } from '../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../tests/support/database';
import { HOME_INSIGHTS_LIMIT } from '~/domain/news';
import {
  getPublishedArticleBySlug,
  listPublishedArticles,
  listPublishedArticleSitemapEntries,
} from './news.server';
import { news_insights } from './schema.server';

describe.each(testDatabaseKinds())('news public queries (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeEach(async () => {
    await db().delete(news_insights);
  });

  it('drafts never reach the public: not in lists, not by slug, not in the sitemap', async () => {
    const published = await makeArticle(db(), { is_published: true });
    const draft = await makeArticle(db(), { is_published: false, published_date: '2030-01-01' });
    expect((await listPublishedArticles()).map((a) => a.slug)).toEqual([published.slug]);
    expect(await listPublishedArticles({ category: 'Insights' })).toHaveLength(1);
    expect(await getPublishedArticleBySlug(draft.slug)).toBeUndefined();
    expect((await listPublishedArticleSitemapEntries()).map((e) => e.slug)).toEqual([published.slug]);
    expect(await getPublishedArticleBySlug('no-such-article')).toBeUndefined();
  });

  it('lists newest first by published_date', async () => {
    const old = await makeArticle(db(), { published_date: '2024-02-01' });
    const newest = await makeArticle(db(), { published_date: '2025-06-30' });
    const middle = await makeArticle(db(), { published_date: '2025-01-15' });
    expect((await listPublishedArticles()).map((a) => a.slug)).toEqual([newest.slug, middle.slug, old.slug]);
  });

  it('filters by category and limits the home grid to 6', async () => {
    for (let day = 1; day <= 8; day++) {
      await makeArticle(db(), { category: day % 2 ? 'News' : 'Articles', published_date: `2025-03-0${day}` });
    }
    const home = await listPublishedArticles({ limit: HOME_INSIGHTS_LIMIT });
    expect(home).toHaveLength(6);
    expect(home[0]!.published_date).toBe('2025-03-08');
    const news = await listPublishedArticles({ category: 'News' });
    expect(news).toHaveLength(4);
    expect(news.every((a) => a.category === 'News')).toBe(true);
    expect(await listPublishedArticles({ category: 'Insights' })).toEqual([]);
  });

  it('reads a published article whole by slug', async () => {
    const article = await makeArticle(db(), { content: '# Title\n\nText', author: 'Ana Ruiz' });
    const found = await getPublishedArticleBySlug(article.slug);
    expect(found).toMatchObject({ slug: article.slug, content: '# Title\n\nText', author: 'Ana Ruiz', published_date: '2025-01-01' });
    expect(found!.updated_at).toBeInstanceOf(Date);
  });
});
