/**
 * Issue 40, acceptance: after staff erase an address, no text, JSON or bytea column of any table
 * holds it — whatever tables exist (the catalog is read, so a store added later, such as a kept
 * admin form, is searched too) — and an export of the address is empty.
 *
 * The data is made the way a visitor makes it: the quote form (with the optional consent ticked),
 * the contact form, the lead modal, the download gate, a booked call (issue 46) and a job application with a résumé whose
 * bytes hold the address, each also tried with the address in the probe's disguises (display name,
 * brackets, comment, list separators — all refused); plus an anonymous POST of the address to /admin/privacy (the path the
 * probe used to leave it in the form-resume store) and the owner's own search for it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '~/server/db/db.server';
import { setEnvForTests } from '~/server/platform/env.server';
import { exportPersonalData } from '~/server/privacy/data-rights.server';
import { action as homeAction } from '~/routes/site/home';
import { action as contactAction } from '~/routes/site/contact-us';
import { action as aiAction } from '~/routes/site/generative-ai';
import { action as downloadAction } from '~/routes/site/security-services';
import * as jobRoute from '~/routes/site/job';
import * as bookRoute from '~/routes/site/book-a-call';
import { action as privacyAction, loader as privacyLoader } from '~/routes/admin/privacy/index';
import { makeJob } from '../support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../support/database';
import { dataOf, resultOf } from '../support/route-results';
import { configureRouteTests, publicFormPost, routeArgs } from '../support/route-requests';
import { callAdmin, TEST_AUTH_SECRET, useStaffSession } from '../support/staff-sessions';

const ADDRESS = 'erin.everywhere@probe-mail.example';
const TYPED = 'Erin.Everywhere@Probe-Mail.Example';
const BYSTANDER = 'bystander@probe-mail.example';

/**
 * Every column of every table (outside the system schemas) whose type can hold the address —
 * text, varchar, char, arrays, json, jsonb, bytea — that holds it, case-insensitively, as
 * `schema.table.column`. bytea is searched byte-wise (escape-encoded, which keeps printable ASCII).
 */
async function columnsHolding(db: Database, address: string): Promise<string[]> {
  const columns = await queryRows<{ table_schema: string; table_name: string; column_name: string; data_type: string }>(
    db,
    sql`select c.table_schema, c.table_name, c.column_name, c.data_type
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
        where c.table_schema not in ('pg_catalog', 'information_schema') and c.table_schema not like 'pg\\_%'
          and c.data_type in ('text', 'character varying', 'character', 'ARRAY', 'json', 'jsonb', 'bytea', 'USER-DEFINED')`,
  );
  expect(columns.length).toBeGreaterThan(20);
  const holding: string[] = [];
  for (const column of columns) {
    const name = sql`${sql.identifier(column.table_schema)}.${sql.identifier(column.table_name)}`;
    const value = sql.identifier(column.column_name);
    const asText = column.data_type === 'bytea' ? sql`encode(${value}, 'escape')` : sql`${value}::text`;
    const [row] = await queryRows<{ n: number | string }>(db, sql`select count(*) as n from ${name} where strpos(lower(${asText}), ${address}) > 0`);
    if (Number(row?.n ?? 0) > 0) holding.push(`${column.table_schema}.${column.table_name}.${column.column_name}`);
  }
  return holding;
}

async function post(action: (args: never) => unknown, path: string, fields: Record<string, string>, file?: { name: string; bytes: Uint8Array<ArrayBuffer> }, params: Record<string, string> = {}) {
  const request = publicFormPost(path, fields);
  const body = await request.formData();
  if (file) body.set('resume_file', new Blob([file.bytes], { type: 'application/pdf' }), file.name);
  const result = await resultOf(await action(routeArgs<never>(new Request(request.url, { method: 'POST', body }), params)));
  return dataOf<{ ok: boolean }>(result);
}

