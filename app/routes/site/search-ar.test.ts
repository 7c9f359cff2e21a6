/**
 * /ar/بحث (issues 45 and 48, ADR 420 point 8): the search page's Arabic twin over the demo content
 * — Arabic documents only, at their Arabic addresses; Arabic copy (heading, count, kind labels,
 * empty state, the form posting to itself, filter and page links under /ar/بحث); noindex and
 * no-store like /search. And the suggestions' `locale=ar`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { renderRoutePage } from '../../../tests/support/route-render';
import { dataOf, resultOf } from '../../../tests/support/route-results';
import { pageRequest, routeArgs } from '../../../tests/support/route-requests';
import { encodedPath } from '~/domain/locales';
import { seedDemoContent } from '~/server/seed/seed.server';
import Search, { loader, meta } from './search';
import { loader as suggestLoader } from './search-suggest';

type Args = Parameters<typeof loader>[0];
type Data = { state: string; query: string; locale: string; results: { total: number; hits: { kind: string; title: string; url: string; snippet: string }[] } | null };

const SEARCH = '/ar/بحث';
const open = async (query: string) => resultOf(loader(routeArgs<Args>(pageRequest(`${encodedPath(SEARCH)}?q=${encodeURIComponent(query)}`))));

describe.each(testDatabaseKinds())('/ar/بحث (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(async () => {
    await seedDemoContent(db(), { reset: true });
  });

  it('finds Arabic documents at their Arabic addresses, in Arabic; noindex and never kept', async () => {
    const answer = await open('الأمن');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    const data = dataOf<Data>(answer);
    expect(data.locale).toBe('ar');
    expect(data.results!.hits.length).toBeGreaterThan(0);
    expect(data.results!.hits.every((hit) => hit.url.startsWith('/ar'))).toBe(true);
    expect(data.results!.hits.map((hit) => hit.url)).toContain('/ar/الخدمات-الأمنية');

    const html = await renderRoutePage({ Component: Search, path: SEARCH, url: `${SEARCH}?q=${encodeURIComponent('الأمن')}`, loaderData: answer.data });
    expect(html).toContain('<h1 class="text-3xl font-bold tracking-tight text-ink sm:text-4xl">نتائج البحث عن «الأمن»</h1>');
    expect(html).toContain(`action="${SEARCH}"`);
    expect(html).toContain('<label for=');
    expect(html).toContain('ابحث في الموقع</label>');
    expect(html).toMatch(/<p role="status"[^>]*>(نتيجة واحدة|نتيجتان|\d+ نتائج|\d+ نتيجة)<\/p>/);
    expect(html).toContain('>صفحة');
    expect(html).toMatch(/<mark[^>]*>[^<]*أمن[^<]*<\/mark>/);
    expect(html).toContain(`href="${SEARCH}?q=${encodeURIComponent('الأمن')}&amp;type=page"`);
    expect(html).not.toContain('Search results');
    expect(meta({ loaderData: data } as unknown as Parameters<typeof meta>[0])).toEqual([{ title: 'نتائج البحث عن «الأمن» | Corvane Digital' }, { name: 'robots', content: 'noindex' }]);
  });

  it('never finds an English document; says so in Arabic', async () => {
    const none = await open('Halcyon');
    expect(dataOf<Data>(none).results!.total).toBe(0);
    const html = await renderRoutePage({ Component: Search, path: SEARCH, url: `${SEARCH}?q=Halcyon`, loaderData: none.data });
    expect(html).toContain('لا شيء في الموقع يطابق «Halcyon».');
    expect(html).toContain('جرّب كلمات أقل أو أعمّ، أو تحقّق من الإملاء، أو ابدأ من إحدى هذه الصفحات:');
    // The English search still finds it.
    const english = await resultOf(loader(routeArgs<Args>(pageRequest('/search?q=Halcyon'))));
    expect(dataOf<Data>(english).results!.hits[0]).toMatchObject({ kind: 'partner', title: 'Halcyon Cloud' });
  });

  it('starts empty with the Arabic prompt', async () => {
    const start = await resultOf(loader(routeArgs<Args>(pageRequest(encodedPath(SEARCH)))));
    const html = await renderRoutePage({ Component: Search, path: SEARCH, url: SEARCH, loaderData: start.data });
    expect(html).toContain('<h1 class="text-3xl font-bold tracking-tight text-ink sm:text-4xl">البحث</h1>');
    expect(html).toContain('اكتب كلمة أو كلمتين: خدمة، أو قطاعًا، أو تقنية، أو وظيفة، أو اسم شخص.');
    expect(html).toContain('placeholder="ابحث في الخدمات والرؤى والوظائف…"');
  });

  it('suggests Arabic titles with locale=ar, English ones without', async () => {
    const ask = async (query: string) =>
      dataOf<{ suggestions: { title: string; url: string }[] }>(await resultOf(suggestLoader(routeArgs<Parameters<typeof suggestLoader>[0]>(pageRequest(query)))));
    const arabic = await ask(`/search/suggest?q=${encodeURIComponent('الخدمات الأمن')}&locale=ar`);
    expect(arabic.suggestions.length).toBeGreaterThan(0);
    expect(arabic.suggestions.every((suggestion) => suggestion.url.startsWith('/ar'))).toBe(true);
    expect((await ask(`/search/suggest?q=${encodeURIComponent('الخدمات الأمن')}`)).suggestions).toEqual([]);
    expect((await ask('/search/suggest?q=cloud+sec&locale=xx')).suggestions[0]).toMatchObject({ title: 'Cloud Security & Zero Trust Architecture' });
  });
});
