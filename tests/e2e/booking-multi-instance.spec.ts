/**
 * Issue 46, acceptance: no double booking across instances. Two production server processes (A
 * and B) on one fresh PostgreSQL database; 20 visitors post the same free slot at once, ten to
 * each, as the no-JavaScript form posts it. Exactly one booking is stored (the partial unique
 * index decides, not the application), one visitor is redirected to the call's page, and the 19
 * others are answered "taken, pick another" with nothing of theirs stored (their leads rolled back).
 *
 * Needs a PostgreSQL server (TEST_DATABASE_URL, else the local default); skipped without one, as the
 * other PostgreSQL suites are.
 */
import { expect, test } from '@playwright/test';
import { bookingMessages } from '../../app/content/forms/booking';
import { postForm, startApp, type AppProcess } from '../support/app-process';
import { postgresUnavailable, scratchDatabase, type ScratchDatabase } from '../support/postgres-query';

test.describe.configure({ mode: 'serial' });

const VISITORS = 20;
let database: ScratchDatabase | undefined;
let a: AppProcess | undefined;
let b: AppProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await scratchDatabase('booking');
  if (!database) return test.skip(true, `${await postgresUnavailable()}: the two-instance booking test needs one`);
  const env = { DATABASE_URL: database!.url, FORM_MIN_FILL_SECONDS: '0', FORM_RATE_LIMIT_PER_10_MIN: '1000' };
  // A first: it migrates and seeds the empty database; B then finds both done.
  a = await startApp(env);
  b = await startApp(env);
});

test.afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await database?.drop();
});

/** The booking page's first free slot and its form's signed token, as a browser gets them. */
async function firstSlot(app: AppProcess): Promise<{ slot: string; token: string }> {
  const html = await (await fetch(`${app.url}/book-a-call?country=US&tz=UTC`)).text();
  const slot = /name="slot" value="([^"]+)"/.exec(html)?.[1];
  const token = /name="form_token" value="([^"]+)"/.exec(html)?.[1];
  if (!slot || !token) throw new Error('no free slot or form token on /book-a-call');
  return { slot, token };
}

test('20 concurrent bookings of one slot on two instances: exactly one stored, 19 told it was taken', async () => {
  const { slot, token } = await firstSlot(a!);
  const answers = await Promise.all(
    Array.from({ length: VISITORS }, (_, index) =>
      postForm(index % 2 === 0 ? a!.url : b!.url, '/book-a-call', {
        form: 'booking',
        form_token: token,
        website: '',
        slot,
        name: `Racer ${index}`,
        email: `racer.${index}@example.com`,
        timeZone: 'UTC',
        country: 'US',
        interest: '',
      }).then(async (response) => ({ status: response.status, location: response.headers.get('location'), body: await response.text() })),
    ),
  );
  const booked = answers.filter((answer) => answer.status === 302);
  const taken = answers.filter((answer) => answer.status === 409);
  expect(booked, JSON.stringify(answers.map((answer) => answer.status))).toHaveLength(1);
  expect(booked[0]?.location).toMatch(/^\/book-a-call\/manage\/[^?]+\?booked=1$/);
  expect(taken).toHaveLength(VISITORS - 1);
  for (const answer of taken) expect(answer.body).toContain(bookingMessages.slotTaken);

  const rows = await database!.query<{ visitor_email: string; slot_start: Date }>(`select visitor_email, slot_start from bookings where status <> 'cancelled'`);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.slot_start.toISOString()).toBe(slot);
  const leads = await database!.query<{ n: string }>(`select count(*) as n from contact_leads where form = 'booking'`);
  expect(Number(leads[0]!.n)).toBe(1);
});
