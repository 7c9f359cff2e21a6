/**
 * The difference between two revisions of a content item (issue 43, the history screen): per
 * field, text and Markdown as words, lists item by item, images as before/after addresses, other
 * values as formatted before/after. Pure: the history route diffs the two snapshots it loaded and
 * hands the result to components/admin/revision-diff.tsx.
 *
 * The alignment is jsdiff's `diffArrays` (Myers' O(ND) algorithm) over our own tokens, with its
 * `maxEditLength` as the bound on the work. The tokens are ours rather than jsdiff's
 * `diffWordsWithSpace` because its word characters are Latin only (Arabic, Cyrillic, Greek would be
 * compared letter by letter), and rather than `Intl.Segmenter` because Node 20's segmenter took
 * ~250 ms to split one 64 KB field (a regular expression: ~1 ms).
 *
 * Bounds (a field holds at most ~64 KB). Myers' work grows with the square of the edit length, so
 * every alignment is capped: the field as words gives up after WORD_EDIT_LIMIT token edits; the
 * field is then aligned line by line (LINE_EDIT_LIMIT line edits), and each changed line compared
 * with its counterpart as words, at most LINE_WORD_EDIT_LIMIT edits each and LINE_WORDS_BUDGET
 * for all of them; past that a changed line, or the whole field, is shown removed and added. The
 * fallback marks nearly the same words (it only loses changes that move text across lines).
 */
import { documentLines } from '~/domain/page-blocks/document-text';
import { diffArrays } from 'diff';
import { formatDateTime, formatLongDate } from '~/domain/dates';

export type FieldKind = 'text' | 'markdown' | 'image' | 'list' | 'value' | 'document';

/** A compared field (the same shape as revisions.ts' RevisionField, so those lists pass as they are). */
export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
}

export type WordPart = { kind: 'same' | 'added' | 'removed'; text: string };

interface FieldDiffBase {
  name: string;
  label: string;
  /** Whether the two revisions show this field differently (what the screen highlights). */
  changed: boolean;
}

export type FieldDiff = FieldDiffBase &
  (
    | { kind: 'text' | 'markdown' | 'list'; parts: WordPart[] }
    | { kind: 'image'; before: string | null; after: string | null }
    | { kind: 'value'; before: string; after: string }
  );

export interface DiffFormat {
  /** A value field's text; the default is formatRevisionValue. */
  value?: (name: string, value: unknown) => string;
}

/** Token edits the word-level alignment of a whole field may take before it gives up. */
export const WORD_EDIT_LIMIT = 600;
/** Line (or list item) edits the line-level alignment may take before the field is shown whole. */
export const LINE_EDIT_LIMIT = 600;
/** Token edits one changed line (or list item) may take when compared as words. */
export const LINE_WORD_EDIT_LIMIT = 300;
/** Token edits all of a field's changed lines (or items) may take together. */
export const LINE_WORDS_BUDGET = 3000;

/** Shown for a value that is absent: null, undefined, '' or an empty list. */
export const EMPTY_VALUE = '—';

/** One difference per field of `fields`, in that order. */
export function diffSnapshots(
  fields: FieldSpec[],
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  format?: DiffFormat,
): FieldDiff[] {
  const formatValue = format?.value ?? ((_name: string, value: unknown) => formatRevisionValue(value));
  return fields.map((field): FieldDiff => {
    const { name, label } = field;
    const old = before[name];
    const now = after[name];
    switch (field.kind) {
      case 'text':
      case 'markdown': {
        const parts = diffText(textOf(old), textOf(now));
        return { name, label, kind: field.kind, changed: hasChanges(parts), parts };
      }
      case 'list': {
        const parts = diffList(listOf(old), listOf(now));
        return { name, label, kind: 'list', changed: hasChanges(parts), parts };
      }
      case 'document': {
        // A page's blocks: one line per field, changed lines compared word by word.
        const parts = diffList(documentLines(old), documentLines(now));
        return { name, label, kind: 'list', changed: hasChanges(parts), parts };
      }
      case 'image': {
        const was = imageOf(old);
        const is = imageOf(now);
        return { name, label, kind: 'image', changed: was !== is, before: was, after: is };
      }
      case 'value': {
        const was = formatValue(name, old);
        const is = formatValue(name, now);
        return { name, label, kind: 'value', changed: was !== is, before: was, after: is };
      }
    }
  });
}

/**
 * The default text of a value: Yes/No, numbers as written, a calendar date ('2026-11-03') in
 * en-US long form, a moment (ISO with a time) in en-US short form in UTC with the zone named (pass
 * `format.value` to show the staff member's zone), lists joined with commas, EMPTY_VALUE for
 * nothing.
 */
