/**
 * /about-us: the loader's team grid (active members by display order, inactive ones left out),
 * and the page showing each member's name and title. (With the database away the grid's error
 * state is tested in app/server/pages/public-pages-degraded.test.tsx.)
 */

import { describe, expect, it } from 'vitest';
import { makeTeamMember } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { renderRoutePage } from '../../../tests/support/route-render';
import { mission } from '~/content/site/about';
import { teams } from '~/server/db/schema.server';
import * as aboutUs from './about-us';

const renderPage = (loaderData: unknown) => renderRoutePage({ Component: aboutUs.default, path: '/about-us', loaderData });

describe.each(testDatabaseKinds())('/about-us (%s)', (kind) => {
  const db = useTestDatabase(kind);

  it('loads the active team members by display order and shows their names and titles', async () => {
    await db().delete(teams);
    await makeTeamMember(db(), { name: 'Grace Okafor', title: 'Managing Partner', display_order: 2 });
    await makeTeamMember(db(), { name: 'Ravi Menon', title: 'Head of Data', display_order: 1 });
    await makeTeamMember(db(), { name: `Former Member ${kind}`, title: 'Alumnus', is_active: false });

    const data = await aboutUs.loader();
    expect(data.team.ok).toBe(true);
    const members = data.team.ok ? data.team.data : [];
    expect(members.map((member) => [member.name, member.title])).toEqual([
      ['Ravi Menon', 'Head of Data'],
      ['Grace Okafor', 'Managing Partner'],
    ]);

    const html = await renderPage(data);
    expect(html).toContain(mission.title);
    for (const text of ['Ravi Menon', 'Head of Data', 'Grace Okafor', 'Managing Partner']) expect(html).toContain(text);
    expect(html).not.toContain(`Former Member ${kind}`);
  });

  it('loads an empty team, not an error, when no member is active', async () => {
    await db().delete(teams);
    await makeTeamMember(db(), { is_active: false });
    expect((await aboutUs.loader()).team).toEqual({ ok: true, data: [] });
  });
});
