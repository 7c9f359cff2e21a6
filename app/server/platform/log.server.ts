import pino from 'pino';

/** One logger for the process: JSON lines on stdout. */
export const log = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { service: 'firmsite' },
  redact: { paths: ['*.password', '*.token', '*.otp', 'req.headers.cookie'], censor: '[redacted]' },
});

export { errorMessage } from '~/domain/values';
