import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirectPath, signInCodeSchema, signInEmailSchema } from './sign-in';

describe('safeRedirectPath: only paths on this site', () => {
  it.each([
    ['/admin/news', '/admin/news'],
    ['/admin/news?category=News#top', '/admin/news?category=News#top'],
    ['/careers', '/careers'],
    ['/admin/news/edit/3f2a', '/admin/news/edit/3f2a'],
  ])('keeps %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    '//evil.example',
    '//evil.example/admin',
    'https://evil.example',
    'http://localhost:3000/admin',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '%2F%2Fevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'admin',
    '/%E0%A4%A',
    `/${'a'.repeat(2001)}`,
  ])('turns %j into /admin', (value) => {
    expect(safeRedirectPath(value)).toBe('/admin');
  });

  // Issue 16, finding 1: dot segments resolve to '//host' only after URL normalisation.
  it.each([
    '/.//evil.example/phish',
    '/..//evil.example/phish',
    '/%2e//evil.example/phish',
    '/%2E%2E//evil.example/phish',
    '/a/..//evil.example/phish',
    '/a/%2e%2e//evil.example/phish',
    '/./\\evil.example/phish',
    '/./%2Fevil.example',
    '/a/../%2F/evil.example',
    '/a/../%5Cevil.example',
    '/.//\tevil.example',
    '/./\n/evil.example',
  ])('turns %j (off-site once normalised) into /admin', (value) => {
    const result = safeRedirectPath(value);
    expect(result).toBe('/admin');
  });

  it('never returns a location that starts with // or /\\ or leaves the site, whatever the dot segments', () => {
    const parts = ['', '.', '..', '%2e', '%2E%2e', 'a', '%2F', '%5C', '\\', 'evil.example'];
    for (const a of parts) for (const b of parts) for (const c of parts) {
      const result = safeRedirectPath(`/${a}/${b}/${c}/evil.example`);
      expect(result.startsWith('/')).toBe(true);
      expect(result.startsWith('//') || result.startsWith('/\\')).toBe(false);
      expect(new URL(result, 'http://site.invalid').origin).toBe('http://site.invalid');
      expect(decodeURIComponent(result).startsWith('//')).toBe(false);
    }
  });

  it('builds the login address with the path to come back to', () => {
    expect(loginPath('/admin/teams/edit/1?x=1')).toBe('/admin/login?redirect=%2Fadmin%2Fteams%2Fedit%2F1%3Fx%3D1');
    expect(loginPath('//evil.example')).toBe('/admin/login?redirect=%2Fadmin');
  });
});

describe('sign-in form checks', () => {
  it('normalises the address and requires a valid one', () => {
    expect(signInEmailSchema.parse({ email: '  Ana@Corvane.Example ' }).email).toBe('ana@corvane.example');
    expect(signInEmailSchema.safeParse({ email: '' }).error?.issues[0]?.message).toBe('Please enter your email address.');
    expect(signInEmailSchema.safeParse({ email: 'ana@corvane' }).error?.issues[0]?.message).toBe('Please enter a valid email address.');
  });

  it('takes exactly six digits', () => {
    expect(signInCodeSchema.parse({ email: 'a@b.co', code: ' 123 456 ' }).code).toBe('123456');
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      expect(signInCodeSchema.safeParse({ email: 'a@b.co', code }).success).toBe(false);
    }
  });
});
