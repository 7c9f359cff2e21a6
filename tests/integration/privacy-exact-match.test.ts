/**
 * Issue 40, findings 4, 5 and 8, through the real route actions on each database:
 * - 8: every form that takes an address refuses display names, comments, lists, quotes, angle
 *   brackets, whitespace and control characters with the form's own message, and stores nothing;
 *   an accepted address is stored in its one normalised form;
 * - 4: export and erase match the normalised address exactly — ann@ is not joann@, and an address
 *   with no data exports nothing;
 * - 5: a withdrawal removes the candidate's outbox rows too, and the purge applies each record's
 *   own retention to its notifications.
 */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInEmailSchema } from '~/domain/sign-in';
import { RETENTION, yearsBefore } from '~/domain/privacy';
import { audit_log, contact_leads, job_applications, outbox, staff } from '~/server/db/schema.server';
import { queryRows } from '~/server/db/db.server';
import { recordAudit } from '~/server/entities/audit.server';
import { setEnvForTests } from '~/server/platform/env.server';
import { erasePersonalData, exportPersonalData } from '~/server/privacy/data-rights.server';
import { purgeExpiredData } from '~/server/privacy/purge.server';
import { action as homeAction } from '~/routes/site/home';
import { action as contactAction } from '~/routes/site/contact-us';
import { action as aiAction } from '~/routes/site/generative-ai';
import { action as downloadAction } from '~/routes/site/security-services';
import * as jobRoute from '~/routes/site/job';
import * as withdrawRoute from '~/routes/site/withdraw';
import { action as staffAction } from '~/routes/admin/staff/index';
import { makeJob } from '../support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../support/database';
import { HOSTILE_ADDRESSES } from '../support/hostile-addresses';
import { dataOf, resultOf } from '../support/route-results';
import { configureRouteTests, publicFormPost, routeArgs } from '../support/route-requests';
import { callAdmin, TEST_AUTH_SECRET, useStaffSession } from '../support/staff-sessions';

type Answer = { ok: boolean; title: string; message: string };
type Payload = { to: string; subject: string; text: string; html: string };
type Action = (args: never) => unknown;

const INVALID = { ok: false, title: 'Invalid Email', message: 'Please enter a valid email address.' };
/** The probe's five, its two invitation forms, and a display name. */
const PROBE_ADDRESSES = ['<v@x.example>', 'v@x.example;', 'v@x.example,', '(a)v@x.example', 'v@x.example"', 'x@corvane.example>', '"x"@corvane.example', 'V <v@x.example>'];

async function post(action: Action, path: string, fields: Record<string, string>, params: Record<string, string> = {}) {
  const result = await resultOf(await action(routeArgs<never>(publicFormPost(path, fields), params)));
  return { status: result.status, body: dataOf<Answer>(result) };
}

const forms: { name: string; send: (email: string, jobId: string) => ReturnType<typeof post> }[] = [
  { name: 'quote', send: (email) => post(homeAction, '/?index', { form: 'quote', first_name: 'Ann', last_name: 'Probe', email, message: 'A platform.' }) },
  { name: 'contact', send: (email) => post(contactAction, '/contact-us', { form: 'contact', first_name: 'Ann', last_name: 'Probe', email, message: 'Hello' }) },
  { name: 'lead modal', send: (email) => post(aiAction, '/generative-ai', { form: 'lead_modal', first_name: 'Ann', last_name: 'Probe', email, message: 'Models' }) },
  { name: 'download gate', send: (email) => post(downloadAction, '/security-services', { form: 'download_gate', resource_id: 'ai-governance-master-policy.pdf', email }) },
  {
    name: 'job application',
    send: (email, jobId) =>
      post(jobRoute.action as Action, '/careers/probe-engineer', { form: 'job_application', job_id: jobId, first_name: 'Ann', last_name: 'Probe', email, phone: '+1 555 0100' }, { slug: 'probe-engineer' }),
  },
];

