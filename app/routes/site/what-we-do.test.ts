/** /what-we-do: the page's quote form posts to its own action, and the lead names this page. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { dataOf, resultOf } from '../../../tests/support/route-results';
import { configureRouteTests, publicFormPost, routeArgs } from '../../../tests/support/route-requests';
import { contact_leads } from '~/server/db/schema.server';
import { setEnvForTests } from '~/server/platform/env.server';
import { action, loader } from './what-we-do';

describe.each(testDatabaseKinds())('/what-we-do (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => configureRouteTests());
  afterAll(() => setEnvForTests(undefined));

  it('gives the form its fill-time token and stores a quote from /what-we-do', async () => {
    expect(loader().formToken).toMatch(/\S/);
    const email = `lin-${kind}@example.com`;
    const fields = { form: 'quote', first_name: 'Lin', last_name: 'Wei', email, message: 'A customer portal.', timeline: '1-3 months' };
    const result = await resultOf(action(routeArgs<Parameters<typeof action>[0]>(publicFormPost('/what-we-do', fields))));
    expect(result.status).toBe(200);
    expect(dataOf<{ title: string }>(result).title).toBe('Quote Request Submitted!');
    const [lead] = await db().select().from(contact_leads).where(eq(contact_leads.email, email));
    expect(lead).toMatchObject({ first_name: 'Lin', timeline: '1-3 months', status: 'new', form: 'quote', source_page: '/what-we-do' });
  });
});
