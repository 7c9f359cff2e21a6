import { describe, expect, it } from 'vitest';
import { listAction, listOrEmpty, type FlashMessage } from './admin-list-action';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const copy = {
  notFound: 'Thing not found',
  deleted: 'Thing deleted.',
  deleteError: (message: string) => `Error deleting thing: ${message}`,
  activated: (name: string) => `Thing "${name}" is now active.`,
  deactivated: 'Thing deactivated.',
  toggleError: (message: string) => `Error updating thing: ${message}`,
};

/** Runs a list post; the answer as the browser would follow it, and what was logged. */
async function post(fields: Record<string, string>, operations: { toggle?: (id: string, active: boolean) => Promise<string | undefined>; remove?: (id: string) => Promise<boolean> }, url = 'http://test/admin/things?index&sort=name') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const logged: { id: string; intent: string }[] = [];
  let flashed: (FlashMessage & { to: string }) | null = null;
  const effects = {
    remove: operations.remove ?? (() => Promise.resolve(true)),
    headers: new Headers({ 'Set-Cookie': 'session=refreshed' }),
    flash: (to: string, flash: FlashMessage) => {
      flashed = { to, ...flash };
      return Promise.resolve(new Response(null, { status: 302, headers: { Location: to } }));
    },
    onError: (_error: unknown, id: string, intent: string) => logged.push({ id, intent }),
  };
  const answer = await listAction(new Request(url, { method: 'POST' }), form, operations.toggle ? { ...effects, toggle: operations.toggle, copy } : { ...effects, copy }).catch((thrown: unknown) => thrown);
  return { answer, flashed: flashed as (FlashMessage & { to: string }) | null, logged };
}

describe('listAction', () => {
  it('refuses an unknown intent, a toggle on a list without one, and a malformed id', async () => {
    const bad = { data: 'Bad request', init: { status: 400 } };
    expect((await post({ intent: 'publish', id: ID }, { toggle: () => Promise.resolve('A') })).answer).toMatchObject(bad);
    expect((await post({ intent: 'toggle', id: ID, active: 'true' }, {})).answer).toMatchObject(bad);
    expect((await post({ intent: 'delete', id: 'not-an-id', confirmed: 'yes' }, {})).answer).toMatchObject(bad);
  });

  it('toggle: the text naming the record, or one text; not found and failures as errors', async () => {
    const on = await post({ intent: 'toggle', id: ID, active: 'true' }, { toggle: () => Promise.resolve('Halcyon') });
    expect(on.flashed).toEqual({ to: '/admin/things?sort=name', kind: 'success', message: 'Thing "Halcyon" is now active.' });
    const off = await post({ intent: 'toggle', id: ID, active: 'false' }, { toggle: () => Promise.resolve('Halcyon') });
    expect(off.flashed).toMatchObject({ kind: 'success', message: 'Thing deactivated.' });
    const missing = await post({ intent: 'toggle', id: ID, active: 'true' }, { toggle: () => Promise.resolve(undefined) });
    expect(missing.flashed).toMatchObject({ kind: 'error', message: 'Error updating thing: Thing not found' });
    expect(missing.logged).toEqual([]);
    const failed = await post({ intent: 'toggle', id: ID, active: 'true' }, { toggle: () => Promise.reject(new Error('relation "things" does not exist')) });
    expect(failed.flashed).toMatchObject({ kind: 'error', message: 'Error updating thing: relation "things" does not exist' });
    expect(failed.logged).toEqual([{ id: ID, intent: 'toggle' }]);
  });

  it('an unconfirmed delete (no JavaScript) returns to the list asking for confirmation, deleting nothing', async () => {
    let deleted = false;
    const { answer, flashed } = await post({ intent: 'delete', id: ID, confirmed: 'no' }, { remove: () => Promise.resolve((deleted = true)) });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get('Location')).toBe(`/admin/things?sort=name&confirm-delete=${ID}`);
    expect((answer as Response).headers.get('Set-Cookie')).toBe('session=refreshed');
    expect(flashed).toBeNull();
    expect(deleted).toBe(false);
  });

  it('a confirmed delete: deleted, not found, or the error as SPEC says', async () => {
    const url = `http://test/admin/things?index&confirm-delete=${ID}`;
    expect((await post({ intent: 'delete', id: ID, confirmed: 'yes' }, {}, url)).flashed).toEqual({ to: '/admin/things', kind: 'success', message: 'Thing deleted.' });
    expect((await post({ intent: 'delete', id: ID, confirmed: 'yes' }, { remove: () => Promise.resolve(false) })).flashed).toMatchObject({
      kind: 'error',
      message: 'Error deleting thing: Thing not found',
    });
    const failed = await post({ intent: 'delete', id: ID, confirmed: 'yes' }, { remove: () => Promise.reject(new Error('boom')) });
    expect(failed.flashed).toMatchObject({ kind: 'error', message: 'Error deleting thing: boom' });
    expect(failed.logged).toEqual([{ id: ID, intent: 'delete' }]);
  });
});

describe('listOrEmpty', () => {
  it('the rows, or none when loading fails (logged)', async () => {
    const logged: unknown[] = [];
    expect(await listOrEmpty(() => Promise.resolve([1, 2]), (error) => logged.push(error))).toEqual([1, 2]);
    const failure = new Error('down');
    expect(await listOrEmpty(() => Promise.reject(failure), (error) => logged.push(error))).toEqual([]);
    expect(logged).toEqual([failure]);
  });
});
