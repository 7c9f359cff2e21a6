/**
 * Files sent in a form: one way to read a file field and to tell what a file really is. The type
 * comes from the file's bytes (file-type reads the signatures), never from its name or the
 * browser's claim, so a renamed HTML page or program is recognised for what it is.
 */
import { fileTypeFromBuffer } from 'file-type';

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

/** Every file in a multi-file field (`<input type="file" multiple>`), skipping empty parts. */
export async function readFileFields(form: FormData, name: string): Promise<FileField[]> {
  const fields: FileField[] = [];
  for (const value of form.getAll(name)) {
    if (typeof value === 'string') {
      if (value !== '') fields.push({ kind: 'text' });
    } else if (!(value.size === 0 && value.name === '')) {
      fields.push({ kind: 'file', name: value.name, size: value.size, bytes: new Uint8Array(await value.arrayBuffer()) });
    }
  }
  return fields;
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
