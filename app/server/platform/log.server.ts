import pino from 'pino';
import { encodedPath, LOCALE_CODES, linkPagePath, manageBookingBase } from '~/domain/locales';

/**
 * Properties of an error (and of its causes) that may reach the log. Everything else is dropped:
 * Drizzle's `params`, the driver's `detail` ('Key (email)=(ada@…) already exists'), `where`,
 * `parameters` — they carry the values a visitor submitted (issue 16, finding 4). `query` is the
 * SQL with $1… placeholders, never the values.
 */
const SAFE_ERROR_FIELDS = ['code', 'severity', 'routine', 'constraint', 'table', 'column', 'schema', 'status', 'statusCode', 'query'];

const MAX_CAUSE_DEPTH = 5;

/** Drizzle's query errors read 'Failed query: {sql}\nparams: {values}'; the values go. */
function withoutParams(message: string): string {
  const at = message.indexOf('\nparams:');
  return at === -1 ? message : `${message.slice(0, at)}\nparams: [redacted]`;
}

function isErrorLike(value: unknown): value is Error {
  return value instanceof Error || (typeof value === 'object' && value !== null && 'message' in value && 'stack' in value);
}

/**
 * A copy of `error` (and its causes) that keeps what an operator needs — the class, the message
 * without submitted values, the stack, the driver's code — and nothing a visitor typed.
 */
export function redactError(error: unknown, depth = 0): unknown {
  if (!isErrorLike(error)) return error;
  const message = withoutParams(String(error.message ?? ''));
  const copy = new Error(message);
  copy.name = error.name;
  const stack = typeof error.stack === 'string' ? error.stack : '';
  const head = `${error.name}: ${String(error.message ?? '')}`;
  copy.stack = stack.startsWith(head) ? `${error.name}: ${message}${stack.slice(head.length)}` : `${error.name}: ${message}`;
  const source = error as unknown as Record<string, unknown>;
  const target = copy as unknown as Record<string, unknown>;
  for (const field of SAFE_ERROR_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') target[field] = value;
  }
  if (depth < MAX_CAUSE_DEPTH && error.cause !== undefined) copy.cause = redactError(error.cause, depth + 1);
  // Keep the class name pino reports as `type` (e.g. DrizzleQueryError).
  Object.defineProperty(copy, 'constructor', { value: error.constructor, enumerable: false });
  return copy;
}

/**
 * Paths whose last segment is a secret that works as a key (a signed erase link, a preview link's
 * token): logged as the route, never the key. The erase and preview pages in every language
 * (issue 48: /ar/الخصوصية/محو/…, /ar/معاينة/…), as a request spells them (percent-encoded) and decoded.
 */
const CAPABILITY_PATHS = [
  ...LOCALE_CODES.flatMap((locale) =>
    (['/privacy/erase', '/preview'] as const).flatMap((page) => {
      const path = linkPagePath(locale, page);
      return [...new Set([`${path}/`, `${encodedPath(path)}/`])];
    }),
  ),
  // Each locale's booked-call page (issue 46/48), as a request carries it (percent-encoded) and decoded.
  ...new Set(LOCALE_CODES.flatMap((locale) => [`${encodedPath(manageBookingBase(locale))}/`, `${manageBookingBase(locale)}/`])),
];

/**
 * A request URL as it may be logged: the path, with every query value replaced — queries carry
 * what people typed or were sent (`/admin/leads?q=ada@example.com`, `?token=…` of an invitation or
 * a withdraw link, `?redirect=…`) — and the key of a capability path cut off. Names stay, so
 * the line still says what kind of request it was.
 */
export function loggableUrl(url: unknown): unknown {
  if (typeof url !== 'string') return url;
  // A loader's `request.url` is absolute: the origin is kept, the rest reduced like a path.
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? '';
  return origin + loggablePath(url.slice(origin.length));
}

