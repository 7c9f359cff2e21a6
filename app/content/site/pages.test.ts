import { describe, expect, it } from 'vitest';
import { PAGE_DEFINITIONS, PAGE_KEYS } from '~/domain/page-blocks/page-definitions';
import { PAGE_SEEDS } from '~/content/pages/index';
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
    // withdraw link (issue 18), the visitor's erase link (issue 20), a preview link (issue 43) and
    // the search results (issue 45) and booking a call (issue 46), answered per request and never cached.
    // The Arabic search (issue 48, ADR 420 point 8) is not a page either.
    const notPages = new Set(['*', 'applications/withdraw', 'privacy/erase/:token', 'preview/:token', 'search', 'ar/بحث', 'book-a-call', 'book-a-call/manage/:token', 'ar/احجز-مكالمة', 'ar/احجز-مكالمة/إدارة/:token']);
    // Issue 48: the withdraw, erase and preview pages' Arabic twins, per request like the English ones.
    for (const path of ['ar/سحب-طلب-التوظيف', 'ar/الخصوصية/محو/:token', 'ar/معاينة/:token']) notPages.add(path);
    // Issue 48: then each page's Arabic twin (ADR 420), and the Arabic 404 for the rest of /ar.
    const children = (site?.children ?? []).filter((entry) => !notPages.has(entry.path ?? ''));
    const pages = children.filter((entry) => !entry.id?.endsWith('.ar'));
    const arabic = children.filter((entry) => entry.id?.endsWith('.ar'));
    expect(arabic.map((entry) => [entry.id, `/${entry.path}`])).toEqual([
      ['routes/site/home.ar', '/ar'],
      ['routes/site/what-we-do.ar', '/ar/خدماتنا'],
      ['routes/site/digital-experience.ar', '/ar/التجربة-الرقمية'],
      ['routes/site/generative-ai.ar', '/ar/الذكاء-الاصطناعي-التوليدي'],
      ['routes/site/security-services.ar', '/ar/الخدمات-الأمنية'],
      ['routes/site/industries.ar', '/ar/القطاعات'],
      ['routes/site/portfolio.ar', '/ar/أعمالنا'],
      ['routes/site/about-us.ar', '/ar/من-نحن'],
      ['routes/site/partners.ar', '/ar/الشركاء'],
      ['routes/site/partner.ar', '/ar/الشركاء/:slug'],
      ['routes/site/news.ar', '/ar/الأخبار-والرؤى'],
      ['routes/site/article.ar', '/ar/الأخبار-والرؤى/:slug'],
      ['routes/site/careers.ar', '/ar/الوظائف'],
      ['routes/site/job.ar', '/ar/الوظائف/:slug'],
      ['routes/site/contact-us.ar', '/ar/اتصل-بنا'],
      ['routes/site/terms.ar', '/ar/الشروط'],
      ['routes/site/privacy.ar', '/ar/الخصوصية'],
      ['routes/site/not-found.ar', '/ar/*'],
    ]);
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
    expect([...PUBLIC_PAGE_ROUTE_IDS]).toEqual([...pages, ...arabic.slice(0, -1)].map((entry) => entry.id));
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
      const module = (await load()) as { meta: (args: { matches: typeof matches; loaderData?: unknown; location: { pathname: string } }) => Record<string, string>[] };
      // Issue 44: a page made of blocks takes its meta from its live document (here: its seed, as a fresh database shows it).
      const key = PAGE_KEYS.find((candidate) => PAGE_DEFINITIONS[candidate].path === page.path);
      const tags = module.meta({ matches, location: { pathname: page.path }, ...(key ? { loaderData: { page: { seo: PAGE_SEEDS[key].seo } } } : {}) });
      expect(tags, page.path).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${origin}${page.path}` });
      expect(tags, page.path).toContainEqual({ title: seo[page.path]!.title });
      expect(tags, page.path).toContainEqual({ name: 'description', content: seo[page.path]!.description });
    }
  });

  it('leaves only the pages with a parameter to the per-record sitemap entries', () => {
    expect(PUBLIC_PAGES.filter((page) => !page.sitemap).map((page) => page.path)).toEqual(['/partners/:slug', '/news-insights/:slug', '/careers/:slug']);
  });
});
