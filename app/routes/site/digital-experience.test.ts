/** /digital-experience: the solution guides' download gate, and the page's loader. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { dataOf, resultOf } from '../../../tests/support/route-results';
import { configureRouteTests, publicFormPost, routeArgs } from '../../../tests/support/route-requests';
import { contact_leads } from '~/server/db/schema.server';
import { setEnvForTests } from '~/server/platform/env.server';
import { action, loader } from './digital-experience';

describe.each(testDatabaseKinds())('/digital-experience (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => configureRouteTests());
  afterAll(() => setEnvForTests(undefined));

  it('stores a guide download as a lead from this page and offers the shipped file', async () => {
    expect((await loader()).formToken).toMatch(/\S/);
    const email = `cx-${kind}@retail.example`;
    const fields = { form: 'download_gate', resource_id: 'dx-ux-maturity-playbook.pdf', email };
    const result = await resultOf(action(routeArgs<Parameters<typeof action>[0]>(publicFormPost('/digital-experience', fields))));
    expect(result.status).toBe(200);
    expect(dataOf<{ ok: boolean; extra: Record<string, unknown> }>(result)).toMatchObject({
      ok: true,
      extra: { resource_name: 'UX Maturity Playbook', resource_type: 'guide', available: true },
    });
    const [lead] = await db().select().from(contact_leads).where(eq(contact_leads.email, email));
    expect(lead).toMatchObject({ message: 'Downloaded UX Maturity Playbook (guide) from /digital-experience page', status: 'new', form: 'download_gate' });
  });

  it('refuses a resource the page does not offer', async () => {
    const fields = { form: 'download_gate', resource_id: '../../etc/passwd', email: `x-${kind}@retail.example` };
    const result = await resultOf(action(routeArgs<Parameters<typeof action>[0]>(publicFormPost('/digital-experience', fields))));
    expect(result.status).toBe(400);
    expect(dataOf<{ ok: boolean }>(result).ok).toBe(false);
    expect(await db().select().from(contact_leads).where(eq(contact_leads.email, fields.email))).toEqual([]);
  });
});
