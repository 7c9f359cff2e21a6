/**
 * The browser's kept drafts of admin forms (issue 21): where one is stored and how it is read
 * back. Pure, so the rules are tested without a browser.
 */

export interface StoredDraft {
  savedAt: string;
  values: Record<string, string>;
}

const PREFIX = 'firmsite:admin-draft';

/**
 * The storage key of a form's draft: the staff member and the record's address, the edit
 * addresses of one record sharing one ('/admin/news/edit/{id}' is '/admin/news/{id}').
 */
export function draftStorageKey(staffId: string, pathname: string): string {
  const record = pathname.replace(/\/edit\//, '/').replace(/\/+$/, '');
  return `${PREFIX}:${staffId}:${record}`;
}

/** A stored draft, or null when there is none or it is not one of ours. */
export function parseStoredDraft(text: string | null): StoredDraft | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { savedAt, values } = parsed as { savedAt?: unknown; values?: unknown };
  if (typeof savedAt !== 'string' || typeof values !== 'object' || values === null) return null;
  const clean: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) if (typeof value === 'string') clean[name] = value;
  return { savedAt, values: clean };
}

/** Whether two forms' values are the same, field by field (a missing field reads as empty). */
export function sameValues(a: Record<string, string>, b: Record<string, string>): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const name of names) if ((a[name] ?? '') !== (b[name] ?? '')) return false;
  return true;
}
