/**
 * A page shared through a preview link (issue 44, ADR 340 "Preview links for pages"). An article's
 * link shows the article at /preview/{token} through the article's view; a page cannot be shown
 * that way without copying its route — its blocks need the page's own views, live sections (the
 * team, the open jobs, the latest articles) and forms. So /preview/{token} for a page's link
 * answers with a redirect to the page's own address and a cookie that carries the token, and the
 * page's loader (loadPageData) shows the link's state of the page under a preview banner: the same
 * pattern as Next.js's draft mode.
 *
 * The cookie is one per page (`firmsite_preview_{key}`), HttpOnly, SameSite=Lax, for the browser
 * session, on every path (so a client navigation's data request, /about-us.data, carries it too);
 * only that page's loader reads it. The link is checked again on every request: a revoked or
 * expired link shows the published page at once. A request with the cookie is one with our
 * cookies: the page cache never takes it and its answer goes out `private, no-store`
 * (entry.server.tsx), so nobody else ever gets the preview.
 */
import { and, eq } from 'drizzle-orm';
import { createCookie, redirect } from 'react-router';
import { validateDocument, type PageDocument } from '~/domain/page-blocks/document';
import { DEFAULT_LOCALE, isLocale, type Locale } from '~/domain/locales';
import { isPageKey, pageDefinition, type PageKey } from '~/domain/page-blocks/page-definitions';
import { isPreviewToken } from '~/domain/preview-links';
import { pageLinkPreviewCopy as copy } from '~/content/site/preview';
import { db } from '~/server/db/db.server';
import { content_revisions, site_pages } from '~/server/db/schema.server';
import { resolvePreviewToken } from '~/server/entities/preview-links.server';
import { pagePath } from '~/server/entities/site-pages.server';
import { env } from '~/server/platform/env.server';

/** Where the preview banner's "Leave the preview" goes: it clears the page's cookie (the preview route). */
export function leavePagePreviewPath(key: PageKey, locale: Locale = DEFAULT_LOCALE): string {
  return `/preview/exit?page=${encodeURIComponent(key)}${locale === DEFAULT_LOCALE ? '' : `&locale=${locale}`}`;
}

/** One cookie per page and language (issue 48): each translation has its own links; English keeps its name. */
function pagePreviewCookie(key: PageKey, locale: Locale) {
  return createCookie(locale === DEFAULT_LOCALE ? `firmsite_preview_${key}` : `firmsite_preview_${key}_${locale}`, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: env().PUBLIC_URL.startsWith('https:'),
  });
}

/** What a page's link opens: the page's own address, with the token in the page's cookie. */
export async function openPagePreview(key: PageKey, token: string, headers: HeadersInit, locale: Locale = DEFAULT_LOCALE): Promise<Response> {
  const answer = new Headers(headers);
  answer.append('Set-Cookie', await pagePreviewCookie(key, locale).serialize(token));
  return redirect(encodeURI(pagePath(key, locale)), { status: 303, headers: answer });
}

/** "Leave the preview": the page's cookie cleared, back to the page as visitors see it. */
export async function leavePagePreview(key: unknown, headers: HeadersInit, locale: unknown = DEFAULT_LOCALE): Promise<Response> {
  if (!isPageKey(key)) return redirect('/', { status: 303, headers });
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const answer = new Headers(headers);
  answer.append('Set-Cookie', await pagePreviewCookie(key, language).serialize('', { maxAge: 0 }));
  return redirect(encodeURI(pagePath(key, language)), { status: 303, headers: answer });
}

/** The page's row behind a page's link: its key, and the document the link shows. */
export interface LinkedPage {
  key: string;
  /** The language of the page's row the link points at. */
  locale: Locale;
  /** The latest draft (or the published page when there is none), or the pinned revision's. */
  document: PageDocument;
  /** The pinned revision's number; null for the latest state. */
  revision: number | null;
}

/**
 * The page a link of site_pages shows, or undefined when its row or pinned revision is gone — or
 * the revision's document no longer passes the page's rules (a block type since retired).
 */
export async function linkedPage(entityId: string, revision: number | null): Promise<LinkedPage | undefined> {
  const [row] = await db()
    .select({ key: site_pages.key, locale: site_pages.locale, document: site_pages.document, draft: site_pages.draft })
    .from(site_pages)
    .where(eq(site_pages.id, entityId))
    .limit(1);
  if (!row || !isPageKey(row.key) || !isLocale(row.locale)) return undefined;
  if (revision === null) return { key: row.key, locale: row.locale, document: row.draft ?? row.document, revision: null };
  const [kept] = await db()
    .select({ snapshot: content_revisions.snapshot })
    .from(content_revisions)
    .where(and(eq(content_revisions.entity, 'site_pages'), eq(content_revisions.entity_id, entityId), eq(content_revisions.number, revision)))
    .limit(1);
  const snapshot = kept?.snapshot as { draft?: unknown; document?: unknown } | undefined;
  const raw = (snapshot?.draft ?? snapshot?.document) as PageDocument | undefined;
  if (!raw || typeof raw !== 'object' || !Array.isArray(raw.blocks)) return undefined;
  const parsed = validateDocument(pageDefinition(row.key), raw);
  return parsed.ok ? { key: row.key, locale: row.locale, document: parsed.document, revision } : undefined;
}

/**
 * The link preview for page `key` that the request's cookie asks for: the document and the
 * banner, or undefined (no cookie, a link no longer in force, a link of another page or item).
 */
export async function pageLinkPreview(key: PageKey, request: Request, locale: Locale = DEFAULT_LOCALE): Promise<{ document: PageDocument; banner: { title: string; text: string; link: { label: string; href: string } } } | undefined> {
  const token: unknown = await pagePreviewCookie(key, locale).parse(request.headers.get('Cookie'));
  if (!isPreviewToken(token)) return undefined;
  const resolved = await resolvePreviewToken(token);
  if (resolved.state !== 'ok' || resolved.entity !== 'site_pages') return undefined;
  const page = await linkedPage(resolved.entityId, resolved.revision ?? null);
  if (!page || page.key !== key || page.locale !== locale) return undefined;
  return {
    document: page.document,
    banner: { title: copy.title, text: page.revision === null ? copy.latest : copy.revision(page.revision), link: { label: copy.leave, href: leavePagePreviewPath(key, locale) } },
  };
}
