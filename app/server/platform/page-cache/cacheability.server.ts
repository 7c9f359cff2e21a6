/**
 * Which requests the page cache may answer and store, decided positively (issue 16, finding 3):
 * a page is cacheable only when every route it matches is on the list below (by route id, never
 * by path text), the request carries no cookie of ours in any spelling, and it is a GET or HEAD.
 * Everything else — admin, sign-in, feeds, 404s, unknown routes — is rendered per request.
 */
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { securityResources } from '~/content/site/security-services';
import { solutionGuides } from '~/content/site/digital-experience';
import { parseNewsCategory } from '~/domain/news';
import { englishRouteId, LOCALE_CODES, localeOfPath, localizedRouteId } from '~/domain/locales';

/**
 * The public pages that may be cached, by route id, with the query parameters each one's loader
 * or components read — `category` filters; `lead`, `resource` and `apply` open a form in the page
 * without JavaScript (lead-modal, download-gate, application-dialog) — (every other parameter is dropped from the cache key and from the URL the page is
 * rendered with). This list must equal the public pages table (app/content/site/pages.ts): a
 * page on that table is public to everyone, the same for every visitor.
 */
const CACHEABLE_ENGLISH_ROUTES: readonly (readonly [string, readonly string[]])[] = [
  ['routes/site/home', []],
  ['routes/site/what-we-do', []],
  ['routes/site/digital-experience', ['resource']],
  ['routes/site/generative-ai', ['lead']],
  ['routes/site/security-services', ['resource']],
  ['routes/site/industries', []],
  ['routes/site/portfolio', ['category']],
  ['routes/site/about-us', []],
  ['routes/site/partners', []],
  ['routes/site/partner', []],
  ['routes/site/news', ['category']],
  ['routes/site/article', []],
  ['routes/site/careers', ['apply']],
  ['routes/site/job', []],
  ['routes/site/contact-us', []],
  ['routes/site/terms', []],
  ['routes/site/privacy', []],
];

/** Each page's twin in every other locale (issue 48) reads the same parameters. */
export const CACHEABLE_ROUTES: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>(
  LOCALE_CODES.flatMap((locale) => CACHEABLE_ENGLISH_ROUTES.map(([id, params]) => [localizedRouteId(id, locale), params] as const)),
);

/**
 * For the query parameters whose values that change the page form a fixed set: the value a page
 * reads, in its one spelling, or undefined for a value that changes nothing (the page reads it and
 * shows what it shows without it). Such a value is dropped from the cache key — and from the URL
 * the page is rendered with — so a crawler sending `?category=<random>` gets the stored page
 * instead of a render and a new entry pushing real pages out (ADR 310). Parameters not listed here
 * (a portfolio category, a job to apply for: values from the database) are kept as sent.
 */
const resourceIds = (resources: readonly { id: string }[]) => (value: string) => resources.find((resource) => resource.id === value)?.id;
const PAGE_CHANGING_VALUES: ReadonlyMap<string, Readonly<Record<string, (value: string) => string | undefined>>> = new Map<string, Readonly<Record<string, (value: string) => string | undefined>>>([
  ['routes/site/news', { category: (value: string) => parseNewsCategory(new URLSearchParams({ category: value })) }],
  ['routes/site/generative-ai', { lead: (value: string) => (value === 'open' ? value : undefined) }],
  ['routes/site/digital-experience', { resource: resourceIds(solutionGuides) }],
  ['routes/site/security-services', { resource: resourceIds(securityResources) }],
]);

/** The layout every page of the public site renders in (app/routes.ts). */
const SITE_LAYOUT = 'routes/site/layout';

/** The routes a public page renders inside: they add nothing per visitor. */
const CACHEABLE_PARENTS = new Set(['root', SITE_LAYOUT]);

/**
 * True when the Cookie header carries any cookie of ours: better-auth's (session token, session
 * data, dont_remember…, with or without `__Secure-`/`__Host-`) or the app's own (`firmsite_…`,
 * the flash message). Names are compared as a cookie parser reads them — trimmed,
 * percent-decoded — and in any letter case, so no spelling of a session slips through.
 */
export function carriesOurCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  for (const pair of cookieHeader.split(';')) {
    const equals = pair.indexOf('=');
    const rawName = (equals === -1 ? pair : pair.slice(0, equals)).trim();
    if (rawName === '') continue;
    let name = rawName.toLowerCase();
    try {
      name = decodeURIComponent(name);
    } catch {
      // Not valid percent-encoding: compare the name as it came.
    }
    name = name.replace(/^__(secure|host)-/, '');
    if (name.startsWith('better-auth') || name.startsWith('firmsite')) return true;
  }
  return false;
}

