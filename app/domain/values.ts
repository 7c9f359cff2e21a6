/**
 * The small value checks every layer shares, each written once: a submitted value as text, a
 * record id (UUID), an error as the '{message}' of the product's texts, and text escaped for XML.
 */

/** A submitted value as text: '' when it is missing, a file or anything else that is not a string. */
export function asString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A record id as the database makes them (UUID, any case). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** A route parameter or form id that is a UUID (lower-cased), or null. */
export function parseId(value: unknown): string | null {
  return isUuid(value) ? value.toLowerCase() : null;
}

/**
 * An error as the {message} of the product's 'Error … : {message}' texts and of log lines. Drizzle wraps
 * a driver error in 'Failed query: {sql} params: …'; the driver's own text is what a person can act
 * on, and it does not echo the submitted values.
 */
export function errorMessage(error: unknown): string {
  if (!(error instanceof Error)) return 'Unexpected error';
  if (error.cause instanceof Error && error.cause.message) return error.cause.message;
  return error.message || 'Unexpected error';
}

/** Text for an XML document (sitemap, feed): the five entities escaped, characters XML 1.0 forbids removed. */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');
}
