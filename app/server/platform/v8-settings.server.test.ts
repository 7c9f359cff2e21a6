import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_DATABASE_V8_FLAGS, V8_FLAGS_WE_SET } from '~/server/platform/v8-settings.server';

/**
 * `v8.setFlagsFromString` ignores a flag this V8 does not know, so a Node upgrade that drops one of
 * ours would silently undo its setting. Node refuses an unknown flag on its command line instead
 * ("bad option", exit 9): each flag we set is tried there (ADR 320).
 */
function nodeAccepts(flag: string): { status: number | null; stderr: string } {
  const result = spawnSync(process.execPath, [flag, '-e', '0'], { encoding: 'utf8', timeout: 30_000 });
  return { status: result.status, stderr: result.stderr };
}

describe('the V8 flags the code sets (ADR 320)', () => {
  it.each(V8_FLAGS_WE_SET.map((flag) => [flag]))('this Node’s V8 still knows %s', (flag) => {
    expect(nodeAccepts(flag)).toEqual({ status: 0, stderr: '' });
  });

  it('an unknown flag is refused, so the check above can fail', () => {
    const refused = nodeAccepts('--no-such-v8-flag-for-this-test');
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('bad option');
  });
});

/**
 * Knowing a flag is not enough: set at run time, a flag's implications may not follow (Node 24's
 * V8 stopped applying them, and `--liftoff-only` alone no longer kept TurboFan off PGlite's
 * WebAssembly; ADR 390). A child process sets the embedded database's flags as db.server.ts does
 * (`v8.setFlagsFromString`, before PGlite loads), opens PGlite in memory, runs the same queries as
 * a control child without them, and reports its peak resident memory (VmHWM). TurboFan's work
 * memory is what the flags keep out, so the flagged child must peak clearly lower.
 */
const PGLITE_PEAK = `
import fs from 'node:fs';
import v8 from 'node:v8';
for (const flag of JSON.parse(process.env.RUNTIME_FLAGS)) v8.setFlagsFromString(flag);
const { PGlite } = await import('@electric-sql/pglite');
const db = await PGlite.create();
for (let i = 0; i < 200; i++) await db.query('select count(*) from pg_class c join pg_attribute a on a.attrelid = c.oid');
await db.close();
process.stdout.write(String(Math.round(Number(/VmHWM:\\s+(\\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]) / 1024)));
`;

function pglitePeakMb(runtimeFlags: readonly string[]): number {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', PGLITE_PEAK], {
    encoding: 'utf8',
    timeout: 240_000,
    env: { ...process.env, RUNTIME_FLAGS: JSON.stringify(runtimeFlags), MALLOC_ARENA_MAX: '2' },
  });
  const peak = Number(result.stdout.trim());
  if (result.status !== 0 || !Number.isFinite(peak) || peak <= 0) throw new Error(`the PGlite child failed (${result.status}): ${result.stderr}`);
  return peak;
}

describe('the embedded database’s V8 flags, set at run time, take effect (ADR 140, 390)', () => {
  it('PGlite peaks at least 50 MB lower with them than without', () => {
    const without = pglitePeakMb([]);
    const flagged = pglitePeakMb(EMBEDDED_DATABASE_V8_FLAGS);
    expect({ flagged, without, lowerByAtLeast50Mb: without - flagged >= 50 }).toEqual({ flagged, without, lowerByAtLeast50Mb: true });
  }, 600_000);
});
