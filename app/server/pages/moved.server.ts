/**
 * What a public 404 does first (issue 19): an address a redirect owns answers 301 to its newest
 * address (query kept); any other miss is counted in the 404 log. Used by the catch-all route and
 * by the article and partner pages when their slug finds nothing.
 */
import { redirect } from 'react-router';
import { encodedPath } from '~/domain/locales';
import { findRedirect, recordNotFound } from '~/server/entities/redirects.server';
import { log } from '~/server/platform/log.server';

/** A permanent redirect may be kept by browsers and proxies; an hour lets a removed one fade out. */
export const REDIRECT_CACHE_CONTROL = 'public, max-age=3600';

/** The 301 for a moved address, or undefined after logging the miss. Never throws. */
export async function redirectIfMoved(request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  // A client-side navigation asks for '/path.data'; the redirect is looked up for the page's path.
  const path = url.pathname.endsWith('.data') ? url.pathname.slice(0, -'.data'.length) : url.pathname;
  try {
    const target = await findRedirect(path);
    // Stored decoded ('/ar/الأخبار-والرؤى/…'); a Location header carries it percent-encoded.
    if (target) return redirect(`${encodedPath(target)}${url.search}`, { status: 301, headers: { 'Cache-Control': REDIRECT_CACHE_CONTROL } });
  } catch (error) {
    log.warn({ err: error }, 'redirect lookup failed');
    return undefined;
  }
  recordNotFound(path);
  return undefined;
}
