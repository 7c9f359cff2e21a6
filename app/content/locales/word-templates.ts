/**
 * A sentence built around values, as loader data carries it (issue 48, ADR 420 point 5). Another
 * language's words reach the browser only as loader data, and loader data is plain data: a copy
 * module's sentence function travels as a template — the function called with a marker for each
 * value — and the page fills the values back in. The template is made from the copy module's own
 * function, so each sentence has one source. Copy functions only place their values in text
 * (template literals), which the round-trip tests of each use check.
 */

/**
 * Where a template's value `index` goes: a control character no copy contains, then the index.
 * Not a private-use character: loader data is in the page, and the Nu HTML Checker warns on those
 * (Charmod C073); a control character is written escaped there (`\u0001`), as JSON writes it.
 */
const MARKER = '\u0001';
const mark = (index: number) => `${MARKER}${index}`;

/** `sentence` as a template: called with a marker for each of its `arity` values. */
export function templateOf(sentence: (...values: never[]) => string, arity: number): string {
  const markers = Array.from({ length: arity }, (_, index) => mark(index));
  // The markers stand for strings and numbers alike: the function only places them in its text.
  return (sentence as (...values: string[]) => string)(...markers);
}

/** The template's values filled back in, in the order the sentence takes them. */
export function fillTemplate(template: string, ...values: readonly (string | number)[]): string {
  // Each piece after a marker starts with its value's index (one digit: a sentence takes few values).
  return template
    .split(MARKER)
    .map((piece, at) => (at === 0 ? piece : `${String(values[Number(piece[0])] ?? '')}${piece.slice(1)}`))
    .join('');
}
