/**
 * Reading a text query parameter (a search box's `?q=`, a filter's `?category=`): the one way, so
 * nothing a visitor types in an address reaches the database unchecked. PostgreSQL cannot store or
 * compare U+0000 in text — a `?q=%00` made the query fail and the page answer 500 (issue 40,
 * finding 12) — and no control character, U+FFFD or lone surrogate is ever part of a search, so
 * they are removed (the same characters form fields refuse, domain/form-basics.ts). A search is not
 * a form: nothing is stored, so removing them silently is kinder than an error.
 */
import { withoutForbiddenCharacters } from './form-basics';

/** The parameter's text: trimmed, at most `max` characters, without forbidden characters ('' when absent). */
export function queryText(params: URLSearchParams, name: string, max: number): string {
  // Cut first, then clean: a cut through a surrogate pair leaves half of it, which is removed too.
  return withoutForbiddenCharacters((params.get(name) ?? '').trim().slice(0, max)).trim();
}
