import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  compileBody,
  crcCombine,
  crcShift,
  fixedForms,
  gzipChunks,
  identityChunks,
  storeBody,
  type CompiledBody,
} from '~/server/platform/page-cache/stored-body.server';

const fillBody = (body: CompiledBody, values: string[]) => Buffer.concat(identityChunks(body, values.map((value) => Buffer.from(value))).chunks);

describe('a cached body cut at its per-response values', () => {
  const rendered =
    '<script>a</script><input name="form_token" value="111.sig"/>' +
    '<script>{"formToken":"111.sig"}</script><p>é ✓</p><input value="111.sig"/>';

  it('puts each fresh value everywhere the old one was, and leaves every other byte alone', () => {
    const body = compileBody(Buffer.from(rendered), ['value="111.sig"']);
    const filled = fillBody(body, ['value="222.fresh"']).toString('utf8');
    expect(filled).toBe(rendered.replaceAll('value="111.sig"', 'value="222.fresh"'));
    // The hydration script keeps its bytes (its hash is in the CSP).
    expect(filled).toContain('{"formToken":"111.sig"}');
  });

  it('gives a different body per fill (fresh values each time)', () => {
    const body = compileBody(Buffer.from(rendered), ['value="111.sig"']);
    const first = fillBody(body, ['value="token-1"']).toString();
    const second = fillBody(body, ['value="token-2"']).toString();
    expect(first).toContain('token-1');
    expect(second).toContain('token-2');
    expect(second).not.toContain('token-1');
  });

  it('keeps several tokens apart and ignores empty placeholders', () => {
    const page = '<i>t1</i><b>t2</b><i>t1</i>';
    const body = compileBody(Buffer.from(page), ['', 't1', 't2']);
    expect(fillBody(body, ['unused', 'X', 'Y']).toString()).toBe('<i>X</i><b>Y</b><i>X</i>');
  });

  it('treats placeholders as text, not patterns', () => {
    const page = 'a.b+c a_b+c';
    expect(fillBody(compileBody(Buffer.from(page), ['a.b+c']), ['Z']).toString()).toBe('Z a_b+c');
  });

  it('returns the stored bytes unchanged when nothing varies', () => {
    const page = '<p>static</p>';
    expect(fillBody(compileBody(Buffer.from(page), []), []).toString()).toBe(page);
    expect(fillBody(compileBody(Buffer.from(page), ['absent']), ['x']).toString()).toBe(page);
  });
});

describe('the stored compressed forms', () => {
  const page = `<!DOCTYPE html><html><body>${'<p>Strategy, design and engineering — é ✓</p>'.repeat(800)}` +
    `<form><input name="form_token" value="OLD"/></form>${'<footer>more</footer>'.repeat(300)}<input value="OLD"/></body></html>`;

  it('splices fresh tokens into gzip without compressing again: a valid gzip stream of the filled page', async () => {
    const body = compileBody(Buffer.from(page), ['value="OLD"']);
    const stored = await storeBody(body);
    expect(stored.br).toBeUndefined();
    for (const token of ['1795000000000.abc', '1795000000001.a-much-longer-signature-value-xyz']) {
      const values = [Buffer.from(`value="${token}"`)];
      const { chunks, length } = gzipChunks(body, stored.gzip, values);
      const gz = Buffer.concat(chunks);
      expect(gz.length).toBe(length);
      expect(zlib.gunzipSync(gz).toString()).toBe(page.replaceAll('value="OLD"', `value="${token}"`));
      expect(gz.length).toBeLessThan(Buffer.byteLength(page) / 10);
    }
  });

  it('keeps a page without forms as complete br, gzip and identity bytes', async () => {
    const fixed = fixedForms(await storeBody(compileBody(Buffer.from(page), [])))!;
    expect(fixed.identity.toString()).toBe(page);
    expect(zlib.gunzipSync(fixed.gzip).toString()).toBe(page);
    expect(zlib.brotliDecompressSync(fixed.br!).toString()).toBe(page);
    expect(fixed.br!.length).toBeLessThan(fixed.gzip.length);
  });

  it('combines CRC-32s as zlib computes them over the joined bytes', () => {
    const a = Buffer.from('x'.repeat(70_001));
    const b = Buffer.from('value="1795000000000.sig"');
    expect(crcCombine(zlib.crc32(a), zlib.crc32(b), crcShift(b.length))).toBe(zlib.crc32(Buffer.concat([a, b])));
    expect(crcCombine(zlib.crc32(b), zlib.crc32(a), crcShift(a.length))).toBe(zlib.crc32(Buffer.concat([b, a])));
  });
});
