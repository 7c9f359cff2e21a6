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
  joinLines,
  optionalAddress,
  parseCommaList,
  parseId,
  parseIntent,
  parseAdminValues,
  parseLines,
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
