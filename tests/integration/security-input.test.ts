/**
 * Hostile and malformed input through the public form actions, on both databases: SQL
 * metacharacters and Unicode edge cases are stored exactly as sent; over-long fields, repeated
 * fields (a list where one value belongs), files for text, JSON bodies and malformed numbers are
 * refused with a clear message naming the field, and nothing — no lead, no application, no outbox
 * row — is stored. The HTTP-level checks (1 MB, 404, no stack traces, the admin view of a stored
 * string) are in tests/e2e/security-input.spec.ts.
 */
import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX } from '../../app/domain/forms';
import { parseEnv, setEnvForTests } from '../../app/server/platform/env.server';
import {
  handleApplicationSubmission,
  handleContactSubmission,
  handleLeadModalSubmission,
  handleQuoteSubmission,
} from '../../app/server/pages/public-forms.server';
import { contact_leads, job_applications, jobs, outbox } from '../../app/server/db/schema.server';
import { issueFormToken } from '../../app/server/platform/spam.server';
import { requestContextFor } from '../../app/server/platform/request-state.server';
import { testDatabaseKinds, useTestDatabase } from '../support/database';
import { dataOf, resultOf } from '../support/route-results';
import { VERBATIM_STRINGS } from '../support/xss-payloads';

let ip = 0;
const context = () => requestContextFor({ nonce: '', clientIp: `192.0.2.${++ip}`, requestId: 'security-input' });

type Fields = Record<string, string | string[]>;

/** A form post as a browser without JavaScript sends it (urlencoded: line breaks kept as sent). */
function formRequest(path: string, form: string, fields: Fields): Request {
  const body = new URLSearchParams();
  body.set('form', form);
  body.set('form_token', issueFormToken(Date.now() - 5000));
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return new Request(`http://localhost:3000${path}`, { method: 'POST', body });
}

interface Answer {
  status: number;
  ok: boolean;
  title: string;
  message: string;
}

async function answer(result: unknown): Promise<Answer> {
  const unwrapped = await resultOf(result);
  return { status: unwrapped.status, ...dataOf<Omit<Answer, 'status'>>(unwrapped) };
}

const quote = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', message: 'A data platform.' };
const sendQuote = async (fields: Fields) => answer(await handleQuoteSubmission(formRequest('/', 'quote', { ...quote, ...fields }), context()));

/** Every text field of every form with its limit (the product's checks come first, so the rest is valid). */
const limits: { form: string; send: (fields: Fields) => Promise<Answer>; fields: Record<string, [label: string, max: number]> }[] = [
  {
    form: 'quote',
    send: sendQuote,
    fields: {
      first_name: ['First name', MAX.name],
      last_name: ['Last name', MAX.name],
      message: ['Project description', MAX.message],
      phone: ['Phone', MAX.phone],
      company_name: ['Company name', MAX.company],
      job_title: ['Job title', MAX.jobTitle],
    },
  },
  {
    form: 'contact',
    send: async (fields) => answer(await handleContactSubmission(formRequest('/contact-us', 'contact', fields), context())),
    fields: {
      first_name: ['First name', MAX.name],
      last_name: ['Last name', MAX.name],
      company_name: ['Company name', MAX.company],
      message: ['Message', MAX.message],
    },
  },
  {
    form: 'lead_modal',
    send: async (fields) =>
      answer(await handleLeadModalSubmission(formRequest('/generative-ai', 'lead_modal', { ...quote, ...fields }), context())),
    fields: {
      first_name: ['First name', MAX.name],
      last_name: ['Last name', MAX.name],
      company_name: ['Company', MAX.company],
      phone: ['Phone', MAX.phone],
      message: ['Message', MAX.message],
    },
  },
];

