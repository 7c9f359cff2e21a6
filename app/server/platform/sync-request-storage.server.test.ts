import { describe, expect, it } from 'vitest';
import { AsyncLocalStorage } from '~/server/platform/sync-request-storage.server';

describe('the synchronous request storage React renders with', () => {
  it('holds the store while run’s callback runs, with its arguments and result', () => {
    const storage = new AsyncLocalStorage<{ id: number }>();
    const store = { id: 1 };
    const result = storage.run(store, (a: number, b: number) => {
      expect(storage.getStore()).toBe(store);
      return a + b;
    }, 2, 3);
    expect(result).toBe(5);
    expect(storage.getStore()).toBeUndefined();
  });

  it('restores the outer store after a nested run and after a throw', () => {
    const storage = new AsyncLocalStorage<string>();
    storage.run('outer', () => {
      storage.run('inner', () => expect(storage.getStore()).toBe('inner'));
      expect(storage.getStore()).toBe('outer');
      expect(() => storage.run('failing', () => {
        throw new Error('render failed');
      })).toThrow('render failed');
      expect(storage.getStore()).toBe('outer');
    });
  });

  it('does not carry the store into asynchronous code', async () => {
    const storage = new AsyncLocalStorage<string>();
    const later = storage.run('request', () => new Promise<string | undefined>((resolve) => setImmediate(() => resolve(storage.getStore()))));
    expect(await later).toBeUndefined();
  });
});
