import { asc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeProject } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { projectSchema } from '~/domain/project-admin';
import { onContentChange } from '~/server/entities/audit.server';
import { currentDatabase, setDatabase } from '~/server/db/db.server';
import {
  deleteProject,
  getProject,
  listActiveProjects,
  listCaseStudyProjects,
  listProjectCategories,
  listProjects,
  saveProject,
  setProjectActive,
  setProjectFeatured,
  testProjectsConnection,
} from '~/server/entities/portfolio.server';
import { audit_log, portfolio_projects } from '~/server/db/schema.server';

describe.each(testDatabaseKinds())('portfolio public queries (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeEach(async () => {
    await db().delete(portfolio_projects);
  });

  it('lists active projects only, by display_order, optionally by category', async () => {
    const b = await makeProject(db(), { display_order: 2, category: 'Healthcare' });
    const a = await makeProject(db(), { display_order: 1, category: 'Public Sector' });
    await makeProject(db(), { display_order: 0, category: 'Healthcare', is_active: false });
    expect((await listActiveProjects()).map((p) => p.id)).toEqual([a.id, b.id]);
    expect((await listActiveProjects({ category: 'Healthcare' })).map((p) => p.id)).toEqual([b.id]);
    expect(await listActiveProjects({ category: 'Nothing' })).toEqual([]);
  });

  it('lists the distinct categories of active projects in display order', async () => {
    await makeProject(db(), { display_order: 3, category: 'Healthcare' });
    await makeProject(db(), { display_order: 1, category: 'Technology' });
    await makeProject(db(), { display_order: 2, category: 'Healthcare' });
    await makeProject(db(), { display_order: 0, category: 'Hidden', is_active: false });
    expect(await listProjectCategories()).toEqual(['Technology', 'Healthcare']);
  });

  it('case studies: case-study categories only, active, display_order, at most 6, at most 3 results', async () => {
    await makeProject(db(), { display_order: 0, category: 'Public Sector' });
    await makeProject(db(), { display_order: 0, category: 'Healthcare', is_active: false });
    const made: Awaited<ReturnType<typeof makeProject>>[] = [];
    for (let i = 1; i <= 8; i++) {
      made.push(
        await makeProject(db(), {
          display_order: 10 - i,
          category: ['E-commerce', 'Healthcare', 'Technology'][i % 3]!,
          results: ['r1', 'r2', 'r3', 'r4', 'r5'].slice(0, i % 6),
        }),
      );
    }
    const stories = await listCaseStudyProjects();
    expect(stories).toHaveLength(6);
    expect(stories.map((p) => p.id)).toEqual([...made].reverse().slice(0, 6).map((p) => p.id));
    expect(stories.every((p) => ['E-commerce', 'Healthcare', 'Technology'].includes(p.category))).toBe(true);
    expect(Math.max(...stories.map((p) => p.results.length))).toBe(3);
    const withFive = stories.find((p) => p.id === made[4]!.id)!;
    expect(withFive.results).toEqual(['r1', 'r2', 'r3']);
  });
});

describe.each(testDatabaseKinds())('portfolio admin commands (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const staff = { email: 'editor@corvane.example' };
  const input = projectSchema.parse({
    title: 'Claims Automation',
    client: 'Northwind Insurance',
    description: 'Automated claims intake.',
    category: 'Technology',
    year: '2024',
    services: 'Generative AI & Data Solutions, , Web Application Development',
    technologies: 'Python, PostgreSQL',
    results: 'Claims handled 40% faster\n\nFewer errors',
    image_url: '',
    website_url: '',
    display_order: '3',
    is_active: 'on',
  });
  const auditRows = (entityId: string) =>
    db().select().from(audit_log).where(eq(audit_log.entity_id, entityId)).orderBy(asc(audit_log.created_at));

  beforeEach(async () => {
    await db().delete(portfolio_projects);
    await db().delete(audit_log);
  });

  it('create, update, feature, unfeature, deactivate, activate and delete each write an audit row', async () => {
    const changes: number[] = [];
    const stop = onContentChange(() => changes.push(1));
    try {
      const created = await saveProject(staff, null, input);
      expect(created).toMatchObject({
        services: ['Generative AI & Data Solutions', 'Web Application Development'],
        technologies: ['Python', 'PostgreSQL'],
        results: ['Claims handled 40% faster', 'Fewer errors'],
        image_url: null,
        website_url: null,
        featured: false,
        year: 2024,
        display_order: 3,
      });
      expect((await listActiveProjects()).map((p) => p.id)).toEqual([created.id]);

      const updated = await saveProject(staff, created.id, { ...input, title: 'Claims Automation 2', website_url: 'https://northwind.example' });
      expect(updated).toMatchObject({ title: 'Claims Automation 2', website_url: 'https://northwind.example' });

      expect(await setProjectFeatured(staff, created.id, true)).toMatchObject({ featured: true });
      expect((await listActiveProjects())[0]?.featured).toBe(true);
      expect(await setProjectFeatured(staff, created.id, false)).toMatchObject({ featured: false });
      await setProjectActive(staff, created.id, false);
      expect(await listActiveProjects()).toEqual([]);
      expect(await listProjectCategories()).toEqual([]);
      await setProjectActive(staff, created.id, true);
      expect(await deleteProject(staff, created.id)).toBe(true);
      expect(await getProject(created.id)).toBeUndefined();

      const audit = await auditRows(created.id);
      expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'feature', 'unfeature', 'deactivate', 'activate', 'delete']);
      expect(audit.every((row) => row.staff_email === staff.email && row.entity === 'portfolio_projects')).toBe(true);
      expect(audit[2]!.changes).toEqual({ featured: { before: false, after: true } });
      expect(changes).toHaveLength(7);
    } finally {
      stop();
    }
  });

  it('lists every project by display_order, inactive too', async () => {
    const b = await makeProject(db(), { display_order: 2 });
    const a = await makeProject(db(), { display_order: 1, is_active: false });
    expect((await listProjects()).map((p) => p.id)).toEqual([a.id, b.id]);
  });

  it('unknown ids change nothing', async () => {
    await expect(saveProject(staff, '00000000-0000-4000-8000-000000000000', input)).rejects.toThrow('Project not found');
    expect(await setProjectFeatured(staff, '00000000-0000-4000-8000-000000000000', true)).toBeUndefined();
    expect(await deleteProject(staff, 'x')).toBe(false);
    expect(await db().select().from(audit_log)).toEqual([]);
  });

  it('the connection test tells a database error from an unexpected failure', async () => {
    await db().execute(sql`alter table portfolio_projects rename to portfolio_projects_away`);
    try {
      expect(await testProjectsConnection()).toEqual({ ok: false, kind: 'query', message: 'relation "portfolio_projects" does not exist' });
    } finally {
      await db().execute(sql`alter table portfolio_projects_away rename to portfolio_projects`);
    }
  });

  it('the connection test reports a database that is not open as unexpected', async () => {
    const handle = currentDatabase();
    setDatabase(undefined);
    try {
      expect(await testProjectsConnection()).toEqual({ ok: false, kind: 'unexpected', message: 'The database is not open' });
    } finally {
      setDatabase(handle);
    }
  });

  it('the connection test selects one row', async () => {
    expect(await testProjectsConnection()).toEqual({ ok: true, rows: 0 });
    await makeProject(db());
    await makeProject(db());
    expect(await testProjectsConnection()).toEqual({ ok: true, rows: 1 });
  });
});
