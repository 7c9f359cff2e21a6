/**
 * Posted forms: one way to read them (and their files). What a file really is, from its bytes,
 * is file-types.server.ts's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { data } from 'react-router';
import { textBudgetFor, tooMuchTextMessage, UPLOAD_FILE_LIMIT_BYTES, type TextBudget } from '~/server/platform/body-limits.server';
import { log } from '~/server/platform/log.server';

/** The name every form's file directory starts with, in the operating system's temporary directory. */
export const UPLOAD_SPOOL_PREFIX = 'firmsite-upload-';
/** A directory this much older than any request can be (Node's request timeout is 300 s) was left by a stopped process. */
const STALE_SPOOL_MS = 60 * 60 * 1000;

/** How much a posted multipart form may carry. */
export interface PostedFormLimits {
  /** Bytes kept of each file: one more is kept, so the file's checks can say it is too large. */
  fileBytes: number;
  /** Files (each file input sends one part, an empty one when nothing was chosen). */
  files: number;
  /** Text fields. */
  fields: number;
}

/** Staff may post several images at once without JavaScript; a public form passes its own, smaller, limits. */
const DEFAULT_LIMITS: PostedFormLimits = { fileBytes: UPLOAD_FILE_LIMIT_BYTES, files: 100, fields: 500 };

/** A posted form that cannot be read: a body that broke off, or one that is not the form it claims to be. */
class UnreadableForm extends Error {
  constructor(cause: unknown) {
    super('The posted form could not be read.', { cause });
  }
}

/**
 * A posted form whose text is over its budget (ADR 290): a field longer than the budget's
 * `fieldBytes`, or all fields together longer than its `requestBytes`.
 */
class TooMuchText extends Error {
  constructor(readonly budget: TextBudget) {
    super(tooMuchTextMessage(budget));
  }
}

/** How a posted form is read: its limits, and the answers when it cannot be read or holds too much text. */
export interface PostedFormOptions<Unreadable> {
  limits?: Partial<PostedFormLimits>;
  /**
   * The action's answer when the body is not a readable form. Without it, a 400 "Bad request" is
   * thrown to the route's error boundary: junk posted to any action is the sender's error, not a
   * failure of the server (a 500 with a stack in the log).
   */
  whenUnreadable?: () => Unreadable;
  /**
   * The action's answer when the form's text is over its path's budget (body-limits.server.ts),
   * given the plain message naming the budget. Without it, a 413 with that message is thrown to
   * the route's error boundary.
   */
  whenTooMuchText?: (message: string) => Unreadable;
}

/**
 * Reads a posted form and runs `answer` with it; the files it carried are deleted when `answer` ends
 * (returns or throws). The one way an action reads a form (ADR 200; lint holds every other
 * `formData()` call to this module).
 *
 * Every body is parsed as it streams in (busboy), multipart and URL-encoded alike, and its text is
 * held to the budget of the request's path (`textBudgetFor`, ADR 290): a field is kept only up to
 * one byte past its budget and the fields' total is counted as each one ends, so a form over its
 * budget costs at most that much memory; the rest of it is read and dropped (its files unwritten)
 * and the form is answered 413 (`whenTooMuchText`). Each file of a multipart body is
 * written to disk as it arrives, in a directory of its own under the operating system's temporary
 * directory (TMPDIR), up to one byte past `limits.fileBytes` — enough for the file's checks to refuse
 * it as too large, with their message on the form; the rest is read and dropped. The form's files
 * are read from there (`fs.openAsBlob`) only when an action asks for their bytes, so the server's
 * memory does not grow with what is being uploaded: a visitor on a slow connection, or one who
 * stops sending, holds a socket and a file, not memory nor a place anyone else waits for.
 *
 * A body that cannot be read, is not a form (text/plain, JSON, multipart without a boundary), or
 * carries more files or fields than `limits` allow (no form of ours comes near them; a crafted body
 * with thousands of tiny files would cost a file each) gets `whenUnreadable`'s answer, logged as a
 * warning without the body. A file that cannot be written (a full disk) throws its own error, a
 * failure of the server and not of the visitor's form.
 */