export function formatRevisionValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return formatDateTime(value) || EMPTY_VALUE;
  if (Array.isArray(value)) {
    const items = value.filter((item) => item !== null && item !== undefined && item !== '').map(formatRevisionValue);
    return items.length > 0 ? items.join(', ') : EMPTY_VALUE;
  }
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatLongDate(value);
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return formatDateTime(value) || value;
    return value;
  }
  return JSON.stringify(value) ?? EMPTY_VALUE;
}

/**
 * Two texts compared as words. Joining the text of the 'same' and 'removed' parts gives `before`
 * exactly; 'same' and 'added' give `after`. A change is its removed text, then its added text.
 */
export function diffText(before: string, after: string): WordPart[] {
  const words = wordParts(before, after, { edits: WORD_EDIT_LIMIT }, WORD_EDIT_LIMIT);
  if (words) return words;
  return tidy(unitParts(linesOf(before), linesOf(after), '', { edits: LINE_WORDS_BUDGET }));
}

/**
 * Two lists compared item by item, a changed item as words; the items are written one a line,
 * so the parts join to `before.join('\n')` and `after.join('\n')`.
 */
export function diffList(before: readonly string[], after: readonly string[]): WordPart[] {
  return tidy(unitParts(before, after, '\n', { edits: LINE_WORDS_BUDGET }));
}

function hasChanges(parts: readonly WordPart[]): boolean {
  return parts.some((part) => part.kind !== 'same');
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return listOf(value).join('\n');
  return formatRevisionValue(value);
}

function listOf(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item : item === null || item === undefined ? '' : formatRevisionValue(item)));
  return [textOf(value)];
}

function imageOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

// ── Tokens ──────────────────────────────────────────────────────────────────────────────────
// Scripts written without spaces between words: each character is a token, so one changed word
// does not mark a whole sentence.
const NO_SPACE_SCRIPTS = '\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\p{sc=Thai}\\p{sc=Lao}\\p{sc=Khmer}\\p{sc=Myanmar}';
const WORD_CHAR = `(?:(?![${NO_SPACE_SCRIPTS}])[\\p{L}\\p{M}\\p{N}_\\u200C\\u200D])`;
const EMOJI = '\\p{Extended_Pictographic}(?:\\p{Emoji_Modifier}|\\uFE0F|\\u20E3)*';
/**
 * A token is: a line break (CRLF as one); a number with its separators (1,000.50); a word
 * (letters, marks, digits, with inner apostrophes: don't, l’été, Arabic with its vowel marks); a
 * character of a script without spaces; an emoji with its modifiers and ZWJ sequence; a flag; a
 * run of one punctuation mark (Markdown's '##', '**', '---'); a run of spaces or tabs; else one
 * character with the marks that follow it. Every character of the
 * text is in exactly one token, so the tokens join back to the text.
 */
const TOKEN = new RegExp(
  [
    '\\r\\n',
    '\\p{N}+(?:[.,]\\p{N}+)+',
    `${WORD_CHAR}+(?:['’]${WORD_CHAR}+)*`,
    `[${NO_SPACE_SCRIPTS}]\\p{M}*`,
    `${EMOJI}(?:\\u200D${EMOJI})*`,
    '\\p{Regional_Indicator}{2}',
    '([^\\p{L}\\p{N}\\p{M}\\s])\\1+',
    '[^\\S\\r\\n]+',
    '[\\s\\S]\\p{M}*',
  ].join('|'),
  'gu',
);

function wordsOf(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/** Lines with their line break ('\n' or '\r\n'), the last one without when the text has none. */
function linesOf(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+/g) ?? [];
}

// ── Alignment ───────────────────────────────────────────────────────────────────────────────
interface Budget {
  edits: number;
}

/**
 * The word-level parts, or undefined when the alignment would take more than `cap` edits or more
 * than the budget left. The edits found (or the limit, when it gave up) are taken from the budget.
 */
function wordParts(before: string, after: string, budget: Budget, cap: number): WordPart[] | undefined {
  if (before === after) return before === '' ? [] : [{ kind: 'same', text: before }];
  if (before === '' || after === '') return whole(before, after);
  const limit = Math.min(cap, budget.edits);
  if (limit <= 0) return undefined;
  const changes = diffArrays(wordsOf(before), wordsOf(after), { maxEditLength: limit });
  if (!changes) {
    budget.edits -= limit;
    return undefined;
  }
  const parts: WordPart[] = [];
  for (const change of changes) {
    if (change.added || change.removed) budget.edits -= change.count;
    parts.push({ kind: change.added ? 'added' : change.removed ? 'removed' : 'same', text: change.value.join('') });
  }
  return tidy(parts);
}

