import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../app/server/db/db.server';
import { jobs, news_insights, partners, portfolio_projects, teams, testimonials } from '../../app/server/db/schema.server';
import { seedDemoContent } from '../../app/server/seed/seed.server';
import { openTestDatabase, testDatabaseKinds } from '../support/database';

/** The columns of every table, as the database itself reports them. */
async function describeSchema(handle: DatabaseHandle) {
  return queryRows(
    handle.db,
    `select table_name, column_name, data_type, is_nullable, column_default
       from information_schema.columns where table_schema = 'public'
      order by table_name, ordinal_position`,
  );
}

/** The same public queries the site makes, with volatile columns (ids, timestamps) dropped. */
async function publicSnapshot(handle: DatabaseHandle) {
  const { db } = handle;
  const strip = <T extends Record<string, unknown>>(rows: T[]) =>
    rows.map(({ id: _id, created_at: _c, updated_at: _u, translation_group: _g, ...rest }) => rest);
  return {
    articles: strip(
      await db.select().from(news_insights).where(eq(news_insights.is_published, true)).orderBy(desc(news_insights.published_date), asc(news_insights.locale), asc(news_insights.slug)),
    ),
    partners: strip(await db.select().from(partners).where(eq(partners.is_active, true)).orderBy(asc(partners.display_order))),
    teams: strip(await db.select().from(teams).where(eq(teams.is_active, true)).orderBy(asc(teams.display_order))),
    testimonials: strip(
      await db.select().from(testimonials).where(eq(testimonials.is_active, true)).orderBy(asc(testimonials.display_order)),
    ),
    jobs: strip(await db.select().from(jobs).where(eq(jobs.is_active, true)).orderBy(asc(jobs.display_order), asc(jobs.locale), asc(jobs.slug))),
    projects: strip(
      await db.select().from(portfolio_projects).where(eq(portfolio_projects.is_active, true)).orderBy(asc(portfolio_projects.display_order)),
    ),
  };
}

describe('both database modes', () => {
  const kinds = testDatabaseKinds();
  const handles = new Map<string, DatabaseHandle>();

  beforeAll(async () => {
    for (const kind of kinds) {
      const handle = await openTestDatabase(kind);
      await seedDemoContent(handle.db);
      handles.set(kind, handle);
    }
  });
  afterAll(async () => {
    for (const handle of handles.values()) await handle.close();
  });

  it('apply the migrations and load the demo content', async () => {
    for (const handle of handles.values()) {
      const snapshot = await publicSnapshot(handle);
      // Six jobs, one of them also in Arabic (issue 48's demo translation).
      expect(snapshot.jobs.filter((job) => job.locale === 'en')).toHaveLength(6);
      expect(snapshot.jobs.filter((job) => job.locale === 'ar')).toHaveLength(1);
      expect(snapshot.articles.length).toBeGreaterThanOrEqual(8);
      expect(snapshot.articles.every((a) => a.is_published)).toBe(true);
      expect(snapshot.teams.length).toBeGreaterThanOrEqual(10);
    }
  });

  it.skipIf(kinds.length < 2)('have the same schema and answer the same queries with the same rows', async () => {
    const [embedded, server] = [handles.get('pglite')!, handles.get('postgres')!];
    expect(await describeSchema(server)).toEqual(await describeSchema(embedded));
    expect(await publicSnapshot(server)).toEqual(await publicSnapshot(embedded));
  });
});
