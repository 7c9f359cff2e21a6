/**
 * The backup socket (ADR 380 §4): only the server's own user may connect (mode 0600), a request
 * names an absolute file, the answer carries the file's size and SHA-256, and without a server
 * the script is told to open the database itself.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backups } from '~/server/db/schema.server';
import { askServerForBackup, backupSocketPath, startBackupSocket } from '~/server/backup/socket.server';
import { verifyBackupFile } from '~/server/backup/restore.server';
import { openTestDatabase } from '../../../tests/support/database';
import type { DatabaseHandle } from '~/server/db/db.server';

/** The newest migration file in drizzle/: what a backup taken now must name. */
const NEWEST_MIGRATION = fs.readdirSync(path.resolve('drizzle')).filter((name) => name.endsWith('.sql')).sort().at(-1)!.replace(/\.sql$/, '');

describe('the backup socket', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'firmsite-socket-'));
  let handle: DatabaseHandle;
  let socket: { stop(): Promise<void> };
  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    // A socket file left by a process that stopped without removing it.
    fs.writeFileSync(backupSocketPath(dir), 'stale');
    socket = await startBackupSocket(dir, () => handle);
  });
  afterAll(async () => {
    await socket.stop();
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is a socket only its owner may open', () => {
    const stat = fs.statSync(backupSocketPath(dir));
    expect(stat.isSocket()).toBe(true);
    expect(stat.mode & 0o777).toBe(0o600);
  });

  it('writes the asked backup, records it, and answers its size and SHA-256', async () => {
    const file = path.join(dir, 'asked.backup.gz');
    const answer = await askServerForBackup(dir, file);
    const bytes = fs.readFileSync(file);
    expect(answer).toEqual({ ok: true, file, sizeBytes: bytes.length, sha256: crypto.createHash('sha256').update(bytes).digest('hex') });
    expect((await verifyBackupFile(file)).header.migration).toBe(NEWEST_MIGRATION);
    const [row] = await handle.db.select().from(backups);
    expect(row).toMatchObject({ trigger: 'manual', status: 'done', file_name: 'asked.backup.gz', size_bytes: bytes.length });
  });

  it('refuses a relative path or a request that is not one', async () => {
    expect(await askServerForBackup(dir, 'relative.backup.gz')).toEqual({ ok: false, error: 'the request must name an absolute file path' });
    const raw = await new Promise<string>((resolve) => {
      let text = '';
      const connection = net.createConnection(backupSocketPath(dir), () => connection.write('backup please\n'));
      connection.on('data', (chunk: Buffer) => (text += chunk.toString()));
      connection.on('end', () => resolve(text));
    });
    expect(raw).toBe('{"ok":false,"error":"the request must name an absolute file path"}\n');
  });

  it('answers nothing where no server listens: the script opens the database itself', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'firmsite-socket-none-'));
    try {
      expect(await askServerForBackup(empty, path.join(empty, 'x.backup.gz'))).toBeUndefined();
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
