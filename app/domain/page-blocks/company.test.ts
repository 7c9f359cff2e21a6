/**
 * The company pages' blocks (issue 44): each seed — today's copy — is a valid document of its page,
 * survives the editor's form unchanged, and keeps today's anchors; a field over its limit, an HTML
 * tag, a block type the page does not take and a missing fixed block are refused with the
 * editor's message.
 */
import { describe, expect, it } from 'vitest';
import { COMPANY_SEEDS } from '~/content/pages/company';
import { industries } from '~/content/site/industries';
import { BLOCKS } from './blocks';
import { DOCUMENT_MESSAGES, documentValues, readDocumentForm, validateDocument, type PageDocument, type RawDocument } from './document';
import { FIELD_MESSAGES } from './fields';
import { PAGE_DEFINITIONS, type PageKey } from './page-definitions';
import { COMPANY_PAGES } from './pages-company';

const keys = Object.keys(COMPANY_PAGES) as (keyof typeof COMPANY_PAGES & PageKey)[];

/** A seed as a raw document (what a form post or a stored row is before the checks), changed by `edit`. */
function rawSeed(key: keyof typeof COMPANY_SEEDS, edit: (document: RawDocument) => void = () => {}): RawDocument {
  const copy = structuredClone(COMPANY_SEEDS[key]) as unknown as RawDocument;
  edit(copy);
  return copy;
}

function dataOf(document: RawDocument, id: string): Record<string, unknown> {
  const found = document.blocks.find((block) => block.id === id);
  if (!found) throw new Error(`no block ${id}`);
  return found.data;
}

describe('company page seeds', () => {
  it('has a seed for every company page and a definition for every seed', () => {
    expect(Object.keys(COMPANY_SEEDS).sort()).toEqual([...keys].sort());
  });

  it.each(keys)('%s: the seed is a valid document of its page, unchanged by the checks', (key) => {
    const seed = COMPANY_SEEDS[key] as PageDocument;
    const result = validateDocument(PAGE_DEFINITIONS[key], seed);
    expect(result).toEqual({ ok: true, document: seed });
  });

  it.each(keys)('%s: the seed comes back unchanged through the editor form', (key) => {
    const seed = COMPANY_SEEDS[key] as PageDocument;
    expect(validateDocument(PAGE_DEFINITIONS[key], readDocumentForm(documentValues(seed)))).toEqual({ ok: true, document: seed });
  });

  it.each(keys)('%s: starts with its hero and holds every fixed block once', (key) => {
    const types = COMPANY_SEEDS[key].blocks.map((block) => block.type);
    expect(types[0]).toBe('hero');
    for (const fixed of PAGE_DEFINITIONS[key].fixed) expect(types.filter((type) => type === fixed)).toHaveLength(1);
  });

  it("keeps today's section anchors as block ids", () => {
    const ids = (key: keyof typeof COMPANY_SEEDS) => COMPANY_SEEDS[key].blocks.map((block) => block.id);
    expect(ids('what-we-do')).toEqual(['hero', 'expertise', 'proven-results', 'services', 'quote']);
    expect(ids('industries')).toEqual(['hero', 'overview', ...industries.map((industry) => industry.id), 'case-studies', 'testimonials']);
    expect(ids('about-us')).toEqual(['hero', 'mission', 'team', 'values', 'offices', 'partners', 'help']);
    expect(ids('careers')).toEqual(['hero', 'openings', 'culture', 'benefits']);
    expect(ids('contact-us')).toEqual(['hero', 'message']);
  });

  it('gives every limit room above the copy it holds today', () => {
    // A seed that only just fits would refuse the first word staff add: each text holds at most
    // four fifths of its limit.
    for (const key of keys) {
      for (const block of COMPANY_SEEDS[key].blocks) {
        const fields = BLOCKS[block.type].fields as Record<string, { spec: { kind: string; max?: number; itemMax?: number } }>;
        for (const [name, value] of Object.entries(block.data as Record<string, unknown>)) {
          const spec = fields[name]!.spec;
          const limit = spec.kind === 'list' ? spec.itemMax : spec.max;
          const strings = typeof value === 'string' ? [value] : Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : [];
          for (const text of strings) expect(text.length, `${key} ${block.id}.${name}`).toBeLessThanOrEqual((limit ?? Infinity) * 0.8);
        }
      }
    }
  });
});

