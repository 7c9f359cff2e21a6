import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from '~/server/platform/log.server';
import { LEFT, REFUSAL_REPORT_INTERVAL_MS, RenderQueue } from '~/server/platform/page-cache/render-queue.server';

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

  it('does not run the work of a waiting request whose client left before its turn; the next one gets the place', async () => {
    const queue = new RenderQueue(1, 5);
    const ran: string[] = [];
    let releaseFirst!: () => void;
    const first = queue.run(
      () => new Promise<string>((resolve) => (releaseFirst = () => resolve('first'))),
      () => true, // asked only of a request that waited: the first runs at once
    );
    const gone = { left: false };
    const leaving = queue.run(async () => {
      ran.push('left');
      return 'left';
    }, () => gone.left);
    const next = queue.run(async () => {
      ran.push('next');
      return 'next';
    }, () => false);
    expect(queue.load).toEqual({ active: 1, waiting: 2 });
    gone.left = true;
    releaseFirst();
    expect(await first).toBe('first');
    expect(await leaving).toBe(LEFT);
    expect(await next).toBe('next');
    expect(ran).toEqual(['next']);
    expect(queue.load).toEqual({ active: 0, waiting: 0 });
  });

  it('is fair between clients: one address gets its share of places, and a visitor behind its pile goes next', async () => {
    const queue = new RenderQueue(4, 64, 'test queue', Date.now, { active: 2, waiting: 3 });
    const order: string[] = [];
    const releases: (() => void)[] = [];
    const work = (name: string) => () =>
      new Promise<string>((resolve) => {
        order.push(name);
        releases.push(() => resolve(name));
      });
    const crawler = Array.from({ length: 5 }, (_, index) => queue.run(work(`crawler-${index}`), undefined, '203.0.113.9'));
    // Two run, three wait: the crawler's share. A sixth request of its own is refused; other clients are not.
    expect(queue.load).toEqual({ active: 2, waiting: 3 });
    expect(queue.run(work('crawler-extra'), undefined, '203.0.113.9')).toBe('full');
    expect(crawler.every((result) => result !== 'full')).toBe(true);
    const visitor = queue.run(work('visitor'), undefined, '198.51.100.7');
    const other = queue.run(work('other'), undefined, '192.0.2.44');
    expect(order).toEqual(['crawler-0', 'crawler-1', 'visitor', 'other']);
    // A place freed by the crawler goes to the crawler's next only because no one else waits.
    releases.shift()!();
    await Promise.all([crawler[0], visitor, other].slice(0, 1));
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['crawler-0', 'crawler-1', 'visitor', 'other', 'crawler-2']);
    while (releases.length > 0) {
      releases.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all([...crawler, visitor, other])).toEqual(['crawler-0', 'crawler-1', 'crawler-2', 'crawler-3', 'crawler-4', 'visitor', 'other']);
    expect(queue.load).toEqual({ active: 0, waiting: 0 });
  });

  it('hands a freed place to the client whose turn it is, not to the one that queued most', async () => {
    const queue = new RenderQueue(1, 64, 'test queue', Date.now, { active: 1, waiting: 10 });
    const order: string[] = [];
    const releases: (() => void)[] = [];
    const work = (name: string) => () =>
      new Promise<void>((resolve) => {
        order.push(name);
        releases.push(resolve);
      });
    const runs = [
      queue.run(work('a1'), undefined, 'a'),
      queue.run(work('a2'), undefined, 'a'),
      queue.run(work('a3'), undefined, 'a'),
      queue.run(work('b1'), undefined, 'b'),
      queue.run(work('c1'), undefined, 'c'),
    ];
    while (releases.length > 0) {
      releases.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(runs);
    expect(order).toEqual(['a1', 'a2', 'b1', 'c1', 'a3']);
  });

  afterEach(() => vi.restoreAllMocks());

  it('reports a full queue once per interval, with how many it refused since the last report', () => {
    let now = 1_000_000;
    const queue = new RenderQueue(1, 0, 'test queue', () => now);
    const warnings: unknown[] = [];
    vi.spyOn(log, 'warn').mockImplementation(((fields: unknown) => void warnings.push(fields)) as typeof log.warn);
    expect(queue.run(() => new Promise<void>(() => undefined))).not.toBe('full');

    for (let i = 0; i < 5; i++) expect(queue.run(async () => 1)).toBe('full');
    expect(warnings).toEqual([{ queue: 'test queue', refused: 1 }]);

    now += REFUSAL_REPORT_INTERVAL_MS - 1;
    expect(queue.run(async () => 1)).toBe('full');
    expect(warnings).toHaveLength(1);

    now += 1;
    expect(queue.run(async () => 1)).toBe('full');
    expect(warnings).toEqual([{ queue: 'test queue', refused: 1 }, { queue: 'test queue', refused: 6 }]);
  });
});
