/**
 * The editable public pages (issue 44, ADR 340): what visitors see of each, read once for all
 * pages and held in memory until content changes on any instance (content-snapshot.server.ts), and
 * the staff writes — save a draft, publish now or at a time, discard the draft — each through the
 * one audited save, so every change has its audit row and its revision and clears the page cache
 * everywhere.
 */
import { and, eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, LOCALE_CODES, localizedPath, type Alternate, type Locale, type StaticPagePath } from '~/domain/locales';
import type { PageDocument } from '~/domain/page-blocks/document';
import type { Snapshot } from '~/domain/revisions';
import {
  isLive,
  livePage,
  nextVersion,
  PAGE_DEFINITIONS,
  PAGE_KEYS,
  settled,
  type LivePage,
  type PageKey,
  type StoredPage,
} from '~/domain/page-blocks/page-definitions';
import { firmCalendarDate } from '~/domain/schedule';
import { PAGE_SEED_DATES, PAGE_SEEDS_BY_LOCALE } from '~/content/pages/index';
import { db } from '~/server/db/db.server';
import { site_pages } from '~/server/db/schema.server';
import type { Actor, SaveResult } from '~/server/entities/admin-content.server';
import { auditedSave } from '~/server/entities/audited-writes.server';
import { contentSnapshot } from '~/server/platform/content-snapshot.server';
import { log } from '~/server/platform/log.server';
import { markDegraded, markExpiresAt } from '~/server/platform/request-state.server';

export type SitePageRow = typeof site_pages.$inferSelect;
const AUDITED = { table: site_pages, entity: 'site_pages' };

/** What a page nobody has edited shows in English: its seed (also what tests compare the pages with). */
export function seedLivePage(key: PageKey): LivePage {
  return livePage(seedRow(key, DEFAULT_LOCALE)!);
}

/**
 * A page's seed in a locale as the row it would be (a page nobody has edited yet), or undefined
 * when the locale has no seed of it: English seeds every page, Arabic the pages it ships.
 */
function seedRow(key: PageKey, locale: Locale): StoredPage | undefined {
  const document = PAGE_SEEDS_BY_LOCALE[locale][key];
  if (!document) return undefined;
  return { key, document, draft: null, publish_at: null, version: 1, effective_date: PAGE_SEED_DATES[key] ?? SEED_EFFECTIVE_DATE };
}

/** What a page nobody has edited shows in a locale, if the locale ships its seed. */
export function seedLivePageIn(key: PageKey, locale: Locale): LivePage | undefined {
  const row = seedRow(key, locale);
  return row ? livePage(row) : undefined;
}

/**
 * The effective date of a seed that names none (content/pages PAGE_SEED_DATES names the legal
 * pages', which they show). Fixed, not computed, so a fresh database has the same dates everywhere.
 */
export const SEED_EFFECTIVE_DATE = '2025-10-27';

/** A page's public address in a locale: '/careers' → '/ar/الوظائف'. */
export function pagePath(key: PageKey, locale: Locale): string {
  return localizedPath(locale, PAGE_DEFINITIONS[key].path as StaticPagePath);
}

// ── Public ────────────────────────────────────────────────────────────────────────────────────

/** Held for an hour at most; dropped at every content change and when a scheduled draft's time comes. */
const PAGES_MAX_AGE_MS = 60 * 60_000;

/** The held pages, by `rowKey(key, locale)`: every language's rows, read at once. */
type HeldPages = Map<string, StoredPage>;
const rowKey = (key: string, locale: string) => `${locale}:${key}`;

const pagesSnapshot = contentSnapshot('site pages', PAGES_MAX_AGE_MS, async () => {
  const rows = await db().select().from(site_pages);
  const pages: HeldPages = new Map(rows.map((row) => [rowKey(row.key, row.locale), row as StoredPage]));
  const now = new Date();
  const next = rows
    .map((row) => (row.draft && row.publish_at && row.publish_at > now ? row.publish_at.getTime() : Infinity))
    .reduce((a, b) => Math.min(a, b), Infinity);
  return { value: pages, ...(Number.isFinite(next) ? { staleAt: next } : {}) };
});

