/**
 * What a file really is: the type comes from the file's bytes (file-type reads the signatures),
 * never from its name or the browser's claim, so a renamed HTML page or program is recognised for
 * what it is. A module of its own: the image worker needs it, and nothing of the form reading
 * (busboy, the logger, React Router) that would load with uploads.server.ts.
 */
import { fileTypeFromBuffer } from 'file-type';

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
