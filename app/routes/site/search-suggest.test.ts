/** /search/suggest (issue 45): titles as JSON for the words so far, public items only, bounded. */
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { dataOf, resultOf } from '../../../tests/support/route-results';
import { pageRequest, routeArgs } from '../../../tests/support/route-requests';
import { seedDemoContent } from '~/server/seed/seed.server';
import { loader } from './search-suggest';

type Args = Parameters<typeof loader>[0];
const ask = async (q: string) => resultOf(loader(routeArgs<Args>(pageRequest(`/search/suggest?q=${encodeURIComponent(q)}`))));

describe.each(testDatabaseKinds())('/search/suggest (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(async () => {
    await seedDemoContent(db(), { reset: true });
  });

  it('suggests titles for a prefix, nothing for one letter, 400 for an over-long query', async () => {
    const answer = await ask('cloud sec');
    expect(answer.headers.get('X-Robots-Tag')).toBe('noindex');
    const { suggestions } = dataOf<{ suggestions: { kind: string; title: string; url: string }[] }>(answer);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(6);
    expect(suggestions[0]).toMatchObject({ kind: 'service', title: 'Cloud Security & Zero Trust Architecture' });
    expect(dataOf<{ suggestions: unknown[] }>(await ask('c')).suggestions).toEqual([]);
    expect((await ask('x'.repeat(300))).status).toBe(400);
  });
});
