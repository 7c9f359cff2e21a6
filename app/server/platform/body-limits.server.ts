/**
 * How large a request body may be. Every body is limited to 1 MB, except multipart bodies sent to
 * the routes that take files — listed here, positively, by path: a job application with its
 * résumé, and the back office's image uploads (whose actions check the staff session before they
 * read the body, so an anonymous client never gets a large body buffered there).
 *
 * A file route's limit sits above its largest allowed file, so a file that is too large reaches the
 * action and is refused there with a message on the form; only bodies beyond any file we accept are
 * cut off with a plain 413.
 */

const MIB = 1024 * 1024;

/** Every request body not listed below. */
export const DEFAULT_BODY_LIMIT_BYTES = 1 * MIB;

/** The largest file a visitor or staff member may upload (a résumé, an image). */
export const UPLOAD_FILE_LIMIT_BYTES = 10 * MIB;

interface FileRoute {
  /** The paths (without query) that accept multipart bodies with files. */
  path: RegExp;
  limitBytes: number;
  purpose: string;
}

export const FILE_ROUTES: readonly FileRoute[] = [
  { path: /^\/careers(?:\/[^/]+)?\/?$/, limitBytes: 16 * MIB, purpose: 'a job application with a résumé' },
  { path: /^\/admin(?:\/.*)?$/, limitBytes: 64 * MIB, purpose: 'staff image uploads, several files at once' },
];

/** The body limit for a request, by its path and Content-Type. */
export function bodyLimitFor(path: string, contentType: string | undefined): number {
  if (!isMultipart(contentType)) return DEFAULT_BODY_LIMIT_BYTES;
  return FILE_ROUTES.find((route) => route.path.test(path))?.limitBytes ?? DEFAULT_BODY_LIMIT_BYTES;
}

/** The limit in words, for the 413 answer. */
export function describeLimit(bytes: number): string {
  return `${Math.round(bytes / MIB)} MB`;
}

/** Whether a Content-Type names a multipart body (a form with files). */
export function isMultipart(contentType: string | undefined): boolean {
  return (contentType ?? '').toLowerCase().trimStart().startsWith('multipart/form-data');
}
