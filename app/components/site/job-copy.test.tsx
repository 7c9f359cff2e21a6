/**
 * The job cards' and job pages' words in the page's language (issue 48, ADR 420 point 5): the
 * Arabic words come with the site layout's loader data (nothing for English), and the Arabic
 * careers list and job page read them from there — the same words as before they moved; the
 * English pages read their own. The budgets e2e shows that the English pages' JavaScript carries
 * none of the Arabic.
 */
import { createElement, type ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { createRoutesStub, Outlet } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJob } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { resultOf } from '../../../tests/support/route-results';
import { configureRouteTests, pageRequest, routeArgs } from '../../../tests/support/route-requests';
import { arJobPageCopy } from '~/content/locales/ar/careers';
import { jobPageWordsOf } from '~/content/locales/job-words';
import { setEnvForTests } from '~/server/platform/env.server';
import * as layout from '~/routes/site/layout';
import * as careers from '~/routes/site/careers';
import * as job from '~/routes/site/job';

const AR_CAREERS = '/ar/الوظائف';

const load = async (handler: (args: never) => unknown, path: string, params: Record<string, string> = {}) =>
  (await resultOf(handler(routeArgs<never>(pageRequest(encodeURI(path)), params)))).data;

/** A page inside the site layout's route (its data as the loader gave it), as the server renders it at `url`. */
async function renderInLayout(url: string, pattern: string, Component: unknown, pageData: unknown): Promise<string> {
  // As the browser gets it: loader data crosses the wire as plain data (a function in it does not).
  const layoutData = JSON.parse(JSON.stringify(await load(layout.loader, url))) as unknown;
  const Stub = createRoutesStub([
    { id: 'routes/site/layout', path: '/', Component: Outlet, children: [{ id: 'page', path: pattern, Component: Component as ComponentType }] },
  ]);
  const { prelude } = await prerender(
    createElement(Stub, { initialEntries: [encodeURI(url)], hydrationData: { loaderData: { 'routes/site/layout': layoutData, page: pageData } } }),
  );
  return (await new Response(prelude).text()).replaceAll('<!-- -->', '').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');
}

describe.each(testDatabaseKinds())('the job pages’ copy (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => configureRouteTests());
  afterAll(() => setEnvForTests(undefined));

  it('comes with the layout’s data for Arabic pages only', async () => {
    expect(await load(layout.loader, '/careers')).toEqual({ chrome: null });
    const arabic = await load(layout.loader, AR_CAREERS);
    expect((arabic as { chrome: { jobs: unknown } }).chrome.jobs).toEqual(jobPageWordsOf(arJobPageCopy));
    // Plain data: nothing in it is lost on the way to the browser.
    expect(JSON.parse(JSON.stringify(arabic))).toStrictEqual(arabic);
  });

  it('an Arabic job’s page and card speak Arabic; an English job’s English', async () => {
    const slug = `mohandes-${kind}`;
    const arabic = await makeJob(db(), {
      locale: 'ar',
      slug,
      title: 'مهندس برمجيات أول',
      department: 'التقنية',
      experience_level: 'خبير',
      location: 'دبي',
      salary_range: '25,000–32,000 درهم',
      requirements: ['خبرة خمس سنوات'],
      benefits: ['تأمين صحي'],
      closes_on: '2030-01-31',
    });
    const path = `${AR_CAREERS}/${slug}`;
    const page = await renderInLayout(path, `${AR_CAREERS}/:slug`, job.default, await load(job.loader, path, { slug }));
    for (const words of [
      'جميع الوظائف المتاحة',
      '<dt class="font-medium text-slate-600">القسم</dt>',
      '<dt class="font-medium text-slate-600">نطاق الراتب</dt>',
      '<dt class="font-medium text-slate-600">آخر موعد للتقديم</dt>',
      '>عن الدور</h2>',
      '>المتطلبات</h2>',
      '>المزايا</h2>',
      '>التقديم على وظيفة مهندس برمجيات أول</h2>',
      'الحقول المعلَّمة بعلامة * مطلوبة. أرفق سيرتك الذاتية أو أضف رابطًا إليها.',
      '"name":"الرئيسية"',
      '"name":"الوظائف"',
    ]) {
      expect(page).toContain(words);
    }
    expect(page).not.toContain('Department');

    const list = await renderInLayout(AR_CAREERS, AR_CAREERS, careers.default, await load(careers.loader, AR_CAREERS));
    expect(list).toContain(`aria-label="عرض الوظيفة: ${arabic.title}"`);
    expect(list).toContain('>عرض الوظيفة</a>');
    expect(list).toContain('<dt class="font-medium text-slate-600">نوع التوظيف</dt>');
    expect(list).toContain('<h4 class="mt-6 text-sm font-semibold uppercase tracking-wider text-slate-700">المزايا</h4>');

    const english = await makeJob(db(), { slug: `engineer-${kind}`, title: `Engineer ${kind}`, benefits: ['Health cover'] });
    const englishPage = await renderInLayout(`/careers/${english.slug}`, '/careers/:slug', job.default, await load(job.loader, `/careers/${english.slug}`, { slug: english.slug }));
    expect(englishPage).toContain('<dt class="font-medium text-slate-600">Department</dt>');
    expect(englishPage).toContain(`>Apply for Engineer ${kind}</h2>`);
    expect(englishPage).not.toMatch(/[\u0600-\u06FF]/);
  });

  it('gives the Arabic page’s meta its Arabic words from the layout’s data', async () => {
    const slug = `mohalel-${kind}`;
    await makeJob(db(), { locale: 'ar', slug, title: 'محلل بيانات', location: 'دبي' });
    const path = `${AR_CAREERS}/${slug}`;
    const matches = [{ id: 'routes/site/layout', loaderData: await load(layout.loader, path) }];
    const tags = job.meta({ loaderData: await load(job.loader, path, { slug }), matches, params: { slug }, location: { pathname: path } } as unknown as Parameters<typeof job.meta>[0]);
    expect(tags).toContainEqual({ name: 'description', content: 'محلل بيانات لدى Corvane Digital (دبي): الدور والمتطلبات والمزايا وطريقة التقديم.' });
  });
});