function loggablePath(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const prefix of CAPABILITY_PATHS) {
    if (path.startsWith(prefix) && path.length > prefix.length) path = `${prefix}[redacted]`;
  }
  if (queryAt === -1) return path;
  const names = url
    .slice(queryAt + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const name = pair.split('=')[0]!.slice(0, 40);
      return `${/^[A-Za-z0-9_.[\]-]*$/.test(name) ? name : '[name]'}=…`;
    });
  return `${path}?${names.join('&')}`;
}

/**
 * A client address as it may be logged: IPv4 to its /24, IPv6 to its /48 — enough to see that
 * one network is flooding a form, not enough to name a visitor (an address is personal data under
 * the laws the privacy page cites).
 */
export function loggableIp(ip: unknown): unknown {
  if (typeof ip !== 'string' || ip === '') return ip;
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (ip.includes(':')) {
    const groups = ip.split('::')[0]!.split(':').filter((group) => group !== '');
    return `${groups.slice(0, 3).join(':')}::/48`;
  }
  return '[address]';
}

/** The options of the process logger; exported so a test can build the same logger over a captured stream. */
export function loggerOptions(): pino.LoggerOptions {
  return {
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
    base: { service: 'firmsite' },
    redact: { paths: ['*.password', '*.token', '*.otp', 'req.headers.cookie'], censor: '[redacted]' },
    // Every error logged as `err` (the convention here) loses the submitted values first.
    // Every `url` and `ip` (request lines, refusals, form defences) goes through the same
    // reduction, so no call site can log a visitor's address or a searched e-mail by mistake.
    serializers: { err: (error: unknown) => pino.stdSerializers.err(redactError(error) as Error), url: loggableUrl, ip: loggableIp },
  };
}

/** How lines are written: one JSON object each (what a log collector reads), or a line for a person. */
export type LogFormat = 'json' | 'pretty';

/**
 * LOG_FORMAT when it is set (`json` or `pretty`); otherwise `pretty` only for a development
 * server (`npm run dev` sets NODE_ENV=development) writing to a terminal, and JSON everywhere
 * else: `npm start`, tests, and any stdout that is a pipe or a file. Another value falls back to
 * JSON here; the configuration check refuses it at start-up (env.server.ts).
 */
export function logFormat(env: NodeJS.ProcessEnv = process.env, stdoutIsTerminal = process.stdout.isTTY === true): LogFormat {
  if (env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty') return env.LOG_FORMAT;
  return env.NODE_ENV === 'development' && stdoutIsTerminal ? 'pretty' : 'json';
}

const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** ANSI colours of the level names (yellow, red); the rest of a line stays plain. */
const LEVEL_COLOURS: Record<number, [string, string]> = { 40: ['\u001b[33m', '\u001b[39m'], 50: ['\u001b[31m', '\u001b[39m'], 60: ['\u001b[31m', '\u001b[39m'] };
/** Fields every line has, or that the line's head already shows. */
const HEAD_FIELDS = new Set(['level', 'time', 'service', 'msg', 'err', 'pid', 'hostname']);

function prettyValue(value: unknown): string {
  if (typeof value === 'string') return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
  return JSON.stringify(value) ?? String(value);
}

/**
 * One JSON line as a person reads it: `21:43:41.123 INFO  listening port=3000 database=pglite`,
 * an error's stack indented below. It reformats the finished JSON line, after the serializers and
 * redaction above, so it shows exactly what the JSON would — never more personal data.
 */
export function prettyLogLine(line: string, { colours = false }: { colours?: boolean } = {}): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const level = typeof entry.level === 'number' ? entry.level : 30;
  const time = typeof entry.time === 'number' ? new Date(entry.time).toISOString().slice(11, 23) : '';
  const name = (LEVEL_NAMES[level] ?? String(level)).padEnd(5);
  const colour = colours ? LEVEL_COLOURS[level] : undefined;
  const fields = Object.entries(entry)
    .filter(([key]) => !HEAD_FIELDS.has(key))
    .map(([key, value]) => `${key}=${prettyValue(value)}`);
  let text = [time, colour ? `${colour[0]}${name}${colour[1]}` : name, typeof entry.msg === 'string' ? entry.msg : '', ...fields].filter((part) => part !== '').join(' ');
  const error = entry.err as { type?: unknown; message?: unknown; stack?: unknown } | undefined;
  if (error && typeof error === 'object') {
    const detail = typeof error.stack === 'string' ? error.stack : `${String(error.type ?? 'Error')}: ${String(error.message ?? '')}`;
    text += `\n${detail.replace(/^/gm, '    ')}`;
  }
  return `${text}\n`;
}

