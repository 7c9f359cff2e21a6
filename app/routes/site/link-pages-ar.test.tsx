/**
 * The pages a link opens, in Arabic (issue 48, ADR 420): the withdraw page an Arabic application's
 * confirmation links (/ar/سحب-طلب-التوظيف?token=…), the erase page an Arabic lead's confirmation
 * links (/ar/الخصوصية/محو/{token}) and the preview of an Arabic item (/ar/معاينة/{token}, where
 * /preview/{token} sends it). Each works as the English page does, in Arabic words; English records
 * keep their English addresses. None of them may be cached, and their keys stay out of the log.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeArticle, makeJob } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { renderRoutePage } from '../../../tests/support/route-render';
import { dataOf, resultOf } from '../../../tests/support/route-results';
import { configureRouteTests, formPost, pageRequest, publicFormPost, routeArgs } from '../../../tests/support/route-requests';
import { arEraseCopy } from '~/content/locales/ar/erase';
import { arPreviewCopy } from '~/content/locales/ar/preview';
import { arWithdrawCopy } from '~/content/locales/ar/withdraw';
import { encodedPath, linkPagePath, localizedPath } from '~/domain/locales';
import { contact_leads, job_applications, outbox } from '~/server/db/schema.server';
import { createPreviewLink, revokePreviewLink } from '~/server/entities/preview-links.server';
import { appRouteTable } from '~/server/platform/page-cache/app-route-table.testing';
import { classifyUrl, routeTree } from '~/server/platform/page-cache/cacheability.server';
import { env, setEnvForTests } from '~/server/platform/env.server';
import { loggableUrl } from '~/server/platform/log.server';
import { action as careersAction } from './careers';
import { action as homeAction } from './home';
import * as erase from './privacy-erase';
import * as preview from './preview';
import * as withdraw from './withdraw';

type Payload = { to: string; subject: string; text: string };

const WITHDRAW_AR = linkPagePath('ar', '/applications/withdraw');
const ERASE_AR = linkPagePath('ar', '/privacy/erase');
const PREVIEW_AR = linkPagePath('ar', '/preview');

/** The one link in an e-mail's text that starts with `prefix` (absolute). */
function linkIn(text: string, prefix: string): string {
  const found = text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`no ${prefix}… link in:\n${text}`);
  return found;
}

describe('the Arabic link pages are never cached, and their keys are not logged', () => {
  const tree = routeTree({ routes: appRouteTable() });
  it.each([`${encodedPath(WITHDRAW_AR)}?token=x`, `${encodedPath(ERASE_AR)}/abc.def`, `${encodedPath(PREVIEW_AR)}/abcdef`])('%s: a document of the site, not a cacheable page', (url) => {
    const classified = classifyUrl(tree, url);
    expect(classified.page).toBeUndefined();
    expect(classified.siteDocument).toBe(true);
    expect(classified.notFound).toBeUndefined();
    expect(classified.routeId).toMatch(/^routes\/site\/(withdraw|privacy-erase|preview)\.ar$/);
  });

  it('the paths are Arabic under /ar', () => {
    expect([WITHDRAW_AR, ERASE_AR, PREVIEW_AR]).toEqual(['/ar/سحب-طلب-التوظيف', '/ar/الخصوصية/محو', '/ar/معاينة']);
    expect(loggableUrl(`${encodedPath(ERASE_AR)}/secret.key`)).toBe(`${encodedPath(ERASE_AR)}/[redacted]`);
    expect(loggableUrl(`${encodedPath(PREVIEW_AR)}/secretkey`)).toBe(`${encodedPath(PREVIEW_AR)}/[redacted]`);
  });
});

