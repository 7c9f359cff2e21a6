import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '~/server/platform/env.server';

function problemsOf(source: Record<string, string>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems.map((p) => p.variable);
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = parseEnv({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.ADMIN_EMAILS).toEqual([]);
    expect(config.TRUST_PROXY).toBe('false');
    expect(config.SESSION_IDLE_MINUTES).toBe(120);
    expect(config.SESSION_MAX_HOURS).toBe(12);
    // Node's own request timeout (300 s) cut a 10 MB résumé sent at 30 KB/s (ADR 210).
    expect(config.REQUEST_TIMEOUT_SECONDS).toBe(1800);
    expect(config.IDLE_TIMEOUT_SECONDS).toBe(120);
  });

  it('names REQUEST_TIMEOUT_SECONDS and IDLE_TIMEOUT_SECONDS when they are not a number of seconds of at least 1', () => {
    expect(problemsOf({ REQUEST_TIMEOUT_SECONDS: '0', IDLE_TIMEOUT_SECONDS: '2m' })).toEqual(['REQUEST_TIMEOUT_SECONDS', 'IDLE_TIMEOUT_SECONDS']);
    expect(parseEnv({ REQUEST_TIMEOUT_SECONDS: '600', IDLE_TIMEOUT_SECONDS: '30' })).toMatchObject({ REQUEST_TIMEOUT_SECONDS: 600, IDLE_TIMEOUT_SECONDS: 30 });
  });

  it('names PORT when it is not a port number', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual(['PORT']);
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT']);
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/PORT: must be a port number/);
  });

  it('names DATABASE_URL when it is not a PostgreSQL URL', () => {
    expect(problemsOf({ DATABASE_URL: 'nonsense' })).toEqual(['DATABASE_URL']);
    expect(problemsOf({ DATABASE_URL: 'mysql://localhost/db' })).toEqual(['DATABASE_URL']);
    expect(parseEnv({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' }).DATABASE_URL).toBe(
      'postgres://u@127.0.0.1:5432/db',
    );
  });

  it('names every bad variable at once', () => {
    expect(
      problemsOf({
        PORT: '-1',
        SMTP_URL: 'http://mail',
        SALES_NOTIFY_EMAIL: 'sales',
        ADMIN_EMAILS: 'a@corvane.example, nope',
        BETTER_AUTH_SECRET: 'short',
        NOTIFY_WEBHOOK_URL: 'ftp://hook',
        PUBLIC_URL: 'localhost',
      }).sort(),
    ).toEqual(
      ['ADMIN_EMAILS', 'BETTER_AUTH_SECRET', 'NOTIFY_WEBHOOK_URL', 'PORT', 'PUBLIC_URL', 'SALES_NOTIFY_EMAIL', 'SMTP_URL'].sort(),
    );
  });

  it('normalises lists and URLs', () => {
    const config = parseEnv({ ADMIN_EMAILS: ' Ana@Corvane.example ,bo@corvane.example,', PUBLIC_URL: 'https://www.corvane.example/' });
    expect(config.ADMIN_EMAILS).toEqual(['ana@corvane.example', 'bo@corvane.example']);
    expect(config.PUBLIC_URL).toBe('https://www.corvane.example');
  });

  it('keeps metrics off unless METRICS_PORT or METRICS_TOKEN is set; the metrics port listens on loopback by default', () => {
    const config = parseEnv({});
    expect(config.METRICS_PORT).toBeUndefined();
    expect(config.METRICS_TOKEN).toBeUndefined();
    expect(config.METRICS_HOST).toBe('127.0.0.1');
    expect(parseEnv({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: '0.0.0.0' });
  });

  it('names METRICS_PORT when it is not a port or is the site’s own, and METRICS_TOKEN when it is short — without echoing the token', () => {
    expect(problemsOf({ METRICS_PORT: 'metrics' })).toEqual(['METRICS_PORT']);
    expect(problemsOf({ PORT: '8080', METRICS_PORT: '8080' })).toEqual(['METRICS_PORT']);
    expect(() => parseEnv({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(problemsOf({ METRICS_TOKEN: 'short-secret' })).toEqual(['METRICS_TOKEN']);
    expect(() => parseEnv({ METRICS_TOKEN: 'short-secret' })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
    expect(() => parseEnv({ METRICS_TOKEN: 'short-secret' })).not.toThrow(/short-secret/);
    expect(parseEnv({ METRICS_TOKEN: 'a'.repeat(32) }).METRICS_TOKEN).toBe('a'.repeat(32));
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '', SMTP_URL: '' }).PORT).toBe(3000);
  });
});
