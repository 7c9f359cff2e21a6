/**
 * Issue 16, findings 4 and 5, in-process on both databases: the process logger (its real options,
 * over a captured stream) never writes the values a visitor submitted when a query fails; the
 * public form checks refuse NUL, control characters and broken UTF-8 with a message naming the
 * field, before anything reaches the database; notification subjects are one line.
 */
import { requestContextFor } from '../../app/server/platform/request-state.server';
import { Writable } from 'node:stream';
import pino from 'pino';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv, setEnvForTests } from '../../app/server/platform/env.server';
import { loggerOptions, redactError } from '../../app/server/platform/log.server';
import { composeNotification } from '../../app/server/platform/notifications.server';
import { handleContactSubmission, handleQuoteSubmission } from '../../app/server/pages/public-forms.server';
import { contact_leads, outbox } from '../../app/server/db/schema.server';
import { issueFormToken } from '../../app/server/platform/spam.server';
import { testDatabaseKinds, useTestDatabase } from '../support/database';
import { resultOf } from '../support/route-results';

function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { logger: pino({ ...loggerOptions(), level: 'info' }, stream), output: () => lines.join('') };
}

let ip = 0;
const context = () => requestContextFor({ nonce: '', clientIp: `192.0.2.${++ip}`, requestId: 'security-log' });

function formRequest(path: string, fields: Record<string, string>): Request {
  const body = new URLSearchParams({ form_token: issueFormToken(Date.now() - 5000), ...fields });
  return new Request(`http://localhost:3000${path}`, { method: 'POST', body });
}

describe.each(testDatabaseKinds())('submitted values stay out of the log (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => {
    setEnvForTests(parseEnv({ NODE_ENV: 'test', BETTER_AUTH_SECRET: 'security-log-secret-0123456789abcdef', FORM_RATE_LIMIT_PER_10_MIN: '100000' }));
  });
  afterAll(() => setEnvForTests(undefined));

  it("a failed query's error is logged without Drizzle's params or the driver's detail", async () => {
    const secret = 'ada.secret-value@example.com';
    let failure: unknown;
    try {
      await db().insert(contact_leads).values({ first_name: 'Ada\u0000', last_name: 'Lovelace', email: secret, message: 'private text' });
    } catch (error) {
      failure = error;
    }
    expect(failure, 'PostgreSQL refuses U+0000').toBeInstanceOf(Error);
    // What the unredacted error would have printed: the values themselves.
    expect(JSON.stringify(pino.stdSerializers.err(failure as Error))).toContain(secret);

    const { logger, output } = capturedLogger();
    logger.error({ err: failure }, 'storing a form submission failed');
    const line = output();
    expect(line).toContain('storing a form submission failed');
    expect(line).toContain('params: [redacted]');
    expect(line).toContain('insert into');
    expect(line).not.toContain(secret);
    expect(line).not.toContain('private text');
    expect(line).not.toContain('Lovelace');
  });

  it("redacts errors nested as causes (the driver's detail goes, its code stays)", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505', detail: 'Key (email)=(eve@example.com) already exists.' });
    const wrapped = Object.assign(new Error('Failed query: insert into "x" values ($1)\nparams: eve@example.com', { cause }), {
      params: ['eve@example.com'],
    });
    const { logger, output } = capturedLogger();
    logger.error({ err: wrapped }, 'failed');
    expect(output()).not.toContain('eve@example.com');
    expect(output()).toContain('caused by: Error: duplicate key value violates unique constraint');
    const redacted = redactError(wrapped) as Error & { params?: unknown };
    expect(redacted.params).toBeUndefined();
    expect(redacted.cause).toMatchObject({ code: '23505', message: 'duplicate key value violates unique constraint' });
    expect((redacted.cause as { detail?: unknown }).detail).toBeUndefined();
    expect(redacted.message).toBe('Failed query: insert into "x" values ($1)\nparams: [redacted]');
  });

  it('public forms refuse NUL, control characters and broken UTF-8 with a message naming the field, storing nothing', async () => {
    const valid = { form: 'quote', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', message: 'A platform.' };
    const cases: [field: string, value: string, message: string][] = [
      ['first_name', 'Ada\u0000', 'Please remove the control characters or unreadable symbols from First name.'],
      ['message', 'hi\u001b[2J', 'Please remove the control characters or unreadable symbols from Message.'],
      ['company_name', 'Acme\ufffd', 'Please remove the control characters or unreadable symbols from Company name.'],
      ['job_title', 'CTO\ud800', 'Please remove the control characters or unreadable symbols from Job title.'],
      ['utm_source', 'news\u0000letter', 'Please remove the control characters or unreadable symbols from Utm source.'],
      ['email', 'ada\u0000@example.com', 'Please enter a valid email address.'],
    ];
    for (const [field, value, message] of cases) {
      const answer = await resultOf(handleQuoteSubmission(formRequest('/', { ...valid, [field]: value }), context()));
      expect(answer.status, field).toBe(400);
      expect((answer.data as { message: string }).message, field).toBe(message);
    }
    const contact = await resultOf(
      handleContactSubmission(formRequest('/contact-us', { form: 'contact', email: 'a@b.co', message: 'Hi\u0007' }), context()),
    );
    expect(contact.status).toBe(400);
    expect(await db().select({ n: count() }).from(contact_leads)).toEqual([{ n: 0 }]);
    expect(await db().select({ n: count() }).from(outbox)).toEqual([{ n: 0 }]);
    // Tabs and line breaks are ordinary text and still go through.
    const ok = await resultOf(handleQuoteSubmission(formRequest('/', { ...valid, message: 'line 1\r\n\tline 2' }), context()));
    expect(ok.status).toBe(200);
  });

  it("a notification's subject is one line (the webhook's JSON carries it as is)", () => {
    const message = composeNotification('New Quote Request from Ada\r\nBcc: x@evil.example\u0000', 'Heading', [], 'Closing');
    expect(message.subject).toBe('New Quote Request from Ada Bcc: x@evil.example');
  });
});
