/**
 * What a cached public page tells caches in front of us (a CDN, a proxy): keep it up to 60 s
 * (`s-maxage`) and serve it stale for 5 minutes while fetching a fresh one — browsers always ask
 * again (`max-age=0`).
 *
 * A page that changes by itself at a known moment (a scheduled article goes live or ends, a job
 * closes: `markExpiresAt`) must not be kept by anyone past that moment (issues 18, 19). Its
 * stored headers are prepared once and sent until the entry expires, so a response sent just
 * before the entry expires may be kept (and served stale) for 6 minutes after that. The entry
 * therefore ends that long before the moment; in the last 12 minutes it is sent with `s-maxage`
 * half the time left (at most 60 s) and no stale serving, ending `s-maxage` seconds before the
 * moment. Each render nearer the moment halves the shared keep-time: a handful of extra renders
 * per scheduled change, and no cache shows the old page once the moment has come.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const SHARED_MAX_AGE_SECONDS = 60;
/** The longest a shared cache may show a response sent with PUBLIC_CACHE_CONTROL. */
const SHARED_KEEP_SECONDS = SHARED_MAX_AGE_SECONDS + 300;

export interface SharedCacheTerms {
  cacheControl: string;
  /** When our own entry must stop being served (undefined: only the TTL applies). */
  servedUntil?: number;
}

export function sharedCacheTerms(storedAt: number, changesAt: number | undefined): SharedCacheTerms {
  if (changesAt === undefined) return { cacheControl: PUBLIC_CACHE_CONTROL };
  const secondsLeft = Math.max(0, Math.floor((changesAt - storedAt) / 1000));
  if (secondsLeft > 2 * SHARED_KEEP_SECONDS) return { cacheControl: PUBLIC_CACHE_CONTROL, servedUntil: changesAt - SHARED_KEEP_SECONDS * 1000 };
  const sharedSeconds = Math.min(SHARED_MAX_AGE_SECONDS, Math.floor(secondsLeft / 2));
  return {
    cacheControl: `public, max-age=0, s-maxage=${sharedSeconds}`,
    servedUntil: changesAt - sharedSeconds * 1000,
  };
}