export interface CacheablePage {
  /** The leaf route's id. */
  routeId: string;
  /** The path and the query parameters the page reads, in a fixed order: the cache key. */
  key: string;
  /** Whether this is React Router's data request for the page (`.data`). */
  data: boolean;
  /** The page's `:slug` parameter, decoded, for the routes that take one (an article, a partner, a job). */
  slug?: string;
}

const trees = new WeakMap<object, RouteObject[]>();

/**
 * The route tree of a build, as `matchRoutes` wants it: one per build, so everything that
 * classifies URLs for it shares one set of answers (`classifyUrl`).
 */
export function routeTree(build: Pick<ServerBuild, 'routes'>): RouteObject[] {
  let tree = trees.get(build.routes);
  if (!tree) {
    tree = buildRouteTree(build);
    trees.set(build.routes, tree);
  }
  return tree;
}

function buildRouteTree(build: Pick<ServerBuild, 'routes'>): RouteObject[] {
  type BuildRoute = NonNullable<ServerBuild['routes'][string]>;
  const byParent = new Map<string | undefined, BuildRoute[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const toObjects = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: toObjects(route.id) },
    );
  return toObjects(undefined);
}

/**
 * The cacheable page a matched request URL (path and query, as on the request line) asks for, or
 * undefined when it is not one. `.data` URLs (`/careers.data`, `/_root.data` for `/`) name the
 * same page; their `_routes` parameter (which loaders to run) is part of their key.
 */
function cacheableMatch(matched: PageMatch, url: string): CacheablePage | undefined {
  const { matches, data, rawPath, pathname, queryStart } = matched;
  const leaf = matches[matches.length - 1]!.route.id ?? '';
  const readsQuery = CACHEABLE_ROUTES.get(leaf);
  if (!readsQuery) return undefined;
  if (!matches.slice(0, -1).every((match) => CACHEABLE_PARENTS.has(match.route.id ?? ''))) return undefined;
  const params = new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1));
  const query = new URLSearchParams();
  if (data) for (const value of params.getAll('_routes')) query.append('_routes', value);
  // The pages read one value of each (searchParams.get): the first, in its one spelling where the
  // values that change the page are known.
  const valuesOf = PAGE_CHANGING_VALUES.get(englishRouteId(leaf));
  for (const name of readsQuery) {
    const sent = params.get(name);
    const value = sent === null ? undefined : valuesOf?.[name] ? valuesOf[name](sent) : sent;
    if (value !== undefined) query.append(name, value);
  }
  const queryText = query.toString();
  // A page without path parameters is the same page in any letter case or spelling (/TERMS,
  // /t%65rms, /terms/): one entry, so case variants cannot multiply renders. A parameter's
  // value (an article's slug) is kept as sent, since the loader reads it.
  const hasParams = Object.keys(matches[matches.length - 1]!.params).length > 0;
  const keyPath = hasParams ? rawPath : canonicalStaticPath(pathname, data);
  const slug = matches[matches.length - 1]!.params.slug;
  return { routeId: leaf, key: queryText ? `${keyPath}?${queryText}` : keyPath, data, ...(slug === undefined ? {} : { slug }) };
}

/** A request URL's path as the router sees it (`.data` removed), or undefined when it cannot be decoded. */
function pagePath(url: string) {
  const queryStart = url.indexOf('?');
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  const data = pathname.endsWith('.data');
  if (data) pathname = pathname === '/_root.data' ? '/' : pathname.slice(0, -'.data'.length);
  return { data, rawPath, pathname, queryStart };
}

/**
 * A request URL's page and the routes it matches. Matching costs ~0.7 ms (react-router's
 * `matchRoutes` flattens and ranks the whole table on every call): callers keep the answer per URL.
 */
type PageMatch = NonNullable<ReturnType<typeof matchPage>>;

/** For tests: the matches `classifyUrl` works from, for a decoded path (routeMatcher). */
export function matchPathForTests(routes: RouteObject[], pathname: string) {
  return routeMatcher(routes)(pathname);
}

function matchPage(routes: RouteObject[], url: string) {
  const path = pagePath(url);
  if (!path) return undefined;
  const matches = routeMatcher(routes)(path.pathname);
  if (!matches || matches.length === 0) return undefined;
  return { matches, ...path };
}

