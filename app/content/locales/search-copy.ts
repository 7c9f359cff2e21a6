/**
 * The search page's and field's copy per locale (issues 45 and 48): a page picks by its language
 * (useLocale()). English is the source; each other locale's copy is typed against it. Only the
 * search page's code carries it (the header's field has its words in the frame's copy).
 */
import type { Locale } from '~/domain/locales';
import { arSearchCopy } from '~/content/locales/ar/search';
import { searchCopy, type SearchCopy } from '~/content/site/search';

export const searchCopies: Readonly<Record<Locale, SearchCopy>> = { en: searchCopy, ar: arSearchCopy };
