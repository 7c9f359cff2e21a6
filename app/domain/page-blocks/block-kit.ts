/**
 * How a block type is declared (issue 44): its label, a line on what it shows, and its fields,
 * from which its schema is made. Separate from blocks.ts so the per-area block files can use it
 * without importing the catalog that imports them.
 */
import type { z } from 'zod';
import { objectOf, text, type Field, type FieldSpec } from './fields';

type Fields = Record<string, Field<FieldSpec, z.ZodType>>;

interface BlockDefinition<F extends Fields> {
  /** What staff see: 'Hero', 'Questions and answers'. */
  label: string;
  /** One line on what the block shows and where its other content comes from. */
  description: string;
  fields: F;
  schema: z.ZodObject<{ [K in keyof F]: F[K]['schema'] }>;
}

export function block<F extends Fields>(label: string, description: string, fields: F): BlockDefinition<F> {
  return { label, description, fields, schema: objectOf(fields) };
}

export const sectionTitle = () => text('Heading', 120);
export const sectionIntro = (required = false) => text('Introduction', 600, { required, rows: 3 });

/** The general blocks whose views cost a page little code (light-blocks.tsx): every marketing page may add them. */
export const LIGHT_GENERAL_BLOCK_TYPES = ['callToAction', 'quote', 'bulletList', 'keyFigures'] as const;
/** Every general block: the light ones, text in Markdown and questions and answers (general-blocks.tsx). */
export const GENERAL_BLOCK_TYPES = [...LIGHT_GENERAL_BLOCK_TYPES, 'richText', 'faq'] as const;
