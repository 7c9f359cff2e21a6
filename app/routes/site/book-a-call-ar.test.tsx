/**
 * The Arabic twins of the booking pages (issue 48): /ar/احجز-مكالمة shows the office's free times
 * in ar-AE (Latin digits) with Arabic countries, interests and office name; its POST answers in
 * Arabic, stores the lead with locale ar and the Arabic policy's consent, and redirects to the Arabic call page; that page shows the
 * call in Arabic, cancels and moves it (the move's redirect stays Arabic), and a forged or expired
 * link gets the Arabic "not valid" page with a link to the Arabic booking page. Neither page is
 * cached, indexed or logged with its token; what is not a booking page under it is the Arabic 404.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { dataOf, resultOf } from '../../../tests/support/route-results';
import { configureRouteTests, formPost, pageRequest, publicFormPost, routeArgs } from '../../../tests/support/route-requests';
import { renderRoutePage } from '../../../tests/support/route-render';
import { appRouteTable } from '~/server/platform/page-cache/app-route-table.testing';
import type { FormResult } from '~/domain/form-basics';
import { bookings, contact_leads, outbox } from '~/server/db/schema.server';
import { setEnvForTests } from '~/server/platform/env.server';
import { loggableUrl } from '~/server/platform/log.server';
import { classifyUrl, routeTree } from '~/server/platform/page-cache/cacheability.server';
import type { OutboxPayload } from '~/server/platform/outbox.server';
import { signedLinkToken, signedLinkTokenUntil } from '~/server/platform/signed-links.server';
import type { BookingPageData, ManageAnswer } from '~/server/meetings/booking-page.server';
import type { WithBookingWords } from '~/content/locales/booking-words';
import * as page from './book-a-call';
import * as manage from './book-a-call-manage';

type LoaderArgs = Parameters<typeof page.loader>[0];
type ActionArgs = Parameters<typeof page.action>[0];
type ManageLoaderArgs = Parameters<typeof manage.loader>[0];
type ManageActionArgs = Parameters<typeof manage.action>[0];

const BOOKING = '/ar/احجز-مكالمة';
const ENCODED_BOOKING = '/ar/%D8%A7%D8%AD%D8%AC%D8%B2-%D9%85%D9%83%D8%A7%D9%84%D9%85%D8%A9';
const ENCODED_MANAGE = `${ENCODED_BOOKING}/%D8%A5%D8%AF%D8%A7%D8%B1%D8%A9/`;
/** A day as ar-AE writes it with Latin digits: 'الاثنين، 9 مارس'. */
const ARABIC_DAY = /^(الاثنين|الثلاثاء|الأربعاء|الخميس|الجمعة|السبت|الأحد)، \d{1,2} [\u0600-\u06FF]+$/;

const load = async (query: string) => dataOf<BookingPageData & WithBookingWords>(await resultOf(page.loader(routeArgs<LoaderArgs>(pageRequest(`${ENCODED_BOOKING}${query}`)))));
const post = (fields: Record<string, string>) => resultOf(page.action(routeArgs<ActionArgs>(publicFormPost(ENCODED_BOOKING, { form: 'booking', ...fields }))));
const open = async (token: string) => resultOf(manage.loader(routeArgs<ManageLoaderArgs>(pageRequest(`${ENCODED_MANAGE}${token}`), { token })));
const send = async (token: string, fields: Record<string, string>) => resultOf(manage.action(routeArgs<ManageActionArgs>(formPost(`${ENCODED_MANAGE}${token}`, fields), { token })));
const tokenOf = (location: string) => decodeURIComponent(location).split('/').at(-1)!.split('?')[0]!;

