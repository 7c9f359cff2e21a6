/**
 * Redirect paths (issue 19). A redirect goes from one path of this site to another path of this
 * site: never to another host (no open redirect), never with a query or fragment (the old links
 * being kept alive are plain paths). Paths are stored normalized so one spelling owns them.
 */
import { z } from 'zod';

export const REDIRECT_REASONS = ['manual', 'slug_change'] as const;
export type RedirectReason = (typeof REDIRECT_REASONS)[number];

export const REDIRECT_PATH_MAX = 500;

/**
 * '/Old-Page/?x=1#top' → '/Old-Page': query and fragment dropped, trailing slashes trimmed, the
 * path decoded once where that is valid. Undefined for anything that is not a local path — a
 * full URL, '//host' (a protocol-relative address), a backslash, control characters.
 */
export function normalizeRedirectPath(input: string): string | undefined {
  let path = input.trim();
  const cut = path.search(/[?#]/);
  if (cut !== -1) path = path.slice(0, cut);
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return undefined;
  try {
    path = decodeURI(path);
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\s]/.test(path) || path.startsWith('//')) return undefined;
  path = path.replace(/\/+$/, '') || '/';
  return path.length > REDIRECT_PATH_MAX ? undefined : path;
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

/** The public path of an article or partner slug: what a slug-change redirect goes from and to. */
export function articlePath(slug: string): string {
  return `/news-insights/${slug}`;
}

export function partnerPath(slug: string): string {
  return `/partners/${slug}`;
}
