/**
 * Files sent in a form: one way to read a file field and to tell what a file really is. The type
 * comes from the file's bytes (file-type reads the signatures), never from its name or the
 * browser's claim, so a renamed HTML page or program is recognised for what it is.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { fileTypeFromBuffer } from 'file-type';
import { isMultipart, UPLOAD_FILE_LIMIT_BYTES } from '~/server/platform/body-limits.server';
import { RenderQueue } from '~/server/platform/page-cache/render-queue.server';

/**
 * How many multipart bodies this process reads at once. Each holds its files in memory, up to
 * UPLOAD_FILE_LIMIT_BYTES apiece, so without a bound a burst of large posts to a public form grows
 * the server past a small host's memory; a body beyond the bound waits unread (its bytes stay with
 * the sender, which TCP slows) until one of these is read. Node's request timeout (300 s) ends a
 * body that never finishes, so a stalled sender holds a turn for at most that long.
 */
const MULTIPART_BODIES_AT_ONCE = 4;
/** The same turn-taking as page renders; a waiting body costs only its socket, so none is refused. */
const multipartBodies = new RenderQueue(MULTIPART_BODIES_AT_ONCE, Infinity, 'multipart bodies');

/** What a part of a multipart body became: text, or a file made once its part has ended. */
type FormEntry = { name: string; value: string } | { name: string; file: () => File };

/**
 * Reads a posted form. A multipart body (a form with files) is parsed as it streams in (busboy):
 * each file's bytes are kept once, as they arrive, and only up to one byte past `fileLimitBytes`
 * — enough for the file's checks to refuse it as too large, with their message on the form — the
 * rest is read and dropped. The fetch API's own `formData()` holds a multipart body several times
 * over before the action sees it (the stream's chunks, the whole body joined, each file copied
 * out of it; a 3.4 MB photo took ~15 MB). Measured, twenty anonymous 15 MB posts at once to a job
 * page (PostgreSQL, production build, servers at 110–170 MB): peak 271 / 319 / 287 MB with
 * `formData()`, 202 / 210 / 209 MB read here. Other bodies (URL-encoded, 1 MB at most) are read by
 * the platform's `formData()`. At most MULTIPART_BODIES_AT_ONCE multipart bodies are read at once.
 */
export async function readFormData(request: Request, fileLimitBytes = UPLOAD_FILE_LIMIT_BYTES): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!isMultipart(contentType) || !request.body) return request.formData();
  const body = request.body;
  const read = multipartBodies.run(() => readMultipart(body, contentType, fileLimitBytes));
  if (read === 'full') throw new Error('unreachable: the multipart queue refuses no one');
  return read;
}

async function readMultipart(body: ReadableStream<Uint8Array>, contentType: string, fileLimitBytes: number): Promise<FormData> {
  const entries: FormEntry[] = [];
  const parser = busboy({ headers: { 'content-type': contentType }, defParamCharset: 'utf8', limits: { fileSize: fileLimitBytes + 1 } });
  parser.on('field', (name, value) => entries.push({ name, value }));
  parser.on('file', (name, stream, info) => {
    // The chunks as the socket delivered them, joined into the File (one copy) when the form is
    // assembled; a Blob per chunk instead measured no lower and leaves V8 unaware of the memory.
    const chunks: Buffer<ArrayBuffer>[] = [];
    stream.on('data', (chunk: Buffer<ArrayBuffer>) => chunks.push(chunk));
    // A body that breaks off inside a file fails this stream and the parser alike; the parser's
    // error rejects below, and this one, unheard, would end the process.
    stream.on('error', () => undefined);
    entries.push({ name, file: () => new File(chunks.splice(0), info.filename ?? '', { type: info.mimeType }) });
  });
  // busboy ends after every file stream has ended, so each file's chunks are complete here. A body
  // that breaks off or is not multipart at all rejects, as `formData()` does.
  await pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), parser);
  const form = new FormData();
  for (const entry of entries) {
    if ('value' in entry) form.append(entry.name, entry.value);
    else form.append(entry.name, entry.file());
  }
  return form;
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
export type ChosenFile = { kind: 'text' } | { kind: 'file'; name: string; size: number; read: () => Promise<Uint8Array> };

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
      files.push({ kind: 'file', name: value.name, size: value.size, read: async () => new Uint8Array(await value.arrayBuffer()) });
    }
  }
  return files;
}

export interface DetectedType {
  /** file-type's extension, e.g. 'pdf', 'docx', 'cfb' (an OLE compound file such as a .doc), 'jpg'. */
  ext: string;
  mime: string;
}

/** What the bytes are, or undefined when no known signature matches (text, HTML, garbage). */
export async function detectFileType(bytes: Uint8Array): Promise<DetectedType | undefined> {
  if (bytes.length === 0) return undefined;
  const detected = await fileTypeFromBuffer(bytes);
  return detected ? { ext: detected.ext, mime: detected.mime } : undefined;
}
