/**
 * The "Translations" panel of a translated item's edit screen (issue 48, ADR 420): what its
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
import { ADD_TRANSLATION_INTENT, languageName, MARK_TRANSLATION_CURRENT_INTENT, UNADDRESSED_KINDS, type TranslatedKind, type TranslationsPanel } from '~/domain/translations';
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
import { markTranslationCurrent, sourceRevisions, type TranslatedEntity } from '~/server/entities/translation-revisions.server';
import { db } from '~/server/db/db.server';
import { eq } from 'drizzle-orm';
import { jobs, news_insights, partners, portfolio_projects, teams, testimonials } from '~/server/db/schema.server';
import { redirectWithFlash } from '~/server/platform/flash.server';

const INTENTS = [ADD_TRANSLATION_INTENT, MARK_TRANSLATION_CURRENT_INTENT] as const;

const KINDS = {
  article: { table: news_insights, followsRevisions: 'news_insights', editPath: (id: string) => `/admin/news/edit/${id}`, add: addArticleTranslation },
  job: { table: jobs, followsRevisions: 'jobs', editPath: (id: string) => `/admin/jobs/edit/${id}`, add: addJobTranslation },
  partner: { table: partners, followsRevisions: 'partners', editPath: (id: string) => `/admin/partners/edit/${id}`, add: addPartnerTranslation },
  // A testimonial's, team member's or project's few words have no "source is newer" note (ADR 420 point 2).
  testimonial: { table: testimonials, followsRevisions: null, editPath: (id: string) => `/admin/testimonials/edit/${id}`, add: addTestimonialTranslation },
  'team member': { table: teams, followsRevisions: null, editPath: (id: string) => `/admin/teams/edit/${id}`, add: addTeamMemberTranslation },
  // Projects are edited on the list's own page.
  project: { table: portfolio_projects, followsRevisions: null, editPath: (id: string) => `/admin/portfolio?edit=${id}`, add: addProjectTranslation },
} as const satisfies Record<TranslatedKind, { table: unknown; followsRevisions: TranslatedEntity | null; editPath: unknown; add: unknown }>;

/** The tables whose translations follow their source's revisions. */
const REVISION_TABLES = { news_insights, jobs, partners } as const satisfies Record<TranslatedEntity, unknown>;

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
  const { table, followsRevisions: entity, editPath } = KINDS[kind];
  const [others, source] = await Promise.all([listOtherTranslations(table, row), translationSource(table, row)]);
  const revisions = source && entity && 'translated_from_revision' in row ? await sourceRevisions(entity, row, source.id) : null;
  // The source's history comparing the two (the history's own default when the translation predates every revision).
  const newer =
    source && entity && revisions && revisions.latest > revisions.follows
      ? {
          ...revisions,
          changesHref: revisions.follows > 0 ? `${historyHref(entity, source.id)}?from=${revisions.follows}&to=${revisions.latest}` : historyHref(entity, source.id),
        }
      : null;
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
          newer,
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
  const added = UNADDRESSED_KINDS.includes(target.kind) ? copy.addedUnaddressed(language) : copy.added(language);
  if (result.ok) return redirectWithFlash(editPath(result.row.id), { kind: 'success', message: added });
  const message = result.reason === 'not_found' ? copy.refused.not_found(target.kind) : copy.refused[result.reason](language);
  return redirectWithFlash(target.back, { kind: 'error', message });
}

/** "Mark as up to date with revision n": the translation now follows its source's revision n (the one the screen showed). */
async function markCurrent(actor: Actor, form: FormData, target: { kind: TranslatedKind; id: string | null; back: string }): Promise<Response> {
  const revision = Number(form.get('revision'));
  if (target.id === null || !isUuid(target.id) || !Number.isInteger(revision) || revision < 1) throw data('Bad request', { status: 400 });
  const entity = KINDS[target.kind].followsRevisions;
  if (entity === null) throw data('Bad request', { status: 400 });
  const table = REVISION_TABLES[entity];
  const [row] = await db().select().from(table).where(eq(table.id, target.id));
  const source = row ? await translationSource(table, row) : undefined;
  if (!row || !source) return redirectWithFlash(target.back, { kind: 'error', message: copy.source.markRefused });
  const result = await markTranslationCurrent(actor, entity, row.id, source.id, revision);
  // A revision the source does not have: not a post the screen makes.
  if (!result.ok && result.reason === 'bad_revision') throw data('Bad request', { status: 400 });
  if (!result.ok) return redirectWithFlash(target.back, { kind: 'error', message: copy.refused.not_found(target.kind) });
  return redirectWithFlash(target.back, { kind: 'success', message: copy.source.marked(languageName(source.locale), revision) });
}
