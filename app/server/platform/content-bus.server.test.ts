/**
 * The content bus between two instances in one process (each with its own local event, as two
 * processes would have), on a fresh database of the TEST_DATABASE_URL server. The two-process
 * proof through HTTP is tests/e2e/multi-instance.spec.ts.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, setDatabase, type DatabaseHandle } from '~/server/db/db.server';
import type { ContentChange } from '~/server/entities/audit.server';
import {
  CONTENT_CHANNEL,
  DISCONNECTED_CLEAR_MS,
  decodeMessage,
  startContentBus,
  type ContentBus,
} from '~/server/platform/content-bus.server';

/** One instance's local content-change event: what its writes announce and what it was told. */
function localEvents() {
  const listeners = new Set<(change: ContentChange) => void>();
  const emitted: ContentChange[] = [];
  return {
    emitted,
    subscribe: (listener: (change: ContentChange) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: (change: ContentChange) => emitted.push(change),
    /** A write committed in this instance. */
    write: (entity: string) => {
      for (const listener of listeners) listener({ entity, origin: 'local' });
    },
  };
}

/** How long a test waits for a notification to arrive. */
const NOTIFY_WAIT_MS = 15_000;

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

describe('content bus without a database server (embedded database)', () => {
  it('stays local: it listens to nothing and re-emits nothing', async () => {
    const events = localEvents();
    const bus = await startContentBus({ connectionString: undefined, subscribe: events.subscribe, emit: events.emit });
    events.write('jobs');
    expect(bus.isListening()).toBe(false);
    expect(events.emitted).toEqual([]);
    await bus.stop();
  });
});

describe('content bus messages', () => {
  it('reads only its own message shape', () => {
    expect(decodeMessage('{"instance":"a","entity":"jobs"}')).toEqual({ instance: 'a', entity: 'jobs' });
    expect(decodeMessage('{"instance":"a","entity":null}')).toEqual({ instance: 'a', entity: null });
    expect(decodeMessage('{"instance":"a"}')).toEqual({ instance: 'a', entity: null });
    expect(decodeMessage('not json')).toBeUndefined();
    expect(decodeMessage('{"entity":"jobs"}')).toBeUndefined();
    expect(decodeMessage(undefined)).toBeUndefined();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('content bus between two instances on PostgreSQL', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `firmsite_bus_${crypto.randomBytes(4).toString('hex')}`;
  const url = new URL(serverUrl || 'postgres://localhost/x');
  url.pathname = `/${name}`;
  let handle: DatabaseHandle;
  let watcher: pg.Client;
  const seen: string[] = [];
  const a = localEvents();
  const b = localEvents();
  let busA: ContentBus;
  let busB: ContentBus;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    // The bus publishes through the app's pool (no tables needed: pg_notify only).
    handle = await openPostgres(url.toString(), { migrate: false, max: 2 });
    setDatabase(handle);
    watcher = new pg.Client({ connectionString: url.toString() });
    await watcher.connect();
    watcher.on('notification', (message) => seen.push(message.payload ?? ''));
    await watcher.query(`LISTEN ${CONTENT_CHANNEL}`);
    busA = await startContentBus({ connectionString: url.toString(), instanceId: 'instance-a', subscribe: a.subscribe, emit: a.emit });
    busB = await startContentBus({ connectionString: url.toString(), instanceId: 'instance-b', subscribe: b.subscribe, emit: b.emit });
  });

  afterAll(async () => {
    await busA?.stop();
    await busB?.stop();
    await watcher?.end();
    setDatabase(undefined);
    await handle?.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  // Waits are generous (a loaded machine): only a notification can carry the change to B at all,
  // so how soon it arrives is a figure for the bench, not a pass mark here.
  it('carries a change made on A to B, as a remote change of the same table', async () => {
    expect(busA.isListening() && busB.isListening()).toBe(true);
    a.emitted.length = 0;
    b.emitted.length = 0;
    a.write('jobs');
    await until(() => b.emitted.length > 0, NOTIFY_WAIT_MS, 'B told of the change');
    expect(b.emitted).toEqual([{ entity: 'jobs', origin: 'remote' }]);
    // The notification says who and which table, nothing else.
    await until(() => seen.length > 0, NOTIFY_WAIT_MS, 'the notification on the channel');
    expect(seen.map((payload) => JSON.parse(payload) as unknown)).toEqual([{ instance: 'instance-a', entity: 'jobs' }]);
    // A hears its own notification and does not emit it again (its local event already ran).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(a.emitted).toEqual([]);
  });

  it('after its listening connection is cut, B clears everything, reconnects, clears again and hears A again', async () => {
    b.emitted.length = 0;
    const cut = await handle.db.execute(
      `select pg_terminate_backend(pid) as done from pg_stat_activity where application_name = '${busB.applicationName}'`,
    );
    expect((cut as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    // Lost: the cache is cleared at once…
    await until(() => b.emitted.length > 0, NOTIFY_WAIT_MS, 'the clear on losing the listener');
    expect(b.emitted[0]).toEqual({ entity: null, origin: 'remote' });
    // …and back within the first back-off steps, with one more clear for the gap.
    await until(() => busB.isListening(), NOTIFY_WAIT_MS, 'B listening again');
    const cleared = b.emitted.length;
    expect(b.emitted.every((change) => change.entity === null && change.origin === 'remote')).toBe(true);
    expect(cleared).toBeGreaterThanOrEqual(2);

    b.emitted.length = 0;
    a.write('news_articles');
    await until(() => b.emitted.length > 0, NOTIFY_WAIT_MS, 'B told of the change after reconnecting');
    expect(b.emitted).toEqual([{ entity: 'news_articles', origin: 'remote' }]);
  });

  it('keeps clearing every second while it cannot reconnect', async () => {
    const events = localEvents();
    // Nothing listens on port 1 of loopback: every attempt is refused.
    const unreachable = await startContentBus({ connectionString: 'postgres://postgres@127.0.0.1:1/none', subscribe: events.subscribe, emit: events.emit });
    expect(unreachable.isListening()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, DISCONNECTED_CLEAR_MS * 2.5));
    await unreachable.stop();
    const clears = events.emitted.length;
    expect(clears).toBeGreaterThanOrEqual(3);
    expect(events.emitted.every((change) => change.entity === null)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, DISCONNECTED_CLEAR_MS * 1.5));
    // Stopped means stopped.
    expect(events.emitted.length).toBe(clears);
  });
});
