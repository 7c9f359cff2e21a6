/**
 * / (home): the loader's live sections (published insights only, newest first, at most 6; active
 * testimonials) and the quote form's action (product §5 order of checks, §7 row, §8 texts); issue 48:
 * the Arabic home at /ar, its hreflang pair, its testimonials (Arabic only, none standing in), and
 * 404 under /ar for a page with no Arabic copy.
 */
import { fillTemplate } from '~/content/locales/word-templates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeArticle, makeTestimonial } from '../../../tests/support/content-factories';
import { forgetHeldContent, testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { dataOf, resultOf } from '../../../tests/support/route-results';
import { configureRouteTests, pageRequest, publicFormPost, routeArgs } from '../../../tests/support/route-requests';
import { PAGE_SEEDS } from '~/content/pages/index';
import { arHomeSeed } from '~/content/locales/ar/pages/home';
import { pageBlocksMeta } from '~/domain/page-blocks/page-meta';
import { contact_leads, outbox, site_pages } from '~/server/db/schema.server';
import { setEnvForTests } from '~/server/platform/env.server';
import { issueFormToken } from '~/server/platform/spam.server';
import { loader as aboutUsLoader } from './about-us';
import { action, loader } from './home';

type FormAnswer = { ok: boolean; title: string; message: string };
const quote = { form: 'quote', first_name: 'Ada', last_name: 'Lovelace', message: 'An analytics portal.' };

const sendQuote = async (fields: Record<string, string>) =>
  resultOf(action(routeArgs<Parameters<typeof action>[0]>(publicFormPost('/?index', { ...quote, ...fields }))));

describe.each(testDatabaseKinds())('/ (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => configureRouteTests());
  afterAll(() => setEnvForTests(undefined));

  it('loads the six newest published insights, active testimonials and a fill-time token', async () => {
    for (let day = 1; day <= 7; day++) await makeArticle(db(), { title: `Insight ${day}`, published_date: `2025-03-0${day}` });
    await makeArticle(db(), { title: 'Unpublished draft', published_date: '2025-03-09', is_published: false });
    await makeTestimonial(db(), { name: 'Shown Client', is_active: true });
    await makeTestimonial(db(), { name: 'Hidden Client', is_active: false });

    const data = await loader();
    expect(data.formToken).toMatch(/\S/);
    expect(data.insights.map((article) => article.title)).toEqual(['Insight 7', 'Insight 6', 'Insight 5', 'Insight 4', 'Insight 3', 'Insight 2']);
    expect(data.testimonials.ok).toBe(true);
    const names = data.testimonials.ok ? data.testimonials.data.map((testimonial) => testimonial.name) : [];
    expect(names).toContain('Shown Client');
    expect(names).not.toContain('Hidden Client');
  });

  it('stores a quote as a new lead from / with its notification, and answers the product\'s success', async () => {
    const email = `ada-${kind}@example.com`;
    const result = await sendQuote({ email, industry: 'Healthcare', budget: '' });
    expect(result.status).toBe(200);
    expect(dataOf<FormAnswer>(result)).toMatchObject({
      ok: true,
      title: 'Quote Request Submitted!',
      message:
        "Thank you for your interest! We'll provide you with a detailed quote within 24 hours. Our team will contact you soon to discuss your project requirements.",
    });
    const [lead] = await db().select().from(contact_leads).where(eq(contact_leads.email, email));
    expect(lead).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', industry: 'Healthcare', budget: null, message: 'An analytics portal.', status: 'new', form: 'quote', source_page: '/' });
    const notifications = await db().select().from(outbox).where(eq(outbox.topic, 'lead.quote'));
    expect(notifications.some((row) => (row.payload as { subject: string }).subject === 'New Quote Request from Ada Lovelace')).toBe(true);
  });

  it('checks in the product\'s order, answers 400 with the first failure, and stores nothing', async () => {
    const before = (await db().select().from(contact_leads)).length;
    const cases: [Record<string, string>, string, string][] = [
      [{ first_name: '  ', last_name: '', email: '' }, 'Missing Information', 'Please enter your first name.'],
      [{ last_name: '', email: '' }, 'Missing Information', 'Please enter your last name.'],
      [{ email: '' }, 'Missing Information', 'Please enter your email address.'],
      [{ email: 'ada at example.com' }, 'Invalid Email', 'Please enter a valid email address.'],
      [{ email: 'ada@example.com', message: '' }, 'Missing Information', 'Please tell us about your project needs.'],
    ];
    for (const [fields, title, message] of cases) {
      const result = await sendQuote(fields);
      expect(result.status).toBe(400);
      expect(dataOf<FormAnswer>(result)).toMatchObject({ ok: false, title, message });
    }
    expect((await db().select().from(contact_leads)).length).toBe(before);
  });

  it('refuses a post sent faster than a person could fill the form', async () => {
    const before = (await db().select().from(contact_leads)).length;
    const result = await resultOf(
      action(routeArgs<Parameters<typeof action>[0]>(publicFormPost('/?index', { ...quote, email: 'fast@example.com' }, { token: issueFormToken() }))),
    );
    expect(dataOf<FormAnswer>(result)).toMatchObject({ ok: false, title: 'Please Wait a Moment' });
    expect((await db().select().from(contact_leads)).length).toBe(before);
  });

  it('serves the Arabic home at /ar from its seed, with the hreflang pair, and 404 for a page not translated', async () => {
    await db().delete(site_pages);
    forgetHeldContent();
    const arabic = await loader(routeArgs<Parameters<typeof loader>[0]>(pageRequest('/ar')));
    expect(arabic.page).toMatchObject({ key: 'home', locale: 'ar', seo: { title: arHomeSeed.seo.title } });
    expect(arabic.page.blocks[0]).toMatchObject({ type: 'hero', data: { headline: 'صمّمها جيدًا. وظّف الذكاء الاصطناعي. واحمِها.' } });
    // Since migration 0020 the Arabic home has the testimonials block too (its testimonials are Arabic rows).
    expect(arabic.page.blocks.find((block) => block.type === 'testimonials')).toEqual({ id: 'testimonials', type: 'testimonials', data: { title: 'ماذا يقول عملاؤنا' } });
    expect(arabic.page.alternates).toEqual([
      { locale: 'en', path: '/' },
      { locale: 'ar', path: '/ar' },
    ]);
    const english = await loader(routeArgs<Parameters<typeof loader>[0]>(pageRequest('/')));
    expect(english.page).toMatchObject({ locale: 'en', seo: { title: PAGE_SEEDS.home.seo.title }, blocks: PAGE_SEEDS.home.blocks });
    const matches = [{ id: 'root', loaderData: { origin: 'https://corvane.example' } }];
    const links = (page: typeof english.page) =>
      pageBlocksMeta(page, '/', matches).filter((tag) => 'rel' in tag && (tag.rel === 'alternate' || tag.rel === 'canonical'));
    expect(links(arabic.page)).toEqual([
      { tagName: 'link', rel: 'canonical', href: 'https://corvane.example/ar' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://corvane.example/' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: 'https://corvane.example/ar' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://corvane.example/' },
    ]);
    expect(links(english.page)[0]).toEqual({ tagName: 'link', rel: 'canonical', href: 'https://corvane.example/' });

    // /ar/من-نحن (about us) has no Arabic copy: not found, never the English page.
    const untranslated = await resultOf(aboutUsLoader(routeArgs<Parameters<typeof aboutUsLoader>[0]>(pageRequest(encodeURI('/ar/من-نحن')))));
    expect(untranslated.status).toBe(404);
  });
  it('the Arabic home lists the active Arabic testimonials only, with the carousel in Arabic; none of English stands in', async () => {
    forgetHeldContent();
    const arabicHome = async () => loader(routeArgs<Parameters<typeof loader>[0]>(pageRequest('/ar')));
    const english = await makeTestimonial(db(), { name: 'Only English', quote: 'Only in English.', display_order: 0 });
    // No Arabic testimonial yet: the block is empty, in Arabic, and the English one is not shown.
    const before = await arabicHome();
    expect(before.testimonials).toEqual({ ok: true, data: [] });
    expect(before.testimonialWords).toMatchObject({ copy: { emptyHome: 'لا توجد آراء عملاء لعرضها حاليًا.', previous: 'الرأي السابق' } });
    expect(fillTemplate(before.testimonialWords!.counter, 2, 5)).toBe('2 من 5');

    await makeTestimonial(db(), { name: 'Hala Saeed', quote: 'عمل متقن من البداية إلى النهاية.', title: 'مديرة التحول الرقمي', locale: 'ar', display_order: 2 });
    await makeTestimonial(db(), { name: 'Only English', quote: 'ترجمة معطّلة.', locale: 'ar', translation_group: english.translation_group, is_active: false });
    await makeTestimonial(db(), { name: 'Omar Haddad', quote: 'شريك يفهم السوق المحلي.', title: 'الرئيس التنفيذي', locale: 'ar', display_order: 1 });
    const after = await arabicHome();
    expect(after.testimonials.ok && after.testimonials.data.map((row) => [row.name, row.quote])).toEqual([
      ['Omar Haddad', 'شريك يفهم السوق المحلي.'],
      ['Hala Saeed', 'عمل متقن من البداية إلى النهاية.'],
    ]);
    // The English home: its English testimonial only, and no other language's words travel.
    const home = await loader(routeArgs<Parameters<typeof loader>[0]>(pageRequest('/')));
    expect(home.testimonials.ok && home.testimonials.data.map((row) => row.name).filter((name) => ['Only English', 'Hala Saeed', 'Omar Haddad'].includes(name))).toEqual(['Only English']);
    expect(home.testimonialWords).toBeNull();
  });
});
