/**
 * What /preview/{token} shows (issue 43, ADR 331): the token alone decides the item, so a link for
 * one article opens no other. An active link shows the article's latest row, draft or not, or the
 * revision it pins; an expired, revoked or unknown link — or one whose article or pinned revision
 * is gone — shows no content at all.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { db } from '~/server/db/db.server';
import { content_revisions } from '~/server/db/schema.server';
import { getArticleForPreview, type PublishedArticle } from '~/server/entities/news.server';
import { resolvePreviewToken } from '~/server/entities/preview-links.server';
import { libraryAltFor } from '~/server/media/library-alt.server';

export type PreviewPage =
  | { state: 'ok'; article: PublishedArticle; revision: number | null }
  /** 'gone': the link is in force but its article or pinned revision no longer exists. */
  | { state: 'expired' | 'revoked' | 'unknown' | 'gone' };

/** The response headers of every answer of the preview page, content or not. */
export const PREVIEW_HEADERS = {
  // Per visitor and secret: never stored by the page cache, a CDN or the browser's history cache.
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
  // The token is in the address: links in the article must not send it to other sites.
  'Referrer-Policy': 'same-origin',
} as const;

/** The fields of an article a revision's snapshot must carry to be shown (timestamps are ISO strings). */
const articleSnapshot = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  category: z.string(),
  author: z.string(),
  published_date: z.string(),
  featured_image: z.string().nullable().optional(),
  publish_at: z.string().nullable().optional(),
});

async function articleAtRevision(articleId: string, number: number): Promise<PublishedArticle | undefined> {
  const [revision] = await db()
    .select({ snapshot: content_revisions.snapshot, created_at: content_revisions.created_at })
    .from(content_revisions)
    .where(and(eq(content_revisions.entity, 'news_insights'), eq(content_revisions.entity_id, articleId), eq(content_revisions.number, number)))
    .limit(1);
  const parsed = articleSnapshot.safeParse(revision?.snapshot);
  if (!revision || !parsed.success) return undefined;
  const { featured_image = null, publish_at = null, ...fields } = parsed.data;
  return {
    ...fields,
    id: articleId,
    featured_image,
    featured_image_alt: await libraryAltFor(featured_image),
    publish_at: publish_at ? new Date(publish_at) : null,
    // That version's "last modified" is when it was saved.
    updated_at: revision.created_at,
  };
}

export async function loadPreviewPage(token: string, now: Date = new Date()): Promise<PreviewPage> {
  const resolved = await resolvePreviewToken(token, now);
  if (resolved.state !== 'ok') return { state: resolved.state };
  const revision = resolved.revision ?? null;
  const article = revision === null ? await getArticleForPreview(resolved.entityId) : await articleAtRevision(resolved.entityId, revision);
  return article ? { state: 'ok', article, revision } : { state: 'gone' };
}
