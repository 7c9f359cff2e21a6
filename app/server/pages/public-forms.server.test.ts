import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { action as homeAction } from '~/routes/site/home';
import { action as contactAction } from '~/routes/site/contact-us';
import { action as aiAction } from '~/routes/site/generative-ai';
import { action as securityAction } from '~/routes/site/security-services';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { dataOf, resultOf } from '../../../tests/support/route-results';
import { parseEnv, setEnvForTests } from '~/server/platform/env.server';
import { handleApplicationSubmission } from '~/server/pages/public-forms.server';
import { contact_leads, job_applications, jobs, lead_assignments, outbox } from '~/server/db/schema.server';
import { issueFormToken } from '~/server/platform/spam.server';
import { requestContextFor } from '~/server/platform/request-state.server';

const SECRET = 'integration-test-secret-0123456789abcdef';
const WEBHOOK = 'http://127.0.0.1:9/hook';

function configure(overrides: Record<string, string> = {}) {
  setEnvForTests(
    parseEnv({
      NODE_ENV: 'test',
      BETTER_AUTH_SECRET: SECRET,
      FORM_MIN_FILL_SECONDS: '2',
      FORM_RATE_LIMIT_PER_10_MIN: '10',
      NOTIFY_WEBHOOK_URL: WEBHOOK,
      SALES_NOTIFY_EMAIL: 'sales@corvane.example',
      ...overrides,
    }),
  );
}

let ipCounter = 0;
/** A fresh client address per submission unless a test chooses one (the per-IP limit is tested on its own). */
const context = (clientIp = `203.0.113.${++ipCounter % 250}-${ipCounter}`) => requestContextFor({ nonce: '', clientIp, requestId: 't' });

function post(url: string, fields: Record<string, string>, options: { token?: string | null; headers?: Record<string, string> } = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (options.token !== null) body.set('form_token', options.token ?? issueFormToken(Date.now() - 5000));
  body.set('website', fields.website ?? '');
  return new Request(url, { method: 'POST', body, headers: options.headers });
}

interface Answer {
  status: number;
  body: { ok: boolean; title: string; message: string; key?: string; values?: Record<string, string>; extra?: Record<string, unknown> };
}

/** What the action answered: its status and the form's result. */
async function answer(result: unknown): Promise<Answer> {
  const unwrapped = await resultOf(result);
  return { status: unwrapped.status, body: dataOf<Answer['body']>(unwrapped) };
}

const quote = {
  form: 'quote',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  message: 'We need <b>a new</b> analytics portal & data platform.',
};

