/**
 * teams. Public functions return active members only (product §6, §7; DESIGN §3.2), of one language
 * (issue 48: each translation is a row of its own; English unless asked).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '~/domain/locales';
import { isUuid } from '~/domain/values';
import { addTranslation, type TranslationResult } from '~/server/entities/translations.server';
import type { TeamInput } from '~/domain/team-admin';
import type { Actor, SaveResult } from '~/server/entities/admin-content.server';
import { auditedDelete, auditedSave, auditedUpdate } from '~/server/entities/audited-writes.server';
import { db } from '~/server/db/db.server';
import { media_images, teams } from '~/server/db/schema.server';

// ── Public (active/published only) ───────────────────────────────────────────────────────────

export type PublicTeamMember = Pick<
  TeamRow,
  'id' | 'name' | 'slug' | 'title' | 'role' | 'bio' | 'photo_url' | 'email' | 'linkedin_url' | 'twitter_url' | 'department'
>
  /** The media library's alt text when the photo is a library image (issue 17). */
  & { photo_alt?: string | null };

/** Active team members of one language (English unless asked) by display_order ascending; none of another language stands in. */
export async function listActiveTeamMembers(locale: Locale = DEFAULT_LOCALE): Promise<PublicTeamMember[]> {
  return db()
    .select({
      id: teams.id,
      name: teams.name,
      slug: teams.slug,
      title: teams.title,
      role: teams.role,
      bio: teams.bio,
      photo_url: teams.photo_url,
      email: teams.email,
      linkedin_url: teams.linkedin_url,
      twitter_url: teams.twitter_url,
      department: teams.department,
      photo_alt: media_images.alt,
    })
    .from(teams)
    .leftJoin(media_images, eq(media_images.hash, sql`substring(${teams.photo_url} from '^/media/([0-9a-f]{32})-')`))
    .where(and(eq(teams.is_active, true), eq(teams.locale, locale)))
    .orderBy(asc(teams.display_order), asc(teams.created_at), asc(teams.id));
}

// ── Admin (callers have passed requireStaff) ─────────────────────────────────────────────────

export type TeamRow = typeof teams.$inferSelect;
const AUDITED = { table: teams, entity: 'teams' };

/** Every team member, inactive included, by display_order ascending. */
export async function listTeamMembers(): Promise<TeamRow[]> {
  return db().select().from(teams).orderBy(asc(teams.display_order), asc(teams.created_at), asc(teams.id));
}

/** One team member by id, active or not. */
export async function getTeamMember(id: string): Promise<TeamRow | undefined> {
  const [row] = await db().select().from(teams).where(eq(teams.id, id)).limit(1);
  return row;
}

/**
 * Creates (id null) or updates a team member; audited in the same transaction, the public page
 * cache cleared after the commit. A slug used by another member of the same language is refused.
 */
export async function saveTeamMember(staff: Actor, id: string | null, input: TeamInput): Promise<SaveResult<TeamRow>> {
  return auditedSave(staff, AUDITED, id, input, { uniqueSlug: { column: teams.slug, value: input.slug } });
}

/** Shows or hides a team member on the public site; undefined when there is none. */
export async function setTeamMemberActive(staff: Actor, id: string, active: boolean): Promise<TeamRow | undefined> {
  return auditedUpdate(staff, AUDITED, id, { is_active: active }, active ? 'activate' : 'deactivate');
}

/** Deletes a team member; false when there was none. */
export async function deleteTeamMember(staff: Actor, id: string): Promise<boolean> {
  return auditedDelete(staff, AUDITED, id);
}

/**
 * A team member's translation into `locale` (issue 48): an inactive copy in its group to translate
 * (title, role and bio; the name, slug, photo, links and department copied as they are), audited as a create.
 */
export async function addTeamMemberTranslation(staff: Actor, sourceId: string, locale: Locale): Promise<TranslationResult<TeamRow>> {
  const source = isUuid(sourceId) ? await getTeamMember(sourceId) : undefined;
  if (!source) return { ok: false, reason: 'not_found' };
  const { name, slug, title, role, bio, photo_url, email, linkedin_url, twitter_url, department, display_order } = source;
  return addTranslation(staff, AUDITED, source, locale, { name, slug, title, role, bio, photo_url, email, linkedin_url, twitter_url, department, display_order, is_active: false });
}
