/**
 * /privacy/erase/:token (issue 20): opening the visitor's signed erase link changes nothing and
 * shows the button; posting it erases the one lead and the e-mails about it (audited as the
 * visitor, without the address); a forged, expired or other-purpose link erases nothing; a used
 * link says it was already erased. The page is private, never indexed, and sends no Referer away.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { dataOf, resultOf } from '../../../tests/support/route-results';
import { configureRouteTests, formPost, pageRequest, routeArgs } from '../../../tests/support/route-requests';
import { renderRoutePage } from '../../../tests/support/route-render';
import { eraseCopy } from '~/content/privacy/privacy';
import { audit_log, contact_leads, outbox } from '~/server/db/schema.server';
import { setEnvForTests } from '~/server/platform/env.server';
import { signedLinkToken } from '~/server/platform/signed-links.server';
import { VISITOR_ACTOR } from '~/server/privacy/data-rights.server';
import * as erase from './privacy-erase';

type LoaderArgs = Parameters<typeof erase.loader>[0];
type ActionArgs = Parameters<typeof erase.action>[0];
type Outcome = { outcome: string };

const open = (token: string) => resultOf(erase.loader(routeArgs<LoaderArgs>(pageRequest(`/privacy/erase/${token}`), { token })));
const confirm = (token: string) => resultOf(erase.action(routeArgs<ActionArgs>(formPost(`/privacy/erase/${token}`, {}), { token })));

/** The page for the loader's outcome (and the action's). */
const renderPage = (loaderData: Outcome, actionData?: Outcome) =>
  renderRoutePage({ Component: erase.default, path: '/privacy/erase/:token', url: '/privacy/erase/t', loaderData, actionData });

describe.each(testDatabaseKinds())('/privacy/erase/:token (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => configureRouteTests());
  afterAll(() => setEnvForTests(undefined));

  /** A lead with its staff notification and the visitor's confirmation in the outbox. */
  async function lead(email: string) {
    const [row] = await db().insert(contact_leads).values({ first_name: 'Erin', last_name: 'Vale', email, message: 'Please call me.', form: 'contact' }).returning();
    await db()
      .insert(outbox)
      .values([
        { channel: 'email', topic: 'lead.contact', payload: { to: 'sales@corvane.example', text: email }, record_id: row!.id },
        { channel: 'email', topic: 'privacy.confirmation', payload: { to: email, text: 'We received your message' }, record_id: row!.id },
      ]);
    return row!;
  }
  const leadRows = (id: string) => db().select().from(contact_leads).where(eq(contact_leads.id, id));
  const outboxRows = (id: string) => db().select().from(outbox).where(eq(outbox.record_id, id));

  it('opening the link changes nothing and shows the button; the page is private', async () => {
    const row = await lead(`open-${kind}@example.com`);
    const token = signedLinkToken('erase-lead', row.id);
    const opened = await open(token);
    expect(opened.status).toBe(200);
    expect(dataOf(opened)).toEqual({ outcome: 'ready' });
    expect(await leadRows(row.id)).toHaveLength(1);
    expect(await outboxRows(row.id)).toHaveLength(2);

    const html = await renderPage({ outcome: 'ready' });
    expect(html).toContain(eraseCopy.title);
    expect(html).toContain(eraseCopy.intro);
    expect(html).toMatch(new RegExp(`<form [^>]*method="post"[^>]*><button type="submit"[^>]*>${eraseCopy.confirm}</button></form>`));
    expect(erase.headers()).toEqual({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'same-origin' });
  });

  it('says a forged, other-purpose or expired link is not valid or has expired, and erases nothing when it is posted', async () => {
    const row = await lead(`refused-${kind}@example.com`);
    const token = signedLinkToken('erase-lead', row.id);
    const [, expires, signature] = token.split('.');
    const forged = `${crypto.randomUUID()}.${expires}.${signature}`;
    const otherPurpose = signedLinkToken('withdraw-application', row.id);
    const expired = signedLinkToken('erase-lead', row.id, new Date(Date.now() - 31 * 24 * 3600 * 1000));
    for (const [bad, outcome] of [
      [forged, 'invalid'],
      [otherPurpose, 'invalid'],
      ['not-a-token', 'invalid'],
      [expired, 'expired'],
    ] as const) {
      expect(dataOf(await open(bad))).toEqual({ outcome });
      expect(dataOf(await confirm(bad))).toEqual({ outcome });
    }
    expect(await leadRows(row.id)).toHaveLength(1);
    expect(await outboxRows(row.id)).toHaveLength(2);
    expect(await db().select().from(audit_log).where(eq(audit_log.entity, 'privacy'))).toEqual([]);

    const invalid = await renderPage({ outcome: 'invalid' });
    expect(invalid).toContain(eraseCopy.invalid);
    expect(invalid).toContain(eraseCopy.invalidDetail);
    expect(invalid).not.toContain(eraseCopy.confirm);
    const late = await renderPage({ outcome: 'expired' });
    expect(late).toContain(eraseCopy.expired);
    expect(late).toContain(eraseCopy.expiredDetail);
  });

  it('the button erases the lead and its e-mails, audited as the visitor without the address; the link then says already erased', async () => {
    const email = `erase-${kind}@example.com`;
    const row = await lead(email);
    const kept = await lead(`other-${kind}@example.com`);
    const token = signedLinkToken('erase-lead', row.id);

    const erased = await confirm(token);
    expect(dataOf(erased)).toEqual({ outcome: 'erased' });
    expect(await leadRows(row.id)).toEqual([]);
    expect(await outboxRows(row.id)).toEqual([]);
    // Only the lead the link was sent for.
    expect(await leadRows(kept.id)).toHaveLength(1);
    expect(await outboxRows(kept.id)).toHaveLength(2);
    const audit = await db().select().from(audit_log).where(eq(audit_log.entity, 'privacy'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'erase', staff_email: VISITOR_ACTOR, entity_id: row.id });
    expect(JSON.stringify(audit[0])).not.toContain(email);

    const done = await renderPage({ outcome: 'ready' }, { outcome: 'erased' });
    expect(done).toContain(eraseCopy.done);
    expect(done).toContain(eraseCopy.doneDetail);

    expect(dataOf(await open(token))).toEqual({ outcome: 'already' });
    expect(dataOf(await confirm(token))).toEqual({ outcome: 'already' });
    const already = await renderPage({ outcome: 'already' });
    expect(already).toContain(eraseCopy.already);
    expect(already).toContain(eraseCopy.alreadyDetail);
  });
});
