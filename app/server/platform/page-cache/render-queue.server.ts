import type { Response } from 'express';
import { log } from '~/server/platform/log.server';

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
 */
export class RenderQueue {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private refusedSinceReport = 0;
  private lastReportAt = -Infinity;

  constructor(
    private readonly maxActive: number,
    private readonly maxWaiting: number,
    /** Names the queue in its log lines. */
    private readonly label = 'render queue',
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Runs `work` in turn, or answers 'full' without running it. `clientGone` is asked when a
   * waiting request's turn comes: a render for a visitor who has left (a timed-out browser, a
   * load generator's closed connection) is not run — it would hold the thread for no one while
   * those still waiting wait longer — and the place goes to the next (`LEFT`).
   */
  run<T>(work: () => Promise<T>): Promise<T> | 'full';
  run<T>(work: () => Promise<T>, clientGone: () => boolean): Promise<T | typeof LEFT> | 'full';
  run<T>(work: () => Promise<T>, clientGone: () => boolean = () => false): Promise<T | typeof LEFT> | 'full' {
    if (this.active < this.maxActive) {
      this.active++;
      return this.holdingSlot(work);
    }
    if (this.waiting.length >= this.maxWaiting) return this.refuse();
    return new Promise<void>((resolve) => this.waiting.push(resolve)).then(
      (): Promise<T | typeof LEFT> => (clientGone() ? this.holdingSlot(async (): Promise<typeof LEFT> => LEFT) : this.holdingSlot(work)),
    );
  }

  private refuse(): 'full' {
    this.refusedSinceReport++;
    const now = this.now();
    if (now - this.lastReportAt >= REFUSAL_REPORT_INTERVAL_MS) {
      log.warn({ queue: this.label, refused: this.refusedSinceReport }, 'requests refused: the render queue is full');
      this.refusedSinceReport = 0;
      this.lastReportAt = now;
    }
    return 'full';
  }

  /** Runs `work` in a slot already counted; hands the slot to the next waiter, if any. */
  private async holdingSlot<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }

  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }
}

export const BUSY_MESSAGE = 'The site is busy. Please try again in a moment.';
const BUSY_RETRY_AFTER_SECONDS = '2';

/** The answer when a queue is full: 503, try again in two seconds, never stored by a cache. */
export function answerBusy(res: Response): void {
  res.status(503).set('Retry-After', BUSY_RETRY_AFTER_SECONDS).set('Cache-Control', 'no-store').type('text/plain').send(BUSY_MESSAGE);
}
