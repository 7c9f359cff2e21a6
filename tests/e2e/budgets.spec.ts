/**
 * Page-weight budgets (issue 9): the client JavaScript and CSS every public route loads — the static
 * routes and one article and one partner page — counted as gzip bytes of each distinct file the
 * HTML references (scripts, module preloads, inline module imports, stylesheets).
 */
import zlib from 'node:zlib';
import { expect, test, type APIRequestContext } from './fixtures';
import { PUBLIC_ROUTES } from '../../app/content/site/seo';
import { arJobPageCopy } from '../../app/content/locales/ar/careers';

// Each test only reads pages and their assets, so they are spread over all workers.
test.describe.configure({ mode: 'parallel' });

// 130 KB until issue 46 put the optional Country (250 codes, named by Intl) and Service selects on
// the lead forms: / measured 135,092 bytes, /what-we-do 133,319. Raised by 6 KB as a decision
// recorded in ADR 360's consequences; moving the country list out of the client bundle is the
// way back under 130 KB. Issue 48 (a second language: the locale table, the language switcher,
// the frame's and the consent link's resolution per language, the article copy per language)
// took / from 137,217 to 139,956 bytes; raised by 1 KB as a decision recorded in ADR 420
// ("Where it stands"); the same way back applies, and the Arabic article copy could travel as
// loader data instead (~500 B; it does since). Raised again by 1 KB on 2026-11-30 (ADR 420 "Page
// weight"): the rest of the second language — the Arabic twins of the booking and link pages in
// the locale table, the Arabic home's own WebSite data, the testimonials carousel's words from
// loader data — took / from 139,690 to 140,358 bytes, 70 over, with every other language's words
// already moved out of the pages' JavaScript.
const JS_BUDGET_BYTES = 138 * 1024;
const CSS_BUDGET_BYTES = 25 * 1024;

function referencedAssets(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [, href] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) js.add(href!);
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) js.add(src!);
  for (const [, spec] of html.matchAll(/import\s*(?:\(\s*)?["'](\/assets\/[^"']+\.js)["']/g)) js.add(spec!);
  for (const [, href] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) css.add(href!);
  return { js: [...js], css: [...css] };
}

async function expectWithinBudgets(request: APIRequestContext, route: string, jsBudget = JS_BUDGET_BYTES) {
  const html = await (await request.get(route)).text();
  // The first paint does not wait for the scripts (ADR 150): every module preload is low priority.
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]*>/g)].map(([tag]) => tag);
  expect(preloads.length).toBeGreaterThan(0);
  expect(preloads.filter((tag) => !tag.includes('fetchpriority="low"')), `module preloads at default priority on ${route}`).toEqual([]);
  const { js, css } = referencedAssets(html);
  expect(js.length).toBeGreaterThan(0);
  const gzipBytes = async (paths: string[]) => {
    let total = 0;
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      total += zlib.gzipSync(await response.body(), { level: 9 }).length;
    }
    return total;
  };
  const jsBytes = await gzipBytes(js);
  const cssBytes = await gzipBytes(css);
  test.info().annotations.push({ type: 'weight', description: `${route}: JS ${jsBytes} B, CSS ${cssBytes} B gzip` });
  expect(jsBytes, `JavaScript on ${route}`).toBeLessThanOrEqual(jsBudget);
  expect(cssBytes, `CSS on ${route}`).toBeLessThanOrEqual(CSS_BUDGET_BYTES);
}

/** The first detail page a listing links to (e.g. '/news-insights/{slug}'). */
async function firstDetailPath(request: APIRequestContext, listing: string): Promise<string> {
  const html = await (await request.get(listing)).text();
  const paths = [...html.matchAll(/<a\b[^>]*\bhref="([^"?#]+)"/g)]
    .map(([, href]) => href!)
    .filter((href) => href.startsWith(`${listing}/`) && !href.endsWith('.xml') && !href.slice(listing.length + 1).includes('/'));
  expect(paths.length, `a detail link on ${listing}`).toBeGreaterThan(0);
  return paths[0]!;
}

for (const route of PUBLIC_ROUTES) {
  test(`${route} stays within the JavaScript and CSS budgets`, async ({ request }) => {
    await expectWithinBudgets(request, route);
  });
}

// The dynamic routes: one article and one partner (the first each listing links to).
for (const listing of ['/news-insights', '/partners'] as const) {
  test(`${listing}/{slug} stays within the JavaScript and CSS budgets`, async ({ request }) => {
    await expectWithinBudgets(request, await firstDetailPath(request, listing));
  });
}

/** Every Arabic run of words in a copy object: its strings, and its functions' text around their arguments. */
function arabicWords(copy: object): string[] {
  const words: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') words.push(...value.split('\u0001'));
    else if (typeof value === 'function') visit((value as (...args: string[]) => unknown)('\u0001', '\u0001', '\u0001'));
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(copy);
  return [...new Set(words.map((word) => word.trim()).filter((word) => /[\u0600-\u06FF]/.test(word)))];
}

// Issue 48 (ADR 420 point 5): the job cards' and pages' Arabic words travel as the site layout's
// loader data on Arabic pages only, so the English careers list and job page load none of them.
// Its phrases are the proof (a module ships whole): a single word such as 'الوظائف' or 'الرئيسية'
// is also in what English pages carry on purpose (the path segments, the root's last-resort error page).
test("the English careers list and job page load none of the job copy's Arabic phrases", async ({ request }) => {
  const words = arabicWords(arJobPageCopy).filter((word) => word.includes(' '));
  expect(words.length).toBeGreaterThan(10);
  for (const route of ['/careers', await firstDetailPath(request, '/careers')]) {
    const { js } = referencedAssets(await (await request.get(route)).text());
    let jsBytes = 0;
    for (const path of js) {
      const code = await (await request.get(path)).body();
      jsBytes += zlib.gzipSync(code, { level: 9 }).length;
      expect(words.filter((word) => code.toString('utf8').includes(word)), `Arabic job copy in ${path} on ${route}`).toEqual([]);
    }
    // The job page is not in the budgets above: it measured over them before this (ADR 420, "Page weight").
    test.info().annotations.push({ type: 'weight', description: `${route}: JS ${jsBytes} B gzip` });
  }
});

// Not public pages (per request, not in PUBLIC_ROUTES), but pages visitors reach from every form:
// /book-a-call and a call's own page (issue 46; an unknown token shows the page's "not valid"
// state, with the same JavaScript). Their budget is their own, just above what /book-a-call
// measured once its Arabic twin's words moved to that twin's loader data (ADR 420 "Page weight").
const BOOKING_JS_BUDGET_BYTES = 129 * 1024;

for (const route of ['/book-a-call', '/book-a-call/manage/not-a-token'] as const) {
  test(`${route} stays within the JavaScript and CSS budgets`, async ({ request }) => {
    await expectWithinBudgets(request, route, BOOKING_JS_BUDGET_BYTES);
  });
}
