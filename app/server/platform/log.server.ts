import pino from 'pino';

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

/** The options of the process logger; exported so a test can build the same logger over a captured stream. */
export function loggerOptions(): pino.LoggerOptions {
  return {
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
    base: { service: 'firmsite' },
    redact: { paths: ['*.password', '*.token', '*.otp', 'req.headers.cookie'], censor: '[redacted]' },
    // Every error logged as `err` (the convention here) loses the submitted values first.
    serializers: { err: (error: unknown) => pino.stdSerializers.err(redactError(error) as Error) },
  };
}

/** One logger for the process: JSON lines on stdout. */
export const log = pino(loggerOptions());

export { errorMessage } from '~/domain/values';
