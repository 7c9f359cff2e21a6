/**
 * The results of a search (issue 45): type, title linked to the page, the snippet with the matched
 * words in <mark> (split from the database's markers as text, never parsed as HTML), and a date.
 */
import { Link } from 'react-router';
import { formatLongDate, formatLongDateIn } from '~/domain/dates';
import { DEFAULT_LOCALE, type Locale } from '~/domain/locales';
import { snippetParts, type SearchKind } from '~/domain/search/query';
import type { SearchHit } from '~/server/search/search.server';

export function Snippet({ snippet }: { snippet: string }) {
  return (
    <>
      {snippetParts(snippet).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-yellow-100 px-0.5 text-ink">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

export function SearchResultList({
  hits,
  kindLabels,
  link = 'url',
  locale = DEFAULT_LOCALE,
}: {
  hits: readonly SearchHit[];
  kindLabels: Readonly<Record<SearchKind, string>>;
  link?: 'url' | 'editUrl';
  /** The results' language: their dates are written in it. */
  locale?: Locale;
}) {
  return (
    <ol className="mt-6 divide-y divide-slate-200" data-testid="search-results">
      {hits.map((hit) => (
        <li key={`${hit.kind}:${hit.url}`} className="py-5" data-testid="search-result">
          <p className="text-xs font-semibold uppercase tracking-wider text-brand-800">
            {kindLabels[hit.kind]}
            {hit.date ? <span className="ms-2 font-normal normal-case tracking-normal text-slate-600">{locale === DEFAULT_LOCALE ? formatLongDate(hit.date) : formatLongDateIn(locale, hit.date)}</span> : null}
          </p>
          <h3 className="mt-1 text-lg font-bold leading-snug">
            <Link to={hit[link]} reloadDocument={link === 'editUrl'} className="text-brand-800 hover:underline">
              {hit.title}
            </Link>
          </h3>
          <p className="mt-1 text-slate-700">
            <Snippet snippet={hit.snippet} />
          </p>
        </li>
      ))}
    </ol>
  );
}
