import { describe, expect, it } from 'vitest';
import { markExpiresAt, runWithRequestState } from '~/server/platform/request-state.server';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('markExpiresAt', () => {
  it('keeps the earliest future moment a render reports', () => {
    const now = Date.now();
    const { state } = runWithRequestState(() => {
      markExpiresAt(new Date(now + 60_000));
      markExpiresAt(now + 5_000);
      markExpiresAt(new Date(now + 120_000));
    });
    expect(state.expiresAt).toBe(now + 5_000);
  });

  it('ignores moments already past and invalid dates', () => {
    const { state } = runWithRequestState(() => {
      markExpiresAt(new Date(Date.now() - 1_000));
      markExpiresAt(new Date('not a date'));
    });
    expect(state.expiresAt).toBeUndefined();
  });

  it('reaches the state across awaits in the render', async () => {
    const at = Date.now() + 30_000;
    const { result, state } = runWithRequestState(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      markExpiresAt(at);
    });
    await result;
    expect(state.expiresAt).toBe(at);
  });

  it('keeps the reports of a render that outlasts another one', async () => {
    const first = Date.now() + 10_000;
    const second = Date.now() + 20_000;
    const short = runWithRequestState(async () => {
      await nextTurn();
      markExpiresAt(first);
    });
    const long = runWithRequestState(async () => {
      await nextTurn();
      await short.result;
      // The other render has ended (and, were it the last, switched the storage off).
      await nextTurn();
      markExpiresAt(second);
    });
    await Promise.all([short.result, long.result]);
    expect(short.state.expiresAt).toBe(first);
    expect(long.state.expiresAt).toBe(second);
  });

  it('reaches the state across awaits again after every render has ended', async () => {
    await runWithRequestState(async () => nextTurn()).result;
    expect(() => runWithRequestState(() => {
      throw new Error('render failed');
    })).toThrow('render failed');
    await runWithRequestState(() => Promise.reject(new Error('render failed'))).result.catch(() => undefined);
    const at = Date.now() + 40_000;
    const { result, state } = runWithRequestState(async () => {
      await nextTurn();
      markExpiresAt(at);
    });
    await result;
    expect(state.expiresAt).toBe(at);
  });

  it('does nothing outside a render', () => {
    expect(() => markExpiresAt(Date.now() + 1_000)).not.toThrow();
  });
});
