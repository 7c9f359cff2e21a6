/**
 * What the two back-office inboxes (contact leads, job applications) share on the server: the
 * status filter and search of product §7's lists, and the count that pages them.
 */
import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { likePattern, pageCount, type InboxQuery } from '~/domain/inbox';
import { db } from '~/server/db/db.server';

/** One page of an inbox list; `page` is the page shown (a page past the end shows the last one). */
export interface InboxPage<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageCount: number;
}

/** The columns an inbox filters on and searches (the name, the e-mail and a company). */
export interface InboxColumns {
  status: PgColumn;
  first_name: PgColumn;
  last_name: PgColumn;
  email: PgColumn;
  company: PgColumn;
}

/** Status filter and search (full name, e-mail or company; case-insensitive, wildcards literal). */
export function inboxWhere(columns: InboxColumns, { status, q }: Pick<InboxQuery<string>, 'status' | 'q'>): SQL | undefined {
  const pattern = q ? likePattern(q) : null;
  return and(
    status === 'all' ? undefined : eq(columns.status, status),
    pattern
      ? or(
          ilike(sql`${columns.first_name} || ' ' || ${columns.last_name}`, pattern),
          ilike(columns.email, pattern),
          ilike(columns.company, pattern),
        )
      : undefined,
  );
}

/** Counts the matching rows and settles which page to show (the requested one, or the last). */
export async function inboxPaging(table: PgTable, where: SQL | undefined, requested: number): Promise<Omit<InboxPage<never>, 'rows'>> {
  const [counted] = await db().select({ n: count() }).from(table).where(where);
  const total = Number(counted?.n ?? 0);
  const pages = pageCount(total);
  return { total, page: Math.min(requested, pages), pageCount: pages };
}
