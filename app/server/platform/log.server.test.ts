/**
 * Personal data stays out of the log: the process logger's own options, over a captured stream,
 * reduce every `url` and `ip` it is given, whichever call site logs them.
 */
import { encodedPath } from '~/domain/locales';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggableIp, loggableUrl, logFormat, loggerOptions, prettyLogLine } from './log.server';

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
    // Issue 43: a preview link's token opens a draft.
    expect(loggableUrl('/preview/Jb3lq0Y2x7Q9mZ0eWc4VxkR1s8tN6aPo5uHdGfEiL2y')).toBe('/preview/[redacted]');
    expect(loggableUrl('/news-insights/accessibility-as-a-growth-lever')).toBe('/news-insights/accessibility-as-a-growth-lever');
    expect(loggableUrl('/careers?')).toBe('/careers?');
    expect(loggableUrl('http://localhost:3000/privacy/erase/abc.def?x=1')).toBe('http://localhost:3000/privacy/erase/[redacted]?x=…');
    expect(loggableUrl('/x?%3Cscript%3E=1&a')).toBe('/x?[name]=…&a=…');
    // Issue 48: the Arabic erase and preview pages, as requested (encoded) and decoded.
    const arabicErase = encodedPath('/ar/الخصوصية/محو');
    expect(loggableUrl(`http://localhost:3000${arabicErase}/abc.def?x=1`)).toBe(`http://localhost:3000${arabicErase}/[redacted]?x=…`);
    expect(loggableUrl('/ar/الخصوصية/محو/abc.def')).toBe('/ar/الخصوصية/محو/[redacted]');
    expect(loggableUrl(`${encodedPath('/ar/معاينة')}/Jb3lq0Y2x7Q9mZ0eWc4VxkR1s8tN6aPo5uHdGfEiL2y`)).toBe(`${encodedPath('/ar/معاينة')}/[redacted]`);
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

/**
 * The process's own stdout, as a process that imports the logger writes it (ADR 270). `script`
 * runs after `log`, `logRequest` and `writeSync` (fs) are imported; a process of its own, so the
 * lines reach a real file descriptor and the exit is a real one.
 */
function withoutForcedColour(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { FORCE_COLOR: _forced, ...rest } = env;
  return rest;
}

function stdoutOf(script: string, level: string, env: Record<string, string> = {}): string[] {
  const program = `
    import { writeSync } from 'node:fs';
    import { log, logRequest, requestLogEnabled } from ${JSON.stringify(path.resolve('app/server/platform/log.server.ts'))};
    const request = (requestId) => logRequest({ requestId, method: 'GET', url: '/admin/leads?q=ada%40example.com', status: 200, durationMs: 1.5, ip: '203.0.113.77' });
    ${script}
  `;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], {
    encoding: 'utf8',
    timeout: 60_000,
    // Without FORCE_COLOR (a CI may set it): the child's console.log would colour its values.
    env: { ...withoutForcedColour(process.env), LOG_FORMAT: '', LOG_LEVEL: level, ...env },
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.split('\n').filter((line) => line !== '');
}

/** What each line is: a request line's id, an event's message, or the line itself. */
const labels = (lines: string[]) =>
  lines.map((line) => {
    if (!line.startsWith('{')) return line;
    const parsed = JSON.parse(line) as { msg: string; requestId?: string };
    return parsed.msg === 'request' ? `request ${parsed.requestId}` : parsed.msg;
  });

