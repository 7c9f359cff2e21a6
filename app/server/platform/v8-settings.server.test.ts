import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { V8_FLAGS_WE_SET } from '~/server/platform/v8-settings.server';

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