export async function withPostedForm<T, Unreadable = never>(
  request: Request,
  answer: (form: FormData) => T | Promise<T>,
  options: PostedFormOptions<Unreadable> = {},
): Promise<T | Unreadable> {
  const spool = new FileSpool();
  try {
    let form: FormData;
    try {
      form = await readFormData(request, spool, { ...DEFAULT_LIMITS, ...options.limits });
    } catch (error) {
      return unreadable(error, request, options);
    }
    return await answer(form);
  } finally {
    await spool.remove();
  }
}

/** Text fields only: a file in the body makes it unreadable (no form but the media library's and the job application's sends one). */
const FIELDS_ONLY: PostedFormLimits = { ...DEFAULT_LIMITS, files: 0 };

/**
 * Reads a posted form that has no file input — every action's but the media library's and the job
 * application's. The same reading as withPostedForm, with no file accepted, so there is nothing to
 * clean up afterwards; a body with a file, or one that cannot be read, gets the same 400, or
 * `whenUnreadable`'s answer; one over its text budget the same 413, or `whenTooMuchText`'s.
 */
export async function readFormFields<Unreadable = never>(
  request: Request,
  options: Pick<PostedFormOptions<Unreadable>, 'whenUnreadable' | 'whenTooMuchText'> = {},
): Promise<FormData | Unreadable> {
  const spool = new FileSpool();
  try {
    return await readFormData(request, spool, FIELDS_ONLY);
  } catch (error) {
    return unreadable(error, request, options);
  } finally {
    await spool.remove();
  }
}

/** The answer to a body that could not be read as a form, or held too much text (see PostedFormOptions); other errors pass through. */
function unreadable<Unreadable>(error: unknown, request: Request, options: PostedFormOptions<Unreadable>): Unreadable {
  if (error instanceof TooMuchText) {
    log.warn({ method: request.method, path: new URL(request.url).pathname, ...error.budget }, 'posted form refused: too much text');
    if (options.whenTooMuchText) return options.whenTooMuchText(error.message);
    throw data(error.message, { status: 413 });
  }
  if (!(error instanceof UnreadableForm)) throw error;
  const reason = error.cause instanceof Error ? error.cause.message : String(error.cause);
  log.warn({ reason, method: request.method }, 'posted form refused: unreadable');
  if (options.whenUnreadable) return options.whenUnreadable();
  throw data('Bad request', { status: 400 });
}

async function readFormData(request: Request, spool: FileSpool, limits: PostedFormLimits): Promise<FormData> {
  if (!request.body) {
    // No body, nothing to hold: the platform tells whether its Content-Type makes it an empty form.
    try {
      return await request.formData();
    } catch (error) {
      throw new UnreadableForm(error);
    }
  }
  const budget = textBudgetFor(new URL(request.url).pathname);
  return readStreamedForm(request.body, request.headers.get('content-type') ?? '', limits, budget, spool);
}

/** One form's files on disk: a directory made when its first file arrives, removed with everything in it. */
class FileSpool {
  private directory: Promise<string> | undefined;
  private files = 0;

  async newFile(): Promise<string> {
    this.directory ??= fs.promises.mkdtemp(path.join(os.tmpdir(), UPLOAD_SPOOL_PREFIX));
    return path.join(await this.directory, String(this.files++));
  }

  async remove(): Promise<void> {
    const directory = await this.directory?.catch(() => undefined);
    if (!directory) return;
    try {
      await fs.promises.rm(directory, { recursive: true, force: true });
    } catch (error) {
      log.warn({ err: error }, 'the files of a posted form could not be removed');
    }
  }
}

/**
 * Removes form directories left by a process that stopped before removing its own (a crash, a
 * kill): run at start-up. Only those older than any request, so another instance's on the same
 * host are left alone.
 */
