/**
 * The one admin list flow (moved from app/domain/admin-list-action.test.ts with its assertions):
 * row posts answered with the product's one-time messages, the no-JavaScript delete confirmation, fetcher
 * answers in place, and what is logged.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { log } from '~/server/platform/log.server';
import { takeFlash, type Flash } from '~/server/platform/flash.server';
import { resultOf } from '../../../tests/support/route-results';
import { configureTestAuth, cookieHeader, TEST_ORIGIN } from '../../../tests/support/staff-sessions';
import { deleteOperation, listOrEmpty, loadOr, rowAction, toggleOperation, type RowOperation } from './list-flow.server';

beforeAll(() => configureTestAuth());
afterEach(() => vi.restoreAllMocks());

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const copy = {
  notFound: 'Thing not found',
  deleted: 'Thing deleted.',
  deleteError: (message: string) => `Error deleting thing: ${message}`,
  activated: (name: string) => `Thing "${name}" is now active.`,
  deactivated: 'Thing deactivated.',
  toggleError: (message: string) => `Error updating thing: ${message}`,
};

/** Runs a list post; the answer, the message the browser would see after the redirect, and what was logged. */
async function post(
  fields: Record<string, string>,
  operations: { toggle?: (id: string, active: boolean) => Promise<string | undefined>; remove?: (id: string) => Promise<boolean>; extra?: Record<string, RowOperation> },
  url = 'http://test/admin/things?index&sort=name',
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const logged = vi.spyOn(log, 'error');
  const ops: Record<string, RowOperation> = { delete: deleteOperation(operations.remove ?? (() => Promise.resolve(true)), copy), ...operations.extra };
  if (operations.toggle) ops.toggle = toggleOperation(operations.toggle, copy);
  const answer = await resultOf(rowAction(new Request(url, { method: 'POST' }), form, { operations: ops, notFound: copy.notFound, subject: 'thing' }));
  const flash = answer.location ? (await takeFlash(new Request(TEST_ORIGIN, { headers: { cookie: cookieHeader(answer.headers) } }))).flash : null;
  const flashed: (Flash & { to: string | null }) | null = flash ? { to: answer.location, ...flash } : null;
  const intents = logged.mock.calls.map(([fields, message]) => ({ id: (fields as { id: string }).id, message }));
  logged.mockRestore();
  return { answer, flashed, logged: intents };
}

describe('rowAction', () => {
  it('refuses an unknown intent, a toggle on a list without one, and a malformed id', async () => {
    for (const [fields, ops] of [
      [{ intent: 'publish', id: ID }, { toggle: () => Promise.resolve('A') }],
      [{ intent: 'toggle', id: ID, active: 'true' }, {}],
      [{ intent: 'delete', id: 'not-an-id', confirmed: 'yes' }, {}],
    ] as const) {
      const { answer } = await post(fields, ops);
      expect(answer).toMatchObject({ status: 400, data: 'Bad request' });
    }
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
    expect(failed.logged).toEqual([{ id: ID, message: 'thing toggle failed' }]);
  });

  it('an unconfirmed delete (no JavaScript) returns to the list asking for confirmation, deleting nothing', async () => {
    let deleted = false;
    const { answer, flashed } = await post({ intent: 'delete', id: ID, confirmed: 'no' }, { remove: () => Promise.resolve((deleted = true)) });
    expect(answer.response).toBeInstanceOf(Response);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/admin/things?sort=name&confirm-delete=${ID}`);
    expect(flashed).toBeNull();
    expect(deleted).toBe(false);
  });

  it('a confirmed delete: deleted, not found, or the error as product says', async () => {
    const url = `http://test/admin/things?index&confirm-delete=${ID}`;
    expect((await post({ intent: 'delete', id: ID, confirmed: 'yes' }, {}, url)).flashed).toEqual({ to: '/admin/things', kind: 'success', message: 'Thing deleted.' });
    expect((await post({ intent: 'delete', id: ID, confirmed: 'yes' }, { remove: () => Promise.resolve(false) })).flashed).toMatchObject({
      kind: 'error',
      message: 'Error deleting thing: Thing not found',
    });
    const failed = await post({ intent: 'delete', id: ID, confirmed: 'yes' }, { remove: () => Promise.reject(new Error('boom')) });
    expect(failed.flashed).toMatchObject({ kind: 'error', message: 'Error deleting thing: boom' });
    expect(failed.logged).toEqual([{ id: ID, message: 'thing delete failed' }]);
  });

  it('a fetcher is answered in place: the success text, or the refusal with its status', async () => {
    const status: RowOperation = {
      check: (form) => (form.get('status') === 'bogus' ? 'Invalid status' : null),
      run: (id) => Promise.resolve(id === ID ? 'Status saved.' : null),
      failed: (message) => `Error updating status: ${message}`,
      kind: 'info',
    };
    const ok = await post({ intent: 'status', id: ID, status: 'new', via: 'fetcher' }, { extra: { status } });
    expect(ok.answer).toMatchObject({ status: 200, data: { ok: true, message: 'Status saved.' } });
    const refused = await post({ intent: 'status', id: ID, status: 'bogus', via: 'fetcher' }, { extra: { status } });
    expect(refused.answer).toMatchObject({ status: 400, data: { ok: false, message: 'Error updating status: Invalid status' } });
    const plain = await post({ intent: 'status', id: ID, status: 'new' }, { extra: { status } });
    expect(plain.flashed).toEqual({ to: '/admin/things?sort=name', kind: 'info', message: 'Status saved.' });
  });
});

describe('listOrEmpty', () => {
  it('the rows, or none when loading fails (logged)', async () => {
    const logged = vi.spyOn(log, 'error');
    expect(await listOrEmpty(() => Promise.resolve([1, 2]), 'things list')).toEqual([1, 2]);
    const failure = new Error('down');
    expect(await listOrEmpty(() => Promise.reject(failure), 'things list')).toEqual([]);
    expect(logged).toHaveBeenCalledWith({ err: failure }, 'things list failed');
    expect(await loadOr(null, () => Promise.reject(failure), 'counts')).toBeNull();
  });
});
