/**
 * The Arabic pages' seeds (issue 48, ADR 420): the pages the Arabic site ships with. A page not
 * here is not on the Arabic site until staff add and publish its translation. Server-side only.
 */
import type { PageDocument } from '~/domain/page-blocks/document';
import type { PageKey } from '~/domain/page-blocks/page-definitions';
import { arCareersSeed } from './careers';
import { arHomeSeed } from './home';
import { arPrivacySeed, arTermsSeed } from './legal';
import { arNewsSeed } from './news';
import { arSecurityServicesSeed } from './security-services';

export const AR_PAGE_SEEDS: Partial<Record<PageKey, PageDocument>> = {
  home: arHomeSeed,
  'security-services': arSecurityServicesSeed,
  careers: arCareersSeed,
  news: arNewsSeed,
  terms: arTermsSeed,
  privacy: arPrivacySeed,
};
