/**
 * Résumé files (issue 18): what they may be (the server decides by the bytes; `RESUME_ACCEPT` is
 * only the file picker's hint) and how staff see them. Its own module, without zod, so the form
 * and the admin details do not pull the application schema into the page's JavaScript.
 */
export const RESUME_ACCEPT =
  '.pdf,.docx,.doc,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/msword';

/** What a résumé may be: its type as read from its bytes, and the type we store and serve it as. */
export const RESUME_TYPES = {
  pdf: { mime: 'application/pdf', label: 'PDF' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'DOCX' },
  // file-type calls an OLE compound file (the old Word format) 'cfb'.
  cfb: { mime: 'application/msword', label: 'DOC' },
} as const satisfies Record<string, { mime: string; label: string }>;

/** The largest résumé we take (10 MB). */
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;

/** A file size for people: '812 KB', '2.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The label of a stored résumé's type ('PDF'), from its stored MIME type. */
export function resumeTypeLabel(mime: string): string {
  return Object.values(RESUME_TYPES).find((type) => type.mime === mime)?.label ?? mime;
}

/**
 * Characters a file name never shows and that change how it reads: control characters (C0, DEL,
 * C1), format characters (Unicode Cf: the bidirectional embeddings, overrides and isolates
 * U+202A–U+202E and U+2066–U+2069 — 'cv‮fdp.exe' reads as 'cvexe.pdf' — zero-width spaces and
 * joiners, U+FEFF, the soft hyphen), line and paragraph separators, and lone surrogates.
 */
const INVISIBLE_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

/** `text` without the characters above (issue 40, finding 13). */
export function withoutInvisibleCharacters(text: string): string {
  return text.replace(INVISIBLE_CHARACTERS, '');
}

/** The longest résumé file name kept. */
export const RESUME_FILE_NAME_MAX = 200;

/**
 * A candidate's file name as we store and show it: the last path segment only, no invisible
 * characters, spaces collapsed, at most RESUME_FILE_NAME_MAX characters; 'resume' when nothing is left.
 */
export function cleanResumeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // Cut, then clean again: a cut through a surrogate pair leaves half of it.
  const clean = withoutInvisibleCharacters(withoutInvisibleCharacters(base).replace(/\s+/g, ' ').trim().slice(0, RESUME_FILE_NAME_MAX)).trim();
  return clean === '' ? 'resume' : clean;
}
