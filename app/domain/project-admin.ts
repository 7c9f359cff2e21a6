/**
 * The admin project form (product §5 "Admin forms" — Project) and the portfolio management texts
 * (product §2, §8), verbatim where product gives them.
 */
import { z } from 'zod';
import { checkbox, requiredText } from './forms';
import { displayOrder, joinCommaList, joinLines, listField, optionalAddress, parseCommaList, parseLines } from './admin-form';

export const PROJECT_LIMITS = {
  title: 200,
  client: 200,
  description: 5000,
  category: 100,
  listItems: 30,
  listItemLength: 200,
  resultLength: 500,
} as const;

export const YEAR_MIN = 1900;
export const YEAR_MAX = 2100;

/** product §5: one alert for any missing required field. */
export const PROJECT_REQUIRED_MESSAGE = 'Please fill in all required fields (Title, Client, Description, Category, Year)';
export const PROJECT_REQUIRED_FIELDS = ['title', 'client', 'description', 'category', 'year'] as const;
export const YEAR_MESSAGE = `Year must be a whole number from ${YEAR_MIN} to ${YEAR_MAX}.`;

const year = z.preprocess(
  (value) => {
    const text = typeof value === 'string' ? value.trim() : '';
    return text === '' ? undefined : Number(text);
  },
  z.number({
    error: (issue) => (issue.input === undefined ? PROJECT_REQUIRED_MESSAGE : YEAR_MESSAGE),
  })
    .int(YEAR_MESSAGE)
    .min(YEAR_MIN, YEAR_MESSAGE)
    .max(YEAR_MAX, YEAR_MESSAGE),
);

/**
 * product §5: title, client, description, category, year required; services and technologies
 * comma-separated (trimmed, empties dropped); key results one per line; empty image and website
 * URLs → null; display order a number.
 */
export const projectSchema = z.object({
  title: requiredText(PROJECT_REQUIRED_MESSAGE, 'Title', PROJECT_LIMITS.title),
  client: requiredText(PROJECT_REQUIRED_MESSAGE, 'Client', PROJECT_LIMITS.client),
  description: requiredText(PROJECT_REQUIRED_MESSAGE, 'Description', PROJECT_LIMITS.description),
  category: requiredText(PROJECT_REQUIRED_MESSAGE, 'Category', PROJECT_LIMITS.category),
  year,
  services: listField('Services', parseCommaList, { items: PROJECT_LIMITS.listItems, itemLength: PROJECT_LIMITS.listItemLength }),
  technologies: listField('Technologies', parseCommaList, {
    items: PROJECT_LIMITS.listItems,
    itemLength: PROJECT_LIMITS.listItemLength,
  }),
  results: listField('Key results', parseLines, { items: PROJECT_LIMITS.listItems, itemLength: PROJECT_LIMITS.resultLength }),
  image_url: optionalAddress('Image URL', { allowPath: true }),
  website_url: optionalAddress('Website URL', { allowPath: false }),
  display_order: displayOrder,
  featured: checkbox,
  is_active: checkbox,
});

export type ProjectInput = z.output<typeof projectSchema>;

/** True when the failure is the product's required-fields alert. */
export function isMissingRequired(errors: Record<string, string>): boolean {
  return Object.values(errors).includes(PROJECT_REQUIRED_MESSAGE);
}

/** The form's values for a new project: this year, active, not featured, order 0. */
export function newProjectValues(year: number): Record<string, string> {
  return {
    title: '',
    client: '',
    description: '',
    category: '',
    year: String(year),
    services: '',
    technologies: '',
    results: '',
    image_url: '',
    website_url: '',
    display_order: '0',
    featured: '',
    is_active: 'on',
  };
}

/**
 * What the form needs of a stored record. Declared here, not imported from the server (domain runs in
 * the browser too); the server's row type is checked against it wherever a row is passed in.
 */
export interface ProjectRecordFields {
  title: string;
  description: string;
  display_order: number;
  is_active: boolean;
  category: string;
  client: string;
  year: number;
  services: readonly string[];
  technologies: readonly string[];
  results: readonly string[];
  image_url: string | null;
  website_url: string | null;
  featured: boolean;
}

/** A stored project as the form's values (services and technologies comma-separated, results one per line). */
export function projectValues(row: ProjectRecordFields): Record<string, string> {
  return {
    title: row.title,
    client: row.client,
    description: row.description,
    category: row.category,
    year: String(row.year),
    services: joinCommaList(row.services),
    technologies: joinCommaList(row.technologies),
    results: joinLines(row.results),
    image_url: row.image_url ?? '',
    website_url: row.website_url ?? '',
    display_order: String(row.display_order),
    featured: row.featured ? 'on' : '',
    is_active: row.is_active ? 'on' : '',
  };
}
