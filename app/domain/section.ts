/**
 * A data-driven section of a public page as its loader hands it over: the rows, or the product description §8
 * message to show instead (the real error is only logged — see loadSection).
 */
export type Section<T> = { ok: true; data: T } | { ok: false; message: string };
