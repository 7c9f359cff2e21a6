import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../app/server/db/db.server';
import { makeSessionCookie } from '../tests/support/staff-sessions';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firmsite-admin-cli-'));
const tsx = path.resolve('node_modules/.bin/tsx');

function admin(...args: string[]) {
  const result = spawnSync(tsx, ['scripts/admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', NODE_ENV: 'production' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

describe('npm run admin', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('adds, lists and removes staff; removing ends their sessions', async () => {
    expect(admin('add', 'Ana@Corvane.example').out).toContain('Added ana@corvane.example');
    // The command line makes owners (issue 17).
    expect(admin('list').out).toMatch(/^ana@corvane\.example\towner\tadded /m);
    const handle = await openPglite(path.join(dataDir, 'pgdata'));
    await makeSessionCookie(handle.db, 'ana@corvane.example');
    await handle.close();
    const removed = admin('remove', 'ana@corvane.example');
    expect(removed.out).toContain('Removed ana@corvane.example; 1 session ended.');
    expect(admin('list').out).toContain('The staff list is empty.');
  }, 120_000);

  it('refuses bad input and an embedded database held by a running server', () => {
    expect(admin('add', 'not-an-address')).toMatchObject({ code: 1 });
    expect(admin('frobnicate').out).toContain('Usage: npm run admin');
    // The parent process stands in for the server holding DATA_DIR.
    fs.writeFileSync(path.join(dataDir, 'firmsite.lock'), String(process.pid));
    const refused = admin('list');
    fs.unlinkSync(path.join(dataDir, 'firmsite.lock'));
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/is in use by process \d+\. Stop that process first/);
  }, 120_000);
});
