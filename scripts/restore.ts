/**
 * Restores a backup into an empty database (issue 47, ADR 380):
 *
 *   npm run restore -- FILE [--journal JOURNAL | --no-journal]
 *
 * The target is DATABASE_URL's PostgreSQL database when it is set, else the embedded database in
 * DATA_DIR (made if missing; the server must be stopped). So a backup of either kind restores
 * into either: this is also how a site moves from the embedded database to PostgreSQL and back.
 *
 * The whole file is checked before anything is written, and everything is written in one
 * transaction: a damaged or cut-short file, a backup of another version, or a target that is not
 * empty is refused with the reason, and the target is left as it was. The erase journal
 * (default BACKUP_DIR/erase-journal.ndjson) is re-applied: whatever was erased after the backup
 * was taken is erased again.
 */
import path from 'node:path';
import { BackupFileError } from '../app/server/backup/format.server';
import { eraseJournalPath, readEraseJournal } from '../app/server/backup/erase-journal.server';
import { restoreBackup } from '../app/server/backup/restore.server';
import { openScriptDatabase } from './open-database';

const usage = 'Usage: npm run restore -- FILE [--journal JOURNAL | --no-journal]';
const [file, option, journalArgument, ...rest] = process.argv.slice(2);
const journalOption = option === '--journal' && journalArgument ? 'file' : option === '--no-journal' && !journalArgument ? 'none' : option === undefined ? 'default' : 'bad';
if (!file || file.startsWith('--') || journalOption === 'bad' || rest.length > 0) {
  console.error(usage);
  process.exit(1);
}

const { handle, config, close } = await openScriptDatabase();
let failed = false;
try {
  const journalFile = journalOption === 'file' ? path.resolve(journalArgument!) : eraseJournalPath(config.BACKUP_DIR);
  const journal = journalOption === 'none' ? [] : readEraseJournal(journalFile);
  const report = await restoreBackup(handle, path.resolve(file), { journal });
  const target = config.DATABASE_URL ? 'the PostgreSQL database (DATABASE_URL)' : `the embedded database in ${path.resolve(config.DATA_DIR, 'pgdata')}`;
  console.log(
    `Restored ${report.rows} rows of ${Object.keys(report.manifest.tables).length} tables into ${target}\n` +
      `  from the backup of ${report.header.created_at} (${report.header.database}, migration ${report.header.migration})\n` +
      (journalOption === 'none'
        ? '  erase journal: not applied (--no-journal)'
        : `  erase journal ${journalFile}: ${report.journal.entries} entr${report.journal.entries === 1 ? 'y' : 'ies'} newer than the backup; ` +
          `erased again ${report.journal.leads} lead(s), ${report.journal.applications} application(s), ${report.journal.addresses} address(es)`),
  );
} catch (error) {
  failed = true;
  console.error(error instanceof BackupFileError ? error.message : `Nothing was restored: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await close();
}
if (failed) process.exit(1);
