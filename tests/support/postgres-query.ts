/**
 * The PostgreSQL server of the e2e suites that need one (two instances on one database, restore
 * into PostgreSQL, rows counted after a story): one way to make, query and drop a database of a
 * suite's own, and one statement over a short connection.
 */
import crypto from 'node:crypto';
import pg from 'pg';

/** The server those suites use: TEST_DATABASE_URL (CI sets it), else the local default. */
export const E2E_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function queryOnce<Row extends pg.QueryResultRow>(connectionString: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  /** The new database's name (for a test's own `pg_dump`/`psql` arguments). */
  name: string;
  /** Connection URL of the new database. */
  url: string;
  host: string;
  port: number;
  query: <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<Row[]>;
  drop: () => Promise<void>;
}

/** Why no suite database can be made: the server's error when none answers, else undefined. */
export async function postgresUnavailable(): Promise<string | undefined> {
  try {
    await queryOnce(E2E_POSTGRES_URL, 'select 1');
    return undefined;
  } catch (error) {
    return `no PostgreSQL server answers at TEST_DATABASE_URL or 127.0.0.1:5432 (${error instanceof Error ? error.message : String(error)})`;
  }
}

/**
 * A fresh, empty database on the e2e server, named `firmsite_{label}_{random}_{pid}` so parallel
 * workers and reruns never meet; undefined when no server answers (the suite then skips, saying
 * why: `postgresUnavailable()`). `drop` ends its pool and removes it even with connections open.
 */
export async function scratchDatabase(label: string): Promise<ScratchDatabase | undefined> {
  if (await postgresUnavailable()) return undefined;
  const name = `firmsite_${label}_${crypto.randomBytes(4).toString('hex')}_${process.pid}`;
  await queryOnce(E2E_POSTGRES_URL, `create database ${name}`);
  const url = new URL(E2E_POSTGRES_URL);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  pool.on('error', () => undefined);
  return {
    name,
    url: url.toString(),
    host: url.hostname,
    port: Number(url.port || 5432),
    query: async <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) => (await pool.query<Row>(text, values)).rows,
    drop: async () => {
      await pool.end();
      await queryOnce(E2E_POSTGRES_URL, `drop database if exists ${name} with (force)`);
    },
  };
}
