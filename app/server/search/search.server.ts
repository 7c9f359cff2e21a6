/**
 * Searching the index (issue 45, ADR 350). Every query is bound and bounded: the words come from
 * domain/search/query.ts (letters and digits only, at most eight), the page from 1 to 20, and the
 * statement runs under a time limit; a visitor cannot make the server do unbounded work.
 *
 * Ranking: PostgreSQL full-text search with English stemming, weighted title (A) above headings
 * (B) above body (C), normalised by length; a practice or page outranks an article that only
 * mentions the words. A query that finds nothing is tried again with each word replaced by the
 * closest word of the titles' and headings' lexicon (pg_trgm similarity), and says so ("Showing
 * results for security").
 *
 * Per language (ADR 420 point 8): each search reads one locale's documents, with that locale's
 * text-search configuration (LOCALES[locale].textSearch: English stemming, or Arabic's, which
 * drops the definite article), and corrects from that locale's lexicon only. Staff search reads
 * every locale's documents at once (`locale: 'all'`): each row matched, ranked and marked with the
 * query in its own locale's configuration, so an Arabic query meets Arabic rows through the Arabic
 * stemmer and English rows through the English one.
 */
import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, type Locale } from '~/domain/locales';
import { COUNT_LIMIT, GROWING_KIND, MATCH_END, MATCH_START, RESULTS_PER_PAGE, SEARCH_KINDS, SUGGESTIONS, queryWords, tsqueryText, type SearchKind } from '~/domain/search/query';
import { db, queryRows, type Executor } from '~/server/db/db.server';
import { search_documents, search_lexicon } from '~/server/db/schema.server';

/** A statement that takes longer than this is cancelled: the visitor gets an answer either way. */
const STATEMENT_TIMEOUT_MS = 2_000;
/** How close a lexicon word must be to a mistyped one to replace it (pg_trgm similarity, 0–1). */
const CORRECTION_SIMILARITY = 0.3;
/** Rank multipliers: a page about the words before an article that mentions them. */
const KIND_BOOST: Record<SearchKind, number> = { page: 2, service: 1.6, industry: 1.4, job: 1.3, partner: 1.2, project: 1.1, article: 1 };

export interface SearchHit {
  kind: SearchKind;
  title: string;
  url: string;
  /** For staff results: the edit screen. */
  editUrl: string;
  /** The matched words marked with MATCH_START / MATCH_END (snippetParts splits them). */
  snippet: string;
  date: string | null;
  /** The document's language (a staff search over every language shows it). */
  locale: Locale;
}

export interface SearchResults {
  hits: SearchHit[];
  total: number;
  /** Matches per kind, for the filters (before the kind filter applies). */
  counts: Partial<Record<SearchKind, number>>;
  /** The query as searched after correcting a typo, when the query as typed found nothing. */
  correctedTo?: string;
}

const EMPTY: SearchResults = { hits: [], total: 0, counts: {} };

/** Who may see a document: visitors only what is public now; staff whatever their areas hold. */
export type SearchAudience = { kind: 'public' } | { kind: 'staff'; entities: readonly string[] };

function visibleTo(audience: SearchAudience): SQL {
  if (audience.kind === 'staff') {
    return audience.entities.length === 0 ? sql`false` : sql`${search_documents.entity} in (${sql.join(audience.entities.map((entity) => sql`${entity}`), sql`, `)})`;
  }
  return sql`${search_documents.public}
    and (${search_documents.visible_from} is null or ${search_documents.visible_from} <= now())
    and (${search_documents.visible_until} is null or ${search_documents.visible_until} > now())`;
}

