/**
 * /search/suggest?q=… — the search field's as-you-type titles (issue 45), as JSON: at most six,
 * public documents only, the last word a prefix. Bounded like /search (words, statement timeout);
 * never kept by a cache (a publish shows at once) nor indexed.
 */
import { data } from 'react-router';
import { cleanQuery, SUGGEST_MIN_LENGTH } from '~/domain/search/query';
import { log } from '~/server/platform/log.server';
import { suggest, type Suggestion } from '~/server/search/search.server';
import type { Route } from './+types/search-suggest';

const HEADERS = { 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-store' } as const;

export async function loader({ request }: Route.LoaderArgs) {
  const { text, tooLong } = cleanQuery(new URL(request.url).searchParams.get('q'));
  if (tooLong) return data({ suggestions: [] as Suggestion[] }, { status: 400, headers: HEADERS });
  if (text.length < SUGGEST_MIN_LENGTH) return data({ suggestions: [] as Suggestion[] }, { headers: HEADERS });
  try {
    return data({ suggestions: await suggest(text) }, { headers: HEADERS });
  } catch (error) {
    log.error({ err: error, queryLength: text.length }, 'search suggestions failed');
    return data({ suggestions: [] as Suggestion[] }, { status: 503, headers: HEADERS });
  }
}
