/** The "Translations" panel of a translated item's edit screen (issue 48): its post and its data. Pure. */
import { isLocale, type Locale } from './locales';

/** The `intent` of the panel's "Add … translation" post. */
export const ADD_TRANSLATION_INTENT = 'add-translation';

/** The `intent` of a translation's "Mark as up to date with the source" post (its `revision`: the source's revision the screen showed). */
export const MARK_TRANSLATION_CURRENT_INTENT = 'mark-translation-current';

export type TranslatedKind = 'article' | 'job' | 'partner' | 'testimonial' | 'team member' | 'project';

/** The kinds without a page of their own (a team member's slug is an anchor, not an address): they are shown inside other pages. */
export const UNADDRESSED_KINDS: readonly TranslatedKind[] = ['testimonial', 'team member', 'project'];

export interface TranslationsPanel {
  noun: TranslatedKind;
  locale: Locale;
  language: string;
  translations: { id: string; locale: Locale; language: string; title: string; live: boolean; editHref: string }[];
  /** The languages without a row in the item's group yet. */
  missing: { locale: Locale; language: string }[];
  /** A translation's source (the group's English row), to translate from. */
  source: {
    title: string;
    /** What the first field is called (Title, Name). */
    titleLabel: string;
    excerpt: string;
    /** What the second field is called (Excerpt, Description, Quote, Bio). */
    excerptLabel: string;
    /** The source's other words to translate (a testimonial's job title and company), label and text. */
    more: { label: string; text: string }[];
    language: string;
    editHref: string;
    /**
     * When the source has a newer revision than the translation follows (made from, or last marked
     * up to date with; 0: before the source had any): both numbers and the source's history
     * comparing them. Null when the translation follows the newest.
     */
    newer: { follows: number; latest: number; changesHref: string } | null;
  } | null;
}

/** A language as the back office names it (in English: the back office stays in English). */
const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', ar: 'Arabic' };

export function languageName(locale: string): string {
  return isLocale(locale) ? LANGUAGE_NAMES[locale] : locale;
}
