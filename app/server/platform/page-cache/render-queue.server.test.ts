import { describe, expect, it } from 'vitest';
import { RenderQueue } from '~/server/platform/page-cache/render-queue.server';

describe('the render queue', () => {
  it('runs at most maxActive at once, queues up to maxWaiting, and refuses the rest', async () => {
    const queue = new RenderQueue(2, 3);
    let running = 0;
    let peak = 0;
    const releases: (() => void)[] = [];
    const work = () =>
      new Promise<number>((resolve) => {
        running++;
        peak = Math.max(peak, running);
        releases.push(() => {
          running--;
          resolve(running);
        });
      });
    const accepted = Array.from({ length: 5 }, () => queue.run(work));
    expect(accepted.every((result) => result !== 'full')).toBe(true);
    expect(queue.run(work)).toBe('full');
    expect(queue.load).toEqual({ active: 2, waiting: 3 });
    while (releases.length > 0 || queue.load.active > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(accepted);
    expect(peak).toBe(2);
    expect(queue.load).toEqual({ active: 0, waiting: 0 });
    // Room again once the queue has drained.
    expect(queue.run(async () => 1)).not.toBe('full');
  });
});
