/**
 * The search index (issue 45, ADR 350): `search_documents` follows the content in the transaction
 * that changes it — audited-writes.server.ts calls `indexContentRow` after every save, toggle
 * and restore of an article, partner, project, job or page, and `unindexContent` with every
 * delete — so a published item is found the moment its save commits, on every instance (they
 * share the database), and an unpublished or deleted one is gone as surely. A scheduled item's
 * documents carry their time window instead of waiting for a write.
 *
 * Every language's rows are indexed alike (ADR 420 point 8): a row's documents carry its locale and
 * that locale's text-search configuration (LOCALES[locale].textSearch), and each locale's search
 * reads its own documents only.
 *
 * The whole index is rebuilt from the tables where content is written without a staff save (the
 * demo seed) and at start-up when it is empty (a database from before the index).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { arabicChrome, arabicPageNames } from '~/content/locales/ar/chrome';
import { PAGE_SEED_DATES, PAGE_SEEDS_BY_LOCALE } from '~/content/pages/index';
import type { ChromeCopy } from '~/content/site/navigation';
import { LOCALE_CODES, LOCALES, type Locale, type StaticPagePath } from '~/domain/locales';
import { PAGE_DEFINITIONS, PAGE_KEYS, isPageKey, type PageKey, type StoredPage } from '~/domain/page-blocks/page-definitions';
import { GROWING_KIND, RECENT_ARTICLES } from '~/domain/search/query';
import {
  articleDocument,
  englishPageLanguage,
  rowLocale,
  type PageLanguage,
  jobDocument,
  pageDocuments,
  partnerDocument,
  projectDocument,
  type ArticleRow,
  type JobRow,
  type PartnerRow,
  type ProjectRow,
  type SearchDocument,
} from '~/domain/search/documents';
import { db, type Executor } from '~/server/db/db.server';
import { jobs, news_insights, partners, portfolio_projects, search_documents, search_lexicon, site_pages } from '~/server/db/schema.server';

/** The content tables whose rows are searchable, by their audit-log name. */
export const SEARCHABLE_ENTITIES = ['news_insights', 'partners', 'portfolio_projects', 'jobs', 'site_pages'] as const;
export type SearchableEntity = (typeof SEARCHABLE_ENTITIES)[number];

export function isSearchable(entity: string): entity is SearchableEntity {
  return (SEARCHABLE_ENTITIES as readonly string[]).includes(entity);
}

/** Each other locale's page names and frame (its offices), for its pages' documents. */
const LOCALIZED_PAGE_WORDS: Readonly<Record<Exclude<Locale, 'en'>, { names: Readonly<Record<StaticPagePath, string>>; chrome: ChromeCopy }>> = {
  ar: { names: arabicPageNames, chrome: arabicChrome },
};

/** The words a page's documents take from outside its blocks, in `locale`. */
function pageLanguage(key: PageKey, locale: Locale): PageLanguage {
  if (locale === 'en') return englishPageLanguage(key);
  const { names, chrome } = LOCALIZED_PAGE_WORDS[locale];
  return {
    locale,
    name: names[PAGE_DEFINITIONS[key].path as StaticPagePath],
    offices: chrome.offices.map((office) => ({ label: `${office.city}${chrome.listSeparator}${office.country}`, address: office.addressLines.join(chrome.listSeparator) })),
  };
}

/**
 * A page's documents in its language: what visitors see now, and a scheduled draft's from its time
 * on. A translation not yet published (`enabled` false) has no live documents: visitors cannot open
 * it; its scheduled first publication's documents start at its time.
 */
function storedPageDocuments(page: StoredPage & { locale?: unknown }): SearchDocument[] {
  if (!isPageKey(page.key)) return [];
  const language = pageLanguage(page.key, rowLocale(page));
  const at = page.draft && page.publish_at ? new Date(page.publish_at) : null;
  const live = page.enabled === false ? [] : pageDocuments(page.key, page.document, { variant: 'live', visibleFrom: null, visibleUntil: at }, language);
  return at && page.draft ? [...live, ...pageDocuments(page.key, page.draft, { variant: 'scheduled', visibleFrom: at, visibleUntil: null }, language)] : live;
}

/** A page nobody has stored in `locale` yet, as its seed: undefined when the locale ships none. */
function seededPage(key: PageKey, locale: Locale): (StoredPage & { locale: Locale }) | undefined {
  const document = PAGE_SEEDS_BY_LOCALE[locale][key];
  if (!document) return undefined;
  return { key, locale, document, draft: null, publish_at: null, version: 1, effective_date: PAGE_SEED_DATES[key] ?? '2025-10-27' };
}

