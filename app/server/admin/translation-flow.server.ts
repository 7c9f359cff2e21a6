/**
 * The "Translations" panel of an article's, a job's and a partner's edit screen (issue 48, ADR 420): what its
 * loader adds (the item's language, its other translations, the languages it can still be
 * translated into, and for a translation its source's words to translate from), and the post its
 * "Add … translation" form makes (`intent` add-translation): a plain post answered with a
 * redirect and a one-time message, so it works without JavaScript and a refresh repeats nothing.
 * On a translation, the panel says when its source has a newer revision than the translation
 * follows (ADR 420 point 2), and its "Mark as up to date" post (`intent` mark-translation-current)
 * records the source's revision the screen showed. The route has called requireStaff for the item's area.
 */
import { data } from 'react-router';
import { translationsCopy as copy } from '~/content/admin/translations';
import { parseIntent } from '~/domain/admin-form';
import { isLocale, LOCALE_CODES } from '~/domain/locales';
import { historyHref } from '~/domain/revisions';
import { isUuid } from '~/domain/values';
import { ADD_TRANSLATION_INTENT, languageName, MARK_TRANSLATION_CURRENT_INTENT, type TranslatedKind, type TranslationsPanel } from '~/domain/translations';
import type { Actor } from '~/server/entities/admin-content.server';
import type { Job } from '~/server/entities/jobs.server';
import type { ArticleRow } from '~/server/entities/news.server';
import type { PartnerRow } from '~/server/entities/partners.server';
import {
  addArticleTranslation,
  addJobTranslation,
  addPartnerTranslation,
  listOtherTranslations,
  titleOf,
  translationSource,
  type TranslationResult,
} from '~/server/entities/translations.server';
import { markTranslationCurrent, sourceRevisions } from '~/server/entities/translation-revisions.server';
import { db } from '~/server/db/db.server';
import { eq } from 'drizzle-orm';
import { jobs, news_insights, partners } from '~/server/db/schema.server';
import { redirectWithFlash } from '~/server/platform/flash.server';

const INTENTS = [ADD_TRANSLATION_INTENT, MARK_TRANSLATION_CURRENT_INTENT] as const;

const KINDS = {
  article: { table: news_insights, entity: 'news_insights', editPath: (id: string) => `/admin/news/edit/${id}`, add: addArticleTranslation },
  job: { table: jobs, entity: 'jobs', editPath: (id: string) => `/admin/jobs/edit/${id}`, add: addJobTranslation },
  partner: { table: partners, entity: 'partners', editPath: (id: string) => `/admin/partners/edit/${id}`, add: addPartnerTranslation },
} as const;

/** The panel's data for a stored article, job or partner. */
export async function loadTranslationsSection(kind: 'article', row: ArticleRow): Promise<TranslationsPanel>;
export async function loadTranslationsSection(kind: 'job', row: Job): Promise<TranslationsPanel>;
export async function loadTranslationsSection(kind: 'partner', row: PartnerRow): Promise<TranslationsPanel>;
export async function loadTranslationsSection(kind: TranslatedKind, row: ArticleRow | Job | PartnerRow): Promise<TranslationsPanel> {
  const { table, entity, editPath } = KINDS[kind];
  const [others, source] = await Promise.all([listOtherTranslations(table, row), translationSource(table, row)]);
  const revisions = source ? await sourceRevisions(entity, row, source.id) : null;
  const locale = isLocale(row.locale) ? row.locale : LOCALE_CODES[0];
  const taken = new Set<string>([row.locale, ...others.map((other) => other.locale)]);
  return {
    noun: kind,
    locale,
    language: languageName(locale),
    translations: others.map((other) => ({ ...other, language: languageName(other.locale), editHref: editPath(other.id) })),
    missing: LOCALE_CODES.filter((code) => !taken.has(code)).map((code) => ({ locale: code, language: languageName(code) })),
    source: source
      ? {
          title: titleOf(source),
          excerpt: 'excerpt' in source ? source.excerpt : source.description,
          language: languageName(source.locale),
          editHref: editPath(source.id),
          newer:
            revisions && revisions.latest > revisions.follows
              ? {
                  ...revisions,
                  // The source's history comparing the two (the history's own default when the translation predates every revision).
                  changesHref: revisions.follows > 0 ? `${historyHref(entity, source.id)}?from=${revisions.follows}&to=${revisions.latest}` : historyHref(entity, source.id),
                }
              : null,
        }
      : null,
  };
}

/** Whether a post is the panel's (the edit screen's own save posts another intent). */
export function isTranslationPost(form: FormData): boolean {
  return parseIntent(form, INTENTS) !== null;
}

/**
 * Makes item `id`'s translation into the posted locale and redirects to its edit screen with a
 * one-time message; a refusal redirects back to `back` with the reason.
 */
export async function submitTranslationForm(actor: Actor, form: FormData, target: { kind: TranslatedKind; id: string | null; back: string }): Promise<Response> {
  if (parseIntent(form, INTENTS) === MARK_TRANSLATION_CURRENT_INTENT) return markCurrent(actor, form, target);
  const locale = form.get('locale');
  if (target.id === null || !isLocale(locale)) throw data('Bad request', { status: 400 });
  const { add, editPath } = KINDS[target.kind];
  const result: TranslationResult<{ id: string }> = await add(actor, target.id, locale);
  const language = languageName(locale);
  if (result.ok) return redirectWithFlash(editPath(result.row.id), { kind: 'success', message: copy.added(language) });
  const message = result.reason === 'not_found' ? copy.refused.not_found(target.kind) : copy.refused[result.reason](language);
  return redirectWithFlash(target.back, { kind: 'error', message });
}

/** "Mark as up to date with revision n": the translation now follows its source's revision n (the one the screen showed). */
async function markCurrent(actor: Actor, form: FormData, target: { kind: TranslatedKind; id: string | null; back: string }): Promise<Response> {
  const revision = Number(form.get('revision'));
  if (target.id === null || !isUuid(target.id) || !Number.isInteger(revision) || revision < 1) throw data('Bad request', { status: 400 });
  const { table, entity } = KINDS[target.kind];
  const [row] = await db().select().from(table).where(eq(table.id, target.id));
  const source = row ? await translationSource(table, row) : undefined;
  if (!row || !source) return redirectWithFlash(target.back, { kind: 'error', message: copy.source.markRefused });
  const result = await markTranslationCurrent(actor, entity, row.id, source.id, revision);
  // A revision the source does not have: not a post the screen makes.
  if (!result.ok && result.reason === 'bad_revision') throw data('Bad request', { status: 400 });
  if (!result.ok) return redirectWithFlash(target.back, { kind: 'error', message: copy.refused.not_found(target.kind) });
  return redirectWithFlash(target.back, { kind: 'success', message: copy.source.marked(languageName(source.locale), revision) });
}
