/**
 * The page editor's loader and action (issue 44, ADR 340), after the route's requireStaff(args,
 * 'pages'). The action applies a structure button (add, move, remove a block or an item) to the
 * posted form and shows it again — nothing is stored until Save draft, Publish now or Schedule —
 * or checks the whole document and writes it: nothing half-written, a refused document answers
 * 400 with every message beside its field and the values as typed.
 */
import { data } from 'react-router';
import { languageNamesInEnglish, pagesAdminCopy as copy } from '~/content/admin/pages';
import type { FieldErrors } from '~/domain/admin-form';
import { formDataObject } from '~/domain/forms';
import { BLOCKS } from '~/domain/page-blocks/blocks';
import {
  changeStructure,
  documentValues,
  parseStructureIntent,
  readDocumentForm,
  validateDocument,
  type FormValues,
  type StructureChange,
} from '~/domain/page-blocks/document';
import { pageEditorHref } from '~/domain/page-blocks/paths';
import { isLive, livePage, PAGE_KEYS, pageDefinition, settled, type PageKey, type StoredPage } from '~/domain/page-blocks/page-definitions';
import type { PageDocument } from '~/domain/page-blocks/document';
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '~/domain/locales';
import { dateToFirmWallTime, firmWallTimeToDate, formatFirmDateTime } from '~/domain/schedule';
import { formatLongDate } from '~/domain/dates';
import { errorMessage } from '~/domain/values';
import type { Actor } from '~/server/entities/admin-content.server';
import {
  addPageTranslation,
  getSitePage,
  listSitePages,
  loadLivePage,
  seedLivePageIn,
  writeSitePage,
  type PageWrite,
  type SitePageRow,
} from '~/server/entities/site-pages.server';
import { redirectWithFlash } from '~/server/platform/flash.server';
import { log } from '~/server/platform/log.server';


export interface PageState {
  /** The row's id once stored (its history), null while the page shows its seed. */
  id: string | null;
  /** Whether visitors see this language's copy (false: a translation not yet published). */
  live: boolean;
  version: number;
  effectiveDate: string;
  hasDraft: boolean;
  /** A scheduled draft's moment, as the firm's wall time for the form and in words. */
  publishAt: { wallTime: string; words: string } | null;
}

/**
 * The page's state now in a language: what visitors see, and what the editor starts from (the
 * draft, if any); undefined when the language has no copy of the page (neither a row nor a seed).
 */
export async function loadPageState(key: PageKey, now?: Date): Promise<{ state: PageState; values: FormValues }>;
export async function loadPageState(key: PageKey, now: Date, locale: Locale): Promise<{ state: PageState; values: FormValues } | undefined>;
export async function loadPageState(key: PageKey, now = new Date(), locale: Locale = DEFAULT_LOCALE): Promise<{ state: PageState; values: FormValues } | undefined> {
  return pageStateOf(key, locale, await getSitePage(key, locale), now);
}

/** Each language's state of every page (null: not translated), from one read of the stored pages (the list of pages). */
export async function loadPageStates(now = new Date()): Promise<Map<PageKey, Record<Locale, PageState | null>>> {
  const rows = new Map((await listSitePages()).map((row) => [`${row.locale}:${row.key}`, row]));
  return new Map(
    PAGE_KEYS.map((key) => [
      key,
      Object.fromEntries(LOCALE_CODES.map((locale) => [locale, pageStateOf(key, locale, rows.get(`${locale}:${key}`), now)?.state ?? null])) as Record<Locale, PageState | null>,
    ]),
  );
}

/**
 * The English page as visitors see it now, field by field, for the editor of a translation: keyed
 * by block id (`hero.headline`, `services.items.2.title`) so the English shows beside the same
 * block's field wherever the translation moved it; the search fields by their names.
 */
export async function loadSourceText(key: PageKey): Promise<Record<string, string>> {
  return sourceTextOf((await loadLivePage(key)).document);
}

export function sourceTextOf(document: PageDocument): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [name, value] of Object.entries(documentValues(document))) {
    const match = /^block\.(\d+)\.(.+)$/.exec(name);
    const field = match ? `${document.blocks[Number(match[1])]?.id ?? ''}.${match[2]}` : name;
    if (!value || /\.(id|type|count)$/.test(field) || field === 'seo.noindex') continue;
    text[field] = value;
  }
  return text;
}

function pageStateOf(key: PageKey, locale: Locale, row: SitePageRow | undefined, now: Date): { state: PageState; values: FormValues } | undefined {
  if (!row) {
    const seed = seedLivePageIn(key, locale);
    if (!seed) return undefined;
    return {
      state: { id: null, live: true, version: seed.version, effectiveDate: seed.effectiveDate, hasDraft: false, publishAt: null },
      values: documentValues(seed.document),
    };
  }
  const current = settled(row as StoredPage, now);
  const live = livePage(row as StoredPage, now);
  const at = current.draft && current.publish_at ? new Date(current.publish_at) : null;
  return {
    state: {
      id: row.id,
      live: isLive(row as StoredPage, now),
      version: live.version,
      effectiveDate: live.effectiveDate,
      hasDraft: current.draft !== null,
      publishAt: at ? { wallTime: dateToFirmWallTime(at), words: formatFirmDateTime(at) } : null,
    },
    values: { ...documentValues(current.draft ?? current.document), ...(at ? { publish_at: dateToFirmWallTime(at) } : {}) },
  };
}