describe.each(testDatabaseKinds())('public form actions on %s', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => configure());
  afterEach(async () => {
    configure();
    await db().delete(outbox);
    await db().delete(contact_leads);
  });
  afterAll(() => setEnvForTests(undefined));

  const leadCount = async () => (await db().select({ n: count() }).from(contact_leads))[0]?.n ?? 0;
  const outboxCount = async () => (await db().select({ n: count() }).from(outbox))[0]?.n ?? 0;

  it('stores a quote with nulls for empty optional values, status new, attribution, and one outbox row per channel', async () => {
    const request = post(
      'http://localhost/?index',
      { ...quote, phone: '', company_name: '  ', industry: 'Healthcare', budget: '', referrer: 'https://search.example/?q=consulting', utm_source: 'newsletter', utm_campaign: 'spring' },
      {},
    );
    const result = await answer(await homeAction({ request, context: context(), params: {} } as Parameters<typeof homeAction>[0]));
    expect(result).toEqual({
      status: 200,
      body: {
        ok: true,
        form: 'quote',
        title: 'Quote Request Submitted!',
        message:
          "Thank you for your interest! We'll provide you with a detailed quote within 24 hours. Our team will contact you soon to discuss your project requirements.",
        // Issue 46: the success offers a call booked for this lead (its signed token names it).
        extra: { book_call_href: expect.stringMatching(/^\/book-a-call\?lead=[0-9a-f-]{36}\.[0-9a-z]+\.[\w-]+$/), book_call_label: 'Book a call now' },
      },
    });
    const [lead] = await db().select().from(contact_leads);
    expect((result as unknown as { body: { extra: { book_call_href: string } } }).body.extra.book_call_href).toContain(`lead=${lead!.id}.`);
    expect(lead).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: null,
      company_name: null,
      job_title: null,
      industry: 'Healthcare',
      project_type: null,
      budget: null,
      timeline: null,
      message: quote.message,
      status: 'new',
      form: 'quote',
      source_page: '/',
      referrer: 'https://search.example/?q=consulting',
      utm_source: 'newsletter',
      utm_medium: null,
      utm_campaign: 'spring',
    });
    const rows = await db().select().from(outbox).where(eq(outbox.topic, 'lead.quote'));
    expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'webhook']);
    // Issue 20: the visitor's confirmation goes by e-mail only, to the visitor, tied to the lead.
    const confirmations = await db().select().from(outbox).where(eq(outbox.topic, 'visitor.confirmation'));
    expect(confirmations.map((r) => [r.channel, (r.payload as { to: string }).to, r.record_id])).toEqual([['email', quote.email, rows[0]!.record_id]]);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'pending', attempts: 0, topic: 'lead.quote' });
      const payload = row.payload as { to: string; subject: string; html: string; text: string };
      expect(payload.to).toBe('sales@corvane.example');
      expect(payload.subject).toBe('New Quote Request from Ada Lovelace');
      expect(payload.html).toContain('We need &lt;b&gt;a new&lt;/b&gt; analytics portal &amp; data platform.');
      expect(payload.html).not.toContain('<b>a new</b>');
      expect(payload.text).toContain('We need <b>a new</b> analytics portal & data platform.');
      expect(payload.text).toContain('within 24 hours');
    }
  });

  it('reads UTM tags from the page address when the browser captured none (no JavaScript)', async () => {
    const request = post('http://localhost/?index', quote, { headers: { Referer: 'http://localhost/?utm_source=ad&utm_medium=cpc' } });
    expect((await answer(await homeAction({ request, context: context(), params: {} } as Parameters<typeof homeAction>[0]))).status).toBe(200);
    const [lead] = await db().select().from(contact_leads);
    expect(lead).toMatchObject({ utm_source: 'ad', utm_medium: 'cpc', referrer: null });
  });

  it('answers the first failed check in product order, keeps the values and stores nothing', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ first_name: '' }, 'Missing Information', 'Please enter your first name.'],
      [{ last_name: ' ' }, 'Missing Information', 'Please enter your last name.'],
      [{ email: '' }, 'Missing Information', 'Please enter your email address.'],
      [{ email: 'ada@example' }, 'Invalid Email', 'Please enter a valid email address.'],
      [{ message: '' }, 'Missing Information', 'Please tell us about your project needs.'],
      [{ message: 'x'.repeat(5001) }, 'Invalid Information', 'Project description must be at most 5,000 characters.'],
      [{ timeline: 'Yesterday' }, 'Invalid Information', 'Please choose one of the listed options for Timeline.'],
      // Issue 46: the optional service and country take only their listed values.
      [{ service: 'Cloud Security' }, 'Invalid Information', 'Please choose one of the listed options for Service.'],
      [{ country: 'ZZ' }, 'Invalid Information', 'Please choose one of the listed options for Country.'],
      [{ country: 'SU' }, 'Invalid Information', 'Please choose one of the listed options for Country.'],
    ];
    for (const [change, title, message] of cases) {
      const result = await answer(await homeAction({ request: post('http://localhost/?index', { ...quote, ...change }), context: context(), params: {} } as Parameters<typeof homeAction>[0]));
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ ok: false, title, message });
      const { form: _form, ...visible } = { ...quote, ...change };
      expect(result.body.values).toEqual(visible);
    }
    expect(await leadCount()).toBe(0);
    expect(await outboxCount()).toBe(0);
  });

  it('issue 46: stores the country (any letter case) and service with the lead and its assignment; the contact form and lead modal store a country, refuse an unlisted one', async () => {
    const quoted = await answer(
      await homeAction({ request: post('http://localhost/?index', { ...quote, country: 'ae', service: 'Cloud Security & Zero Trust Architecture' }), context: context(), params: {} } as Parameters<typeof homeAction>[0]),
    );
    expect(quoted.body.ok).toBe(true);
    const [lead] = await db().select().from(contact_leads);
    expect(lead).toMatchObject({ country: 'AE', service: 'Cloud Security & Zero Trust Architecture' });
    const [assignment] = await db().select().from(lead_assignments).where(eq(lead_assignments.lead_id, lead!.id));
    // No owners in this database: Dubai is chosen by the migration's rules and the sales address told.
    expect(assignment).toMatchObject({ office_key: 'dubai', owner_staff_id: null, current: true });
    const [notification] = await db().select().from(outbox).where(and(eq(outbox.topic, 'lead.quote'), eq(outbox.channel, 'email')));
    expect(notification!.payload).toMatchObject({ to: 'sales@corvane.example' });

    await db().delete(outbox);
    await db().delete(contact_leads);
    const contacted = await answer(await contactAction({ request: post('http://localhost/contact-us', { form: 'contact', email: 'a@b.co', country: 'IN' }), context: context(), params: {} } as Parameters<typeof contactAction>[0]));
    expect(contacted.body.ok).toBe(true);
    const modal = await answer(await aiAction({ request: post('http://localhost/generative-ai', { form: 'lead_modal', first_name: 'a', last_name: 'b', email: 'a@b.co', country: 'US' }), context: context(), params: {} } as Parameters<typeof aiAction>[0]));
    expect(modal.body.ok).toBe(true);
    expect((await db().select({ form: contact_leads.form, country: contact_leads.country }).from(contact_leads)).sort((a, b) => String(a.form).localeCompare(String(b.form)))).toEqual([
      { form: 'contact', country: 'IN' },
      { form: 'lead_modal', country: 'US' },
    ]);
    const refusedContact = await answer(await contactAction({ request: post('http://localhost/contact-us', { form: 'contact', email: 'a@b.co', country: 'Narnia' }), context: context(), params: {} } as Parameters<typeof contactAction>[0]));
    const refusedModal = await answer(await aiAction({ request: post('http://localhost/generative-ai', { form: 'lead_modal', first_name: 'a', last_name: 'b', email: 'a@b.co', country: 'EU' }), context: context(), params: {} } as Parameters<typeof aiAction>[0]));
    for (const refused of [refusedContact, refusedModal]) {
      expect(refused).toMatchObject({ status: 400, body: { ok: false, message: 'Please choose one of the listed options for Country.' } });
    }
    expect(await leadCount()).toBe(2);
  });

  it('answers a honeypot hit with the normal success and stores nothing', async () => {
    const result = await answer(await homeAction({ request: post('http://localhost/?index', { ...quote, website: 'http://spam.example' }), context: context(), params: {} } as Parameters<typeof homeAction>[0]));
    expect(result).toMatchObject({ status: 200, body: { ok: true, title: 'Quote Request Submitted!' } });
    expect(await leadCount()).toBe(0);
    expect(await outboxCount()).toBe(0);
  });

  it('refuses a too-fast, forged or missing fill-time token and stores nothing', async () => {
    const tooFast = await answer(await homeAction({ request: post('http://localhost/?index', quote, { token: issueFormToken() }), context: context(), params: {} } as Parameters<typeof homeAction>[0]));
    expect(tooFast).toMatchObject({ status: 400, body: { ok: false, title: 'Please Wait a Moment' } });
    const [issued] = issueFormToken(Date.now() - 5000).split('.');
    for (const token of [`${issued}.forged`, `${Date.now() - 5000}.${issueFormToken().split('.')[1]}`, null, issueFormToken(Date.now() - 25 * 3600_000)]) {
      const refused = await answer(await homeAction({ request: post('http://localhost/?index', quote, { token }), context: context(), params: {} } as Parameters<typeof homeAction>[0]));
      expect(refused).toMatchObject({ status: 400, body: { ok: false, title: 'Please Reload the Page' } });
    }
    expect(await leadCount()).toBe(0);
    // FORM_MIN_FILL_SECONDS=0 (the e2e setting) accepts an instant submission.
    configure({ FORM_MIN_FILL_SECONDS: '0' });
    const instant = await answer(await homeAction({ request: post('http://localhost/?index', quote, { token: issueFormToken() }), context: context(), params: {} } as Parameters<typeof homeAction>[0]));
    expect(instant.status).toBe(200);
    expect(await leadCount()).toBe(1);
    // A cached page's token is dated up to 100 ms ahead (the end of its period, ADR 140): accepted
    // without a minimum fill time, "too fast" with one.
    const ahead = () => issueFormToken(Date.now() + 100);
    const aheadNoMinimum = await answer(await homeAction({ request: post('http://localhost/?index', quote, { token: ahead() }), context: context(), params: {} } as Parameters<typeof homeAction>[0]));
    expect(aheadNoMinimum.status).toBe(200);
    configure({ FORM_MIN_FILL_SECONDS: '2' });
    const aheadWithMinimum = await answer(await homeAction({ request: post('http://localhost/?index', quote, { token: ahead() }), context: context(), params: {} } as Parameters<typeof homeAction>[0]));
    expect(aheadWithMinimum).toMatchObject({ status: 400, body: { ok: false, title: 'Please Wait a Moment' } });
    expect(await leadCount()).toBe(2);
  });

  it('limits submissions per address (across forms) and stores nothing over the limit', async () => {
    configure({ FORM_RATE_LIMIT_PER_10_MIN: '3' });
    const ip = `198.51.100.${kind === 'pglite' ? 1 : 2}`;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await answer(await homeAction({ request: post('http://localhost/?index', quote), context: context(ip), params: {} } as Parameters<typeof homeAction>[0]))).status);
    }
    const limited = await answer(await contactAction({ request: post('http://localhost/contact-us', { form: 'contact', email: 'a@b.co', message: 'hi' }), context: context(ip), params: {} } as Parameters<typeof contactAction>[0]));
    expect(statuses).toEqual([200, 200, 200]);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ ok: false, title: 'Too Many Submissions' });
    expect(limited.body.message).toMatch(/^We have received several submissions from your network in the last few minutes\. Please try again in \d+ minutes?\.$/);
    expect(await leadCount()).toBe(3);
    // Another address is not affected.
    expect((await answer(await homeAction({ request: post('http://localhost/?index', quote), context: context(), params: {} } as Parameters<typeof homeAction>[0]))).status).toBe(200);
  });

  it('refuses a submission naming another form', async () => {
    const result = await answer(await homeAction({ request: post('http://localhost/?index', { ...quote, form: 'contact' }), context: context(), params: {} } as Parameters<typeof homeAction>[0]));
    expect(result).toMatchObject({ status: 400, body: { ok: false, title: 'Submission Failed' } });
    expect(await leadCount()).toBe(0);
  });

  it('stores contact messages (product subset) and answers Message Sent!', async () => {
    const result = await answer(
      await contactAction({ request: post('http://localhost/contact-us', { form: 'contact', first_name: 'Grace', last_name: 'Hopper', email: 'grace@navy.example', company_name: '', message: 'Hello' }), context: context(), params: {} } as Parameters<typeof contactAction>[0]),
    );
    expect(result.body).toMatchObject({ ok: true, title: 'Message Sent!', message: "Thank you for reaching out! We'll get back to you soon with a response to your inquiry." });
    const [lead] = await db().select().from(contact_leads);
    expect(lead).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', email: 'grace@navy.example', company_name: null, phone: null, industry: null, message: 'Hello', status: 'new', form: 'contact', source_page: '/contact-us' });
    // Two staff rows (e-mail and webhook) and the visitor's confirmation (issue 20).
    expect(await outboxCount()).toBe(3);
    const bad = await answer(await contactAction({ request: post('http://localhost/contact-us', { form: 'contact', email: 'nope' }), context: context(), params: {} } as Parameters<typeof contactAction>[0]));
    expect(bad.body).toMatchObject({ ok: false, title: 'Invalid Email', message: 'Please enter a valid email address.' });
  });

  it('stores lead-modal requests with the prefixed (or default) message', async () => {
    const send = (fields: Record<string, string>) =>
      aiAction({ request: post('http://localhost/generative-ai', { form: 'lead_modal', ...fields }), context: context(), params: {} } as Parameters<typeof aiAction>[0]).then(answer);
    expect((await send({ first_name: 'Alan', last_name: '', email: 'alan@x.io' })).body).toMatchObject({ ok: false, message: 'Please fill in all required fields.' });
    expect((await send({ first_name: 'Alan', last_name: 'Turing', email: 'alan@x' })).body).toMatchObject({ ok: false, message: 'Please enter a valid email address.' });
    const ok = await send({ first_name: 'Alan', last_name: 'Turing', email: 'alan@x.io', company_name: 'Bletchley', phone: '', message: '' });
    expect(ok.body).toMatchObject({ ok: true, title: 'Thank You!', message: "We've received your AI transformation request. Our team will contact you within 24 hours..." });
    const [lead] = await db().select().from(contact_leads);
    expect(lead).toMatchObject({
      first_name: 'Alan',
      last_name: 'Turing',
      company_name: 'Bletchley',
      phone: null,
      message: 'AI Transformation Lead from Generative AI page: Interested in AI transformation services',
      status: 'new',
      form: 'lead_modal',
    });
  });

  it('stores download-gate leads naming the resource, its type and the page', async () => {
    const send = (fields: Record<string, string>) =>
      securityAction({ request: post('http://localhost/security-services', { form: 'download_gate', resource_id: 'ai-governance-master-policy.pdf', ...fields }), context: context(), params: {} } as Parameters<typeof securityAction>[0]).then(answer);
    expect((await send({ email: '' })).body).toMatchObject({ ok: false, message: 'Please enter your email address to download the resource.' });
    expect((await send({ email: 'x@y' })).body).toMatchObject({ ok: false, title: 'Invalid Email', message: 'Please enter a valid email address.' });
    const ok = await send({ email: 'cio@bank.example', consultation: 'on' });
    expect(ok.body).toMatchObject({ ok: true, key: 'ai-governance-master-policy.pdf', extra: { resource_name: 'AI Governance Master Policy', available: true } });
    const missing = await send({ email: 'cio@bank.example', resource_id: 'ai-trust-center-blueprint.pdf' });
    expect(missing.body.extra).toMatchObject({ available: false, resource_type: 'blueprint' });
    const leads = await db().select().from(contact_leads).orderBy(contact_leads.created_at);
    expect(leads.map((lead) => lead.message).sort()).toEqual([
      'Downloaded AI Governance Master Policy (guide) from /security-services page and requested consultation',
      'Downloaded AI Trust Center Blueprint (blueprint) from /security-services page',
    ]);
    for (const lead of leads) expect(lead).toMatchObject({ first_name: '', last_name: '', company_name: null, status: 'new', form: 'download_gate' });
  });

  it('stores job applications for active jobs only, with the job title and nulls', async () => {
    const [open] = await db().insert(jobs).values({ title: 'Senior UX Designer', department: 'Design', experience_level: 'Senior', description: 'Design.' }).returning();
    const [closed] = await db().insert(jobs).values({ title: 'Closed Role', department: 'Design', experience_level: 'Senior', description: 'x', is_active: false }).returning();
    if (!open || !closed) throw new Error('jobs not created');
    const send = (fields: Record<string, string>) =>
      handleApplicationSubmission(post('http://localhost/careers', { form: 'job_application', job_id: open.id, first_name: 'Mary', last_name: 'Shelley', email: 'mary@x.io', ...fields }), context()).then(answer);

    expect((await send({ last_name: '' })).body).toMatchObject({ ok: false, title: 'Missing Information', message: 'Please enter your last name.' });
    const ok = await send({ experience_years: '7', phone: '', linkedin_url: 'https://linkedin.example/in/mary', availability_date: '2026-03-01' });
    expect(ok.body).toMatchObject({
      ok: true,
      key: open.id,
      title: 'Application Submitted!',
      message: "Thank you for applying to the Senior UX Designer position! We'll review your application and get back to you soon.",
    });
    const refused = await send({ job_id: closed.id });
    expect(refused).toMatchObject({ status: 400, body: { ok: false, title: 'Submission Failed' } });

    const rows = await db().select().from(job_applications);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      job_id: open.id,
      job_title: 'Senior UX Designer',
      experience_years: 7,
      phone: null,
      resume_url: null,
      cover_letter: null,
      portfolio_url: null,
      current_company: null,
      current_position: null,
      salary_expectation: null,
      additional_info: null,
      availability_date: '2026-03-01',
      linkedin_url: 'https://linkedin.example/in/mary',
      status: 'new',
      source_page: '/careers',
    });
    const notes = await db().select().from(outbox).where(eq(outbox.topic, 'application.new'));
    expect(notes).toHaveLength(2);
    expect((notes[0]?.payload as { subject: string }).subject).toBe('New Job Application: Senior UX Designer from Mary Shelley');
    await db().delete(job_applications);
  });

  it('answers the product\'s failure texts when storing fails, keeps the values, and never stores a lead without its notification', async () => {
    const [job] = await db().insert(jobs).values({ title: 'Data Engineer', department: 'Data', experience_level: 'Mid', description: 'x' }).returning();
    if (!job) throw new Error('job not created');
    // The outbox insert fails after the lead insert succeeded: the transaction must roll both back.
    await db().execute(sql`alter table outbox rename to outbox_unavailable`);
    try {
      const quoteResult = await answer(await homeAction({ request: post('http://localhost/?index', quote), context: context(), params: {} } as Parameters<typeof homeAction>[0]));
      expect(quoteResult.status).toBe(500);
      expect(quoteResult.body).toMatchObject({
        ok: false,
        title: 'Submission Failed',
        message: 'There was an error submitting your request. Please try again or contact us directly if the problem persists.',
        values: { first_name: 'Ada', email: 'ada@example.com' },
      });
      const contactResult = await answer(await contactAction({ request: post('http://localhost/contact-us', { form: 'contact', email: 'a@b.co' }), context: context(), params: {} } as Parameters<typeof contactAction>[0]));
      expect(contactResult.body).toMatchObject({ ok: false, title: 'Submission Failed', message: 'There was an error submitting your message. Please try again or contact us directly if the problem persists.' });
      const leadResult = await answer(await aiAction({ request: post('http://localhost/generative-ai', { form: 'lead_modal', first_name: 'a', last_name: 'b', email: 'a@b.co' }), context: context(), params: {} } as Parameters<typeof aiAction>[0]));
      expect(leadResult.body).toMatchObject({ ok: false, message: 'There was an error submitting your request. Please try again.' });
      const gateResult = await answer(await securityAction({ request: post('http://localhost/security-services', { form: 'download_gate', resource_id: 'ai-governance-master-policy.pdf', email: 'a@b.co' }), context: context(), params: {} } as Parameters<typeof securityAction>[0]));
      expect(gateResult.body).toMatchObject({ ok: false, message: 'There was an error processing your request. Please try again.' });
      const applicationResult = await answer(await handleApplicationSubmission(post('http://localhost/careers', { form: 'job_application', job_id: job.id, first_name: 'a', last_name: 'b', email: 'a@b.co' }), context()));
      expect(applicationResult.body).toMatchObject({ ok: false, title: 'Submission Failed', message: 'There was an error submitting your application. Please try again or contact us directly if the problem persists.' });
    } finally {
      await db().execute(sql`alter table outbox_unavailable rename to outbox`);
    }
    expect(await leadCount()).toBe(0);
    expect(await db().select({ n: count() }).from(job_applications)).toEqual([{ n: 0 }]);
  });

  it('200 concurrent quotes: exactly 200 leads and one outbox row per lead per channel', { timeout: 120_000 }, async () => {
    configure({ FORM_RATE_LIMIT_PER_10_MIN: '100000' });
    const submit = (i: number) =>
      homeAction({ request: post('http://localhost/?index', { ...quote, first_name: `Ada${i}` }), context: context('192.0.2.1'), params: {} } as Parameters<typeof homeAction>[0]).then(answer);
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => submit(i)));
    expect(results.filter((r) => r.status === 200 && r.body.ok)).toHaveLength(200);
    expect(await leadCount()).toBe(200);
    const byChannel = await db().select({ channel: outbox.channel, n: count() }).from(outbox).groupBy(outbox.channel);
    // One address for all 200: three visitor confirmations (the daily limit, issue 20) on top of the staff rows.
    expect(Object.fromEntries(byChannel.map((r) => [r.channel, r.n]))).toEqual({ email: 203, webhook: 200 });

    // With no webhook configured, each lead has exactly one (e-mail) row.
    configure({ FORM_RATE_LIMIT_PER_10_MIN: '100000', NOTIFY_WEBHOOK_URL: '' });
    await db().delete(outbox);
    await db().delete(contact_leads);
    const second = await Promise.all(Array.from({ length: 200 }, (_, i) => submit(i)));
    expect(second.every((r) => r.status === 200)).toBe(true);
    expect(await leadCount()).toBe(200);
    expect(await outboxCount()).toBe(203);
  });
});
