/**
 * A sentence built around values, as loader data carries it (issue 48, ADR 420 point 5). Another
 * language's words reach the browser only as loader data, and loader data is plain data: a copy
 * module's sentence function travels as a template — the function called with a marker for each
 * value — and the page fills the values back in. The template is made from the copy module's own
 * function, so each sentence has one source. Copy functions only place their values in text
 * (template literals), which the round-trip tests of each use check.
 */

/** Where a template's value `index` goes: a private-use character no copy contains, then the index. */
const mark = (index: number) => `\uE000${index}`;

/** `sentence` as a template: called with a marker for each of its `arity` values. */
export function templateOf(sentence: (...values: never[]) => string, arity: number): string {
  const markers = Array.from({ length: arity }, (_, index) => mark(index));
  // The markers stand for strings and numbers alike: the function only places them in its text.
  return (sentence as (...values: string[]) => string)(...markers);
}

/** The template's values filled back in, in the order the sentence takes them. */
export function fillTemplate(template: string, ...values: readonly (string | number)[]): string {
  return template.replace(/\uE000(\d)/g, (_, index: string) => String(values[Number(index)] ?? ''));
}
