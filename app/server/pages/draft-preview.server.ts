/**
 * Staff previewing a draft article at its public address (/news-insights/{slug}). The public
 * lookup only ever finds published articles; when it misses, this asks — without throwing or
 * redirecting — whether the request carries the session of a staff member whose role may edit
 * articles (area 'news' in domain/roles: owner, editor), and only then reads the article whatever
 * its state. Sales and recruiter staff get the public 404 like anyone else (issue 40, finding 9):
 * a draft is the editors' work, not the firm's. Anonymous visitors never reach the database here (no session cookie → no
 * lookup) and still get the page's 'Article not found'. The answer must not be cached: the page
 * cache already skips requests with a session cookie, and the headers say private, no-store.
 */
import { mayOpen } from '~/domain/roles';
import { publicationState } from '~/domain/schedule';
import { readStaffSession } from '~/server/platform/auth.server';
import { log } from '~/server/platform/log.server';
import { localeOfRequest } from '~/domain/locales';
import { getArticleBySlugForStaff, type PublishedArticle } from '~/server/entities/news.server';

export interface DraftPreview {
  article: PublishedArticle;
  /** Cache-Control: private, no-store (plus any refreshed session cookie). */
  headers: Headers;
}

export async function loadDraftPreview(request: Request, slug: string): Promise<DraftPreview | null> {
  try {
    const { staff } = await readStaffSession(request);
    if (!staff || !mayOpen(staff.role, 'news')) return null;
    // The draft of the address's language (an Arabic draft at its /ar address).
    const row = await getArticleBySlugForStaff(slug, localeOfRequest(request));
    // A scheduled or ended article is previewed like a draft (issue 19).
    if (!row || publicationState(row) === 'published') return null;
    const headers = new Headers(staff.headers);
    headers.set('Cache-Control', 'private, no-store');
    headers.set('X-Robots-Tag', 'noindex');
    const { id, title, excerpt, category, author, published_date, featured_image, publish_at, content, updated_at } = row;
    return {
      article: { id, slug: row.slug, title, excerpt, category, author, published_date, featured_image, publish_at, content, updated_at },
      headers,
    };
  } catch (error) {
    log.error({ err: error, slug }, 'draft preview failed');
    return null;
  }
}

/** The loader headers a draft preview sends with the document (see the article route's `headers`). */
export const DRAFT_PREVIEW_HEADERS = ['Cache-Control', 'X-Robots-Tag'] as const;
