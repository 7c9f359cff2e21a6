/**
 * The practices pages' definitions (issue 44). Merged into PAGE_DEFINITIONS (page-definitions.ts).
 *
 * Each page keeps its hero, its services block (the anchors the rest of the site links to) and
 * its download forms; the practice sections (figures, framework, call-to-action cards) and the
 * general blocks may be added to any of the three.
 */
import { GENERAL_BLOCK_TYPES } from './block-kit';

/** Sections any practice page may add (their views are in every practice page's view map). */
const PRACTICE_SECTIONS = ['practiceFigures', 'stageFramework', 'phaseFramework', 'ctaCards'] as const;

export const PRACTICES_PAGES = {
  'digital-experience': {
    key: 'digital-experience',
    name: 'Digital Experience',
    path: '/digital-experience',
    allowed: ['hero', 'servicePillars', 'downloads', 'successStories', ...PRACTICE_SECTIONS, ...GENERAL_BLOCK_TYPES],
    fixed: ['hero', 'servicePillars', 'downloads'],
  },
  'generative-ai': {
    key: 'generative-ai',
    name: 'Generative AI and Data',
    path: '/generative-ai',
    allowed: ['hero', 'serviceResults', ...PRACTICE_SECTIONS, ...GENERAL_BLOCK_TYPES],
    fixed: ['hero', 'serviceResults'],
  },
  'security-services': {
    key: 'security-services',
    name: 'Security Services',
    path: '/security-services',
    allowed: ['hero', 'serviceStack', 'downloads', ...PRACTICE_SECTIONS, ...GENERAL_BLOCK_TYPES],
    fixed: ['hero', 'serviceStack', 'downloads'],
  },
} as const;
