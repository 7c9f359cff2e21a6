/**
 * The admin job form (product §5 "Admin forms" — Job) and the admin job texts (product §2, §8),
 * verbatim where product gives them.
 */
import { z } from 'zod';
import { checkbox, optionalText, requiredText, tooLong } from './forms';
import { displayOrder, joinLines, listField, parseLines } from './admin-form';
import { optionalDate, parseAdminForm, slugField } from './admin-content';
import { DEFAULT_EMPLOYMENT_TYPE, DEFAULT_LOCATION, EMPLOYMENT_TYPES } from './options';

export const JOB_LIMITS = {
  title: 150,
  department: 100,
  experienceLevel: 100,
  employmentType: 100,
  location: 150,
  description: 10_000,
  salaryRange: 150,
  listItems: 50,
  listItemLength: 500,
} as const;

// The list lives in ./options (one source with the database's CHECK and the seed); re-exported for this module's users.
export { DEFAULT_EMPLOYMENT_TYPE, DEFAULT_LOCATION, EMPLOYMENT_TYPES };

/** Our required-field messages (product lists the required fields and gives no text). */
export const jobRequired = {
  title: 'Job title is required.',
  department: 'Department is required.',
  experience_level: 'Experience level is required.',
  description: 'Description is required.',
  slug: 'Please enter a slug.',
} as const;

/** Text that falls back to `fallback` when left empty. */
function textWithDefault(label: string, max: number, fallback: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value : ''),
    z
      .string()
      .trim()
      .max(max, tooLong(label, max))
      .transform((value) => (value === '' ? fallback : value)),
  );
}

const lines = (label: string) =>
  listField(label, parseLines, { items: JOB_LIMITS.listItems, itemLength: JOB_LIMITS.listItemLength });

/**
 * product §5: Job Title, Department, Experience Level, Description required; requirements and
 * benefits one per line with blank lines dropped; empty salary range → null; defaults Full Time
 * and Remote (product §9).
 */
export const jobSchema = z.object({
  title: requiredText(jobRequired.title, 'Job title', JOB_LIMITS.title),
  /** The job page's address (/careers/{slug}); derived from the title when left empty. */
  slug: slugField(jobRequired.slug),
  department: requiredText(jobRequired.department, 'Department', JOB_LIMITS.department),
  experience_level: requiredText(jobRequired.experience_level, 'Experience level', JOB_LIMITS.experienceLevel),
  employment_type: textWithDefault('Employment type', JOB_LIMITS.employmentType, DEFAULT_EMPLOYMENT_TYPE),
  location: textWithDefault('Location', JOB_LIMITS.location, DEFAULT_LOCATION),
  salary_range: optionalText('Salary range', JOB_LIMITS.salaryRange),
  description: requiredText(jobRequired.description, 'Description', JOB_LIMITS.description),
  requirements: lines('Requirements'),
  benefits: lines('Benefits'),
  /** The last day applications are taken; empty: no closing date. */
  closes_on: optionalDate(),
  display_order: displayOrder,
  is_active: checkbox,
});

export type JobInput = z.output<typeof jobSchema>;

/** Parses the job form: an empty slug is derived from the title first. */
export function parseJobForm(form: FormData | Record<string, unknown>) {
  const parsed = parseAdminForm(jobSchema, form, 'title');
  delete parsed.values.intent;
  return parsed;
}

/** The first `max` characters of a description for the list card, cut at a word. */
export function descriptionPreview(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}...`;
}

/** The form's values for a new job: the product description §9 defaults, active, order 0. */
export function newJobValues(): Record<string, string> {
  return {
    title: '',
    slug: '',
    department: '',
    experience_level: '',
    employment_type: DEFAULT_EMPLOYMENT_TYPE,
    location: DEFAULT_LOCATION,
    salary_range: '',
    closes_on: '',
    description: '',
    requirements: '',
    benefits: '',
    display_order: '0',
    is_active: 'on',
  };
}

/**
 * What the form needs of a stored record. Declared here, not imported from the server (domain runs in
 * the browser too); the server's row type is checked against it wherever a row is passed in.
 */
export interface JobRecordFields {
  title: string;
  slug: string;
  closes_on: string | null;
  department: string;
  experience_level: string;
  employment_type: string;
  location: string;
  description: string;
  requirements: readonly string[];
  benefits: readonly string[];
  salary_range: string | null;
  display_order: number;
  is_active: boolean;
}

/** A stored job as the form's values (lists one item per line). */
export function jobValues(row: JobRecordFields): Record<string, string> {
  return {
    title: row.title,
    slug: row.slug,
    closes_on: row.closes_on ?? '',
    department: row.department,
    experience_level: row.experience_level,
    employment_type: row.employment_type,
    location: row.location,
    salary_range: row.salary_range ?? '',
    description: row.description,
    requirements: joinLines(row.requirements),
    benefits: joinLines(row.benefits),
    display_order: String(row.display_order),
    is_active: row.is_active ? 'on' : '',
  };
}