describe('how lines reach stdout (ADR 270)', () => {
  it('request lines wait in the buffer, an event writes those before it at once, and the exit writes the rest', () => {
    const lines = stdoutOf(
      `
      request('a1'); request('a2');
      writeSync(1, 'written directly, after a1 and a2 were logged\\n');
      log.warn('an event');
      request('b1'); request('b2');
      writeSync(1, 'written directly, after b1 and b2 were logged\\n');
      process.exit(0);
      `,
      'info',
    );
    expect(labels(lines)).toEqual([
      'written directly, after a1 and a2 were logged',
      'request a1',
      'request a2',
      'an event',
      'written directly, after b1 and b2 were logged',
      'request b1',
      'request b2',
    ]);
  });

  it('a request line says who asked for what as every line does: query values and the address reduced', () => {
    const [line] = stdoutOf(`request('r1');`, 'info');
    expect(JSON.parse(line!)).toMatchObject({
      level: 30,
      service: 'firmsite',
      msg: 'request',
      requestId: 'r1',
      method: 'GET',
      url: '/admin/leads?q=…',
      status: 200,
      durationMs: 1.5,
      ip: '203.0.113.0/24',
    });
    expect(line).not.toContain('ada');
    expect(line).not.toContain('.77');
  });

  it('below LOG_LEVEL info no request line is written, and events still are', () => {
    const lines = stdoutOf(`console.log('enabled:', requestLogEnabled()); request('r1'); log.warn('an event'); process.exit(0);`, 'warn');
    expect(labels(lines)).toEqual(['enabled: false', 'an event']);
  });
});

describe('the log format (LOG_FORMAT, ADR 400)', () => {
  it('is JSON unless a development server writes to a terminal, or LOG_FORMAT says otherwise', () => {
    expect(logFormat({ NODE_ENV: 'development' }, true)).toBe('pretty');
    expect(logFormat({ NODE_ENV: 'development' }, false)).toBe('json');
    expect(logFormat({ NODE_ENV: 'production' }, true)).toBe('json');
    expect(logFormat({}, true)).toBe('json');
    expect(logFormat({ NODE_ENV: 'test' }, true)).toBe('json');
    expect(logFormat({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
    expect(logFormat({ NODE_ENV: 'development', LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(logFormat({ NODE_ENV: 'development', LOG_FORMAT: 'yaml' }, false)).toBe('json');
  });

  it('a pretty line shows what the JSON line holds, reduced the same way: no e-mail, no full address', () => {
    const json = JSON.stringify(capturedLine({ method: 'GET', url: '/admin/leads?q=ada.lovelace%40example.com', ip: '203.0.113.77', status: 200 }));
    const line = prettyLogLine(json.replace(/"time":\d+/, '"time":1795988630500'));
    expect(line).toBe('21:43:50.500 INFO  request method=GET url="/admin/leads?q=…" ip=203.0.113.0/24 status=200\n');
    expect(line).not.toContain('lovelace');
  });

  it('an error is shown by its stack, indented below its line; a warning is coloured on a terminal', () => {
    const line = JSON.stringify({ level: 50, time: 0, service: 'firmsite', msg: 'outbox: delivery failed', err: { type: 'Error', message: 'connect ECONNREFUSED', stack: 'Error: connect ECONNREFUSED\n    at send (mail.ts:1:1)' }, kind: 'email' });
    expect(prettyLogLine(line)).toBe('00:00:00.000 ERROR outbox: delivery failed kind=email\n    Error: connect ECONNREFUSED\n        at send (mail.ts:1:1)\n');
    expect(prettyLogLine(JSON.stringify({ level: 40, time: 0, msg: 'slow' }), { colours: true })).toBe('00:00:00.000 \u001b[33mWARN \u001b[39m slow\n');
    expect(prettyLogLine('not JSON\n')).toBe('not JSON\n');
  });

  it('LOG_FORMAT=pretty writes the same lines in the same order, as text', () => {
    const lines = stdoutOf(`request('a1'); writeSync(1, 'written directly\\n'); log.warn({ n: 1 }, 'an event'); process.exit(0);`, 'info', { LOG_FORMAT: 'pretty' });
    expect(lines.map((line) => line.replace(/^\d\d:\d\d:\d\d\.\d{3} /, ''))).toEqual([
      'written directly',
      'INFO  request requestId=a1 method=GET url="/admin/leads?q=…" status=200 durationMs=1.5 ip=203.0.113.0/24',
      'WARN  an event n=1',
    ]);
  });
});