/** The state line of a page in the list. */
export function pageStateWords(state: PageState): string {
  if (state.publishAt) return copy.scheduled(state.publishAt.words);
  if (!state.live) return copy.draftPending;
  if (state.hasDraft) return copy.draftPending;
  if (state.id === null) return copy.seeded;
  return copy.published(state.version, formatLongDate(state.effectiveDate));
}

export interface PageEditorAnswer {
  ok: boolean;
  errors: FieldErrors;
  values: FormValues;
  message?: string;
  /** A structure change's result, announced (role=status). */
  notice?: string;
}

const SAVE_INTENTS = ['save', 'publish', 'schedule', 'discard'] as const;
type SaveIntent = (typeof SAVE_INTENTS)[number];

function noticeOf(change: StructureChange): string {
  switch (change.kind) {
    case 'add':
      return copy.added(BLOCKS[change.type].label);
    case 'up':
    case 'down':
      return copy.moved;
    case 'remove':
      return copy.removed;
    case 'add-item':
      return copy.itemAdded;
    case 'remove-item':
      return copy.itemRemoved;
  }
}

export async function pageEditorAction(staff: Actor, key: PageKey, form: FormData, now = new Date(), locale: Locale = DEFAULT_LOCALE) {
  const values = formDataObject(form);
  const intent = values.intent ?? 'save';
  const language = languageNamesInEnglish[locale];
  if (intent === 'translate') return addTranslation(staff, key, locale);
  const definition = pageDefinition(key);
  const answer = (status: number, reply: Omit<PageEditorAnswer, 'values'> & { values?: FormValues }) =>
    data({ ...reply, values: reply.values ?? values } satisfies PageEditorAnswer, { status });
  const scheduleField = { publish_at: values.publish_at ?? '' };

  // "Add block" posts the chosen type beside it (a select cannot set the button's value without JavaScript).
  const change = parseStructureIntent(intent === 'add' ? `add:${values.add_type ?? ''}` : intent);
  if (change) {
    const changed = changeStructure(definition, readDocumentForm(values), change);
    if (!changed) return answer(400, { ok: false, errors: {}, message: copy.notPossible });
    return answer(200, { ok: true, errors: {}, values: { ...documentValues(changed), ...scheduleField }, notice: noticeOf(change) });
  }
  if (!(SAVE_INTENTS as readonly string[]).includes(intent)) throw data('Bad request', { status: 400 });

  let write: PageWrite;
  if (intent === 'discard') {
    write = { kind: 'discard' };
  } else {
    const parsed = validateDocument(definition, readDocumentForm(values));
    const errors: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
    let at: Date | undefined;
    if (intent === 'schedule') {
      at = firmWallTimeToDate(values.publish_at ?? '');
      if (!at) errors.publish_at = copy.publishAtMissing;
      else if (at.getTime() <= now.getTime()) errors.publish_at = copy.publishAtPast;
    }
    if (!parsed.ok || Object.keys(errors).length > 0) return answer(400, { ok: false, errors, message: copy.invalid });
    const kind = intent as Exclude<SaveIntent, 'discard'>;
    write = kind === 'schedule' ? { kind, document: parsed.document, at: at! } : { kind: kind === 'save' ? 'draft' : 'publish', document: parsed.document };
  }

  try {
    const result = await writeSitePage(staff, key, write, now, locale);
    if (!result.ok) return answer(404, { ok: false, errors: {}, message: locale === DEFAULT_LOCALE ? copy.saveError(copy.notFound) : copy.notTranslated(language) });
    const message =
      write.kind === 'publish'
        ? copy.publishedNow(result.row.version)
        : write.kind === 'schedule'
          ? copy.scheduledFor(formatFirmDateTime(write.at))
          : write.kind === 'discard'
            ? copy.discarded
            : copy.draftSaved;
    return redirectWithFlash(pageEditorHref(key, locale), { kind: 'success', message });
  } catch (error) {
    log.error({ err: error, page: key }, 'page save failed');
    return answer(500, { ok: false, errors: {}, message: copy.saveError(errorMessage(error)) });
  }
}

/** "Add translation": the language's copy made as an unpublished draft of the English page, then its editor. */
async function addTranslation(staff: Actor, key: PageKey, locale: Locale) {
  const language = languageNamesInEnglish[locale];
  if (locale === DEFAULT_LOCALE) throw data('Bad request', { status: 400 });
  try {
    const result = await addPageTranslation(staff, key, locale);
    const message = result.ok ? copy.translationAdded(language) : copy.translationExists(language);
    return redirectWithFlash(pageEditorHref(key, locale), { kind: result.ok ? 'success' : 'error', message });
  } catch (error) {
    log.error({ err: error, page: key, locale }, 'page translation failed');
    return redirectWithFlash(pageEditorHref(key, locale), { kind: 'error', message: copy.saveError(errorMessage(error)) });
  }
}