export async function removeStaleUploadSpools(now = Date.now()): Promise<number> {
  const base = os.tmpdir();
  let removed = 0;
  for (const name of await fs.promises.readdir(base).catch(() => [] as string[])) {
    if (!name.startsWith(UPLOAD_SPOOL_PREFIX)) continue;
    const directory = path.join(base, name);
    const stat = await fs.promises.stat(directory).catch(() => undefined);
    if (!stat?.isDirectory() || now - stat.mtimeMs < STALE_SPOOL_MS) continue;
    await fs.promises.rm(directory, { recursive: true, force: true }).catch(() => undefined);
    removed++;
  }
  return removed;
}

/**
 * Where each spooled file of a posted form is on disk, while its action runs: a worker process may
 * read it from there itself instead of being sent its bytes (chosenFiles' `path`).
 */
const spooledPaths = new WeakMap<File, string>();

/** A field name longer than any of ours: URL-encoded names past it are cut, and the form refused. */
const FIELD_NAME_BYTES = 200;

/** What a part of a posted body became: text, or a file once it is on disk. */
type FormEntry = { name: string; value: string } | { name: string; file: Promise<File> };

async function readStreamedForm(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  limits: PostedFormLimits,
  budget: TextBudget,
  spool: FileSpool,
): Promise<FormData> {
  let entries: FormEntry[] = [];
  let diskError: unknown;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: {
        fileSize: limits.fileBytes + 1,
        files: limits.files,
        fields: limits.fields,
        // busboy keeps a field's bytes only up to this, and says the value was cut.
        fieldSize: budget.fieldBytes + 1,
        fieldNameSize: FIELD_NAME_BYTES,
      },
    });
  } catch (error) {
    // Not a form at all (text/plain, JSON, no Content-Type), or multipart without a boundary.
    throw new UnreadableForm(error);
  }
  // busboy skips what is past a limit; a form of ours never reaches one, so the form is refused —
  // once the body has been read to its end (the route's body limit bounds it): stopping the read
  // would destroy the request's socket, and the sender would get no answer at all.
  let overLimit: Error | undefined;
  parser.on('filesLimit', () => (overLimit ??= new Error(`more than ${limits.files} files`)));
  parser.on('fieldsLimit', () => (overLimit ??= new Error(`more than ${limits.fields} fields`)));
  // The form's text so far, in bytes as sent (UTF-8); once over the budget nothing more is kept.
  let textBytes = 0;
  let tooMuchText = false;
  parser.on('field', (name, value, info) => {
    if (tooMuchText) return;
    if (info.nameTruncated) {
      overLimit ??= new Error(`a field name longer than ${FIELD_NAME_BYTES} bytes`);
      return;
    }
    const valueBytes = Buffer.byteLength(value);
    textBytes += Buffer.byteLength(name) + valueBytes;
    if (info.valueTruncated || valueBytes > budget.fieldBytes || textBytes > budget.requestBytes) {
      tooMuchText = true;
      // The text read so far is let go now, not when the rest of the body has arrived.
      entries = entries.filter((entry) => 'file' in entry);
      return;
    }
    entries.push({ name, value });
  });
  parser.on('file', (name, stream, info) => {
    if (tooMuchText) {
      // The form is refused already: the file's bytes are read and dropped, not written.
      stream.resume();
      return;
    }
    // A body that breaks off inside a file fails this stream and the parser alike; the parser's
    // error rejects below. Heard here as well: unheard until the file is piped, it would end the
    // process — and a file that failed because its body broke off is the visitor's, not the disk's.
    let bodyBroke = false;
    stream.on('error', () => (bodyBroke = true));
    const type = info.mimeType;
    const file = spool.newFile().then(async (filePath) => {
      await pipeline(stream, fs.createWriteStream(filePath));
      const file = new File([await fs.openAsBlob(filePath, { type })], info.filename ?? '', { type });
      spooledPaths.set(file, filePath);
      return file;
    });
    file.catch((error: unknown) => {
      if (bodyBroke) return;
      // A file the disk would not take ends the whole read with that error.
      diskError ??= error;
      parser.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    entries.push({ name, file });
  });
  try {
    // busboy ends after every file stream has ended; each file is complete on disk once its promise resolves.
    await feed(body, parser);
    if (overLimit || tooMuchText) {
      // The files written before the limit was met go with the spool.
      await Promise.allSettled(entries.map((entry) => ('file' in entry ? entry.file : undefined)));
      if (tooMuchText) throw new TooMuchText(budget);
      throw overLimit;
    }
    const form = new FormData();
    for (const entry of entries) {
      if ('value' in entry) form.append(entry.name, entry.value);
      else form.append(entry.name, await entry.file);
    }
    return form;
  } catch (error) {
    if (diskError !== undefined || error instanceof TooMuchText) throw diskError ?? error;
    throw new UnreadableForm(error);
  }
}

/**
 * Writes `body` into `parser` and waits for it to finish. A parser that fails — a malformed body, a
 * file the disk would not take — is fed no more, but the body is still read to its end (the route's
 * body limit bounds it) before the failure is thrown: cancelling the body would destroy the
 * request's socket, and the sender would get no answer at all. A body that breaks off fails the
 * parser with it, so a file being written fails too.
 */
async function feed(body: ReadableStream<Uint8Array>, parser: Writable): Promise<void> {
  let failure: { error: unknown } | undefined;
  const failed = new Promise<void>((resolve) =>
    // Listened to for as long as the parser lives: an 'error' with no listener would end the process.
    parser.on('error', (error) => {
      failure ??= { error };
      resolve();
    }),
  );
  const reader = body.getReader();
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (error) {
      parser.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
    if (chunk.done) break;
    if (!failure && !parser.write(chunk.value)) await Promise.race([once(parser, 'drain').catch(() => undefined), failed]);
  }
  if (!failure) {
    parser.end();
    await Promise.race([finished(parser).catch(() => undefined), failed]);
  }
  if (failure) throw failure.error;
}

/** A file field as the form sent it. */
export type FileField =
  /** No file chosen (browsers send an empty part with an empty name). */
  | { kind: 'none' }
  /** The field arrived as text: not a file upload at all (a crafted or broken form). */
  | { kind: 'text' }
  | { kind: 'file'; name: string; size: number; bytes: Uint8Array };

/** Reads `name` from a multipart form. Reads the bytes only when a file was chosen. */
export async function readFileField(form: FormData, name: string): Promise<FileField> {
  const value = form.get(name);
  if (value === null) return { kind: 'none' };
  if (typeof value === 'string') return value === '' ? { kind: 'none' } : { kind: 'text' };
  if (value.size === 0 && value.name === '') return { kind: 'none' };
  return { kind: 'file', name: value.name, size: value.size, bytes: new Uint8Array(await value.arrayBuffer()) };
}

/** A file of a multi-file field, whose bytes are copied out only when `read` is called. */
export type ChosenFile =
  | { kind: 'text' }
  | {
      kind: 'file';
      name: string;
      size: number;
      read: () => Promise<Uint8Array>;
      /** The file on disk until the action ends, when the form was read from a request (withPostedForm); undefined for a file in memory. */
      path: string | undefined;
    };

/**
 * Every file in a multi-file field (`<input type="file" multiple>`), skipping empty parts. The
 * bytes are read one file at a time, as each is taken, so a form posting several large files holds
 * a copy of one of them beside the form rather than of all.
 */
export function chosenFiles(form: FormData, name: string): ChosenFile[] {
  const files: ChosenFile[] = [];
  for (const value of form.getAll(name)) {
    if (typeof value === 'string') {
      if (value !== '') files.push({ kind: 'text' });
    } else if (!(value.size === 0 && value.name === '')) {
      files.push({ kind: 'file', name: value.name, size: value.size, read: async () => new Uint8Array(await value.arrayBuffer()), path: spooledPaths.get(value) });
    }
  }
  return files;
}
