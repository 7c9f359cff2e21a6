/**
 * The team member form (product §2 "Team form", §5 "Admin forms" — Team): Name, Slug,
 * Title/Position, Department and Bio required; e-mail format checked; photo, e-mail, LinkedIn and
 * Twitter saved as null when empty. The slug is derived from the name when left empty.
 */
import { z } from 'zod';
import { displayOrder, optionalAddress } from './admin-form';
import { parseAdminForm, requiredOption, slugField } from './admin-content';
import { checkbox, optionalEmail, requiredText } from './forms';
import { DEFAULT_DEPARTMENT, DEPARTMENTS, type Department } from './options';

/** product §3 teams.department, in the product's order; Leadership is the default. */
// The list lives in ./options (one source with the database's CHECK and the seed); re-exported for this module's users.
export { DEFAULT_DEPARTMENT, DEPARTMENTS, type Department };

export const TEAM_LIMITS = { name: 100, title: 150, bio: 5000 } as const;

export const teamMessages = {
  name: 'Please enter a name.',
  slug: 'Please enter a slug.',
  title: 'Please enter a title or position.',
  department: 'Please choose a department.',
  bio: 'Please enter a bio.',
} as const;

/** The shared optional e-mail (the one parser); empty becomes null. */
const optionalEmailOrNull = optionalEmail().transform((value) => (value === '' ? null : value));

export const teamSchema = z.object({
  name: requiredText(teamMessages.name, 'Name', TEAM_LIMITS.name),
  slug: slugField(teamMessages.slug),
  title: requiredText(teamMessages.title, 'Title/Position', TEAM_LIMITS.title),
  department: requiredOption(DEPARTMENTS, teamMessages.department),
  display_order: displayOrder,
  photo_url: optionalAddress('photo URL', { allowPath: true }),
  email: optionalEmailOrNull,
  linkedin_url: optionalAddress('LinkedIn URL', { allowPath: false }),
  twitter_url: optionalAddress('Twitter URL', { allowPath: false }),
  bio: requiredText(teamMessages.bio, 'Bio', TEAM_LIMITS.bio),
  is_active: checkbox,
});

export type TeamInput = z.output<typeof teamSchema>;

export function parseTeamForm(input: FormData | Record<string, unknown>) {
  return parseAdminForm(teamSchema, input, 'name');
}

export type TeamFormValues = Record<keyof TeamInput, string>;

export const NEW_TEAM_VALUES: TeamFormValues = {
  name: '',
  slug: '',
  title: '',
  department: DEFAULT_DEPARTMENT,
  display_order: '0',
  photo_url: '',
  email: '',
  linkedin_url: '',
  twitter_url: '',
  bio: '',
  is_active: 'on',
};

/**
 * What the form needs of a stored record. Declared here, not imported from the server (domain runs in
 * the browser too); the server's row type is checked against it wherever a row is passed in.
 */
export interface TeamRecordFields {
  name: string;
  title: string;
  department: string;
  display_order: number;
  is_active: boolean;
  slug: string;
  bio: string;
  photo_url: string | null;
  email: string | null;
  linkedin_url: string | null;
  twitter_url: string | null;
}

export function teamValues(row: TeamRecordFields): TeamFormValues {
  return {
    name: row.name,
    slug: row.slug,
    title: row.title,
    department: row.department,
    display_order: String(row.display_order),
    photo_url: row.photo_url ?? '',
    email: row.email ?? '',
    linkedin_url: row.linkedin_url ?? '',
    twitter_url: row.twitter_url ?? '',
    bio: row.bio,
    is_active: row.is_active ? 'on' : '',
  };
}
