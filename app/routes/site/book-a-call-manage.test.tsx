/**
 * /book-a-call/manage/:token (issue 46): opening a call's signed link changes nothing and shows
 * the call in the visitor's and the office's time with its buttons; the cancel POST frees the slot
 * (and tells both sides); the move POST takes another free time and redirects to the new link;
 * a forged, other-purpose or expired link changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { dataOf, resultOf } from '../../../tests/support/route-results';
import { configureRouteTests, formPost, pageRequest, routeArgs } from '../../../tests/support/route-requests';
import { renderRoutePage } from '../../../tests/support/route-render';
import { manageBookingCopy } from '~/content/forms/booking';
import { callTimeLabel } from '~/domain/meetings/booking';
import { bookings, outbox } from '~/server/db/schema.server';
import { setEnvForTests } from '~/server/platform/env.server';
import { signedLinkToken, signedLinkTokenUntil } from '~/server/platform/signed-links.server';
import type { OutboxPayload } from '~/server/platform/outbox.server';
import { loadOffice } from '~/server/meetings/directory.server';
import { bookCall, freeSlotsOf } from '~/server/meetings/booking.server';
import type { ManageAnswer } from '~/server/meetings/booking-page.server';
import * as manage from './book-a-call-manage';

type LoaderArgs = Parameters<typeof manage.loader>[0];
type ActionArgs = Parameters<typeof manage.action>[0];

const open = async (token: string) => resultOf(manage.loader(routeArgs<LoaderArgs>(pageRequest(`/book-a-call/manage/${token}`), { token })));
const send = async (token: string, fields: Record<string, string>) => resultOf(manage.action(routeArgs<ActionArgs>(formPost(`/book-a-call/manage/${token}`, fields), { token })));

describe.each(testDatabaseKinds())('/book-a-call/manage/:token (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => configureRouteTests());
  afterAll(() => setEnvForTests(undefined));

  async function booked(email: string, index: number) {
    const office = (await loadOffice('dallas'))!;
    const start = (await freeSlotsOf(office))[index]!;
    const outcome = await bookCall(
      { start, name: 'Mia Manage', email, timeZone: 'Europe/Berlin' },
      { kind: 'visitor', answers: { country: 'US', interest: null }, attribution: { source_page: '/book-a-call', referrer: null, utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null }, consent: {} },
    );
    if (outcome.kind !== 'booked') throw new Error(outcome.kind);
    return { booking: outcome.booking, token: signedLinkTokenUntil('manage-booking', outcome.booking.id, outcome.booking.slot_end) };
  }
  const row = async (id: string) => (await db().select().from(bookings).where(eq(bookings.id, id)))[0];

  it('opening the link changes nothing and shows the call in both zones with its buttons', async () => {
    const { booking, token } = await booked('mia.open@example.com', 0);
    const opened = dataOf<ManageAnswer>(await open(token));
    expect(opened).toMatchObject({ state: 'booked', visitorTime: callTimeLabel(booking.slot_start, 'Europe/Berlin'), officeTime: callTimeLabel(booking.slot_start, 'America/Chicago'), officeName: 'Dallas' });
    expect(await row(booking.id)).toMatchObject({ status: 'booked', sequence: 0 });
    const html = await renderRoutePage({ Component: manage.default, path: '/book-a-call/manage/:token', url: `/book-a-call/manage/t?booked=1`, loaderData: opened });
    expect(html).toContain(manageBookingCopy.bookedTitle);
    expect(html).toContain(manageBookingCopy.cancel);
    expect(html).toContain(manageBookingCopy.reschedule);
    expect(manage.headers()).toEqual({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'same-origin' });
  });

  it('the cancel POST cancels, frees the slot and queues CANCEL to both; the move POST takes another time and redirects to its new link', async () => {
    const first = await booked('mia.cancel@example.com', 1);
    const cancelled = await send(first.token, { intent: 'cancel' });
    expect(dataOf<ManageAnswer>(cancelled)).toMatchObject({ state: 'cancelled', notice: { kind: 'cancelled' } });
    expect(await row(first.booking.id)).toMatchObject({ status: 'cancelled', sequence: 1 });
    const office = (await loadOffice('dallas'))!;
    expect((await freeSlotsOf(office)).map((slot) => slot.getTime())).toContain(first.booking.slot_start.getTime());
    const methods = (await db().select().from(outbox).where(eq(outbox.record_id, first.booking.lead_id))).map((mail) => (mail.payload as OutboxPayload).calendar?.method);
    expect(methods.filter((method) => method === 'CANCEL')).toHaveLength(2);

    const second = await booked('mia.move@example.com', 2);
    const target = (await freeSlotsOf(office))[5]!;
    const moved = await send(second.token, { intent: 'reschedule', slot: target.toISOString() });
    expect(moved.status).toBe(302);
    expect(moved.location).toMatch(/^\/book-a-call\/manage\/.+\?moved=1$/);
    expect(await row(second.booking.id)).toMatchObject({ status: 'booked', sequence: 1, slot_start: target, uid: second.booking.uid });
    // A time that is not free: the page again, with the taken notice.
    const taken = await send(second.token, { intent: 'reschedule', slot: target.toISOString() });
    expect(taken.status).toBe(409);
    expect(dataOf<ManageAnswer>(taken)).toMatchObject({ state: 'booked', notice: { kind: 'taken' } });
  });

  it('a forged, other-purpose or expired link changes nothing', async () => {
    const { booking, token } = await booked('mia.forged@example.com', 3);
    const [, expires, signature] = token.split('.');
    for (const [bad, state] of [
      [`${crypto.randomUUID()}.${expires}.${signature}`, 'invalid'],
      [signedLinkToken('erase-lead', booking.id), 'invalid'],
      [signedLinkTokenUntil('manage-booking', booking.id, new Date(Date.now() - 1000), new Date(Date.now() - 60_000)), 'expired'],
    ] as const) {
      expect(dataOf<ManageAnswer>(await open(bad))).toEqual({ state, words: null });
      expect(dataOf<ManageAnswer>(await send(bad, { intent: 'cancel' }))).toEqual({ state });
    }
    expect(await row(booking.id)).toMatchObject({ status: 'booked', sequence: 0 });
    const html = await renderRoutePage({ Component: manage.default, path: '/book-a-call/manage/:token', url: '/book-a-call/manage/t', loaderData: { state: 'expired' } });
    expect(html).toContain(manageBookingCopy.expired);
  });
});
