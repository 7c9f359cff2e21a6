/**
 * Every editable page's seed (issue 44): the copy a page shows until staff publish their own, and
 * what the demo seed stores. Server-side only (the loaders' fallback and the seed); the pages'
 * browser code never imports it.
 */
import type { IsoDate } from '~/content/types';
import { AR_PAGE_SEEDS } from '~/content/locales/ar/pages/index';
import type { Locale } from '~/domain/locales';
import type { PageDocument } from '~/domain/page-blocks/document';
import type { PageKey } from '~/domain/page-blocks/page-definitions';
import { COMPANY_SEEDS } from './company';
import { homeSeed } from './home';
import { LEGAL_SEED_DATES, LEGAL_SEEDS } from './legal';
import { PRACTICES_SEEDS } from './practices';

export const PAGE_SEEDS: Record<PageKey, PageDocument> = {
  home: homeSeed,
  ...PRACTICES_SEEDS,
  ...COMPANY_SEEDS,
  ...LEGAL_SEEDS,
};

/**
 * The seeds of each language (issue 48): English seeds every page (the fallback for English only);
 * another language seeds the pages it ships, and a page it does not seed is not on its site until
 * staff publish a translation.
 */
export const PAGE_SEEDS_BY_LOCALE: { readonly [L in Locale]: L extends 'en' ? Record<PageKey, PageDocument> : Partial<Record<PageKey, PageDocument>> } = {
  en: PAGE_SEEDS,
  ar: AR_PAGE_SEEDS,
};

/**
 * The day a seed took effect, for the pages that show it (the versioned legal pages: their
 * "Last updated" date); a page not listed takes the store's default (site-pages.server.ts).
 */
export const PAGE_SEED_DATES: Partial<Record<PageKey, IsoDate>> = {
  ...LEGAL_SEED_DATES,
};
