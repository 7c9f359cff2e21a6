/**
 * Fixed-window rate limits kept in the database, so every app instance shares the counters.
 * One upsert per check: the window restarts when it has expired, otherwise the count grows.
 */
import { sql } from 'drizzle-orm';
import { db, queryRows, type Executor } from '~/server/db/db.server';

export interface RateLimitResult {
  allowed: boolean;
  /** Attempts counted in the current window, this one included. */
  count: number;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
}

/**
 * Counts one attempt against `key` (e.g. `quote:ip:203.0.113.9`) and says whether it is within
 * `limit` attempts per `windowSeconds`.
 */
export async function hitRateLimit(
  key: string,
  limit: number,
  windowSeconds: number,
  executor: Executor = db(),
): Promise<RateLimitResult> {
  const [row] = await queryRows<{ count: number; window_start: Date | string }>(
    executor,
    sql`
      insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
      on conflict (key) do update set
        count = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                     then 1 else rate_limits.count + 1 end,
        window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                     then now() else rate_limits.window_start end
      returning count, window_start`,
  );
  const count = Number(row?.count ?? 1);
  const windowStart = row ? new Date(row.window_start).getTime() : Date.now();
  return {
    allowed: count <= limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowSeconds * 1000 - Date.now()) / 1000)),
  };
}

/** Reads a limit without counting an attempt. */
export async function peekRateLimit(key: string, limit: number, windowSeconds: number): Promise<boolean> {
  const [row] = await queryRows<{ count: number }>(
    db(),
    sql`select count from rate_limits
        where key = ${key} and window_start > now() - make_interval(secs => ${windowSeconds})`,
  );
  return (row?.count ?? 0) < limit;
}
