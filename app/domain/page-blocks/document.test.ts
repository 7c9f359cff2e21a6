/**
 * Issue 44: a page document is checked against its blocks' fields and its page's rules — a title
 * over its limit, an empty required field, a tag in a text field, a block type the page does not
 * take: each refused with its message beside the field — and the editor's form carries a document
 * there and back, with its structure buttons.
 */
import { describe, expect, it } from 'vitest';
import { PAGE_SEEDS } from '~/content/pages/index';
import { homeHero } from '~/content/site/home';
import {
  changeStructure,
  documentValues,
  DOCUMENT_MESSAGES,
  MAX_BLOCKS,
  parseStructureIntent,
  readDocumentForm,
  validateDocument,
  type PageDocument,
} from './document';
import { FIELD_MESSAGES } from './fields';
import { documentLines } from './document-text';
import { livePage, PAGE_DEFINITIONS, PAGE_KEYS, settled, type StoredPage } from './page-definitions';

const home = PAGE_DEFINITIONS.home;
const seed = PAGE_SEEDS.home;
const form = (document: PageDocument) => documentValues(document);

describe('page documents', () => {
  it('every page’s seed is a valid document of its page, and survives the form unchanged', () => {
    for (const key of PAGE_KEYS) {
      const result = validateDocument(PAGE_DEFINITIONS[key], readDocumentForm(form(PAGE_SEEDS[key])));
      expect(result, key).toEqual({ ok: true, document: PAGE_SEEDS[key] });
    }
  });

  it('refuses a heading over its limit, an empty required field and a tag, each beside its field, and stores nothing', () => {
    const values = form(seed);
    values['block.0.headline'] = 'x'.repeat(141);
    values['block.0.subhead'] = '   ';
    values['block.3.figures.1.label'] = 'Clients <script>alert(1)</script>';
    values['seo.description'] = 'Fine <b>bold</b>';
    const result = validateDocument(home, readDocumentForm(values));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      'block.0.headline': FIELD_MESSAGES.tooLong('Main heading', 140),
      'block.0.subhead': FIELD_MESSAGES.required('Text under the heading'),
      'block.3.figures.1.label': FIELD_MESSAGES.html('Label'),
      'seo.description': FIELD_MESSAGES.html('Meta description'),
    });
  });

  it('refuses a block type the page does not take, a second hero, a hero not first, and a fixed block removed', () => {
    const foreign = { ...readDocumentForm(form(seed)) };
    foreign.blocks = [...foreign.blocks, { id: 'x', type: 'legalNotice', data: {} }];
    expect(validateDocument(home, foreign)).toMatchObject({ ok: false, errors: { 'block.7': DOCUMENT_MESSAGES.notAllowed('unknown', 'Home') } });

    const raw = readDocumentForm(form(seed));
    const secondHero = { ...raw, blocks: [...raw.blocks, raw.blocks[0]!] };
    expect(validateDocument(home, secondHero)).toMatchObject({ ok: false, errors: { blocks: DOCUMENT_MESSAGES.fixedTwice('Hero') } });
    const heroLast = { ...raw, blocks: [...raw.blocks.slice(1), raw.blocks[0]!] };
    expect(validateDocument(home, heroLast)).toMatchObject({ ok: false, errors: { blocks: DOCUMENT_MESSAGES.headingFirst('Hero') } });
    const noForm = { ...raw, blocks: raw.blocks.filter((block) => block.type !== 'quoteForm') };
    expect(validateDocument(home, noForm)).toMatchObject({ ok: false, errors: { blocks: DOCUMENT_MESSAGES.fixedMissing('Quote form') } });
  });

  it('keeps a legal page’s heading block first: it cannot be moved down', () => {
    const terms = PAGE_DEFINITIONS.terms;
    const raw = readDocumentForm(form(PAGE_SEEDS.terms));
    expect(changeStructure(terms, raw, parseStructureIntent('down:0')!)).toBeNull();
    const swapped = { ...raw, blocks: [raw.blocks[1]!, raw.blocks[0]!] };
    expect(validateDocument(terms, swapped)).toMatchObject({ ok: false, errors: { blocks: DOCUMENT_MESSAGES.headingFirst('Legal page heading') } });
  });

  it('refuses a link that leaves for another scheme, and takes paths on the site and https addresses', () => {
    for (const [to, ok] of [
      ['javascript:alert(1)', false],
      ['//evil.example', false],
      ['http://example.com', false],
      ['/contact-us', true],
      ['/digital-experience#pillars', true],
      ['https://example.com/x', true],
    ] as const) {
      const values = form(seed);
      values['block.0.cta.to'] = to;
      const result = validateDocument(home, readDocumentForm(values));
      expect(result.ok, to).toBe(ok);
      if (!result.ok) expect(result.errors['block.0.cta.to']).toBe(FIELD_MESSAGES.linkTarget('Button'));
    }
  });

  it('adds a block at the end, moves it up, removes it; never moves anything above the hero or removes a fixed block', () => {
    const raw = readDocumentForm(form(seed));
    const added = changeStructure(home, raw, parseStructureIntent('add:bulletList')!, 'new-list')!;
    expect(added.blocks.at(-1)).toMatchObject({ id: 'new-list', type: 'bulletList', data: { background: 'white', title: '', intro: '', items: [] } });
    const last = added.blocks.length - 1;
    const moved = changeStructure(home, added, parseStructureIntent(`up:${last}`)!)!;
    expect(moved.blocks.map((block) => block.id).slice(-2)).toEqual(['new-list', 'quote']);
    expect(changeStructure(home, moved, parseStructureIntent('up:1')!)).toBeNull();
    expect(changeStructure(home, moved, parseStructureIntent(`remove:${moved.blocks.findIndex((b) => b.type === 'quoteForm')}`)!)).toBeNull();
    expect(changeStructure(home, moved, parseStructureIntent('add:hero')!)).toBeNull();
    const removed = changeStructure(home, moved, parseStructureIntent(`remove:${last - 1}`)!)!;
    expect(removed.blocks.map((block) => block.id)).toEqual(seed.blocks.map((block) => block.id));
  });

  it('adds a questions-and-answers block where the page takes one, not on the home page (its weight budget)', () => {
    expect(changeStructure(home, readDocumentForm(form(seed)), parseStructureIntent('add:faq')!)).toBeNull();
    const about = changeStructure(PAGE_DEFINITIONS['about-us'], readDocumentForm(form(PAGE_SEEDS['about-us'])), parseStructureIntent('add:faq')!, 'new-faq')!;
    expect(about.blocks.at(-1)).toMatchObject({ id: 'new-faq', type: 'faq', data: { title: '', items: [{ question: '', answer: '' }] } });
  });

  it('adds and removes a group’s items, within its limits', () => {
    const raw = readDocumentForm(form(seed));
    const figures = raw.blocks.findIndex((block) => block.type === 'keyFigures');
    const more = changeStructure(home, raw, parseStructureIntent(`add-item:${figures}:figures`)!)!;
    expect((more.blocks[figures]!.data.figures as unknown[]).length).toBe(4);
    const fewer = changeStructure(home, more, parseStructureIntent(`remove-item:${figures}:figures:0`)!)!;
    expect((fewer.blocks[figures]!.data.figures as { label: string }[]).map((figure) => figure.label)).toEqual(['Tailored Solutions', 'Client Retention Rate', '']);
  });

  it('reads no more than the page’s limit of blocks from a posted form', () => {
    const values: Record<string, string> = {};
    for (let index = 0; index < 500; index++) values[`block.${index}.type`] = 'richText';
    expect(readDocumentForm(values).blocks.length).toBe(MAX_BLOCKS + 1);
    expect(validateDocument(home, readDocumentForm(values))).toMatchObject({ ok: false, errors: { blocks: DOCUMENT_MESSAGES.tooMany } });
  });

  it('parses only the structure buttons it knows', () => {
    for (const intent of ['add:nope', 'up:x', 'up:-1', 'remove:1:2', 'add-item:1', 'remove-item:1:items', 'save', '']) expect(parseStructureIntent(intent), intent).toBeNull();
  });

  it('shows a scheduled draft once its time comes, one version on, and settles it at the next write', () => {
    const draft = { ...seed, blocks: seed.blocks.map((block) => (block.type === 'hero' ? { ...block, data: { ...block.data, headline: 'New headline' } } : block)) };
    const stored: StoredPage = { key: 'home', document: seed, draft, publish_at: '2030-01-02T09:00:00.000Z', version: 3, effective_date: '2029-05-01' };
    expect(livePage(stored, new Date('2030-01-02T08:59:59Z'))).toMatchObject({ document: seed, version: 3, effectiveDate: '2029-05-01' });
    expect(livePage(stored, new Date('2030-01-02T09:00:00Z'))).toMatchObject({ document: draft, version: 4, effectiveDate: '2030-01-02' });
    expect(settled(stored, new Date('2030-01-03T00:00:00Z'))).toEqual({ document: draft, draft: null, publish_at: null, version: 4, effective_date: '2030-01-02' });
  });

  it('writes a document as lines of text for the history’s comparison', () => {
    const lines = documentLines(seed);
    expect(lines).toContain(`1 · Hero · Main heading: ${homeHero.headline}`);
    expect(lines).toContain('4 · Key figures · Figures 1 · Label: Satisfied Clients');
    expect(documentLines(null)).toEqual([]);
  });
});
