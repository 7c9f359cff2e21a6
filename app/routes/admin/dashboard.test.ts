/** /admin: the counts and panels, Retry for a notification whose delivery died, and (issue 46) the member's calls. */
import crypto from 'node:crypto';
import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { createRoutesStub } from 'react-router';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_LAYOUT_ROUTE_ID } from '~/domain/admin-staff';
import { audit_log, backups, bookings, contact_leads, outbox, staff } from '~/server/db/schema.server';
import { addStaff } from '~/server/entities/staff.server';
import { makeLead } from '../../../tests/support/inbox-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { dataOf } from '../../../tests/support/route-results';
import { callAdmin, makeSessionCookie, refreshesSession, useStaffSession } from '../../../tests/support/staff-sessions';
import Dashboard, { action, loader } from './dashboard';

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

  it('shows owners the last backup: its time in their zone and its size (issue 47); none yet before the first', async () => {
    type Shown = { lastBackup: { finishedAt: Date; sizeBytes: number } | null | undefined };
    const render = async (shown: object) => {
      const PageStub = createRoutesStub([{ id: ADMIN_LAYOUT_ROUTE_ID, path: '/admin', Component: Dashboard as never }]);
      const { prelude } = await prerender(
        createElement(PageStub, { initialEntries: ['/admin'], hydrationData: { loaderData: { [ADMIN_LAYOUT_ROUTE_ID]: { ...shown, staffId: 'x', timeZone: 'UTC', timeZoneChosen: true } } } }),
      );
      return (await new Response(prelude).text()).replaceAll('<!-- -->', '');
    };
    await db().delete(backups);
    const before = dataOf<Shown>(await callAdmin(loader, { path: '/admin', cookie: session() }));
    expect(before.lastBackup).toBeNull();
    expect(await render(before)).toMatch(/<dt[^>]*>Last backup<\/dt><dd data-testid="diagnostic-last-backup" class="wrap-anywhere">none yet \(npm run backup, or BACKUP_SCHEDULE=daily\)<\/dd>/);
    const finishedAt = new Date('2027-02-03T04:05:00Z');
    await db().insert(backups).values([
      { trigger: 'scheduled', status: 'done', file_name: 'firmsite-scheduled-a.backup.gz', size_bytes: 79_872, sha256: 'a'.repeat(64), finished_at: finishedAt },
      { trigger: 'manual', status: 'failed', finished_at: new Date('2027-02-04T00:00:00Z') },
      { trigger: 'manual', status: 'done', file_name: 'older.backup.gz', size_bytes: 10, sha256: 'b'.repeat(64), finished_at: new Date('2027-01-01T00:00:00Z') },
    ]);
    const after = dataOf<Shown>(await callAdmin(loader, { path: '/admin', cookie: session() }));
    expect(after.lastBackup).toMatchObject({ finishedAt, sizeBytes: 79_872 });
    const html = await render(after);
    expect(html).toMatch(/<dd data-testid="diagnostic-last-backup" class="wrap-anywhere"><time dateTime="2027-02-03T04:05:00.000Z">[^<]*Feb 3, 2027[^<]*<\/time>, 78 KB<\/dd>/);
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

describe.each(testDatabaseKinds())('/admin dashboard: the member’s calls (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const ownerSession = useStaffSession(db);
  let slot = 0;

  async function member(name: string, role: 'sales' | 'editor', timeZone: string | null = null) {
    const email = `calls-${name}-${kind}@corvane.example`;
    await addStaff(email, 'test');
    const [row] = await db().update(staff).set({ role, time_zone: timeZone }).where(eq(staff.email, email)).returning({ id: staff.id });
    return { id: row!.id, email, cookie: (await makeSessionCookie(db(), email)).cookie };
  }

  /** A call booked directly (another module builds the booking pages), `hours` from now (a minute more for each call, so no two share a slot). */
  async function bookCall(ownerId: string, hours: number, visitor = 'Ada Lovelace') {
    const lead = await makeLead(db(), { first_name: visitor.split(' ')[0], last_name: visitor.split(' ')[1] ?? '' });
    const start = new Date(Math.floor(Date.now() / 1_800_000) * 1_800_000 + hours * 3_600_000 + slot++ * 60_000);
    const [row] = await db()
      .insert(bookings)
      .values({
        lead_id: lead.id,
        office_key: 'hyderabad',
        owner_staff_id: ownerId,
        slot_start: start,
        slot_end: new Date(start.getTime() + 1_800_000),
        visitor_name: visitor,
        visitor_email: lead.email,
        visitor_time_zone: 'Asia/Kolkata',
        uid: `${crypto.randomUUID()}@corvane.example`,
      })
      .returning();
    return { booking: row!, lead };
  }

  type Calls = { upcoming: { id: string; visitorName: string; officeName: string; leadId: string }[]; toMark: { id: string }[] } | null;

  it('sales see their upcoming calls and the ended ones to mark, in their own time zone; an editor sees no calls panel', async () => {
    const sales = await member('viewer', 'sales', 'Asia/Dubai');
    const upcoming = await bookCall(sales.id, 2, 'Grace Hopper');
    const ended = await bookCall(sales.id, -3, 'Alan Turing');
    const shown = dataOf<{ calls: Calls }>(await callAdmin(loader, { path: '/admin', cookie: sales.cookie }));
    expect(shown.calls?.upcoming).toEqual([expect.objectContaining({ id: upcoming.booking.id, visitorName: 'Grace Hopper', officeName: 'Hyderabad', leadId: upcoming.lead.id })]);
    expect(shown.calls?.toMark.map((call) => call.id)).toEqual([ended.booking.id]);

    const editor = await member('editor', 'editor');
    expect(dataOf<{ calls: Calls }>(await callAdmin(loader, { path: '/admin', cookie: editor.cookie })).calls).toBeNull();

    // The page: the time in the member's zone (Dubai, GMT+4), the visitor linked to the lead, Held and No-show as plain posts.
    // The page as the only route, under the layout's id: its data carries the member's zone as the layout's does.
    const PageStub = createRoutesStub([{ id: ADMIN_LAYOUT_ROUTE_ID, path: '/admin', Component: Dashboard as never }]);
    const { prelude } = await prerender(
      createElement(PageStub, { initialEntries: ['/admin'], hydrationData: { loaderData: { [ADMIN_LAYOUT_ROUTE_ID]: { ...shown, staffId: sales.id, timeZone: 'Asia/Dubai', timeZoneChosen: true } } } }),
    );
    const html = (await new Response(prelude).text()).replaceAll('<!-- -->', '');
    const dubaiTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Dubai', timeZoneName: 'short' })
      .format(upcoming.booking.slot_start)
      .replace(/[\u202f\u00a0]/g, ' ');
    expect(dubaiTime).toContain('GMT+4');
    expect(html).toContain('Your upcoming calls');
    expect(html).toContain(`>${dubaiTime}</time>`);
    expect(html).toMatch(new RegExp(`<a [^>]*href="/admin/leads\\?lead=${upcoming.lead.id}"[^>]*>Grace Hopper</a>`));
    expect(html).toContain('Calls to mark');
    expect(html).toMatch(/<form [^>]*action="\/admin" method="post"><input type="hidden" name="id" value="[^"]+"\/><button type="submit" value="held"[^>]*aria-label="Mark the call with Alan Turing held" name="intent">Held<\/button><button type="submit" value="no-show"[^>]*aria-label="Mark the call with Alan Turing a no-show" name="intent">No-show<\/button><\/form>/);
  });

  it('Held marks the call and makes a new lead contacted; No-show leaves the lead; both audited', async () => {
    const sales = await member('marker', 'sales');
    const held = await bookCall(sales.id, -2);
    const answer = await callAdmin(action, { path: '/admin?index', cookie: sales.cookie, form: { intent: 'held', id: held.booking.id } });
    expect(answer).toMatchObject({ status: 302, location: '/admin', flash: { kind: 'success', message: 'Call marked held.' } });
    expect((await db().select().from(bookings).where(eq(bookings.id, held.booking.id)))[0]?.status).toBe('held');
    const [lead] = await db().select().from(contact_leads).where(eq(contact_leads.id, held.lead.id));
    expect(lead?.status).toBe('contacted');
    expect(lead?.first_response_at).toBeInstanceOf(Date);

    const missed = await bookCall(sales.id, -4);
    const noShow = await callAdmin(action, { path: '/admin?index', cookie: sales.cookie, form: { intent: 'no-show', id: missed.booking.id } });
    expect(noShow.flash).toEqual({ kind: 'success', message: 'Call marked no-show.' });
    expect((await db().select().from(bookings).where(eq(bookings.id, missed.booking.id)))[0]?.status).toBe('no_show');
    expect((await db().select().from(contact_leads).where(eq(contact_leads.id, missed.lead.id)))[0]?.status).toBe('new');

    const audited = await db().select().from(audit_log).where(eq(audit_log.staff_email, sales.email));
    expect(audited.map((row) => [row.entity, row.entity_id, row.changes])).toEqual(
      expect.arrayContaining([
        ['bookings', held.booking.id, { status: { before: 'booked', after: 'held' } }],
        ['contact_leads', held.lead.id, { status: { before: 'new', after: 'contacted' } }],
        ['bookings', missed.booking.id, { status: { before: 'booked', after: 'no_show' } }],
      ]),
    );
    // Marked already: it is no longer waiting.
    const again = await callAdmin(action, { path: '/admin?index', cookie: sales.cookie, form: { intent: 'no-show', id: held.booking.id } });
    expect(again.flash).toEqual({ kind: 'error', message: 'That call is no longer waiting to be marked.' });
  });

  it('someone else’s call is refused to sales (an owner may mark it), a call not ended is refused, an editor gets 403', async () => {
    const mine = await member('mine', 'sales');
    const theirs = await member('theirs', 'sales');
    const call = await bookCall(theirs.id, -2);
    const refused = await callAdmin(action, { path: '/admin?index', cookie: mine.cookie, form: { intent: 'held', id: call.booking.id } });
    expect(refused.flash).toEqual({ kind: 'error', message: 'That call is booked with someone else.' });
    expect((await db().select().from(bookings).where(eq(bookings.id, call.booking.id)))[0]?.status).toBe('booked');

    const editor = await member('editor-post', 'editor');
    expect((await callAdmin(action, { path: '/admin?index', cookie: editor.cookie, form: { intent: 'held', id: call.booking.id } })).status).toBe(403);
    expect((await db().select().from(bookings).where(eq(bookings.id, call.booking.id)))[0]?.status).toBe('booked');

    const byOwner = await callAdmin(action, { path: '/admin?index', cookie: ownerSession(), form: { intent: 'held', id: call.booking.id } });
    expect(byOwner.flash).toEqual({ kind: 'success', message: 'Call marked held.' });

    const later = await bookCall(mine.id, 3);
    const early = await callAdmin(action, { path: '/admin?index', cookie: mine.cookie, form: { intent: 'held', id: later.booking.id } });
    expect(early.flash).toEqual({ kind: 'error', message: 'That call has not ended yet.' });
    const malformed = await callAdmin(action, { path: '/admin?index', cookie: mine.cookie, form: { intent: 'held', id: 'nope' } });
    expect(malformed.flash).toEqual({ kind: 'error', message: 'That call is no longer waiting to be marked.' });
  });
});
