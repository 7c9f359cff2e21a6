/**
 * Once per `vitest run`: when TEST_DATABASE_URL points at a PostgreSQL server, migrate a
 * template database there; each test file then clones it (CREATE DATABASE … TEMPLATE), which
 * takes milliseconds and gives every file a fresh, isolated database.
 */
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openPostgres } from '../../app/server/db/db.server';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: { serverUrl: string; template: string } | null;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('postgresTemplate', null);
    return;
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

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
