/**
 * The content bus: one page cache across instances. Several server processes on one PostgreSQL
 * database each keep their own public page cache (html-cache.server.ts), cleared by the local
 * content-change event (`onContentChange`). This module carries that event between instances:
 *
 * - after a content change commits here, it sends `NOTIFY firmsite_content` with this instance's
 *   id and the audit name of the table written (never a row's values: no personal data leaves);
 * - a dedicated connection (not one of the pool's: a pooled connection is shared and recycled,
 *   and a LISTEN lives only as long as its session) listens on the channel, and a notification
 *   from another instance is emitted locally as a 'remote' change, which the page cache clears
 *   on. Our own notifications come back too and are ignored (the local event already ran);
 * - a lost listening connection is reconnected with back-off. Notifications sent while it was
 *   down are lost for good, so: on losing it, and every second until it is back, a "clear
 *   everything" change is emitted (a page is then never more than a second stale, at the cost of
 *   at most one render per page per second while the database is unreachable); once LISTEN runs
 *   again, one more clear covers the changes made in the gap.
 *
 * On PGlite (embedded, one process) there is no other instance: the bus is not started and the
 * local event is all there is.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { db } from '~/server/db/db.server';
import { notifyContentChange, onContentChange, type ContentChange } from '~/server/entities/audit.server';
import { log } from '~/server/platform/log.server';

/** The NOTIFY channel (one per database: every instance on it serves the same content). */
export const CONTENT_CHANNEL = 'firmsite_content';

/** The listening connection's application_name starts with this (visible in pg_stat_activity). */
export const LISTENER_APPLICATION_NAME = 'firmsite-content-bus';

/** While the listener is down, the page cache is cleared this often. */
export const DISCONNECTED_CLEAR_MS = 1000;

/** Reconnection delays: doubling from the first, up to the last. */
const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5000;

/**
 * A silently dead connection (a host gone without a FIN) raises no error: the listener is asked
 * for a round trip this often and is replaced when it does not answer within the query timeout.
 */
const HEARTBEAT_MS = 15_000;
const QUERY_TIMEOUT_MS = 5000;

/** What one notification carries. */
interface ContentMessage {
  instance: string;
  entity: string | null;
}

export interface ContentBusOptions {
  /** The PostgreSQL server (DATABASE_URL); the bus is local-only without it. */
  connectionString: string | undefined;
  /** This process's id in the notifications (default: random per start). */
  instanceId?: string;
  /** How local changes are observed and remote ones emitted (default: audit.server's event). */
  subscribe?: (listener: (change: ContentChange) => void) => () => void;
  emit?: (change: ContentChange) => void;
  /** How a notification is sent (default: `select pg_notify(…)` through the app's pool). */
  publish?: (payload: string) => Promise<void>;
}

export interface ContentBus {
  readonly instanceId: string;
  /** The listening connection's application_name (unique per bus). */
  readonly applicationName: string;
  /** True while the LISTEN connection is up (always false when local-only). */
  isListening(): boolean;
  stop(): Promise<void>;
}

export function encodeMessage(message: ContentMessage): string {
  return JSON.stringify(message);
}

/** The message in a notification's payload, or undefined for anything that is not one of ours. */
export function decodeMessage(payload: string | undefined): ContentMessage | undefined {
  if (!payload) return undefined;
  try {
    const value = JSON.parse(payload) as { instance?: unknown; entity?: unknown };
    if (typeof value.instance !== 'string') return undefined;
    return { instance: value.instance, entity: typeof value.entity === 'string' ? value.entity : null };
  } catch {
    return undefined;
  }
}

