import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routeConfig from '~/routes';
import { appRouteTable } from '~/server/platform/page-cache/app-route-table.testing';
import { matchRoutes } from 'react-router';
import { CACHEABLE_ROUTES, carriesOurCookie, classifyUrl, isNotFoundRoute, matchPathForTests, NOT_FOUND_ROUTE, routeTree } from '~/server/platform/page-cache/cacheability.server';

const tree = routeTree({ routes: appRouteTable() });
const cacheablePage = (url: string) => classifyUrl(tree, url).page;
const isSiteDocument = (url: string) => classifyUrl(tree, url).siteDocument;
const keyOf = (url: string) => cacheablePage(url)?.key;

/** A URL for every route of the app (path parameters filled in). */
function sampleUrls(): Map<string, string> {
  const urls = new Map<string, string>();
  const walk = (entries: RouteConfigEntry[], prefix: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[^.]+$/, '');
      const path = entry.path === undefined ? prefix : `${prefix}/${entry.path}`.replace(/\/+/g, '/');
      const url = (path || '/').replace(/:[a-z]+/gi, 'some-value').replace('*', 'no-such-page');
      if (!entry.children || entry.index) urls.set(id, url);
      if (entry.children) walk(entry.children, path);
    }
  };
  walk(routeConfig, '');
  return urls;
}

