/**
 * Issue 48: the public forms' checks in the page's language. The Arabic messages come from
 * app/content/locales/ar/forms (typed against the English), the English ones are unchanged, and
 * the stored values (option codes) are the same in both.
 */
import { describe, expect, it } from 'vitest';
import { quoteChecks, quoteOptionLabels } from '~/content/locales/ar/forms/quote';
import { contactChecks } from '~/content/locales/ar/forms/contact';
import { leadModalChecks } from '~/content/locales/ar/forms/lead-modal';
import { downloadGateChecks } from '~/content/locales/ar/forms/download-gate';
import { applicationChecks } from '~/content/locales/ar/forms/application';
import { PINNED_ARABIC_COUNTRY_NAMES } from '~/content/locales/ar/forms/common';
import { validateQuote } from './quote-form';
import { validateContact } from './contact-form';
import { validateLeadModal } from './lead-modal';
import { validateDownloadGate } from './download-gate';
import { validateJobApplication } from './job-application';
import { SERVICE_OPTIONS } from './quote-form-options';
import { COUNTRY_CODES, countriesSortedBy } from './countries';
import { countryNamer } from './meetings/region';

const quote = { first_name: 'ليلى', last_name: 'الحسيني', email: 'layla@example.com', message: 'بوابة تحليلات.' };

describe('the quote form in Arabic', () => {
  it('answers an empty required field with the Arabic message; English unchanged', () => {
    expect(validateQuote({ ...quote, first_name: ' ' }, quoteChecks)).toEqual({
      ok: false,
      failure: { title: 'معلومات ناقصة', message: 'يرجى إدخال اسمك الأول.', field: 'first_name' },
    });
    expect(validateQuote({ ...quote, message: '' }, quoteChecks)).toMatchObject({ ok: false, failure: { title: 'معلومات ناقصة', message: 'يرجى إخبارنا باحتياجات مشروعك.' } });
    expect(validateQuote({ ...quote, first_name: ' ' })).toEqual({
      ok: false,
      failure: { title: 'Missing Information', message: 'Please enter your first name.', field: 'first_name' },
    });
  });

  it('names the field in Arabic in our own limits, with Latin digits', () => {
    expect(validateQuote({ ...quote, email: 'layla@' }, quoteChecks)).toMatchObject({ ok: false, failure: { title: 'بريد إلكتروني غير صالح', message: 'يرجى إدخال عنوان بريد إلكتروني صالح.' } });
    expect(validateQuote({ ...quote, message: 'م'.repeat(5001) }, quoteChecks)).toMatchObject({
      ok: false,
      failure: { title: 'معلومات غير صالحة', message: 'يجب ألا يتجاوز حقل «وصف المشروع» 5,000 حرف.' },
    });
    expect(validateQuote({ ...quote, message: 'm'.repeat(5001) })).toMatchObject({ ok: false, failure: { message: 'Project description must be at most 5,000 characters.' } });
    expect(validateQuote({ ...quote, timeline: 'Soon' }, quoteChecks)).toMatchObject({ ok: false, failure: { message: 'يرجى اختيار أحد الخيارات المتاحة في حقل «الإطار الزمني».' } });
    expect(validateQuote({ ...quote, country: 'QQ' }, quoteChecks)).toMatchObject({ ok: false, failure: { message: 'يرجى اختيار أحد الخيارات المتاحة في حقل «الدولة».' } });
  });

  it('refuses a repeated field and unreadable characters in Arabic', () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(quote)) form.set(name, value);
    form.append('first_name', 'مرة أخرى');
    expect(validateQuote(form, quoteChecks)).toMatchObject({ ok: false, failure: { title: 'معلومات غير صالحة', message: 'يرجى إرسال قيمة واحدة فقط للحقل First name.' } });
    expect(validateQuote({ ...quote, company_name: 'a\u0000b' }, quoteChecks)).toMatchObject({
      ok: false,
      failure: { message: 'يرجى حذف رموز التحكم أو الرموز غير المقروءة من Company name.' },
    });
  });

  it('stores the same option codes whichever language the form was in', () => {
    const arabic = validateQuote({ ...quote, budget: '$50K - $100K', timeline: '1-3 months', industry: 'Healthcare' }, quoteChecks);
    const english = validateQuote({ ...quote, budget: '$50K - $100K', timeline: '1-3 months', industry: 'Healthcare' });
    expect(arabic.ok && arabic.data).toEqual(english.ok && english.data);
    expect(arabic.ok && arabic.data).toMatchObject({ budget: '$50K - $100K', timeline: '1-3 months', industry: 'Healthcare' });
  });

  it('reads every service in Arabic (the titles come from the practice pages)', () => {
    expect(SERVICE_OPTIONS.filter((service) => !quoteOptionLabels.service[service])).toEqual([]);
  });
});

