import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { hitRateLimit, peekRateLimit } from '~/server/platform/rate-limit.server';

describe.each(testDatabaseKinds())('rate limits on %s', (kind) => {
  useTestDatabase(kind);

  it('allows attempts up to the limit and refuses the next', async () => {
    const key = `test:${crypto.randomUUID()}`;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(key, 3, 600));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.count).toBe(4);
    expect(results[3]?.retryAfterSeconds).toBeGreaterThan(590);
    expect(await peekRateLimit(key, 3, 600)).toBe(false);
  });

  it('counts concurrent attempts exactly', async () => {
    const key = `test:${crypto.randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(key, 10, 600)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it('starts a new window once the old one has passed', async () => {
    const key = `test:${crypto.randomUUID()}`;
    expect((await hitRateLimit(key, 1, 1)).allowed).toBe(true);
    expect((await hitRateLimit(key, 1, 1)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await hitRateLimit(key, 1, 1)).allowed).toBe(true);
  });

  it('keeps separate keys apart', async () => {
    const a = `test:${crypto.randomUUID()}`;
    const b = `test:${crypto.randomUUID()}`;
    await hitRateLimit(a, 1, 600);
    expect((await hitRateLimit(b, 1, 600)).allowed).toBe(true);
  });
});
