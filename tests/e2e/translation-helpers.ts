/**
 * What the browser tests of translated content share (issue 48): a unique suffix for the items a
 * test makes, the back office's toast, the hreflang links of a page's head, what an anonymous
 * visitor (no cookie: the page cache may answer) gets at an address, and axe's serious findings.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from './fixtures';

/** The two widths every translated page is checked at. */
export const AXE_VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** axe's serious and critical WCAG 2.1 A/AA findings on the page as it stands (id, help, first targets). */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => ({ id: violation.id, help: violation.help, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) }));
}

export function stamp(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export async function expectToast(page: Page, message: string) {
  await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
}

/** The <link rel="alternate" hreflang> of one language in a page's head (React writes the attribute hrefLang). */
export function alternateLink(hreflang: string, href: string): RegExp {
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`<link rel="alternate" hreflang="${escaped(hreflang)}" href="${escaped(href)}"`, 'i');
}

/** What an anonymous visitor gets at `path` (given decoded: it is percent-encoded here), redirects not followed. */
export async function visitor(request: APIRequestContext, path: string) {
  const response = await request.get(encodeURI(path), { maxRedirects: 0 });
  return { status: response.status(), body: await response.text() };
}