describe.each(testDatabaseKinds())('the Arabic booking pages (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => configureRouteTests({ FORM_RATE_LIMIT_PER_10_MIN: '1000' }));
  afterAll(() => setEnvForTests(undefined));

  it('/ar/احجز-مكالمة shows the times in ar-AE with Latin digits, Arabic countries, interests and office; private', async () => {
    const shown = await load('?country=AE&tz=Asia/Riyadh');
    expect(shown).toMatchObject({ country: 'AE', officeName: 'دبي', officeZone: 'Asia/Dubai', timeZone: 'Asia/Riyadh' });
    expect(shown.countries.find((option) => option.value === 'AE')).toEqual({ value: 'AE', label: 'الإمارات العربية المتحدة' });
    expect(shown.countries.find((option) => option.value === 'PS')).toEqual({ value: 'PS', label: 'الأراضي الفلسطينية' });
    expect(shown.interests.every((option) => /[\u0600-\u06FF]/.test(option.label))).toBe(true);
    expect(shown.days[0]!.label).toMatch(ARABIC_DAY);
    expect(shown.days[0]!.slots[0]!.visitorTime).toMatch(/^\d{1,2}:\d{2} (ص|م)$/);
    expect(shown.days[0]!.slots[0]!.officeTime).toMatch(/^\d{1,2}:\d{2} (ص|م) غرينتش\+4$/);
    expect(page.headers()).toEqual({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'same-origin' });
    // The page's words travel as its loader data (the Arabic module's, the three sentences around a value as templates), never in the pages' JavaScript.
    expect(shown.words).toMatchObject({ locale: 'ar', page: { title: 'احجز مكالمة', officeTime: '\u00010 بتوقيت المكتب' }, manage: { officeTime: 'توقيت مكتب \u00010' } });
    expect(page.meta({ location: { pathname: BOOKING }, loaderData: shown } as Parameters<typeof page.meta>[0])).toEqual([
      { title: 'احجز مكالمة | Corvane Digital' },
      { name: 'description', content: 'اختر مكالمة مدتها 30 دقيقة مع Corvane Digital: يُؤكَّد الحجز فورًا وتصلك دعوة تقويم.' },
      { name: 'robots', content: 'noindex' },
    ]);

    const html = await renderRoutePage({ Component: page.default, path: BOOKING, loaderData: shown });
    for (const text of [
      '<h1 class="text-3xl font-bold tracking-tight text-ink sm:text-4xl">احجز مكالمة</h1>',
      'اختر موعدًا مدته 30 دقيقة يناسبك. يُؤكَّد الحجز فورًا، وتُرسَل دعوة تقويم إليك وإلى الشخص الذي ستتحدث معه.',
      'ستكون مكالمتك مع مكتبنا في دبي (Asia/Dubai). يظهر كل موعد بتوقيتك، وبجانبه توقيت المكتب.',
      '>دولتك (اختياري)</label>',
      '<option value="AE" selected="">الإمارات العربية المتحدة</option>',
      '>اعرض المواعيد بتوقيت</label>',
      '>اعرض المواعيد</button>',
      `(${shown.days[0]!.slots[0]!.officeTime} بتوقيت المكتب)`,
      '>احجز المكالمة</button>',
      'بإرسالك هذا النموذج فإنك توافق على',
      'ما نحتفظ به',
      'لمدة 3 سنوات من آخر تحديث له',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('Book the call');
  });

  it('answers the POST in Arabic, stores the lead with locale ar and redirects to the Arabic call page; a taken time is refused in Arabic', async () => {
    const shown = await load('?country=AE&tz=Asia/Dubai');
    const slot = shown.days[0]!.slots[0]!.value;
    expect(dataOf<FormResult>(await post({ slot: '', name: 'ك', email: 'k.ar@example.com', timeZone: 'Asia/Dubai' }))).toMatchObject({ ok: false, message: 'يرجى اختيار موعد للمكالمة.' });
    expect(dataOf<FormResult>(await post({ slot, name: 'ك', email: 'k.ar@example.com', timeZone: 'Mars/Base' }))).toMatchObject({ ok: false, message: 'يرجى اختيار منطقتك الزمنية من القائمة.' });
    expect(dataOf<FormResult>(await post({ slot, name: '', email: 'k.ar@example.com', timeZone: 'Asia/Dubai' }))).toMatchObject({ ok: false, message: 'يرجى إدخال اسمك.' });
    expect(dataOf<FormResult>(await post({ slot, name: 'ك', email: 'not-an-address', timeZone: 'Asia/Dubai' }))).toMatchObject({ ok: false, message: 'يرجى إدخال عنوان بريد إلكتروني صالح.' });

    const booked = await post({ slot, name: 'نورة الكعبي', email: 'noura.kaabi@example.com', timeZone: 'Asia/Dubai', country: 'AE', interest: '' });
    expect(booked.status).toBe(302);
    expect(booked.location!.startsWith(ENCODED_MANAGE)).toBe(true);
    expect(booked.location).toMatch(/\?booked=1$/);
    const [row] = await db().select().from(bookings).where(eq(bookings.visitor_email, 'noura.kaabi@example.com'));
    expect(row).toMatchObject({ office_key: 'dubai', visitor_name: 'نورة الكعبي', status: 'booked' });
    const [lead] = await db().select().from(contact_leads).where(eq(contact_leads.id, row!.lead_id));
    expect(lead).toMatchObject({ form: 'booking', locale: 'ar', source_page: ENCODED_BOOKING });
    // The consent names the policy the Arabic page linked: the Arabic one (seeded, live), never the English id.
    expect(lead?.privacy_notice_version).toMatch(/^ar-[0-9a-f]{16}$/);
    const visitorMail = (await db().select().from(outbox).where(eq(outbox.record_id, row!.lead_id)))
      .map((mail) => mail.payload as OutboxPayload)
      .find((mail) => mail.to === 'noura.kaabi@example.com');
    expect(visitorMail?.subject).toBe('تم حجز مكالمتك مع Corvane Digital');

    const taken = await post({ slot, name: 'متأخر', email: 'late.ar@example.com', timeZone: 'UTC', country: 'AE' });
    expect(taken.status).toBe(409);
    expect(dataOf<FormResult>(taken)).toMatchObject({ ok: false, title: 'الموعد لم يعد متاحًا', message: 'حُجز هذا الموعد للتو. يرجى اختيار موعد آخر من المواعيد المتاحة المعروضة.' });
    expect(await db().select().from(contact_leads).where(eq(contact_leads.email, 'late.ar@example.com'))).toEqual([]);
  });

  it('the Arabic call page shows the call in Arabic, cancels it and moves it (the move redirects to the Arabic page)', async () => {
    const shown = await load('?country=AE&tz=Asia/Riyadh');
    const [first, second, target] = shown.days.flatMap((day) => day.slots.map((choice) => choice.value)).slice(1, 4);
    const cancelToken = tokenOf((await post({ slot: first!, name: 'هند', email: 'hind.ar@example.com', timeZone: 'Asia/Riyadh', country: 'AE' })).location!);
    const opened = dataOf<ManageAnswer>(await open(cancelToken));
    expect(opened).toMatchObject({ state: 'booked', officeName: 'دبي' });
    if (!('visitorTime' in opened)) throw new Error('no call');
    expect(opened.visitorTime).toMatch(/^(الاثنين|الثلاثاء|الأربعاء|الخميس|الجمعة|السبت|الأحد)، \d{1,2} [\u0600-\u06FF]+ \d{4} في \d{1,2}:\d{2} (ص|م) غرينتش\+3$/);
    expect(manage.meta({ location: { pathname: `${decodeURIComponent(ENCODED_MANAGE)}t` }, loaderData: opened } as Parameters<typeof manage.meta>[0])).toEqual([{ title: 'مكالمتك | Corvane Digital' }, { name: 'robots', content: 'noindex' }]);
    const html = await renderRoutePage({ Component: manage.default, path: `${decodeURIComponent(ENCODED_MANAGE)}:token`, url: `${ENCODED_MANAGE}t?booked=1`, loaderData: opened });
    for (const text of ['تم حجز مكالمتك', 'أرسلنا دعوة تقويم إليك وإلى الشخص الذي ستتحدث معه.', '>توقيتك</dt>', `<dd>${opened.visitorTime}</dd>`, '>توقيت مكتب دبي</dt>', '>مع</dt>', 'ألغِ المكالمة', 'انقل المكالمة إلى موعد آخر', '>انقل المكالمة</button>']) {
      expect(html).toContain(text);
    }

    const cancelled = await send(cancelToken, { intent: 'cancel' });
    expect(dataOf<ManageAnswer>(cancelled)).toMatchObject({ state: 'cancelled', notice: { kind: 'cancelled', title: 'تم إلغاء مكالمتك', message: 'أبلغنا الشخص الذي كنت ستتحدث معه. يمكنك حجز موعد آخر متى شئت.' } });
    // The action's answer is the page; its words are the (revalidated) loader's.
    const cancelledHtml = await renderRoutePage({ Component: manage.default, path: `${decodeURIComponent(ENCODED_MANAGE)}:token`, url: `${ENCODED_MANAGE}t`, loaderData: dataOf<ManageAnswer>(await open(cancelToken)), actionData: dataOf<ManageAnswer>(cancelled) });
    expect(cancelledHtml).toContain(`<a class="font-semibold text-brand-700 underline" href="${BOOKING}" data-discover="true">احجز مكالمة أخرى</a>`);
    expect(cancelledHtml).toContain('<dd>فريق Corvane Digital في دبي</dd>');

    const moveToken = tokenOf((await post({ slot: second!, name: 'هند', email: 'hind.move@example.com', timeZone: 'Asia/Riyadh', country: 'AE' })).location!);
    const moved = await send(moveToken, { intent: 'reschedule', slot: target! });
    expect(moved.status).toBe(302);
    expect(moved.location!.startsWith(ENCODED_MANAGE)).toBe(true);
    expect(moved.location).toMatch(/\?moved=1$/);
    const taken = await send(moveToken, { intent: 'reschedule', slot: first === target ? second! : target! });
    expect(taken.status).toBe(409);
    expect(dataOf<ManageAnswer>(taken)).toMatchObject({ notice: { kind: 'taken', title: 'الموعد لم يعد متاحًا' } });
  });

  it('a forged, other-purpose or expired link gets the Arabic page saying so, and changes nothing', async () => {
    const shown = await load('?country=AE');
    const slot = shown.days.at(-1)!.slots.at(-1)!.value;
    const token = tokenOf((await post({ slot, name: 'زائر', email: 'forged.ar@example.com', timeZone: 'Asia/Dubai', country: 'AE' })).location!);
    const [id, expires, signature] = token.split('.');
    for (const [bad, state, title, detail] of [
      [`${crypto.randomUUID()}.${expires}.${signature}`, 'invalid', 'هذا الرابط غير صالح.', 'يرجى استخدام الرابط الوارد في رسالة التأكيد كما أُرسل تمامًا، أو مراسلتنا على hello@corvane.example.'],
      [signedLinkToken('erase-lead', id!), 'invalid', 'هذا الرابط غير صالح.', 'يرجى استخدام الرابط الوارد في رسالة التأكيد كما أُرسل تمامًا، أو مراسلتنا على hello@corvane.example.'],
      [signedLinkTokenUntil('manage-booking', id!, new Date(Date.now() - 1000), new Date(Date.now() - 60_000)), 'expired', 'انتهت هذه المكالمة.', 'تعمل روابط تغيير المكالمة حتى انتهائها.'],
    ] as const) {
      const opened = dataOf<ManageAnswer>(await open(bad));
      expect(opened).toEqual({ state, words: expect.objectContaining({ locale: 'ar' }) });
      const refused = await send(bad, { intent: 'cancel' });
      expect(refused.status).toBe(state === 'invalid' ? 400 : 410);
      const html = await renderRoutePage({ Component: manage.default, path: `${decodeURIComponent(ENCODED_MANAGE)}:token`, url: `${ENCODED_MANAGE}x`, loaderData: opened });
      expect(html).toContain(`>${title}</h1>`);
      expect(html).toContain(detail);
      expect(html).toContain(`href="${BOOKING}"`);
      expect(html).toContain('احجز مكالمة أخرى');
    }
    expect((await db().select().from(bookings).where(eq(bookings.visitor_email, 'forged.ar@example.com')))[0]).toMatchObject({ status: 'booked', sequence: 0 });
  });
});

describe('the Arabic booking routes in the route table', () => {
  const tree = routeTree({ routes: appRouteTable() });

  it('are the twins of the English ones, never cached; a path under them that is not a page is the Arabic 404', () => {
    expect(classifyUrl(tree, ENCODED_BOOKING)).toMatchObject({ routeId: 'routes/site/book-a-call.ar', page: undefined, siteDocument: true });
    expect(classifyUrl(tree, `${ENCODED_MANAGE}abc`)).toMatchObject({ routeId: 'routes/site/book-a-call-manage.ar', page: undefined, siteDocument: true });
    expect(classifyUrl(tree, `${ENCODED_BOOKING}?country=AE&tz=Asia%2FDubai`).page).toBeUndefined();
    for (const miss of [`${ENCODED_BOOKING}/%D8%A5%D8%AF%D8%A7%D8%B1%D8%A9`, `${ENCODED_BOOKING}/manage/abc`, '/ar/book-a-call', '/ar/book-a-call/manage/abc']) {
      expect(classifyUrl(tree, miss).notFound, miss).toEqual({ path: decodeURIComponent(miss), routeId: 'routes/site/not-found.ar' });
    }
  });

  it('the call page’s token is never logged, in either spelling of its address', () => {
    expect(loggableUrl(`http://localhost:3000${ENCODED_MANAGE}secret.token.sig?booked=1`)).toBe(`http://localhost:3000${ENCODED_MANAGE}[redacted]?booked=…`);
    expect(loggableUrl(`${decodeURIComponent(ENCODED_MANAGE)}secret.token.sig`)).toBe(`${decodeURIComponent(ENCODED_MANAGE)}[redacted]`);
    expect(loggableUrl('/book-a-call/manage/secret.token.sig')).toBe('/book-a-call/manage/[redacted]');
  });
});
