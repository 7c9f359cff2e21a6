/**
 * Every enumerated value the site stores, defined once (product §3 and §9). The database's CHECK
 * constraints (server/db/schema.server.ts), the forms' schemas and selects, the seed data and the
 * tests all read these lists, so a new option is added here and nowhere else.
 *
 * Plain data without imports: drizzle-kit loads the schema, and with it this file, outside Vite.
 */

/** news_insights.category (product §9 "Category lists"). */
export const NEWS_CATEGORIES = ['News', 'Insights', 'Articles'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** partners.partnership_type; the first is the column's default. */
export const PARTNERSHIP_TYPES = ['Strategic Partner', 'Technology Partner', 'Implementation Partner', 'Consulting Partner'] as const;
export type PartnershipType = (typeof PARTNERSHIP_TYPES)[number];
export const DEFAULT_PARTNERSHIP_TYPE: PartnershipType = PARTNERSHIP_TYPES[0];

/** teams.department; the first is the column's default. */
export const DEPARTMENTS = ['Leadership', 'Consulting', 'Strategy', 'Technology', 'Operations', 'Marketing'] as const;
export type Department = (typeof DEPARTMENTS)[number];
export const DEFAULT_DEPARTMENT: Department = DEPARTMENTS[0];

/** contact_leads.status; a new lead is the first. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'converted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** job_applications.status; a new application is the first. */
export const APPLICATION_STATUSES = ['new', 'reviewing', 'interviewing', 'accepted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The employment types the admin job form offers (jobs.employment_type is free text: a stored
 * value outside the list is kept). The first is product §9's default.
 */
export const EMPLOYMENT_TYPES = ['Full Time', 'Part Time', 'Contract', 'Internship', 'Temporary'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const DEFAULT_EMPLOYMENT_TYPE: EmploymentType = EMPLOYMENT_TYPES[0];
/** product §9: jobs.location's default. */
export const DEFAULT_LOCATION = 'Remote';

/** outbox.status: waiting (or retrying), delivered, given up after the last attempt. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'dead'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** outbox.channel: 'email' (SMTP to the sales address) or 'webhook' (JSON POST). */
export const OUTBOX_CHANNELS = ['email', 'webhook'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