/** The documents of one row of a searchable table, as it now is, in the row's language. */
export function documentsOf(entity: SearchableEntity, row: unknown): SearchDocument[] {
  switch (entity) {
    case 'news_insights':
      return [articleDocument(row as ArticleRow)];
    case 'partners':
      return [partnerDocument(row as PartnerRow)];
    case 'portfolio_projects':
      return [projectDocument(row as ProjectRow)];
    case 'jobs':
      return [jobDocument(row as JobRow)];
    case 'site_pages':
      return storedPageDocuments(row as StoredPage);
  }
}

/** The id the documents name their source by: a page's key, any other row's id. */
function sourceId(entity: SearchableEntity, row: { id: string; key?: unknown }): string {
  return entity === 'site_pages' && typeof row.key === 'string' ? row.key : row.id;
}

/** Words of titles and headings for the "did you mean" lexicon, per locale: 3–30 letters or digits. */
function lexiconWords(documents: readonly Pick<SearchDocument, 'title' | 'headings' | 'locale'>[]): { locale: Locale; word: string }[] {
  const words = new Map<string, { locale: Locale; word: string }>();
  for (const document of documents) {
    for (const match of `${document.title} ${document.headings}`.toLowerCase().matchAll(/[\p{L}\p{N}]{3,30}/gu)) {
      words.set(`${document.locale}:${match[0]}`, { locale: document.locale, word: match[0] });
    }
  }
  return [...words.values()];
}

async function writeDocuments(executor: Executor, documents: readonly SearchDocument[]): Promise<void> {
  if (documents.length === 0) return;
  await executor.insert(search_documents).values(
    documents.map((document) => ({
      key: document.key,
      kind: document.kind,
      entity: document.entity,
      entity_id: document.entityId,
      locale: document.locale,
      text_search: LOCALES[document.locale].textSearch,
      title: document.title,
      headings: document.headings,
      body: document.body,
      url: document.url,
      edit_url: document.editUrl,
      date: document.date,
      public: document.public,
      visible_from: document.visibleFrom,
      visible_until: document.visibleUntil,
    })),
  );
  const words = lexiconWords(documents);
  if (words.length > 0) await executor.insert(search_lexicon).values(words).onConflictDoNothing();
}

/**
 * Marks the RECENT_ARTICLES newest articles `recent` and the others not, writing only the rows
 * that change (one in and one out when an article is added): after every article write and every
 * rebuild, in the same transaction, so the window a common word is ranked over is always exact.
 * Reads the articles' narrow rows once (~10 ms at 10,000 on the embedded database). One window
 * over every language's articles: a search counts the recent matches of its own locale and ranks
 * the older part too whenever they cannot fill the pages, so a locale with few recent articles is
 * searched whole (correct, and small).
 */
export async function markRecentArticles(executor: Executor): Promise<void> {
  await executor.execute(sql`
    update ${search_documents} set recent = newest.recent
    from (
      select key, row_number() over (order by date desc nulls last, key) <= ${RECENT_ARTICLES} as recent
      from ${search_documents} where kind = ${GROWING_KIND}
    ) newest
    where ${search_documents.key} = newest.key and ${search_documents.recent} <> newest.recent`);
}

/** The documents of one row: its table's, its id's (a page's key) and its language's (a page's key is shared by its translations). */
function documentsOfRow(entity: SearchableEntity, row: { id: string }) {
  return and(eq(search_documents.entity, entity), eq(search_documents.entity_id, sourceId(entity, row as { id: string; key?: unknown })), eq(search_documents.locale, rowLocale(row)));
}

/** Replaces the documents of a row with what it now says: in the caller's transaction. */
export async function indexContentRow(executor: Executor, entity: string, row: { id: string }): Promise<void> {
  if (!isSearchable(entity)) return;
  await executor.delete(search_documents).where(documentsOfRow(entity, row));
  await writeDocuments(executor, documentsOf(entity, row));
  if (entity === 'news_insights') await markRecentArticles(executor);
}

/** Removes a deleted row's documents: in the caller's transaction. */
export async function unindexContent(executor: Executor, entity: string, row: { id: string }): Promise<void> {
  if (!isSearchable(entity)) return;
  await executor.delete(search_documents).where(documentsOfRow(entity, row));
  if (entity === 'news_insights') await markRecentArticles(executor);
}

