/**
 * Staff search (issue 45): which content a member's search may find. Each searchable table belongs
 * to the admin area that edits it (REVISIONED_CONTENT's `area`); a role finds the tables of the
 * areas it opens — drafts included — and nothing else. Pure: the server passes the searchable
 * tables (server/search/search-index.server.ts) and binds the result.
 */
import { REVISIONED_CONTENT, type RevisionedEntity } from '~/domain/revisions';
import { mayOpen, type StaffRole } from '~/domain/roles';

/** The tables among `entities` whose area `role` opens, in the order given. */
export function entitiesOpenTo<Entity extends RevisionedEntity>(role: StaffRole, entities: readonly Entity[]): Entity[] {
  return entities.filter((entity) => mayOpen(role, REVISIONED_CONTENT[entity].area));
}
