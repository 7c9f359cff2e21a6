/**
 * The editable pages (issue 44, ADR 340): for each, its name, address and which blocks it takes;
 * and which state of a stored page visitors see (the published document, or a scheduled draft
 * once its time has come). The copy a page starts with is its seed (app/content/pages/).
 */
import { firmCalendarDate } from '~/domain/schedule';
import type { BlockType } from './blocks';
import { LIGHT_GENERAL_BLOCK_TYPES } from './block-kit';
import { COMPANY_PAGES } from './pages-company';
import { LEGAL_PAGES } from './pages-legal';
import { PRACTICES_PAGES } from './pages-practices';
import type { PageDocument } from './document';

export interface PageDefinition {
  key: PageKey;
  /** What staff call it: 'Home', 'Privacy Policy'. */
  name: string;
  path: `/${string}`;
  /** The block types staff may use on it. */
  allowed: readonly BlockType[];
  /** Blocks the page always has exactly once (its forms, its legal text); they can be moved, not removed. */
  fixed: readonly BlockType[];
  /** The privacy policy and terms show their version and effective date. */
  versioned?: boolean;
  /** The block that holds the page's <h1> and so stays first (default: the hero, where there is one). */
  first?: BlockType;
}


export const PAGE_DEFINITIONS = {
  home: {
    key: 'home',
    name: 'Home',
    path: '/',
    // The home page is at its JavaScript budget: the light general blocks only (ADR 340).
    allowed: ['hero', 'logoStrip', 'practiceOverview', 'latestInsights', 'testimonials', 'quoteForm', ...LIGHT_GENERAL_BLOCK_TYPES],
    fixed: ['hero', 'quoteForm'],
  },
  ...PRACTICES_PAGES,
  ...COMPANY_PAGES,
  ...LEGAL_PAGES,
} as const satisfies Record<string, Omit<PageDefinition, 'key'> & { key: string }>;

export type PageKey = keyof typeof PAGE_DEFINITIONS;
export const PAGE_KEYS = Object.keys(PAGE_DEFINITIONS) as PageKey[];

export function isPageKey(value: unknown): value is PageKey {
  return typeof value === 'string' && Object.hasOwn(PAGE_DEFINITIONS, value);
}

export function pageDefinition(key: PageKey): PageDefinition {
  return PAGE_DEFINITIONS[key];
}

// ── Which state visitors see ──────────────────────────────────────────────────────────────────

/** A page as stored (the columns of site_pages that decide what is shown). */
export interface StoredPage {
  key: string;
  document: PageDocument;
  /** Edits not yet published; with `publish_at`, scheduled. */
  draft: PageDocument | null;
  publish_at: Date | string | null;
  version: number;
  /** 'YYYY-MM-DD': the firm's calendar day the version was published. */
  effective_date: string;
  /**
   * Whether the row is on the site in its language (issue 48): false for a translation not yet
   * published, whose `document` visitors never see. Absent (a seed, a row from before) is true.
   */
  enabled?: boolean;
}

export interface LivePage {
  document: PageDocument;
  version: number;
  effectiveDate: string;
  /** When what visitors see next changes by itself (a scheduled draft's time), if it will. */
  changesAt?: Date;
}

/**
 * What visitors see at `now`: a scheduled draft whose time has come is the page — one version
 * on, effective from its day — without waiting for a write (the next save settles it: `settled`).
 */
export function livePage(page: StoredPage, now: Date = new Date()): LivePage {
  const due = dueDraft(page, now);
  if (due) return { document: due.document, version: nextVersion(page), effectiveDate: firmCalendarDate(due.at) };
  const at = page.draft && page.publish_at ? new Date(page.publish_at) : undefined;
  return { document: page.document, version: page.version, effectiveDate: page.effective_date, ...(at ? { changesAt: at } : {}) };
}

/**
 * Whether visitors see the page in its language at `now`: a published row, or a translation whose
 * scheduled first publication has come.
 */
export function isLive(page: StoredPage, now: Date = new Date()): boolean {
  return page.enabled !== false || dueDraft(page, now) !== undefined;
}

/** The version a publication makes: one on, except a translation's first, which is its version 1. */
export function nextVersion(page: Pick<StoredPage, 'version' | 'enabled'>): number {
  return page.enabled === false ? page.version : page.version + 1;
}

function dueDraft(page: StoredPage, now: Date): { document: PageDocument; at: Date } | undefined {
  if (!page.draft || !page.publish_at) return undefined;
  const at = new Date(page.publish_at);
  return at.getTime() <= now.getTime() ? { document: page.draft, at } : undefined;
}

/**
 * The stored columns with a due scheduled draft made the published document, as every write
 * first does so the version a visitor saw is the one kept.
 */
export function settled(
  page: StoredPage,
  now: Date = new Date(),
): Pick<StoredPage, 'document' | 'draft' | 'publish_at' | 'version' | 'effective_date' | 'enabled'> {
  const due = dueDraft(page, now);
  // A stored row says whether it is on the site; a due draft puts it there.
  const enabled = page.enabled === undefined ? {} : { enabled: page.enabled || due !== undefined };
  if (!due) return { document: page.document, draft: page.draft, publish_at: page.publish_at, version: page.version, effective_date: page.effective_date, ...enabled };
  return { document: due.document, draft: null, publish_at: null, version: nextVersion(page), effective_date: firmCalendarDate(due.at), ...enabled };
}
