import { describe, expect, it } from 'vitest';
import routes from '~/routes';
import type { PageSeo } from '~/content/types';
import { aboutSeo } from '~/content/site/about';
import { careersSeo } from '~/content/site/careers';
import { contactSeo } from '~/content/site/contact';
import { digitalExperienceSeo } from '~/content/site/digital-experience';
import { generativeAiSeo } from '~/content/site/generative-ai';
import { homeSeo } from '~/content/site/home';
import { industriesSeo } from '~/content/site/industries';
import { privacySeo, termsSeo } from '~/content/site/legal';
import { newsSeo } from '~/content/site/news';
import { partnersSeo } from '~/content/site/partners';
import { portfolioSeo } from '~/content/site/portfolio';
import { securityServicesSeo } from '~/content/site/security-services';
import { whatWeDoSeo } from '~/content/site/what-we-do';
import { PUBLIC_PAGE_ROUTE_IDS, PUBLIC_PAGES } from './pages';

const routeModules = import.meta.glob('../../routes/site/*.tsx');

describe('the table of public pages', () => {
  it('is the public site of routes.ts, in product §2 order, with the route ids React Router gives the files', () => {
    const site = routes.find((entry) => entry.file === 'routes/site/layout.tsx');
    // Besides the 404, the routes in the site's layout that are not public pages: the candidate's
    // withdraw link (issue 18), the visitor's erase link (issue 20) and a preview link (issue 43),
    // answered per request and never cached.
    const notPages = new Set(['*', 'applications/withdraw', 'privacy/erase/:token', 'preview/:token']);
    const pages = (site?.children ?? []).filter((entry) => !notPages.has(entry.path ?? ''));
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
      ['routes/site/job', '/careers/:slug'],
      ['routes/site/contact-us', '/contact-us'],
      ['routes/site/terms', '/terms'],
      ['routes/site/privacy', '/privacy'],
    ]);
    expect([...PUBLIC_PAGE_ROUTE_IDS]).toEqual(pages.map((entry) => entry.id));
  });

  it('gives every page without a parameter the meta its row says: canonical path, title and description', async () => {
    const seo: Record<string, PageSeo> = {
      '/': homeSeo,
      '/what-we-do': whatWeDoSeo,
      '/digital-experience': digitalExperienceSeo,
      '/generative-ai': generativeAiSeo,
      '/security-services': securityServicesSeo,
      '/industries': industriesSeo,
      '/portfolio': portfolioSeo,
      '/about-us': aboutSeo,
      '/partners': partnersSeo,
      '/news-insights': newsSeo,
      '/careers': careersSeo,
      '/contact-us': contactSeo,
      '/terms': termsSeo,
      '/privacy': privacySeo,
    };
    const origin = 'https://corvane.example';
    const matches = [{ id: 'root', loaderData: { origin } }];
    for (const page of PUBLIC_PAGES.filter((row) => row.sitemap)) {
      const load = routeModules[`../../${page.file}`];
      if (!load) throw new Error(`no module ${page.file}`);
      const module = (await load()) as { meta: (args: { matches: typeof matches }) => Record<string, string>[] };
      const tags = module.meta({ matches });
      expect(tags, page.path).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${origin}${page.path}` });
      expect(tags, page.path).toContainEqual({ title: seo[page.path]!.title });
      expect(tags, page.path).toContainEqual({ name: 'description', content: seo[page.path]!.description });
    }
  });

  it('leaves only the pages with a parameter to the per-record sitemap entries', () => {
    expect(PUBLIC_PAGES.filter((page) => !page.sitemap).map((page) => page.path)).toEqual(['/partners/:slug', '/news-insights/:slug', '/careers/:slug']);
  });
});
