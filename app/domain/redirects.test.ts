/**
 * The one URL-safety check for every redirect target the site answers or stores (issue 40,
 * finding 3): a same-site path, as written and at every layer of percent-decoding.
 */
import { describe, expect, it } from 'vitest';
import { isSafeRedirectTarget, normalizeRedirectPath, redirectMessages, redirectSchema } from './redirects';
import { safeRedirectPath } from './sign-in';

const UNSAFE = [
  '',
  'admin',
  'https://evil.example/x',
  'javascript:alert(1)',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/a\\b',
  // The probe's redirect: a backslash that only appears once decoded.
  '/%5C127.0.0.1:3999/pwned',
  '/%5c127.0.0.1:3999/pwned',
  // Encoded twice or three times: decoding repeats until nothing changes.
  '/%255C127.0.0.1:3999/pwned',
  '/%25255C127.0.0.1:3999/pwned',
  '/%2F%2Fevil.example',
  '/%252F%252Fevil.example',
  '/%2F/evil.example',
  // Control characters, written or encoded (C0, DEL, C1), which URL parsers drop.
  '/\t/evil.example',
  '/a\nb',
  '/%09/evil.example',
  '/%0A/evil.example',
  '/a%00b',
  '/a%7Fb',
  '/a\u0085b',
  '/a%C2%85b',
  // Dot segments that resolve to '//host'.
  '/.//evil.example',
  '/a/..//evil.example',
  '/%2e%2e//evil.example',
  '/%2e/%2fevil.example',
  // Not valid percent-encoding as written.
  '/%E0%A4%A',
  '/100%',
];

describe('isSafeRedirectTarget', () => {
  it.each([
    '/',
    '/news-insights/new-article',
    '/admin/news?category=News#top',
    '/careers/senior-engineer',
    '/caf%C3%A9',
    '/admin/media?q=hello%20world',
    '/path/with:colon',
  ])('accepts the same-site path %j', (value) => {
    expect(isSafeRedirectTarget(value)).toBe(true);
  });

  it.each(UNSAFE)('refuses %j', (value) => {
    expect(isSafeRedirectTarget(value)).toBe(false);
  });

  it('is what the sign-in redirect rule and the redirects admin both refuse', () => {
    for (const value of UNSAFE) {
      expect(safeRedirectPath(value)).toBe('/admin');
      expect(normalizeRedirectPath(value)).toBeUndefined();
    }
  });
});

describe('redirectSchema (the /admin/redirects form)', () => {
  it.each(['/%5C127.0.0.1:3999/pwned', '/%255C127.0.0.1:3999/pwned', '/%2F%2F127.0.0.1:3999', '/a/..//127.0.0.1:3999'])(
    'refuses the new path %j with the form message',
    (to_path) => {
      const parsed = redirectSchema.safeParse({ from_path: '/old', to_path });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['to_path', redirectMessages.to_path]]);
    },
  );

  it('keeps an ordinary redirect, normalised', () => {
    expect(redirectSchema.parse({ from_path: '/Old-Page/?x=1#top', to_path: '/news-insights/new' })).toEqual({
      from_path: '/Old-Page',
      to_path: '/news-insights/new',
    });
  });
});
