/**
 * Durable notifications (DESIGN §3.4). A public write stores its notification in `outbox` with
 * the lead or application, atomically (queueNotification), one row per channel:
 * - 'email': to SALES_NOTIFY_EMAIL through sendMail (SMTP when SMTP_URL is set; otherwise the
 *   message is only written to the log, and the row counts as sent);
 * - 'webhook': a POST of JSON {to, from, subject, html, text} to NOTIFY_WEBHOOK_URL, enqueued only
 *   while that variable is set; a non-OK answer is the error 'Webhook failed: {status text}'.
 *
 * A worker (startOutboxWorker) polls every second and is also woken right after an enqueue in
 * this process. It claims due rows with FOR UPDATE SKIP LOCKED in one short statement that also
 * counts the attempt and pushes next_attempt_at ahead by a lease, so several workers or app
 * instances never send one row twice, and a row whose sender crashed is retried when the lease
 * ends. A failed send is retried with capped exponential backoff (5 s · 2^(n-1), at most 15 min);
 * after 8 attempts the row is 'dead' with its last error, until staff retry it.
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import { db, queryRows, type Executor } from '~/server/db/db.server';
import { env } from '~/server/platform/env.server';
import { errorMessage, log } from '~/server/platform/log.server';
import { sendMail, type CalendarAttachment } from '~/server/platform/mail.server';
import { countDelivery } from '~/server/platform/metrics.server';
import type { Notification } from '~/server/platform/notifications.server';
import { outbox } from '~/server/db/schema.server';
import type { OutboxChannel, OutboxStatus } from '~/domain/options';
import { parseEmailAddress } from '~/domain/email';
import { isUuid } from '~/domain/values';

export type { OutboxChannel };

/** What each outbox row carries (the webhook's JSON body is exactly this). */
export interface OutboxPayload {
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  /** Issue 46: a booked call's .ics (e-mail only; the webhook's body stays the five fields above). */
  calendar?: CalendarAttachment;
}

export const OUTBOX_MAX_ATTEMPTS = 8;
const BACKOFF_BASE_MS = 5_000;
const BACKOFF_CAP_MS = 15 * 60_000;
/** A claimed row is invisible to other workers this long; sends time out well before it ends. */
export const OUTBOX_LEASE_SECONDS = 120;
const WEBHOOK_TIMEOUT_MS = 15_000;

