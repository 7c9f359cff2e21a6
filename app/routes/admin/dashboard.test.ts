/** /admin: the counts and panels, and Retry for a notification whose delivery died. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '~/server/db/schema.server';
import { makeLead } from '../../../tests/support/inbox-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { dataOf } from '../../../tests/support/route-results';
import { callAdmin, refreshesSession, useStaffSession } from '../../../tests/support/staff-sessions';
import { action, loader } from './dashboard';

describe.each(testDatabaseKinds())('/admin dashboard (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);
  const payload = { to: 'sales@corvane.example', from: 'x@corvane.example', subject: 'New lead', html: '', text: '' };

  it('counts the tables and lists dead notifications', async () => {
    await makeLead(db());
    const [dead] = await db().insert(outbox).values({ channel: 'email', topic: 'lead.contact', payload, status: 'dead', attempts: 8 }).returning();
    const page = await callAdmin(loader, { path: '/admin', cookie: session() });
    const shown = dataOf<{ counts: Record<string, number> | null; dead: { id: string }[] }>(page);
    expect(Object.values(shown.counts ?? {}).some((count) => count >= 1)).toBe(true);
    expect(shown.dead.map((row) => row.id)).toContain(dead!.id);
    expect(refreshesSession(page.headers)).toBe(true);
  });

  it('Retry requeues it once; a second Retry and a malformed post say it is no longer waiting', async () => {
    const [dead] = await db().insert(outbox).values({ channel: 'email', topic: 'lead.contact', payload, status: 'dead', attempts: 8 }).returning();
    const retried = await callAdmin(action, { path: '/admin?index', cookie: session(), form: { intent: 'retry', id: dead!.id } });
    expect(retried).toMatchObject({ status: 302, location: '/admin', flash: { kind: 'success', message: 'Notification queued for another attempt.' } });
    expect((await db().select().from(outbox).where(eq(outbox.id, dead!.id)))[0]?.status).not.toBe('dead');
    const gone = { kind: 'error', message: 'That notification is no longer waiting for a retry.' };
    expect((await callAdmin(action, { path: '/admin?index', cookie: session(), form: { intent: 'retry', id: dead!.id } })).flash).toEqual(gone);
    expect((await callAdmin(action, { path: '/admin?index', cookie: session(), form: { intent: 'retry', id: 'nope' } })).flash).toEqual(gone);
  });
});