describe.each(testDatabaseKinds())('issue 40: an erased address is nowhere in the database (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);
  beforeAll(() => configureRouteTests({ BETTER_AUTH_SECRET: TEST_AUTH_SECRET, FORM_RATE_LIMIT_PER_10_MIN: '1000' }));
  afterAll(() => setEnvForTests(undefined));

  it('every public form, then the erase: no column of any table holds the address; its export is empty; the bystander stays', async () => {
    const job = await makeJob(db(), { slug: 'everywhere-engineer', title: 'Everywhere Engineer' });
    const person = { first_name: 'Erin', last_name: 'Everywhere', phone: '+1 555 0142' };
    for (const email of [TYPED, BYSTANDER]) {
      expect(await post(homeAction, '/?index', { form: 'quote', ...person, email, message: `Reach me at ${email}`, consent_insights_email: 'on' })).toMatchObject({ ok: true });
      expect(await post(contactAction, '/contact-us', { form: 'contact', ...person, email, message: 'Hello' })).toMatchObject({ ok: true });
      expect(await post(aiAction, '/generative-ai', { form: 'lead_modal', ...person, email, message: 'Models' })).toMatchObject({ ok: true });
      expect(await post(downloadAction, '/security-services', { form: 'download_gate', resource_id: 'ai-governance-master-policy.pdf', email, consultation: 'on' })).toMatchObject({ ok: true });
      const resume = new TextEncoder().encode(`%PDF-1.4\n% ${email.toUpperCase()}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);
      expect(
        await post(jobRoute.action, '/careers/everywhere-engineer', { form: 'job_application', job_id: job.id, ...person, email, cover_letter: `Write to ${email}` }, { name: 'cv.pdf', bytes: resume }, { slug: job.slug }),
      ).toMatchObject({ ok: true });
      // Issue 46: a call booked from the Book a Call button (its own lead, the booking row, two e-mails with .ics).
      const shown = dataOf<{ days: { slots: { value: string }[] }[] }>(await resultOf(await bookRoute.loader(routeArgs<never>(new Request('http://localhost:3000/book-a-call?country=US')))));
      const slot = shown.days[0]!.slots[0]!.value;
      const booked = await resultOf(await bookRoute.action(routeArgs<never>(publicFormPost('/book-a-call', { form: 'booking', slot, name: 'Erin Everywhere', email, timeZone: 'Europe/London', country: 'US' }))));
      expect(booked.status).toBe(302);
    }
    // The same person in the probe's disguises: refused by every form — where one was stored, the
    // exact erase would not find it and the search below would.
    for (const email of [`<${ADDRESS}>`, `${ADDRESS};`, `${ADDRESS},`, `(a)${ADDRESS}`, `${ADDRESS}"`, `Erin <${ADDRESS}>`]) {
      await post(homeAction, '/?index', { form: 'quote', ...person, email, message: 'Disguised' });
      await post(contactAction, '/contact-us', { form: 'contact', ...person, email, message: 'Disguised' });
      await post(aiAction, '/generative-ai', { form: 'lead_modal', ...person, email, message: 'Disguised' });
      await post(downloadAction, '/security-services', { form: 'download_gate', resource_id: 'ai-governance-master-policy.pdf', email });
      await post(jobRoute.action, '/careers/everywhere-engineer', { form: 'job_application', job_id: job.id, ...person, email }, undefined, { slug: job.slug });
    }
    // An anonymous post of the address to the erase form (no session): refused, nothing kept.
    const anonymous = await callAdmin(privacyAction, { path: '/admin/privacy', form: { email: ADDRESS, confirm_email: ADDRESS } });
    expect(anonymous.status).not.toBe(200);
    // The owner looks the address up first (as typed), then erases it.
    const found = dataOf<{ found: { leads: unknown[]; applications: unknown[] } }>(await callAdmin(privacyLoader, { path: `/admin/privacy?email=${encodeURIComponent(TYPED)}`, cookie: session() }));
    expect([found.found.leads.length, found.found.applications.length]).toEqual([5, 1]);

    const before = await columnsHolding(db(), ADDRESS);
    // The witness sees the address where the forms put it, résumé bytes included.
    expect(before).toEqual(
      expect.arrayContaining(['public.contact_leads.email', 'public.bookings.visitor_email', 'public.job_applications.email', 'public.outbox.payload', 'public.job_application_resumes.content']),
    );

    const erased = await callAdmin(privacyAction, { path: '/admin/privacy', cookie: session(), form: { email: ADDRESS, confirm_email: TYPED } });
    expect(dataOf<{ ok: boolean; message: string }>(erased)).toMatchObject({ ok: true });

    expect(await columnsHolding(db(), ADDRESS)).toEqual([]);
    const exported = await exportPersonalData(ADDRESS);
    expect([exported.leads, exported.bookings, exported.applications, exported.outbox, exported.audit, exported.resumes]).toEqual([[], [], [], [], [], []]);
    // The bystander's data is all still there.
    expect(await columnsHolding(db(), BYSTANDER)).toEqual(expect.arrayContaining(before));
  });
});
