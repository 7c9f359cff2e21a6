/**
 * Personal data stays out of the log: the process logger's own options, over a captured stream,
 * reduce every `url` and `ip` it is given, whichever call site logs them.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggableIp, loggableUrl, loggerOptions } from './log.server';

function capturedLine(object: Record<string, unknown>): Record<string, unknown> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  pino({ ...loggerOptions(), level: 'info' }, stream).info(object, 'request');
  return JSON.parse(lines.join('')) as Record<string, unknown>;
}

describe('what a request line may say', () => {
  it('a search for an e-mail address, an invitation token and a redirect keep their names, not their values', () => {
    const line = capturedLine({
      method: 'GET',
      url: '/admin/leads?q=ada.lovelace%40example.com&status=new',
      ip: '203.0.113.77',
    });
    expect(line.url).toBe('/admin/leads?q=…&status=…');
    expect(line.ip).toBe('203.0.113.0/24');
    expect(JSON.stringify(line)).not.toContain('lovelace');
    expect(JSON.stringify(line)).not.toContain('.77');
    expect(loggableUrl('/admin/login/invite?token=abc.def')).toBe('/admin/login/invite?token=…');
    expect(loggableUrl('/admin/login?redirect=%2Fadmin%2Fleads')).toBe('/admin/login?redirect=…');
    expect(loggableUrl('/applications/withdraw?token=secret-token-value')).toBe('/applications/withdraw?token=…');
  });

  it('the key in a signed erase link is cut off; ordinary paths are kept whole', () => {
    expect(loggableUrl('/privacy/erase/eyJsZWFkIjoxfQ.c2lnbmF0dXJl')).toBe('/privacy/erase/[redacted]');
    expect(loggableUrl('/news-insights/accessibility-as-a-growth-lever')).toBe('/news-insights/accessibility-as-a-growth-lever');
    expect(loggableUrl('/careers?')).toBe('/careers?');
    expect(loggableUrl('http://localhost:3000/privacy/erase/abc.def?x=1')).toBe('http://localhost:3000/privacy/erase/[redacted]?x=…');
    expect(loggableUrl('/x?%3Cscript%3E=1&a')).toBe('/x?[name]=…&a=…');
  });

  it('client addresses are cut to their network: IPv4 /24, IPv6 /48, mapped IPv4 as IPv4', () => {
    expect(loggableIp('192.0.2.15')).toBe('192.0.2.0/24');
    expect(loggableIp('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(loggableIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::/48');
    expect(loggableIp('2001:db8::1')).toBe('2001:db8::/48');
    expect(loggableIp('::1')).toBe('::/48');
    expect(loggableIp('not-an-address')).toBe('[address]');
  });
});
