/**
 * The block types of the practices pages (issue 44): /digital-experience, /generative-ai and
 * /security-services. Merged into BLOCKS (blocks.ts); their views are in
 * app/components/blocks/practices-blocks.tsx.
 *
 * Each practice page has one services block whose six items are the practice's six services in
 * the catalog's order (app/content/site/practices/): item n is anchored at service n's id, which
 * the menu, the home page and /what-we-do link to, so the items are exactly six and the block is
 * fixed on its page. Staff edit an item's heading, text and points — the heading is also the
 * service's name on the home page and /what-we-do (practice-catalog.ts); the anchor and the
 * picture stay the catalog's.
 */
import { block, sectionIntro, sectionTitle } from './block-kit';
import { background, group, link, list, text } from './fields';

/** A practice has six services (content/types.ts Six); a services block holds one item for each. */
export const PRACTICE_SERVICE_COUNT = 6;

const SERVICE_ITEMS = { minItems: PRACTICE_SERVICE_COUNT, maxItems: PRACTICE_SERVICE_COUNT } as const;

/** A longer introduction than a section's usual one (a practice's own introduction). */
const longIntro = () => text('Introduction', 1_000, { required: false, rows: 4 });
const serviceHeading = () => text('Service heading', 120);
const serviceText = () => text('Description', 1_500, { rows: 5 });
const points = (label: string) => list(label, { itemMax: 200, maxItems: 8 });
const smallHeading = (label: string) => text(label, 40);

export const PRACTICES_BLOCKS = {
  practiceFigures: block('Figures', 'A heading, an introduction and up to eight figures with a label each, with an optional note under them.', {
    background: background(),
    title: sectionTitle(),
    intro: longIntro(),
    figures: group('Figures', 'Figure', { value: text('Figure', 16), label: text('Label', 120) }, { maxItems: 8 }),
    note: text('Note under the figures', 400, { required: false, rows: 2 }),
  }),
  stageFramework: block('Framework stages', 'Numbered stages, each with a summary, what we do and its outcome; each stage is anchored by its name.', {
    background: background(),
    title: sectionTitle(),
    intro: sectionIntro(),
    body: text('Text under the introduction', 1_000, { required: false, rows: 4 }),
    activitiesLabel: smallHeading('Heading of each stage’s activities'),
    outcomeLabel: smallHeading('Heading of each stage’s outcome'),
    stages: group(
      'Stages',
      'Stage',
      {
        name: text('Name', 60),
        summary: text('Summary', 300, { rows: 2 }),
        activities: points('What we do'),
        outcome: text('Outcome', 500, { rows: 3 }),
      },
      { maxItems: 8 },
    ),
  }),
  phaseFramework: block('Framework phases', 'Numbered phases side by side, each with a summary and points; each phase is anchored by its name.', {
    background: background(),
    title: sectionTitle(),
    intro: sectionIntro(),
    phases: group('Phases', 'Phase', { name: text('Name', 60), summary: text('Summary', 300, { rows: 2 }), points: points('Points') }, { maxItems: 6 }),
  }),
  servicePillars: block(
    'Services with pictures',
    'The practice’s six services in the menu’s order, each with its picture, text and highlights. Each keeps its anchor and picture; its heading is also the service’s name on the home page and What We Do.',
    {
      background: background(),
      title: sectionTitle(),
      intro: sectionIntro(),
      items: group('Services', 'Service', { title: serviceHeading(), description: serviceText(), highlights: points('Highlights') }, SERVICE_ITEMS),
    },
  ),
  serviceResults: block(
    'Services with results',
    'The practice’s six services in the menu’s order, each with capabilities and three typical results (a percentage draws its bar). Each keeps its anchor; its heading is also the service’s name on the home page and What We Do.',
    {
      background: background(),
      title: sectionTitle(),
      intro: sectionIntro(),
      capabilitiesLabel: smallHeading('Heading of the capabilities'),
      resultsLabel: smallHeading('Heading of the results'),
      items: group(
        'Services',
        'Service',
        {
          title: serviceHeading(),
          description: serviceText(),
          capabilities: points('Capabilities'),
          result1: text('Result 1', 120),
          result1Value: text('Result 1 figure', 12),
          result2: text('Result 2', 120),
          result2Value: text('Result 2 figure', 12),
          result3: text('Result 3', 120),
          result3Value: text('Result 3 figure', 12),
        },
        SERVICE_ITEMS,
      ),
    },
  ),
  serviceStack: block(
    'Services as stacked cards',
    'The practice’s six services in the menu’s order, as cards that stack while scrolling, each with what we deliver. Each keeps its anchor; its heading is also the service’s name on the home page and What We Do.',
    {
      background: background(),
      title: sectionTitle(),
      intro: sectionIntro(),
      capabilitiesLabel: smallHeading('Heading of the capabilities'),
      items: group('Services', 'Service', { title: serviceHeading(), description: serviceText(), capabilities: points('Capabilities') }, SERVICE_ITEMS),
    },
  ),
  downloads: block('Downloads', 'The page’s downloadable guides, each behind an e-mail form (the guides and the form are the site’s own).', {
    background: background(),
    title: sectionTitle(),
    intro: sectionIntro(),
  }),
  successStories: block('Success stories', 'The portfolio’s case studies as a carousel; left out when there are none.', {
    title: sectionTitle(),
    intro: sectionIntro(),
  }),
  ctaCards: block('Call-to-action cards', 'Two (up to four) cards side by side, each with an optional heading, a sentence and a button; the first on the brand colour.', {
    background: background(),
    title: sectionTitle(),
    intro: sectionIntro(),
    cards: group('Cards', 'Card', { heading: text('Card heading', 120, { required: false }), text: text('Text', 400, { rows: 3 }), button: link('Button') }, { maxItems: 4 }),
  }),
} as const;
