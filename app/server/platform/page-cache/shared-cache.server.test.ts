import { describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL, sharedCacheTerms } from './shared-cache.server';

describe('what caches in front of us may keep', () => {
  const stored = Date.UTC(2026, 10, 26, 9, 0, 0);

  it('a page with no coming change: 60 s shared, 5 minutes stale while revalidating', () => {
    expect(sharedCacheTerms(stored, undefined)).toEqual({ cacheControl: PUBLIC_CACHE_CONTROL });
    expect(PUBLIC_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  });

  it('a change an hour away: the usual terms, but our entry ends 6 minutes before it (60 s kept + 300 s stale)', () => {
    const changesAt = stored + 3600_000;
    expect(sharedCacheTerms(stored, changesAt)).toEqual({ cacheControl: PUBLIC_CACHE_CONTROL, servedUntil: changesAt - 360_000 });
  });

  it('nearer the change each render halves the keep-time, so no copy outlives the moment', () => {
    const changesAt = stored + 900_000;
    let at = stored;
    for (let render = 0; render < 10; render++) {
      const terms = sharedCacheTerms(at, changesAt);
      const shared = Number(/s-maxage=(\d+)/.exec(terms.cacheControl)![1]);
      const stale = Number(/stale-while-revalidate=(\d+)/.exec(terms.cacheControl)?.[1] ?? 0);
      // The last response from this entry, kept by a CDN and served stale as allowed, ends by the change.
      expect(terms.servedUntil! + (shared + stale) * 1000).toBeLessThanOrEqual(changesAt);
      at = terms.servedUntil!;
    }
    expect(sharedCacheTerms(changesAt - 500, changesAt)).toEqual({ cacheControl: 'public, max-age=0, s-maxage=0', servedUntil: changesAt });
  });
});
