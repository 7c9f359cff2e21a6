/**
 * The practices pages' blocks (issue 44): each seed is a valid document of its page; the services
 * blocks hold the catalog's services in its order (what anchors item n at service n); and a
 * document breaking a field's limit, putting HTML in a text field or using a block the page does
 * not take is refused with the field's message.
 */
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pillarImageBase, ServicePillarsBlock } from '~/components/blocks/digital-experience-blocks';
import { resultBarWidth, ServiceResultsBlock } from '~/components/blocks/generative-ai-blocks';
import { stepAnchor } from '~/components/blocks/practices-blocks';
import { ServiceStackBlock } from '~/components/blocks/security-services-blocks';
import { PRACTICES_SEEDS } from '~/content/pages/practices';
import { pillars } from '~/content/site/digital-experience';
import { digitalExperienceServices, generativeAiServices, securityServices } from '~/content/site/practices/index';
import type { PracticeService } from '~/content/site/practices/index';
import { BLOCKS, type BlockType } from './blocks';
import { PRACTICE_SERVICE_COUNT } from './blocks-practices';
import { DOCUMENT_MESSAGES, documentValues, readDocumentForm, validateDocument, type PageDocument, type RawDocument } from './document';
import { FIELD_MESSAGES } from './fields';
import type { PageData } from './page-data';
import { PAGE_DEFINITIONS } from './page-definitions';
import { slugify } from '~/domain/slug';

type PracticeKey = keyof typeof PRACTICES_SEEDS;
const KEYS = Object.keys(PRACTICES_SEEDS) as PracticeKey[];

const SERVICES: Record<PracticeKey, { type: BlockType; services: readonly PracticeService[] }> = {
  'digital-experience': { type: 'servicePillars', services: digitalExperienceServices },
  'generative-ai': { type: 'serviceResults', services: generativeAiServices },
  'security-services': { type: 'serviceStack', services: securityServices },
};

/** A deep copy of a seed as the editor would post it back (plain JSON). */
const raw = (document: PageDocument): RawDocument => JSON.parse(JSON.stringify(document)) as RawDocument;

function servicesBlockIndex(document: RawDocument, key: PracticeKey): number {
  return document.blocks.findIndex((block) => block.type === SERVICES[key].type);
}

describe.each(KEYS)('the %s seed', (key) => {
  const definition = PAGE_DEFINITIONS[key];
  const seed = PRACTICES_SEEDS[key];

  it('is a valid document of its page, unchanged by the check', () => {
    const result = validateDocument(definition, raw(seed));
    expect(result).toEqual({ ok: true, document: seed });
  });

  it('survives the editor’s form unchanged', () => {
    const result = validateDocument(definition, readDocumentForm(documentValues(seed)));
    expect(result).toEqual({ ok: true, document: seed });
  });

  it('has its services block once, with the catalog’s six services in the catalog’s order', () => {
    const blocks = seed.blocks.filter((block) => block.type === SERVICES[key].type);
    expect(blocks).toHaveLength(1);
    const items = (blocks[0]!.data as { items: { title: string }[] }).items;
    expect(items).toHaveLength(PRACTICE_SERVICE_COUNT);
    expect(items.map((item) => item.title)).toEqual(SERVICES[key].services.map((service) => service.title));
    expect(definition.fixed).toContain(SERVICES[key].type);
  });

  it('refuses a services block with a service added or taken away (the anchors follow the catalog by position)', () => {
    const more = raw(seed);
    const index = servicesBlockIndex(more, key);
    const items = more.blocks[index]!.data.items as unknown[];
    items.push(items[0]);
    expect(validateDocument(definition, more)).toEqual({ ok: false, errors: { [`block.${index}.items`]: FIELD_MESSAGES.tooMany('Services', 6) } });

    const fewer = raw(seed);
    (fewer.blocks[index]!.data.items as unknown[]).pop();
    expect(validateDocument(definition, fewer)).toEqual({ ok: false, errors: { [`block.${index}.items`]: FIELD_MESSAGES.tooFew('Services', 6) } });
  });

  it('refuses a service heading over its limit', () => {
    const document = raw(seed);
    const index = servicesBlockIndex(document, key);
    const [first] = document.blocks[index]!.data.items as { title: string }[];
    first!.title = 'x'.repeat(121);
    expect(validateDocument(definition, document)).toEqual({
      ok: false,
      errors: { [`block.${index}.items.0.title`]: FIELD_MESSAGES.tooLong('Service heading', 120) },
    });
  });

  it('refuses an HTML tag in a text field', () => {
    const document = raw(seed);
    const index = servicesBlockIndex(document, key);
    const [first] = document.blocks[index]!.data.items as { description: string }[];
    first!.description = 'We design <script>alert(1)</script> products.';
    expect(validateDocument(definition, document)).toEqual({
      ok: false,
      errors: { [`block.${index}.items.0.description`]: FIELD_MESSAGES.html('Description') },
    });
  });

  it('refuses a block the page does not take', () => {
    const document = raw(seed);
    document.blocks.push({ id: 'clients', type: 'logoStrip', data: { title: 'Our clients', label: 'Client logos' } });
    expect(validateDocument(definition, document)).toEqual({
      ok: false,
      errors: { [`block.${document.blocks.length - 1}`]: DOCUMENT_MESSAGES.notAllowed(BLOCKS.logoStrip.label, definition.name) },
    });
  });

  it('keeps its hero and its services block', () => {
    for (const type of ['hero', SERVICES[key].type] as const) {
      const document = raw(seed);
      document.blocks = document.blocks.filter((block) => block.type !== type);
      const result = validateDocument(definition, document);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors.blocks).toBe(DOCUMENT_MESSAGES.fixedMissing(BLOCKS[type].label));
    }
  });
});

