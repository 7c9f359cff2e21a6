/** /portfolio: active projects, filtered by ?category=; a category nobody has lists nothing and fails nothing. */
import { describe, expect, it } from 'vitest';
import { makeProject } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { routeArgs } from '../../../tests/support/route-requests';
import { portfolio_projects } from '~/server/db/schema.server';
import { loader } from './portfolio';

type Args = Parameters<typeof loader>[0];
type Page = { category: string | null; categories: string[]; projects: { title: string }[] };
const page = async (query: string) => (await loader(routeArgs<Args>(new Request(`http://localhost/portfolio${query}`)))) as unknown as Page;

describe.each(testDatabaseKinds())('/portfolio (%s)', (kind) => {
  const db = useTestDatabase(kind);

  it('lists the active projects, each category once, and filters by the category asked for', async () => {
    await db().delete(portfolio_projects);
    await makeProject(db(), { title: 'Bank app', category: 'Fintech' });
    await makeProject(db(), { title: 'Clinic portal', category: 'Healthcare' });
    await makeProject(db(), { title: 'Old work', category: 'Fintech', is_active: false });

    const all = await page('');
    expect(all.category).toBeNull();
    expect(all.projects.map((project) => project.title).sort()).toEqual(['Bank app', 'Clinic portal']);
    expect([...all.categories].sort()).toEqual(['Fintech', 'Healthcare']);

    const fintech = await page('?category=Fintech');
    expect(fintech.category).toBe('Fintech');
    expect(fintech.projects.map((project) => project.title)).toEqual(['Bank app']);

    expect((await page('?category=Nobody')).projects).toEqual([]);
    // A NUL never reaches the database (issue 40, finding 12): the whole list.
    expect((await page('?category=%00')).projects.map((project) => project.title).sort()).toEqual(['Bank app', 'Clinic portal']);
  });
});
