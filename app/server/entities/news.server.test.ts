import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditRowsFor } from '../../../tests/support/audit';
import { makeArticle } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { HOME_INSIGHTS_LIMIT } from '~/domain/news';
import type { ArticleInput } from '~/domain/news-admin';
import { onContentChange } from '~/server/entities/audit.server';
import { publishedTranslations } from '~/server/entities/translations.server';
import {
  deleteArticle,
  getArticle,
  getArticleBySlugForStaff,
  listArticles,
  saveArticle,
  getPublishedArticleBySlug,
  listPublishedArticles,
 
} from '~/server/entities/news.server';
import { news_insights } from '~/server/db/schema.server';

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
    expect((await publishedTranslations()).filter((e) => e.kind === 'article').map((e) => e.slug)).toEqual([published.slug]);
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

const staff = { email: 'editor@corvane.example' };

function articleInput(overrides: Partial<ArticleInput> = {}): ArticleInput {
  return {
    title: 'Admin Article',
    slug: `admin-article-${Math.random().toString(36).slice(2, 8)}`,
    category: 'News',
    author: 'Corvane Digital',
    published_date: '2025-04-01',
    excerpt: 'Excerpt.',
    content: '## Body',
    featured_image: null,
    publish_at: null,
    unpublish_at: null,
    is_published: false,
    ...overrides,
  };
}

describe.each(testDatabaseKinds())('news admin commands (%s)', (kind) => {
  const db = useTestDatabase(kind);
  let changes = 0;
  let stop: () => void = () => undefined;
  beforeEach(async () => {
    await db().delete(news_insights);
    changes = 0;
    stop = onContentChange(() => changes++);
  });
  afterEach(() => stop());

  it('lists drafts and published articles newest first, optionally by category', async () => {
    const draft = await makeArticle(db(), { is_published: false, category: 'News', published_date: '2025-05-01' });
    const published = await makeArticle(db(), { is_published: true, category: 'Articles', published_date: '2025-01-01' });
    expect((await listArticles()).map((a) => a.id)).toEqual([draft.id, published.id]);
    expect((await listArticles({ category: 'Articles' })).map((a) => a.id)).toEqual([published.id]);
    expect(await getArticle(draft.id)).toMatchObject({ slug: draft.slug, is_published: false });
    expect(await getArticleBySlugForStaff(draft.slug)).toMatchObject({ id: draft.id });
  });

  it('create writes the row and a "create" audit row, then clears the page cache', async () => {
    const input = articleInput({ title: 'Created', is_published: true });
    const result = await saveArticle(staff, null, input);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.created).toBe(true);
    // Published without a time: it went live on saving (issue 19).
    expect(await getArticle(result.row.id)).toMatchObject({ ...input, publish_at: expect.any(Date) });
    const audit = await auditRowsFor(db(), result.row.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_email: staff.email, entity: 'news_insights', action: 'create' });
    expect(audit[0]!.changes).toMatchObject({ title: { before: null, after: 'Created' }, is_published: { before: null, after: true } });
    expect(changes).toBe(1);
  });

  it('update records only the changed fields (publishing included)', async () => {
    const article = await makeArticle(db(), { is_published: false, title: 'Before' });
    const result = await saveArticle(staff, article.id, articleInput({ slug: article.slug, title: 'After', category: 'Insights', excerpt: article.excerpt, content: article.content, published_date: article.published_date, is_published: true }));
    expect(result.ok && result.created).toBe(false);
    const [audit] = await auditRowsFor(db(), article.id);
    expect(audit).toMatchObject({ action: 'update', entity: 'news_insights', staff_email: staff.email });
    expect(audit!.changes).toEqual({
      title: { before: 'Before', after: 'After' },
      is_published: { before: false, after: true },
      // The moment it went live (issue 19).
      publish_at: { before: null, after: expect.any(String) },
    });
    expect((await getPublishedArticleBySlug(article.slug))?.title).toBe('After');
    expect(changes).toBe(1);
  });

  it('a slug in use by another article is refused with nothing written', async () => {
    const existing = await makeArticle(db());
    const other = await makeArticle(db());
    expect(await saveArticle(staff, null, articleInput({ slug: existing.slug }))).toEqual({ ok: false, reason: 'slug_taken' });
    expect(await saveArticle(staff, other.id, articleInput({ slug: existing.slug }))).toEqual({ ok: false, reason: 'slug_taken' });
    // Keeping its own slug is fine.
    expect((await saveArticle(staff, existing.id, articleInput({ slug: existing.slug }))).ok).toBe(true);
    expect(await listArticles()).toHaveLength(2);
    expect(await auditRowsFor(db(), other.id)).toEqual([]);
  });

  it('updating a missing article answers not_found', async () => {
    expect(await saveArticle(staff, '00000000-0000-4000-8000-000000000000', articleInput())).toEqual({ ok: false, reason: 'not_found' });
    expect(changes).toBe(0);
  });

  it('delete removes the row and records the deleted values', async () => {
    const article = await makeArticle(db(), { title: 'Gone' });
    expect(await deleteArticle(staff, article.id)).toBe(true);
    expect(await getArticle(article.id)).toBeUndefined();
    const [audit] = await auditRowsFor(db(), article.id);
    expect(audit).toMatchObject({ action: 'delete', entity: 'news_insights' });
    expect(audit!.changes).toMatchObject({ title: { before: 'Gone', after: null } });
    expect(await deleteArticle(staff, article.id)).toBe(false);
    expect(await auditRowsFor(db(), article.id)).toHaveLength(1);
    expect(changes).toBe(1);
  });
});
