/**
 * The tables a backup holds: every table of the drizzle schema (schema.server.ts), found by
 * walking its exports, so a table added later is backed up without anyone remembering to list it
 * (backup.test.ts fails if a table of the database is not among them). Ordered so that a table
 * comes after every table it references: a restore inserts in file order and every foreign key
 * holds as it goes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { MIGRATIONS_FOLDER } from '~/server/db/db.server';
import * as schema from '~/server/db/schema.server';

export interface BackupTable {
  name: string;
  /** The stored columns (generated ones are recomputed by the database, never written). */
  columns: string[];
  /** The primary key's columns: rows are written in this order, so the same data gives the same file. */
  key: string[];
  /** A bytea column: rows are fetched a few at a time. */
  binary: boolean;
  /** Rows left out (SQL condition of the rows kept), or undefined for every row. */
  keep?: string;
}

/**
 * Rows that are not facts about the site: a backup still being written (the backup's own row among
 * them) is left out, so a restored site does not show one forever running.
 */
const KEPT_ROWS: Readonly<Record<string, string>> = { backups: `status <> 'running'` };

/** Tables a fresh migration fills (0014 seeds the offices and the routing rules): a restore replaces their rows. */
export const MIGRATION_SEEDED_TABLES: readonly string[] = ['offices', 'routing_rule_sets'];

let cached: BackupTable[] | undefined;

export function backupTables(): BackupTable[] {
  if (cached) return cached;
  const found = new Map<string, { table: BackupTable; references: string[] }>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    if (config.schema && config.schema !== 'public') continue;
    const columns = config.columns.filter((column) => !column.generated);
    const key = config.primaryKeys[0]?.columns.map((column) => column.name) ?? config.columns.filter((column) => column.primary).map((column) => column.name);
    if (key.length === 0) throw new Error(`table ${config.name} has no primary key: a backup cannot write it in a fixed order`);
    const references = config.foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name).filter((name) => name !== config.name);
    found.set(config.name, {
      table: {
        name: config.name,
        columns: columns.map((column) => column.name),
        key,
        binary: columns.some((column) => column.getSQLType() === 'bytea'),
        keep: KEPT_ROWS[config.name],
      },
      references,
    });
  }
  // Referenced tables first (a depth-first walk); by name among equals, so the order never changes by itself.
  const ordered: BackupTable[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    const entry = found.get(name);
    if (!entry) throw new Error(`a foreign key references ${name}, which is not in the schema`);
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new Error(`the foreign keys around ${name} form a cycle: a restore cannot order them`);
    state.set(name, 'visiting');
    for (const reference of [...entry.references].sort()) visit(reference);
    state.set(name, 'done');
    ordered.push(entry.table);
  };
  for (const name of [...found.keys()].sort()) visit(name);
  cached = ordered;
  return ordered;
}

/** name → columns, what a restore expects of a file. */
export function expectedColumns(): Map<string, readonly string[]> {
  return new Map(backupTables().map((table) => [table.name, table.columns]));
}

/** The newest migration of this version (its tag in drizzle/meta/_journal.json) and when it was made. */
export function currentMigration(): { tag: string; when: number } {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
  const last = journal.entries.at(-1);
  if (!last) throw new Error('drizzle/meta/_journal.json lists no migration');
  return { tag: last.tag, when: last.when };
}
