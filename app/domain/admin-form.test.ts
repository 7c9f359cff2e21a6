import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DISPLAY_ORDER_MESSAGE,
  displayOrder,
  errorMessage,
  fieldErrors,
  formRouteId,
  formText,
  joinCommaList,
  loadForEdit,
  MISSING_ID,
  joinLines,
  optionalAddress,
  parseCommaList,
  parseId,
  parseIntent,
  parseAdminValues,
  parseLines,
  saved,
  submitAdminForm,
  type SaveAnswer,
} from './admin-form';

describe('list parsing', () => {
  it('one item per line: trimmed, blank lines dropped, CRLF understood', () => {
    expect(parseLines('  first \r\n\r\n second\n   \nthird  ')).toEqual(['first', 'second', 'third']);
    expect(parseLines('')).toEqual([]);
  });

  it('comma-separated: trimmed, empties dropped', () => {
    expect(parseCommaList(' React ,TypeScript,, , Node.js ,')).toEqual(['React', 'TypeScript', 'Node.js']);
    expect(parseCommaList(' , ')).toEqual([]);
  });

  it('joins lists back for the form', () => {
    expect(joinLines(['a', 'b'])).toBe('a\nb');
    expect(joinCommaList(['a', 'b'])).toBe('a, b');
    expect(parseCommaList(joinCommaList(['x', 'y z']))).toEqual(['x', 'y z']);
  });
});

describe('display order', () => {
  it('is a whole number of 0 or more; empty means 0', () => {
    expect(displayOrder.parse('')).toBe(0);
    expect(displayOrder.parse(' 7 ')).toBe(7);
    for (const bad of ['-1', '1.5', 'abc', '100001']) {
      const result = displayOrder.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(DISPLAY_ORDER_MESSAGE);
    }
  });
});

describe('optional addresses', () => {
  const image = optionalAddress('Image URL', { allowPath: true });
  const website = optionalAddress('Website URL', { allowPath: false });

  it('empty becomes null', () => {
    expect(image.parse('   ')).toBeNull();
    expect(website.parse('')).toBeNull();
  });

  it('accepts http(s) addresses and, for images, site paths', () => {
    expect(image.parse(' https://cdn.example/a.png ')).toBe('https://cdn.example/a.png');
    expect(image.parse('/images/a.svg')).toBe('/images/a.svg');
    expect(website.parse('http://client.example')).toBe('http://client.example');
  });

  it('refuses other schemes and protocol-relative paths', () => {
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,xx', '//evil.example/a.png', 'images/a.svg']) {
      expect(image.safeParse(bad).success).toBe(false);
    }
    expect(website.safeParse('/about').success).toBe(false);
    expect(website.safeParse('/about').error?.issues[0]?.message).toBe(
      'Please enter a valid Website URL starting with http:// or https://.',
    );
  });
});