describe('company page documents that are refused', () => {
  it('refuses a field over its limit, with the limit in the message', () => {
    const raw = rawSeed('industries', (document) => {
      dataOf(document, 'healthcare').description = 'x'.repeat(1_201);
    });
    const index = raw.blocks.findIndex((block) => block.id === 'healthcare');
    const result = validateDocument(PAGE_DEFINITIONS.industries, raw);
    expect(result).toEqual({ ok: false, errors: { [`block.${index}.description`]: FIELD_MESSAGES.tooLong('Description', 1_200) } });
  });

  it('refuses a list item over its limit, and more items than the list takes', () => {
    const raw = rawSeed('careers', (document) => {
      const benefits = dataOf(document, 'benefits').topics as { title: string; items: string[] }[];
      benefits[0]!.items[1] = 'y'.repeat(301);
      dataOf(document, 'culture').figures = Array.from({ length: 9 }, () => ({ value: '1', label: 'one' }));
    });
    const result = validateDocument(PAGE_DEFINITIONS.careers, raw);
    expect(result).toEqual({
      ok: false,
      errors: {
        'block.2.figures': FIELD_MESSAGES.tooMany('Figures', 8),
        'block.3.topics.0.items.1': FIELD_MESSAGES.tooLong('Points', 300),
      },
    });
  });

  it('refuses an HTML tag in a text field, a paragraph or a link', () => {
    const raw = rawSeed('about-us', (document) => {
      dataOf(document, 'hero').headline = 'About <b>us</b>';
      (dataOf(document, 'mission').paragraphs as string[])[0] = 'We help. <script>alert(1)</script>';
      dataOf(document, 'help').button = { label: '<img src=x onerror=alert(1)>', to: '/contact-us' };
    });
    const result = validateDocument(PAGE_DEFINITIONS['about-us'], raw);
    expect(result).toEqual({
      ok: false,
      errors: {
        'block.0.headline': FIELD_MESSAGES.html('Main heading'),
        'block.1.paragraphs.0': FIELD_MESSAGES.html('Paragraphs'),
        'block.6.button.label': FIELD_MESSAGES.html('Button text'),
      },
    });
  });

  it('refuses a block type the page does not take', () => {
    const careers = rawSeed('careers', (document) => {
      document.blocks.push({ id: 'stray', type: 'projectList', data: { title: 'Projects' } });
    });
    expect(validateDocument(PAGE_DEFINITIONS.careers, careers)).toEqual({
      ok: false,
      errors: { 'block.4': DOCUMENT_MESSAGES.notAllowed(BLOCKS.projectList.label, 'Careers') },
    });
    // A listing page takes its hero and its list only.
    const portfolio = rawSeed('portfolio', (document) => {
      document.blocks.push({ id: 'faq', type: 'faq', data: { background: 'white', title: 'FAQ', items: [{ question: 'Why?', answer: 'Because.' }] } });
    });
    expect(validateDocument(PAGE_DEFINITIONS.portfolio, portfolio)).toEqual({
      ok: false,
      errors: { 'block.2': DOCUMENT_MESSAGES.notAllowed(BLOCKS.faq.label, 'Portfolio') },
    });
  });

  it('refuses a page without its form or its list', () => {
    const contact = rawSeed('contact-us', (document) => {
      document.blocks = document.blocks.filter((block) => block.type !== 'contactForm');
    });
    expect(validateDocument(PAGE_DEFINITIONS['contact-us'], contact)).toEqual({
      ok: false,
      errors: { blocks: DOCUMENT_MESSAGES.fixedMissing(BLOCKS.contactForm.label) },
    });
    const news = rawSeed('news', (document) => {
      document.blocks.push(structuredClone(document.blocks[1]!));
    });
    expect(validateDocument(PAGE_DEFINITIONS.news, news)).toEqual({ ok: false, errors: { blocks: DOCUMENT_MESSAGES.fixedTwice(BLOCKS.articleList.label) } });
  });
});
