/**
 * The "Translations" panel of an article's, a job's and a partner's edit screen (issue 48, ADR 420): what its
 * loader adds (the item's language, its other translations, the languages it can still be
 * translated into, and for a translation its source's words to translate from), and the post its
 * "Add … translation" form makes (`intent` add-translation): a plain post answered with a
 * redirect and a one-time message, so it works without JavaScript and a refresh repeats nothing.
 * The route has called requireStaff for the item's area.
 */
import { data } from 'react-router';
import { translationsCopy as copy } from '~/content/admin/translations';
import { parseIntent } from '~/domain/admin-form';
import { isLocale, LOCALE_CODES } from '~/domain/locales';
import { ADD_TRANSLATION_INTENT, languageName, type TranslatedKind, type TranslationsPanel } from '~/domain/translations';
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
import { jobs, news_insights, partners } from '~/server/db/schema.server';
import { redirectWithFlash } from '~/server/platform/flash.server';

const INTENTS = [ADD_TRANSLATION_INTENT] as const;

const KINDS = {
  article: { table: news_insights, editPath: (id: string) => `/admin/news/edit/${id}`, add: addArticleTranslation },
  job: { table: jobs, editPath: (id: string) => `/admin/jobs/edit/${id}`, add: addJobTranslation },
  partner: { table: partners, editPath: (id: string) => `/admin/partners/edit/${id}`, add: addPartnerTranslation },
} as const;

/** The panel's data for a stored article, job or partner. */
export async function loadTranslationsSection(kind: 'article', row: ArticleRow): Promise<TranslationsPanel>;
export async function loadTranslationsSection(kind: 'job', row: Job): Promise<TranslationsPanel>;
export async function loadTranslationsSection(kind: 'partner', row: PartnerRow): Promise<TranslationsPanel>;
export async function loadTranslationsSection(kind: TranslatedKind, row: ArticleRow | Job | PartnerRow): Promise<TranslationsPanel> {
  const { table, editPath } = KINDS[kind];
  const [others, source] = await Promise.all([listOtherTranslations(table, row), translationSource(table, row)]);
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
  const locale = form.get('locale');
  if (target.id === null || !isLocale(locale)) throw data('Bad request', { status: 400 });
  const { add, editPath } = KINDS[target.kind];
  const result: TranslationResult<{ id: string }> = await add(actor, target.id, locale);
  const language = languageName(locale);
  if (result.ok) return redirectWithFlash(editPath(result.row.id), { kind: 'success', message: copy.added(language) });
  const message = result.reason === 'not_found' ? copy.refused.not_found(target.kind) : copy.refused[result.reason](language);
  return redirectWithFlash(target.back, { kind: 'error', message });
}

