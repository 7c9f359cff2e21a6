/** /admin: the counts and panels, and Retry for a notification whose delivery died. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, staff } from '~/server/db/schema.server';
import { addStaff } from '~/server/entities/staff.server';
import { makeLead } from '../../../tests/support/inbox-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { dataOf } from '../../../tests/support/route-results';
import { callAdmin, makeSessionCookie, refreshesSession, useStaffSession } from '../../../tests/support/staff-sessions';
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

  it('each role gets the counts and panels of what it may open, nothing else (issue 17)', async () => {
    await makeLead(db());
    const signedIn = async (role: 'editor' | 'recruiter' | 'sales') => {
      const email = `dashboard-${role}-${kind}@corvane.example`;
      await addStaff(email, 'test');
      await db().update(staff).set({ role }).where(eq(staff.email, email));
      return (await makeSessionCookie(db(), email)).cookie;
    };
    type Shown = { role: string; counts: Record<string, number> | null; weeks: unknown; diagnostic: unknown; dead: unknown[] };
    const view = async (cookie: string) => dataOf<Shown>(await callAdmin(loader, { path: '/admin', cookie }));

    const editor = await view(await signedIn('editor'));
    expect(Object.keys(editor.counts ?? {})).toEqual(['news_insights', 'partners', 'teams', 'testimonials', 'portfolio_projects']);
    expect(editor).toMatchObject({ role: 'editor', weeks: null, diagnostic: null, dead: [] });

    const recruiter = await view(await signedIn('recruiter'));
    expect(Object.keys(recruiter.counts ?? {})).toEqual(['jobs', 'job_applications']);
    expect(recruiter).toMatchObject({ weeks: null, diagnostic: null });

    const sales = await view(await signedIn('sales'));
    expect(Object.keys(sales.counts ?? {})).toEqual(['contact_leads']);
    expect(sales.counts!.contact_leads).toBeGreaterThanOrEqual(1);
    expect(sales.weeks).not.toBeNull();
    expect(sales.diagnostic).toBeNull();

    const owner = await view(session());
    expect(Object.keys(owner.counts ?? {})).toHaveLength(8);
    expect(owner.diagnostic).not.toBeNull();
  });

  it('Retry is the owner\'s: an editor gets 403 and the notification stays dead', async () => {
    const email = `dashboard-retry-${kind}@corvane.example`;
    await addStaff(email, 'test');
    await db().update(staff).set({ role: 'editor' }).where(eq(staff.email, email));
    const cookie = (await makeSessionCookie(db(), email)).cookie;
    const [dead] = await db().insert(outbox).values({ channel: 'email', topic: 'lead.contact', payload, status: 'dead', attempts: 8 }).returning();
    const refused = await callAdmin(action, { path: '/admin?index', cookie, form: { intent: 'retry', id: dead!.id } });
    expect(refused.status).toBe(403);
    expect((await db().select().from(outbox).where(eq(outbox.id, dead!.id)))[0]?.status).toBe('dead');
  });
});
