/**
 * The shape another locale's copy follows (issue 48, ADR 420): the English module's object with
 * every literal widened to `string` (functions keep their parameters), so a missing or misnamed
 * string in a translation is a type error, not a page in English pretending to be Arabic.
 */
export type CopyOf<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: CopyOf<T[K]> };
