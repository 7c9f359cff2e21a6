/**
 * /admin/search (issue 45): the back office's content search, on both databases. An owner finds a
 * draft article by a word only it holds, with its edit link, and the page shows the snippet's
 * match as <mark>; an editor finds articles but not jobs, a recruiter jobs but not articles; sales
 * opens the page and is told it has nothing to search (no error); a query over the limit is 400.
 * Every language's items (issue 48): an Arabic draft found by an Arabic word without its article,
 * each result naming its language, the Arabic title and snippet marked as Arabic, right to left.
 * Content is written through auditedSave, which indexes it in the same transaction.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { renderRoutePage } from '../../../tests/support/route-render';
import { dataOf } from '../../../tests/support/route-results';
import { callAdmin, makeSessionCookie, useStaffSession } from '../../../tests/support/staff-sessions';
import { adminSearchCopy as copy } from '~/content/admin/search';
import type { StaffRole } from '~/domain/roles';
import { MAX_QUERY_LENGTH } from '~/domain/search/query';
import { jobs, news_insights, staff } from '~/server/db/schema.server';
import { auditedSave } from '~/server/entities/audited-writes.server';
import { addStaff } from '~/server/entities/staff.server';
import SearchPage, { loader } from './search';

interface Found {
  query: string;
  notice: { text: string; error: boolean } | null;
  hits: { kind: string; title: string; url: string; editUrl: string; snippet: string; locale: string }[];
  total: number;
  pageCount: number;
}

const author = { email: 'author@corvane.example' };

describe.each(testDatabaseKinds())('/admin/search (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);
  const articleWord = `quorvexa${kind}`;
  const jobWord = `blintrova${kind}`;
  const ids = { article: '', job: '' };

  /** A signed-in member with `role`: their Cookie header. */
  async function cookieOf(role: StaffRole): Promise<string> {
    const email = `search-${role}-${kind}@corvane.example`;
    await addStaff(email, 'test', db());
    await db().update(staff).set({ role }).where(eq(staff.email, email));
    return (await makeSessionCookie(db(), email)).cookie;
  }

  const search = async (query: string, cookie: string) => callAdmin(loader, { path: `/admin/search?q=${encodeURIComponent(query)}`, cookie });

  beforeAll(async () => {
    const article = await auditedSave(author, { table: news_insights, entity: 'news_insights' }, null, {
      slug: `staff-search-draft-${kind}`,
      title: 'A draft about the new studio',
      excerpt: 'Not published yet.',
      content: `The ${articleWord} programme starts next spring.`,
      category: 'Insights',
      author: 'Editor',
      published_date: '2026-11-01',
      is_published: false,
    });
    const job = await auditedSave(author, { table: jobs, entity: 'jobs' }, null, {
      title: 'Platform Engineer',
      department: 'Engineering',
      experience_level: 'Senior',
      description: `You will run the ${jobWord} platform.`,
      is_active: false,
    });
    if (!article.ok || !job.ok) throw new Error('the content was not saved');
    ids.article = article.row.id;
    ids.job = job.row.id;
  });

  it('an owner finds a draft article by a word only it holds, with its edit link, the match marked', async () => {
    const answer = await search(articleWord, session());
    expect(answer.status).toBe(200);
    const found = dataOf<Found>(answer);
    expect(found).toMatchObject({ query: articleWord, notice: null, total: 1, pageCount: 1 });
    expect(found.hits[0]).toMatchObject({
      kind: 'article',
      title: 'A draft about the new studio',
      editUrl: `/admin/news/edit/${ids.article}`,
      url: `/news-insights/staff-search-draft-${kind}`,
    });

    const html = await renderRoutePage({ Component: SearchPage, path: '/admin/search', url: `/admin/search?q=${articleWord}`, loaderData: found });
    expect(html).toContain(`href="/admin/news/edit/${ids.article}"`);
    expect(html).toMatch(new RegExp(`<mark[^>]*>${articleWord}</mark>`));
    expect(html).toContain(`/news-insights/staff-search-draft-${kind}`);
    expect(html).toContain(copy.total(1, articleWord));
    // The page's form, labelled, holds the query.
    expect(html).toContain(`<label for="content-search-q"`);
    expect(html).toContain(`value="${articleWord}"`);
  });

  it('an editor finds articles but not jobs; a recruiter jobs but not articles', async () => {
    const editor = await cookieOf('editor');
    const recruiter = await cookieOf('recruiter');
    expect(dataOf<Found>(await search(articleWord, editor)).hits.map((hit) => hit.editUrl)).toEqual([`/admin/news/edit/${ids.article}`]);
    expect(dataOf<Found>(await search(jobWord, editor)).total).toBe(0);
    expect(dataOf<Found>(await search(jobWord, recruiter)).hits.map((hit) => hit.editUrl)).toEqual([`/admin/jobs/edit/${ids.job}`]);
    expect(dataOf<Found>(await search(articleWord, recruiter)).total).toBe(0);
    // An owner finds both.
    expect(dataOf<Found>(await search(jobWord, session())).total).toBe(1);

    // Nothing found: a clear empty state.
    const empty = dataOf<Found>(await search(jobWord, editor));
    const html = await renderRoutePage({ Component: SearchPage, path: '/admin/search', url: `/admin/search?q=${jobWord}`, loaderData: empty });
    expect(html).toContain(copy.empty(jobWord));
    expect(html).not.toContain('data-testid="search-result"');
  });

  it('sales opens the page and is told it has nothing to search, not an error', async () => {
    const answer = await search(articleWord, await cookieOf('sales'));
    expect(answer.status).toBe(200);
    const found = dataOf<Found>(answer);
    expect(found).toMatchObject({ hits: [], total: 0, notice: { text: copy.noAreas, error: false } });
    const html = await renderRoutePage({ Component: SearchPage, path: '/admin/search', url: `/admin/search?q=${articleWord}`, loaderData: found });
    expect(html).toContain(copy.noAreas);
    expect(html).not.toContain('role="alert"');
  });

  it(`a query over ${MAX_QUERY_LENGTH} characters answers 400 with the reason, and searches nothing`, async () => {
    const answer = await search(`${articleWord} ${'x'.repeat(MAX_QUERY_LENGTH)}`, session());
    expect(answer.status).toBe(400);
    const found = dataOf<Found>(answer);
    expect(found).toMatchObject({ hits: [], total: 0, notice: { text: copy.tooLong, error: true } });
    const html = await renderRoutePage({ Component: SearchPage, path: '/admin/search', url: '/admin/search', loaderData: found });
    expect(html).toContain(copy.tooLong);
  });

  it('without a query, asks for one; an anonymous visitor is sent to sign in', async () => {
    const answer = await callAdmin(loader, { path: '/admin/search', cookie: session() });
    expect(dataOf<Found>(answer)).toMatchObject({ query: '', hits: [], notice: null });
    const refused = await callAdmin(loader, { path: `/admin/search?q=${articleWord}` });
    expect(refused).toMatchObject({ status: 302, location: `/admin/login?redirect=${encodeURIComponent(`/admin/search?q=${articleWord}`)}` });
  });

  it('finds Arabic drafts by an Arabic word through the Arabic stemmer, names each result’s language, and keeps to the role’s areas', async () => {
    const arabic = await auditedSave(author, { table: news_insights, entity: 'news_insights' }, null, {
      locale: 'ar',
      slug: `مسودة-المنصة-${kind}`,
      title: 'مسودة عن المنصة الجديدة في دبي',
      excerpt: 'لم تُنشر بعد.',
      content: `يبدأ برنامج ${articleWord} على المنصة الربيع المقبل.`,
      category: 'Insights',
      author: 'فريق دبي',
      published_date: '2026-11-02',
      is_published: false,
    });
    const job = await auditedSave(author, { table: jobs, entity: 'jobs' }, null, {
      locale: 'ar',
      slug: `مهندس-المنصات-${kind}`,
      title: 'مهندس المنصات',
      department: 'الهندسة',
      experience_level: 'Senior',
      description: 'ستدير المنصات السحابية لعملائنا في دبي.',
      is_active: false,
    });
    if (!arabic.ok || !job.ok) throw new Error('the content was not saved');

    // 'منصة' (singular, without the article) finds 'المنصة' and 'المنصات': the Arabic stemmer's match, as typed.
    const found = dataOf<Found & { correctedTo: string | null }>(await search('منصة', session()));
    expect(found).toMatchObject({ total: 2, correctedTo: null });
    expect(found.hits.map(({ kind: hitKind, locale, title, editUrl }) => ({ hitKind, locale, title, editUrl })).sort((a, b) => a.hitKind.localeCompare(b.hitKind))).toEqual([
      { hitKind: 'article', locale: 'ar', title: 'مسودة عن المنصة الجديدة في دبي', editUrl: `/admin/news/edit/${arabic.row.id}` },
      { hitKind: 'job', locale: 'ar', title: 'مهندس المنصات', editUrl: `/admin/jobs/edit/${job.row.id}` },
    ]);
    // The role's areas, as for English.
    expect(dataOf<Found>(await search('منصة', await cookieOf('editor'))).hits.map((hit) => hit.editUrl)).toEqual([`/admin/news/edit/${arabic.row.id}`]);
    expect(dataOf<Found>(await search('منصة', await cookieOf('recruiter'))).hits.map((hit) => hit.editUrl)).toEqual([`/admin/jobs/edit/${job.row.id}`]);

    // A word an English and an Arabic draft both hold: both found, each result naming its language;
    // the Arabic title and snippet marked as Arabic, right to left.
    const both = dataOf<Found>(await search(articleWord, session()));
    expect(both.hits.map((hit) => [hit.locale, hit.title]).sort()).toEqual([
      ['ar', 'مسودة عن المنصة الجديدة في دبي'],
      ['en', 'A draft about the new studio'],
    ]);
    const html = await renderRoutePage({ Component: SearchPage, path: '/admin/search', url: `/admin/search?q=${articleWord}`, loaderData: both });
    const badge = (language: string) => `<span class="sr-only">Language: </span><span lang="en" class="rounded bg-slate-100 px-1.5 py-0.5 font-medium">${language}</span>`;
    expect(html).toContain(badge('Arabic'));
    expect(html).toContain(badge('English'));
    expect(html).toContain(`<h2 lang="ar" dir="rtl" class="mt-2 text-lg font-semibold break-words"><a class="text-brand-700 underline hover:text-brand-900" href="/admin/news/edit/${arabic.row.id}" data-discover="true">مسودة عن المنصة الجديدة في دبي</a></h2>`);
    expect(html).toMatch(new RegExp(`<p lang="ar" dir="rtl" class="[^"]*"><span>[^<]*</span><mark[^>]*>${articleWord}</mark><span> على المنصة`));
    expect(html).toContain(`<h2 class="mt-2 text-lg font-semibold break-words"><a class="text-brand-700 underline hover:text-brand-900" href="/admin/news/edit/${ids.article}" data-discover="true">A draft about the new studio</a></h2>`);
  });
});
