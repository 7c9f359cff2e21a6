/**
 * The three practices as the home page's "What we do" and /what-we-do list them (issue 44): each
 * practice's line and introduction are its page's hero (headline, subhead) and its services'
 * names are the headings of its page's services block, so a practice page edited in the back
 * office is what the rest of the site shows. What stays code: the practices, their pages and the
 * services' anchors (the order of the six services is the catalog's: item n of the services block
 * is anchored at service n's id), and the practices' names, which are the menu's.
 */
import type { practiceIndex } from '~/content/site/practices/catalog';
import { practices } from '~/content/site/practices/index';
import type { Block } from './blocks';
import type { PageDocument } from './document';

/** A practice as lists of practices show it. */
export interface PracticeSummary {
  id: (typeof practiceIndex)[number]['id'];
  name: string;
  /** The practice page: '/security-services'. */
  route: string;
  headline: string;
  intro: string;
  /** Its six services: name and link (`{route}#{id}`), in the catalog's order. */
  services: { title: string; href: string }[];
}

/** The practice pages' block types that list the six services, one per page. */
const SERVICE_BLOCK_TYPES = ['servicePillars', 'serviceResults', 'serviceStack'] as const;
type ServicesBlock = Extract<Block, { type: (typeof SERVICE_BLOCK_TYPES)[number] }>;

function isServicesBlock(block: Block): block is ServicesBlock {
  return (SERVICE_BLOCK_TYPES as readonly string[]).includes(block.type);
}

/**
 * The practices as their pages' live documents say (keyed by page key, which is the practice's
 * id). A page without its hero or services block — which its rules do not allow — shows the
 * catalog's words for what is missing.
 */
export function practiceCatalog(documents: Record<PracticeSummary['id'], PageDocument>): PracticeSummary[] {
  return practices.map((practice) => {
    const blocks = documents[practice.id].blocks;
    const hero = blocks.find((block): block is Extract<Block, { type: 'hero' }> => block.type === 'hero')?.data;
    const items = blocks.find(isServicesBlock)?.data.items;
    return {
      id: practice.id,
      name: practice.name,
      route: practice.route,
      headline: hero?.headline ?? practice.hero.headline,
      intro: hero?.subhead ?? practice.hero.subhead,
      services: practice.services.map((service, index) => ({ title: items?.[index]?.title ?? service.title, href: `${practice.route}#${service.id}` })),
    };
  });
}