describe('the other public forms in Arabic', () => {
  it('contact: a malformed e-mail in Arabic; English unchanged', () => {
    expect(validateContact({ email: 'omar@' }, contactChecks)).toMatchObject({ ok: false, failure: { title: 'بريد إلكتروني غير صالح', message: 'يرجى إدخال عنوان بريد إلكتروني صالح.' } });
    expect(validateContact({ email: 'omar@' })).toMatchObject({ ok: false, failure: { title: 'Invalid Email', message: 'Please enter a valid email address.' } });
  });

  it('lead modal: the one required-fields message in Arabic; English unchanged', () => {
    expect(validateLeadModal({ first_name: '', last_name: 'الكعبي', email: 'sara@example.com' }, leadModalChecks)).toMatchObject({
      ok: false,
      failure: { title: 'معلومات ناقصة', message: 'يرجى تعبئة جميع الحقول المطلوبة.' },
    });
    expect(validateLeadModal({ first_name: '', last_name: 'Kaabi', email: 'sara@example.com' })).toMatchObject({ ok: false, failure: { message: 'Please fill in all required fields.' } });
  });

  it('download gate: a missing e-mail in Arabic; English unchanged', () => {
    expect(validateDownloadGate({ email: '', resource_id: 'x' }, downloadGateChecks)).toMatchObject({
      ok: false,
      failure: { title: 'معلومات ناقصة', message: 'يرجى إدخال عنوان بريدك الإلكتروني لتنزيل المورد.' },
    });
    expect(validateDownloadGate({ email: '', resource_id: 'x' })).toMatchObject({ ok: false, failure: { message: 'Please enter your email address to download the resource.' } });
  });

  it('job application: Arabic checks, including an address field; English unchanged', () => {
    const application = { first_name: 'خالد', last_name: 'النعيمي', email: 'khalid@example.com', job_id: '00000000-0000-4000-8000-000000000000' };
    expect(validateJobApplication({ ...application, last_name: '' }, applicationChecks)).toMatchObject({ ok: false, failure: { title: 'معلومات ناقصة', message: 'يرجى إدخال اسم العائلة.' } });
    expect(validateJobApplication({ ...application, linkedin_url: 'javascript:alert(1)' }, applicationChecks)).toMatchObject({
      ok: false,
      failure: { message: 'يرجى إدخال رابط LinkedIn صالح يبدأ بـ http:// أو https://.' },
    });
    expect(validateJobApplication({ ...application, last_name: '' })).toMatchObject({ ok: false, failure: { message: 'Please enter your last name.' } });
  });
});

describe('country names in Arabic', () => {
  const name = countryNamer('ar-AE', PINNED_ARABIC_COUNTRY_NAMES);

  it('names every listed country, the pinned ones as the browser does', () => {
    expect(name('AE')).toBe('الإمارات العربية المتحدة');
    expect(name('HK')).toBe('هونغ كونغ');
    expect(COUNTRY_CODES.filter((code) => name(code) === code)).toEqual([]);
  });

  it('lists all 250 codes in Arabic alphabetical order', () => {
    const sorted = countriesSortedBy(name, 'ar');
    expect(sorted).toHaveLength(COUNTRY_CODES.length);
    expect(sorted.slice(0, 3).map(name)).toEqual(['آيسلندا', 'إثيوبيا', 'أذربيجان']);
  });
});
