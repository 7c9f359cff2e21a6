/** /security-services: the download gate's action (product §5 Download gate, §7 row, §8 texts). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { dataOf, resultOf } from '../../../tests/support/route-results';
import { configureRouteTests, publicFormPost, routeArgs } from '../../../tests/support/route-requests';
import { contact_leads } from '~/server/db/schema.server';
import { setEnvForTests } from '~/server/platform/env.server';
import { action, loader } from './security-services';

type GateAnswer = { ok: boolean; title: string; message: string; key?: string; extra?: Record<string, unknown> };
const send = async (fields: Record<string, string>) =>
  resultOf(action(routeArgs<Parameters<typeof action>[0]>(publicFormPost('/security-services', { form: 'download_gate', ...fields }))));

describe.each(testDatabaseKinds())('/security-services download gate (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => configureRouteTests());
  afterAll(() => setEnvForTests(undefined));

  it('stores a lead naming the resource, type, page and consultation, and offers the file', async () => {
    expect(loader().formToken).toMatch(/\S/);
    const email = `ciso-${kind}@bank.example`;
    const result = await send({ resource_id: 'ai-governance-master-policy.pdf', email, consultation: 'on' });
    expect(result.status).toBe(200);
    expect(dataOf<GateAnswer>(result)).toMatchObject({
      ok: true,
      key: 'ai-governance-master-policy.pdf',
      extra: { resource_name: 'AI Governance Master Policy', resource_type: 'guide', available: true },
    });
    const [lead] = await db().select().from(contact_leads).where(eq(contact_leads.email, email));
    expect(lead).toMatchObject({
      first_name: '',
      last_name: '',
      company_name: null,
      message: 'Downloaded AI Governance Master Policy (guide) from /security-services page and requested consultation',
      status: 'new',
      form: 'download_gate',
    });
  });

  it('says a resource without a file is not available (the coming-soon case)', async () => {
    const result = await send({ resource_id: 'ai-trust-center-blueprint.pdf', email: `later-${kind}@bank.example` });
    expect(dataOf<GateAnswer>(result)).toMatchObject({ ok: true, extra: { resource_name: 'AI Trust Center Blueprint', resource_type: 'blueprint', available: false } });
  });

  it('refuses an empty or malformed address with the product\'s alerts, storing nothing', async () => {
    const before = (await db().select().from(contact_leads)).length;
    const empty = await send({ resource_id: 'ai-governance-master-policy.pdf', email: '' });
    expect(empty.status).toBe(400);
    expect(dataOf<GateAnswer>(empty)).toMatchObject({ ok: false, message: 'Please enter your email address to download the resource.' });
    const invalid = await send({ resource_id: 'ai-governance-master-policy.pdf', email: 'x@y' });
    expect(dataOf<GateAnswer>(invalid)).toMatchObject({ ok: false, title: 'Invalid Email', message: 'Please enter a valid email address.' });
    expect((await db().select().from(contact_leads)).length).toBe(before);
  });
});
