/**
 * /contact-us: the contact form's action stores the message as a lead (product §7) and answers with
 * product §8's texts; the page shows the form's labels and, after a refused post, the refusal and
 * the visitor's values (the answer a browser without JavaScript gets).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, resultOf } from '../../../tests/support/route-results';
import { configureRouteTests, publicFormPost, routeArgs } from '../../../tests/support/route-requests';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { renderRoutePage } from '../../../tests/support/route-render';
import { contact_leads, outbox } from '~/server/db/schema.server';
import { setEnvForTests } from '~/server/platform/env.server';
import * as contactUs from './contact-us';

type ActionArgs = Parameters<typeof contactUs.action>[0];
type FormAnswer = { ok: boolean; form: string; title: string; message: string; values?: Record<string, string> };

const send = async (fields: Record<string, string>) =>
  resultOf(contactUs.action(routeArgs<ActionArgs>(publicFormPost('/contact-us', { form: 'contact', ...fields }))));

/** The page with the loader's data and an action's answer (lazy parts included). */
const renderPage = async (actionData?: unknown) =>
  renderRoutePage({ Component: contactUs.default, path: '/contact-us', loaderData: await contactUs.loader(), actionData });

describe.each(testDatabaseKinds())('/contact-us (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => configureRouteTests());
  afterAll(() => setEnvForTests(undefined));

  it('stores a message as a new lead from /contact-us and answers Message Sent!', async () => {
    const email = `grace-${kind}@navy.example`;
    const result = await send({ first_name: 'Grace', last_name: 'Hopper', email, company_name: 'US Navy', message: 'Can we talk about COBOL?' });
    expect(result.status).toBe(200);
    expect(dataOf<FormAnswer>(result)).toMatchObject({
      ok: true,
      title: 'Message Sent!',
      message: "Thank you for reaching out! We'll get back to you soon with a response to your inquiry.",
    });
    const rows = await db().select().from(contact_leads).where(eq(contact_leads.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      company_name: 'US Navy',
      message: 'Can we talk about COBOL?',
      status: 'new',
      form: 'contact',
      source_page: '/contact-us',
    });
    const notifications = await db().select().from(outbox).where(eq(outbox.topic, 'lead.contact'));
    expect(notifications.map((row) => row.channel)).toContain('email');
  });

  it('refuses an address that is not one, stores nothing, and keeps what was typed', async () => {
    const before = (await db().select().from(contact_leads)).length;
    const result = await send({ first_name: 'Grace', email: 'not-an-address', message: 'Hello' });
    expect(result.status).toBe(400);
    const answer = dataOf<FormAnswer>(result);
    expect(answer).toMatchObject({ ok: false, title: 'Invalid Email', message: 'Please enter a valid email address.' });
    expect((await db().select().from(contact_leads)).length).toBe(before);

    const html = await renderPage(answer);
    expect(html).toContain('Invalid Email');
    expect(html).toContain('Please enter a valid email address.');
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="not-an-address"/);
    expect(html).toMatch(/<input[^>]*name="first_name"[^>]*value="Grace"/);
  });

  it('renders the form with its labels, the fill-time token and no notice before a post', async () => {
    const html = await renderPage();
    for (const label of ['First Name', 'Last Name', 'Email', 'Company', 'Message']) {
      expect(html).toMatch(new RegExp(`<label[^>]*>${label}</label>`));
    }
    expect(html).toContain('Send Message');
    expect(html).toMatch(/<input[^>]*name="form_token"[^>]*value="[^"]+"/);
    expect(html).not.toContain('Invalid Email');
    // Offices of product §2: USA, India, UAE.
    for (const country of ['USA', 'India', 'UAE']) expect(html).toContain(country);
  });
});
