/**
 * Issue 48: a public form sent from an Arabic page (/ar…) is checked with Arabic messages, stores
 * the lead with locale 'ar', answers in Arabic and queues the visitor's confirmation in Arabic
 * (right to left); the staff notification stays English and names the language. The same form
 * from the English page is unchanged (its own route tests), and records 'en'.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetHeldContent, testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { dataOf, resultOf } from '../../../tests/support/route-results';
import { configureRouteTests, publicFormPost, routeArgs } from '../../../tests/support/route-requests';
import { contact_leads, outbox, site_pages } from '~/server/db/schema.server';
import { AR_PAGE_SEEDS } from '~/content/locales/ar/pages/index';
import { privacyPolicyPath } from '~/server/privacy/confirmation.server';
import { setEnvForTests } from '~/server/platform/env.server';
import { action as homeAction } from '~/routes/site/home';
import { action as contactAction } from '~/routes/site/contact-us';
import { action as generativeAiAction } from '~/routes/site/generative-ai';
import { action as careersAction } from '~/routes/site/careers';
import { makeJob } from '../../../tests/support/content-factories';
import { job_applications } from '~/server/db/schema.server';
import { encodedPath, localizedPath } from '~/domain/locales';
import { exportPersonalData } from '~/server/privacy/data-rights.server';

type FormAnswer = { ok: boolean; title: string; message: string; extra?: Record<string, string> };
type Payload = { to: string; subject: string; text: string; html: string };

const arabicQuote = { form: 'quote', first_name: 'ليلى', last_name: 'الحسيني', message: 'نحتاج إلى بوابة تحليلات لفريق المبيعات في دبي.' };

const post = async (path: string, fields: Record<string, string>) =>
  resultOf(homeAction(routeArgs<Parameters<typeof homeAction>[0]>(publicFormPost(path, fields))));

describe.each(testDatabaseKinds())('public forms in Arabic (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => configureRouteTests());
  afterAll(() => setEnvForTests(undefined));

  it('quote on /ar: an empty required field answers the Arabic message; English on / is unchanged', async () => {
    const arabic = await post('/ar?index', { ...arabicQuote, email: 'layla@example.com', first_name: ' ' });
    expect(arabic.status).toBe(400);
    expect(dataOf<FormAnswer>(arabic)).toMatchObject({ ok: false, title: 'معلومات ناقصة', message: 'يرجى إدخال اسمك الأول.' });
    const invalid = await post('/ar?index', { ...arabicQuote, email: 'layla at example.com' });
    expect(dataOf<FormAnswer>(invalid)).toMatchObject({ ok: false, title: 'بريد إلكتروني غير صالح', message: 'يرجى إدخال عنوان بريد إلكتروني صالح.' });
    const option = await post('/ar?index', { ...arabicQuote, email: 'layla@example.com', budget: 'A lot' });
    expect(dataOf<FormAnswer>(option)).toMatchObject({ ok: false, title: 'معلومات غير صالحة', message: 'يرجى اختيار أحد الخيارات المتاحة في حقل «الميزانية».' });
    const english = await post('/?index', { ...arabicQuote, email: 'layla@example.com', first_name: ' ' });
    expect(dataOf<FormAnswer>(english)).toMatchObject({ ok: false, title: 'Missing Information', message: 'Please enter your first name.' });
  });

  it('quote on /ar: stores locale ar, answers in Arabic and queues the Arabic confirmation; staff get English naming the language', async () => {
    const email = `layla-${kind}@example.com`;
    const result = await post('/ar?index', { ...arabicQuote, email, budget: '$50K - $100K', timeline: '1-3 months' });
    expect(result.status).toBe(200);
    const answer = dataOf<FormAnswer>(result);
    expect(answer).toMatchObject({
      ok: true,
      title: 'تم إرسال طلب عرض السعر!',
      message: 'شكرًا لاهتمامك! سنرسل إليك عرض سعر مفصلًا خلال 24 ساعة، وسيتواصل معك فريقنا قريبًا لمناقشة متطلبات مشروعك.',
    });
    expect(answer.extra?.book_call_label).toBe('احجز مكالمة الآن');
    const [lead] = await db().select().from(contact_leads).where(eq(contact_leads.email, email));
    // The stored option values are the same codes as from the English form.
    expect(lead).toMatchObject({ locale: 'ar', form: 'quote', first_name: 'ليلى', budget: '$50K - $100K', timeline: '1-3 months', source_page: '/ar' });

    const [confirmation] = await db().select().from(outbox).where(and(eq(outbox.topic, 'visitor.confirmation'), eq(outbox.record_id, lead!.id)));
    const mail = confirmation!.payload as Payload;
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe('استلمنا طلب عرض السعر الخاص بك — Corvane Digital');
    const lines = mail.text.split('\n');
    expect(lines.slice(0, 12)).toEqual([
      'شكرًا لك على طلب عرض السعر.',
      '',
      'ما استلمناه',
      '-----------',
      'الاسم: ليلى الحسيني',
      'الشركة: لم يُذكر',
      'نوع المشروع: لم يُذكر',
      'الميزانية: من 50 ألف إلى 100 ألف دولار',
      'الإطار الزمني: من 1 إلى 3 أشهر',
      'الرسالة: نحتاج إلى بوابة تحليلات لفريق المبيعات في دبي.',
      '',
      'الخطوات التالية',
    ]);
    expect(mail.text).toContain('سيراجع أحد أعضاء فريقنا تفاصيل مشروعك ويرد عليك خلال 24 ساعة.');
    expect(mail.text).toMatch(/اختر مكالمة مدتها 30 دقيقة في الوقت الذي يناسبك مع الشخص المسؤول عن طلبك \(يعمل هذا الرابط لمدة 14 يومًا\): http\S+\/ar\/%D8%A7%D8%AD%D8%AC%D8%B2-%D9%85%D9%83%D8%A7%D9%84%D9%85%D8%A9\?lead=/);
    // The Arabic privacy policy ships with the site (its seed): the confirmation links it.
    expect(mail.text).toContain(`نتعامل مع بياناتك وفق ما توضحه سياسة الخصوصية لدينا: ${new URL(encodedPath(localizedPath('ar', '/privacy')), mail.text.match(/https?:\/\/[^/\s]+/)![0]).href}`);
    expect(mail.text.endsWith('— Corvane Digital')).toBe(true);
    expect(mail.html.startsWith('<!doctype html><html lang="ar" dir="rtl"><body dir="rtl" style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5;text-align:right">')).toBe(true);
    expect(mail.html).toContain('<tr><th align="right" style="padding-left:16px;vertical-align:top">الاسم</th><td>ليلى الحسيني</td></tr>');

    const [staff] = await db().select().from(outbox).where(and(eq(outbox.topic, 'lead.quote'), eq(outbox.record_id, lead!.id)));
    const staffMail = staff!.payload as Payload;
    expect(staffMail.subject).toBe('New Quote Request from ليلى الحسيني');
    expect(staffMail.text).toContain('Job Title: Not provided\nLanguage: Arabic\n');
    expect(staffMail.html.startsWith('<!doctype html><html><body style=')).toBe(true);

    // The privacy export carries the language with the lead (erase and purge remove the same row).
    const exported = await exportPersonalData(email);
    expect(exported.leads.map((row) => row.locale)).toEqual(['ar']);
  });

  it('quote on /: records en, and its e-mails name no language', async () => {
    const email = `ada-en-${kind}@example.com`;
    await post('/?index', { form: 'quote', first_name: 'Ada', last_name: 'Lovelace', message: 'A portal.', email });
    const [lead] = await db().select().from(contact_leads).where(eq(contact_leads.email, email));
    expect(lead!.locale).toBe('en');
    const rows = await db().select().from(outbox).where(eq(outbox.record_id, lead!.id));
    const confirmation = rows.find((row) => row.topic === 'visitor.confirmation')!.payload as Payload;
    expect(confirmation.subject).toBe('We received your quote request — Corvane Digital');
    expect(confirmation.text).toContain('Name: Ada Lovelace\nCompany: Not provided\nProject type: Not provided\n');
    for (const row of rows) expect((row.payload as Payload).text).not.toContain('Language:');
  });

  it('contact on /ar: Arabic answer and confirmation, locale ar; a malformed e-mail answers in Arabic', async () => {
    const path = encodedPath(localizedPath('ar', '/contact-us'));
    const send = (fields: Record<string, string>) =>
      resultOf(contactAction(routeArgs<Parameters<typeof contactAction>[0]>(publicFormPost(path, { form: 'contact', first_name: 'عمر', last_name: 'المنصوري', message: 'نودّ مناقشة مشروع لتطبيق جوال.', ...fields }))));
    const invalid = await send({ email: 'omar@' });
    expect(dataOf<FormAnswer>(invalid)).toMatchObject({ ok: false, title: 'بريد إلكتروني غير صالح', message: 'يرجى إدخال عنوان بريد إلكتروني صالح.' });
    const email = `omar-${kind}@example.com`;
    const result = await send({ email });
    expect(dataOf<FormAnswer>(result)).toMatchObject({ ok: true, title: 'تم إرسال رسالتك!', message: 'شكرًا لتواصلك معنا! سنرد على استفسارك قريبًا.' });
    const [lead] = await db().select().from(contact_leads).where(eq(contact_leads.email, email));
    expect(lead).toMatchObject({ locale: 'ar', form: 'contact' });
    const rows = await db().select().from(outbox).where(eq(outbox.record_id, lead!.id));
    const confirmation = rows.find((row) => row.topic === 'visitor.confirmation')!.payload as Payload;
    expect(confirmation.subject).toBe('استلمنا رسالتك — Corvane Digital');
    expect(confirmation.text.split('\n').slice(0, 8)).toEqual([
      'شكرًا لك على رسالتك.',
      '',
      'ما استلمناه',
      '-----------',
      'الاسم: عمر المنصوري',
      'الشركة: لم يُذكر',
      'الرسالة: نودّ مناقشة مشروع لتطبيق جوال.',
      '',
    ]);
    const staff = rows.find((row) => row.topic === 'lead.contact')!.payload as Payload;
    expect(staff.text).toContain('Company: Not provided\nLanguage: Arabic\n');
  });

  it('lead modal on /ar: the one required-fields message in Arabic; stored with locale ar and confirmed in Arabic', async () => {
    const path = encodedPath(localizedPath('ar', '/generative-ai'));
    const send = (fields: Record<string, string>) =>
      resultOf(generativeAiAction(routeArgs<Parameters<typeof generativeAiAction>[0]>(publicFormPost(path, { form: 'lead_modal', first_name: 'سارة', last_name: 'الكعبي', ...fields }))));
    const missing = await send({ email: '' });
    expect(dataOf<FormAnswer>(missing)).toMatchObject({ ok: false, title: 'معلومات ناقصة', message: 'يرجى تعبئة جميع الحقول المطلوبة.' });
    const email = `sara-${kind}@example.com`;
    const result = await send({ email });
    expect(dataOf<FormAnswer>(result)).toMatchObject({ ok: true, title: 'شكرًا لك!', message: 'استلمنا طلبك للتحول بالذكاء الاصطناعي، وسيتواصل معك فريقنا خلال 24 ساعة...' });
    const [lead] = await db().select().from(contact_leads).where(eq(contact_leads.email, email));
    expect(lead).toMatchObject({ locale: 'ar', form: 'lead_modal' });
    const rows = await db().select().from(outbox).where(eq(outbox.record_id, lead!.id));
    const confirmation = rows.find((row) => row.topic === 'visitor.confirmation')!.payload as Payload;
    expect(confirmation.subject).toBe('استلمنا طلب الاستشارة الخاص بك — Corvane Digital');
    expect(confirmation.text).toContain('الهاتف: لم يُذكر\nالرسالة: لم يُذكر\n');
  });

  it('job application on /ar: Arabic checks and answer, locale ar, the candidate confirmation in Arabic, staff English naming the language', async () => {
    const job = await makeJob(db(), { title: 'مهندس بيانات أول' });
    const path = encodedPath(localizedPath('ar', '/careers'));
    const send = (fields: Record<string, string>) =>
      resultOf(careersAction(routeArgs<Parameters<typeof careersAction>[0]>(publicFormPost(path, { form: 'job_application', job_id: job.id, first_name: 'خالد', last_name: 'النعيمي', ...fields }))));
    const missing = await send({ email: '' });
    expect(dataOf<FormAnswer>(missing)).toMatchObject({ ok: false, title: 'معلومات ناقصة', message: 'يرجى إدخال عنوان بريدك الإلكتروني.' });
    const years = await send({ email: 'khalid@example.com', experience_years: 'عشر' });
    expect(dataOf<FormAnswer>(years)).toMatchObject({ ok: false, title: 'معلومات غير صالحة', message: 'يرجى إدخال سنوات خبرتك رقمًا صحيحًا.' });
    const email = `khalid-${kind}@example.com`;
    const result = await send({ email });
    expect(dataOf<FormAnswer>(result)).toMatchObject({ ok: true, title: 'تم إرسال طلبك!', message: 'شكرًا لتقدّمك لوظيفة مهندس بيانات أول! سنراجع طلبك ونعود إليك قريبًا.' });
    const [application] = await db().select().from(job_applications).where(eq(job_applications.email, email));
    expect(application!.locale).toBe('ar');
    const rows = await db().select().from(outbox).where(eq(outbox.record_id, application!.id));
    const confirmation = rows.find((row) => row.topic === 'application.confirmation')!.payload as Payload;
    expect(confirmation.subject).toBe('استلمنا طلبك: مهندس بيانات أول');
    expect(confirmation.text.split('\n')[0]).toBe('شكرًا لك يا خالد. وصلنا طلبك لوظيفة مهندس بيانات أول.');
    expect(confirmation.text).toContain(`صفحة الوظيفة: `);
    expect(confirmation.text).toContain(`/ar/%D8%A7%D9%84%D9%88%D8%B8%D8%A7%D8%A6%D9%81/${job.slug}`);
    expect(confirmation.html).toContain('<html lang="ar" dir="rtl">');
    const staff = rows.find((row) => row.topic === 'application.new')!.payload as Payload;
    expect(staff.subject).toBe('New Job Application: مهندس بيانات أول from خالد النعيمي');
    expect(staff.text).toContain('Resume: Not provided\nLanguage: Arabic\n');
  });

  it('the confirmation links the privacy policy in Arabic while its translation is live, the English one when it is not', async () => {
    expect(await privacyPolicyPath('ar')).toBe(encodedPath(localizedPath('ar', '/privacy')));
    expect(await privacyPolicyPath('en')).toBe('/privacy');
    // A stored Arabic row visitors cannot see (a translation not yet published): the English policy, never a 404.
    await db().insert(site_pages).values({ key: 'privacy', locale: 'ar', document: AR_PAGE_SEEDS.privacy!, effective_date: '2026-11-01', enabled: false });
    forgetHeldContent();
    expect(await privacyPolicyPath('ar')).toBe('/privacy');
    await db().delete(site_pages).where(eq(site_pages.locale, 'ar'));
    forgetHeldContent();
  });
});