/**
 * Whether a matched request URL asks for a document of the public site (any method: a page, the
 * page a form posted without JavaScript gets back, a withdraw or erase link, the site's 404),
 * rather than React Router's data for one (`.data`), a feed, a file, sign-in or the back office.
 */
function siteDocumentMatch(matched: PageMatch): boolean {
  return !matched.data && matched.matches.some((match) => match.route.id === SITE_LAYOUT);
}

/** What the server decides from a request URL alone, for the page cache and the render queues. */
export interface UrlClassification {
  /** The id of the route it matches (the deepest), for the metrics; undefined when none does. */
  routeId?: string;
  /** The cacheable page it names, if any (cacheableMatch). */
  page?: CacheablePage;
  /** Whether it asks for a document of the public site (siteDocumentMatch). */
  siteDocument: boolean;
  /**
   * Whether it asks for one of the site's 404 documents: no route but a catch-all matches it, and
   * it is not React Router's data request (ADR 310). Its path is the request's path, decoded; its
   * route is the catch-all that takes it (the English one, or a locale's `/ar/*`: issue 48), whose
   * one stored document answers every such path.
   */
  notFound?: { path: string; routeId: string };
}

/** The catch-all route of the public site: every path no other route takes (app/routes.ts). */
export const NOT_FOUND_ROUTE = 'routes/site/not-found';

/** Every locale's catch-all (`*`, `/ar/*`, …): each answers the paths under its prefix that no page takes. */
const NOT_FOUND_ROUTES: ReadonlySet<string> = new Set(LOCALE_CODES.map((locale) => localizedRouteId(NOT_FOUND_ROUTE, locale)));

/** Whether `routeId` is one of the site's catch-all routes. */
export function isNotFoundRoute(routeId: string): boolean {
  return NOT_FOUND_ROUTES.has(routeId);
}

/**
 * The catch-all that takes a path no other route matches: the one of the locale whose prefix the
 * path starts with, in any letter case as the router matches it (`/AR/x` is `/ar/*`'s).
 */
function catchAllOf(pathname: string): string {
  return localizedRouteId(NOT_FOUND_ROUTE, localeOfPath(pathname.replace(/^\/[a-z-]+(?=\/|$)/i, (prefix) => prefix.toLowerCase())));
}

/** URLs classified per route tree; a tree's answers are dropped when they pass this many. */
const CLASSIFIED_MAX = 5_000;
const classifiedByTree = new WeakMap<RouteObject[], Map<string, UrlClassification>>();

/**
 * What a request URL is — a cacheable page, a document of the public site — from one route match, kept per URL:
 * react-router's `matchRoutes` flattens and ranks the whole table on every call (~0.75 ms here),
 * so the page cache and the site render queue ask once between them.
 */
export function classifyUrl(routes: RouteObject[], url: string): UrlClassification {
  let known = classifiedByTree.get(routes);
  if (!known) {
    known = new Map();
    classifiedByTree.set(routes, known);
  }
  let found = known.get(url);
  if (!found) {
    // A path only a catch-all can take (a bot's random 404, in any locale) is told without matching
    // the table, and not kept: random paths would push the site's real URLs out of the kept answers.
    const path = pagePath(url);
    if (path && !path.data && !otherRoutesPattern(routes).test(path.pathname.replace(/\/{2,}/g, '/'))) {
      const routeId = catchAllOf(path.pathname);
      return { routeId, siteDocument: true, notFound: { path: path.pathname, routeId } };
    }
    const matched = matchPage(routes, url);
    const deepest = matched?.matches[matched.matches.length - 1]!.route.id;
    found = matched
      ? {
          routeId: deepest,
          page: cacheableMatch(matched, url),
          siteDocument: siteDocumentMatch(matched),
          notFound: !matched.data && deepest !== undefined && isNotFoundRoute(deepest) ? { path: matched.pathname, routeId: deepest } : undefined,
        }
      : { siteDocument: false };
    if (known.size >= CLASSIFIED_MAX) known.clear();
    known.set(url, found);
  }
  return found;
}

type RouteMatches = NonNullable<ReturnType<typeof matchRoutes<RouteObject>>>;

