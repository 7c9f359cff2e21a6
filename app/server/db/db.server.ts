/**
 * The database connection. Two modes, one set of migrations and queries:
 * - embedded: PGlite (PostgreSQL in WebAssembly) in DATA_DIR/pgdata — the default;
 * - server: a node-postgres pool when DATABASE_URL is set.
 * Entity modules call `db()`; nothing else holds a connection.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { log } from '~/server/platform/log.server';
import { EMBEDDED_DATABASE_V8_FLAGS } from '~/server/platform/v8-settings.server';
import * as schema from '~/server/db/schema.server';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; it offers the same query API as `Database`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Database;
  /** One round trip; rejects when the database cannot answer within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
  /** The node-postgres pool's connections (the metrics); absent on the embedded database. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'drizzle');

/**
 * PGlite's own default gives PostgreSQL 128 MB of shared buffers, all of it inside the process's
 * WebAssembly memory; the site's data is a few megabytes (tens with years of leads), so 16 MB keeps
 * every page cached and the server's resident memory about 130 MB smaller.
 */
const PGLITE_SHARED_BUFFERS = '16MB';

const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];

/** The extensions the migrations create (0012: pg_trgm for search's typo correction, ADR 350); PGlite loads each on demand. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Creating a database cluster (initdb) runs a second PostgreSQL instance inside the process and
 * holds the new directory as an archive in memory, and WebAssembly memory is never given back: the
 * process would keep several times the memory of one that opens an existing directory (figures in
 * ADR 070). So a directory without a cluster is
 * created by a short-lived child process, whose memory is all returned when it exits; this process
 * only ever opens an existing cluster. (In memory, `dir` undefined — the tests — there is no child.)
 */
const INITIALISE_PGLITE = `
import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create(process.env.PGLITE_DIR, { startParams: JSON.parse(process.env.PGLITE_START_PARAMS) });
await db.close();
`;

async function initialisePgliteInChild(dir: string): Promise<void> {
  await promisify(execFile)(process.execPath, [...EMBEDDED_DATABASE_V8_FLAGS, '--input-type=module', '-e', INITIALISE_PGLITE], {
    cwd: process.cwd(),
    env: { ...process.env, PGLITE_DIR: dir, PGLITE_START_PARAMS: JSON.stringify(PGLITE_START_PARAMS) },
    timeout: 300_000,
  });
}

/**
 * V8 compiles PGlite's 9 MB WebAssembly module twice: at once with its baseline compiler
 * (Liftoff), then its hot functions again with the optimising one (TurboFan), whose work memory
 * lands in malloc arenas that are never returned to the system. Baseline-only, the process peaks
 * far lower and the queries are no slower (figures in ADR 140, re-measured in ADR 320). Set here, before
 * the module is compiled, so it applies only to the embedded database (ADR 140).
 */
function compileWasmWithBaselineOnly(): void {
  for (const flag of EMBEDDED_DATABASE_V8_FLAGS) v8.setFlagsFromString(flag);
}

/**
 * PGlite runs in this thread and answers in microtasks: a render whose loaders read the embedded
 * database never let the event loop turn until it was done, and every cached hit that arrived
 * meanwhile waited for the whole render (ADR 310 has the measured fall of cached hits while a few
 * connections asked for missing articles). Each query's answer now
 * waits for one turn of the event loop (setImmediate), so the hits waiting on their sockets are
 * answered between the queries of a render (ADR 310). PostgreSQL's answers arrive as I/O already.
 */
function yieldAfterEachQuery(client: PGlite): void {
  const query = client.query.bind(client);
  client.query = async function queryThenYield(...args: Parameters<PGlite['query']>) {
    const result = await query(...args);
    await new Promise<void>((resolve) => setImmediate(resolve));
    return result;
  } as PGlite['query'];
}

/**
 * Opens PGlite in a directory (created if missing) or in memory (`dir` undefined). In memory, it may
 * start from `loadDataDir`, a tarball from PGlite's `dumpDataDir()`, instead of running initdb: the
 * tests copy one migrated database per file that way. The migrations run either way (on a dump of
 * a migrated database they find nothing to do).
 */
export async function openPglite(
  dir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle> {
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) await initialisePgliteInChild(dir);
  }
  compileWasmWithBaselineOnly();
  const client = await PGlite.create(dir, { startParams: PGLITE_START_PARAMS, loadDataDir: options.loadDataDir, extensions: PGLITE_EXTENSIONS });
  yieldAfterEachQuery(client);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    kind: 'pglite',
    db,
    ping: (timeoutMs = 2000) => withTimeout(client.query('select 1').then(() => undefined), timeoutMs),
    close: () => client.close(),
  };
}

/** Connects a pool to a PostgreSQL server and applies pending migrations. */
export async function openPostgres(
  connectionString: string,
  options: { max?: number; migrate?: boolean } = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    // Queries that hang on a cut connection must fail, not pile up.
    query_timeout: 15_000,
  });
  // A client losing its connection must not crash the process: idle ones are the pool's 'error'
  // event; a checked-out one (between the statements of a transaction) emits 'error' itself, and
  // with no listener that would end the process. The query in progress fails on its own, and the
  // pool drops the broken client when it is released. (Only the message is logged: pg attaches the
  // whole client object to these errors.)
  const brief = (error: Error) => ({ message: error.message, code: (error as { code?: string }).code });
  pool.on('error', (error) => log.warn(brief(error), 'idle database connection failed'));
  pool.on('connect', (client) => {
    client.on('error', (error) => log.warn(brief(error), 'database connection failed while in use'));
  });
  const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Database;
  if (options.migrate !== false) {
    await migrateNodePostgres(drizzleNodePostgres({ client: pool, schema }), {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
  }
  return {
    kind: 'postgres',
    db,
    ping: (timeoutMs = 2000) => withTimeout(pool.query('select 1').then(() => undefined), timeoutMs),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// ── The process's current database ────────────────────────────────────────────────────────────

// Kept on globalThis so that Vite's dev-time module reloads reuse the open connection.
const holder = globalThis as typeof globalThis & { __firmsiteDatabase?: DatabaseHandle };

export function setDatabase(handle: DatabaseHandle | undefined): void {
  holder.__firmsiteDatabase = handle;
}

export function currentDatabase(): DatabaseHandle {
  const handle = holder.__firmsiteDatabase;
  if (!handle) throw new Error('The database is not open');
  return handle;
}

/** The Drizzle client for queries. */
export function db(): Database {
  return currentDatabase().db;
}

// ── The embedded database's directory lock ────────────────────────────────────────────────────

/**
 * PGlite has no lock between processes, and two processes writing one directory corrupt it.
 * We keep a lock file holding the owner's pid; a lock whose process is gone is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'firmsite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The embedded database in ${path.resolve(dataDir)} is in use by process ${owner}. ` +
            'Stop that process first (or point DATA_DIR elsewhere, or set DATABASE_URL).',
        );
      }
      fs.unlinkSync(lockFile);
    }
  }
  throw new Error(`Could not lock ${path.resolve(dataDir)}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<Row>(executor: Executor, query: SQL | string): Promise<Row[]> {
  const result = (await executor.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
