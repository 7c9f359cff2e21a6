/**
 * /search (issue 45): the results page's loader over the demo content — results with their type,
 * snippet marks, filters and pages; the start and empty states; a query over the limit is 400 with
 * its message and searches nothing; noindex and no-store; the page renders the
 * marks as <mark> and the counts as a status.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { renderRoutePage } from '../../../tests/support/route-render';
import { dataOf, resultOf } from '../../../tests/support/route-results';
import { pageRequest, routeArgs } from '../../../tests/support/route-requests';
import { seedDemoContent } from '~/server/seed/seed.server';
import Search, { loader, meta } from './search';

type Args = Parameters<typeof loader>[0];
type Data = { state: string; query: string; results: { total: number; counts: Record<string, number>; correctedTo?: string; hits: { kind: string; title: string; url: string; snippet: string }[] } | null };

const open = async (path: string) => resultOf(loader(routeArgs<Args>(pageRequest(path))));

describe.each(testDatabaseKinds())('/search (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(async () => {
    await seedDemoContent(db(), { reset: true });
  });

  it('answers a query with results, filters and a page of ten; noindex and never kept', async () => {
    const answer = await open('/search?q=security');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    const data = dataOf<Data>(answer);
    expect(data.results!.total).toBeGreaterThan(10);
    expect(data.results!.hits).toHaveLength(10);
    expect(data.results!.hits[0]).toMatchObject({ kind: 'page', title: 'Security Services', url: '/security-services' });

    const html = await renderRoutePage({ Component: Search, path: '/search', url: '/search?q=security', loaderData: answer.data });
    expect(html).toContain('Search results for “security”');
    expect(html).toMatch(/<mark[^>]*>Security<\/mark>/);
    expect(html).toMatch(/<p role="status"[^>]*>\d+ results<\/p>/);
    expect(html).toContain('href="/search?q=security&amp;type=service"');
    expect(html).toContain('href="/search?q=security&amp;page=2"');
    expect(meta({ loaderData: data } as unknown as Parameters<typeof meta>[0])).toContainEqual({ name: 'robots', content: 'noindex' });

    const services = dataOf<Data>(await open('/search?q=security&type=service&page=2'));
    expect(services.results!.hits.every((hit) => hit.kind === 'service')).toBe(true);
  });

  it('says what it corrected, and what to try when nothing matches', async () => {
    expect(dataOf<Data>(await open('/search?q=secruity')).results!.correctedTo).toBe('security');
    const none = await open('/search?q=qwxzv');
    const html = await renderRoutePage({ Component: Search, path: '/search', url: '/search?q=qwxzv', loaderData: none.data });
    expect(html).toContain('Nothing on the site matches “qwxzv”.');
    expect(html).toContain('href="/what-we-do"');
  });

  it('starts empty, and refuses a query over 200 characters with its message (400)', async () => {
    expect(dataOf<Data>(await open('/search')).state).toBe('start');
    const long = await open(`/search?q=${'a'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(dataOf<Data>(long)).toMatchObject({ state: 'tooLong', results: null });
    const html = await renderRoutePage({ Component: Search, path: '/search', url: '/search', loaderData: long.data });
    expect(html).toContain('Please search for at most 200 characters.');
    // Control characters and NUL are removed before anything is searched or shown.
    expect(dataOf<Data>(await open('/search?q=zero%00%07trust')).query).toBe('zero trust');
  });
});
