/**
 * The shape a locale's copy must have (issue 48, ADR 420 §5): the English module's shape with its
 * literal strings widened to `string`, so a translation is checked key by key — a missing or extra
 * string is a type error, not a page in English pretending to be another language. Functions keep
 * their parameters; lists keep their length.
 */
export type Translated<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translated<R>
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: Translated<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]: Translated<T[K]> }
        : T;
