/**
 * Restoring a backup (ADR 380) into an empty database of either kind. The whole file is read and
 * checked first (format.server.ts: gzip, format version, migration, every table's checksum, the
 * manifest); only then is anything written, in one transaction that reads the file again (and
 * fails if it is not byte for byte the file checked), resets the sequences, and re-applies the
 * erase journal's entries newer than the backup. Any failure rolls it all back: the target stays
 * empty.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle, type Executor } from '~/server/db/db.server';
import { BackupFileError, scanBackup, type BackupHeader, type BackupManifest } from '~/server/backup/format.server';
import { backupTables, currentMigration, expectedColumns, MIGRATION_SEEDED_TABLES } from '~/server/backup/tables.server';
import { addressesMatching, wellFormedIds, type EraseJournalEntry } from '~/server/backup/erase-journal.server';
import { eraseAddress, recordErasure } from '~/server/privacy/data-rights.server';
import { eraseRecords, recordsById } from '~/server/privacy/person.server';

/** The audit log's actor for what a restore erased again. */
export const RESTORE_JOURNAL_ACTOR = 'system (restore: erase journal)';

export interface RestoreReport {
  header: BackupHeader;
  manifest: BackupManifest;
  rows: number;
  /** Journal entries newer than the backup, and what re-applying them removed. */
  journal: { entries: number; leads: number; applications: number; addresses: number };
}

const ident = (name: string) => sql.identifier(name);

/** The first table with rows (migration-seeded tables aside), or undefined when the database is empty. */
export async function firstNonEmptyTable(executor: Executor): Promise<string | undefined> {
  for (const table of backupTables()) {
    if (MIGRATION_SEEDED_TABLES.includes(table.name)) continue;
    const [row] = await queryRows<{ found: boolean }>(executor, sql`select exists (select 1 from ${ident(table.name)}) as found`);
    if (row?.found) return table.name;
  }
  return undefined;
}

/** Every backup needs the same check of the target; the message is the operator's. */
async function refuseNonEmpty(executor: Executor): Promise<void> {
  const table = await firstNonEmptyTable(executor);
  if (table) {
    throw new BackupFileError(`The target database is not empty (${table} has rows): a backup is only restored into an empty database. Nothing was restored.`);
  }
}

/** Sets every sequence of a public table's column past the column's largest value (serial and identity columns). */
export async function resetSequences(tx: Executor): Promise<void> {
  const sequences = await queryRows<{ sequence: string; table_name: string; column_name: string }>(
    tx,
    sql`select s.relname as sequence, t.relname as table_name, a.attname as column_name
          from pg_class s
          join pg_namespace n on n.oid = s.relnamespace and n.nspname = 'public'
          join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
          join pg_class t on t.oid = d.refobjid
          join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
         where s.relkind = 'S'`,
  );
  for (const { sequence, table_name, column_name } of sequences) {
    await tx.execute(
      sql`select setval(${`public.${JSON.stringify(sequence)}`}::regclass, coalesce(max(${ident(column_name)}), 0) + 1, false) from ${ident(table_name)}`,
    );
  }
}

/** Re-applies the erase journal's entries (the caller picks those newer than the backup). */
export async function reapplyEraseJournal(tx: Executor, entries: EraseJournalEntry[]): Promise<RestoreReport['journal']> {
  const report = { entries: entries.length, leads: 0, applications: 0, addresses: 0 };
  if (entries.length === 0) return report;
  const leads = new Set(entries.flatMap((entry) => wellFormedIds(entry.leads)));
  const applications = new Set(entries.flatMap((entry) => wellFormedIds(entry.applications)));
  const byId = await eraseRecords(tx, recordsById({ leads: [...leads], applications: [...applications] }), new Date(), { cancelCalls: false });
  report.leads += byId.leads;
  report.applications += byId.applications;
  const keys = new Set(entries.map((entry) => entry.address).filter((key): key is string => typeof key === 'string'));
  for (const address of await addressesMatching(tx, keys)) {
    const { counts } = await eraseAddress(tx, address, { cancelCalls: false });
    report.leads += counts.leads;
    report.applications += counts.applications;
    report.addresses++;
  }
  await recordErasure(tx, RESTORE_JOURNAL_ACTOR, 'erase', crypto.randomUUID(), {
    leads: report.leads,
    applications: report.applications,
    addresses: report.addresses,
  });
  return report;
}

/** Checks the whole file; throws BackupFileError with the reason. Nothing is written. */
export function verifyBackupFile(file: string) {
  return scanBackup(file, { migration: currentMigration().tag, tables: expectedColumns() });
}

/**
 * Restores `file` into `handle`'s database, which must be empty (a fresh, migrated one). `journal`:
 * the erase journal's entries; those newer than the backup are re-applied.
 */
export async function restoreBackup(handle: DatabaseHandle, file: string, options: { journal?: EraseJournalEntry[] } = {}): Promise<RestoreReport> {
  const expect = { migration: currentMigration().tag, tables: expectedColumns() };
  const checked = await scanBackup(file, expect);
  await refuseNonEmpty(handle.db);
  const since = new Date(checked.header.created_at).getTime();
  const newer = (options.journal ?? []).filter((entry) => new Date(entry.at).getTime() > since);
  let rows = 0;
  const journal = await handle.db.transaction(async (tx) => {
    await refuseNonEmpty(tx);
    for (const name of [...MIGRATION_SEEDED_TABLES].reverse()) await tx.execute(sql`delete from ${ident(name)}`);
    const columnsOf = new Map(backupTables().map((table) => [table.name, table.columns]));
    const written = await scanBackup(file, expect, {
      rows: async (name, lines) => {
        const columns = sql.join((columnsOf.get(name) ?? []).map(ident), sql`, `);
        await tx.execute(
          sql`insert into ${ident(name)} (${columns}) overriding system value
              select ${columns} from json_populate_recordset(null::${ident(name)}, ${`[${lines.join(',')}]`}::json)`,
        );
        rows += lines.length;
      },
    });
    if (written.fileSha256 !== checked.fileSha256) throw new BackupFileError('The backup file changed while it was being restored. Nothing was restored.');
    await resetSequences(tx);
    return reapplyEraseJournal(tx, newer);
  });
  return { header: checked.header, manifest: checked.manifest, rows, journal };
}