describe('which pages the cache may hold', () => {
  it('is exactly the public pages, by route id; no admin, sign-in, feed or 404 route', () => {
    const cacheable = [...sampleUrls()].filter(([, url]) => cacheablePage(url)).map(([id]) => id);
    expect(cacheable.sort()).toEqual([...CACHEABLE_ROUTES.keys()].sort());
    expect(cacheable).toEqual(expect.arrayContaining(['routes/site/home', 'routes/site/article', 'routes/site/careers', 'routes/site/news']));
    for (const id of cacheable) expect(id).toMatch(/^routes\/site\//);
    const refused = [...sampleUrls()].filter(([, url]) => !cacheablePage(url)).map(([id]) => id);
    expect(refused).toEqual(
      expect.arrayContaining([
        'routes/admin/dashboard',
        'routes/admin/leads/index',
        'routes/admin/leads/export',
        'routes/auth/login',
        'routes/auth/verify',
        'routes/auth/logout',
        'routes/seo/sitemap',
        'routes/seo/robots',
        'routes/seo/rss',
        'routes/site/not-found',
        // Issue 20: a visitor's erase link is never stored or shared.
        'routes/site/privacy-erase',
        // Issue 43: a preview link shows a draft to whoever holds its token.
        'routes/site/preview',
        // Issue 46/48: booking a call and a booked call's signed page, in every language (live slots, a capability link).
        'routes/site/book-a-call',
        'routes/site/book-a-call-manage',
        'routes/site/book-a-call.ar',
        'routes/site/book-a-call-manage.ar',
      ]),
    );
  });

  it('refuses admin pages in any letter case (routes match case-insensitively)', () => {
    for (const url of ['/Admin/leads', '/ADMIN/leads', '/admin/LEADS', '/aDmIn', '/Admin/news/edit/1', '/ADMIN/leads.csv', '/Admin/login', '/admin/leads.data', '/Admin/leads.data']) {
      expect(cacheablePage(url), url).toBeUndefined();
    }
  });

  it('keeps one entry per public page whatever its spelling, and dynamic slugs as sent', () => {
    expect(keyOf('/TERMS')).toBe('/terms');
    expect(keyOf('/t%65rms/')).toBe('/terms');
    expect(keyOf('/')).toBe('/');
    expect(keyOf('/news-insights/Some-Slug')).toBe('/news-insights/Some-Slug');
    expect(keyOf('/careers.data')).toBe('/careers.data');
    expect(keyOf('/_root.data?_routes=routes%2Fsite%2Fhome&x=1')).toBe('/_root.data?_routes=routes%2Fsite%2Fhome');
  });
});

describe('the cache key of a page', () => {
  it('drops campaign tags and ad-click ids, keeping the parameters the page reads', () => {
    expect(keyOf('/?utm_source=news&utm_medium=email&fbclid=IwAR0abc')).toBe('/');
    expect(keyOf('/portfolio?category=Fintech&gclid=xyz&utm_campaign=spring')).toBe('/portfolio?category=Fintech');
    expect(keyOf('/news-insights?msclkid=1&_gl=2&category=Insights')).toBe('/news-insights?category=Insights');
  });

  it('keys a value the page reads in its one spelling, and drops a value that changes nothing (ADR 310)', () => {
    // The news categories are a fixed list: any spelling of one is that one; anything else is the unfiltered list.
    expect(keyOf('/news-insights?category=insights')).toBe('/news-insights?category=Insights');
    expect(keyOf('/news-insights?category=c123456789')).toBe('/news-insights');
    // The page reads the first value only.
    expect(keyOf('/news-insights?category=nonsense&category=News')).toBe('/news-insights');
    expect(keyOf('/generative-ai?lead=closed')).toBe('/generative-ai');
    expect(keyOf('/security-services?resource=no-such-guide.pdf')).toBe('/security-services');
    expect(keyOf('/digital-experience?resource=dx-ux-maturity-playbook.pdf')).toBe('/digital-experience?resource=dx-ux-maturity-playbook.pdf');
    // Values from the database are kept as sent.
    expect(keyOf('/portfolio?category=Anything')).toBe('/portfolio?category=Anything');
  });

  it('drops every parameter a page does not read, so random query strings share the cached copy', () => {
    expect(keyOf('/careers')).toBe('/careers');
    expect(keyOf('/careers?nocache=8f3a1')).toBe('/careers');
    expect(keyOf('/?x=1&y=2&page=9')).toBe('/');
    expect(keyOf('/news-insights?page=2')).toBe('/news-insights');
    expect(keyOf('/portfolio?category=Health%20Care&x=a+b')).toBe('/portfolio?category=Health+Care');
  });

  it('keeps the parameters that open a form in the page without JavaScript (each its own copy)', () => {
    const job = '0b9e6f4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(keyOf(`/careers?apply=${job}&utm_source=x`)).toBe(`/careers?apply=${job}`);
    expect(keyOf('/generative-ai?lead=open')).toBe('/generative-ai?lead=open');
    expect(keyOf('/security-services?resource=ai-governance-master-policy.pdf&fbclid=1')).toBe('/security-services?resource=ai-governance-master-policy.pdf');
    expect(keyOf('/digital-experience?resource=dx-ux-maturity-playbook.pdf')).toBe('/digital-experience?resource=dx-ux-maturity-playbook.pdf');
  });
});

describe('cookies of ours, in any spelling', () => {
  it('finds better-auth and app cookies however the name is written', () => {
    for (const header of [
      'better-auth.session_token =value',
      'better-auth.session_token=value',
      ' better-auth.session_token = value',
      'theme=dark; Better-Auth.Session_Token=value',
      'BETTER-AUTH.SESSION_DATA=x',
      '__Secure-better-auth.session_token=v',
      '__secure-BETTER-AUTH.session_token=v',
      '__Host-better-auth.session_token=v',
      'better-auth%2Esession_token=v',
      'better-auth.dont_remember=true',
      'firmsite_flash=abc',
      'Firmsite_Flash =abc',
      'a=1;firmsite_other=2',
    ]) {
      expect(carriesOurCookie(header), header).toBe(true);
    }
  });

  it('lets through requests without cookies of ours', () => {
    for (const header of [undefined, '', 'theme=dark', 'consent=yes; lang=en', 'other=better-auth.session_token']) {
      expect(carriesOurCookie(header), String(header)).toBe(false);
    }
  });
});

describe('documents of the public site (the render queue takes these)', () => {
  it('are the site layout\'s pages, its form actions, links and 404s — never data, feeds, files or the back office', () => {
    for (const url of ['/', '/?index', '/careers', '/careers/senior-engineer?apply=1', '/news-insights/some-article', '/applications/withdraw?token=x', '/privacy/erase/abc', '/no-such-page', '/TERMS/']) {
      expect(isSiteDocument(url), url).toBe(true);
    }
    for (const url of ['/_root.data?index', '/careers.data', '/admin', '/admin/leads', '/admin/login', '/sitemap.xml', '/robots.txt', '/news-insights/rss.xml', '/og/careers.png', '/media/abc.webp', '/%E0%A4%A']) {
      expect(isSiteDocument(url), url).toBe(false);
    }
  });
});

describe('one classification per URL, shared by the page cache and the site render queue', () => {
  it('gives one route tree per build and one answer per URL, matched once', () => {
    const build = { routes: appRouteTable() };
    const shared = routeTree(build);
    expect(routeTree(build)).toBe(shared);
    for (const url of ['/', '/careers?apply=1&utm_source=x', '/_root.data?index&_routes=root', '/admin/leads', '/%E0%A4%A']) {
      expect(classifyUrl(shared, url), url).toBe(classifyUrl(shared, url));
    }
    expect(classifyUrl(shared, '/careers')).toEqual({ routeId: 'routes/site/careers', page: { routeId: 'routes/site/careers', key: '/careers', data: false }, siteDocument: true });
    expect(classifyUrl(shared, '/admin/leads')).toEqual({ routeId: 'routes/admin/leads/index', siteDocument: false, page: undefined });
    // The route id the metrics label a request with: the catch-all's for paths only it takes, none for a URL that cannot be decoded.
    expect(classifyUrl(shared, '/wp-login.php').routeId).toBe('routes/site/not-found');
    expect(classifyUrl(shared, '/%E0%A4%A').routeId).toBeUndefined();
  });
});

describe('the 404s told without matching the route table (ADR 310)', () => {
  const notFoundPath = (url: string) => classifyUrl(tree, url).notFound?.path;

  it('calls no route of app/routes.ts a 404, in any spelling the router accepts', () => {
    for (const [id, url] of sampleUrls()) {
      if (isNotFoundRoute(id)) continue;
      for (const spelling of [url, url.toUpperCase(), `${url}/`.replace(/\/\/$/, '/'), `${url}?utm_source=mail`]) {
        expect(notFoundPath(spelling), `${id}: ${spelling}`).toBeUndefined();
      }
    }
  });

  it("answers a path only the catch-all takes with its decoded path, and a data request or a real page's sub-path as the router does", () => {
    for (const url of ['/wp-login.php', '/.env', '/old-page-123', '/news-insights/some-slug/extra', '/caf%C3%A9', '//double-slash-miss']) {
      expect(notFoundPath(url), url).toBe(decodeURIComponent(url.split('?')[0]!));
    }
    expect(classifyUrl(tree, '/wp-login.php').siteDocument).toBe(true);
    // React Router's data for a missing page is not the 404 document.
    expect(notFoundPath('/no-such-page.data')).toBeUndefined();
    expect(notFoundPath('/careers/some-job')).toBeUndefined();
  });

  it("gives each locale's miss its own catch-all, as the router ranks them, told without the table and the same with any cookie", () => {
    const arabicMiss = `/ar/${encodeURIComponent('لا-توجد')}`;
    for (const [url, routeId] of [
      [arabicMiss, 'routes/site/not-found.ar'],
      ['/ar/wp-login.php', 'routes/site/not-found.ar'],
      ['/AR/random-1234', 'routes/site/not-found.ar'],
      ['/ar/news-insights/an-english-slug', 'routes/site/not-found.ar'],
      ['/arabic-page', NOT_FOUND_ROUTE],
      ['/random-1234', NOT_FOUND_ROUTE],
    ] as const) {
      expect(classifyUrl(tree, url).notFound, url).toEqual({ path: decodeURIComponent(url), routeId });
      expect(matchRoutes(tree, decodeURIComponent(url))!.at(-1)!.route.id, url).toBe(routeId);
    }
    // An Arabic page is a page, matched without two candidates (its catch-all is not one).
    expect(classifyUrl(tree, `/ar/${encodeURIComponent('الوظائف')}`).notFound).toBeUndefined();
    expect(classifyUrl(tree, `/ar/${encodeURIComponent('الوظائف')}`).routeId).toBe('routes/site/careers.ar');
    expect(classifyUrl(tree, '/ar').routeId).toBe('routes/site/home.ar');
  });
});

describe("the route matcher's answers without matchRoutes (ADR 310)", () => {
  const summary = (matches: ReturnType<typeof matchRoutes> | null) =>
    matches ? { ids: matches.map((match) => match.route.id), params: matches[matches.length - 1]!.params } : null;

  it("gives react-router's own answer for every route of the app and for paths near them", () => {
    const paths = [...sampleUrls().values()].flatMap((url) => [url, `${url}/`, url.toUpperCase(), `${url}/extra`, url.replace('some-value', 'Other%20Value')]);
    paths.push('/news-insights/rss.xml', '/news-insights/a%2541', '/careers/senior-engineer', '/admin/news/new', '/admin/news/edit/123', '/og/news-insights/x.png', '//careers', '/');
    for (const path of paths) {
      const decoded = decodeURIComponent(path);
      expect(summary(matchPathForTests(tree, decoded)), path).toEqual(summary(matchRoutes(tree, decoded)));
    }
  });
});