describe.each(testDatabaseKinds())('hostile input through the public forms (%s)', (kind) => {
  const db = useTestDatabase(kind);
  let jobId = '';
  beforeAll(async () => {
    setEnvForTests(
      parseEnv({ NODE_ENV: 'test', BETTER_AUTH_SECRET: 'security-input-secret-0123456789abcdef', FORM_RATE_LIMIT_PER_10_MIN: '100000' }),
    );
    const [job] = await db()
      .insert(jobs)
      .values({ title: 'Engineer', department: 'Technology', experience_level: 'Senior', description: 'Build.', is_active: true })
      .returning();
    jobId = job!.id;
  });
  afterEach(async () => {
    await db().delete(outbox);
    await db().delete(contact_leads);
    await db().delete(job_applications);
  });
  afterAll(() => setEnvForTests(undefined));

  const stored = async () => ({
    leads: (await db().select({ n: count() }).from(contact_leads))[0]!.n,
    applications: (await db().select({ n: count() }).from(job_applications))[0]!.n,
    outbox: (await db().select({ n: count() }).from(outbox))[0]!.n,
  });
  const nothingStored = { leads: 0, applications: 0, outbox: 0 };
  const apply = async (fields: Fields) =>
    answer(
      await handleApplicationSubmission(
        formRequest('/careers', 'job_application', { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com', job_id: jobId, ...fields }),
        context(),
      ),
    );

  it('stores SQL metacharacters and Unicode edge cases exactly as sent, in every text column', async () => {
    for (const [i, text] of VERBATIM_STRINGS.entries()) {
      const result = await sendQuote({
        first_name: text.slice(0, MAX.name),
        last_name: text.slice(0, MAX.name),
        email: `verbatim${i}@example.com`,
        message: text,
        company_name: text,
        job_title: text,
        phone: text.slice(0, MAX.phone),
      });
      expect(result, text).toMatchObject({ status: 200, ok: true });
    }
    const rows = await db().select().from(contact_leads);
    expect(rows).toHaveLength(VERBATIM_STRINGS.length);
    for (const [i, text] of VERBATIM_STRINGS.entries()) {
      const row = rows.find((r) => r.email === `verbatim${i}@example.com`)!;
      // Leading and trailing white space is trimmed by design; everything inside is kept.
      expect(row, text).toMatchObject({
        first_name: text.slice(0, MAX.name).trim(),
        message: text.trim(),
        company_name: text.trim(),
        job_title: text.trim(),
      });
    }
    // The table the first string names is still there, and so is every row.
    expect((await stored()).leads).toBe(VERBATIM_STRINGS.length);
  });

  it.each(limits.flatMap(({ form, send, fields }) => Object.entries(fields).map(([field, [label, max]]) => ({ form, send, field, label, max }))))(
    '$form: $field one character over its limit is a field error, and nothing is stored',
    async ({ send, field, label, max }) => {
      const over = await send({ [field]: 'x'.repeat(max + 1) });
      expect(over).toMatchObject({ status: 400, ok: false, title: 'Invalid Information', message: `${label} must be at most ${max.toLocaleString('en-US')} characters.` });
      expect(await stored()).toEqual(nothingStored);
      const exact = await send({ [field]: 'x'.repeat(max) });
      expect(exact).toMatchObject({ status: 200, ok: true });
    },
  );

  it('job application: every text field over its limit is refused by name', async () => {
    const fields: Record<string, [string, number]> = {
      phone: ['Phone', MAX.phone],
      current_company: ['Current company', MAX.company],
      current_position: ['Current position', MAX.jobTitle],
      salary_expectation: ['Salary expectation', MAX.shortText],
      cover_letter: ['Cover letter', MAX.longText],
      additional_info: ['Additional information', MAX.longText],
    };
    for (const [field, [label, max]] of Object.entries(fields)) {
      expect(await apply({ [field]: 'y'.repeat(max + 1) }), field).toMatchObject({ status: 400, title: 'Invalid Information', message: `${label} must be at most ${max.toLocaleString('en-US')} characters.` });
    }
    expect(await apply({ linkedin_url: `https://example.com/${'z'.repeat(MAX.url)}` })).toMatchObject({ status: 400, title: 'Invalid Information' });
    expect(await stored()).toEqual(nothingStored);
  });

  it('experience_years: negative, huge, fractional, exponent and non-numbers are refused; nothing is stored', async () => {
    for (const value of ['-1', '-0', '100', '1e3', '99999999999999999999', '3.5', 'NaN', 'Infinity', '0x10', '５', '1 2']) {
      expect(await apply({ experience_years: value }), value).toMatchObject({
        status: 400,
        ok: false,
        message: 'Please enter your years of experience as a whole number.',
      });
    }
    expect(await stored()).toEqual(nothingStored);
    expect(await apply({ experience_years: '12' })).toMatchObject({ status: 200, ok: true });
    expect((await db().select().from(job_applications))[0]).toMatchObject({ experience_years: 12 });
  });

  it('a field sent twice (a list for a string) is refused by name, and nothing is stored', async () => {
    expect(await sendQuote({ first_name: ['Ada', 'Eve'] })).toMatchObject({
      status: 400,
      title: 'Invalid Information',
      message: 'Please send one value for First name.',
    });
    expect(await sendQuote({ message: ['one', 'two', 'three'] })).toMatchObject({ status: 400, message: 'Please send one value for Message.' });
    expect(await apply({ experience_years: ['1', '2'] })).toMatchObject({ status: 400, message: 'Please send one value for Experience years.' });
    expect(await apply({ job_id: [jobId, jobId] })).toMatchObject({ status: 400, message: 'Please send one value for Job id.' });
    // PHP-style list names: refused as a list too (and one alone is not our field: then it is missing).
    const rest = { last_name: quote.last_name, email: quote.email, message: quote.message };
    expect(await sendQuote({ ...rest, first_name: '', 'first_name[]': ['Ada', 'Eve'] })).toMatchObject({
      status: 400,
      title: 'Invalid Information',
      message: 'Please send one value for First name.',
    });
    expect(await sendQuote({ ...rest, first_name: '', 'first_name[]': 'Ada' })).toMatchObject({
      status: 400,
      title: 'Missing Information',
      message: 'Please enter your first name.',
    });
    expect(await stored()).toEqual(nothingStored);
  });

  it('a file where text belongs, a JSON body and a broken body are refused; nothing is stored', async () => {
    const withFile = new FormData();
    for (const [name, value] of Object.entries({ ...quote, form: 'quote', form_token: issueFormToken(Date.now() - 5000) })) withFile.set(name, value);
    withFile.set('first_name', new Blob(['Ada'], { type: 'text/plain' }), 'name.txt');
    expect(await answer(await handleQuoteSubmission(new Request('http://localhost:3000/', { method: 'POST', body: withFile }), context()))).toMatchObject({
      status: 400,
      title: 'Missing Information',
    });

    const json = new Request('http://localhost:3000/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ form: 'quote', first_name: ['Ada'], last_name: { $ne: null }, email: ['a@b.co'], message: 1e308 }),
    });
    expect(await answer(await handleQuoteSubmission(json, context()))).toMatchObject({ status: 400, ok: false, title: 'Submission Failed' });

    const broken = new Request('http://localhost:3000/', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=nothing-here' },
      body: '--elsewhere\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nAda',
    });
    expect(await answer(await handleQuoteSubmission(broken, context()))).toMatchObject({ status: 400, ok: false, title: 'Submission Failed' });
    expect(await stored()).toEqual(nothingStored);
  });
});