/** Builds the whole index again from the content tables (and the pages' seeds), in one statement group. */
export async function rebuildSearchIndex(executor: Executor): Promise<number> {
  // One after another: a transaction's connection runs one statement at a time.
  const articleRows = await executor.select().from(news_insights);
  const partnerRows = await executor.select().from(partners);
  const projectRows = await executor.select().from(portfolio_projects);
  const jobRows = await executor.select().from(jobs);
  const pageRows = await executor.select().from(site_pages);
  const stored = new Map(pageRows.map((row) => [`${row.locale}:${row.key}`, row as StoredPage & { locale: string }]));
  // Every locale's page: its stored row, else its seed (English seeds every page; another locale the ones it ships).
  const pages = LOCALE_CODES.flatMap((locale) => PAGE_KEYS.map((key) => stored.get(`${locale}:${key}`) ?? seededPage(key, locale))).filter((page) => page !== undefined);
  const documents = [
    ...articleRows.map((row) => articleDocument(row)),
    ...partnerRows.map((row) => partnerDocument(row)),
    ...projectRows.map((row) => projectDocument(row)),
    ...jobRows.map((row) => jobDocument(row)),
    ...pages.flatMap((page) => storedPageDocuments(page)),
  ];
  await executor.delete(search_documents);
  await executor.delete(search_lexicon);
  // In slices: one statement's parameters are bounded (65,535 in PostgreSQL's protocol).
  for (let start = 0; start < documents.length; start += 500) await writeDocuments(executor, documents.slice(start, start + 500));
  await markRecentArticles(executor);
  await flushSearchIndexes(executor);
  return documents.length;
}

/** The search's GIN indexes, whose pending entries flushSearchIndexes moves into the index proper. */
const SEARCH_GIN_INDEXES = [
  'search_documents_small_kinds_search_idx',
  'search_documents_recent_articles_search_idx',
  'search_documents_older_articles_search_idx',
  'search_documents_title_search_idx',
  'search_lexicon_word_trgm_idx',
] as const;

/**
 * Moves the GIN indexes' pending entries into the index proper (gin_clean_pending_list, a
 * documented function). A GIN index collects new entries in a pending list that every search
 * reads whole until VACUUM empties it, and PGlite has no autovacuum: after a rebuild of 10,000
 * articles each index scan read ~400 pending pages (~3 ms a part). Run after every rebuild and by
 * the daily purge, so the list holds a day's saves at most. (Without the list, fastupdate off, a
 * rebuild took twice as long.)
 */
export async function flushSearchIndexes(executor: Executor): Promise<void> {
  for (const name of SEARCH_GIN_INDEXES) await executor.execute(sql`select gin_clean_pending_list(${name}::regclass)`);
}

/**
 * The daily purge's part: the lexicon's words that no indexed title or heading holds any more (a
 * deleted article's, an edited heading's), so no word outlives the content it came from by more
 * than a day. Returns how many went.
 */
export async function pruneSearchLexicon(executor: Executor): Promise<number> {
  const rows = await executor.select({ title: search_documents.title, headings: search_documents.headings, locale: search_documents.locale }).from(search_documents);
  const kept = new Set(lexiconWords(rows.map((row) => ({ ...row, locale: rowLocale(row) }))).map((entry) => `${entry.locale}:${entry.word}`));
  const words = await executor.select({ locale: search_lexicon.locale, word: search_lexicon.word }).from(search_lexicon);
  let pruned = 0;
  for (const locale of new Set(words.map((row) => row.locale))) {
    const gone = words.filter((row) => row.locale === locale && !kept.has(`${row.locale}:${row.word}`)).map((row) => row.word);
    for (let start = 0; start < gone.length; start += 1000) {
      await executor.delete(search_lexicon).where(and(eq(search_lexicon.locale, locale), inArray(search_lexicon.word, gone.slice(start, start + 1000))));
    }
    pruned += gone.length;
  }
  return pruned;
}

/** At start-up: a database whose index is empty (new, or from before the index) gets it built. */
export async function ensureSearchIndex(): Promise<number | undefined> {
  const [any] = await db().select({ key: search_documents.key }).from(search_documents).limit(1);
  if (any) return undefined;
  return db().transaction((tx) => rebuildSearchIndex(tx));
}