describe.each(testDatabaseKinds())('the Arabic link pages (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => configureRouteTests());
  afterAll(() => setEnvForTests(undefined));

  it('an Arabic application: its confirmation links the Arabic withdraw page, which withdraws it in Arabic; an English one keeps /applications/withdraw', async () => {
    const job = await makeJob(db(), { title: 'مهندسة بيانات', slug: `data-ar-${kind}` });
    const apply = (path: string, email: string) =>
      resultOf(careersAction(routeArgs<Parameters<typeof careersAction>[0]>(publicFormPost(path, { form: 'job_application', job_id: job.id, first_name: 'مريم', last_name: 'الكعبي', email }))));
    const email = `maryam-${kind}@example.com`;
    expect((await apply(encodedPath(localizedPath('ar', '/careers')), email)).status).toBe(200);
    const [application] = await db().select().from(job_applications).where(eq(job_applications.email, email));
    const [mail] = await db().select().from(outbox).where(and(eq(outbox.topic, 'application.confirmation'), eq(outbox.record_id, application!.id)));
    const link = linkIn((mail!.payload as Payload).text, `${env().PUBLIC_URL}${encodedPath(WITHDRAW_AR)}?token=`);
    const url = new URL(link);

    const opened = await resultOf(withdraw.loader(routeArgs<Parameters<typeof withdraw.loader>[0]>(pageRequest(`${url.pathname}${url.search}`))));
    expect(opened).toMatchObject({ status: 200, data: { state: 'ready', jobTitle: 'مهندسة بيانات' } });
    expect(opened.headers.get('Cache-Control')).toBe('no-store');
    const render = (loaderData: unknown, actionData?: unknown) => renderRoutePage({ Component: withdraw.default, path: WITHDRAW_AR, url: `${WITHDRAW_AR}${url.search}`, loaderData, actionData });
    const page = await render(opened.data);
    expect(page).toContain(`<h1 class="text-3xl font-bold tracking-tight text-ink">${arWithdrawCopy.title}</h1>`);
    expect(page).toContain('سيؤدي ذلك إلى حذف طلبك لوظيفة مهندسة بيانات وأي ملف أرسلته معه. ولا يمكن التراجع عن هذا الإجراء.');
    expect(page).toContain(`>${arWithdrawCopy.confirm}</button>`);
    expect(withdraw.meta({ location: { pathname: WITHDRAW_AR } } as never)).toEqual([{ title: 'سحب طلب التوظيف | Corvane Digital' }, { name: 'robots', content: 'noindex' }]);

    const token = url.searchParams.get('token')!;
    const done = await resultOf(withdraw.action(routeArgs<Parameters<typeof withdraw.action>[0]>(formPost(encodedPath(WITHDRAW_AR), { token }))));
    expect(done).toMatchObject({ status: 200, data: { state: 'withdrawn' } });
    expect(await db().select().from(job_applications).where(eq(job_applications.id, application!.id))).toEqual([]);
    const withdrawn = await render(opened.data, done.data);
    expect(withdrawn).toContain(`<p role="status" class="mt-4 text-slate-600">${arWithdrawCopy.doneMessage}</p>`);
    expect(withdrawn).toContain(arWithdrawCopy.done);
    expect(withdrawn).toContain(arWithdrawCopy.openings);

    const englishEmail = `maryam-en-${kind}@example.com`;
    await apply(`/careers/${job.slug}`, englishEmail);
    const [english] = await db().select().from(job_applications).where(eq(job_applications.email, englishEmail));
    const [englishMail] = await db().select().from(outbox).where(and(eq(outbox.topic, 'application.confirmation'), eq(outbox.record_id, english!.id)));
    expect((englishMail!.payload as Payload).text).toContain(`${env().PUBLIC_URL}/applications/withdraw?token=`);
  });

  it('an Arabic lead: its confirmation links the Arabic erase page, which erases it in Arabic; an English lead keeps /privacy/erase', async () => {
    const send = (path: string, email: string) =>
      resultOf(homeAction(routeArgs<Parameters<typeof homeAction>[0]>(publicFormPost(path, { form: 'quote', first_name: 'سالم', last_name: 'الشامسي', email, message: 'متجر إلكتروني جديد.' }))));
    const email = `salem-${kind}@example.com`;
    expect((await send('/ar?index', email)).status).toBe(200);
    const [lead] = await db().select().from(contact_leads).where(eq(contact_leads.email, email));
    const [mail] = await db().select().from(outbox).where(and(eq(outbox.topic, 'visitor.confirmation'), eq(outbox.record_id, lead!.id)));
    const link = new URL(linkIn((mail!.payload as Payload).text, `${env().PUBLIC_URL}${encodedPath(ERASE_AR)}/`));
    const token = link.pathname.split('/').at(-1)!;

    const opened = await resultOf(erase.loader(routeArgs<Parameters<typeof erase.loader>[0]>(pageRequest(link.pathname), { token })));
    expect(dataOf(opened)).toEqual({ outcome: 'ready' });
    const render = (loaderData: unknown, actionData?: unknown) => renderRoutePage({ Component: erase.default, path: `${ERASE_AR}/:token`, url: `${ERASE_AR}/t`, loaderData, actionData });
    const page = await render(opened.data);
    expect(page).toContain(`>${arEraseCopy.title}</h1>`);
    expect(page).toContain(arEraseCopy.intro);
    expect(page).toContain(`>${arEraseCopy.confirm}</button>`);
    expect(erase.meta({ location: { pathname: `${ERASE_AR}/t` } } as never)).toEqual([{ title: 'محو ما أرسلته إلينا | Corvane Digital' }, { name: 'robots', content: 'noindex' }]);
    expect(erase.headers()).toMatchObject({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });

    const done = await resultOf(erase.action(routeArgs<Parameters<typeof erase.action>[0]>(formPost(link.pathname, {}), { token })));
    expect(dataOf(done)).toEqual({ outcome: 'erased' });
    expect(await db().select().from(contact_leads).where(eq(contact_leads.id, lead!.id))).toEqual([]);
    const erased = await render(opened.data, done.data);
    expect(erased).toContain(`<p class="text-xl font-semibold">${arEraseCopy.done}</p>`);
    expect(erased).toContain(arEraseCopy.doneDetail);
    expect(erased).toContain(arEraseCopy.backHome);

    const englishEmail = `salem-en-${kind}@example.com`;
    await send('/?index', englishEmail);
    const [english] = await db().select().from(contact_leads).where(eq(contact_leads.email, englishEmail));
    const [englishMail] = await db().select().from(outbox).where(and(eq(outbox.topic, 'visitor.confirmation'), eq(outbox.record_id, english!.id)));
    expect((englishMail!.payload as Payload).text).toContain(`${env().PUBLIC_URL}/privacy/erase/`);
  });

  it('an Arabic article’s preview: /preview/{token} sends it to /ar/معاينة/{token}, shown there with the Arabic banner; an English item opened there goes back', async () => {
    const editor = { email: 'editor@corvane.example' };
    const article = await makeArticle(db(), { locale: 'ar', slug: `مسودة-المعاينة-${kind}`, title: 'مسودة مقال عن الثقة المعدومة', is_published: false });
    const created = await createPreviewLink(editor, { entity: 'news_insights', entityId: article.id, revision: null, expiresIn: '1d' });
    if (!created.ok) throw new Error(created.reason);
    const { token } = created;
    const open = (path: string) => resultOf(preview.loader(routeArgs<Parameters<typeof preview.loader>[0]>(pageRequest(path), { token })));

    const moved = await open(`/preview/${token}`);
    expect(moved.status).toBe(302);
    expect(moved.location).toBe(`${encodedPath(PREVIEW_AR)}/${token}`);
    expect(moved.headers.get('Cache-Control')).toBe('private, no-store');
    expect(moved.headers.get('X-Robots-Tag')).toBe('noindex');

    const shown = await open(`${encodedPath(PREVIEW_AR)}/${token}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('Cache-Control')).toBe('private, no-store');
    const html = await renderRoutePage({ Component: preview.default, path: `${PREVIEW_AR}/:token`, url: `${PREVIEW_AR}/${token}`, loaderData: shown.data });
    expect(html).toContain(`<section aria-label="${arPreviewCopy.bannerTitle}"`);
    expect(html).toContain(arPreviewCopy.bannerText);
    expect(html).toContain('مسودة مقال عن الثقة المعدومة');
    expect(html).not.toContain('Preview — not published');
    const tags = preview.meta({ loaderData: shown.data, location: { pathname: `${PREVIEW_AR}/${token}` } } as never);
    expect(tags).toContainEqual({ title: 'معاينة — غير منشورة: مسودة مقال عن الثقة المعدومة | Corvane Digital' });

    const englishArticle = await makeArticle(db(), { is_published: false, title: `English draft ${kind}` });
    const english = await createPreviewLink(editor, { entity: 'news_insights', entityId: englishArticle.id, revision: null, expiresIn: '1d' });
    if (!english.ok) throw new Error(english.reason);
    const back = await resultOf(preview.loader(routeArgs<Parameters<typeof preview.loader>[0]>(pageRequest(`${encodedPath(PREVIEW_AR)}/${english.token}`), { token: english.token })));
    expect(back).toMatchObject({ status: 302, location: `/preview/${english.token}` });

    // A closed link at the Arabic address says so in Arabic, with no item text.
    await revokePreviewLink(editor, { entity: 'news_insights', entityId: article.id, linkId: created.link.id });
    const closed = await open(`${encodedPath(PREVIEW_AR)}/${token}`);
    expect(closed).toMatchObject({ status: 410, data: { state: 'revoked', view: null } });
    const closedHtml = await renderRoutePage({ Component: preview.default, path: `${PREVIEW_AR}/:token`, url: `${PREVIEW_AR}/${token}`, loaderData: closed.data });
    expect(closedHtml).toContain(`>${arPreviewCopy.closedTitle}</h1>`);
    expect(closedHtml).not.toContain('مسودة مقال');
  });
});
