/**
 * `npm run backup` while the server runs on the embedded database (ADR 380): PGlite's directory
 * is open in one process only, so the script asks the server to write the backup. It asks over a
 * Unix socket in DATA_DIR (backup.sock, mode 0600: only the user that runs the server can
 * connect; never a route on the site's port). One request line, `{"file": "/absolute/path"}`; one
 * answer line, `{"ok": true, "file", "sizeBytes", "sha256"}` or `{"ok": false, "error"}`. One
 * backup at a time; a request that does not arrive whole within 10 s is dropped.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { DatabaseHandle } from '~/server/db/db.server';
import { takeBackup } from '~/server/backup/backups.server';
import { log } from '~/server/platform/log.server';

export const BACKUP_SOCKET_NAME = 'backup.sock';
const REQUEST_MAX_BYTES = 8 * 1024;
const REQUEST_TIMEOUT_MS = 10_000;

export function backupSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), BACKUP_SOCKET_NAME);
}

export interface BackupAnswer {
  ok: boolean;
  file?: string;
  sizeBytes?: number;
  sha256?: string;
  error?: string;
}

/** Listens on DATA_DIR/backup.sock (the server holds DATA_DIR's lock, so a socket file left there is stale). */
export async function startBackupSocket(dataDir: string, handle: () => DatabaseHandle): Promise<{ stop(): Promise<void> }> {
  const socketPath = backupSocketPath(dataDir);
  fs.rmSync(socketPath, { force: true });
  let inFlight: Promise<void> | undefined;
  const server = net.createServer((connection) => {
    let received = '';
    connection.setTimeout(REQUEST_TIMEOUT_MS, () => connection.destroy());
    const answer = (reply: BackupAnswer) => connection.end(`${JSON.stringify(reply)}\n`);
    connection.on('error', () => connection.destroy());
    connection.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
      if (received.length > REQUEST_MAX_BYTES) return connection.destroy();
      const end = received.indexOf('\n');
      if (end === -1) return;
      connection.removeAllListeners('data');
      connection.setTimeout(0);
      let file: unknown;
      try {
        file = (JSON.parse(received.slice(0, end)) as { file?: unknown }).file;
      } catch {
        file = undefined;
      }
      if (typeof file !== 'string' || !path.isAbsolute(file)) return answer({ ok: false, error: 'the request must name an absolute file path' });
      if (inFlight) return answer({ ok: false, error: 'a backup is being taken already; try again when it is done' });
      inFlight = takeBackup(handle(), file, 'manual')
        .then((written) => {
          log.info({ file: path.basename(written.file), bytes: written.sizeBytes }, 'backup taken (asked over the backup socket)');
          answer({ ok: true, file: written.file, sizeBytes: written.sizeBytes, sha256: written.sha256 });
        })
        .catch((error: unknown) => {
          log.warn({ err: error }, 'backup asked over the backup socket failed');
          answer({ ok: false, error: error instanceof Error ? error.message : String(error) });
        })
        .finally(() => {
          inFlight = undefined;
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  fs.chmodSync(socketPath, 0o600);
  return {
    /** Stops listening and waits for a backup in flight (shutdown closes the database after it). */
    stop: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socketPath, { force: true });
      });
      await inFlight;
    },
  };
}

/**
 * Asks the server behind DATA_DIR's socket for a backup into `file`. Undefined when no server
 * answers there (no socket, or a stale one): the caller opens the database itself.
 */
export function askServerForBackup(dataDir: string, file: string): Promise<BackupAnswer | undefined> {
  const socketPath = backupSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    if (!fs.existsSync(socketPath)) return resolve(undefined);
    let connected = false;
    let received = '';
    const connection = net.createConnection(socketPath, () => {
      connected = true;
      connection.write(`${JSON.stringify({ file })}\n`);
    });
    connection.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
    });
    connection.on('end', () => {
      try {
        resolve(JSON.parse(received.trim()) as BackupAnswer);
      } catch {
        reject(new Error('the server closed the backup socket without an answer (see its log)'));
      }
    });
    connection.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ECONNREFUSED' || error.code === 'ENOENT')) resolve(undefined);
      else reject(error);
    });
  });
}
