/**
 * How large a request body may be. Every body is limited to 1 MB, except multipart bodies sent to
 * the routes that take files — listed here, positively, by path: a job application with its
 * résumé, and the back office's image uploads (whose actions check the staff session before they
 * read the body, so an anonymous client never gets a large body buffered there).
 *
 * A file route's limit sits above its largest allowed file, so a file that is too large reaches the
 * action and is refused there with a message on the form; only bodies beyond any file we accept are
 * cut off with a plain 413.
 *
 * And how much of a body may be held in memory (ADR 290): files wait on disk (ADR 200), text does
 * not, so every form has a text budget — per field and per request, by path like the file routes —
 * that the form reader enforces as the body streams in (uploads.server.ts), and the whole process
 * has one budget of form text in memory at once, of which each request with a body takes its most
 * before a byte of it is read (server.ts's body limit), answering 503 when it is taken.
 */

const KIB = 1024;
const MIB = 1024 * KIB;

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

// ── Text held in memory (ADR 290) ───────────────────────────────────────────────────────────

/** What the text fields of one posted form may hold, in bytes of UTF-8 as sent. */
export interface TextBudget {
  /** Any one field's value. */
  fieldBytes: number;
  /** All of the form's field values together. */
  requestBytes: number;
}

/**
 * Every form not listed in TEXT_ROUTES: the public forms, sign-in, and the back office's short
 * forms. Their longest fields are 5,000 characters (a cover letter, a message, a lead's or an
 * application's notes, a team member's bio): at most 15 KB of UTF-8, a little more with a
 * textarea's CRLF line ends; the job application's 25 fields together stay well under 64 KB.
 */
export const DEFAULT_TEXT_BUDGET: TextBudget = { fieldBytes: 32 * KIB, requestBytes: 64 * KIB };

interface TextRoute extends TextBudget {
  /** The paths (without query; a `.data` request of React Router's included) whose forms carry long text. */
  path: RegExp;
  purpose: string;
}

/**
 * The forms with longer text, listed positively by path: the back office's content editors. An
 * article's Markdown may be 100,000 characters (ARTICLE_LIMITS): at most ~300 KB of UTF-8, ~400 KB
 * with CRLF line ends; a partner's description and case study 70,000 together; a job's description
 * and lists ~35,000; a page of blocks (issue 44) up to 30 blocks, its text up to 10,000 characters
 * a block field. Their actions check the staff session before reading the body (ADR 280).
 */
export const TEXT_ROUTES: readonly TextRoute[] = [
  {
    path: /^\/admin\/(?:news|partners|jobs|portfolio|teams|testimonials|pages)(?:[/.].*)?$/,
    fieldBytes: 512 * KIB,
    requestBytes: 1 * MIB,
    purpose: "staff content editors: an article's Markdown of up to 100,000 characters",
  },
];

/** The text budget of the form posted to `path`. */
export function textBudgetFor(path: string): TextBudget {
  const route = TEXT_ROUTES.find((candidate) => candidate.path.test(path));
  return route ? { fieldBytes: route.fieldBytes, requestBytes: route.requestBytes } : DEFAULT_TEXT_BUDGET;
}

/**
 * The most text a request posted to `path` can hold in memory while its form is read: its request
 * budget, plus the one field still arriving when the budget is met (the reader checks the total as
 * each field ends, and a field is cut at its own budget) — and never more than the body's declared
 * length, as text is never longer decoded than sent.
 */
export function textHoldFor(path: string, declaredLength: number | undefined): number {
  const budget = textBudgetFor(path);
  const most = budget.requestBytes + budget.fieldBytes;
  return declaredLength !== undefined && Number.isFinite(declaredLength) && declaredLength >= 0 ? Math.min(declaredLength, most) : most;
}

/** The plain answer to a form whose text is over its budget (413). */
export function tooMuchTextMessage(budget: TextBudget): string {
  return `Too much text in this form (limit ${describeBytes(budget.fieldBytes)} per field, ${describeBytes(budget.requestBytes)} in all).`;
}

function describeBytes(bytes: number): string {
  return bytes >= MIB ? `${Math.round(bytes / MIB)} MB` : `${Math.round(bytes / KIB)} KB`;
}

/**
 * Form text the whole process may hold in memory at once. A small host has ~40 MB between the
 * server's resting size on the embedded database (~180–215 MB) and its 256 MB; text in memory costs
 * up to twice its bytes as a JavaScript string (one non-Latin-1 character makes every character
 * two bytes), and its chunks are held once more while a field is put together.
 */
export const BODY_TEXT_IN_MEMORY_BYTES = 8 * MIB;

/** How long a client refused for a full budget is asked to wait: forms are read in about a second. */
export const BODY_BUDGET_RETRY_AFTER_SECONDS = 5;

/** The plain answer when the process's budget is taken (503). */
export const BODY_BUDGET_BUSY_MESSAGE = 'The server is receiving too many forms at once. Please try again in a few seconds.';

/**
 * A count of bytes the process has promised to requests, against a limit: a request takes its
 * place before its body is read and gives it back when its response ends.
 */
export class BodyMemoryBudget {
  private held = 0;
  private refusals = 0;

  constructor(readonly limitBytes: number) {}

  /** Bytes taken now. */
  get heldBytes(): number {
    return this.held;
  }

  /** How many takes were refused since the process started (for the metrics). */
  get refusedCount(): number {
    return this.refusals;
  }

  /**
   * Takes `bytes`, or nothing when they would bring the total past the limit. Returns the
   * function that gives them back (safe to call more than once), or undefined when refused.
   */
  take(bytes: number): (() => void) | undefined {
    if (bytes <= 0) return () => undefined;
    if (this.held + bytes > this.limitBytes) {
      this.refusals++;
      return undefined;
    }
    this.held += bytes;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.held -= bytes;
    };
  }
}
