// Row shapes for the demo seed data, derived from the Drizzle schema (so a new column or a changed
// type shows up here without a second definition). Every column is spelled out in the data —
// defaults included — except id, created_at and updated_at, which are left to the database (or,
// for leads and applications, set by the seed script). The option columns are narrowed to the
// lists of domain/options.ts and domain/quote-form-options.ts, the same lists the CHECK
// constraints and the forms use. `days_ago` (leads, applications) is not a column: the seed
// script turns it into created_at relative to "now".
import type { ApplicationStatus, Department, LeadStatus, NewsCategory, PartnershipType } from '~/domain/options';
import type { BUDGET_OPTIONS, INDUSTRY_OPTIONS, PROJECT_TYPE_OPTIONS, TIMELINE_OPTIONS } from '~/domain/quote-form-options';
import type {
  contact_leads,
  job_applications,
  jobs,
  news_insights,
  partners,
  portfolio_projects,
  teams,
  testimonials,
} from '~/server/db/schema.server';

/** Every column of a row except the ones the database (or the seed script) fills in. */
/** A row's language (issue 48) is English unless the seed says otherwise. */
type LocaleColumns = 'locale' | 'translation_group' | 'translated_from_revision';
type SeedColumns<Row, Omitted extends PropertyKey = never> = Omit<Row, 'id' | 'created_at' | 'updated_at' | LocaleColumns | Omitted> &
  Partial<Pick<Row, Extract<keyof Row, LocaleColumns>>>;

/** Columns set by the seed script rather than the data: the form, the source and attribution. */
type AttributionColumns = 'form' | 'country' | 'service' | 'first_response_at' | 'source_page' | 'referrer' | 'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_term' | 'utm_content' | ConsentColumns;
/** Demo rows carry no consent record (issue 20): they were not sent through a form. */
type ConsentColumns = 'privacy_notice_version' | 'consented_at' | 'consent_choices';

/** news_insights (content is Markdown, GFM). Seeded articles are published without a schedule. */
export type SeedArticle = SeedColumns<typeof news_insights.$inferSelect, 'publish_at' | 'unpublish_at'> & { category: NewsCategory };

/** partners (description and case_study are Markdown). */
export type SeedPartner = SeedColumns<typeof partners.$inferSelect> & { partnership_type: PartnershipType };

/** teams */
export type SeedTeamMember = SeedColumns<typeof teams.$inferSelect> & { role: string; department: Department };

/** testimonials */
export type SeedTestimonial = SeedColumns<typeof testimonials.$inferSelect>;

/** jobs */
/** jobs (the seed derives each slug from the title; closes_on stays unset). */
export type SeedJob = SeedColumns<typeof jobs.$inferSelect, 'slug' | 'closes_on'>;

/** portfolio_projects */
export type SeedProject = SeedColumns<typeof portfolio_projects.$inferSelect>;

/** contact_leads (+ days_ago, turned into created_at by the seed script). */
export type SeedLead = SeedColumns<typeof contact_leads.$inferSelect, AttributionColumns> & {
  industry: (typeof INDUSTRY_OPTIONS)[number] | null;
  project_type: (typeof PROJECT_TYPE_OPTIONS)[number] | null;
  budget: (typeof BUDGET_OPTIONS)[number] | null;
  timeline: (typeof TIMELINE_OPTIONS)[number] | null;
  status: LeadStatus;
  days_ago: number;
};

/** job_applications (+ job_index into seedJobs, days_ago for created_at). */
export type SeedApplication = SeedColumns<typeof job_applications.$inferSelect, AttributionColumns | 'job_id' | 'job_title'> & {
  job_index: number;
  status: ApplicationStatus;
  days_ago: number;
};