/** Delay before the next attempt after `attempts` failed ones: 5 s, 10 s, 20 s … capped at 15 min. */
export function outboxBackoffMs(attempts: number): number {
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/** The channels a new notification goes to under the current configuration. */
export function enabledChannels(): OutboxChannel[] {
  return env().NOTIFY_WEBHOOK_URL ? ['email', 'webhook'] : ['email'];
}

/**
 * The one way to queue a notification: one outbox row per enabled channel, in one statement.
 * Call `kickOutbox()` once the rows are committed.
 *
 * - `storing`: the INSERT … RETURNING of the row the notification announces (a lead). It runs as
 *   a data-modifying WITH and the outbox rows are selected from what it returned, so both are
 *   stored or neither, in one round trip instead of four (BEGIN, two INSERTs, COMMIT; ADR 040 §5).
 * - `executor`: a transaction that writes the announced row itself (an application, whose job is
 *   checked first); the rows commit or roll back with it. Defaults to the database.
 * - `to`: the recipient when it is not the sales address (a visitor's confirmation, a candidate's
 *   e-mail, a staff invitation).
 * - `channels`: the channels for this message instead of every enabled one; a message to a
 *   visitor or candidate goes by 'email' only (the webhook is the firm's own feed).
 * - `recordId`: the lead or application the message is about; erasing, withdrawing or purging
 *   that record deletes the message with it, sent or not (issue 20; issue 40, finding 5): a
 *   message lives exactly as long as its record (privacy/person.server.ts, ADR 300).
 * - `dedupeKey`: a message sent at most once (a lead's reminder step, ADR 360 §4), inserted with
 *   `on conflict (dedupe_key) do nothing`: when a row with the key exists (another instance queued
 *   it first) nothing is stored and 0 is returned instead of throwing. The key is unique per row,
 *   so such a message goes to exactly one channel (pass `channels`).
 * - `calendar`: a booked call's invitation (issue 46), mailed as a text/calendar alternative and an
 *   .ics attachment; a failed send is retried like any other, so the booking is never lost.
 *
 * The recipient is stored as the one parser's normalised address (app/domain/email.ts), so the
 * data-rights lookup finds it by exact match and the mailer gets a plain address; anything else
 * throws (callers pass addresses their forms already parsed).
 *
 * Returns the number of rows queued (the channels); throws when they were not all stored.
 */
export async function queueNotification(
  topic: string,
  message: Notification,
  options: { storing?: SQLWrapper; executor?: Executor; to?: string; channels?: readonly OutboxChannel[]; recordId?: string; dedupeKey?: string; calendar?: CalendarAttachment } = {},
): Promise<number> {
  const config = env();
  const to = parseEmailAddress(options.to ?? config.SALES_NOTIFY_EMAIL);
  if (to === null) throw new Error('the notification\'s recipient is not one plain e-mail address');
  const payload: OutboxPayload = { to, from: config.MAIL_FROM, ...message, ...(options.calendar ? { calendar: options.calendar } : {}) };
  const wanted = options.channels ? enabledChannels().filter((channel) => options.channels!.includes(channel)) : enabledChannels();
  if (wanted.length === 0) return 0;
  if (options.dedupeKey !== undefined && wanted.length > 1) throw new Error('a notification with a dedupe key goes to one channel');
  const channels = sql`(values ${sql.join(
    wanted.map((channel) => sql`(${channel})`),
    sql`, `,
  )}) as channel(name)`;
  // Drizzle puts an embedded query builder in parentheses itself: `with stored as (insert …)`.
  const source = options.storing ? sql`with stored as ${options.storing} ` : sql``;
  const from = options.storing ? sql`stored cross join ${channels}` : channels;
  const rows = await queryRows<{ id: string }>(
    options.executor ?? db(),
    sql`${source}insert into ${outbox} (channel, topic, payload, record_id, dedupe_key)
      select channel.name, ${topic}, ${JSON.stringify(payload)}::jsonb, ${options.recordId ?? null}::uuid, ${options.dedupeKey ?? null}::text
      from ${from}
      ${options.dedupeKey !== undefined ? sql`on conflict (dedupe_key) do nothing` : sql``}
      returning id`,
  );
  if (options.dedupeKey !== undefined) return rows.length;
  if (rows.length !== wanted.length) throw new Error('the notification was not stored with its row');
  return rows.length;
}

// ── Sending ─────────────────────────────────────────────────────────────────────────────────

type OutboxRow = typeof outbox.$inferSelect;

/** A claimed row as the raw query returns it (a driver may hand back the JSON payload as text). */
type ClaimedRow = Pick<OutboxRow, 'id' | 'channel' | 'topic' | 'attempts'> & { payload: OutboxPayload | string };

/**
 * One staff notification to several people: each gets it by e-mail, and the firm's webhook feed
 * (when configured) carries it once, with the first of them — a new lead, a booked call.
 */
export async function queueToStaff(
  topic: string,
  message: Notification,
  recipients: readonly (string | undefined)[],
  options: { executor?: Executor; recordId?: string; calendar?: CalendarAttachment } = {},
): Promise<void> {
  const [first, ...others] = recipients;
  await queueNotification(topic, message, { ...options, to: first });
  for (const to of others) await queueNotification(topic, message, { ...options, to, channels: ['email'] });
}

async function deliver(row: ClaimedRow): Promise<void> {
  const payload: OutboxPayload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as OutboxPayload) : row.payload;
  if (row.channel === 'email') {
    await sendMail({ to: payload.to, from: payload.from, subject: payload.subject, html: payload.html, text: payload.text, calendar: payload.calendar });
    return;
  }
  if (row.channel === 'webhook') {
    const url = env().NOTIFY_WEBHOOK_URL;
    if (!url) {
      log.info({ outbox: row.id }, 'webhook notification (NOTIFY_WEBHOOK_URL unset, not sent)');
      return;
    }
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ to: payload.to, from: payload.from, subject: payload.subject, html: payload.html, text: payload.text }),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    // The body is not needed; release the connection.
    await response.body?.cancel().catch(() => undefined);
    if (!response.ok) throw new Error(`Webhook failed: ${response.statusText || response.status}`);
    return;
  }
  throw new Error(`Unknown outbox channel: ${row.channel}`);
}