/** The last pages read, for a moment the database cannot answer (better than the seed). */
let lastRead: HeldPages | undefined;

/**
 * Every page's rows, one shared read held in memory; when the database cannot answer, the last
 * pages read (or none: the seeds) and the response is marked degraded (not cached).
 */
async function heldPages(context: string): Promise<HeldPages | undefined> {
  try {
    const pages = await pagesSnapshot.load();
    lastRead = pages;
    return pages;
  } catch (error) {
    log.warn({ err: error, page: context }, 'site pages could not be read; showing the last known copy');
    markDegraded();
    return lastRead;
  }
}

/** What visitors see of a page in a locale from the held rows: its row, or its seed; undefined when it has no copy there. */
function liveIn(pages: HeldPages | undefined, key: PageKey, locale: Locale, now = new Date()): LivePage | undefined {
  const row = pages?.get(rowKey(key, locale)) ?? seedRow(key, locale);
  if (!row || !isLive(row, now)) return undefined;
  return livePage(row, now);
}

/**
 * What visitors see of a page now: one read of every page, shared and held in memory. A page
 * nobody has edited shows its seed; when the database cannot answer, the last pages read (or the
 * seed) are shown and the response is marked degraded (not cached). In English every page has a
 * copy; in another language a page has one only once its translation is published (or seeded).
 */
export async function loadLivePage(key: PageKey): Promise<LivePage>;
export async function loadLivePage(key: PageKey, locale: Locale): Promise<LivePage | undefined>;
export async function loadLivePage(key: PageKey, locale: Locale = DEFAULT_LOCALE): Promise<LivePage | undefined> {
  const pages = await heldPages(key);
  const live = liveIn(pages, key, locale) ?? (locale === DEFAULT_LOCALE ? livePage(seedRow(key, DEFAULT_LOCALE)!) : undefined);
  if (live?.changesAt) markExpiresAt(live.changesAt);
  return live;
}

/** The locales in which each page is on the site now (seeds included): the sitemap's and the head's hreflang cluster. */
export async function pageTranslations(): Promise<ReadonlyMap<PageKey, readonly Locale[]>> {
  const pages = await heldPages('translations');
  const now = new Date();
  return new Map(PAGE_KEYS.map((key) => [key, LOCALE_CODES.filter((locale) => liveIn(pages, key, locale, now) !== undefined)]));
}

/** A page's published translations as the head's alternates: each live locale and its address (from the held rows). */
export async function pageAlternates(key: PageKey): Promise<Alternate[]> {
  const locales = (await pageTranslations()).get(key) ?? [];
  return locales.map((locale) => ({ locale, path: pagePath(key, locale) }));
}

// ── Staff (callers have passed requireStaff(args, 'pages')) ──────────────────────────────────

export async function getSitePage(key: PageKey, locale: Locale = DEFAULT_LOCALE): Promise<SitePageRow | undefined> {
  const [row] = await db().select().from(site_pages).where(and(eq(site_pages.key, key), eq(site_pages.locale, locale))).limit(1);
  return row;
}

/**
 * The page's row in a locale, made from its seed first if nobody has stored it yet: the seed is
 * the site's own copy, not a staff change, so it is not audited; the first save then keeps it as
 * revision 1 ("Before history was kept"), restorable like any other. Two instances making it at
 * once: the unique key keeps one, and both read it. Undefined when the locale has neither a row
 * nor a seed of the page (its translation is added with `addPageTranslation`).
 */
export async function ensureSitePage(key: PageKey): Promise<SitePageRow>;
export async function ensureSitePage(key: PageKey, locale: Locale): Promise<SitePageRow | undefined>;
export async function ensureSitePage(key: PageKey, locale: Locale = DEFAULT_LOCALE): Promise<SitePageRow | undefined> {
  const seed = seedRow(key, locale);
  if (!seed) return getSitePage(key, locale);
  await db()
    .insert(site_pages)
    .values({ key, locale, document: seed.document, draft: null, publish_at: null, version: seed.version, effective_date: seed.effective_date })
    .onConflictDoNothing({ target: [site_pages.key, site_pages.locale] });
  const row = await getSitePage(key, locale);
  if (!row) throw new Error(`The ${key} page (${locale}) could not be stored.`);
  return row;
}

