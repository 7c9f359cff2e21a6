/**
 * Page-weight budgets (issue 9): the client JavaScript and CSS every public route loads, counted
 * as gzip bytes of each distinct file the HTML references (scripts, module preloads, inline module
 * imports, stylesheets).
 */
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES } from '../../app/content/seo';

const JS_BUDGET_BYTES = 130 * 1024;
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

for (const route of PUBLIC_ROUTES) {
  test(`${route} stays within the JavaScript and CSS budgets`, async ({ request }) => {
    const html = await (await request.get(route)).text();
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
    expect(jsBytes, `JavaScript on ${route}`).toBeLessThanOrEqual(JS_BUDGET_BYTES);
    expect(cssBytes, `CSS on ${route}`).toBeLessThanOrEqual(CSS_BUDGET_BYTES);
  });
}
