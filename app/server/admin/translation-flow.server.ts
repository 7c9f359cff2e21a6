/**
 * The "Translations" panel of a translated item's edit screen (issue 48, ADR 420): what its
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
import { ADD_TRANSLATION_INTENT, languageName, UNADDRESSED_KINDS, type TranslatedKind, type TranslationsPanel } from '~/domain/translations';
import type { Actor } from '~/server/entities/admin-content.server';
import type { Job } from '~/server/entities/jobs.server';
import type { ArticleRow } from '~/server/entities/news.server';
import type { PartnerRow } from '~/server/entities/partners.server';
import { addTestimonialTranslation, type Testimonial } from '~/server/entities/testimonials.server';
import { addTeamMemberTranslation, type TeamRow } from '~/server/entities/teams.server';
import { addProjectTranslation, type Project } from '~/server/entities/portfolio.server';
import {
  addArticleTranslation,
  addJobTranslation,
  addPartnerTranslation,
  listOtherTranslations,
  titleOf,
  translationSource,
  type TranslatableRow,
  type TranslationResult,
} from '~/server/entities/translations.server';
import { jobs, news_insights, partners, portfolio_projects, teams, testimonials } from '~/server/db/schema.server';
import { redirectWithFlash } from '~/server/platform/flash.server';

const INTENTS = [ADD_TRANSLATION_INTENT] as const;

const KINDS = {
  article: { table: news_insights, editPath: (id: string) => `/admin/news/edit/${id}`, add: addArticleTranslation },
  job: { table: jobs, editPath: (id: string) => `/admin/jobs/edit/${id}`, add: addJobTranslation },
  partner: { table: partners, editPath: (id: string) => `/admin/partners/edit/${id}`, add: addPartnerTranslation },
  testimonial: { table: testimonials, editPath: (id: string) => `/admin/testimonials/edit/${id}`, add: addTestimonialTranslation },
  'team member': { table: teams, editPath: (id: string) => `/admin/teams/edit/${id}`, add: addTeamMemberTranslation },
  // Projects are edited on the list's own page.
  project: { table: portfolio_projects, editPath: (id: string) => `/admin/portfolio?edit=${id}`, add: addProjectTranslation },
} as const satisfies Record<TranslatedKind, unknown>;

type TranslatedRow = ArticleRow | Job | PartnerRow | Testimonial | TeamRow | Project;
type SourceWords = Pick<NonNullable<TranslationsPanel['source']>, 'titleLabel' | 'excerpt' | 'excerptLabel' | 'more'>;

/** A source's words beside its title, as the translator reads them. */
function sourceWords(row: TranslatableRow): SourceWords {
  const labels = copy.source;
  if ('quote' in row) {
    const more = [{ label: labels.jobTitle, text: row.title }, ...(row.company ? [{ label: labels.company, text: row.company }] : [])];
    return { titleLabel: labels.name, excerpt: row.quote, excerptLabel: labels.quote, more };
  }
  if ('bio' in row) {
    const more = [{ label: labels.jobTitle, text: row.title }, ...(row.role ? [{ label: labels.role, text: row.role }] : [])];
    return { titleLabel: labels.name, excerpt: row.bio, excerptLabel: labels.bio, more };
  }
  if ('client' in row) {
    const more = [{ label: labels.client, text: row.client }, ...(row.results.length > 0 ? [{ label: labels.results, text: row.results.join('\n') }] : [])];
    return { titleLabel: labels.title, excerpt: row.description, excerptLabel: labels.description, more };
  }
  if ('excerpt' in row) return { titleLabel: labels.title, excerpt: row.excerpt, excerptLabel: labels.excerpt, more: [] };
  return { titleLabel: labels.title, excerpt: row.description, excerptLabel: labels.description, more: [] };
}

/** The panel's data for a stored article, job, partner, testimonial, team member or project. */
export async function loadTranslationsSection(kind: 'article', row: ArticleRow): Promise<TranslationsPanel>;
export async function loadTranslationsSection(kind: 'job', row: Job): Promise<TranslationsPanel>;
export async function loadTranslationsSection(kind: 'partner', row: PartnerRow): Promise<TranslationsPanel>;
export async function loadTranslationsSection(kind: 'testimonial', row: Testimonial): Promise<TranslationsPanel>;
export async function loadTranslationsSection(kind: 'team member', row: TeamRow): Promise<TranslationsPanel>;
export async function loadTranslationsSection(kind: 'project', row: Project): Promise<TranslationsPanel>;
export async function loadTranslationsSection(kind: TranslatedKind, row: TranslatedRow): Promise<TranslationsPanel> {
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
          ...sourceWords(source),
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
  const added = UNADDRESSED_KINDS.includes(target.kind) ? copy.addedUnaddressed(language) : copy.added(language);
  if (result.ok) return redirectWithFlash(editPath(result.row.id), { kind: 'success', message: added });
  const message = result.reason === 'not_found' ? copy.refused.not_found(target.kind) : copy.refused[result.reason](language);
  return redirectWithFlash(target.back, { kind: 'error', message });
}

