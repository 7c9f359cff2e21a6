/**
 * The search index (issue 45, ADR 350): `search_documents` follows the content in the transaction
 * that changes it — audited-writes.server.ts calls `indexContentRow` after every save, toggle
 * and restore of an article, partner, project, job or page, and `unindexContent` with every
 * delete — so a published item is found the moment its save commits, on every instance (they
 * share the database), and an unpublished or deleted one is gone as surely. A scheduled item's
 * documents carry their time window instead of waiting for a write.
 *
 * The whole index is rebuilt from the tables where content is written without a staff save (the
 * demo seed) and at start-up when it is empty (a database from before the index).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PAGE_SEED_DATES, PAGE_SEEDS } from '~/content/pages/index';
import { DEFAULT_LOCALE } from '~/domain/locales';
import { PAGE_KEYS, isPageKey, type PageKey, type StoredPage } from '~/domain/page-blocks/page-definitions';
import { GROWING_KIND, RECENT_ARTICLES } from '~/domain/search/query';
import {
  articleDocument,
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

/**
 * Only English pages are searched for now (issue 48): the index is English (its vectors use the
 * english configuration); a translation's row writes no documents and leaves the English page's
 * alone. Per-language search (ADR 420, point 8) is later work.
 */
function isSearchedPage(row: { locale?: unknown }): boolean {
  return row.locale === undefined || row.locale === DEFAULT_LOCALE;
}

/** A page's documents: what visitors see now, and a scheduled draft's from its time on. */
function storedPageDocuments(page: StoredPage & { locale?: unknown }): SearchDocument[] {
  if (!isPageKey(page.key) || !isSearchedPage(page)) return [];
  const at = page.draft && page.publish_at ? new Date(page.publish_at) : null;
  const live = pageDocuments(page.key, page.document, { variant: 'live', visibleFrom: null, visibleUntil: at });
  return at && page.draft ? [...live, ...pageDocuments(page.key, page.draft, { variant: 'scheduled', visibleFrom: at, visibleUntil: null })] : live;
}

function seededPage(key: PageKey): StoredPage {
  return { key, document: PAGE_SEEDS[key], draft: null, publish_at: null, version: 1, effective_date: PAGE_SEED_DATES[key] ?? '2025-10-27' };
}

/**
 * Whether a row is in the search index's language: the index is English for now (issue 48), so an
 * Arabic article's, job's or partner's row has no documents (per-locale search, ADR 420 point 8, is later work).
 */
function inIndexedLanguage(row: unknown): boolean {
  const locale = typeof row === 'object' && row !== null && 'locale' in row ? row.locale : DEFAULT_LOCALE;
  return locale === DEFAULT_LOCALE;
}

/** The documents of one row of a searchable table, as it now is. */
export function documentsOf(entity: SearchableEntity, row: unknown): SearchDocument[] {
  if ((entity === 'news_insights' || entity === 'jobs' || entity === 'partners') && !inIndexedLanguage(row)) return [];
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

/** Words of titles and headings for the "did you mean" lexicon: 3–30 letters or digits. */
function lexiconWords(documents: readonly Pick<SearchDocument, 'title' | 'headings'>[]): string[] {
  const words = new Set<string>();
  for (const document of documents) {
    for (const match of `${document.title} ${document.headings}`.toLowerCase().matchAll(/[\p{L}\p{N}]{3,30}/gu)) words.add(match[0]);
  }
  return [...words];
}

async function writeDocuments(executor: Executor, documents: readonly SearchDocument[]): Promise<void> {
  if (documents.length === 0) return;
  await executor.insert(search_documents).values(
    documents.map((document) => ({
      key: document.key,
      kind: document.kind,
      entity: document.entity,
      entity_id: document.entityId,
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
  if (words.length > 0) await executor.insert(search_lexicon).values(words.map((word) => ({ word }))).onConflictDoNothing();
}

/**
 * Marks the RECENT_ARTICLES newest articles `recent` and the others not, writing only the rows
 * that change (one in and one out when an article is added): after every article write and every
 * rebuild, in the same transaction, so the window a common word is ranked over is always exact.
 * Reads the articles' narrow rows once (~10 ms at 10,000 on the embedded database).
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

/** Replaces the documents of a row with what it now says: in the caller's transaction. */
export async function indexContentRow(executor: Executor, entity: string, row: { id: string }): Promise<void> {
  if (!isSearchable(entity)) return;
  if (entity === 'site_pages' && !isSearchedPage(row as { locale?: unknown })) return;
  const id = sourceId(entity, row as { id: string; key?: unknown });
  await executor.delete(search_documents).where(and(eq(search_documents.entity, entity), eq(search_documents.entity_id, id)));
  await writeDocuments(executor, documentsOf(entity, row));
  if (entity === 'news_insights') await markRecentArticles(executor);
}

/** Removes a deleted row's documents: in the caller's transaction. */
export async function unindexContent(executor: Executor, entity: string, row: { id: string }): Promise<void> {
  if (!isSearchable(entity)) return;
  if (entity === 'site_pages' && !isSearchedPage(row as { locale?: unknown })) return;
  await executor.delete(search_documents).where(and(eq(search_documents.entity, entity), eq(search_documents.entity_id, sourceId(entity, row as { id: string; key?: unknown }))));
  if (entity === 'news_insights') await markRecentArticles(executor);
}

/** Builds the whole index again from the content tables (and the pages' seeds), in one statement group. */
export async function rebuildSearchIndex(executor: Executor): Promise<number> {
  // One after another: a transaction's connection runs one statement at a time.
  const articleRows = await executor.select().from(news_insights);
  const partnerRows = await executor.select().from(partners);
  const projectRows = await executor.select().from(portfolio_projects);
  const jobRows = await executor.select().from(jobs);
  const pageRows = await executor.select().from(site_pages).where(eq(site_pages.locale, DEFAULT_LOCALE));
  const stored = new Map(pageRows.map((row) => [row.key, row as StoredPage]));
  const documents = [
    ...articleRows.filter(inIndexedLanguage).map((row) => articleDocument(row)),
    ...partnerRows.filter(inIndexedLanguage).map((row) => partnerDocument(row)),
    ...projectRows.map((row) => projectDocument(row)),
    ...jobRows.filter(inIndexedLanguage).map((row) => jobDocument(row)),
    ...PAGE_KEYS.flatMap((key) => storedPageDocuments(stored.get(key) ?? seededPage(key))),
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
  const rows = await executor.select({ title: search_documents.title, headings: search_documents.headings }).from(search_documents);
  const kept = new Set(lexiconWords(rows));
  const words = await executor.select({ word: search_lexicon.word }).from(search_lexicon);
  const gone = words.map((row) => row.word).filter((word) => !kept.has(word));
  for (let start = 0; start < gone.length; start += 1000) await executor.delete(search_lexicon).where(inArray(search_lexicon.word, gone.slice(start, start + 1000)));
  return gone.length;
}

/** At start-up: a database whose index is empty (new, or from before the index) gets it built. */
export async function ensureSearchIndex(): Promise<number | undefined> {
  const [any] = await db().select({ key: search_documents.key }).from(search_documents).limit(1);
  if (any) return undefined;
  return db().transaction((tx) => rebuildSearchIndex(tx));
}
