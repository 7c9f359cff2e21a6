/**
 * The Arabic terms and privacy policy (issue 48) say what the English ones say: the same sections
 * and anchors, the figures of the privacy settings, the firm's addresses — and the English facts
 * they were translated from are still the English facts (a change there must reach this text).
 */
import { describe, expect, it } from 'vitest';
import { company } from '~/content/company';
import { arabicChrome } from '~/content/locales/ar/chrome';
import { PAGE_SEEDS } from '~/content/pages/index';
import { PRIVACY_MINIMUM_AGE, privacySections, termsSections } from '~/content/site/legal';
import type { PageDocument } from '~/domain/page-blocks/document';
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY, ERASE_LINK_VALID_DAYS, PURGE_INTERVAL_HOURS, RETENTION } from '~/domain/privacy';
import { arPrivacySeed, arTermsSeed, TRANSLATED_COMPANY_FACTS } from './legal';

function legalText(document: PageDocument) {
  const block = document.blocks.find((candidate) => candidate.type === 'legalText');
  if (block?.type !== 'legalText') throw new Error('no legal text');
  return block.data;
}

const wholeText = (document: PageDocument) => JSON.stringify(document);

describe('the Arabic legal pages', () => {
  it('were translated from the English facts that are still in force', () => {
    expect({ governingLaw: company.governingLaw, officeCountries: company.officeCountries }).toEqual(TRANSLATED_COMPANY_FACTS);
    // The figures the policy quotes: if one changes, the expectations below (Arabic words) must be read again.
    expect([RETENTION.leadYears, RETENTION.applicationYears, RETENTION.draftRevisionDays, PURGE_INTERVAL_HOURS, ERASE_LINK_VALID_DAYS, CONFIRMATIONS_PER_ADDRESS_PER_DAY, PRIVACY_MINIMUM_AGE]).toEqual([3, 2, 90, 24, 30, 3, 13]);
  });

  it('terms: twelve numbered sections, as the English terms, with their figures', () => {
    const text = legalText(arTermsSeed);
    expect(text.numbering).toBe('numbered');
    expect(text.sections).toHaveLength(termsSections.length);
    expect(text.sections.map((section) => section.paragraphs.length)).toEqual(termsSections.map((section) => section.paragraphs.length));
    expect(text.sections.map((section) => section.title)).toEqual([
      'قبول الشروط',
      'الخدمات وبيانات العمل',
      'العروض وعروض الأسعار',
      'الأتعاب والدفع',
      'مسؤوليات العميل',
      'الملكية الفكرية',
      'السرية وحماية البيانات',
      'الضمانات وإخلاء المسؤولية',
      'تحديد المسؤولية',
      'المدة والإنهاء',
      'استخدام هذا الموقع',
      'القانون الحاكم والتواصل',
    ]);
    const all = wholeText(arTermsSeed);
    for (const part of ['لمدة 30 يومًا من تاريخ إصدارها', 'خلال 30 يومًا من تاريخ الفاتورة', 'فائدة بنسبة 2% شهريًا', 'خلال فترة 12 شهرًا', 'بموجب إشعار كتابي مدته 30 يومًا', 'قوانين ولاية تكساس', 'مقاطعة دالاس بولاية تكساس', company.legalEmail, company.legalName]) {
      expect(all).toContain(part);
    }
  });

  it('privacy: the English sections in order with their anchors and bullets, the settings’ figures and the addresses', () => {
    const text = legalText(arPrivacySeed);
    expect(text.numbering).toBe('titled');
    expect(text.sections.map((section) => section.anchor)).toEqual(privacySections.map((section) => section.id));
    expect(text.sections.map((section) => [section.paragraphs.length, section.bullets.length])).toEqual(privacySections.map((section) => [section.paragraphs.length, section.bullets?.length ?? 0]));
    const all = wholeText(arPrivacySeed);
    for (const part of [
      'مدة تصل إلى ثلاث سنوات بعد آخر تواصل بيننا',
      'وبطلبات التوظيف مدة تصل إلى سنتين',
      'فكل 24 ساعة تحذف',
      'النسخ التي لم تُنشر قط مدة 90 يومًا',
      'رابطًا صالحًا مدة 30 يومًا',
      'أكثر من 3 رسائل تأكيد في اليوم',
      'دون سن 13',
      'الولايات المتحدة والهند والإمارات العربية المتحدة',
      company.privacyEmail,
      `${company.legalName}، ${arabicChrome.offices[0]!.addressLines.join('، ')}.`,
    ]) {
      expect(all).toContain(part);
    }
  });

  it('keeps the English pages’ blocks, ids and SEO shape; the words are all Arabic', () => {
    for (const [arabic, english] of [
      [arTermsSeed, PAGE_SEEDS.terms],
      [arPrivacySeed, PAGE_SEEDS.privacy],
    ] as const) {
      expect(arabic.blocks.map((block) => [block.id, block.type])).toEqual(english.blocks.map((block) => [block.id, block.type]));
      expect(arabic.seo).toMatchObject({ image: '', noindex: false });
      expect(arabic.seo.title.endsWith(`| ${company.name}`)).toBe(true);
      expect(arabic.blocks[0]).toMatchObject({ type: 'legalHeader', data: { dateLabel: 'آخر تحديث:' } });
    }
  });
});
