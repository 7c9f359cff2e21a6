/**
 * A job every instance runs now and then every `intervalMs` (the retention purge, the lead
 * reminder scan): a run still going when the next is due is not started twice, a failure is
 * logged and the next interval tries again, the timer never keeps the process alive, and `stop()`
 * waits for the run in flight (shutdown closes the database after it).
 */
import { log } from '~/server/platform/log.server';

export interface IntervalJob {
  /** Stops the timer and waits for the run in flight. */
  stop(): Promise<void>;
}

/** `what` names the job in the failure's log line ("retention purge"); it must carry no personal data. */
export function startIntervalJob(what: string, job: () => Promise<void>, intervalMs: number): IntervalJob {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = job()
      .catch((error: unknown) => log.warn({ err: error }, `${what} failed; next try at the next interval`))
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
