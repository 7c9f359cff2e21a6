/**
 * The block types of the legal pages (issue 44): /terms and /privacy. Merged into BLOCKS (blocks.ts).
 *
 * A legal page is its heading (the page's <h1> with the date its live version took effect, which
 * publishing sets, never staff) and its text (an introduction and sections, each an <h2> with
 * paragraphs and bullet points). Both pages are versioned (pages-legal.ts): every publish is a new
 * version, effective the day it is published, and the privacy policy's version is what each
 * form submission records (server/privacy/consent.server.ts).
 */
import type { z } from 'zod';
import { block } from './block-kit';
import { choice, group, list, text, type Field, type TextSpec } from './fields';
import { legalSectionAnchor } from './pages-legal';

export const LEGAL_MESSAGES = {
  anchor: 'Anchor: use lowercase letters, digits and hyphens, starting with a letter (e.g. your-rights), or leave it empty.',
  anchorTwice: (anchor: string) => `Anchor: “${anchor}” is already used by another section.`,
} as const;

export const LEGAL_LIMITS = { anchor: 60 } as const;

/** An anchor: what follows # in a link to the section (`/privacy#your-rights`). */
const ANCHOR = /^[a-z][a-z0-9-]*$/;

/** A section's anchor: optional (a numbered section is `section-N` without one), a slug when given. */
function anchor(): Field<TextSpec, z.ZodType<string>> {
  const field = text('Anchor (the section’s address after #)', LEGAL_LIMITS.anchor, { required: false });
  return { spec: field.spec, schema: field.schema.refine((value) => value === '' || ANCHOR.test(value), LEGAL_MESSAGES.anchor) };
}

/** The sections, each anchor used once (two sections with one address would make one unreachable). */
function sections() {
  const field = group(
    'Sections',
    'Section',
    {
      title: text('Section title', 160),
      anchor: anchor(),
      paragraphs: list('Paragraphs (one per line)', { itemMax: 1_500, maxItems: 12 }),
      bullets: list('Bullet points (one per line)', { itemMax: 800, minItems: 0, maxItems: 20 }),
    },
    { maxItems: 20 },
  );
  const schema = field.schema.superRefine((items, context) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const id = legalSectionAnchor(item.anchor, index);
      if (seen.has(id)) context.addIssue({ code: 'custom', message: LEGAL_MESSAGES.anchorTwice(id), path: [index, 'anchor'] });
      seen.add(id);
    });
  });
  return { spec: field.spec, schema };
}

export const LEGAL_BLOCKS = {
  legalHeader: block('Legal page heading', 'The page’s title, and the date its live version took effect (set when a version is published).', {
    title: text('Title', 120),
    dateLabel: text('Words before the date', 40),
  }),
  legalText: block(
    'Legal text',
    'The introduction and the sections of the terms or policy. Publishing a change makes a new version, effective the day it is published.',
    {
      intro: text('Introduction', 1_500, { rows: 4 }),
      numbering: choice('Section headings', { numbered: 'Numbered (1. Title)', titled: 'Title only' }),
      sections: sections(),
    },
  ),
} as const;