const boostSql = sql.raw(`case kind ${SEARCH_KINDS.map((kind) => `when '${kind}' then ${KIND_BOOST[kind]}`).join(' ')} else 1 end`);
const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * The text-search configuration of `locale` as a literal (a name from the locale table, never the
 * visitor's input), so each statement reads as it did when the index was English only.
 */
const configOf = (locale: Locale): SQL => sql.raw(`'${LOCALES[locale].textSearch}'`);

/** The languages a search reads: one, or every one (staff). */
export type SearchLocales = Locale | 'all';

const localesOf = (locales: SearchLocales): readonly Locale[] => (locales === 'all' ? LOCALE_CODES : [locales]);

/**
 * The documents of `locales` that `tsquery` matches, each language's rows against the query in its
 * own configuration: one arm per language, each a literal configuration, so each reads the
 * text-search index (one language: the single condition the index was built for).
 */
function matchesIn(locales: readonly Locale[], tsquery: string): SQL {
  const arms = locales.map((locale) => sql`(${search_documents.search} @@ to_tsquery(${configOf(locale)}, ${tsquery}) and ${search_documents.locale} = ${locale})`);
  return arms.length === 1 ? arms[0]! : sql`(${sql.join(arms, sql` or `)})`;
}

/** The statements' `query` rows: per language, its code, its configuration and the query in it (joined to each document by its locale). */
function queriesIn(locales: readonly Locale[], tsquery: string): SQL {
  return sql.join(
    locales.map((locale) => sql`select ${locale}::text as locale, ${configOf(locale)}::regconfig as config, to_tsquery(${configOf(locale)}, ${tsquery}) as q`),
    sql` union all `,
  );
}

/** Runs `work` in a transaction whose statements are cancelled after STATEMENT_TIMEOUT_MS. */
async function bounded<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
  return db().transaction(async (tx) => {
    await tx.execute(sql.raw(`set local statement_timeout = ${STATEMENT_TIMEOUT_MS}`));
    // Matches come from the GIN indexes, never from a scan of the table: a scan reads every row's
    // whole vector, stored out of line, which costs ~30× a common word's index scan at 10,000
    // articles (the planner, with statistics, picks it for words in more than a few per cent of
    // rows; bench §10, ADR 350). A documented planner setting, for this transaction only.
    await tx.execute(sql.raw('set local enable_seqscan = off'));
    return work(tx);
  });
}

/*
 * Counting and ranking are bounded, so a word that most documents hold ("data" in 9,000 articles)
 * costs what a rare one does, within a constant (ADR 350 §5): each kind is counted up to
 * COUNT_LIMIT + 1 (the page says "more than 1,000"); a word that the RECENT_ARTICLES newest
 * articles hold often enough to fill every page is ranked over them only; and ranking happens in
 * two steps.
 */
/** The matches the second ranking step reads whole: the most that twenty pages of ten show. */
const CANDIDATES = 200;
/**
 * The index's three parts, each with a text-search index of its own and no index over the whole
 * table (migration 0013): every statement names the parts it reads, so each part is read through
 * its own index whatever the planner knows (PGlite never gathers statistics) — the small kinds;
 * the RECENT_ARTICLES newest articles; the older ones. Literals, so the planner can prove each
 * partial index's predicate.
 */
const growingKind = sql.raw(`'${GROWING_KIND}'`);
const SMALL_KINDS = sql`${search_documents.kind} <> ${growingKind}`;
const RECENT_ARTICLES_PART = sql`${search_documents.kind} = ${growingKind} and ${search_documents.recent}`;
const OLDER_ARTICLES_PART = sql`${search_documents.kind} = ${growingKind} and not ${search_documents.recent}`;

