/** partners. Public functions return active partners only (SPEC §6, §7; DESIGN §3.2). */
import { and, asc, eq } from 'drizzle-orm';
import { db } from './db.server';
import { partners } from './schema.server';

// ── Public (active/published only) ───────────────────────────────────────────────────────────

const publicColumns = {
  id: partners.id,
  slug: partners.slug,
  name: partners.name,
  logo_url: partners.logo_url,
  description: partners.description,
  website: partners.website,
  partnership_type: partners.partnership_type,
  industry: partners.industry,
  established_date: partners.established_date,
};

export interface PublicPartner {
  id: string;
  slug: string;
  name: string;
  logo_url: string;
  /** Markdown. */
  description: string;
  website: string | null;
  partnership_type: string;
  industry: string | null;
  /** 'YYYY-MM-DD' */
  established_date: string | null;
}

export interface PublicPartnerDetail extends PublicPartner {
  case_study: string | null;
  updated_at: Date;
}

/** Active partners by display_order ascending. */
export async function listActivePartners(): Promise<PublicPartner[]> {
  return db()
    .select(publicColumns)
    .from(partners)
    .where(eq(partners.is_active, true))
    .orderBy(asc(partners.display_order), asc(partners.name), asc(partners.id));
}

/** One active partner by slug; undefined when there is none or it is inactive. */
export async function getActivePartnerBySlug(slug: string): Promise<PublicPartnerDetail | undefined> {
  const [row] = await db()
    .select({ ...publicColumns, case_study: partners.case_study, updated_at: partners.updated_at })
    .from(partners)
    .where(and(eq(partners.slug, slug), eq(partners.is_active, true)))
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
