/**
 * The embedded database in a directory: a fresh directory gets its cluster (made by a short-lived
 * child process, see `initialisePgliteInChild`), is migrated, and keeps what was written when the
 * server opens it again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, queryRows } from '~/server/db/db.server';

describe('embedded database in a directory', () => {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'firmsite-pgdata-')), 'pgdata');
  afterAll(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

  it('creates the cluster in a fresh directory, migrates it, and keeps its rows across a reopen', { timeout: 180_000 }, async () => {
    expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(false);
    const first = await openPglite(dir);
    expect(fs.readFileSync(path.join(dir, 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
    await first.db.execute(`insert into partners (slug, name, logo_url, description) values ('reopened-partner', 'Reopened Partner', '/logo.svg', 'Kept across a reopen.')`);
    await first.close();

    const again = await openPglite(dir);
    const rows = await queryRows<{ name: string }>(again.db, `select name from partners where name = 'Reopened Partner'`);
    await again.close();
    expect(rows).toEqual([{ name: 'Reopened Partner' }]);
  });
});
