/**
 * One statement on a PostgreSQL server over its own short connection: what the e2e suites that
 * make a database of their own (two instances on one database) use to create, inspect and drop it.
 */
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
