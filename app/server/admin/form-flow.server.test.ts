/**
 * The one admin save flow (moved from app/domain/admin-form.test.ts with its assertions): what a
 * form action answers for each outcome, the one-time message a redirect carries, and what is logged.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MISSING_ID, parseAdminValues, saved, type SaveAnswer } from '~/domain/admin-form';
import { takeFlash } from '~/server/platform/flash.server';
import { log } from '~/server/platform/log.server';
import { resultOf } from '../../../tests/support/route-results';
import { configureTestAuth, cookieHeader, TEST_ORIGIN } from '../../../tests/support/staff-sessions';
import { formRecord, loadForEdit, submitForm } from './form-flow.server';

beforeAll(() => configureTestAuth());
afterEach(() => vi.restoreAllMocks());

/** The one-time message a redirect carries, as the next page reads it. */
async function flashOf(headers: Headers) {
  return (await takeFlash(new Request(TEST_ORIGIN, { headers: { cookie: cookieHeader(headers) } }))).flash;
}

describe('loadForEdit', () => {
  const copy = { notFound: 'Thing not found', loadError: (message: string) => `Error loading thing: ${message}` };

  it('returns the record', async () => {
    expect(await loadForEdit(() => Promise.resolve({ id: 'a' }), { list: '/admin/things', copy, subject: 'thing' })).toEqual({ id: 'a' });
  });

  it("throws a redirect to the list with the product's text for a missing record or a failed load (logged)", async () => {
    const warn = vi.spyOn(log, 'warn');
    const missing = await resultOf(loadForEdit(() => undefined, { list: '/admin/things', copy, subject: 'thing', id: 'x' }));
    expect(missing.location).toBe('/admin/things');
    expect(await flashOf(missing.headers)).toEqual({ kind: 'error', message: 'Error loading thing: Thing not found' });
    const failed = await resultOf(loadForEdit(() => Promise.reject(new Error('relation "things" does not exist')), { list: '/admin/things', copy, subject: 'thing' }));
    expect(await flashOf(failed.headers)).toEqual({ kind: 'error', message: 'Error loading thing: relation "things" does not exist' });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('formRecord: a blank form on create, the values on edit, the redirect for a malformed id', async () => {
    const spec = { list: '/admin/things', copy, subject: 'thing', load: (id: string) => Promise.resolve(id === 'a' ? { id: 'a', name: 'A' } : undefined), values: (row: { name: string }) => ({ name: row.name }), blank: () => ({ name: '' }) };
    expect(await formRecord(null, spec)).toEqual({ mode: 'create', id: null, values: { name: '' } });
    expect(await formRecord('a', spec)).toEqual({ mode: 'edit', id: 'a', values: { name: 'A' } });
    expect((await resultOf(formRecord('invalid', spec))).location).toBe('/admin/things');
  });
});

describe('submitForm', () => {
  const schema = z.object({ name: z.string().trim().min(1, 'Please enter a name.'), slug: z.string() });
  const copy = { created: 'Thing created successfully!', updated: 'Thing updated successfully!', saveError: (m: string) => `Error saving thing: ${m}`, notFound: 'Thing not found', missingId: 'No thing ID provided for update' };
  const form = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    return body;
  };
  /** Runs the flow with a save answering `answer`. */
  async function submit(fields: Record<string, string>, answer: () => Promise<SaveAnswer> | SaveAnswer) {
    const result = await resultOf(submitForm(form(fields), { parse: (body) => parseAdminValues(schema, body), save: answer, copy, done: '/admin/things', subject: 'thing' }));
    return { status: result.status, location: result.location, flash: result.location ? await flashOf(result.headers) : null, body: result.data };
  }

  it('redirects to the list with the created or updated text', async () => {
    expect(await submit({ name: 'A', slug: 'a' }, () => saved(null))).toMatchObject({ status: 302, location: '/admin/things', flash: { kind: 'success', message: copy.created } });
    expect(await submit({ name: 'A', slug: 'a' }, () => Promise.resolve(saved('id')))).toMatchObject({ status: 302, flash: { kind: 'success', message: copy.updated } });
  });

  it('answers a fetcher in place with the success text', async () => {
    expect(await submit({ name: 'A', slug: 'a', via: 'fetcher' }, () => saved('id'))).toMatchObject({ status: 200, body: { ok: true, message: copy.updated } });
  });

  it('answers field errors with the values typed, without saving', async () => {
    let calls = 0;
    const result = await submit({ intent: 'save', name: ' ', slug: 'kept' }, () => {
      calls++;
      return saved(null);
    });
    expect(result).toMatchObject({ status: 400, body: { ok: false, errors: { name: 'Please enter a name.' }, values: { name: ' ', slug: 'kept' } } });
    expect(calls).toBe(0);
  });

  it('refuses an unknown intent', async () => {
    const thrown = await submitForm(form({ intent: 'publish', name: 'A', slug: 'a' }), {
      parse: (body) => parseAdminValues(schema, body),
      save: () => saved(null),
      copy,
      done: '/admin/things',
      subject: 'thing',
    }).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ data: 'Bad request', init: { status: 400 } });
  });

  it('a slug in use is a field error; a missing id or record is a form message', async () => {
    expect(await submit({ name: 'A', slug: 'a' }, () => ({ ok: false, reason: 'slug_taken' }))).toMatchObject({
      status: 400,
      body: { errors: { slug: 'This slug is already in use. Please choose another one.' }, values: { slug: 'a' } },
    });
    expect(await submit({ name: 'A', slug: 'a' }, () => MISSING_ID)).toMatchObject({ status: 400, body: { errors: {}, message: 'Error saving thing: No thing ID provided for update' } });
    expect(await submit({ name: 'A', slug: 'a' }, () => ({ ok: false, reason: 'not_found' }))).toMatchObject({ status: 404, body: { message: 'Error saving thing: Thing not found' } });
  });

  it('an unexpected error is logged and answered as product says, with the values kept', async () => {
    const logged = vi.spyOn(log, 'error');
    const failure = new Error('Failed query', { cause: new Error('relation "things" does not exist') });
    const result = await submit({ name: 'A', slug: 'a' }, () => Promise.reject(failure));
    expect(result).toMatchObject({ status: 500, body: { message: 'Error saving thing: relation "things" does not exist', values: { name: 'A' } } });
    expect(logged).toHaveBeenCalledWith({ err: failure, id: undefined }, 'thing save failed');
  });
});
