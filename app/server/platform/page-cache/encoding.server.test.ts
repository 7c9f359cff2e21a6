import { describe, expect, it } from 'vitest';
import { chooseEncoding, type PageEncoding } from '~/server/platform/page-cache/encoding.server';

const all = new Set<PageEncoding>(['br', 'gzip', 'identity']);
const noBrotli = new Set<PageEncoding>(['gzip', 'identity']);

describe('choosing the stored form of a page from Accept-Encoding', () => {
  it('gives browsers brotli, and gzip where brotli is not on hand', () => {
    expect(chooseEncoding('gzip, deflate, br', all)).toBe('br');
    expect(chooseEncoding('gzip, deflate, br, zstd', all)).toBe('br');
    expect(chooseEncoding('gzip, deflate, br', noBrotli)).toBe('gzip');
  });

  it('honours q-values: refused codings, preferences and identity only', () => {
    expect(chooseEncoding('br;q=0, gzip', all)).toBe('gzip');
    expect(chooseEncoding('gzip;q=0.5, br;q=0.4', all)).toBe('gzip');
    expect(chooseEncoding('identity', all)).toBe('identity');
    expect(chooseEncoding('', all)).toBe('identity');
    expect(chooseEncoding(undefined, all)).toBe('identity');
    expect(chooseEncoding('deflate', all)).toBe('identity');
    expect(chooseEncoding('gzip;q=0, br;q=0', all)).toBe('identity');
  });

  it('reads * as every coding not named', () => {
    expect(chooseEncoding('*', all)).toBe('br');
    expect(chooseEncoding('*;q=0.5, br;q=0', all)).toBe('gzip');
    expect(chooseEncoding('*;q=0, identity;q=1', all)).toBe('identity');
    expect(chooseEncoding('x-gzip', all)).toBe('gzip');
  });

  it('answers from the forms each file has, whatever an earlier file with the same header got', () => {
    // An asset whose .gz was not smaller than itself has only .br beside it: a client taking
    // gzip but not brotli must get the identity bytes, even after a file with a .gz was served.
    expect(chooseEncoding('gzip, deflate', all)).toBe('gzip');
    expect(chooseEncoding('gzip, deflate', new Set<PageEncoding>(['br', 'identity']))).toBe('identity');
    expect(chooseEncoding('gzip, deflate', noBrotli)).toBe('gzip');
    expect(chooseEncoding('gzip, deflate', new Set<PageEncoding>(['identity']))).toBe('identity');
  });
});
