/**
 * Which way a text reads (issue 48): by its letters, not by the page it came from, so a card or an
 * e-mail drawn from an Arabic title is right to left wherever the title travels.
 */

/** Arabic letters, in any of Unicode's Arabic blocks. */
export const ARABIC_LETTERS = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

export function hasArabicLetters(text: string): boolean {
  return ARABIC_LETTERS.test(text);
}