/** Claims up to `limit` due rows (counting the attempt and taking a lease) in one statement. */
async function claimDueRows(limit: number): Promise<ClaimedRow[]> {
  return queryRows<ClaimedRow>(
    db(),
    sql`
      with due as (
        select id from outbox
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked
      )
      update outbox as o
      set attempts = o.attempts + 1,
          next_attempt_at = now() + make_interval(secs => ${OUTBOX_LEASE_SECONDS})
      from due
      where o.id = due.id
      returning o.id, o.channel, o.topic, o.payload, o.attempts`,
  );
}

/** Records a pass's sent rows in one statement (each only if its lease is still this attempt's). */
async function markSent(rows: ClaimedRow[]): Promise<void> {
  if (rows.length === 0) return;
  const sent = sql.join(
    rows.map((row) => sql`(${row.id}::uuid, ${row.attempts}::int)`),
    sql`, `,
  );
  await db().execute(
    sql`update outbox as o set status = 'sent', sent_at = now(), last_error = null
        from (values ${sent}) as sent(id, attempts)
        where o.id = sent.id and o.attempts = sent.attempts and o.status = 'pending'`,
  );
}

async function markFailed(row: ClaimedRow, error: unknown): Promise<'retry' | 'dead'> {
  const message = errorMessage(error).slice(0, 1000);
  const dead = row.attempts >= OUTBOX_MAX_ATTEMPTS;
  const delaySeconds = outboxBackoffMs(row.attempts) / 1000;
  await db().execute(
    sql`update outbox
        set status = ${dead ? 'dead' : 'pending'},
            last_error = ${message},
            next_attempt_at = now() + make_interval(secs => ${delaySeconds})
        where id = ${row.id} and attempts = ${row.attempts} and status = 'pending'`,
  );
  const fields = { outbox: row.id, channel: row.channel, topic: row.topic, attempts: row.attempts, error: message };
  if (dead) log.error(fields, 'notification failed for the last time; marked dead');
  else log.warn({ ...fields, retryInSeconds: delaySeconds }, 'notification failed; will retry');
  return dead ? 'dead' : 'retry';
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  retried: number;
  dead: number;
}

/**
 * One pass: claims due rows, sends them, records each outcome — failures as they happen, the sent
 * rows together once the pass's sends are done (one statement per pass, not one per row).
 */
export async function deliverDueOutbox(options: { batchSize?: number } = {}): Promise<DeliveryReport> {
  const rows = await claimDueRows(options.batchSize ?? 10);
  const report: DeliveryReport = { claimed: rows.length, sent: 0, retried: 0, dead: 0 };
  const sent: ClaimedRow[] = [];
  await Promise.all(
    rows.map(async (row) => {
      try {
        await deliver(row);
      } catch (error) {
        const outcome = await markFailed(row, error);
        if (outcome === 'dead') report.dead++;
        else report.retried++;
        countDelivery(row.channel, outcome === 'dead' ? 'dead' : 'failed');
        return;
      }
      sent.push(row);
    }),
  );
  await markSent(sent);
  report.sent = sent.length;
  for (const row of sent) countDelivery(row.channel, 'sent');
  return report;
}

// ── The worker ──────────────────────────────────────────────────────────────────────────────

export interface OutboxWorker {
  /** Runs a pass now instead of waiting for the next poll. */
  kick(): void;
  /** Stops polling and waits for the pass in flight. */
  stop(): Promise<void>;
}

const workers = new Set<OutboxWorker>();

/** Wakes this process's workers (called after an enqueue commits). */
export function kickOutbox(): void {
  for (const worker of workers) worker.kick();
}

