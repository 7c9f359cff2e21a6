/**
 * URL slugs for articles, partners and team members (product §5 "Admin forms"): derived from the
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

/** Issue 19: a redirect keeps an old link alive at the slug's address; taking it needs a confirmation. */
export const SLUG_REDIRECTED_MESSAGE =
  'A redirect keeps an old link alive at this address. Tick "Replace the redirect" and save again to take it, or choose another slug.';

/** The form field (a checkbox) that confirms taking an address a redirect owns. */
export const REPLACE_REDIRECT_FIELD = 'replace_redirect';

/** Also the gate of public slug lookups: a path segment that cannot be a slug is a 404 without a query. */
export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX && SLUG_PATTERN.test(value);
}
