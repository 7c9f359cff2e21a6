import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Runs a probe in a node of its own: V8's `%HaveSameMap` needs --allow-natives-syntax, and the
 * collection must not disturb the test runner. The probe watches (weakly) the tick object that a
 * `nextTick` call makes — `holdTickObjectShape`'s own when `hold` — then makes V8 collect to reduce
 * memory the way a burst of Buffers does (a small heap limit makes the burst small), and looks at
 * that tick object and at one made after the collection.
 */
function probeAfterReducingCollection(hold: boolean): string {
  const probe = `
    import { catchTickObject, holdTickObjectShape } from ${JSON.stringify(path.resolve('app/server/platform/v8-settings.server.ts'))};
    // The probe's own hook sees the tick object holdTickObjectShape makes, and watches it weakly.
    import { createHook } from 'node:async_hooks';
    let seen;
    const hook = createHook({ init(_id, type, _trigger, resource) { if (type === 'TickObject') seen ??= new WeakRef(resource); } }).enable();
    // The control makes a tick object the same way and keeps nothing of it.
    if (${hold}) console.log('held:', holdTickObjectShape());
    else catchTickObject();
    hook.disable();
    const watched = seen;
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Buffers far past half the heap limit, held together, then dropped: V8 collects to reduce memory.
    let burst = [];
    for (let i = 0; i < 64; i++) burst.push(Buffer.alloc(1 << 20, i));
    burst = null;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const after = catchTickObject();
    const survivor = watched.deref();
    console.log('survived:', survivor !== undefined);
    if (survivor) console.log('same shape as a tick object made after:', %HaveSameMap(survivor, after));
  `;
  const result = spawnSync(
    process.execPath,
    ['--allow-natives-syntax', '--max-old-space-size=32', '--trace-gc', '--import', 'tsx', '--input-type=module', '-e', probe],
    { encoding: 'utf8', timeout: 60_000 },
  );
  return `${result.stdout}${result.stderr}`;
}

describe('holdTickObjectShape (ADR 250)', () => {
  it('keeps a tick object, and so its shape, through a collection made to reduce memory', () => {
    const out = probeAfterReducingCollection(true);
    expect(out).toMatch(/Mark-Compact \(reduce\).*external memory pressure/);
    expect(out).toContain('held: true');
    expect(out).toContain('survived: true');
    expect(out).toContain('same shape as a tick object made after: true');
  });

  it('without it, no tick object outlives that collection (so nothing keeps the shape)', () => {
    const out = probeAfterReducingCollection(false);
    expect(out).toMatch(/Mark-Compact \(reduce\).*external memory pressure/);
    expect(out).toContain('survived: false');
  });
});
