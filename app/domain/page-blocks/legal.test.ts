/**
 * The legal pages' blocks (issue 44): /terms and /privacy seeded with today's text validate as
 * they are; the limits, the no-HTML rule, the anchors and the pages' rules refuse with their
 * messages; and the privacy policy's version id — what each form submission records — is the id
 * recorded before the policy was editable for the seeded version, and names any later version.
 */
import { describe, expect, it } from 'vitest';
import { LEGAL_SEED_DATES, LEGAL_SEEDS } from '~/content/pages/legal';
import { PRIVACY_NOTICE_VERSION, privacySections, termsSections } from '~/content/site/legal';
import { BLOCKS } from './blocks';
import { LEGAL_MESSAGES } from './blocks-legal';
import { DOCUMENT_MESSAGES, validateDocument, type PageDocument, type RawDocument } from './document';
import { FIELD_MESSAGES } from './fields';
import { PAGE_DEFINITIONS } from './page-definitions';
import { legalSectionAnchor, privacyNoticeVersion } from './pages-legal';

const KEYS = ['terms', 'privacy'] as const;
type LegalKey = (typeof KEYS)[number];

/** A copy of a seed as posted, to change one thing in. */
const raw = (key: LegalKey): RawDocument => structuredClone(LEGAL_SEEDS[key]) as unknown as RawDocument;
const textData = (document: RawDocument) => document.blocks[1]!.data as { intro: string; sections: { title: string; anchor: string; paragraphs: string[]; bullets: string[] }[] };
const errorsOf = (key: LegalKey, document: RawDocument) => {
  const result = validateDocument(PAGE_DEFINITIONS[key], document);
  return result.ok ? {} : result.errors;
};

describe('legal page seeds', () => {
  it.each(KEYS)('the %s seed validates unchanged: what is stored is what the page showed', (key) => {
    const result = validateDocument(PAGE_DEFINITIONS[key], LEGAL_SEEDS[key]);
    expect(result).toEqual({ ok: true, document: LEGAL_SEEDS[key] });
  });

  it('keeps every section of today’s text, with its anchor', () => {
    const terms = textData(raw('terms')).sections;
    expect(terms.map((section, index) => legalSectionAnchor(section.anchor, index))).toEqual(termsSections.map((section) => `section-${section.number}`));
    const privacy = textData(raw('privacy')).sections;
    expect(privacy.map((section, index) => legalSectionAnchor(section.anchor, index))).toEqual(privacySections.map((section) => section.id));
    expect(privacy.map((section) => section.bullets.length > 0)).toEqual(privacySections.map((section) => section.bullets !== undefined));
  });

  it('seeds the day each text took effect', () => {
    expect(LEGAL_SEED_DATES).toEqual({ terms: '2025-10-27', privacy: '2025-10-27' });
  });

  it('both pages are versioned, and their heading and text cannot be removed', () => {
    for (const key of KEYS) expect(PAGE_DEFINITIONS[key]).toMatchObject({ versioned: true, fixed: ['legalHeader', 'legalText'] });
    const document = raw('privacy');
    document.blocks.splice(1, 1);
    expect(errorsOf('privacy', document)).toEqual({ blocks: DOCUMENT_MESSAGES.fixedMissing(BLOCKS.legalText.label) });
  });
});

describe('legal text limits', () => {
  it('refuses a section title over its limit', () => {
    const document = raw('terms');
    textData(document).sections[0]!.title = 'x'.repeat(161);
    expect(errorsOf('terms', document)).toEqual({ 'block.1.sections.0.title': FIELD_MESSAGES.tooLong('Section title', 160) });
  });

  it('refuses a paragraph over its limit', () => {
    const document = raw('privacy');
    textData(document).sections[5]!.paragraphs[1] = 'y'.repeat(1_501);
    expect(errorsOf('privacy', document)).toEqual({ 'block.1.sections.5.paragraphs.1': FIELD_MESSAGES.tooLong('Paragraphs (one per line)', 1_500) });
  });

  it('refuses an HTML tag in a text field', () => {
    const document = raw('privacy');
    textData(document).intro = 'We care about <script>alert(1)</script> your privacy.';
    expect(errorsOf('privacy', document)).toEqual({ 'block.1.intro': FIELD_MESSAGES.html('Introduction') });
    const bullets = raw('privacy');
    textData(bullets).sections[0]!.bullets[0] = 'Name <b>and</b> e-mail';
    expect(errorsOf('privacy', bullets)).toEqual({ 'block.1.sections.0.bullets.0': FIELD_MESSAGES.html('Bullet points (one per line)') });
  });

  it('refuses a block type the page does not take', () => {
    const document = raw('privacy');
    document.blocks.push({ id: 'faq', type: 'faq', data: { background: 'white', title: 'Questions', items: [{ question: 'Why?', answer: 'Because.' }] } });
    expect(errorsOf('privacy', document)).toEqual({ 'block.2': DOCUMENT_MESSAGES.notAllowed(BLOCKS.faq.label, 'Privacy Policy') });
  });

  it('refuses an anchor that is not a slug, and one used twice', () => {
    const document = raw('privacy');
    textData(document).sections[2]!.anchor = 'Cookies & more';
    expect(errorsOf('privacy', document)).toEqual({ 'block.1.sections.2.anchor': LEGAL_MESSAGES.anchor });
    const twice = raw('privacy');
    textData(twice).sections[2]!.anchor = 'retention';
    expect(errorsOf('privacy', twice)).toEqual({ 'block.1.sections.5.anchor': LEGAL_MESSAGES.anchorTwice('retention') });
    // A numbered section without an anchor is section-N: a given anchor cannot take another's.
    const numbered = raw('terms');
    textData(numbered).sections[0]!.anchor = 'section-2';
    expect(errorsOf('terms', numbered)).toEqual({ 'block.1.sections.1.anchor': LEGAL_MESSAGES.anchorTwice('section-2') });
  });
});

describe('privacyNoticeVersion', () => {
  const live = (document: PageDocument, version = 1, effectiveDate: string = LEGAL_SEED_DATES.privacy) => ({ document, version, effectiveDate });

  it('names the seeded policy as forms recorded it before the policy was editable', () => {
    expect(privacyNoticeVersion(live(LEGAL_SEEDS.privacy))).toBe(PRIVACY_NOTICE_VERSION);
  });

  it('names a published version by its number and its text', () => {
    const id = privacyNoticeVersion(live(LEGAL_SEEDS.privacy, 2, '2026-03-02'));
    expect(id).toMatch(/^v2-[0-9a-f]{16}$/);
    expect(id).not.toContain(PRIVACY_NOTICE_VERSION);
    expect(privacyNoticeVersion(live(LEGAL_SEEDS.privacy, 3, '2026-03-02'))).toBe(id.replace('v2-', 'v3-'));
  });

  it('changes with any word of the text', () => {
    const document = raw('privacy');
    textData(document).sections[5]!.paragraphs[0] = textData(document).sections[5]!.paragraphs[0]!.replace('three years', 'four years');
    const parsed = validateDocument(PAGE_DEFINITIONS.privacy, document);
    if (!parsed.ok) throw new Error('the changed policy should validate');
    expect(privacyNoticeVersion(live(parsed.document))).not.toBe(PRIVACY_NOTICE_VERSION);
  });
});
