/** teams. Public functions return active members only (SPEC §6, §7; DESIGN §3.2). */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { TeamInput } from '~/domain/team-admin';
import { isUniqueViolation, type Actor, type SaveResult } from './admin-content.server';
import { notifyContentChange, recordAudit } from './audit.server';
import { db } from './db.server';
import { teams } from './schema.server';

// ── Public (active/published only) ───────────────────────────────────────────────────────────

export interface PublicTeamMember {
  id: string;
  name: string;
  slug: string;
  title: string;
  role: string | null;
  bio: string;
  photo_url: string | null;
  email: string | null;
  linkedin_url: string | null;
  twitter_url: string | null;
  department: string;
}

/** Active team members by display_order ascending. */
export async function listActiveTeamMembers(): Promise<PublicTeamMember[]> {
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
    })
    .from(teams)
    .where(eq(teams.is_active, true))
    .orderBy(asc(teams.display_order), asc(teams.created_at), asc(teams.id));
}

// ── Admin (callers have passed requireStaff) ─────────────────────────────────────────────────

export type TeamRow = typeof teams.$inferSelect;

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
 * cache cleared after the commit. A slug used by another member is refused.
 */
export async function saveTeamMember(staff: Actor, id: string | null, input: TeamInput): Promise<SaveResult<TeamRow>> {
  let result: SaveResult<TeamRow>;
  try {
    result = await db().transaction(async (tx): Promise<SaveResult<TeamRow>> => {
      const [clash] = await tx
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.slug, input.slug), id ? ne(teams.id, id) : undefined))
        .limit(1);
      if (clash) return { ok: false, reason: 'slug_taken' };
      if (id === null) {
        const [row] = await tx.insert(teams).values(input).returning();
        await recordAudit(tx, { staffEmail: staff.email, entity: 'teams', entityId: row!.id, action: 'create', after: row });
        return { ok: true, row: row!, created: true };
      }
      const [before] = await tx.select().from(teams).where(eq(teams.id, id)).for('update');
      if (!before) return { ok: false, reason: 'not_found' };
      const [row] = await tx.update(teams).set(input).where(eq(teams.id, id)).returning();
      await recordAudit(tx, { staffEmail: staff.email, entity: 'teams', entityId: id, action: 'update', before, after: row });
      return { ok: true, row: row!, created: false };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'slug_taken' };
    throw error;
  }
  if (result.ok) notifyContentChange();
  return result;
}

/** Shows or hides a team member on the public site; undefined when there is none. */
export async function setTeamMemberActive(staff: Actor, id: string, active: boolean): Promise<TeamRow | undefined> {
  const row = await db().transaction(async (tx) => {
    const [before] = await tx.select().from(teams).where(eq(teams.id, id)).for('update');
    if (!before) return undefined;
    const [after] = await tx.update(teams).set({ is_active: active }).where(eq(teams.id, id)).returning();
    await recordAudit(tx, { staffEmail: staff.email, entity: 'teams', entityId: id, action: active ? 'activate' : 'deactivate', before, after });
    return after;
  });
  if (row) notifyContentChange();
  return row;
}

/** Deletes a team member; false when there was none. */
export async function deleteTeamMember(staff: Actor, id: string): Promise<boolean> {
  const deleted = await db().transaction(async (tx) => {
    const [before] = await tx.delete(teams).where(eq(teams.id, id)).returning();
    if (!before) return false;
    await recordAudit(tx, { staffEmail: staff.email, entity: 'teams', entityId: id, action: 'delete', before });
    return true;
  });
  if (deleted) notifyContentChange();
  return deleted;
}
