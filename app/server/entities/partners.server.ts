/**
 * partners. Public functions return active partners only (product §6, §7; DESIGN §3.2), of one
 * language (issue 48: each translation is a row of its own; English unless asked).
 */
import { partnerPath } from '~/domain/redirects';
import { saveKeepingLinks } from '~/server/entities/redirects.server';
import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type Locale } from '~/domain/locales';
import { knownTranslations, type TranslationRef } from '~/server/entities/news.server';
import type { PartnerInput } from '~/domain/partner-admin';
import { isSlug } from '~/domain/slug';
import type { Actor, SaveResult } from '~/server/entities/admin-content.server';
import { auditedDelete, auditedSave, auditedUpdate } from '~/server/entities/audited-writes.server';
import { db } from '~/server/db/db.server';
import { partners } from '~/server/db/schema.server';
import { libraryAltOf } from '~/server/media/library-alt.server';
import { isUuid } from '~/domain/values';

// ── Public (active/published only) ───────────────────────────────────────────────────────────

const publicColumns = {
  id: partners.id,
  slug: partners.slug,
  name: partners.name,
  logo_url: partners.logo_url,
  logo_alt: libraryAltOf(partners.logo_url),
  description: partners.description,
  website: partners.website,
  partnership_type: partners.partnership_type,
  industry: partners.industry,
  established_date: partners.established_date,
};

/** What the public partner list shows (the description is Markdown). */
export type PublicPartner = Pick<
  PartnerRow,
  'id' | 'slug' | 'name' | 'logo_url' | 'description' | 'website' | 'partnership_type' | 'industry' | 'established_date'
>
  /** The media library's alt text when the logo is a library image. */
  & { logo_alt?: string | null };

export type PublicPartnerDetail = PublicPartner & Pick<PartnerRow, 'case_study' | 'updated_at'>;

/** Active partners of one language (English unless asked) by display_order ascending. */
export async function listActivePartners(locale: Locale = DEFAULT_LOCALE): Promise<PublicPartner[]> {
  return db()
    .select(publicColumns)
    .from(partners)
    .where(and(eq(partners.is_active, true), eq(partners.locale, locale)))
    .orderBy(asc(partners.display_order), asc(partners.name), asc(partners.id));
}

/** The slugs of the active English partners: the /partners/{slug} addresses that exist (ADR 310). */
export async function listActivePartnerSlugs(): Promise<string[]> {
  const rows = await db()
    .select({ slug: partners.slug })
    .from(partners)
    .where(and(eq(partners.is_active, true), eq(partners.locale, DEFAULT_LOCALE)));
  return rows.map((row) => row.slug);
}

/**
 * The active rows of the outer partner's group, itself included ({locale, slug}[]): the page's
 * hreflang cluster as one more column, no second round trip. Written out, names and all: drizzle
 * leaves a single-table select's columns unqualified, which inside this subquery would name its own row.
 */
const activeTranslationsSql = sql<{ locale: string; slug: string }[]>`(select coalesce(json_agg(json_build_object('locale', t.locale, 'slug', t.slug) order by t.locale), '[]'::json)
    from partners t where t.translation_group = partners.translation_group and t.is_active)`;

/**
 * One active partner by slug in one language (English unless asked), with the active translations
 * of its group, itself included (its page's hreflang cluster); undefined when there is none in that
 * language or it is inactive. An English slug asked for in Arabic finds nothing.
 */
export async function getActivePartnerBySlug(
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<(PublicPartnerDetail & { translations: TranslationRef[] }) | undefined> {
  // Not a slug (a NUL, %FF, an over-long segment): nothing to find, and nothing to send to the database.
  if (!isSlug(slug)) return undefined;
  const [row] = await db()
    .select({ ...publicColumns, case_study: partners.case_study, updated_at: partners.updated_at, translations: activeTranslationsSql })
    .from(partners)
    .where(and(eq(partners.slug, slug), eq(partners.locale, locale), eq(partners.is_active, true)))
    .limit(1);
  return row && { ...row, translations: knownTranslations(row.translations) };
}

/**
 * One partner by id whatever its state, in the shape the public page shows (the public columns and
 * the case study, nothing else): what a preview link for its latest state opens (ADR 331). Only
 * the preview page may call it, after resolving a token.
 */
export async function getPartnerForPreview(id: string): Promise<PublicPartnerDetail | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db()
    .select({ ...publicColumns, case_study: partners.case_study, updated_at: partners.updated_at })
    .from(partners)
    .where(eq(partners.id, id))
    .limit(1);
  return row;
}

// ── Admin (callers have passed requireStaff) ─────────────────────────────────────────────────

export type PartnerRow = typeof partners.$inferSelect;
const AUDITED = { table: partners, entity: 'partners' };

/** Every partner, inactive included, by display_order ascending. */
export async function listPartners(): Promise<PartnerRow[]> {
  return db().select().from(partners).orderBy(asc(partners.display_order), asc(partners.name), asc(partners.id));
}

/** One partner by id, active or not. */
export async function getPartner(id: string): Promise<PartnerRow | undefined> {
  const [row] = await db().select().from(partners).where(eq(partners.id, id)).limit(1);
  return row;
}

/**
 * Creates (id null) or updates a partner; audited in the same transaction, the public page cache
 * cleared after the commit. A slug used by another partner is refused.
 */
export async function savePartner(
  staff: Actor,
  id: string | null,
  input: PartnerInput,
  options: { replaceRedirect?: boolean } = {},
): Promise<SaveResult<PartnerRow>> {
  // An active partner's old address keeps answering, with a 301 to the new one (issue 19).
  return saveKeepingLinks({
    actor: staff,
    id,
    slug: input.slug,
    confirmReplace: options.replaceRedirect === true,
    // An Arabic partner's old slug answers 301 to its new one under /ar (issue 48).
    pathOf: (slug, before) => partnerPath(slug, before && isLocale(before.locale) ? before.locale : DEFAULT_LOCALE),
    load: getPartner,
    isPublic: (row) => row.is_active,
    // The slug is checked within the partner's own language (auditedSave reads the row's locale).
    save: () => auditedSave(staff, AUDITED, id, input, { uniqueSlug: { column: partners.slug, value: input.slug } }),
  });
}

/** Shows or hides a partner on the public site; undefined when there is none. */
export async function setPartnerActive(staff: Actor, id: string, active: boolean): Promise<PartnerRow | undefined> {
  return auditedUpdate(staff, AUDITED, id, { is_active: active }, active ? 'activate' : 'deactivate');
}

/** Deletes a partner; false when there was none. */
export async function deletePartner(staff: Actor, id: string): Promise<boolean> {
  return auditedDelete(staff, AUDITED, id);
}
