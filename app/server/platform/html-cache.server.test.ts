import { describe, expect, it } from 'vitest';
import { compileBody, fillBody, pageCacheKey } from '~/server/platform/html-cache.server';

describe('a cached body cut at its per-response values', () => {
  const rendered =
    '<script nonce="OLD">a</script><input name="form_token" value="111.sig"/>' +
    '<script nonce="OLD">{"formToken":"111.sig"}</script><p>é ✓</p><script nonce="OLD"></script>';

  it('puts each fresh value everywhere the old one was, and leaves every other byte alone', () => {
    const body = compileBody(rendered, ['nonce="OLD"', '111.sig']);
    const filled = fillBody(body, ['nonce="NEW"', '222.fresh']).toString('utf8');
    expect(filled).toBe(rendered.replaceAll('nonce="OLD"', 'nonce="NEW"').replaceAll('111.sig', '222.fresh'));
    expect(filled).not.toContain('OLD');
    expect(filled).not.toContain('111.sig');
  });

  it('gives a different body per fill (fresh values each time)', () => {
    const body = compileBody(rendered, ['nonce="OLD"', '111.sig']);
    const first = fillBody(body, ['nonce="A"', 'token-1']).toString();
    const second = fillBody(body, ['nonce="B"', 'token-2']).toString();
    expect(first).toContain('nonce="A"');
    expect(second).toContain('nonce="B"');
    expect(second).not.toContain('token-1');
  });

  it('keeps several tokens apart and ignores empty placeholders', () => {
    const page = '<i>t1</i><b>t2</b><i>t1</i>';
    const body = compileBody(page, ['', 't1', 't2']);
    expect(fillBody(body, ['unused', 'X', 'Y']).toString()).toBe('<i>X</i><b>Y</b><i>X</i>');
  });

  it('treats placeholders as text, not patterns', () => {
    const page = 'a.b+c a_b+c';
    expect(fillBody(compileBody(page, ['a.b+c']), ['Z']).toString()).toBe('Z a_b+c');
  });

  it('returns the stored bytes unchanged when nothing varies', () => {
    const page = '<p>static</p>';
    expect(fillBody(compileBody(page, []), []).toString()).toBe(page);
    expect(fillBody(compileBody(page, ['absent']), ['x']).toString()).toBe(page);
  });
});

describe('the cache key of a page', () => {
  it('drops campaign tags and ad-click ids, keeping every other parameter as it was', () => {
    expect(pageCacheKey('/?utm_source=news&utm_medium=email&fbclid=IwAR0abc')).toBe('/');
    expect(pageCacheKey('/portfolio?category=Fintech&gclid=xyz&utm_campaign=spring')).toBe('/portfolio?category=Fintech');
    expect(pageCacheKey('/news-insights?msclkid=1&_gl=2&page=2')).toBe('/news-insights?page=2');
  });

  it('leaves a URL without tracking parameters exactly as it came', () => {
    expect(pageCacheKey('/careers')).toBe('/careers');
    expect(pageCacheKey('/portfolio?category=Health%20Care&x=a+b')).toBe('/portfolio?category=Health%20Care&x=a+b');
    expect(pageCacheKey('/?utmost=1&source=2')).toBe('/?utmost=1&source=2');
  });
});
