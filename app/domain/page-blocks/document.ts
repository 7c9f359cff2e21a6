/**
 * A page's document (issue 44, ADR 340): its search and share fields and its ordered blocks; the
 * rules a page's definition puts on them; and the editor's form, which works without JavaScript —
 * every field is a named input, and adding, removing and moving blocks are submit buttons whose
 * `intent` the action applies to the posted form before showing it again.
 */
import { z } from 'zod';
import { parseLibraryImageUrl } from '~/domain/media';
import { BLOCKS, isBlockType, type Block, type BlockType } from './blocks';
import { text, type FieldSpec, type GroupSpec, type LeafSpec } from './fields';
import type { PageDefinition } from './page-definitions';

export interface PageSeoFields {
  title: string;
  description: string;
  /** A media library image for the share card; '' for the page's own card. */
  image: string;
  noindex: boolean;
}

export interface PageDocument {
  seo: PageSeoFields;
  blocks: Block[];
}

/** Limits of the search fields (what search engines show: about 60 and 160 characters). */
export const SEO_LIMITS = { title: 110, description: 200, titleAdvice: 60, descriptionAdvice: [120, 160] } as const;
/** A page holds at most this many blocks (a page is read whole; its size is bounded). */
export const MAX_BLOCKS = 30;

export const DOCUMENT_MESSAGES = {
  notAllowed: (label: string, page: string) => `A ${label} block cannot be used on the ${page} page.`,
  fixedMissing: (label: string) => `The ${label} block is part of this page and cannot be removed.`,
  fixedTwice: (label: string) => `This page takes one ${label} block.`,
  headingFirst: (label: string) => `The ${label} block holds the page’s main heading and stays first.`,
  tooMany: `A page takes at most ${MAX_BLOCKS} blocks.`,
  image: 'Choose an image from the media library, or leave it empty for the page’s own card.',
} as const;

const seoSchema = z.object({
  title: text('Title', SEO_LIMITS.title).schema,
  description: text('Meta description', SEO_LIMITS.description, { rows: 3 }).schema,
  image: z
    .string()
    .trim()
    .refine((value) => value === '' || parseLibraryImageUrl(value) !== undefined, DOCUMENT_MESSAGES.image),
  noindex: z.boolean(),
});

export type DocumentErrors = Record<string, string>;
export type DocumentParse = { ok: true; document: PageDocument } | { ok: false; errors: DocumentErrors };

/** A block id: short, stable, safe in a form field's name. */
const BLOCK_ID = /^[a-z0-9-]{1,40}$/;

/**
 * Checks a document against the block schemas and the page's rules. Errors are keyed by the
 * editor's field names (`block.2.title`, `seo.description`), or `blocks` for the page's rules.
 */
export function validateDocument(definition: PageDefinition, raw: RawDocument): DocumentParse {
  const errors: DocumentErrors = {};
  const seo = seoSchema.safeParse(raw.seo);
  if (!seo.success) for (const issue of seo.error.issues) errors[`seo.${issue.path.join('.')}`] ??= issue.message;
  const blocks: Block[] = [];
  raw.blocks.forEach((candidate, index) => {
    if (!isBlockType(candidate.type) || !(definition.allowed as readonly string[]).includes(candidate.type)) {
      const label = isBlockType(candidate.type) ? BLOCKS[candidate.type].label : 'unknown';
      errors[`block.${index}`] ??= DOCUMENT_MESSAGES.notAllowed(label, definition.name);
      return;
    }
    const parsed = BLOCKS[candidate.type].schema.safeParse(candidate.data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors[[`block.${index}`, ...issue.path.map(String)].join('.')] ??= issue.message;
      return;
    }
    const id = BLOCK_ID.test(candidate.id) ? candidate.id : `b${index + 1}`;
    blocks.push({ id, type: candidate.type, data: parsed.data } as Block);
  });
  const ruleError = pageRuleError(definition, raw.blocks.map((candidate) => candidate.type));
  if (ruleError) errors.blocks = ruleError;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, document: { seo: seo.data!, blocks: uniqueIds(blocks) } };
}

/** The page's own rules over its list of block types: the first it breaks, or undefined. */
export function pageRuleError(definition: PageDefinition, types: readonly string[]): string | undefined {
  if (types.length > MAX_BLOCKS) return DOCUMENT_MESSAGES.tooMany;
  for (const fixed of definition.fixed) {
    const count = types.filter((type) => type === fixed).length;
    if (count === 0) return DOCUMENT_MESSAGES.fixedMissing(BLOCKS[fixed].label);
    if (count > 1) return DOCUMENT_MESSAGES.fixedTwice(BLOCKS[fixed].label);
  }
  const heroes = types.filter((type) => type === 'hero').length;
  if (heroes > 1) return DOCUMENT_MESSAGES.fixedTwice(BLOCKS.hero.label);
  const first = definition.first ?? (heroes === 1 ? 'hero' : undefined);
  if (first && types.includes(first) && types[0] !== first) return DOCUMENT_MESSAGES.headingFirst(BLOCKS[first].label);
  return undefined;
}

