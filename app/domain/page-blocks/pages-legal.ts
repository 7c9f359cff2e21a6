/**
 * The legal pages' definitions (issue 44). Merged into PAGE_DEFINITIONS (page-definitions.ts).
 *
 * A legal page is its heading and its text, nothing else: no marketing sections between the
 * clauses, so the page's whole text is its version (privacyNoticeVersion). Both blocks are fixed.
 */
import { textVersion } from '~/domain/privacy';
import type { Block, BlockOf } from './blocks';
import type { LivePage } from './page-definitions';

export const LEGAL_PAGES = {
  terms: {
    key: 'terms',
    name: 'Terms & Conditions',
    path: '/terms',
    allowed: ['legalHeader', 'legalText'],
    fixed: ['legalHeader', 'legalText'],
    first: 'legalHeader',
    versioned: true,
  },
  privacy: {
    key: 'privacy',
    name: 'Privacy Policy',
    path: '/privacy',
    allowed: ['legalHeader', 'legalText'],
    fixed: ['legalHeader', 'legalText'],
    first: 'legalHeader',
    versioned: true,
  },
} as const;

/**
 * A section's anchor as shown: its own, or `section-N` (N counted from 1) when it has none. Here,
 * with no schema, so the views can use it without sending zod to the browser.
 */
export function legalSectionAnchor(anchor: string, index: number): string {
  return anchor || `section-${index + 1}`;
}

const ofType = <T extends Block['type']>(blocks: readonly Block[], type: T) => blocks.find((candidate): candidate is BlockOf<T> => candidate.type === type);

/**
 * The id of a legal page's live version, as a form submission records it (the privacy policy's):
 * a hash of the text its visitors read — title, effective date, introduction and sections, in the
 * form content/site/legal.ts hashes the policy in code (PRIVACY_NOTICE_VERSION) — so the seeded
 * policy's id is the one recorded before the policy could be edited. Version 1 is that id alone,
 * as those records are; a published version n names itself: `v{n}-{id}`. The same live page gives
 * the same id on every instance.
 */
export function privacyNoticeVersion(live: Pick<LivePage, 'document' | 'version' | 'effectiveDate'>): string {
  const { blocks } = live.document;
  const header = ofType(blocks, 'legalHeader');
  const legal = ofType(blocks, 'legalText');
  const sections = (legal?.data.sections ?? []).map((section) => ({
    id: section.anchor,
    title: section.title,
    paragraphs: section.paragraphs,
    ...(section.bullets.length > 0 ? { bullets: section.bullets } : {}),
  }));
  // Any other block (none is allowed today) is part of the text too.
  const others = blocks.filter((candidate) => candidate.type !== 'legalHeader' && candidate.type !== 'legalText');
  const parts: unknown[] = [header?.data.title ?? '', live.effectiveDate, legal?.data.intro ?? '', sections];
  if (others.length > 0) parts.push(others.map((candidate) => [candidate.type, candidate.data]));
  const id = textVersion(JSON.stringify(parts));
  return live.version > 1 ? `v${live.version}-${id}` : id;
}
