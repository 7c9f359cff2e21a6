/** /generative-ai: the lead modal's action (product §5 Lead modal, §7 row, §8 texts). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { dataOf, resultOf } from '../../../tests/support/route-results';
import { configureRouteTests, publicFormPost, routeArgs } from '../../../tests/support/route-requests';
import { contact_leads } from '~/server/db/schema.server';
import { setEnvForTests } from '~/server/platform/env.server';
import { action, loader } from './generative-ai';

type FormAnswer = { ok: boolean; title: string; message: string };
const send = async (fields: Record<string, string>) =>
  resultOf(action(routeArgs<Parameters<typeof action>[0]>(publicFormPost('/generative-ai', { form: 'lead_modal', ...fields }))));

describe.each(testDatabaseKinds())('/generative-ai lead modal (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => configureRouteTests());
  afterAll(() => setEnvForTests(undefined));

  it('stores the lead with the page named in its message and answers Thank You!', async () => {
    expect((await loader()).formToken).toMatch(/\S/);
    const email = `alan-${kind}@example.io`;
    const result = await send({ first_name: 'Alan', last_name: 'Turing', email, company_name: 'Bletchley', message: 'Forecasting.' });
    expect(result.status).toBe(200);
    expect(dataOf<FormAnswer>(result)).toMatchObject({
      ok: true,
      title: 'Thank You!',
      message: "We've received your AI transformation request. Our team will contact you within 24 hours...",
    });
    const [lead] = await db().select().from(contact_leads).where(eq(contact_leads.email, email));
    expect(lead).toMatchObject({
      first_name: 'Alan',
      last_name: 'Turing',
      company_name: 'Bletchley',
      phone: null,
      message: 'AI Transformation Lead from Generative AI page: Forecasting.',
      status: 'new',
      form: 'lead_modal',
      source_page: '/generative-ai',
    });
  });

  it('refuses missing names or a bad address with the product\'s alerts, storing nothing', async () => {
    const before = (await db().select().from(contact_leads)).length;
    const missing = await send({ first_name: 'Alan', last_name: '', email: 'alan@example.io' });
    expect(missing.status).toBe(400);
    expect(dataOf<FormAnswer>(missing)).toMatchObject({ ok: false, message: 'Please fill in all required fields.' });
    const invalid = await send({ first_name: 'Alan', last_name: 'Turing', email: 'alan@example' });
    expect(dataOf<FormAnswer>(invalid)).toMatchObject({ ok: false, message: 'Please enter a valid email address.' });
    expect((await db().select().from(contact_leads)).length).toBe(before);
  });
});
