import { describe, expect, it } from 'vitest';
import routes from '~/routes';
import { PUBLIC_PAGE_ROUTE_IDS, PUBLIC_PAGES } from './pages';

describe('the table of public pages', () => {
  it('is the public site of routes.ts, in SPEC §2 order, with the route ids React Router gives the files', () => {
    const site = routes.find((entry) => entry.file === 'routes/site/layout.tsx');
    const pages = (site?.children ?? []).filter((entry) => entry.path !== '*');
    expect(pages.map((entry) => [entry.id, entry.index ? '/' : `/${entry.path}`])).toEqual([
      ['routes/site/home', '/'],
      ['routes/site/what-we-do', '/what-we-do'],
      ['routes/site/digital-experience', '/digital-experience'],
      ['routes/site/generative-ai', '/generative-ai'],
      ['routes/site/security-services', '/security-services'],
      ['routes/site/industries', '/industries'],
      ['routes/site/portfolio', '/portfolio'],
      ['routes/site/about-us', '/about-us'],
      ['routes/site/partners', '/partners'],
      ['routes/site/partner', '/partners/:slug'],
      ['routes/site/news', '/news-insights'],
      ['routes/site/article', '/news-insights/:slug'],
      ['routes/site/careers', '/careers'],
      ['routes/site/contact-us', '/contact-us'],
      ['routes/site/terms', '/terms'],
      ['routes/site/privacy', '/privacy'],
    ]);
    expect([...PUBLIC_PAGE_ROUTE_IDS]).toEqual(pages.map((entry) => entry.id));
  });

  it('leaves only the pages with a parameter to the per-record sitemap entries', () => {
    expect(PUBLIC_PAGES.filter((page) => !page.sitemap).map((page) => page.path)).toEqual(['/partners/:slug', '/news-insights/:slug']);
  });
});
