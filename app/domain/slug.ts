/**
 * URL slugs for articles, partners and team members (SPEC §5 "Admin forms"): derived from the
 * title or name — lowercase, every run of characters other than a-z and 0-9 becomes one '-',
 * leading and trailing '-' trimmed — and editable by hand afterwards.
 */

/** 'Hello, World!' → 'hello-world'. Letters with accents lose them ('Café' → 'cafe'). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The longest slug we store. */
export const SLUG_MAX = 200;

/** What a stored slug looks like: lowercase letters and digits in groups joined by single '-'. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const SLUG_FORMAT_MESSAGE = 'Slug may contain only lowercase letters, numbers and single hyphens (for example my-article-title).';
export const SLUG_TAKEN_MESSAGE = 'This slug is already in use. Please choose another one.';

/** Also the gate of public slug lookups: a path segment that cannot be a slug is a 404 without a query. */
export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX && SLUG_PATTERN.test(value);
}
