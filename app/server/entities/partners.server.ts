/** partners. Public functions return active partners only (product §6, §7; DESIGN §3.2). */
import { partnerPath } from '~/domain/redirects';
import { saveKeepingLinks } from '~/server/entities/redirects.server';
import { and, asc, eq } from 'drizzle-orm';
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

/** Active partners by display_order ascending. */
export async function listActivePartners(): Promise<PublicPartner[]> {
  return db()
    .select(publicColumns)
    .from(partners)
    .where(eq(partners.is_active, true))
    .orderBy(asc(partners.display_order), asc(partners.name), asc(partners.id));
}

/** The slugs of the active partners: the partner addresses that exist (ADR 310). */
export async function listActivePartnerSlugs(): Promise<string[]> {
  const rows = await db().select({ slug: partners.slug }).from(partners).where(eq(partners.is_active, true));
  return rows.map((row) => row.slug);
}

/** One active partner by slug; undefined when there is none or it is inactive. */
export async function getActivePartnerBySlug(slug: string): Promise<PublicPartnerDetail | undefined> {
  // Not a slug (a NUL, %FF, an over-long segment): nothing to find, and nothing to send to the database.
  if (!isSlug(slug)) return undefined;
  const [row] = await db()
    .select({ ...publicColumns, case_study: partners.case_study, updated_at: partners.updated_at })
    .from(partners)
    .where(and(eq(partners.slug, slug), eq(partners.is_active, true)))
    .limit(1);
  return row;
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

/** Active partners for /sitemap.xml: path slug and last modification. */
export async function listActivePartnerSitemapEntries(): Promise<{ slug: string; lastmod: Date }[]> {
  return db()
    .select({ slug: partners.slug, lastmod: partners.updated_at })
    .from(partners)
    .where(eq(partners.is_active, true))
    .orderBy(asc(partners.display_order), asc(partners.slug));
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
    pathOf: partnerPath,
    load: getPartner,
    isPublic: (row) => row.is_active,
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