async function runQuery(tx: Executor, locales: readonly Locale[], tsquery: string, audience: SearchAudience, kind: SearchKind | undefined, page: number, perPage: number): Promise<SearchResults> {
  const matches = sql`${matchesIn(locales, tsquery)} and ${visibleTo(audience)}`;
  // The counts in one statement that reads each match at most once: the growing kind's up to
  // COUNT_LIMIT + 1 rows, the small kinds' all of theirs through their own index (a count per kind
  // over the whole index read every article match once per kind: 200+ ms for a word in 9,000).
  const countRows = await queryRows<{ kind: string; count: string | number; recent: string | number }>(
    tx,
    sql`select ${search_documents.kind} as kind, count(*) as count, 0 as recent from ${search_documents}
        where ${matches} and ${SMALL_KINDS} group by ${search_documents.kind}
      union all
      select ${growingKind} as kind, count(*) as count, count(*) filter (where found.recent) as recent from (
        (select true as recent from ${search_documents} where ${matches} and ${RECENT_ARTICLES_PART})
        union all (select false as recent from ${search_documents} where ${matches} and ${OLDER_ARTICLES_PART})
        limit ${COUNT_LIMIT + 1}) found`,
  );
  const counts: Partial<Record<SearchKind, number>> = {};
  let recentArticles = 0;
  for (const row of countRows) {
    // Every kind says "more than 1,000" alike, however its rows were counted.
    if ((SEARCH_KINDS as readonly string[]).includes(row.kind) && Number(row.count) > 0) counts[row.kind as SearchKind] = Math.min(Number(row.count), COUNT_LIMIT + 1);
    if (row.kind === GROWING_KIND) recentArticles = Number(row.recent);
  }
  const total = kind ? (counts[kind] ?? 0) : Object.values(counts).reduce((sum, count) => sum + count, 0);
  if (total === 0) return { hits: [], total: 0, counts };
  // When the RECENT_ARTICLES newest articles alone hold enough matches for every page a visitor
  // may see, only they are ranked (with the small kinds): at 10,000 articles a word in 9,000 of
  // them ranks ~950 rows, not 9,000. (The recent part is read first, so its count up to
  // COUNT_LIMIT + 1 is exact up to CANDIDATES; were it ever short, the older part is ranked too.)
  const recentOnly = recentArticles >= CANDIDATES;
  const kindFilter = kind ? sql`and ${search_documents.kind} = ${kind}` : sql``;
  // Step 1 orders the matches by what the row holds (no out-of-line read, no rank function): those
  // whose title or headings hold the words first, then pages and services before articles, then
  // the newest — each part of the index through its own index — and keeps CANDIDATES. Step 2
  // ranks those on both vectors (ts_rank_cd: the title's twice the body's, times the kind's
  // weight). Ranking every match on the title vector in step 1 cost ~20 ms for 900 rows on PGlite.
  // Snippets last: ts_headline reads the body, so it runs for the rows shown, never for every match.
  const firstStep = (part: SQL) => sql`(
      select key, ${boostSql} as boost, ${search_documents.title_search} @@ query.q as in_title, ${search_documents.date} as date
      from ${search_documents} join query on query.locale = ${search_documents.locale}
      where ${matches} and ${part} ${kindFilter}
      order by ${search_documents.title_search} @@ query.q desc, ${boostSql} desc, ${search_documents.date} desc nulls last, key
      limit ${CANDIDATES})`;
  const articleParts = recentOnly ? [RECENT_ARTICLES_PART] : [RECENT_ARTICLES_PART, OLDER_ARTICLES_PART];
  const parts = kind === undefined ? [SMALL_KINDS, ...articleParts] : kind === GROWING_KIND ? articleParts : [SMALL_KINDS];
  const hitRows = await queryRows<{ kind: string; title: string; url: string; edit_url: string; date: string | null; snippet: string; locale: string }>(tx, sql`
    with query as (${queriesIn(locales, tsquery)}),
    candidates as (
      select * from (${sql.join(parts.map(firstStep), sql` union all `)}) parts
      order by in_title desc, boost desc, date desc nulls last, key
      limit ${CANDIDATES}
    ),
    ranked as (
      select c.key, (ts_rank_cd(d.title_search, query.q, 1) * 2 + ts_rank_cd(d.search, query.q, 1)) * c.boost as rank, c.date
      from candidates c join ${search_documents} d on d.key = c.key join query on query.locale = d.locale
      order by rank desc, c.date desc nulls last, c.key
      limit ${perPage} offset ${(page - 1) * perPage}
    )
    select d.kind, d.title, d.url, d.edit_url, d.date::text as date, d.locale,
      ts_headline(query.config, case when d.body = '' then d.headings else d.body end, query.q, ${HEADLINE_OPTIONS}) as snippet
    from ranked join ${search_documents} d on d.key = ranked.key join query on query.locale = d.locale
    order by ranked.rank desc, ranked.date desc nulls last, d.key`);
  const hits = hitRows.map((row) => ({ kind: row.kind as SearchKind, title: row.title, url: row.url, editUrl: row.edit_url, date: row.date, snippet: row.snippet, locale: row.locale as Locale }));
  return { hits, total, counts };
}

