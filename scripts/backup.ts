/**
 * A backup of the site's database, whichever it is, while the server runs (issue 47, ADR 380):
 *
 *   npm run backup [-- --out FILE]   default FILE: BACKUP_DIR/firmsite-<time>.backup.gz
 *
 * On the embedded database a running server holds DATA_DIR, so the script asks it over the socket
 * DATA_DIR/backup.sock to write the file; with no server there, it opens the database itself
 * (locked, open-database.ts). On PostgreSQL it reads the database itself. Either way the file is
 * then read back and checked whole before the script says it is done.
 */
import path from 'node:path';
import { backupFileName, takeBackup } from '../app/server/backup/backups.server';
import { BackupFileError } from '../app/server/backup/format.server';
import { verifyBackupFile } from '../app/server/backup/restore.server';
import { askServerForBackup } from '../app/server/backup/socket.server';
import { EnvError, parseEnv } from '../app/server/platform/env.server';
import { openScriptDatabase } from './open-database';

const usage = 'Usage: npm run backup [-- --out FILE]';
const args = process.argv.slice(2);
let out: string | undefined;
if (args.length === 2 && args[0] === '--out' && args[1]) out = args[1];
else if (args.length === 1 && args[0]!.startsWith('--out=') && args[0]!.length > 6) out = args[0]!.slice(6);
// `npm run backup --out FILE` (without `--`): npm takes `--out` as its own setting and passes FILE on.
else if (args.length === 1 && process.env.npm_config_out === 'true' && !args[0]!.startsWith('-')) out = args[0];
else if (args.length !== 0) {
  console.error(usage);
  process.exit(1);
}

let config;
try {
  config = parseEnv();
} catch (error) {
  console.error(error instanceof EnvError ? error.message : String(error));
  process.exit(1);
}
const file = path.resolve(out ?? path.join(config.BACKUP_DIR, backupFileName(new Date(), 'manual')));

try {
  let by = 'this script';
  const answer = config.DATABASE_URL ? undefined : await askServerForBackup(config.DATA_DIR, file);
  if (answer) {
    if (!answer.ok) throw new Error(`The server could not take the backup: ${answer.error ?? 'no reason given'}`);
    by = 'the running server';
  } else {
    const { handle, close } = await openScriptDatabase();
    try {
      await takeBackup(handle, file, 'manual');
    } finally {
      await close();
    }
  }
  const checked = await verifyBackupFile(file);
  const rows = Object.values(checked.manifest.tables).reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Backup written by ${by} and checked: ${file}\n` +
      `  ${checked.fileBytes} bytes, SHA-256 ${checked.fileSha256}\n` +
      `  ${Object.keys(checked.manifest.tables).length} tables, ${rows} rows, migration ${checked.header.migration}, snapshot at ${checked.header.created_at}`,
  );
} catch (error) {
  console.error(error instanceof BackupFileError || error instanceof Error ? error.message : String(error));
  process.exit(1);
}
