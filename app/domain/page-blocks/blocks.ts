/**
 * The block types a page is made of (issue 44, ADR 340): each with its fields and their limits.
 * A block's heading level is fixed by its view (app/components/blocks/): the hero holds the
 * page's one <h1>, every other block is a section under an <h2> with <h3> items, so any order of
 * blocks keeps the heading outline valid. Which types a page takes is its definition's business
 * (page-definitions.ts).
 */
import { type z } from 'zod';
import { COMPANY_BLOCKS } from './blocks-company';
import { LEGAL_BLOCKS } from './blocks-legal';
import { PRACTICES_BLOCKS } from './blocks-practices';
import { block, sectionIntro, sectionTitle } from './block-kit';
import { background, group, link, list, markdown, text } from './fields';

export const BLOCKS = {
  hero: block('Hero', "The page's top band: its one main heading, with an optional line above and a button.", {
    eyebrow: text('Line above the heading', 100, { required: false }),
    headline: text('Main heading', 140),
    subhead: text('Text under the heading', 500, { rows: 3 }),
    cta: link('Button', { required: false }),
  }),
  richText: block('Text', 'A heading and paragraphs in Markdown (lists, links, bold; headings inside start one level down).', {
    background: background(),
    title: sectionTitle(),
    body: markdown('Text', 10_000),
  }),
  faq: block('Questions and answers', 'Questions that open to show their answer; search engines read them too.', {
    background: background(),
    title: sectionTitle(),
    items: group('Questions', 'Question', { question: text('Question', 200), answer: text('Answer', 1_500, { rows: 4 }) }, { maxItems: 20 }),
  }),
  callToAction: block('Call to action', 'A heading, a sentence and a button on the brand colour.', {
    title: sectionTitle(),
    text: text('Text', 400, { rows: 2 }),
    button: link('Button'),
  }),
  quote: block('Quote', 'A client or colleague quoted, with their name and role.', {
    quote: text('Quote', 800, { rows: 4 }),
    name: text('Name', 100),
    role: text('Role and company', 150, { required: false }),
  }),
  keyFigures: block('Key figures', 'Up to six figures with a label each, on the brand colour.', {
    title: sectionTitle(),
    intro: sectionIntro(),
    figures: group('Figures', 'Figure', { value: text('Figure', 12), label: text('Label', 60) }, { maxItems: 6 }),
  }),
  logoStrip: block('Client logos', "The scrolling strip of client logos (the logos themselves are the site's own files).", {
    title: sectionTitle(),
    label: text('Name of the strip for screen readers', 60),
  }),
  practiceOverview: block('Practices and services', 'The three practices with their services, linked to their pages (names come from the practice pages).', {
    title: sectionTitle(),
    intro: sectionIntro(),
    viewAll: link('Button', { required: false }),
  }),
  latestInsights: block('Latest articles', 'The six newest published articles.', {
    title: sectionTitle(),
    intro: sectionIntro(),
    viewAll: link('Button', { required: false }),
    loading: text('While loading', 80),
    empty: text('When there are no articles', 120),
  }),
  testimonials: block('Testimonials', 'The active client testimonials, as a carousel.', {
    title: sectionTitle(),
  }),
  quoteForm: block('Quote form', 'The Request a Quote form; its fields and messages are fixed.', {
    title: sectionTitle(),
    intro: sectionIntro(true),
  }),
  bulletList: block('Bullet list', 'A heading, an optional introduction and a list of short points.', {
    background: background(),
    title: sectionTitle(),
    intro: sectionIntro(),
    items: list('Points', { itemMax: 300, maxItems: 20 }),
  }),
  ...PRACTICES_BLOCKS,
  ...COMPANY_BLOCKS,
  ...LEGAL_BLOCKS,
} as const;

export type BlockType = keyof typeof BLOCKS;
export const BLOCK_TYPES = Object.keys(BLOCKS) as BlockType[];

export type BlockData<T extends BlockType> = z.output<(typeof BLOCKS)[T]['schema']>;

/** One block of a page: a stable id (kept across edits and reorders), its type and its fields. */
export type Block = { [T in BlockType]: { id: string; type: T; data: BlockData<T> } }[BlockType];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

export function isBlockType(value: unknown): value is BlockType {
  return typeof value === 'string' && Object.hasOwn(BLOCKS, value);
}