describe('form helpers', () => {
  it('fieldErrors keeps the first message per field', () => {
    const schema = z.object({ a: z.string().min(1, 'first').min(5, 'second'), b: z.string().min(1, 'b missing') });
    const result = schema.safeParse({ a: '', b: '' });
    expect(fieldErrors(result.error!)).toEqual({ a: 'first', b: 'b missing' });
  });

  it('parseIntent accepts only the listed intents', () => {
    const form = new FormData();
    form.set('intent', 'delete');
    expect(parseIntent(form, ['delete', 'toggle'] as const)).toBe('delete');
    form.set('intent', 'drop-table');
    expect(parseIntent(form, ['delete', 'toggle'] as const)).toBeNull();
    expect(formText(form, 'missing')).toBe('');
  });

  it('parseId accepts UUIDs only', () => {
    expect(parseId('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(parseId('new')).toBeNull();
    expect(parseId(undefined)).toBeNull();
  });

  it('errorMessage prefers the driver error over the wrapped query text', () => {
    const cause = new Error('duplicate key value violates unique constraint');
    expect(errorMessage(new Error('Failed query: insert into …', { cause }))).toBe(cause.message);
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage('text')).toBe('Unexpected error');
  });
});

describe('parseAdminValues', () => {
  const schema = z.object({ name: z.string().trim().min(1, 'Name is required.') });
  it('returns the data, or the field errors with the values typed (without the intent)', () => {
    const form = new FormData();
    form.set('intent', 'save');
    form.set('name', ' Ada ');
    expect(parseAdminValues(schema, form)).toEqual({ ok: true, data: { name: 'Ada' }, values: { name: ' Ada ' } });
    form.set('name', ' ');
    expect(parseAdminValues(schema, form)).toEqual({ ok: false, errors: { name: 'Name is required.' }, values: { name: ' ' } });
  });
});

describe('formRouteId', () => {
  it('null on create, the id lower-cased on edit, invalid otherwise', () => {
    expect(formRouteId({})).toBeNull();
    expect(formRouteId({ id: 'new' })).toBeNull();
    expect(formRouteId({ id: '0F8FAD5B-D9CB-469F-A165-70867728950E' })).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(formRouteId({ id: 'undefined' })).toBe('invalid');
  });
});

describe('loadForEdit', () => {
  const copy = { notFound: 'Thing not found', loadError: (message: string) => `Error loading thing: ${message}` };
  const answer = (_error: unknown, message: string) => Promise.resolve(new Response(message, { status: 302 }));

  it('returns the record', async () => {
    expect(await loadForEdit(() => Promise.resolve({ id: 'a' }), copy, answer)).toEqual({ id: 'a' });
  });

  it("throws onError's answer with SPEC's text for a missing record or a failed load", async () => {
    const missing = await loadForEdit(() => undefined, copy, answer).catch((thrown: unknown) => thrown);
    expect(missing).toBeInstanceOf(Response);
    expect(await (missing as Response).text()).toBe('Error loading thing: Thing not found');
    const failed = await loadForEdit(() => Promise.reject(new Error('relation "things" does not exist')), copy, answer).catch((thrown: unknown) => thrown);
    expect(await (failed as Response).text()).toBe('Error loading thing: relation "things" does not exist');
  });
});

describe('submitAdminForm', () => {
  const schema = z.object({ name: z.string().trim().min(1, 'Please enter a name.'), slug: z.string() });
  const copy = { created: 'Thing created successfully!', updated: 'Thing updated successfully!', saveError: (m: string) => `Error saving thing: ${m}`, notFound: 'Thing not found', missingId: 'No thing ID provided for update' };
  const form = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    return body;
  };
  /** Runs the flow with a save answering `answer`; the redirect's body carries the success text. */
  async function submit(fields: Record<string, string>, answer: () => Promise<SaveAnswer> | SaveAnswer) {
    const errors: unknown[] = [];
    const result = await submitAdminForm(form(fields), {
      parse: (body) => parseAdminValues(schema, body),
      save: answer,
      copy,
      onSaved: (message) => Promise.resolve(new Response(message, { status: 302 })),
      onError: (error) => errors.push(error),
    }).catch((thrown: unknown) => thrown);
    if (result instanceof Response) return { status: result.status, message: await result.text(), errors };
    const { data: body, init } = result as { data: { errors: Record<string, string>; values: Record<string, string>; message?: string }; init: { status: number } };
    return { status: init.status, body, errors };
  }

  it('hands the created or updated text to onSaved', async () => {
    expect(await submit({ name: 'A', slug: 'a' }, () => saved(null))).toMatchObject({ status: 302, message: copy.created });
    expect(await submit({ name: 'A', slug: 'a' }, () => Promise.resolve(saved('id')))).toMatchObject({ status: 302, message: copy.updated });
  });

  it('answers field errors with the values typed, without saving', async () => {
    let calls = 0;
    const result = await submit({ intent: 'save', name: ' ', slug: 'kept' }, () => {
      calls++;
      return saved(null);
    });
    expect(result).toMatchObject({ status: 400, body: { errors: { name: 'Please enter a name.' }, values: { name: ' ', slug: 'kept' } } });
    expect(calls).toBe(0);
  });

  it('refuses an unknown intent', async () => {
    const thrown = await submitAdminForm(form({ intent: 'publish', name: 'A', slug: 'a' }), {
      parse: (body) => parseAdminValues(schema, body),
      save: () => saved(null),
      copy,
      onSaved: () => Promise.resolve(new Response(null, { status: 302 })),
      onError: () => {},
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

  it('an unexpected error is logged and answered as SPEC says, with the values kept', async () => {
    const failure = new Error('Failed query', { cause: new Error('relation "things" does not exist') });
    const result = await submit({ name: 'A', slug: 'a' }, () => Promise.reject(failure));
    expect(result).toMatchObject({ status: 500, body: { message: 'Error saving thing: relation "things" does not exist', values: { name: 'A' } } });
    expect(result.errors).toEqual([failure]);
  });
});