function uniqueIds(blocks: Block[]): Block[] {
  const seen = new Set<string>();
  return blocks.map((block, index) => {
    let id = block.id;
    while (seen.has(id)) id = `${block.id}-${index + 1}`;
    seen.add(id);
    return id === block.id ? block : { ...block, id };
  });
}

// ── The editor's form ─────────────────────────────────────────────────────────────────────────

/** A document as posted, before any check: every value a string, lists and groups arrays. */
export interface RawBlock {
  id: string;
  type: string;
  data: Record<string, unknown>;
}
export interface RawDocument {
  seo: { title: string; description: string; image: string; noindex: boolean };
  blocks: RawBlock[];
}

export type FormValues = Record<string, string>;

const joinLines = (items: readonly string[]) => items.join('\n');
const splitLines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The form's values for a document (or a raw one, shown again with its mistakes). */
export function documentValues(document: PageDocument | RawDocument): FormValues {
  const values: FormValues = {
    'seo.title': document.seo.title,
    'seo.description': document.seo.description,
    'seo.image': document.seo.image,
    ...(document.seo.noindex ? { 'seo.noindex': 'on' } : {}),
  };
  document.blocks.forEach((block, index) => {
    const prefix = `block.${index}`;
    values[`${prefix}.id`] = block.id;
    values[`${prefix}.type`] = block.type;
    const spec = isBlockType(block.type) ? fieldSpecsOf(block.type) : {};
    const data = block.data as Record<string, unknown>;
    for (const [name, field] of Object.entries(spec)) writeField(values, `${prefix}.${name}`, field, data[name]);
  });
  return values;
}

function writeField(values: FormValues, name: string, field: FieldSpec, value: unknown): void {
  if (field.kind === 'group') {
    const items = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
    values[`${name}.count`] = String(items.length);
    items.forEach((item, index) => {
      for (const [sub, subField] of Object.entries(field.fields)) writeField(values, `${name}.${index}.${sub}`, subField, item[sub]);
    });
    return;
  }
  if (field.kind === 'link') {
    const target = (value ?? {}) as { label?: unknown; to?: unknown };
    values[`${name}.label`] = typeof target.label === 'string' ? target.label : '';
    values[`${name}.to`] = typeof target.to === 'string' ? target.to : '';
    return;
  }
  if (field.kind === 'list') {
    values[name] = Array.isArray(value) ? joinLines(value.filter((item): item is string => typeof item === 'string')) : '';
    return;
  }
  values[name] = typeof value === 'string' ? value : '';
}

function readField(values: FormValues, name: string, field: FieldSpec): unknown {
  if (field.kind === 'group') {
    const count = Math.min(Number.parseInt(values[`${name}.count`] ?? '0', 10) || 0, field.maxItems + 1);
    const items: Record<string, unknown>[] = [];
    for (let index = 0; index < count; index++) {
      const item = Object.fromEntries(Object.entries(field.fields).map(([sub, subField]) => [sub, readField(values, `${name}.${index}.${sub}`, subField)]));
      // An item left wholly empty is dropped: clearing it is one way to remove it.
      if (!isEmptyItem(item)) items.push(item);
    }
    return items;
  }
  if (field.kind === 'link') return { label: values[`${name}.label`] ?? '', to: values[`${name}.to`] ?? '' };
  if (field.kind === 'list') return splitLines(values[name] ?? '');
  return values[name] ?? '';
}

function isEmptyItem(item: Record<string, unknown>): boolean {
  return Object.values(item).every((value) => {
    if (typeof value === 'string') return value.trim() === '';
    if (Array.isArray(value)) return value.length === 0;
    const target = value as { label: string; to: string };
    return target.label.trim() === '' && target.to.trim() === '';
  });
}

/** The posted form as a raw document, blocks in the order of their indexes. */
export function readDocumentForm(values: FormValues): RawDocument {
  const indexes = new Set<number>();
  for (const key of Object.keys(values)) {
    const match = /^block\.(\d{1,3})\.type$/.exec(key);
    if (match) indexes.add(Number(match[1]));
  }
  const blocks = [...indexes]
    .sort((a, b) => a - b)
    .slice(0, MAX_BLOCKS + 1)
    .map((index): RawBlock => {
      const prefix = `block.${index}`;
      const type = values[`${prefix}.type`] ?? '';
      const spec = isBlockType(type) ? fieldSpecsOf(type) : {};
      const data = Object.fromEntries(Object.entries(spec).map(([name, field]) => [name, readField(values, `${prefix}.${name}`, field)]));
      return { id: values[`${prefix}.id`] ?? '', type, data };
    });
  return {
    seo: {
      title: values['seo.title'] ?? '',
      description: values['seo.description'] ?? '',
      image: values['seo.image'] ?? '',
      noindex: values['seo.noindex'] === 'on',
    },
    blocks,
  };
}

