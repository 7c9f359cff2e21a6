/**
 * Writing a backup (ADR 380): every table in one snapshot — a REPEATABLE READ, READ ONLY
 * transaction, so rows written while it runs are in none of the tables or in all of them — as
 * PostgreSQL's own JSON of each row (format.server.ts), read through a cursor a batch at a time.
 *
 * On PostgreSQL the transaction holds one pooled connection and blocks no writer. The embedded
 * database answers one transaction at a time, so there other queries wait until the backup is
 * written (cached pages keep being served; ADR 380 has the figures for the demo content).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from '~/server/db/db.server';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BackupWriter, type BackupHeader, type BackupManifest } from '~/server/backup/format.server';
import { backupTables, currentMigration } from '~/server/backup/tables.server';

/**
 * Rows fetched from the cursor at once; one at a time for tables with files: a résumé may be
 * 10 MB (20 MB as hex), and on the embedded database a result's memory is never given back.
 */
const FETCH_ROWS = 500;
const FETCH_BINARY_ROWS = 1;

export interface WrittenBackup {
  header: BackupHeader;
  manifest: BackupManifest;
  file: string;
  sizeBytes: number;
  /** SHA-256 of the compressed file, hex. */
  sha256: string;
}

const ident = (name: string) => sql.identifier(name);
const list = (names: string[]) => sql.join(names.map(ident), sql`, `);

/** Writes the backup of `handle`'s database into `out`. */
export async function writeBackupTo(handle: DatabaseHandle, out: Writable): Promise<{ header: BackupHeader; manifest: BackupManifest }> {
  const writer = new BackupWriter(out);
  const migration = currentMigration();
  try {
    const header = await handle.db.transaction(
      async (tx) => {
        await tx.execute(sql`set local timezone to 'UTC'`);
        await tx.execute(sql`set local bytea_output to 'hex'`);
        const [applied] = await queryRows<{ when: string | number | null }>(tx, sql`select max(created_at) as when from drizzle.__drizzle_migrations`);
        if (Number(applied?.when) !== migration.when) {
          throw new Error(`the database's newest migration is not this version's (${migration.tag}): back it up with the version that runs it`);
        }
        const [{ now }] = (await queryRows<{ now: string }>(tx, sql`select to_json(now())#>>'{}' as now`)) as [{ now: string }];
        const tables = backupTables();
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: BACKUP_FORMAT_VERSION,
          migration: migration.tag,
          created_at: new Date(now).toISOString(),
          database: handle.kind,
          tables: tables.map((table) => table.name),
        };
        await writer.header(header);
        for (const table of tables) {
          await writer.table(table.name, table.columns);
          // The key as text in byte order: the same order on every database, whatever its collation.
          const order = sql.join(table.key.map((column) => sql`${ident(column)}::text collate "C"`), sql`, `);
          await tx.execute(
            sql`declare backup_rows no scroll cursor for
                select row_to_json(r)::text as line
                  from (select ${list(table.columns)} from ${ident(table.name)} ${table.keep ? sql.raw(`where ${table.keep}`) : sql``} order by ${order}) r`,
          );
          const batch = table.binary ? FETCH_BINARY_ROWS : FETCH_ROWS;
          for (;;) {
            const rows = await queryRows<{ line: string }>(tx, sql.raw(`fetch ${batch} from backup_rows`));
            for (const row of rows) await writer.row(row.line);
            if (rows.length < batch) break;
          }
          await tx.execute(sql`close backup_rows`);
          await writer.end();
        }
        return header;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const manifest = await writer.finish();
    return { header, manifest };
  } catch (error) {
    writer.abort(error as Error);
    throw error;
  }
}

/**
 * Writes a backup into `file` (its directory is made): first under a temporary name beside it,
 * renamed once complete, so a file with the final name is always whole.
 */
export async function writeBackupFile(handle: DatabaseHandle, file: string): Promise<WrittenBackup> {
  const target = path.resolve(file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  const out = fs.createWriteStream(partial, { mode: 0o600 });
  try {
    const { header, manifest } = await writeBackupTo(handle, out);
    const sha256 = await fileSha256(partial);
    const sizeBytes = fs.statSync(partial).size;
    fs.renameSync(partial, target);
    return { header, manifest, file: target, sizeBytes, sha256 };
  } catch (error) {
    out.destroy();
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

/** SHA-256 of a file, read as a stream. */
export async function fileSha256(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
