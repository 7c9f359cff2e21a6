/**
 * With the database unreachable, the public pages still answer 200 and show the product's error or empty
 * states (product §8): the route loaders are called against a pool on a dead port, and the pages are
 * rendered from what they return.
 */
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as aboutUs from '~/routes/site/about-us';
import * as article from '~/routes/site/article';
import * as careers from '~/routes/site/careers';
import * as digitalExperience from '~/routes/site/digital-experience';
import * as home from '~/routes/site/home';
import * as industries from '~/routes/site/industries';
import * as news from '~/routes/site/news';
import * as partner from '~/routes/site/partner';
import * as partners from '~/routes/site/partners';
import * as portfolio from '~/routes/site/portfolio';
import * as rss from '~/routes/seo/rss';
import { openPostgres, setDatabase, type DatabaseHandle } from '~/server/db/db.server';
import { resultOf } from '../../../tests/support/route-results';

let handle: DatabaseHandle;
beforeAll(async () => {
  // Nothing listens on port 1: every query is refused at once.
  handle = await openPostgres('postgres://postgres@127.0.0.1:1/unreachable', { migrate: false });
  setDatabase(handle);
});
afterAll(async () => {
  setDatabase(undefined);
  await handle.close();
});

const request = (path: string) => new Request(`http://localhost${path}`);
// Loader arguments as React Router passes them; these loaders read only request and params.
const args = (path: string, params: Record<string, string> = {}) =>
  ({ request: request(path), params, context: {} }) as never;

/** Server-renders a route component with the given loader data (as the document would be). */
function render(path: string, module: { default: unknown }, loaderData: unknown): string {
  const Stub = createRoutesStub([{ id: 'page', path: path.split('?')[0]!, Component: module.default as never }]);
  const html = renderToString(<Stub initialEntries={[path]} hydrationData={{ loaderData: { page: loaderData } }} />);
  // React separates adjacent text parts with empty comments.
  return html.replaceAll('<!-- -->', '');
}

describe('public pages with the database unreachable', () => {
  it('home: no insights yet, and the testimonials error', async () => {
    const data = await home.loader();
    expect(data.insights).toEqual([]);
    expect(data.testimonials).toEqual({ ok: false, message: 'Failed to fetch testimonials' });
    const html = render('/', home, data);
    expect(html).toContain('No articles available yet.');
    expect(html).toContain('Error loading testimonials');
  });

  it('industries: the testimonials error', async () => {
    const data = await industries.loader();
    expect(data.testimonials.ok).toBe(false);
    expect(render('/industries', industries, data)).toContain('Error loading testimonials');
  });

  it("about: 'Error loading team members: {message}'", async () => {
    const data = await aboutUs.loader();
    expect(data.team).toEqual({ ok: false, message: 'Failed to fetch teams' });
    const html = render('/about-us', aboutUs, data);
    expect(html).toContain('Error loading team members: Failed to fetch teams');
    expect(html).toContain('Please try refreshing the page');
  });

  it('digital experience: the page without success stories', async () => {
    const data = await digitalExperience.loader();
    expect(data.successStories).toEqual([]);
    expect(render('/digital-experience', digitalExperience, data)).not.toContain('Success Stories');
  });

  it("careers: 'Error loading jobs: {message}'", async () => {
    const data = await careers.loader();
    expect(data.jobs).toEqual({ ok: false, message: 'Failed to fetch jobs' });
    const html = render('/careers', careers, data);
    expect(html).toContain('Error loading jobs: Failed to fetch jobs');
    expect(html).toContain('Please try refreshing the page');
  });

  it('portfolio, partners and news: their empty states', async () => {
    const portfolioData = await portfolio.loader(args('/portfolio?category=Healthcare'));
    expect(portfolioData).toMatchObject({ category: 'Healthcare', categories: [], projects: [] });
    expect(render('/portfolio', portfolio, portfolioData)).toContain('No projects found in this category.');

    const partnersData = await partners.loader();
    expect(partnersData.partners).toEqual([]);
    expect(render('/partners', partners, partnersData)).toContain('No partners available.');

    const newsData = await news.loader(args('/news-insights'));
    expect(newsData).toMatchObject({ category: null, articles: [] });
    const html = render('/news-insights', news, newsData);
    expect(html).toContain('No articles found in this category.');
    expect(html).toContain('0 article(s) found');
  });

  it('detail pages show their not-found state with 503 (the record may exist), the feed 503', async () => {
    const partnerResult = await resultOf(partner.loader(args('/partners/halcyon-cloud', { slug: 'halcyon-cloud' })));
    expect(partnerResult.status).toBe(503);
    expect(render('/partners/halcyon-cloud', partner, partnerResult.data)).toContain('Partner not found');

    const articleResult = await resultOf(article.loader(args('/news-insights/x', { slug: 'x' })));
    expect(articleResult.status).toBe(503);
    expect(render('/news-insights/x', article, articleResult.data)).toContain('Article not found');

    const feed = await rss.loader();
    expect(feed.status).toBe(503);
  });
});
