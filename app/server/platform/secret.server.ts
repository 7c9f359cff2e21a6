/**
 * The app's signing secret (sessions, form tokens, flash cookies): BETTER_AUTH_SECRET when set,
 * otherwise a random secret generated once and kept in DATA_DIR/auth-secret (mode 0600), so it
 * survives restarts. Instances sharing one database must be given the same BETTER_AUTH_SECRET.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '~/server/platform/env.server';

let cached: { key: string; secret: string } | undefined;

export function appSecret(): string {
  const config = env();
  const key = `${config.BETTER_AUTH_SECRET ?? ''}|${config.DATA_DIR}`;
  if (cached?.key === key) return cached.secret;
  const secret = config.BETTER_AUTH_SECRET ?? readOrCreateSecretFile(config.DATA_DIR);
  cached = { key, secret };
  return secret;
}

function readOrCreateSecretFile(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('base64url');
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw error;
  }
}

/** An HMAC of `value` under the app secret (base64url). */
export function sign(value: string, purpose: string): string {
  return crypto.createHmac('sha256', appSecret()).update(`${purpose}:${value}`).digest('base64url');
}

/** Constant-time check of a signature made by `sign`. */
export function verifySignature(value: string, purpose: string, signature: string): boolean {
  const expected = Buffer.from(sign(value, purpose));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/**
 * A keyed hash (HMAC-SHA-256 under the app secret, hex) of `value` for one `purpose`: for values we
 * must recognise again but must not keep readable — sign-in codes in the database, the addresses in
 * rate-limit keys. Without the secret a database dump does not reveal them (six digits hashed
 * without a key fall to a million guesses in a millisecond).
 */
export function keyedHash(value: string, purpose: string): string {
  return crypto.createHmac('sha256', appSecret()).update(`${purpose}:${value}`).digest('hex');
}
