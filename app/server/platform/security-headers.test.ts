import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, fixedSecurityHeaders, requestIdFrom } from '~/server/platform/security-headers';

const http = { publicUrl: 'http://localhost:3000', production: true, dev: false };
const https = { publicUrl: 'https://www.corvane.example', production: true, dev: false };

describe('security headers', () => {
  it('sends HSTS only when the public origin is https', () => {
    expect(Object.fromEntries(fixedSecurityHeaders(http))['Strict-Transport-Security']).toBeUndefined();
    expect(Object.fromEntries(fixedSecurityHeaders(https))['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(contentSecurityPolicy([], http)).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy([], https)).toContain('upgrade-insecure-requests');
  });

  it('puts the given script sources in script-src, never unsafe-inline', () => {
    const csp = contentSecurityPolicy(["'sha256-abc='", "'sha256-def='"], http);
    expect(csp).toContain("script-src 'self' 'sha256-abc=' 'sha256-def='");
    expect(csp.split('; ').find((directive) => directive.startsWith('script-src'))).not.toContain('unsafe');
  });
});

describe('the request id', () => {
  const made = () => 'fresh-id';

  it('keeps a well-formed id from a proxy in front', () => {
    expect(requestIdFrom('abc-123_DEF.9', made)).toBe('abc-123_DEF.9');
    expect(requestIdFrom('a'.repeat(64), made)).toBe('a'.repeat(64));
  });

  it('makes a fresh one for anything else: markup, line breaks, spaces, too long, missing, repeated', () => {
    for (const sent of ['<script>alert(1)</script>', 'id\r\nSet-Cookie: x=1', 'two words', 'a'.repeat(65), '', 'ü-id', undefined, ['a', 'b']]) {
      expect(requestIdFrom(sent, made), JSON.stringify(sent)).toBe('fresh-id');
    }
  });

  it('makes a random UUID, a new one each time, when no maker is given', () => {
    const first = requestIdFrom(undefined);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(requestIdFrom('<b>', undefined)).not.toBe(first);
  });
});