/**
 * "Add translation" (ADR 420): the page's row in `locale` as an unpublished draft copy of what
 * visitors see of the English page, so the translator starts from the source and nothing is on
 * the site in that language until it is published. Audited as a create. 'exists' when the locale
 * already has a copy (a row, or a seed that is live).
 */
export async function addPageTranslation(actor: Actor, key: PageKey, locale: Locale): Promise<SaveResult<SitePageRow> | { ok: false; reason: 'exists' }> {
  if (locale === DEFAULT_LOCALE || (await getSitePage(key, locale)) || seedRow(key, locale)) return { ok: false, reason: 'exists' };
  const source = livePage((await getSitePage(key, DEFAULT_LOCALE)) ?? seedRow(key, DEFAULT_LOCALE)!);
  const copy = structuredClone(source.document);
  return auditedSave(actor, AUDITED, null, {
    key,
    locale,
    enabled: false,
    document: copy,
    draft: structuredClone(copy),
    publish_at: null,
    version: 1,
    effective_date: firmCalendarDate(new Date()),
  });
}

export type PageWrite =
  | { kind: 'draft'; document: PageDocument }
  | { kind: 'publish'; document: PageDocument }
  | { kind: 'schedule'; document: PageDocument; at: Date }
  | { kind: 'discard' };

/**
 * Writes a page: a due scheduled draft is settled first (so its version is counted), then the
 * change. Publishing makes the document public at once as a new version effective today.
 */
export async function writeSitePage(actor: Actor, key: PageKey, write: PageWrite, now: Date = new Date(), locale: Locale = DEFAULT_LOCALE): Promise<SaveResult<SitePageRow>> {
  const row = await ensureSitePage(key, locale);
  if (!row) return { ok: false, reason: 'not_found' };
  const base = settled(row as StoredPage, now);
  const values = (() => {
    switch (write.kind) {
      case 'draft':
        return { ...base, draft: write.document, publish_at: null };
      case 'schedule':
        return { ...base, draft: write.document, publish_at: write.at };
      case 'discard':
        return { ...base, draft: null, publish_at: null };
      case 'publish':
        return { document: write.document, draft: null, publish_at: null, version: nextVersion(base), effective_date: firmCalendarDate(now), enabled: true };
    }
  })();
  return auditedSave(actor, AUDITED, row.id, { key, locale, ...values, publish_at: values.publish_at === null ? null : new Date(values.publish_at) });
}

/** Every stored page in every language (the editor list shows the pages without a row as unedited seeds). */
export async function listSitePages(): Promise<SitePageRow[]> {
  return db().select().from(site_pages);
}

/**
 * Makes revision `number` of a page its state again (the history screen's Restore): its published
 * document, draft and schedule come back; when that changes what visitors see, it is a new
 * version, effective today — a version number never goes back, so consent records stay true.
 */
export async function restoreSitePage(actor: Actor, id: string, snapshot: Snapshot, number: number): Promise<SaveResult<SitePageRow>> {
  const [row] = await db().select().from(site_pages).where(eq(site_pages.id, id)).limit(1);
  if (!row) return { ok: false, reason: 'not_found' };
  const now = new Date();
  const current = settled(row as StoredPage, now);
  const document = (snapshot.document ?? current.document) as PageDocument;
  const draft = (snapshot.draft ?? null) as PageDocument | null;
  const publishAt = typeof snapshot.publish_at === 'string' ? new Date(snapshot.publish_at) : null;
  // A translation not yet published stays off the site: its restored document is what a publish will show.
  const republished = current.enabled !== false && JSON.stringify(document) !== JSON.stringify(current.document);
  return auditedSave(
    actor,
    AUDITED,
    id,
    {
      key: row.key,
      locale: row.locale,
      document,
      draft,
      publish_at: draft ? publishAt : null,
      version: republished ? current.version + 1 : current.version,
      effective_date: republished ? firmCalendarDate(now) : current.effective_date,
      enabled: current.enabled !== false,
    },
    { revision: { action: 'restore', restoredFrom: number } },
  );
}
