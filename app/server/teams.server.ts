/** teams. Public functions return active members only (SPEC §6, §7; DESIGN §3.2). */
import { asc, eq } from 'drizzle-orm';
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