function whole(before: string, after: string): WordPart[] {
  const parts: WordPart[] = [];
  if (before !== '') parts.push({ kind: 'removed', text: before });
  if (after !== '') parts.push({ kind: 'added', text: after });
  return parts;
}

type UnitOp = { kind: 'same' | 'removed' | 'added'; text: string } | { kind: 'changed'; parts: WordPart[] };

/**
 * Units (lines, list items) aligned as wholes; in a run of changes, the n-th removed unit is
 * compared as words with the n-th added one and shown that way when they are alike. `separator`
 * goes between units (the lines of a text carry their own line breaks: '').
 */
function unitParts(before: readonly string[], after: readonly string[], separator: string, budget: Budget): WordPart[] {
  const changes = diffArrays([...before], [...after], { maxEditLength: LINE_EDIT_LIMIT });
  if (!changes) return whole(before.join(separator), after.join(separator));

  const ops: UnitOp[] = [];
  let removed: string[] = [];
  let added: string[] = [];
  const flush = () => {
    let pendingRemoved: string[] = [];
    let pendingAdded: string[] = [];
    const emitPending = () => {
      for (const text of pendingRemoved) ops.push({ kind: 'removed', text });
      for (const text of pendingAdded) ops.push({ kind: 'added', text });
      pendingRemoved = [];
      pendingAdded = [];
    };
    const pairs = Math.min(removed.length, added.length);
    for (let index = 0; index < pairs; index += 1) {
      const old = removed[index] ?? '';
      const now = added[index] ?? '';
      const parts = wordParts(old, now, budget, LINE_WORD_EDIT_LIMIT);
      if (parts && alike(parts)) {
        emitPending();
        ops.push({ kind: 'changed', parts });
      } else {
        pendingRemoved.push(old);
        pendingAdded.push(now);
      }
    }
    pendingRemoved.push(...removed.slice(pairs));
    pendingAdded.push(...added.slice(pairs));
    emitPending();
    removed = [];
    added = [];
  };
  for (const change of changes) {
    if (change.removed) removed.push(...change.value);
    else if (change.added) added.push(...change.value);
    else {
      flush();
      for (const text of change.value) ops.push({ kind: 'same', text });
    }
  }
  flush();

  // The separator before a unit belongs to the side(s) that already have a unit before it.
  const parts: WordPart[] = [];
  let beforeStarted = false;
  let afterStarted = false;
  for (const op of ops) {
    const inBefore = op.kind !== 'added';
    const inAfter = op.kind !== 'removed';
    const needsBefore = inBefore && beforeStarted;
    const needsAfter = inAfter && afterStarted;
    if (separator !== '' && (needsBefore || needsAfter)) {
      parts.push({ kind: needsBefore && needsAfter ? 'same' : needsBefore ? 'removed' : 'added', text: separator });
    }
    if (op.kind === 'changed') parts.push(...op.parts);
    else parts.push({ kind: op.kind, text: op.text });
    beforeStarted ||= inBefore;
    afterStarted ||= inAfter;
  }
  return parts;
}

/** Whether two units compared as words share at least half their visible characters. */
function alike(parts: readonly WordPart[]): boolean {
  let same = 0;
  let total = 0;
  for (const part of parts) {
    const visible = part.text.replace(/\s+/g, '').length;
    total += part.kind === 'same' ? 2 * visible : visible;
    if (part.kind === 'same') same += 2 * visible;
  }
  return total > 0 && same * 2 >= total;
}

/** Unchanged text this short, without letters, digits or line breaks, is folded into the changes around it. */
const GLUE = /^[^\p{L}\p{N}\p{M}\r\n]{1,3}$/u;

/**
 * Readable parts: no empty parts; a space or punctuation mark between two changes becomes part of
 * both (so 'quick brown' → 'slow red' reads as one change, not two around a kept space); each run
 * of changes is its removed text, then its added text; neighbours of one kind are merged.
 */
function tidy(parts: readonly WordPart[]): WordPart[] {
  const input = parts.filter((part) => part.text !== '');
  const out: WordPart[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed !== '') out.push({ kind: 'removed', text: removed });
    if (added !== '') out.push({ kind: 'added', text: added });
    removed = '';
    added = '';
  };
  input.forEach((part, index) => {
    if (part.kind === 'removed') removed += part.text;
    else if (part.kind === 'added') added += part.text;
    else {
      const previous = input[index - 1];
      const next = input[index + 1];
      const glue = previous !== undefined && next !== undefined && previous.kind !== 'same' && next.kind !== 'same' && GLUE.test(part.text);
      if (glue) {
        removed += part.text;
        added += part.text;
        return;
      }
      flush();
      const last = out[out.length - 1];
      if (last?.kind === 'same') last.text += part.text;
      else out.push({ kind: 'same', text: part.text });
    }
  });
  flush();
  return out;
}
