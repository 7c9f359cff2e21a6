import type { Response } from 'express';
import { log } from '~/server/platform/log.server';
import { countRenderQueueRefusal, recordRenderQueueWait, watchRenderQueue } from '~/server/platform/metrics.server';

/**
 * A full queue is reported at most this often, with how many requests it refused since the last
 * report: during a flood, a line per refused request would add a disk write to each of thousands
 * of cheap answers (and the request log has every 503 already).
 */
export const REFUSAL_REPORT_INTERVAL_MS = 10_000;

/** What a queued render answers when its visitor left before its turn came (nothing to send). */
export const LEFT = Symbol('the client left before its turn');

/**
 * A cap on concurrent page renders. A render holds the event loop for milliseconds; past a few at
 * once they only wait for each other, and an unbounded pile of them (random URLs, a burst of
 * misses) makes every request time out. Up to `maxActive` run, up to `maxWaiting` wait their
 * turn, and anything beyond is refused at once so the caller can answer 503 + Retry-After.
 *
 * Fair between clients (ADR 310): one client address runs at most `perClientActive` renders at
 * once and keeps at most `perClientWaiting` waiting, and a freed place goes to the clients in turn
 * (round robin), not to whoever queued the most — a crawler with many connections gets its share
 * of render capacity, and a visitor who arrives behind its pile is next. Cached pages never queue.
 * Behind a proxy, clients are told apart only when TRUST_PROXY names it (else all share one address).
 */
/** The turn of requests that name no client (no address is the empty string). */
const UNNAMED = '';

export class RenderQueue {
  private active = 0;
  private readonly activeByClient = new Map<string, number>();
  /** Each client's waiting requests, in arrival order; the map's order is the turn order. */
  private readonly waitingByClient = new Map<string, (() => void)[]>();
  private waitingCount = 0;
  private refusedSinceReport = 0;
  private lastReportAt = -Infinity;
  private readonly perClientActive: number;
  private readonly perClientWaiting: number;

  constructor(
    private readonly maxActive: number,
    private readonly maxWaiting: number,
    /** Names the queue in its log lines. */
    private readonly label = 'render queue',
    private readonly now: () => number = Date.now,
    perClient: { active?: number; waiting?: number } = {},
  ) {
    this.perClientActive = perClient.active ?? Math.max(1, Math.ceil(maxActive / 2));
    this.perClientWaiting = perClient.waiting ?? Math.max(1, Math.floor(maxWaiting / 4));
    // Its length and waits for the metrics (a queue replaced by a new one of its label stops being shown).
    watchRenderQueue(label, () => this.load);
  }

  /**
   * Runs `work` in turn, or answers 'full' without running it (the queue, or this client's share
   * of it, is full). `clientGone` is asked when a
   * waiting request's turn comes: a render for a visitor who has left (a timed-out browser, a
   * load generator's closed connection) is not run — it would hold the thread for no one while
   * those still waiting wait longer — and the place goes to the next (`LEFT`). `client` is the
   * client's address; requests without one share one turn and the whole queue.
   */
  run<T>(work: () => Promise<T>, clientGone?: undefined, client?: string): Promise<T> | 'full';
  run<T>(work: () => Promise<T>, clientGone: () => boolean, client?: string): Promise<T | typeof LEFT> | 'full';
  run<T>(work: () => Promise<T>, clientGone: () => boolean = () => false, client = UNNAMED): Promise<T | typeof LEFT> | 'full' {
    if (this.active < this.maxActive && this.activeOf(client) < this.activeShare(client)) {
      this.take(client);
      return this.holdingSlot(client, work);
    }
    const ownQueue = this.waitingByClient.get(client);
    const waitingShare = client === UNNAMED ? this.maxWaiting : this.perClientWaiting;
    if (this.waitingCount >= this.maxWaiting || (ownQueue?.length ?? 0) >= waitingShare) return this.refuse();
    const queuedAt = performance.now();
    return new Promise<void>((resolve) => {
      if (ownQueue) ownQueue.push(resolve);
      else this.waitingByClient.set(client, [resolve]);
      this.waitingCount++;
    }).then((): Promise<T | typeof LEFT> => {
      recordRenderQueueWait(this.label, (performance.now() - queuedAt) / 1000);
      return clientGone() ? this.holdingSlot(client, async (): Promise<typeof LEFT> => LEFT) : this.holdingSlot(client, work);
    });
  }

  private activeShare(client: string): number {
    return client === UNNAMED ? this.maxActive : this.perClientActive;
  }

  private activeOf(client: string): number {
    return this.activeByClient.get(client) ?? 0;
  }

  private take(client: string): void {
    this.active++;
    this.activeByClient.set(client, this.activeOf(client) + 1);
  }

  private release(client: string): void {
    this.active--;
    const left = this.activeOf(client) - 1;
    if (left === 0) this.activeByClient.delete(client);
    else this.activeByClient.set(client, left);
  }

  /** Starts waiting requests while there is room: the first client in turn order that is under its share. */
  private dispatch(): void {
    while (this.active < this.maxActive) {
      let started = false;
      for (const [client, queue] of this.waitingByClient) {
        if (this.activeOf(client) >= this.activeShare(client)) continue;
        const start = queue.shift()!;
        this.waitingCount--;
        // Its turn is used: to the back of the turn order (or out of it, with nothing left waiting).
        this.waitingByClient.delete(client);
        if (queue.length > 0) this.waitingByClient.set(client, queue);
        this.take(client);
        start();
        started = true;
        break;
      }
      if (!started) return;
    }
  }

  private refuse(): 'full' {
    countRenderQueueRefusal(this.label);
    this.refusedSinceReport++;
    const now = this.now();
    if (now - this.lastReportAt >= REFUSAL_REPORT_INTERVAL_MS) {
      log.warn({ queue: this.label, refused: this.refusedSinceReport }, 'requests refused: the render queue is full');
      this.refusedSinceReport = 0;
      this.lastReportAt = now;
    }
    return 'full';
  }

  /** Runs `work` in a slot already counted for `client`; then hands places to those waiting. */
  private async holdingSlot<T>(client: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } finally {
      this.release(client);
      this.dispatch();
    }
  }

  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waitingCount };
  }
}

export const BUSY_MESSAGE = 'The site is busy. Please try again in a moment.';
const BUSY_RETRY_AFTER_SECONDS = '2';

/** The answer when a queue is full: 503, try again in two seconds, never stored by a cache. */
export function answerBusy(res: Response): void {
  res.status(503).set('Retry-After', BUSY_RETRY_AFTER_SECONDS).set('Cache-Control', 'no-store').type('text/plain').send(BUSY_MESSAGE);
}
