/**
 * URL slugs for articles, partners and team members (product §5 "Admin forms"): derived from the
 * title or name — lowercase, every run of characters other than a-z, 0-9 and Arabic letters
 * becomes one '-', leading and trailing '-' trimmed — and editable by hand afterwards.
 *
 * Arabic letters (issue 48, ADR 420): an Arabic translation has its own slug in its own script
 * ('/ar/الأخبار-والرؤى/التحول-الرقمي'). Only the letters of the basic Arabic block are kept —
 * no vowel marks (tashkeel), no tatweel, no Arabic-Indic digits (the site writes Latin digits) —
 * so one title gives one spelling of its address.
 */

/** The Arabic letters a slug may hold: hamza to ghain and feh to yeh (U+0640, tatweel, left out). */
const ARABIC_LETTERS = '\u0621-\u063a\u0641-\u064a';

/** 'Hello, World!' → 'hello-world'. Letters with accents lose them ('Café' → 'cafe'); 'التحوّل الرقمي' → 'التحول-الرقمي'. */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      // Latin accents, and Arabic vowel marks, shadda and superscript alef.
      .replace(/[\u0300-\u036f\u064b-\u0652\u0656-\u065f\u0670]/g, '')
      // Letters with hamza or madda decomposed above (أ → ا + ٔ) are put back together.
      .normalize('NFC')
      .toLowerCase()
      .replace(new RegExp(`[^a-z0-9${ARABIC_LETTERS}]+`, 'g'), '-')
      .replace(/^-+|-+$/g, '')
  );
}

/** The longest slug we store. */
export const SLUG_MAX = 200;

/** What a stored slug looks like: lowercase letters (or Arabic letters) and digits in groups joined by single '-'. */
export const SLUG_PATTERN = new RegExp(`^[a-z0-9${ARABIC_LETTERS}]+(?:-[a-z0-9${ARABIC_LETTERS}]+)*$`);

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
