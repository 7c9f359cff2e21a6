/**
 * The company pages' definitions (issue 44). Merged into PAGE_DEFINITIONS (page-definitions.ts).
 * The forms and the lists of the listing pages are fixed (moved, never removed); a listing page
 * takes only its hero and its list, whose filters and pages stay the route's.
 */
import { GENERAL_BLOCK_TYPES } from './block-kit';

export const COMPANY_PAGES = {
  'what-we-do': {
    key: 'what-we-do',
    name: 'What We Do',
    path: '/what-we-do',
    allowed: ['hero', 'paragraphs', 'serviceCatalog', 'quoteForm', 'figures', ...GENERAL_BLOCK_TYPES],
    fixed: ['hero', 'quoteForm'],
  },
  industries: {
    key: 'industries',
    name: 'Industries',
    path: '/industries',
    allowed: ['hero', 'industriesOverview', 'industry', 'caseStudies', 'testimonials', 'paragraphs', 'figures', ...GENERAL_BLOCK_TYPES],
    fixed: ['hero'],
  },
  'about-us': {
    key: 'about-us',
    name: 'About Us',
    path: '/about-us',
    allowed: ['hero', 'paragraphs', 'team', 'companyValues', 'offices', 'partnerStrip', 'helpForm', 'figures', ...GENERAL_BLOCK_TYPES],
    fixed: ['hero', 'helpForm'],
  },
  careers: {
    key: 'careers',
    name: 'Careers',
    path: '/careers',
    allowed: ['hero', 'jobOpenings', 'figures', 'topics', 'paragraphs', ...GENERAL_BLOCK_TYPES],
    fixed: ['hero', 'jobOpenings'],
  },
  'contact-us': {
    key: 'contact-us',
    name: 'Contact Us',
    path: '/contact-us',
    allowed: ['hero', 'contactForm', 'paragraphs', ...GENERAL_BLOCK_TYPES],
    fixed: ['hero', 'contactForm'],
  },
  portfolio: { key: 'portfolio', name: 'Portfolio', path: '/portfolio', allowed: ['hero', 'projectList'], fixed: ['hero', 'projectList'] },
  partners: { key: 'partners', name: 'Partners', path: '/partners', allowed: ['hero', 'partnerDirectory'], fixed: ['hero', 'partnerDirectory'] },
  news: { key: 'news', name: 'News & Insights', path: '/news-insights', allowed: ['hero', 'articleList'], fixed: ['hero', 'articleList'] },
} as const;
