/**
 * Redirect paths (issue 19). A redirect goes from one path of this site to another path of this
 * site: never to another host (no open redirect), never with a query or fragment (the old links
 * being kept alive are plain paths). Paths are stored normalized so one spelling owns them.
 */
import { z } from 'zod';
import { DEFAULT_LOCALE, localizedRecordPath, type Locale } from './locales';

export const REDIRECT_REASONS = ['manual', 'slug_change'] as const;
export type RedirectReason = (typeof REDIRECT_REASONS)[number];

export const REDIRECT_PATH_MAX = 500;

/**
 * The one URL-safety check for every redirect target this site answers or stores (the redirects
 * admin, the table of redirects served to visitors, the sign-in `redirect` and other return
 * paths): true only for a path on this site. It must start with a single '/' (not '//' or '/\\',
 * so no other host and no scheme), hold no backslash (URL parsers read it as '/') and no control
 * character (C0, DEL, C1: parsers drop them, so '/\t/host' becomes '//host'), and resolve, dot
 * segments and all, to a path on this origin that does not start with '//'.
 *
 * Each rule holds for the target as written AND for every layer of percent-decoding, repeated
 * until nothing changes: '/%5C127.0.0.1' is '/\\127.0.0.1' once decoded, and a proxy, a browser or
 * a later reader may decode once more than we did (issue 40, finding 3). The target as written
 * must be valid percent-encoding; deeper layers are decoded leniently (an undecodable '%' is
 * left, every '%XX' byte is still seen), so an odd byte cannot hide what follows it.
 */
export function isSafeRedirectTarget(target: string): boolean {
  if (target.length === 0 || target.length > REDIRECT_TARGET_MAX) return false;
  try {
    decodeURIComponent(target);
  } catch {
    return false;
  }
  let layer = target;
  for (let depth = 0; depth < MAX_DECODE_LAYERS; depth++) {
    if (!isPlainSitePath(layer)) return false;
    const next = decodeLeniently(layer);
    if (next === layer) return true;
    layer = next;
  }
  // Still changing after this many layers: no real link is encoded so deep.
  return false;
}

/** Longer than any link this site makes; the sign-in `redirect` allowed up to this length. */
const REDIRECT_TARGET_MAX = 2000;
const MAX_DECODE_LAYERS = 8;
const ORIGIN_PROBE = 'http://firmsite.invalid';

function isPlainSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f-\u009f]/.test(value)) return false;
  let resolved: URL;
  try {
    resolved = new URL(value, ORIGIN_PROBE);
  } catch {
    return false;
  }
  return resolved.origin === ORIGIN_PROBE && !resolved.pathname.startsWith('//');
}

/**
 * One layer of percent-decoding that never fails: each run of '%XX' is decoded as UTF-8 when it
 * is valid, else byte by byte (so '%5C' after a stray '%E0' is still a backslash).
 */
function decodeLeniently(value: string): string {
  return value.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  });
}

/**
 * '/Old-Page/?x=1#top' → '/Old-Page': query and fragment dropped, trailing slashes trimmed, the
 * path decoded once where that is valid. Undefined for anything that is not a local path — a
 * full URL, '//host' (a protocol-relative address), a backslash, control characters — as written
 * or once decoded at any depth (isSafeRedirectTarget, checked before and after the decoding here).
 */
export function normalizeRedirectPath(input: string): string | undefined {
  let path = input.trim();
  const cut = path.search(/[?#]/);
  if (cut !== -1) path = path.slice(0, cut);
  if (!isSafeRedirectTarget(path)) return undefined;
  try {
    path = decodeURI(path);
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\s]/.test(path) || path.startsWith('//')) return undefined;
  path = path.replace(/\/+$/, '') || '/';
  return path.length > REDIRECT_PATH_MAX || !isSafeRedirectTarget(path) ? undefined : path;
}

export const redirectMessages = {
  from_path: 'Please enter the old path, starting with / (for example /old-page).',
  to_path: 'Please enter the new path on this site, starting with / (for example /news-insights/new-article).',
  same: 'The old and the new path are the same.',
} as const;

const pathField = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value : ''),
    z.string().transform((text, context) => {
      const path = normalizeRedirectPath(text);
      if (!path) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return path;
    }),
  );

export const redirectSchema = z
  .object({ from_path: pathField(redirectMessages.from_path), to_path: pathField(redirectMessages.to_path) })
  .refine((redirect) => redirect.from_path !== redirect.to_path, { path: ['to_path'], message: redirectMessages.same });

export type RedirectInput = z.output<typeof redirectSchema>;

/**
 * The public path of an article or partner slug: what a slug-change redirect goes from and to. It
 * is in the record's language ('/ar/الأخبار-والرؤى/{slug}': an Arabic article's old slug answers
 * 301 to its new one under /ar; issue 48).
 */
export function articlePath(slug: string, locale: Locale = DEFAULT_LOCALE): string {
  return localizedRecordPath(locale, '/news-insights', slug);
}

export function partnerPath(slug: string, locale: Locale = DEFAULT_LOCALE): string {
  return localizedRecordPath(locale, '/partners', slug);
}
