import { beforeEach, describe, expect, it } from 'vitest';
import { makeProject } from '../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../tests/support/database';
import { listActiveProjects, listCaseStudyProjects, listProjectCategories } from './portfolio.server';
import { portfolio_projects } from './schema.server';

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
