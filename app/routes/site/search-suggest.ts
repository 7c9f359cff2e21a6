/**
 * /search/suggest?q=… — the search field's as-you-type titles (issue 45), as JSON: at most six,
 * public documents only, the last word a prefix. Bounded like /search (words, statement timeout);
 * never kept by a cache (a publish shows at once) nor indexed. `locale=ar` suggests from the
 * Arabic documents (the Arabic search page's field sends it); without it, English.
 */
import { data } from 'react-router';
import { DEFAULT_LOCALE, isLocale } from '~/domain/locales';
import { cleanQuery, SUGGEST_MIN_LENGTH } from '~/domain/search/query';
import { log } from '~/server/platform/log.server';
import { suggest, type Suggestion } from '~/server/search/search.server';
import type { Route } from './+types/search-suggest';

const HEADERS = { 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-store' } as const;

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { text, tooLong } = cleanQuery(params.get('q'));
  const locale = params.get('locale');
  if (tooLong) return data({ suggestions: [] as Suggestion[] }, { status: 400, headers: HEADERS });
  if (text.length < SUGGEST_MIN_LENGTH) return data({ suggestions: [] as Suggestion[] }, { headers: HEADERS });
  try {
    return data({ suggestions: await suggest(text, isLocale(locale) ? locale : DEFAULT_LOCALE) }, { headers: HEADERS });
  } catch (error) {
    log.error({ err: error, queryLength: text.length }, 'search suggestions failed');
    return data({ suggestions: [] as Suggestion[] }, { status: 503, headers: HEADERS });
  }
}
