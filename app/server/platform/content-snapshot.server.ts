/**
 * A value read from the database and held in memory for the answers given before Express (ADR
 * 310): the redirect table, the addresses of the pages that take a slug. Dropped at every content
 * change (on any instance: the content bus carries changes between them), when the value says it
 * goes stale (a scheduled publication), and at least every `maxAgeMs`. A load that started before
 * a change is not kept; callers asking together share one load.
 */
import { onContentChange } from '~/server/entities/audit.server';
import { log } from '~/server/platform/log.server';

export interface ContentSnapshot<T> {
  /** The value while fresh at `now`; undefined when it is not in memory or stale (a load then starts). */
  current(now?: number): T | undefined;
  /** The fresh value, read first when it is not in memory or stale. */
  load(): Promise<T>;
}

/** `read` gives the value and, optionally, the moment it stops being true by itself. */
export function contentSnapshot<T>(label: string, maxAgeMs: number, read: () => Promise<{ value: T; staleAt?: number }>): ContentSnapshot<T> {
  let held: { value: T; staleAt: number } | undefined;
  let loading: Promise<T> | undefined;
  let generation = 0;
  let watching = false;

  const readOnce = async (): Promise<T> => {
    if (!watching) {
      watching = true;
      onContentChange(() => {
        held = undefined;
        loading = undefined;
        generation++;
      });
    }
    const startedIn = generation;
    const { value, staleAt } = await read();
    const readAt = Date.now();
    if (startedIn === generation) held = { value, staleAt: Math.min(readAt + maxAgeMs, staleAt !== undefined && staleAt > readAt ? staleAt : Infinity) };
    return value;
  };

  const load = (): Promise<T> => {
    if (held && Date.now() < held.staleAt) return Promise.resolve(held.value);
    loading ??= readOnce().finally(() => {
      loading = undefined;
    });
    return loading;
  };

  return {
    current(now = Date.now()) {
      if (held && now < held.staleAt) return held.value;
      load().catch((error: unknown) => log.warn({ err: error }, `${label} could not be loaded`));
      return undefined;
    },
    load,
  };
}