describe.each(testDatabaseKinds())('issue 40: one address parser, exact person lookup, withdrawal and retention (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);
  let jobId = '';
  beforeAll(async () => {
    configureRouteTests({ BETTER_AUTH_SECRET: TEST_AUTH_SECRET, FORM_RATE_LIMIT_PER_10_MIN: '1000' });
    jobId = (await makeJob(db(), { slug: 'probe-engineer', title: 'Probe Engineer' })).id;
  });
  beforeEach(async () => {
    await db().delete(outbox);
    await db().delete(contact_leads);
    await db().delete(job_applications);
    await db().execute(sql`delete from audit_log where entity <> 'staff'`);
  });
  afterAll(() => setEnvForTests(undefined));

  const leadsAndApplications = async () =>
    Number((await db().select({ n: count() }).from(contact_leads))[0]!.n) + Number((await db().select({ n: count() }).from(job_applications))[0]!.n);

  it.each(forms.map((form) => [form.name, form] as const))('finding 8: the %s form refuses every hostile address with its normal message and stores nothing', async (_name, form) => {
    for (const email of [...PROBE_ADDRESSES, ...HOSTILE_ADDRESSES.filter((value) => value.trim() !== '')]) {
      const answer = await form.send(email, jobId);
      expect({ email, status: answer.status, body: answer.body }).toMatchObject({ email, status: 400, body: INVALID });
    }
    expect(await leadsAndApplications()).toBe(0);
    expect(await db().select({ n: count() }).from(outbox)).toEqual([{ n: 0 }]);
  });

  it('finding 8: an accepted address is stored, counted and mailed in its one normalised form', async () => {
    expect((await forms[0]!.send('  Ann@Probe-Mail.EXAMPLE ', jobId)).body).toMatchObject({ ok: true });
    expect((await forms[4]!.send('Ann@Probe-Mail.Example', jobId)).body).toMatchObject({ ok: true });
    expect((await db().select({ email: contact_leads.email }).from(contact_leads)).map((row) => row.email)).toEqual(['ann@probe-mail.example']);
    expect((await db().select({ email: job_applications.email }).from(job_applications)).map((row) => row.email)).toEqual(['ann@probe-mail.example']);
    const recipients = (await db().select().from(outbox)).map((row) => (row.payload as Payload).to);
    expect(recipients.filter((to) => to !== 'sales@corvane.example').sort()).toEqual(['ann@probe-mail.example', 'ann@probe-mail.example']);
  });

  it('finding 8: staff invitations and sign-in refuse the same addresses', async () => {
    for (const email of [...PROBE_ADDRESSES, ...HOSTILE_ADDRESSES.filter((value) => value.trim() !== '')]) {
      const answer = await callAdmin(staffAction, { path: '/admin/staff', cookie: session(), form: { intent: 'invite', email, role: 'editor' } });
      expect({ email, status: answer.status, errors: dataOf<{ errors: { email?: string } }>(answer).errors }).toEqual({
        email,
        status: 400,
        errors: { email: 'Please enter a valid email address.' },
      });
      expect(signInEmailSchema.safeParse({ email }).success).toBe(false);
    }
    expect((await db().select({ email: staff.email }).from(staff)).map((row) => row.email)).toEqual(['staff@corvane.example']);
    expect(await db().select({ n: count() }).from(outbox)).toEqual([{ n: 0 }]);
  });

  /** Joann's enquiry and application, and an audit note that names her. */
  async function joannsData() {
    expect((await forms[0]!.send('joann@probe-mail.example', jobId)).body).toMatchObject({ ok: true });
    expect((await forms[4]!.send('joann@probe-mail.example', jobId)).body).toMatchObject({ ok: true });
    const [lead] = await db().select().from(contact_leads);
    await recordAudit(db(), { staffEmail: 'staff@corvane.example', entity: 'contact_leads', entityId: lead!.id, action: 'notes', before: { notes: null }, after: { notes: 'Wrote to joann@probe-mail.example' } });
    return (await db().select({ n: count() }).from(outbox))[0]!.n;
  }

  it('finding 4: exporting ann@ returns none of joann@\'s rows; an address with no data exports nothing', async () => {
    await joannsData();
    for (const address of ['ann@probe-mail.example', 'nn@probe-mail.example', 'n@probe-mail.example']) {
      const exported = await exportPersonalData(address);
      expect({ address, leads: exported.leads, applications: exported.applications, outbox: exported.outbox, audit: exported.audit, resumes: exported.resumes }).toEqual({
        address,
        leads: [],
        applications: [],
        outbox: [],
        audit: [],
        resumes: [],
      });
    }
    // Ann's own enquiry is found, and only hers.
    expect((await forms[1]!.send('ann@probe-mail.example', jobId)).body).toMatchObject({ ok: true });
    const ann = await exportPersonalData('ANN@probe-mail.example');
    expect(ann.leads.map((row) => row.email)).toEqual(['ann@probe-mail.example']);
    expect(ann.applications).toEqual([]);
    expect(ann.outbox.map((row) => row.record_id)).toEqual(ann.outbox.map(() => ann.leads[0]!.id));
    expect(JSON.stringify(ann)).not.toContain('joann');
  });

  it('finding 4: erasing ann@ leaves every one of joann@\'s rows, outbox rows included', async () => {
    const joannsMessages = await joannsData();
    expect((await forms[1]!.send('ann@probe-mail.example', jobId)).body).toMatchObject({ ok: true });
    const counts = await erasePersonalData('ann@probe-mail.example', 'staff@corvane.example');
    expect(counts).toMatchObject({ leads: 1, applications: 0, audit: 0 });
    expect(await db().select({ n: count() }).from(outbox)).toEqual([{ n: joannsMessages }]);
    expect((await db().select({ email: contact_leads.email }).from(contact_leads)).map((row) => row.email)).toEqual(['joann@probe-mail.example']);
    expect(await db().select({ n: count() }).from(job_applications)).toEqual([{ n: 1 }]);
    const [note] = await db().select().from(audit_log).where(eq(audit_log.action, 'notes'));
    expect(JSON.stringify(note!.changes)).toContain('joann@probe-mail.example');
  });

  it('finding 5: withdrawing an application leaves no outbox row with the candidate\'s address, name or phone; other candidates\' rows stay', async () => {
    expect((await forms[4]!.send('other@probe-mail.example', jobId)).body).toMatchObject({ ok: true });
    expect((await post(jobRoute.action as Action, '/careers/probe-engineer', {
      form: 'job_application', job_id: jobId, first_name: 'Zelda', last_name: 'Quokka', email: 'zelda@probe-mail.example', phone: '+1 555 0199', cover_letter: 'Dear team',
    }, { slug: 'probe-engineer' })).body).toMatchObject({ ok: true });
    const confirmation = (await db().select().from(outbox)).map((row) => row.payload as Payload).find((payload) => payload.to === 'zelda@probe-mail.example');
    const link = /http:\/\/localhost:3000\/applications\/withdraw\?token=\S+/.exec(confirmation!.text)![0];
    const body = new FormData();
    body.set('token', new URL(link).searchParams.get('token')!);
    const withdrawn = await resultOf(withdrawRoute.action(routeArgs<Parameters<typeof withdrawRoute.action>[0]>(new Request(link, { method: 'POST', body }))));
    expect(withdrawn).toMatchObject({ status: 200, data: { state: 'withdrawn' } });
    const holding = await queryRows<{ id: string }>(
      db(),
      sql`select id from outbox where strpos(lower(payload::text), 'zelda') > 0 or strpos(payload::text, 'Quokka') > 0 or strpos(payload::text, '555 0199') > 0`,
    );
    expect(holding).toEqual([]);
    const others = (await db().select().from(outbox)).map((row) => row.payload as Payload);
    expect(others.some((payload) => payload.to === 'other@probe-mail.example')).toBe(true);
    expect(others.some((payload) => payload.text.includes('other@probe-mail.example') && payload.to === 'sales@corvane.example')).toBe(true);
  });

  it('finding 5: the purge applies each record\'s own retention to its notifications', async () => {
    const now = new Date();
    const day = 24 * 3600 * 1000;
    const insert = async (kind: 'lead' | 'application', email: string, updatedAt: Date, createdAt = updatedAt) => {
      const values = { first_name: 'R', last_name: 'Etention', email, created_at: createdAt, updated_at: updatedAt };
      const [row] = kind === 'lead' ? await db().insert(contact_leads).values({ ...values, message: 'm' }).returning() : await db().insert(job_applications).values(values).returning();
      await db().insert(outbox).values({ channel: 'email', topic: 'retention.test', payload: { to: 'sales@corvane.example', text: email }, record_id: row!.id, created_at: createdAt });
      return row!.id;
    };
    const applicationGone = new Date(yearsBefore(now, RETENTION.applicationYears).getTime() - day);
    const leadKept = new Date(yearsBefore(now, RETENTION.leadYears).getTime() + day);
    // A lead last updated inside its 3 years keeps its notification, even one older than 2 years
    // (or than 3: a lead created long ago but updated lately).
    const lead = await insert('lead', 'lead.kept@probe-mail.example', leadKept);
    const oldButUpdated = await insert('lead', 'lead.updated@probe-mail.example', new Date(now.getTime() - day), new Date(yearsBefore(now, RETENTION.leadYears + 1).getTime()));
    // An application past its 2 years loses its notification.
    await insert('application', 'app.expired@probe-mail.example', applicationGone);
    // A notification whose application is already gone (withdrawn or deleted before this fix) goes
    // at the next run, not at the 3-year cutoff.
    const orphan = crypto.randomUUID();
    await db().insert(outbox).values({ channel: 'email', topic: 'application.new', payload: { to: 'sales@corvane.example', text: 'orphan.app@probe-mail.example' }, record_id: orphan, created_at: new Date(now.getTime() - 30 * day) });

    const dry = await purgeExpiredData({ dryRun: true, now });
    expect(dry).toMatchObject({ applications: 1, leads: 0, outbox: 2 });
    expect(await db().select({ n: count() }).from(outbox)).toEqual([{ n: 4 }]);
    const report = await purgeExpiredData({ now });
    expect(report).toMatchObject({ applications: 1, leads: 0, outbox: 2 });
    expect((await db().select({ record: outbox.record_id }).from(outbox)).map((row) => row.record).sort()).toEqual([lead, oldButUpdated].sort());
  });
});
