/** /partners: the active partners by display order; inactive ones are left out. */
import { describe, expect, it } from 'vitest';
import { makePartner } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { partners } from '~/server/db/schema.server';
import { loader } from './partners';

describe.each(testDatabaseKinds())('/partners (%s)', (kind) => {
  const db = useTestDatabase(kind);

  it('lists the active partners by display order, then name, and leaves inactive ones out', async () => {
    await db().delete(partners);
    await makePartner(db(), { name: 'Zeta Systems', display_order: 1 });
    await makePartner(db(), { name: 'Beta Labs', display_order: 2 });
    await makePartner(db(), { name: 'Alpha Cloud', display_order: 1, website: 'https://alpha.example', industry: 'Finance' });
    await makePartner(db(), { name: 'Former Partner', display_order: 0, is_active: false });

    const { partners: listed } = await loader();
    expect(listed.map((partner) => partner.name)).toEqual(['Alpha Cloud', 'Zeta Systems', 'Beta Labs']);
    expect(listed[0]).toMatchObject({ website: 'https://alpha.example', industry: 'Finance', description: 'A **partner**.' });
    expect(listed[0]).not.toHaveProperty('case_study');
  });

  it('lists nothing, and fails nothing, when there are no active partners', async () => {
    await db().delete(partners);
    await makePartner(db(), { name: `Inactive ${kind}`, is_active: false });
    expect((await loader()).partners).toEqual([]);
  });
});
