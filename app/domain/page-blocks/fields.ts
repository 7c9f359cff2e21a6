/**
 * The fields a page block is made of (issue 44, ADR 340). Each field is declared once, with its
 * label and limits, and that one declaration gives both the zod schema the server checks with and
 * the spec the editor draws its input from, so a limit shown beside a field is the limit enforced.
 *
 * Every value a visitor reads is plain text or Markdown: a field refuses anything that looks like
 * an HTML tag, so staff cannot add markup, scripts or headings of their own; the page's structure
 * and heading levels stay in the block views (app/components/blocks/).
 */
import { z } from 'zod';
import { hasForbiddenCharacter } from '~/domain/form-basics';

export const FIELD_MESSAGES = {
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max.toLocaleString('en-US')} characters.`,
  html: (label: string) => `${label} cannot contain HTML tags: write plain text (or Markdown where the field says so).`,
  control: (label: string) => `${label} contains characters that cannot be shown.`,
  linkTarget: (label: string) => `${label}: enter an address on this site (starting with /) or a full https:// address.`,
  tooFew: (label: string, min: number) => `${label} needs at least ${min} ${min === 1 ? 'entry' : 'entries'}.`,
  tooMany: (label: string, max: number) => `${label} takes at most ${max} entries.`,
  choice: (label: string) => `Choose one of the ${label.toLowerCase()} options.`,
} as const;

/** Something that starts an HTML tag, comment or declaration (`<p`, `</p`, `<!--`, `<?`). */
const HTML_TAG = /<\s*[a-z/!?]/i;

export interface TextSpec {
  kind: 'text';
  label: string;
  max: number;
  required: boolean;
  /** More than 1: a multi-line box (the text still renders as one paragraph). */
  rows: number;
}
export interface MarkdownSpec {
  kind: 'markdown';
  label: string;
  max: number;
  required: boolean;
}
/** A button or link: its words and where it goes. */
export interface LinkSpec {
  kind: 'link';
  label: string;
  required: boolean;
}
/** One of a few fixed values (a section's background). */
export interface ChoiceSpec {
  kind: 'choice';
  label: string;
  options: Record<string, string>;
}
/** A list of short lines (bullets): one per line in the editor. */
export interface ListSpec {
  kind: 'list';
  label: string;
  itemMax: number;
  minItems: number;
  maxItems: number;
}
/** Repeated items with fields of their own (FAQ entries, figures, cards). */
export interface GroupSpec {
  kind: 'group';
  label: string;
  /** One item's name: 'Question', 'Figure'. */
  itemLabel: string;
  minItems: number;
  maxItems: number;
  fields: Record<string, LeafSpec>;
}
export type LeafSpec = TextSpec | MarkdownSpec | LinkSpec | ListSpec | ChoiceSpec;
export type FieldSpec = LeafSpec | GroupSpec;

export interface Field<S extends FieldSpec, Z extends z.ZodType> {
  spec: S;
  schema: Z;
}

function plainString(label: string, max: number, required: boolean, htmlMessage = FIELD_MESSAGES.html(label)) {
  let schema = z.string().trim();
  if (required) schema = schema.min(1, FIELD_MESSAGES.required(label));
  return schema
    .max(max, FIELD_MESSAGES.tooLong(label, max))
    .refine((value) => !hasForbiddenCharacter(value.replaceAll('\n', '').replaceAll('\r', '').replaceAll('\t', '')), FIELD_MESSAGES.control(label))
    .refine((value) => !HTML_TAG.test(value), htmlMessage);
}

export function text(label: string, max: number, options: { required?: boolean; rows?: number } = {}) {
  const spec: TextSpec = { kind: 'text', label, max, required: options.required ?? true, rows: options.rows ?? 1 };
  // One line of text: a line break typed into a multi-line box is a space when shown.
  return { spec, schema: plainString(label, max, spec.required).transform((value) => value.replace(/\s*\n\s*/g, ' ')) } satisfies Field<TextSpec, z.ZodType>;
}

export function markdown(label: string, max: number, options: { required?: boolean } = {}) {
  const spec: MarkdownSpec = { kind: 'markdown', label, max, required: options.required ?? true };
  return { spec, schema: plainString(label, max, spec.required).transform((value) => value.replaceAll('\r\n', '\n')) } satisfies Field<MarkdownSpec, z.ZodType>;
}

/** Where a link may go: a path on this site (`/contact-us`, `/digital-experience#pillars`) or https. */
export function isLinkTarget(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !/\s/.test(value);
  } catch {
    return false;
  }
}

export const LINK_LIMITS = { label: 60, to: 300 } as const;

export function link(label: string, options: { required?: boolean } = {}) {
  const required = options.required ?? true;
  const spec: LinkSpec = { kind: 'link', label, required };
  const words = plainString(`${label} text`, LINK_LIMITS.label, required);
  const target = plainString(`${label} address`, LINK_LIMITS.to, false).refine((value) => value === '' || isLinkTarget(value), FIELD_MESSAGES.linkTarget(label));
  const schema = z
    .object({ label: words, to: target })
    .refine((value) => !required || value.to !== '', { message: FIELD_MESSAGES.required(`${label} address`), path: ['to'] });
  return { spec, schema } satisfies Field<LinkSpec, z.ZodType>;
}

export function list(label: string, options: { itemMax: number; minItems?: number; maxItems: number }) {
  const spec: ListSpec = { kind: 'list', label, itemMax: options.itemMax, minItems: options.minItems ?? 1, maxItems: options.maxItems };
  const schema = z
    .array(plainString(label, spec.itemMax, true))
    .min(spec.minItems, FIELD_MESSAGES.tooFew(label, spec.minItems))
    .max(spec.maxItems, FIELD_MESSAGES.tooMany(label, spec.maxItems));
  return { spec, schema } satisfies Field<ListSpec, z.ZodType>;
}

export function choice<const V extends string>(label: string, options: Record<V, string>) {
  const spec: ChoiceSpec = { kind: 'choice', label, options };
  const values = Object.keys(options) as [V, ...V[]];
  return { spec, schema: z.enum(values, { error: FIELD_MESSAGES.choice(label) }) } satisfies Field<ChoiceSpec, z.ZodType>;
}

/** A section's background: the design's two light tones (text contrast is the view's). */
export const background = () => choice('Background', { white: 'White', muted: 'Light grey' });

type LeafFields = Record<string, Field<LeafSpec, z.ZodType>>;
type ObjectOf<F extends Record<string, Field<FieldSpec, z.ZodType>>> = z.ZodObject<{ [K in keyof F]: F[K]['schema'] }>;

export function group<F extends LeafFields>(label: string, itemLabel: string, fields: F, options: { minItems?: number; maxItems: number }) {
  const spec: GroupSpec = {
    kind: 'group',
    label,
    itemLabel,
    minItems: options.minItems ?? 1,
    maxItems: options.maxItems,
    fields: Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.spec])),
  };
  const schema = z
    .array(objectOf(fields))
    .min(spec.minItems, FIELD_MESSAGES.tooFew(label, spec.minItems))
    .max(spec.maxItems, FIELD_MESSAGES.tooMany(label, spec.maxItems));
  return { spec, schema } satisfies Field<GroupSpec, z.ZodType>;
}

/** The zod object of a set of fields, keys in declaration order (the editor's order). */
export function objectOf<F extends Record<string, Field<FieldSpec, z.ZodType>>>(fields: F): ObjectOf<F> {
  const shape = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.schema]));
  return z.object(shape) as ObjectOf<F>;
}