/** Each word replaced by its closest lexicon word (itself when it is one, or nothing is close). */
async function corrected(tx: Executor, locales: readonly Locale[], words: readonly string[]): Promise<string[]> {
  const inLocales = sql.join(locales.map((locale) => sql`${locale}`), sql`, `);
  const result: string[] = [];
  for (const word of words) {
    const rows = await queryRows<{ word: string }>(
      tx,
      sql`select word from ${search_lexicon}
        where locale in (${inLocales}) and word % ${word} and similarity(word, ${word}) >= ${CORRECTION_SIMILARITY}
        order by similarity(word, ${word}) desc, word limit 1`,
    );
    result.push(rows[0]?.word ?? word);
  }
  return result;
}

/**
 * The results of `text` for `audience` among `locale`'s documents (English unless told; `'all'`
 * for every language's, corrected from every language's lexicon): page
 * `page` (1-based) of `kind` or of every kind. Empty for a query without words (punctuation only,
 * or only words the stemmer drops).
 */
export async function searchSite(
  text: string,
  options: { audience?: SearchAudience; kind?: SearchKind; page?: number; perPage?: number; locale?: SearchLocales } = {},
): Promise<SearchResults> {
  const { audience = { kind: 'public' }, kind, page = 1, perPage = RESULTS_PER_PAGE, locale = DEFAULT_LOCALE } = options;
  const words = queryWords(text);
  if (words.length === 0) return EMPTY;
  const locales = localesOf(locale);
  return bounded(async (tx) => {
    const found = await runQuery(tx, locales, tsqueryText(words), audience, kind, page, perPage);
    if (found.total > 0 || Object.keys(found.counts).length > 0) return found;
    const better = await corrected(tx, locales, words);
    if (better.every((word, index) => word === words[index])) return found;
    const retried = await runQuery(tx, locales, tsqueryText(better), audience, kind, page, perPage);
    return retried.total > 0 || Object.keys(retried.counts).length > 0 ? { ...retried, correctedTo: better.join(' ') } : found;
  });
}

export interface Suggestion {
  kind: SearchKind;
  title: string;
  url: string;
}

/** As-you-type in `locale`: the best titles (and headings) for the words so far, the last one a prefix ("gener" → Generative AI); the small vector and its index only. */
export async function suggest(text: string, locale: Locale = DEFAULT_LOCALE): Promise<Suggestion[]> {
  const words = queryWords(text);
  if (words.length === 0) return [];
  return bounded(async (tx) => {
    const rows = await queryRows<{ kind: string; title: string; url: string }>(
      tx,
      sql`with query as (select to_tsquery(${configOf(locale)}, ${tsqueryText(words, true)}) as q)
        select kind, title, url from ${search_documents}, query
        where ${search_documents.title_search} @@ query.q and ${search_documents.locale} = ${locale} and ${visibleTo({ kind: 'public' })}
        order by ts_rank_cd(${search_documents.title_search}, query.q, 1) * ${boostSql} desc, ${search_documents.key}
        limit ${SUGGESTIONS}`,
    );
    return rows.map((row) => ({ kind: row.kind as SearchKind, title: row.title, url: row.url }));
  });
}
