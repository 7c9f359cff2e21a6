/**
 * What a page route's loader gives its blocks (issue 44): the live document, its version and
 * effective date, and the Markdown of its text blocks parsed here (no Markdown parser goes to the
 * browser), keyed by block id. Two requests get another state, marked as a preview: one opened
 * through the page's preview link (its cookie: page-preview.server.ts) gets the link's state, and a
 * signed-in owner or editor gets the page's draft, when there is one. Neither is ever stored: the
 * page cache does not take requests with our cookies, and every answer to one goes out
 * `private, no-store` (entry.server.tsx).
 */
import type { MarkdownTree } from '~/domain/markdown';
import { DEFAULT_LOCALE, localeOfRequest, type Alternate, type Locale } from '~/domain/locales';
import type { PageDocument } from '~/domain/page-blocks/document';
import { settled, type LivePage, type PageKey, type StoredPage } from '~/domain/page-blocks/page-definitions';
import type { PageData } from '~/domain/page-blocks/page-data';
import { pageDraftPreviewCopy as copy } from '~/content/site/draft-preview';
import { pageEditorHref } from '~/domain/page-blocks/paths';
import { practiceCatalog, type PracticeSummary } from '~/domain/page-blocks/practice-catalog';
import { mayOpen } from '~/domain/roles';
import { formatFirmDateTime } from '~/domain/schedule';
import { getSitePage, loadLivePage, pageAlternates, pagePath, seedLivePage } from '~/server/entities/site-pages.server';
import { markdownTree } from '~/server/pages/markdown.server';
import { readStaffSession } from '~/server/platform/auth.server';
import { log } from '~/server/platform/log.server';
import { carriesOurCookie } from '~/server/platform/page-cache/cacheability.server';
import { pageLinkPreview } from '~/server/pages/page-preview.server';

/**
 * The page in the request's language (its address: /ar/… is Arabic). A page with no copy in that
 * language answers 404 — no English page pretending to be Arabic — unless the request is staff's
 * (or a preview link's) view of its unpublished translation.
 */
export async function loadPageData(key: PageKey, request?: Request): Promise<PageData> {
  const locale = request ? localeOfRequest(request) : DEFAULT_LOCALE;
  const [live, alternates] = await Promise.all([loadLivePage(key, locale), pageAlternates(key)]);
  // Without one of our cookies there is nothing to look up: the visitor sees the live page.
  const preview =
    request && carriesOurCookie(request.headers.get('Cookie') ?? undefined)
      ? ((await linkPreview(key, locale, request, live)) ?? (await draftPreview(key, locale, request, live)))
      : undefined;
  if (preview) return { ...preview, alternates };
  if (!live) throw new Response('Not Found', { status: 404 });
  return pageDataOf(key, live, locale, alternates);
}

/** The version and date a preview of a translation not yet published shows (version 1: its first publication will be). */
const unpublished = (key: PageKey): LivePage => ({ ...seedLivePage(key), version: 1 });

/** The state a preview link shows, for a request that carries the page's preview cookie; a failure shows the published page. */
async function linkPreview(key: PageKey, locale: Locale, request: Request, live: LivePage | undefined): Promise<PageData | undefined> {
  try {
    const preview = await pageLinkPreview(key, request, locale);
    return preview ? { ...pageDataOf(key, { ...(live ?? unpublished(key)), document: preview.document }, locale), preview: preview.banner } : undefined;
  } catch (error) {
    log.error({ err: error, page: key }, 'page link preview failed');
    return undefined;
  }
}

/** A live page as its route renders it, in its language, with the addresses of its published translations. */
export function pageDataOf(
  key: PageKey,
  live: Pick<LivePage, 'document' | 'version' | 'effectiveDate'>,
  locale: Locale = DEFAULT_LOCALE,
  alternates: Alternate[] = [{ locale, path: pagePath(key, locale) }],
): PageData {
  const markdown: Record<string, MarkdownTree> = {};
  for (const block of live.document.blocks) if (block.type === 'richText') markdown[block.id] = markdownTree(block.data.body);
  return { key, locale, seo: live.document.seo, blocks: live.document.blocks, version: live.version, effectiveDate: live.effectiveDate, markdown, alternates };
}

/**
 * The draft, for a request that carries the session of staff who may edit pages (owner, editor);
 * anyone else — and every request without a session cookie, which never reaches the database
 * here — gets the published page. A failure shows the published page.
 */
async function draftPreview(key: PageKey, locale: Locale, request: Request, live: LivePage | undefined): Promise<PageData | undefined> {
  try {
    const { staff } = await readStaffSession(request);
    if (!staff || !mayOpen(staff.role, 'pages')) return undefined;
    const row = await getSitePage(key, locale);
    const draft: PageDocument | null = row ? settled(row as StoredPage).draft : null;
    if (!row || !draft) return undefined;
    const shown = live ?? { document: draft, version: row.version, effectiveDate: row.effective_date };
    const text = [live ? copy.text(live.version) : copy.untranslated, row.publish_at ? copy.scheduled(formatFirmDateTime(row.publish_at)) : ''].join(' ').trim();
    return { ...pageDataOf(key, { ...shown, document: draft }, locale), preview: { title: copy.title, text, link: { label: copy.edit, href: pageEditorHref(key, locale) } } };
  } catch (error) {
    log.error({ err: error, page: key }, 'page draft preview failed');
    return undefined;
  }
}

/** The practices as the three practice pages' live documents say (home, /what-we-do): three reads of the held pages. */
export async function loadPracticeCatalog(): Promise<PracticeSummary[]> {
  const [digital, ai, security] = await Promise.all([loadLivePage('digital-experience'), loadLivePage('generative-ai'), loadLivePage('security-services')]);
  return practiceCatalog({ 'digital-experience': digital.document, 'generative-ai': ai.document, 'security-services': security.document });
}
