import pino from 'pino';

/** One logger for the process: JSON lines on stdout. */
export const log = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { service: 'firmsite' },
  redact: { paths: ['*.password', '*.token', '*.otp', 'req.headers.cookie'], censor: '[redacted]' },
});

/** An error's message, for the logs and for SPEC's '{message}' texts. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}
