/**
 * The public route loaders against a real database: drafts and inactive rows never reach a
 * detail page, the feed or the sitemap, and the lists keep the product's order and limits.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { makeArticle, makePartner, makeProject } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { resultOf } from '../../../tests/support/route-results';
import * as article from '~/routes/site/article';
import * as news from '~/routes/site/news';
import * as partner from '~/routes/site/partner';
import * as portfolio from '~/routes/site/portfolio';
import * as rss from '~/routes/seo/rss';
import { routeArgs } from '../../../tests/support/route-requests';
import * as sitemap from '~/routes/seo/sitemap';
import { loadDigitalExperienceSections, loadHomeSections } from '~/server/pages/live-sections.server';

const args = (path: string, params: Record<string, string> = {}) => routeArgs<never>(new Request(`http://localhost${path}`), params);
const statusOf = async (answer: unknown) => (await resultOf(answer)).status;

describe.each(testDatabaseKinds())('public route loaders (%s)', (kind) => {
  const db = useTestDatabase(kind);
  let published: Awaited<ReturnType<typeof makeArticle>>;
  let draft: Awaited<ReturnType<typeof makeArticle>>;
  let active: Awaited<ReturnType<typeof makePartner>>;
  let inactive: Awaited<ReturnType<typeof makePartner>>;

  beforeAll(async () => {
    published = await makeArticle(db(), { published_date: '2025-05-01', category: 'News' });
    for (let day = 1; day <= 7; day++) await makeArticle(db(), { published_date: `2024-01-0${day}` });
    draft = await makeArticle(db(), { is_published: false, published_date: '2030-01-01', title: 'Secret draft' });
    active = await makePartner(db());
    inactive = await makePartner(db(), { is_active: false, name: 'Hidden Partner' });
    await makeProject(db(), { category: 'Healthcare', display_order: 1, services: ['a', 'b', 'c', 'd'] });
    await makeProject(db(), { category: 'Healthcare', display_order: 0, is_active: false });
  });

  it('a draft article is not found (404), a published one is', async () => {
    expect(await statusOf(await article.loader(args(`/news-insights/${draft.slug}`, { slug: draft.slug })))).toBe(404);
    const found = await article.loader(args(`/news-insights/${published.slug}`, { slug: published.slug }));
    expect(found).toMatchObject({ article: { slug: published.slug } });
  });

  it('an inactive partner is not found (404), an active one is, with its parsed case study', async () => {
    expect(await statusOf(await partner.loader(args(`/partners/${inactive.slug}`, { slug: inactive.slug })))).toBe(404);
    expect(await partner.loader(args(`/partners/${active.slug}`, { slug: active.slug }))).toMatchObject({
      partner: { slug: active.slug },
      caseStudy: null,
    });
  });

  it('the feed lists published articles only, newest first', async () => {
    const xml = await (await rss.loader()).text();
    expect(xml).not.toContain(draft.slug);
    expect(xml).not.toContain('Secret draft');
    const links = [...xml.matchAll(/<link>[^<]*\/news-insights\/([^<]+)<\/link>/g)].map((match) => match[1]);
    expect(links).toHaveLength(8);
    expect(links[0]).toBe(published.slug);
  });

  it('the sitemap lists published articles and active partners only', async () => {
    const xml = await (await sitemap.loader()).text();
    expect(xml).toContain(`/news-insights/${published.slug}</loc>`);
    expect(xml).toContain(`/partners/${active.slug}</loc>`);
    expect(xml).not.toContain(draft.slug);
    expect(xml).not.toContain(inactive.slug);
  });

  it('home shows at most six insights, newest first, and no drafts', async () => {
    const { insights } = await loadHomeSections();
    expect(insights).toHaveLength(6);
    expect(insights[0]!.slug).toBe(published.slug);
    expect(insights.map((a) => a.slug)).not.toContain(draft.slug);
  });

  it('news and portfolio loaders filter by the category in the URL', async () => {
    const newsData = await news.loader(args('/news-insights?category=News'));
    expect(newsData.articles.map((a) => a.slug)).toEqual([published.slug]);
    const portfolioData = await portfolio.loader(args('/portfolio?category=Healthcare'));
    expect(portfolioData.categories).toEqual(['Healthcare']);
    expect(portfolioData.projects).toHaveLength(1);
    const { successStories } = await loadDigitalExperienceSections();
    expect(successStories).toHaveLength(1);
  });
});
