/**
 * Configuration: every environment variable the app reads, validated once at start-up.
 * A bad value stops the process with a message that names the variable (see `formatEnvError`).
 * `.env.example` and docs/configuration.md list the same variables; keep the three in step.
 */
import { z } from 'zod';
import { isEmailAddress, normaliseEmail } from '~/domain/email';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const urlWithProtocols = (protocols: string[], hint: string) =>
  optionalString.pipe(
    z
      .string()
      .refine((value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      }, hint)
      .optional(),
  );


/** A whole number (of `unit`, when given) with a default, at least `min`; the message names both. */
const wholeNumber = (fallback: number, { unit, min = 0 }: { unit?: string; min?: number } = {}) => {
  const message = `must be a whole number${unit ? ` of ${unit}` : ''}${min > 0 ? `, at least ${min}` : ''}`;
  return optionalString.pipe(
    z
      .string()
      .regex(/^\d+$/, message)
      .transform(Number)
      .refine((value) => value >= min, message)
      .default(fallback),
  );
};

const portNumber = z
  .string()
  .regex(/^\d+$/, 'must be a port number between 1 and 65535')
  .transform(Number)
  .refine((port) => port >= 1 && port <= 65535, 'must be a port number between 1 and 65535');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: optionalString.pipe(portNumber.default(3000)),
  HOST: optionalString.pipe(z.string().default('0.0.0.0')),
  DATA_DIR: optionalString.pipe(z.string().default('./data')),
  DATABASE_URL: urlWithProtocols(
    ['postgres:', 'postgresql:'],
    'must be a postgres:// or postgresql:// connection URL (leave it unset for the embedded database)',
  ),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:'], 'must be an http(s) URL such as https://www.corvane.example'),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: optionalString.pipe(z.string().default('Corvane Digital <no-reply@corvane.example>')),
  SALES_NOTIFY_EMAIL: optionalString.pipe(
    // The one parser (app/domain/email.ts): the mailer only ever gets a plain, normalised address.
    z.string().default('sales@corvane.example').refine(isEmailAddress, 'must be one plain e-mail address (name@example.com)').transform(normaliseEmail),
  ),
  NOTIFY_WEBHOOK_URL: urlWithProtocols(['http:', 'https:'], 'must be an http(s) URL'),
  ADMIN_EMAILS: optionalString.pipe(
    z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine((emails) => emails.every(isEmailAddress), 'must be a comma-separated list of e-mail addresses'),
  ),
  BETTER_AUTH_SECRET: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters (or unset, to generate one in DATA_DIR)').optional(),
  ),
  TRUST_PROXY: optionalString.pipe(
    z
      .string()
      .regex(
        /^(false|true|\d+|[\w.:/,\s-]+)$/,
        'must be false, true, a number of proxy hops, or a list of trusted proxy addresses',
      )
      .default('false'),
  ),
  LOG_LEVEL: optionalString.pipe(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  // Read by the logger itself as it starts (log.server.ts, logFormat); checked here so a typo stops the start.
  LOG_FORMAT: optionalString.pipe(z.enum(['json', 'pretty']).optional()),
  SESSION_IDLE_MINUTES: wholeNumber(120, { unit: 'minutes' }),
  SESSION_MAX_HOURS: wholeNumber(12, { unit: 'hours' }),
  FORM_MIN_FILL_SECONDS: wholeNumber(2, { unit: 'seconds' }),
  FORM_RATE_LIMIT_PER_10_MIN: wholeNumber(10),
  // Sign-in limits per hour (ADR 010). Production keeps the defaults; a test rig whose whole suite
  // signs in from one loopback address may raise them (the limit tests run their own servers).
  SIGN_IN_MAILS_PER_ADDRESS_PER_HOUR: wholeNumber(5),
  SIGN_IN_REQUESTS_PER_IP_PER_HOUR: wholeNumber(20),
  SIGN_IN_ATTEMPTS_PER_IP_PER_HOUR: wholeNumber(30),
  HTML_CACHE_TTL_SECONDS: wholeNumber(60, { unit: 'seconds' }),
  // How long one request may take to arrive whole, body included, and how long a connection may
  // sit with nothing sent either way (ADR 210): a résumé or a batch of photos on a slow link keeps
  // arriving for minutes, a sender that stopped is let go after the idle time.
  REQUEST_TIMEOUT_SECONDS: wholeNumber(1800, { unit: 'seconds', min: 1 }),
  IDLE_TIMEOUT_SECONDS: wholeNumber(120, { unit: 'seconds', min: 1 }),
  // Issue 46: how often each instance looks for unanswered leads whose reminder is due (ADR 360 §4).
  REMINDER_SCAN_SECONDS: wholeNumber(60, { unit: 'seconds', min: 1 }),
  // Prometheus metrics (/metrics), never public by default (metrics-endpoint.server.ts): with
  // METRICS_PORT on a listener of their own (METRICS_HOST, loopback unless told otherwise), and/or
  // on the site's port behind `Authorization: Bearer METRICS_TOKEN`. Neither set: no metrics.
  METRICS_PORT: optionalString.pipe(portNumber.optional()),
  METRICS_HOST: optionalString.pipe(z.string().default('127.0.0.1')),
  METRICS_TOKEN: optionalString.pipe(z.string().min(32, 'must be at least 32 characters (a random string: openssl rand -hex 32)').optional()),
  // Backups (issue 47, ADR 380): where scheduled backups and the erase journal live (default
  // DATA_DIR/backups), whether the server takes one daily, and how many scheduled ones it keeps.
  BACKUP_DIR: optionalString,
  BACKUP_SCHEDULE: optionalString.pipe(z.enum(['off', 'daily'], 'must be off or daily').default('off')),
  BACKUP_KEEP: wholeNumber(7, { unit: 'backups', min: 1 }),
}).refine((config) => config.METRICS_PORT === undefined || config.METRICS_PORT !== config.PORT, {
  path: ['METRICS_PORT'],
  message: 'must differ from PORT (the metrics listener is a port of its own)',
});

export type Env = z.infer<typeof envSchema> & { PUBLIC_URL: string; BACKUP_DIR: string };

export class EnvError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}`,
    );
    this.name = 'EnvError';
  }
}

/** Parses an environment (default: `process.env`); throws `EnvError` naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => {
        const variable = String(issue.path[0] ?? 'environment');
        const given = source[variable];
        const shown = variable.includes('SECRET') || variable.includes('TOKEN') || variable === 'DATABASE_URL' || variable === 'SMTP_URL' ? '' : ` (got "${given ?? ''}")`;
        return { variable, message: `${issue.message}${shown}` };
      }),
    );
  }
  const env = result.data;
  return {
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    BACKUP_DIR: env.BACKUP_DIR ?? `${env.DATA_DIR.replace(/\/+$/, '')}/backups`,
  };
}

let cached: Env | undefined;

/** The process's configuration, parsed on first use. */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}

/**
 * Tests replace the configuration (and reset it with `undefined`). A configuration whose
 * BACKUP_DIR is its DATA_DIR's default gets the test run's own directory instead (TEST_BACKUP_DIR,
 * set by the test setup), so the erasures tests make never reach a real erase journal.
 */
export function setEnvForTests(next: Env | undefined): void {
  const testBackupDir = process.env.TEST_BACKUP_DIR;
  const defaulted = next !== undefined && next.BACKUP_DIR === `${next.DATA_DIR.replace(/\/+$/, '')}/backups`;
  cached = next && testBackupDir && defaulted ? { ...next, BACKUP_DIR: testBackupDir } : next;
}