/** Each route path's segments as regular-expression source, each with its slash: a parameter a non-empty group, a splat an optional tail. */
function pathSource(path: string, loose: boolean): string {
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return loose ? '(?:/.*)?' : '(?:/(.*))?';
      if (segment.startsWith(':')) {
        const group = loose ? '[^/]*' : '([^/]+)';
        return segment.endsWith('?') ? `(?:/${group})?` : `/${group}`;
      }
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
}

/** Every route of the tree with the full path it matches (layouts without a path add nothing). */
function routePaths(routes: RouteObject[]): { route: RouteObject; path: string }[] {
  const found: { route: RouteObject; path: string }[] = [];
  const walk = (list: RouteObject[], parent: string) => {
    for (const route of list) {
      const full = route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent;
      if (route.index || route.path) found.push({ route, path: full || '/' });
      if (route.children) walk(route.children, full);
    }
  };
  walk(routes, '');
  return found;
}

function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const matchers = new WeakMap<RouteObject[], (pathname: string) => RouteMatches | null>();

/**
 * react-router's `matchRoutes`, without its cost for the paths a table can answer at once (ADR
 * 310). `matchRoutes` flattens and ranks the whole table on every call (~0.75 ms), so a crawler
 * asking for a new article slug or query string each time paid it on every request. Here each
 * leaf route's path is one exact expression, and its matches are taken once from `matchRoutes`
 * for a sample path; a path that exactly one leaf's expression (besides the catch-all) matches is
 * that leaf's, with its parameters from the expression — the router could only rank that leaf
 * above the catch-all. Any other path (two candidates, none, a parent without an index) is
 * matched by `matchRoutes` itself.
 */
function routeMatcher(routes: RouteObject[]): (pathname: string) => RouteMatches | null {
  let matcher = matchers.get(routes);
  if (matcher) return matcher;
  const leaves = routePaths(routes)
    .filter(({ route }) => !isNotFoundRoute(route.id ?? '') && (route.index || !route.children?.length))
    .map(({ route, path }) => {
      const names = path.split('/').filter((segment) => segment.startsWith(':') || segment === '*').map((segment) => (segment === '*' ? '*' : segment.slice(1).replace(/\?$/, '')));
      const pattern = new RegExp(`^${pathSource(path, false)}/?$`, route.caseSensitive ? '' : 'i');
      const sample = path.replace(/:[^/]+/g, 'sample').replace('*', 'sample');
      const template = matchRoutes(routes, sample);
      const usable = template?.[template.length - 1]?.route.id === route.id;
      return { pattern, names, template: usable ? template! : undefined };
    });
  matcher = (pathname) => {
    let only: { leaf: (typeof leaves)[number]; groups: RegExpExecArray } | undefined;
    for (const leaf of leaves) {
      const groups = leaf.pattern.exec(pathname);
      if (!groups) continue;
      if (only) return matchRoutes(routes, pathname);
      only = { leaf, groups };
    }
    if (!only?.leaf.template) return matchRoutes(routes, pathname);
    const params: Record<string, string> = {};
    only.leaf.names.forEach((name, index) => {
      const value = only.groups[index + 1];
      // The router decodes each segment of the (already decoded) path once more, keeping a failure as it was.
      if (value !== undefined) params[name] = decodeSegment(value);
    });
    return only.leaf.template.map((match) => ({ ...match, params }));
  };
  matchers.set(routes, matcher);
  return matcher;
}

const otherRoutesPatterns = new WeakMap<RouteObject[], RegExp>();

/**
 * One regular expression for every route path of the tree except the site's catch-alls, as a
 * loose filter (ADR 310): a path it does not match can only be matched by a catch-all, so it is
 * a 404 without react-router's `matchRoutes` (~0.75 ms: it flattens and ranks the whole table on
 * every call). Looser than the router — any parameter may be empty, any letter case, a trailing
 * slash — so it never calls a real page a 404; a path it matches is matched by the router as before.
 */
function otherRoutesPattern(routes: RouteObject[]): RegExp {
  let pattern = otherRoutesPatterns.get(routes);
  if (pattern) return pattern;
  const sources = routePaths(routes)
    .filter(({ route }) => !isNotFoundRoute(route.id ?? ''))
    .map(({ path }) => pathSource(path, true));
  pattern = new RegExp(`^(?:${sources.join('|')})/?$`, 'i');
  otherRoutesPatterns.set(routes, pattern);
  return pattern;
}

function canonicalStaticPath(pathname: string, data: boolean): string {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (!data) return path;
  return path === '/' ? '/_root.data' : `${path}.data`;
}