describe('the practice-only blocks', () => {
  it('keep their slots to the pages that give them their content', () => {
    expect(PAGE_DEFINITIONS['generative-ai'].allowed).not.toContain('downloads');
    expect(PAGE_DEFINITIONS['security-services'].allowed).not.toContain('successStories');
    const document = raw(PRACTICES_SEEDS['generative-ai']);
    document.blocks.push({ id: 'guides', type: 'downloads', data: { background: 'white', title: 'Guides', intro: '' } });
    const result = validateDocument(PAGE_DEFINITIONS['generative-ai'], document);
    expect(result).toEqual({ ok: false, errors: { [`block.${document.blocks.length - 1}`]: DOCUMENT_MESSAGES.notAllowed('Downloads', 'Generative AI and Data') } });
  });

  it('refuse a figure over its limit and an HTML tag in a framework stage', () => {
    const ai = raw(PRACTICES_SEEDS['generative-ai']);
    const figures = ai.blocks.findIndex((block) => block.type === 'practiceFigures');
    (ai.blocks[figures]!.data.figures as { value: string }[])[1]!.value = '1234567890123456 %';
    expect(validateDocument(PAGE_DEFINITIONS['generative-ai'], ai)).toEqual({
      ok: false,
      errors: { [`block.${figures}.figures.1.value`]: FIELD_MESSAGES.tooLong('Figure', 16) },
    });

    const dx = raw(PRACTICES_SEEDS['digital-experience']);
    const framework = dx.blocks.findIndex((block) => block.type === 'stageFramework');
    (dx.blocks[framework]!.data.stages as { activities: string[] }[])[2]!.activities[0] = 'Release <b>planning</b>';
    expect(validateDocument(PAGE_DEFINITIONS['digital-experience'], dx)).toEqual({
      ok: false,
      errors: { [`block.${framework}.stages.2.activities.0`]: FIELD_MESSAGES.html('What we do') },
    });
  });

  it('the pillars’ pictures are found by service id, as the content module names them', () => {
    for (const pillar of pillars) expect(pillarImageBase(pillar.id)).toBe(pillar.imageBase);
  });
});

describe('the practices views', () => {
  const VIEWS: Record<PracticeKey, ComponentType<never>> = {
    'digital-experience': ServicePillarsBlock,
    'generative-ai': ServiceResultsBlock,
    'security-services': ServiceStackBlock,
  };

  it.each(KEYS)('%s: an edited service heading shows under the catalog’s anchor, in an <h3>', (key) => {
    const seed = PRACTICES_SEEDS[key];
    const index = servicesBlockIndex(raw(seed), key);
    const block = structuredClone(seed.blocks[index]!) as { id: string; type: string; data: { items: { title: string }[] } };
    block.data.items[3]!.title = 'A renamed service';
    const page = { key, seo: seed.seo, blocks: seed.blocks, version: 1, effectiveDate: '2025-10-27', markdown: {} } as PageData;
    const html = renderToString(createElement(VIEWS[key], { block, page, context: undefined } as never));
    const id = SERVICES[key].services[3]!.id;
    expect(html).toMatch(new RegExp(`id="${id}"`));
    expect(html).toMatch(new RegExp(`<h3 id="${id}-title"[^>]*>A renamed service</h3>`));
    expect(html).not.toContain(`>${SERVICES[key].services[3]!.title}<`);
    for (const service of SERVICES[key].services) expect(html).toContain(`id="${service.id}"`);
  });

  it('anchor a framework step as slugify does', () => {
    for (const name of ['Protect', 'Conceptualize', 'Plan & Build', '  Café déjà vu! ', '---']) expect(stepAnchor(name)).toBe(slugify(name));
  });

  it('draw a result bar only for a percentage, at its value', () => {
    expect(resultBarWidth('80%')).toBe(80);
    expect(resultBarWidth(' 95 %')).toBe(95);
    expect(resultBarWidth('100%')).toBe(100);
    expect(resultBarWidth('120%')).toBeUndefined();
    expect(resultBarWidth('3x')).toBeUndefined();
    expect(resultBarWidth('')).toBeUndefined();
  });
});
