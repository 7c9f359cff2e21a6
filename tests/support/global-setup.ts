/**
 * Once per `vitest run`, a migrated database that each test file copies, so that every file gets
 * a fresh, isolated database without paying for initdb and the migrations again:
 * - PGlite: a dump of its data directory (`dumpDataDir()`), written to a temporary file that each
 *   file loads (`loadDataDir`). It is made from the drizzle/ folder on every run, so a new
 *   migration is never missed.
 * - PostgreSQL, when TEST_DATABASE_URL points at a server: a template database there; each file
 *   clones it (CREATE DATABASE … TEMPLATE), which takes milliseconds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openPostgres, PGLITE_EXTENSIONS } from '../../app/server/db/db.server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The path of an uncompressed tarball of a migrated, empty PGlite data directory. */
    pgliteDump: string;
    postgresTemplate: { serverUrl: string; template: string } | null;
  }
}

export default async function setup(project: TestProject) {
  const dumpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firmsite-pglite-'));
  // The erase journal and backups the tests make go here, never into the checkout's data/backups
  // (a developer's real journal): the workers inherit the variables, and setEnvForTests puts this
  // directory in place of a configuration's default BACKUP_DIR.
  const backupDir = path.join(dumpDir, 'backups');
  process.env.TEST_BACKUP_DIR = backupDir;
  process.env.BACKUP_DIR ??= backupDir;
  const removeDump = () => fs.rmSync(dumpDir, { recursive: true, force: true });
  const dumpFile = path.join(dumpDir, 'migrated.tar');
  fs.writeFileSync(dumpFile, await dumpMigratedPglite());
  project.provide('pgliteDump', dumpFile);

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('postgresTemplate', null);
    return removeDump;
  }
  const template = `firmsite_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const handle = await openPostgres(databaseUrl(serverUrl, template), { max: 1 });
  await handle.close();
  await admin.end();
  project.provide('postgresTemplate', { serverUrl, template });

  return async () => {
    removeDump();
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    const { rows } = await cleanup.query<{ datname: string }>(
      `select datname from pg_database where datname like 'firmsite_t%_${process.pid}%' or datname = $1`,
      [template],
    );
    for (const { datname } of rows) await cleanup.query(`drop database if exists "${datname}" with (force)`);
    await cleanup.end();
  };
}

/**
 * Uncompressed, because each test file loads it and a tarball that need not be inflated loads
 * faster; it lives only for the run.
 */
async function dumpMigratedPglite(): Promise<Uint8Array> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await client.close();
  }
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
