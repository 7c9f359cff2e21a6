/**
 * Fresh, migrated databases for integration tests: PGlite in memory always, loaded from the dump
 * of a migrated database that global-setup makes once per run, and a clone of the migrated
 * template on the PostgreSQL server when TEST_DATABASE_URL is set (CI sets it).
 */
import { notifyContentChange } from '../../app/server/entities/audit.server';
import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import {
  openPglite,
  openPostgres,
  setDatabase,
  type Database,
  type DatabaseHandle,
} from '../../app/server/db/db.server';
import { databaseUrl } from './global-setup';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** The database modes this run covers. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return inject('postgresTemplate') ? ['pglite', 'postgres'] : ['pglite'];
}

/** Opens a fresh migrated database of the given kind; `close` also drops a server database. */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openPglite(undefined, { loadDataDir: migratedPgliteDump() });
  const provided = inject('postgresTemplate');
  if (!provided) throw new Error('TEST_DATABASE_URL is not set');
  const name = `firmsite_t${crypto.randomBytes(4).toString('hex')}_${process.ppid}`;
  const admin = new pg.Client({ connectionString: provided.serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${provided.template}`);
  await admin.end();
  const handle = await openPostgres(databaseUrl(provided.serverUrl, name), { migrate: false });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: provided.serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

let pgliteDump: Blob | undefined;

/** Read once per test file: a file may open several databases, and each load only reads the Blob. */
function migratedPgliteDump(): Blob {
  pgliteDump ??= new Blob([fs.readFileSync(inject('pgliteDump'))]);
  return pgliteDump;
}

/**
 * Inside a `describe`: opens a fresh database before its tests, makes it the app's current
 * database, and closes it afterwards. Returns a getter for the Drizzle client.
 */
export function useTestDatabase(kind: TestDatabaseKind): () => Database {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    setDatabase(handle);
    // What the app holds in memory (the pages, redirects, addresses) came from another database.
    forgetHeldContent();
  });
  afterAll(async () => {
    setDatabase(undefined);
    await handle?.close();
  });
  return () => {
    if (!handle) throw new Error('the test database is not open yet');
    return handle.db;
  };
}

/**
 * Drops what the app holds in memory from the database (content-snapshot.server.ts: the pages,
 * redirects, known addresses; the page cache), as every write through the app does. For a test
 * that changes content rows directly (a `delete`), or switches databases.
 */
export function forgetHeldContent(): void {
  notifyContentChange();
}