export function fieldSpecsOf(type: BlockType): Record<string, FieldSpec> {
  return Object.fromEntries(Object.entries(BLOCKS[type].fields).map(([name, field]) => [name, (field as { spec: FieldSpec }).spec]));
}

// ── Changing the structure (the editor's buttons) ─────────────────────────────────────────────

export type StructureChange =
  | { kind: 'add'; type: BlockType }
  | { kind: 'remove'; index: number }
  | { kind: 'up'; index: number }
  | { kind: 'down'; index: number }
  | { kind: 'add-item'; index: number; field: string }
  | { kind: 'remove-item'; index: number; field: string; item: number };

/** The structure buttons' `intent` values: `add:faq`, `up:3`, `remove-item:2:items:0`. */
export function parseStructureIntent(intent: string): StructureChange | null {
  const [kind, ...rest] = intent.split(':');
  const index = Number(rest[0]);
  const validIndex = Number.isInteger(index) && index >= 0 && index <= MAX_BLOCKS;
  switch (kind) {
    case 'add':
      return isBlockType(rest[0]) && rest.length === 1 ? { kind: 'add', type: rest[0] } : null;
    case 'remove':
    case 'up':
    case 'down':
      return validIndex && rest.length === 1 ? { kind, index } : null;
    case 'add-item':
      return validIndex && rest.length === 2 && rest[1] ? { kind, index, field: rest[1] } : null;
    case 'remove-item': {
      const item = Number(rest[2]);
      return validIndex && rest.length === 3 && rest[1] && Number.isInteger(item) && item >= 0 ? { kind, index, field: rest[1], item } : null;
    }
    default:
      return null;
  }
}

/** What a structure button may do on this page, so the editor shows only the buttons that work. */
export function structureAllows(definition: PageDefinition, types: readonly string[], change: StructureChange): boolean {
  const next = [...types];
  if (change.kind === 'add') {
    if (!(definition.allowed as readonly string[]).includes(change.type) || definition.fixed.includes(change.type) || change.type === 'hero' || change.type === definition.first)
      return false;
    next.push(change.type);
  } else if (change.kind === 'remove') {
    if (change.index >= next.length) return false;
    next.splice(change.index, 1);
  } else if (change.kind === 'up' || change.kind === 'down') {
    const other = change.kind === 'up' ? change.index - 1 : change.index + 1;
    if (other < 0 || other >= next.length || change.index >= next.length) return false;
    [next[change.index], next[other]] = [next[other]!, next[change.index]!];
  } else {
    return change.index < next.length;
  }
  return pageRuleError(definition, next) === undefined;
}

let generatedIds = 0;
/** A fresh block id for an added block (unique within its page: the time and a counter). */
export function newBlockId(now = Date.now()): string {
  generatedIds = (generatedIds + 1) % 1000;
  return `b${now.toString(36)}${generatedIds.toString(36)}`;
}

/** Applies a structure button to the posted document; null when the page's rules do not allow it. */
export function changeStructure(definition: PageDefinition, raw: RawDocument, change: StructureChange, blockId = newBlockId()): RawDocument | null {
  if (!structureAllows(definition, raw.blocks.map((block) => block.type), change)) return null;
  const blocks = [...raw.blocks];
  switch (change.kind) {
    case 'add':
      blocks.push({ id: blockId, type: change.type, data: emptyData(change.type) });
      break;
    case 'remove':
      blocks.splice(change.index, 1);
      break;
    case 'up':
    case 'down': {
      const other = change.kind === 'up' ? change.index - 1 : change.index + 1;
      [blocks[change.index], blocks[other]] = [blocks[other]!, blocks[change.index]!];
      break;
    }
    case 'add-item':
    case 'remove-item': {
      const target = blocks[change.index]!;
      const spec = isBlockType(target.type) ? fieldSpecsOf(target.type)[change.field] : undefined;
      if (spec?.kind !== 'group') return null;
      const items = [...((target.data[change.field] as Record<string, unknown>[] | undefined) ?? [])];
      if (change.kind === 'add-item') {
        if (items.length >= spec.maxItems) return null;
        items.push(emptyItem(spec));
      } else {
        if (change.item >= items.length) return null;
        items.splice(change.item, 1);
      }
      blocks[change.index] = { ...target, data: { ...target.data, [change.field]: items } };
      break;
    }
  }
  return { ...raw, blocks };
}

function emptyLeaf(spec: LeafSpec): unknown {
  if (spec.kind === 'link') return { label: '', to: '' };
  if (spec.kind === 'list') return [];
  if (spec.kind === 'choice') return Object.keys(spec.options)[0] ?? '';
  return '';
}

function emptyItem(spec: GroupSpec): Record<string, unknown> {
  return Object.fromEntries(Object.entries(spec.fields).map(([name, field]) => [name, emptyLeaf(field)]));
}

/** A new block's fields: empty, with one empty item in each list of items to start from. */
export function emptyData(type: BlockType): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fieldSpecsOf(type)).map(([name, field]) => [name, field.kind === 'group' ? [emptyItem(field)] : emptyLeaf(field)]),
  );
}
