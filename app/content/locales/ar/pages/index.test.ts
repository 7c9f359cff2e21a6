/**
 * The Arabic pages' seeds (issue 48): each passes its page's rules (what the editor would accept),
 * is written in Arabic (no English sentence left behind), and keeps the English page's blocks,
 * order and anchors — the home page with its practices as a list.
 */
import { describe, expect, it } from 'vitest';
import { PAGE_SEEDS, PAGE_SEEDS_BY_LOCALE } from '~/content/pages/index';
import { readDocumentForm, documentValues, validateDocument } from '~/domain/page-blocks/document';
import { PAGE_DEFINITIONS, type PageKey } from '~/domain/page-blocks/page-definitions';
import { AR_PAGE_SEEDS } from './index';

const seeded = Object.keys(AR_PAGE_SEEDS) as PageKey[];

/** Every text a visitor reads in a document (not the ids, types, backgrounds or link addresses). */
function visibleTexts(value: unknown, name = ''): string[] {
  if (typeof value === 'string') return ['id', 'type', 'background', 'to', 'image'].includes(name) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => visibleTexts(item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => visibleTexts(item, key));
  return [];
}

describe('Arabic page seeds', () => {
  it('ships the home page, the security services page, the careers page, the news listing, the terms and the privacy policy', () => {
    expect(seeded.sort()).toEqual(['careers', 'home', 'news', 'privacy', 'security-services', 'terms']);
    expect(PAGE_SEEDS_BY_LOCALE.ar).toBe(AR_PAGE_SEEDS);
    expect(PAGE_SEEDS_BY_LOCALE.en).toBe(PAGE_SEEDS);
  });

  it.each(seeded)('%s passes its page rules as the editor would read it back', (key) => {
    const document = AR_PAGE_SEEDS[key]!;
    expect(validateDocument(PAGE_DEFINITIONS[key], readDocumentForm(documentValues(document)))).toEqual({ ok: true, document });
  });

  it.each(seeded)('%s is Arabic: its title, headline and every section heading', (key) => {
    const document = AR_PAGE_SEEDS[key]!;
    const arabic = /[\u0600-\u06FF]/;
    expect(document.seo.title).toMatch(arabic);
    expect(document.seo.description).toMatch(arabic);
    for (const block of document.blocks) {
      const data = block.data as { title?: string; headline?: string; legendTitle?: string; intro?: string };
      // A legal text has no heading of its own: its introduction opens it.
      const heading = data.title ?? data.headline ?? data.legendTitle ?? (block.type === 'legalText' ? data.intro : undefined) ?? '';
      expect(heading, `${key} ${block.id}`).toMatch(arabic);
    }
    // No run of three English words outside names and standards (SOC 2, ISO 27001, Corvane Digital, e-mail).
    for (const text of visibleTexts(document)) expect(text).not.toMatch(/[a-z]{3,} [a-z]{3,} [a-z]{3,}/i);
  });

  it('keeps the English blocks in their order and with their anchors (home: practices as a list)', () => {
    for (const key of ['security-services', 'careers', 'terms', 'privacy'] as const) {
      expect(AR_PAGE_SEEDS[key]!.blocks.map((block) => [block.id, block.type])).toEqual(PAGE_SEEDS[key].blocks.map((block) => [block.id, block.type]));
    }
    expect(AR_PAGE_SEEDS.home!.blocks.map((block) => `${block.id}:${block.type}`)).toEqual([
      'hero:hero',
      'clients:logoStrip',
      'what-we-do:bulletList',
      'key-figures:keyFigures',
      'insights:latestInsights',
      'testimonials:testimonials',
      'quote:quoteForm',
    ]);
  });
});