const FORMAT = logFormat();
const COLOURS = FORMAT === 'pretty' && process.stdout.isTTY === true && !process.env.NO_COLOR;

/**
 * Every line goes to stdout through one buffer, written with blocking writes as pino's default is
 * (a slow reader of stdout slows the server rather than filling its memory). Request lines, one
 * per request, wait in it until it holds 4 KB or a second has passed: one `write(2)` for about
 * twenty of them instead of one each, as nginx's `access_log … buffer=` does (ADR 270). Every
 * other line (events, warnings, errors) is written at once, together with the request lines
 * buffered before it, so the order of lines holds and no error waits. At exit the buffer is
 * written out; a process killed outright (SIGKILL, the kernel's OOM killer) loses at most the
 * last second of request lines.
 */
const REQUEST_LINES_BUFFER_BYTES = 4096;
const REQUEST_LINES_FLUSH_MS = 1000;
const stdoutLines = pino.destination({
  dest: 1,
  sync: true,
  minLength: REQUEST_LINES_BUFFER_BYTES,
  periodicFlush: REQUEST_LINES_FLUSH_MS,
});
process.on('exit', () => {
  try {
    stdoutLines.flushSync();
  } catch {
    // stdout is gone (closed, not writable): the exit code stays the process's own.
  }
});

/** The buffer, as pino writes to it: each JSON line as it is, or reformatted for a person (LOG_FORMAT). */
const formattedLines = FORMAT === 'json' ? stdoutLines : { write: (line: string) => stdoutLines.write(prettyLogLine(line, { colours: COLOURS })) };

/** Writes a line and whatever request lines wait before it. */
const eventLines = {
  write(line: string): void {
    formattedLines.write(line);
    stdoutLines.flush();
  },
};

/** One logger for the process: JSON lines on stdout (LOG_FORMAT=pretty: lines for a person). */
export const log = pino(loggerOptions(), eventLines);

/** What a request line says: the fields are fixed, none can hold a secret (see `logRequest`). */
export interface RequestLine {
  requestId: string;
  method: string | undefined;
  url: string | undefined;
  status: number;
  durationMs: number;
  /** The client's address as Express reads it (TRUST_PROXY); absent on a page-cache hit, which is answered before Express. */
  ip?: string | undefined;
}

/**
 * The request log: the same level, base and reduction of `url` and `ip` as every line, without
 * the redaction paths, which look for a password or token inside every object logged and were
 * ~1.2 µs of each request's ~15 µs on a cached page: a request line is a `RequestLine` and holds
 * none (its URL's query values are dropped by `loggableUrl`).
 */
const { level, base } = loggerOptions();
const requestLog = pino({ level, base, serializers: { url: loggableUrl, ip: loggableIp } }, formattedLines);

/** Whether request lines are written (LOG_LEVEL info or below): callers skip timing them otherwise. */
export function requestLogEnabled(): boolean {
  return requestLog.isLevelEnabled('info');
}

/** Logs one answered request (level info, message 'request'). */
export function logRequest(line: RequestLine): void {
  requestLog.info(line, 'request');
}

export { errorMessage } from '~/domain/values';
