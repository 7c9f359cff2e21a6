/**
 * The back office's content search (issue 45): the site's search index, drafts included, limited
 * to the tables of the areas the member's role opens (domain/search/staff.ts), in every language
 * (issue 48: each document through its own language's stemmer). A role that opens no content area
 * is told so and searches nothing.
 */
import { entitiesOpenTo } from '~/domain/search/staff';
import type { StaffRole } from '~/domain/roles';
import { loadOr } from '~/server/admin/list-flow.server';
import { SEARCHABLE_ENTITIES } from '~/server/search/search-index.server';
import { searchSite, type SearchResults } from '~/server/search/search.server';

export type StaffSearchAnswer =
  /** The role opens no area whose content is searchable. */
  | { outcome: 'no-areas' }
  /** The search failed (logged), e.g. it ran past its time limit. */
  | { outcome: 'failed' }
  | { outcome: 'found'; results: SearchResults };

/** Page `page` of what `text` finds among the content `role` may edit. */
export async function searchContentForStaff(role: StaffRole, text: string, page: number): Promise<StaffSearchAnswer> {
  const entities = entitiesOpenTo(role, SEARCHABLE_ENTITIES);
  if (entities.length === 0) return { outcome: 'no-areas' };
  const results = await loadOr(null, () => searchSite(text, { audience: { kind: 'staff', entities }, page, locale: 'all' }), 'staff content search');
  return results ? { outcome: 'found', results } : { outcome: 'failed' };
}
