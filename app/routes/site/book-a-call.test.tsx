/**
 * /book-a-call (issue 46): the page shows the routed office's free times in the zone asked for
 * (?tz=, else the office's), a country from Accept-Language, the form with its defences and the
 * note on what is stored; it is private and never indexed. Posting a free time books it and
 * redirects to the call's signed page; the same time again is "taken" with nothing stored; a
 * honeypot hit stores nothing; a lead's signed link books for that lead.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { dataOf, resultOf } from '../../../tests/support/route-results';
import { configureRouteTests, pageRequest, publicFormPost, routeArgs } from '../../../tests/support/route-requests';
import { renderRoutePage } from '../../../tests/support/route-render';
import { bookingMessages, bookingPageCopy } from '~/content/forms/booking';
import type { FormResult } from '~/domain/form-basics';
import { bookings, contact_leads } from '~/server/db/schema.server';
import { setEnvForTests } from '~/server/platform/env.server';
import { withBookCallLink } from '~/server/meetings/booking-link.server';
import type { BookingPageData } from '~/server/meetings/booking-page.server';
import * as page from './book-a-call';

type LoaderArgs = Parameters<typeof page.loader>[0];
type ActionArgs = Parameters<typeof page.action>[0];

const load = async (path: string, headers: Record<string, string> = {}) => dataOf<BookingPageData>(await resultOf(page.loader(routeArgs<LoaderArgs>(pageRequest(path, headers)))));
const post = (fields: Record<string, string>, path = '/book-a-call') => resultOf(page.action(routeArgs<ActionArgs>(publicFormPost(path, { form: 'booking', ...fields }))));

describe.each(testDatabaseKinds())('/book-a-call (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => configureRouteTests({ FORM_RATE_LIMIT_PER_10_MIN: '1000' }));
  afterAll(() => setEnvForTests(undefined));

  it('shows the routed office’s free times in the zone asked for, the country from Accept-Language; private and not indexed', async () => {
    const gulf = await load('/book-a-call?tz=Europe/London', { 'Accept-Language': 'ar-AE,ar;q=0.9' });
    expect(gulf).toMatchObject({ country: 'AE', officeName: 'Dubai', officeZone: 'Asia/Dubai', timeZone: 'Europe/London', lead: '' });
    expect(gulf.days.length).toBeGreaterThan(0);
    const dallas = await load('/book-a-call?country=US&tz=Nowhere/Else');
    expect(dallas).toMatchObject({ country: 'US', officeName: 'Dallas', timeZone: 'America/Chicago' });
    expect(dallas.days[0]?.slots[0]?.officeTime).toMatch(/^\d{1,2}:\d{2} (AM|PM) (CST|CDT)$/);
    expect(page.headers()).toEqual({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'same-origin' });
    // The English page's words are in its code (issue 48): its loader data carries none, and no Arabic.
    expect(gulf).toMatchObject({ words: null });
    expect(JSON.stringify(gulf)).not.toMatch(/[\u0600-\u06FF]/);

    const html = await renderRoutePage({ Component: page.default, path: '/book-a-call', loaderData: gulf });
    expect(html).toContain(bookingPageCopy.title);
    expect(html).toContain(bookingPageCopy.officeLine('Dubai', 'Asia/Dubai'));
    expect(html).toContain('<option value="Europe/London" selected="">Europe/London</option>');
    expect(html).toContain(`name="slot" value="${gulf.days[0]!.slots[0]!.value}"`);
    expect(html).toContain('name="website"');
    expect(html).toContain('href="/privacy"');
    expect(html).toContain(bookingPageCopy.stored);
  });

  it('books a free time (a lead of form booking) and redirects to its signed page; the same time again is taken and stores nothing', async () => {
    const shown = await load('/book-a-call?country=US&tz=Asia/Tokyo');
    const slot = shown.days[0]!.slots[0]!.value;
    const booked = await post({ slot, name: 'Ines Booker', email: 'ines.booker@example.com', timeZone: 'Asia/Tokyo', country: 'US', interest: '' });
    expect(booked.status).toBe(302);
    expect(booked.location).toMatch(/^\/book-a-call\/manage\/[0-9a-f-]{36}\.[0-9a-z]+\.[\w-]+\?booked=1$/);
    const [row] = await db().select().from(bookings).where(eq(bookings.visitor_email, 'ines.booker@example.com'));
    expect(row).toMatchObject({ office_key: 'dallas', visitor_name: 'Ines Booker', visitor_time_zone: 'Asia/Tokyo', status: 'booked' });
    expect(row!.slot_start.toISOString()).toBe(slot);
    const [lead] = await db().select().from(contact_leads).where(eq(contact_leads.id, row!.lead_id));
    expect(lead).toMatchObject({ form: 'booking', email: 'ines.booker@example.com', source_page: '/book-a-call' });

    const taken = await post({ slot, name: 'Jo Late', email: 'jo.late@example.com', timeZone: 'UTC', country: 'US' });
    expect(taken.status).toBe(409);
    expect(dataOf<FormResult>(taken)).toMatchObject({ ok: false, form: 'booking', title: bookingPageCopy.takenTitle, message: bookingMessages.slotTaken });
    expect(await db().select().from(contact_leads).where(eq(contact_leads.email, 'jo.late@example.com'))).toEqual([]);
    // The page the visitor sees next no longer offers it.
    const after = await load('/book-a-call?country=US&tz=Asia/Tokyo');
    expect(after.days.flatMap((day) => day.slots.map((choice) => choice.value))).not.toContain(slot);
  });

  it('refuses what the form checks (no time, bad zone), a start it never offered, and stores nothing for a honeypot hit', async () => {
    const shown = await load('/book-a-call?country=US');
    const slot = shown.days[0]!.slots[1]!.value;
    expect(dataOf<FormResult>(await post({ slot: '', name: 'K', email: 'k@example.com', timeZone: 'UTC' }))).toMatchObject({ ok: false, message: bookingMessages.slotMissing });
    expect(dataOf<FormResult>(await post({ slot, name: 'K', email: 'k@example.com', timeZone: 'Mars/Base' }))).toMatchObject({ ok: false, message: bookingMessages.timeZoneInvalid });
    const offGrid = new Date(Date.parse(slot) + 10 * 60_000).toISOString();
    expect(dataOf<FormResult>(await post({ slot: offGrid, name: 'K', email: 'k@example.com', timeZone: 'UTC', country: 'US' }))).toMatchObject({ ok: false, title: bookingPageCopy.takenTitle });
    expect(dataOf<FormResult>(await post({ slot, name: 'Bot', email: 'bot@example.com', timeZone: 'UTC', website: 'https://spam.example' }))).toMatchObject({ ok: true });
    expect(await db().select().from(contact_leads).where(eq(contact_leads.email, 'k@example.com'))).toEqual([]);
    expect(await db().select().from(contact_leads).where(eq(contact_leads.email, 'bot@example.com'))).toEqual([]);
  });

  it('a quote’s link books for that lead, with its name and address filled in; a forged link is refused', async () => {
    const [lead] = await db().insert(contact_leads).values({ first_name: 'Lena', last_name: 'Quote', email: 'lena.quote@example.com', message: 'Hi', form: 'quote', country: 'IN' }).returning();
    const href = withBookCallLink({ title: 't', message: 'm' }, lead!.id).extra.book_call_href;
    const token = new URL(href, 'http://localhost').searchParams.get('lead')!;
    const shown = await load(href);
    expect(shown).toMatchObject({ lead: token, leadInvalid: false, name: 'Lena Quote', email: 'lena.quote@example.com', officeName: 'Hyderabad' });
    const html = await renderRoutePage({ Component: page.default, path: '/book-a-call', url: href, loaderData: shown });
    expect(html).toContain(bookingPageCopy.forLead);
    expect(html).not.toContain(bookingPageCopy.countryLabel);

    const slot = shown.days[0]!.slots[0]!.value;
    expect(dataOf<FormResult>(await post({ slot, name: 'Lena Quote', email: 'lena.quote@example.com', timeZone: 'Asia/Kolkata', lead: `${token}x` }))).toMatchObject({ ok: false, message: bookingPageCopy.leadLinkInvalid });
    const booked = await post({ slot, name: 'Lena Quote', email: 'lena.quote@example.com', timeZone: 'Asia/Kolkata', lead: token });
    expect(booked.status).toBe(302);
    expect(await db().select({ lead: bookings.lead_id, office: bookings.office_key }).from(bookings).where(eq(bookings.visitor_email, 'lena.quote@example.com'))).toEqual([{ lead: lead!.id, office: 'hyderabad' }]);
    expect(await load(`/book-a-call?lead=${token.slice(0, -2)}`)).toMatchObject({ lead: '', leadInvalid: true });
  });
});
