/**
 * The canonical, og:url and share image of a page with an Arabic address are percent-encoded once
 * (issue 48): pageMeta encodes the path it is given, so the routes give it the decoded address.
 * They were encoded twice (`%25D8…`) for Arabic articles, jobs and pages of blocks.
 */
import { describe, expect, it } from 'vitest';
import { pageBlocksMeta } from '~/domain/page-blocks/page-meta';
import { meta as articleMeta } from './article';
import { meta as jobMeta } from './job';

const origin = 'https://www.corvane.example';
const matches = [{ id: 'root', loaderData: { origin } }];
type Tag = Record<string, string>;

/** The canonical, og:url and og:image of a page's head. */
function addresses(tags: readonly unknown[]): { canonical?: string; url?: string; image?: string } {
  const list = tags as Tag[];
  return {
    canonical: list.find((tag) => tag.rel === 'canonical')?.href,
    url: list.find((tag) => tag.property === 'og:url')?.content,
    image: list.find((tag) => tag.property === 'og:image')?.content,
  };
}

function expectEncodedOnce(tags: readonly unknown[], path: string) {
  const { canonical, url, image } = addresses(tags);
  expect(canonical).toBe(`${origin}${encodeURI(path)}`);
  expect(url).toBe(`${origin}${encodeURI(path)}`);
  for (const address of [canonical, url, image]) expect(address).not.toContain('%25');
}

describe('an Arabic address in the head, encoded once', () => {
  it('a page of blocks', () => {
    const page = { seo: { title: 'الرئيسية', description: 'وصف', image: null, noindex: false }, locale: 'ar' as const, alternates: [] };
    expectEncodedOnce(pageBlocksMeta(page as unknown as Parameters<typeof pageBlocksMeta>[0], '/careers', matches as never), '/ar/الوظائف');
  });

  it('an article', () => {
    const slug = 'افتتاح-استوديو-دبي';
    const path = `/ar/الأخبار-والرؤى/${slug}`;
    const article = { id: 'a1', slug, title: 'افتتاح استوديو دبي', excerpt: 'مقتطف', featured_image: null, author: 'فريق', category: 'News', published_date: '2026-01-01', publish_at: null, created_at: '2026-01-01T09:00:00.000Z', updated_at: '2026-01-01T09:00:00.000Z' };
    const tags = articleMeta({ loaderData: { article, alternates: [] }, matches, location: { pathname: path }, params: { slug } } as unknown as Parameters<typeof articleMeta>[0]);
    expectEncodedOnce(tags, path);
  });

  it('a job', () => {
    const slug = 'مستشار-أمن-سحابي';
    const path = `/ar/الوظائف/${slug}`;
    const job = { id: 'j1', slug, title: 'مستشار أمن سحابي', location: 'دبي' };
    const tags = jobMeta({ loaderData: { state: 'open', job, alternates: [] }, matches, location: { pathname: path }, params: { slug } } as unknown as Parameters<typeof jobMeta>[0]);
    expectEncodedOnce(tags, path);
  });
});
