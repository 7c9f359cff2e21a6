import { count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { action as homeAction } from '~/routes/site/home';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { freePort, startSmtpCapture, startWebhookReceiver } from '../../../tests/support/notify-capture';
import { dataOf, resultOf } from '../../../tests/support/route-results';
import { parseEnv, setEnvForTests } from '~/server/platform/env.server';
import {
  deliverDueOutbox,
  listDeadOutboxRows,
  OUTBOX_MAX_ATTEMPTS,
  outboxBackoffMs,
  retryOutboxRow,
  queueNotification,
  startOutboxWorker,
} from '~/server/platform/outbox.server';
import { contact_leads, outbox } from '~/server/db/schema.server';
import { outboxDeliveries, resetMetricsForTests } from '~/server/platform/metrics.server';
import { issueFormToken } from '~/server/platform/spam.server';
import { requestContextFor } from '~/server/platform/request-state.server';

function configure(overrides: Record<string, string>) {
  setEnvForTests(
    parseEnv({
      NODE_ENV: 'test',
      BETTER_AUTH_SECRET: 'integration-test-secret-0123456789abcdef',
      FORM_RATE_LIMIT_PER_10_MIN: '100000',
      SALES_NOTIFY_EMAIL: 'sales@corvane.example',
      MAIL_FROM: 'Corvane Digital <no-reply@corvane.example>',
      ...overrides,
    }),
  );
}

async function submitQuote(i: number) {
  const body = new FormData();
  for (const [name, value] of Object.entries({
    form: 'quote',
    first_name: `Ada${i}`,
    last_name: 'Lovelace',
    email: `ada${i}@example.com`,
    phone: '+1 555 0100',
    company_name: 'Analytical Engines & Co',
    industry: 'Financial Services',
    project_type: 'Generative AI & Data Solutions',
    budget: '$100K - $250K',
    timeline: '3-6 months',
    message: `Project ${i}: <script>alert(1)</script> needs a forecasting model.`,
    form_token: issueFormToken(Date.now() - 5000),
    website: '',
  })) {
    body.set(name, value);
  }
  const result = await resultOf(
    homeAction({
      request: new Request('http://localhost/?index', { method: 'POST', body }),
      context: requestContextFor({ nonce: '', clientIp: '203.0.113.7', requestId: 't' }),
      params: {},
    } as Parameters<typeof homeAction>[0]),
  );
  return { status: result.status, ok: dataOf<{ ok: boolean }>(result).ok };
}

/** Runs passes until nothing is due (making retry-scheduled rows due at once, as time passing would). */
async function drain(db: ReturnType<ReturnType<typeof useTestDatabase>>, { makeDue = true } = {}) {
  for (let pass = 0; pass < 50; pass++) {
    if (makeDue) await db.execute(sql`update outbox set next_attempt_at = now() where status = 'pending'`);
    const report = await deliverDueOutbox({ batchSize: 25 });
    if (report.claimed === 0) return;
  }
  throw new Error('the outbox did not drain');
}

describe.each(testDatabaseKinds())('the notification outbox on %s', (kind) => {
  const db = useTestDatabase(kind);
  afterEach(async () => {
    await db().delete(outbox);
    await db().delete(contact_leads);
  });
  afterAll(() => setEnvForTests(undefined));

  it('backs off exponentially, capped at 15 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 12].map(outboxBackoffMs)).toEqual([5000, 10000, 20000, 40000, 80000, 160000, 320000, 640000, 900000, 900000]);
  });

  it('with the SMTP server and the webhook receiver down, quotes still succeed; when they return every notification arrives exactly once', async () => {
    const smtpPort = await freePort();
    const webhookPort = await freePort();
    configure({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/hook` });

    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => submitQuote(i)));
    expect(results).toEqual(Array.from({ length: 5 }, () => ({ status: 200, ok: true })));

    // Both receivers are down: every row fails once and is scheduled for a retry 5 s later.
    const first = await deliverDueOutbox({ batchSize: 25 });
    // Ten staff rows (e-mail and webhook per quote) and five visitor confirmations (issue 20).
    expect(first).toEqual({ claimed: 15, sent: 0, retried: 15, dead: 0 });
    const failed = await db().select().from(outbox);
    for (const row of failed) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.last_error).toBeTruthy();
      const delay = row.next_attempt_at.getTime() - Date.now();
      expect(delay).toBeGreaterThan(2000);
      expect(delay).toBeLessThanOrEqual(5500);
    }
    expect(failed.filter((r) => r.channel === 'webhook').every((r) => /ECONNREFUSED|fetch failed/.test(r.last_error ?? ''))).toBe(true);
    // Nothing is due yet: a pass sends nothing.
    expect((await deliverDueOutbox()).claimed).toBe(0);

    const smtp = await startSmtpCapture(smtpPort);
    const webhook = await startWebhookReceiver(webhookPort);
    try {
      await drain(db());
      await drain(db());
      expect(await db().select({ n: count() }).from(outbox).where(eq(outbox.status, 'sent'))).toEqual([{ n: 15 }]);

      expect(smtp.messages).toHaveLength(10);
      expect(webhook.calls).toHaveLength(5);
      const toSales = smtp.messages.filter((m) => m.to.includes('sales@corvane.example'));
      expect(smtp.messages.filter((m) => !toSales.includes(m)).map((m) => m.to[0]).sort()).toEqual([0, 1, 2, 3, 4].map((i) => `ada${i}@example.com`));
      const subjects = toSales.map((m) => m.subject).sort();
      expect(subjects).toEqual([0, 1, 2, 3, 4].map((i) => `New Quote Request from Ada${i} Lovelace`));
      expect(webhook.calls.map((c) => c.body.subject).sort()).toEqual(subjects);

      const mail = smtp.messages.find((m) => m.subject === 'New Quote Request from Ada3 Lovelace');
      expect(mail?.to).toEqual(['sales@corvane.example']);
      expect(mail?.from).toBe('no-reply@corvane.example');
      for (const part of ['Contact Information', 'Project Details', 'Project Description', 'ada3@example.com', '+1 555 0100', 'Financial Services', 'Generative AI & Data Solutions', '$100K - $250K', '3-6 months', 'within 24 hours']) {
        expect(mail?.text).toContain(part);
      }
      expect(mail?.text).toContain('Project 3: <script>alert(1)</script> needs a forecasting model.');
      expect(mail?.html).toContain('Project 3: &lt;script&gt;alert(1)&lt;/script&gt; needs a forecasting model.');
      expect(mail?.html).toContain('Analytical Engines &amp; Co');
      expect(mail?.html).not.toContain('<script>');

      const call = webhook.calls.find((c) => c.body.subject === 'New Quote Request from Ada3 Lovelace');
      expect(call?.url).toBe('/hook');
      expect(call?.contentType).toBe('application/json');
      expect(Object.keys(call?.body ?? {}).sort()).toEqual(['from', 'html', 'subject', 'text', 'to']);
      expect(call?.body).toMatchObject({ to: 'sales@corvane.example', from: 'Corvane Digital <no-reply@corvane.example>' });
      expect(call?.body.text).toBe(mail?.text.replace(/\r\n/g, '\n').trimEnd());
      expect(call?.body.html).toContain('Project 3: &lt;script&gt;');
    } finally {
      await smtp.close();
      await webhook.close();
    }
  });

  it('marks a row dead after 8 attempts with the webhook error, lists it, and retries it on request', async () => {
    const receiver = await startWebhookReceiver(0, { status: 503, statusText: 'Service Unavailable' });
    configure({ NOTIFY_WEBHOOK_URL: receiver.url });
    try {
      await db().transaction((tx) => queueNotification('test.dead', { subject: 'Doomed', html: '<p>x</p>', text: 'x' }, { executor: tx }));
      const [webhookRow] = await db().select().from(outbox).where(eq(outbox.channel, 'webhook'));
      if (!webhookRow) throw new Error('no webhook row');
      for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
        await db().execute(sql`update outbox set next_attempt_at = now() where status = 'pending'`);
        await deliverDueOutbox();
        const [row] = await db().select().from(outbox).where(eq(outbox.id, webhookRow.id));
        expect(row).toMatchObject({ attempts: attempt, status: attempt < OUTBOX_MAX_ATTEMPTS ? 'pending' : 'dead', last_error: 'Webhook failed: Service Unavailable' });
      }
      // A dead row is never claimed again.
      await db().execute(sql`update outbox set next_attempt_at = now()`);
      expect((await deliverDueOutbox()).claimed).toBe(0);
      // The e-mail row (SMTP_URL unset: logged only) was sent on the first pass.
      expect(await db().select({ status: outbox.status }).from(outbox).where(eq(outbox.channel, 'email'))).toEqual([{ status: 'sent' }]);

      const dead = await listDeadOutboxRows();
      expect(dead).toHaveLength(1);
      expect(dead[0]).toMatchObject({ id: webhookRow.id, channel: 'webhook', topic: 'test.dead', subject: 'Doomed', to: 'sales@corvane.example', attempts: 8, last_error: 'Webhook failed: Service Unavailable' });

      receiver.answer.status = 200;
      expect(await retryOutboxRow(webhookRow.id)).toBe(true);
      expect(await retryOutboxRow(webhookRow.id)).toBe(false);
      expect(await retryOutboxRow('not-a-uuid')).toBe(false);
      await drain(db(), { makeDue: false });
      const [row] = await db().select().from(outbox).where(eq(outbox.id, webhookRow.id));
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
      expect(row?.sent_at).toBeInstanceOf(Date);
      expect(receiver.calls).toHaveLength(1);
      expect(await listDeadOutboxRows()).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  it('counts each delivery attempt by channel and outcome for the metrics (sent, failed, dead)', async () => {
    const receiver = await startWebhookReceiver(0, { status: 500 });
    configure({ NOTIFY_WEBHOOK_URL: receiver.url });
    resetMetricsForTests();
    try {
      await queueNotification('test.metrics', { subject: 'Counted', html: '', text: '' });
      await deliverDueOutbox();
      // The webhook's next failure is its last.
      await db().execute(sql`update outbox set attempts = ${OUTBOX_MAX_ATTEMPTS - 1}, next_attempt_at = now() where status = 'pending'`);
      await deliverDueOutbox();
      expect(Object.fromEntries(outboxDeliveries)).toEqual({ email: { sent: 1, failed: 0, dead: 0 }, webhook: { sent: 0, failed: 1, dead: 1 } });
    } finally {
      resetMetricsForTests();
      await receiver.close();
    }
  });

  it('retries a row whose sender crashed once its lease ends', async () => {
    const receiver = await startWebhookReceiver();
    configure({ NOTIFY_WEBHOOK_URL: receiver.url });
    try {
      await queueNotification('test.lease', { subject: 'Leased', html: '', text: '' });
      // A sender claimed both rows (attempt counted, lease taken) and died before recording anything.
      await db().execute(sql`update outbox set attempts = 1, next_attempt_at = now() + interval '120 seconds'`);
      expect((await deliverDueOutbox()).claimed).toBe(0);
      await db().execute(sql`update outbox set next_attempt_at = now() - interval '1 second'`);
      expect(await deliverDueOutbox()).toMatchObject({ claimed: 2, sent: 2 });
      expect(receiver.calls).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('two workers claiming concurrently never send a row twice', async () => {
    const smtp = await startSmtpCapture();
    const webhook = await startWebhookReceiver();
    configure({ SMTP_URL: smtp.url, NOTIFY_WEBHOOK_URL: webhook.url });
    const total = 40;
    await db().transaction(async (tx) => {
      for (let i = 0; i < total; i++) await queueNotification('test.race', { subject: `Race ${i}`, html: `<p>${i}</p>`, text: `${i}` }, { executor: tx });
    });
    const workers = [startOutboxWorker({ pollMs: 10, batchSize: 3 }), startOutboxWorker({ pollMs: 10, batchSize: 3 })];
    try {
      const deadline = Date.now() + 25_000;
      for (;;) {
        const [pending] = await db().select({ n: count() }).from(outbox).where(eq(outbox.status, 'pending'));
        if (pending?.n === 0) break;
        if (Date.now() > deadline) throw new Error('the workers did not finish');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    try {
      const mailSubjects = smtp.messages.map((m) => m.subject);
      const hookSubjects = webhook.calls.map((c) => c.body.subject);
      expect(mailSubjects).toHaveLength(total);
      expect(new Set(mailSubjects).size).toBe(total);
      expect(hookSubjects).toHaveLength(total);
      expect(new Set(hookSubjects).size).toBe(total);
      const rows = await db().select({ attempts: outbox.attempts, status: outbox.status }).from(outbox);
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await smtp.close();
      await webhook.close();
    }
  });
});

describe.each(testDatabaseKinds())('queueing a notification on %s', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => configure({}));
  afterEach(async () => {
    await db().delete(outbox);
  });
  afterAll(() => setEnvForTests(undefined));
  it('writes only an e-mail row when no webhook is configured', async () => {
    expect(await queueNotification('t', { subject: 's', html: 'h', text: 't' })).toBe(1);
    const inserted = await db().select({ channel: outbox.channel, topic: outbox.topic, payload: outbox.payload }).from(outbox);
    expect(inserted).toEqual([{ channel: 'email', topic: 't', payload: { to: 'sales@corvane.example', from: 'Corvane Digital <no-reply@corvane.example>', subject: 's', html: 'h', text: 't' } }]);
  });

  it('sends a message to its own recipient by e-mail only when asked, even with a webhook configured', async () => {
    configure({ NOTIFY_WEBHOOK_URL: 'http://127.0.0.1:9/hook' });
    try {
      expect(await queueNotification('visitor', { subject: 's', html: 'h', text: 't' }, { to: 'visitor@example.com', channels: ['email'] })).toBe(1);
      expect(await queueNotification('staff', { subject: 's', html: 'h', text: 't' })).toBe(2);
      const rows = await db().select({ channel: outbox.channel, topic: outbox.topic, payload: outbox.payload }).from(outbox).orderBy(outbox.topic, outbox.channel);
      expect(rows.map((row) => [row.topic, row.channel, (row.payload as { to: string }).to])).toEqual([
        ['staff', 'email', 'sales@corvane.example'],
        ['staff', 'webhook', 'sales@corvane.example'],
        ['visitor', 'email', 'visitor@example.com'],
      ]);
    } finally {
      configure({});
    }
  });

  it('stores nothing when the row it announces is not stored', async () => {
    configure({ NOTIFY_WEBHOOK_URL: 'http://127.0.0.1:9/hook' });
    try {
      // The announced row's insert returns nothing (its values select no row): no outbox row either.
      const storing = sql`(insert into ${contact_leads} (first_name, last_name, email, message) select 'A', 'B', 'a@example.com', 'm' where false returning id)`;
      await expect(queueNotification('t', { subject: 's', html: 'h', text: 't' }, { storing })).rejects.toThrow('the notification was not stored with its row');
      expect(await db().select({ n: count() }).from(outbox)).toEqual([{ n: 0 }]);
    } finally {
      configure({});
    }
  });
});