const publishThroughPool = async (payload: string) => {
  await db().execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${payload})`);
};

/**
 * Starts the bus; resolves after the first connection attempt (a failed one is retried in the
 * background, with the cache cleared every second meanwhile, so start-up does not wait on it).
 */
export async function startContentBus(options: ContentBusOptions): Promise<ContentBus> {
  const instanceId = options.instanceId ?? crypto.randomUUID();
  const applicationName = `${LISTENER_APPLICATION_NAME} ${process.pid} ${instanceId.slice(0, 12)}`;
  const { connectionString } = options;
  if (!connectionString) {
    return { instanceId, applicationName, isListening: () => false, stop: async () => undefined };
  }
  const subscribe = options.subscribe ?? onContentChange;
  const emit = options.emit ?? ((change: ContentChange) => notifyContentChange(change));
  const publish = options.publish ?? publishThroughPool;

  let stopped = false;
  let listener: pg.Client | undefined;
  let listening = false;
  let attempt = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let clearTimer: NodeJS.Timeout | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;

  const clearEverything = () => emit({ entity: null, origin: 'remote' });

  const unsubscribe = subscribe((change) => {
    if (change.origin !== 'local' || stopped) return;
    publish(encodeMessage({ instance: instanceId, entity: change.entity })).catch((error: unknown) => {
      // The other instances' caches then expire by their TTL; nothing else is lost.
      log.warn({ message: error instanceof Error ? error.message : String(error) }, 'content bus: could not notify the other instances');
    });
  });

  const receive = (message: pg.Notification) => {
    if (message.channel !== CONTENT_CHANNEL) return;
    const decoded = decodeMessage(message.payload);
    if (!decoded || decoded.instance === instanceId) return;
    emit({ entity: decoded.entity, origin: 'remote' });
  };

  /** Marks `client` lost (once), starts the clearing and schedules a reconnection. */
  const lose = (client: pg.Client, error?: Error) => {
    if (listener !== client) return;
    listener = undefined;
    const wasListening = listening;
    listening = false;
    clearInterval(heartbeatTimer);
    client.end().catch(() => undefined);
    if (stopped) return;
    if (wasListening) {
      log.warn({ message: error?.message ?? 'connection ended' }, 'content bus: listening connection lost; reconnecting');
    }
    clearEverything();
    clearTimer ??= setInterval(clearEverything, DISCONNECTED_CLEAR_MS);
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (stopped || reconnectTimer) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt);
    attempt++;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void connect();
    }, delay);
  };

  const connect = async () => {
    const client = new pg.Client({
      connectionString,
      application_name: applicationName,
      keepAlive: true,
      connectionTimeoutMillis: 3000,
      query_timeout: QUERY_TIMEOUT_MS,
    });
    listener = client;
    client.on('error', (error) => lose(client, error));
    client.on('end', () => lose(client));
    client.on('notification', receive);
    try {
      await client.connect();
      await client.query(`LISTEN ${CONTENT_CHANNEL}`);
    } catch (error) {
      if (listener === client) lose(client, error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (stopped || listener !== client) {
      await client.end().catch(() => undefined);
      return;
    }
    listening = true;
    if (attempt > 0) log.info({ attempts: attempt }, 'content bus: listening again');
    attempt = 0;
    clearInterval(clearTimer);
    clearTimer = undefined;
    // Whatever changed while nobody listened: nothing cached before this moment is trusted.
    clearEverything();
    heartbeatTimer = setInterval(() => {
      client.query('select 1').catch((error: unknown) => lose(client, error instanceof Error ? error : new Error(String(error))));
    }, HEARTBEAT_MS);
    heartbeatTimer.unref();
  };

  await connect();
  if (!listening) log.warn('content bus: could not listen for other instances\u2019 changes yet; retrying (the page cache is cleared every second meanwhile)');

  return {
    instanceId,
    applicationName,
    isListening: () => listening,
    stop: async () => {
      stopped = true;
      unsubscribe();
      clearTimeout(reconnectTimer);
      clearInterval(clearTimer);
      clearInterval(heartbeatTimer);
      const client = listener;
      listener = undefined;
      listening = false;
      await client?.end().catch(() => undefined);
    },
  };
}
