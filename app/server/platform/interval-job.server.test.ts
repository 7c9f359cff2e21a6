import { describe, expect, it, vi } from 'vitest';
import { startIntervalJob } from './interval-job.server';

describe('startIntervalJob', () => {
  it('runs at once, never starts a run while one is going, survives a failure, and stop() waits for the run in flight', async () => {
    vi.useFakeTimers();
    try {
      let finish: (() => void) | undefined;
      let runs = 0;
      const job = startIntervalJob(
        'probe job',
        () => {
          runs += 1;
          if (runs === 2) return Promise.reject(new Error('boom'));
          return new Promise<void>((resolve) => (finish = resolve));
        },
        1000,
      );
      expect(runs).toBe(1);
      await vi.advanceTimersByTimeAsync(3000);
      expect(runs).toBe(1); // the first run has not ended: no second one
      finish?.();
      await vi.advanceTimersByTimeAsync(1000);
      expect(runs).toBe(2); // it failed; the next interval tries again
      await vi.advanceTimersByTimeAsync(1000);
      expect(runs).toBe(3);
      let stopped = false;
      const stopping = job.stop().then(() => (stopped = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(stopped).toBe(false);
      finish?.();
      await stopping;
      await vi.advanceTimersByTimeAsync(5000);
      expect(runs).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
