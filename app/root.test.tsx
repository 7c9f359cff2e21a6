/**
 * The last-resort error page (issue 48): when even the site's layout fails, the page still speaks
 * the language of its address.
 */
import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorBoundary } from './root';

async function renderError(url: string, error: unknown): Promise<string> {
  const Stub = createRoutesStub([{ id: 'root', path: '/*', Component: () => null, ErrorBoundary }]);
  const { prelude } = await prerender(createElement(Stub, { initialEntries: [url], hydrationData: { loaderData: {}, errors: { root: error } } }));
  return (await new Response(prelude).text()).replaceAll('<!-- -->', '');
}

const notFound = { status: 404, statusText: 'Not Found', internal: false, data: null };

describe('the last-resort error page', () => {
  it('is in Arabic at an Arabic address, its home link to the Arabic home', async () => {
    const html = await renderError('/ar/الوظائف', new Error('the layout failed'));
    expect(html).toContain('<h1 class="mt-2 text-3xl font-bold">حدث خطأ ما</h1>');
    expect(html).toContain('يُرجى المحاولة مرة أخرى بعد قليل.');
    expect(html).toContain('href="/ar">العودة إلى الصفحة الرئيسية</a>');
    expect(await renderError('/ar/x', notFound)).toContain('الصفحة غير موجودة');
  });

  it('is in English elsewhere, as before', async () => {
    const html = await renderError('/careers', new Error('the layout failed'));
    expect(html).toContain('<h1 class="mt-2 text-3xl font-bold">Something went wrong</h1>');
    expect(html).toContain('href="/">Back to the home page</a>');
    expect(await renderError('/x', notFound)).toContain('The page you asked for does not exist or has moved.');
  });
});
