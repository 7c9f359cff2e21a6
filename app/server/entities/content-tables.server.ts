/**
 * The table of each kind of content staff edit, by its audit name (domain/revisions'
 * REVISIONED_ENTITIES): one map for revisions (reading and restoring an item) and preview links
 * (checking and locking the item a link is made for, finding links whose item is gone).
 */
import type { RevisionedEntity } from '~/domain/revisions';
import { jobs, news_insights, partners, portfolio_projects, site_pages, teams, testimonials } from '~/server/db/schema.server';
import type { ContentTable } from '~/server/entities/audited-writes.server';

export const CONTENT_TABLES = { news_insights, partners, teams, testimonials, portfolio_projects, jobs, site_pages } as const satisfies Record<RevisionedEntity, ContentTable>;
