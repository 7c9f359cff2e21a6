import { describe, expect, it } from 'vitest';
import { markExpiresAt, runWithRequestState } from '~/server/platform/request-state.server';

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

  it('does nothing outside a render', () => {
    expect(() => markExpiresAt(Date.now() + 1_000)).not.toThrow();
  });
});