export function startOutboxWorker(options: { pollMs?: number; batchSize?: number } = {}): OutboxWorker {
  const pollMs = options.pollMs ?? 1000;
  const batchSize = options.batchSize ?? 10;
  let running = true;
  let kicked = false;
  let wake: (() => void) | undefined;

  const loop = (async () => {
    while (running) {
      kicked = false;
      let full = false;
      try {
        full = (await deliverDueOutbox({ batchSize })).claimed === batchSize;
      } catch (error) {
        log.warn({ err: error }, 'outbox pass failed');
      }
      if (!running) break;
      if (full || kicked) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  })();

  const worker: OutboxWorker = {
    kick() {
      kicked = true;
      wake?.();
    },
    async stop() {
      running = false;
      wake?.();
      workers.delete(worker);
      await loop;
    },
  };
  workers.add(worker);
  return worker;
}

// ── For the admin dashboard ───────────────────────────────────────────────────────────────────

/** A dead row with its message's subject and recipient; updated_at is when it last failed. */
export type DeadOutboxRow = Pick<OutboxRow, 'id' | 'channel' | 'topic' | 'attempts' | 'last_error' | 'created_at'> &
  Pick<OutboxPayload, 'subject' | 'to'> & { updated_at: Date };

/** Notifications that gave up after the last attempt, newest first. */
export async function listDeadOutboxRows(limit = 100): Promise<DeadOutboxRow[]> {
  const rows = await queryRows<Omit<DeadOutboxRow, 'created_at' | 'updated_at'> & { created_at: Date | string; updated_at: Date | string }>(
    db(),
    sql`select id, channel, topic, payload->>'subject' as subject, payload->>'to' as "to", attempts, last_error,
               created_at, next_attempt_at as updated_at
        from outbox where status = 'dead'
        order by created_at desc, id desc
        limit ${limit}`,
  );
  return rows.map((row) => ({ ...row, attempts: Number(row.attempts), created_at: new Date(row.created_at), updated_at: new Date(row.updated_at) }));
}

/** Puts a dead notification back in the queue with a fresh set of attempts. False if it is not dead. */
export async function retryOutboxRow(id: string, executor: Executor = db()): Promise<boolean> {
  if (!isUuid(id)) return false;
  // Drizzle puts an embedded query builder in parentheses itself: `with stored as (insert …)`.
  const rows = await queryRows<{ id: string }>(
    executor,
    sql`update outbox set status = 'pending', attempts = 0, next_attempt_at = now()
        where id = ${id} and status = 'dead' returning id`,
  );
  // Inside a caller's transaction the row is not visible yet; the next poll (≤ 1 s) finds it.
  if (rows.length > 0) kickOutbox();
  return rows.length > 0;
}

/** The most rows `outboxBacklog` counts per status: each scrape's query stays bounded however large a backlog grows. */
export const OUTBOX_BACKLOG_CAP = 10_000;

/**
 * The backlog for the metrics (each scrape): pending and dead rows, each counted up to
 * OUTBOX_BACKLOG_CAP through the (status, next_attempt_at) index, and the age of the oldest
 * pending row among the first OUTBOX_BACKLOG_CAP due (all of them, below the cap). Sent rows, which
 * grow for years, are not counted: the workers count their sends (firmsite_outbox_deliveries_total).
 */
export async function outboxBacklog(): Promise<{ pending: number; dead: number; oldestPendingSeconds: number }> {
  const [row] = await queryRows<{ pending: number | string; dead: number | string; oldest: number | string | null }>(
    db(),
    sql`select
          (select count(*) from (select 1 from outbox where status = 'pending' limit ${OUTBOX_BACKLOG_CAP}) as p) as pending,
          (select count(*) from (select 1 from outbox where status = 'dead' limit ${OUTBOX_BACKLOG_CAP}) as d) as dead,
          (select extract(epoch from now() - min(created_at))
             from (select created_at from outbox where status = 'pending' order by next_attempt_at limit ${OUTBOX_BACKLOG_CAP}) as o) as oldest`,
  );
  return { pending: Number(row?.pending ?? 0), dead: Number(row?.dead ?? 0), oldestPendingSeconds: Math.max(0, Number(row?.oldest ?? 0)) };
}

/** Row counts by status ('pending', 'sent', 'dead'), for the dashboard. */
export async function countOutboxByStatus(): Promise<Record<OutboxStatus, number>> {
  const rows = await queryRows<{ status: OutboxStatus; count: number | string }>(
    db(),
    sql`select status, count(*) as count from outbox group by status`,
  );
  const counts: Record<OutboxStatus, number> = { pending: 0, sent: 0, dead: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}
