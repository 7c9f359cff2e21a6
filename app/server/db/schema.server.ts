/**
 * The database schema. Table and column names are product §3's, verbatim (snake_case), and so are
 * the TypeScript property names: a form field, a column and a property share one name.
 * better-auth's tables are the exception — its Drizzle adapter looks columns up by its own
 * camelCase field names, so those map camelCase properties onto snake_case columns.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  unique,
  uuid,
  type PgColumn,
} from 'drizzle-orm/pg-core';
// Relative, not `~/`: drizzle-kit loads this file without the app's path alias.
import {
  APPLICATION_STATUSES,
  DEFAULT_DEPARTMENT,
  DEFAULT_EMPLOYMENT_TYPE,
  DEFAULT_LOCATION,
  DEFAULT_PARTNERSHIP_TYPE,
  DEPARTMENTS,
  LEAD_STATUSES,
  NEWS_CATEGORIES,
  OUTBOX_STATUSES,
  PARTNERSHIP_TYPES,
} from '../../domain/options';
import { STAFF_ROLES } from '../../domain/roles';
import type { PageDocument } from '../../domain/page-blocks/document';
import type { RoutingRule } from '../../domain/meetings/routing';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/**
 * `column in ('a', 'b', …)` for a CHECK constraint, from one of domain/options' lists. The values
 * are written as SQL literals (a constraint cannot take parameters).
 */
function oneOf(column: PgColumn, values: readonly string[]): SQL {
  const literals = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(literals)})`;
}

/** Where a lead or application came from: the page, the referrer and the landing UTM tags. */
const attribution = {
  source_page: text('source_page'),
  referrer: text('referrer'),
  utm_source: text('utm_source'),
  utm_medium: text('utm_medium'),
  utm_campaign: text('utm_campaign'),
  utm_term: text('utm_term'),
  utm_content: text('utm_content'),
};
export type AttributionColumn = keyof typeof attribution;

/**
 * Issue 20 (privacy, migration 0007): what the visitor agreed to with a submission — the privacy
 * notice's version id (the live /privacy page's: server/privacy/consent.server.ts), when, and
 * the optional choices (domain/privacy ConsentChoices). Null on rows from before the migration.
 */
const consentRecord = {
  privacy_notice_version: text('privacy_notice_version'),
  consented_at: timestamp('consented_at', { withTimezone: true }),
  consent_choices: jsonb('consent_choices').$type<Record<string, boolean>>(),
};
export type ConsentColumn = keyof typeof consentRecord;

export const contact_leads = pgTable(
  'contact_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company_name: text('company_name'),
    job_title: text('job_title'),
    industry: text('industry'),
    project_type: text('project_type'),
    budget: text('budget'),
    timeline: text('timeline'),
    message: text('message').notNull(),
    status: text('status').notNull().default(LEAD_STATUSES[0]),
    notes: text('notes'),
    /** Which public form wrote the row: quote, contact, lead_modal or download_gate. */
    form: text('form'),
    /** Issue 46 (0014): ISO alpha-2 from the form's optional country select (defaulted from Accept-Language). */
    country: text('country'),
    /** Issue 46 (0014): the quote form's optional service of interest (a practice service's title). */
    service: text('service'),
    /** Issue 46: when staff first answered (changed its status or replied); reminders stop then. */
    first_response_at: timestamp('first_response_at', { withTimezone: true }),
    /** Issue 48 (0016): the language of the page whose form wrote it (app/domain/locales.ts); the visitor's e-mails are in it. */
    locale: text('locale').notNull().default('en'),
    ...attribution,
    ...consentRecord,
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('contact_leads_created_at_idx').on(t.created_at.desc(), t.id.desc()),
    index('contact_leads_status_created_at_idx').on(t.status, t.created_at.desc()),
    index('contact_leads_updated_at_idx').on(t.updated_at),
    index('contact_leads_email_lower_idx').on(sql`lower(${t.email})`),
    check('contact_leads_status_check', oneOf(t.status, LEAD_STATUSES)),
  ],
);

/**
 * Issue 48 (ADR 420, migrations 0016, 0018 for partners, 0020 for testimonials, team and portfolio): a translation is a row of its own. `locale` is its language;
 * `translation_group` is shared by an item and its translations (a new item starts a group of its
 * own), at most one row per language in a group; a slug is unique within its language.
 */
const translation = {
  locale: text('locale').notNull().default('en'),
  translation_group: uuid('translation_group').notNull().defaultRandom(),
};

export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...translation,
    quote: text('quote').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    company: text('company'),
    image_url: text('image_url'),
    is_active: boolean('is_active').notNull().default(true),
    display_order: integer('display_order').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('testimonials_translation_unique').on(t.translation_group, t.locale),
    index('testimonials_public_order_idx').on(t.is_active, t.display_order),
    check('testimonials_display_order_check', sql`${t.display_order} >= 0`),
  ],
);

/**
 * Issue 48 (ADR 420 point 2, migration 0021): on a translation of an article, job or partner, the
 * number of its source's (the group's English row's) newest revision when the translation was made
 * or last marked up to date; the editor says when the source has a newer one. Null on a source
 * (read as 0 on a translation: made before the source had any revision).
 */
const translatedFrom = {
  translated_from_revision: integer('translated_from_revision'),
};

export const news_insights = pgTable(
  'news_insights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    ...translation,
    ...translatedFrom,
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull(),
    author: text('author').notNull().default('Corvane Digital'),
    published_date: date('published_date', { mode: 'string' }).notNull().defaultNow(),
    featured_image: text('featured_image'),
    is_published: boolean('is_published').notNull().default(false),
    /** Issue 19: public from this moment (null: as soon as is_published); see newsroom block below. */
    publish_at: timestamp('publish_at', { withTimezone: true }),
    /** Issue 19: public until this moment (null: no end). */
    unpublish_at: timestamp('unpublish_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('news_insights_locale_slug_unique').on(t.locale, t.slug),
    unique('news_insights_translation_unique').on(t.translation_group, t.locale),
    index('news_insights_public_order_idx').on(t.is_published, t.published_date.desc()),
    check('news_insights_category_check', oneOf(t.category, NEWS_CATEGORIES)),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    ...translation,
    title: text('title').notNull(),
    role: text('role'),
    bio: text('bio').notNull(),
    photo_url: text('photo_url'),
    email: text('email'),
    linkedin_url: text('linkedin_url'),
    twitter_url: text('twitter_url'),
    department: text('department').notNull().default(DEFAULT_DEPARTMENT),
    display_order: integer('display_order').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('teams_locale_slug_unique').on(t.locale, t.slug),
    unique('teams_translation_unique').on(t.translation_group, t.locale),
    index('teams_public_order_idx').on(t.is_active, t.display_order),
    check('teams_department_check', oneOf(t.department, DEPARTMENTS)),
  ],
);

export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    ...translation,
    ...translatedFrom,
    name: text('name').notNull(),
    logo_url: text('logo_url').notNull(),
    description: text('description').notNull(),
    website: text('website'),
    partnership_type: text('partnership_type').notNull().default(DEFAULT_PARTNERSHIP_TYPE),
    industry: text('industry'),
    established_date: date('established_date', { mode: 'string' }),
    case_study: text('case_study'),
    is_active: boolean('is_active').notNull().default(true),
    display_order: integer('display_order').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('partners_locale_slug_unique').on(t.locale, t.slug),
    unique('partners_translation_unique').on(t.translation_group, t.locale),
    index('partners_public_order_idx').on(t.is_active, t.display_order),
    check('partners_partnership_type_check', oneOf(t.partnership_type, PARTNERSHIP_TYPES)),
  ],
);

export const portfolio_projects = pgTable(
  'portfolio_projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...translation,
    title: text('title').notNull(),
    client: text('client').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    year: integer('year').notNull(),
    services: textList('services'),
    technologies: textList('technologies'),
    /** Key results, shown (at most three) by the success-stories carousel. */
    results: textList('results'),
    image_url: text('image_url'),
    website_url: text('website_url'),
    featured: boolean('featured').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    display_order: integer('display_order').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('portfolio_projects_translation_unique').on(t.translation_group, t.locale),
    index('portfolio_projects_public_order_idx').on(t.is_active, t.display_order),
    index('portfolio_projects_category_order_idx').on(t.is_active, t.category, t.display_order),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /**
     * The job page's address, /careers/{slug} (issue 18, migration 0005). The admin form and the
     * seed derive it from the title; a row inserted without one (a test's) gets a random one.
     */
    slug: text('slug')
      .notNull()
      .$defaultFn(() => `job-${crypto.randomUUID().slice(0, 8)}`),
    ...translation,
    ...translatedFrom,
    department: text('department').notNull(),
    experience_level: text('experience_level').notNull(),
    employment_type: text('employment_type').notNull().default(DEFAULT_EMPLOYMENT_TYPE),
    location: text('location').notNull().default(DEFAULT_LOCATION),
    description: text('description').notNull(),
    requirements: textList('requirements'),
    benefits: textList('benefits'),
    salary_range: text('salary_range'),
    /** The last day applications are taken (inclusive); after it the job reads as closed (issue 18). */
    closes_on: date('closes_on', { mode: 'string' }),
    display_order: integer('display_order').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('jobs_locale_slug_unique').on(t.locale, t.slug),
    unique('jobs_translation_unique').on(t.translation_group, t.locale),
    index('jobs_public_order_idx').on(t.is_active, t.display_order),
  ],
);

export const job_applications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // An application outlives the posting it answered: deleting a job keeps its applications.
    job_id: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    resume_url: text('resume_url'),
    cover_letter: text('cover_letter'),
    linkedin_url: text('linkedin_url'),
    portfolio_url: text('portfolio_url'),
    experience_years: integer('experience_years'),
    current_company: text('current_company'),
    current_position: text('current_position'),
    availability_date: date('availability_date', { mode: 'string' }),
    salary_expectation: text('salary_expectation'),
    additional_info: text('additional_info'),
    status: text('status').notNull().default(APPLICATION_STATUSES[0]),
    notes: text('notes'),
    /** The job's title when the application arrived, kept if the posting is later deleted. */
    job_title: text('job_title'),
    /** Issue 48 (0016): the language of the job page the candidate applied on; their e-mails are in it. */
    locale: text('locale').notNull().default('en'),
    ...attribution,
    ...consentRecord,
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('job_applications_created_at_idx').on(t.created_at.desc(), t.id.desc()),
    index('job_applications_job_id_idx').on(t.job_id),
    index('job_applications_updated_at_idx').on(t.updated_at),
    index('job_applications_email_lower_idx').on(sql`lower(${t.email})`),
    check('job_applications_status_check', oneOf(t.status, APPLICATION_STATUSES)),
  ],
);

/** The sign-in allowlist: only these addresses can ever hold a session. */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    added_by: text('added_by'),
    /** domain/roles' STAFF_ROLES; ADMIN_EMAILS and `npm run admin -- add` make owners. */
    role: text('role').notNull().default('owner'),
    /** Set by the session hook each time the member signs in (0003, issue 17). */
    last_sign_in_at: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Issue 21 (migration 0008): the member's IANA time zone; null until their browser's is detected. */
    time_zone: text('time_zone'),
    /** True once the member chose the zone in the profile menu (a detected zone follows the browser). */
    time_zone_chosen: boolean('time_zone_chosen').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [check('staff_role_check', oneOf(t.role, STAFF_ROLES))],
);

/** Durable notifications: written with the row they announce, sent later by the worker. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'email' (SMTP to the sales address) or 'webhook' (JSON POST). */
    channel: text('channel').notNull(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default(OUTBOX_STATUSES[0]),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    last_error: text('last_error'),
    created_at: createdAt(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    /** Issue 20: the lead or application the message is about, so erasing it removes the message. */
    record_id: uuid('record_id'),
    /** Issue 46 (0014): a message sent at most once (a lead's reminder step); unique, null for the rest. */
    dedupe_key: text('dedupe_key'),
  },
  (t) => [
    uniqueIndex('outbox_dedupe_key_idx').on(t.dedupe_key),
    index('outbox_due_idx').on(t.status, t.next_attempt_at),
    index('outbox_record_id_idx').on(t.record_id),
    check('outbox_status_check', oneOf(t.status, OUTBOX_STATUSES)),
  ],
);

export const audit_log = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staff_email: text('staff_email').notNull(),
    entity: text('entity').notNull(),
    entity_id: text('entity_id').notNull(),
    action: text('action').notNull(),
    /** Changed fields: { field: { before, after } }. */
    changes: jsonb('changes'),
    created_at: createdAt(),
  },
  (t) => [index('audit_log_created_at_idx').on(t.created_at.desc())],
);

/** Fixed-window counters shared by every app instance (forms, sign-in e-mails, code attempts). */
export const rate_limits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  window_start: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

// ── better-auth (its field names; snake_case columns) ─────────────────────────────────────────

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable('account', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  providerId: text('provider_id').notNull(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  idToken: text('id_token'),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
  refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
  scope: text('scope'),
  password: text('password'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

// ── Staff invitations (issue 17, migration 0003) ─────────────────────────────────────────────

/**
 * An owner's invitation: the e-mailed sign-in link (a signed token naming this row) works until
 * `expires_at` (7 days) and once (`accepted_at`). Removing the member removes their invitations.
 */
export const staff_invites = pgTable(
  'staff_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staff_id: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    invited_by: text('invited_by').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index('staff_invites_staff_id_idx').on(t.staff_id)],
);

// ── Media library (issue 17, /admin/media; migration 0004_media) ────────────────────────────────

/** A binary column (PostgreSQL bytea); PGlite and node-postgres both hand back a Uint8Array/Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

/** An image uploaded to the library, named by the hash of the bytes uploaded. */
export const media_images = pgTable(
  'media_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hash: text('hash').notNull(),
    file_name: text('file_name').notNull(),
    alt: text('alt').notNull(),
    /** The largest stored width and its height (after auto-rotation). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The format of the `<img>` fallback: 'jpg', or 'png' for images with transparency. */
    fallback_format: text('fallback_format').notNull(),
    original_bytes: integer('original_bytes').notNull(),
    stored_bytes: integer('stored_bytes').notNull(),
    created_by: text('created_by').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('media_images_hash_idx').on(t.hash),
    index('media_images_created_at_idx').on(t.created_at),
    check('media_images_fallback_format_check', oneOf(t.fallback_format, ['jpg', 'png'])),
  ],
);

/** One processed file of a library image (a width in a format), served under /media/{name}. */
export const media_files = pgTable(
  'media_files',
  {
    name: text('name').primaryKey(),
    image_id: uuid('image_id')
      .notNull()
      .references(() => media_images.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    format: text('format').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [index('media_files_image_id_idx').on(t.image_id)],
);

// ── Newsroom (issue 19, migration 0006): redirects that keep old links alive, the 404 log ─────

/** An old path answering 301 to a new one, forever; chains are collapsed when written (A→C, never A→B→C). */
export const redirects = pgTable(
  'redirects',
  {
    from_path: text('from_path').primaryKey(),
    to_path: text('to_path').notNull(),
    /** 'slug_change' (written by an article or partner save) or 'manual' (added by staff). */
    reason: text('reason').notNull().default('manual'),
    created_by: text('created_by'),
    created_at: createdAt(),
  },
  (t) => [
    index('redirects_to_path_idx').on(t.to_path),
    check('redirects_not_to_itself_check', sql`${t.from_path} <> ${t.to_path}`),
    check('redirects_reason_check', sql`${t.reason} in ('manual', 'slug_change')`),
  ],
);

/** Missing paths visitors asked for: one counted row per path, bounded in number (redirects.server.ts). */
export const not_found_paths = pgTable(
  'not_found_paths',
  {
    path: text('path').primaryKey(),
    hits: integer('hits').notNull().default(1),
    first_seen_at: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('not_found_paths_hits_idx').on(t.hits.desc(), t.last_seen_at.desc())],
);

// ── Careers (issue 18, migration 0005): résumés, private, one per application ──────────────────

// (Raw bytes in `bytea`, the media library's column type above.)
/**
 * A candidate's résumé file. Its own table, not a column of job_applications: the list and the
 * audit log's copy of a deleted application never carry the bytes. Deleted with its application.
 */
export const job_application_resumes = pgTable('job_application_resumes', {
  application_id: uuid('application_id')
    .primaryKey()
    .references(() => job_applications.id, { onDelete: 'cascade' }),
  /** The name the candidate's file had (shown to staff; the download is named after the candidate). */
  file_name: text('file_name').notNull(),
  /** The type read from the bytes (application/pdf, …), never the browser's claim. */
  content_type: text('content_type').notNull(),
  size_bytes: integer('size_bytes').notNull(),
  content: bytea('content').notNull(),
  created_at: createdAt(),
});

// Issue 21's admin_form_resume (migration 0008) was dropped in migration 0009 (issue 40, ADR 280):
// a form that meets an ended session is kept by the member's own browser, not by the server.

// ── Issue 43: revisions and preview links (ADR 330) ───────────────────────────────────────────

/**
 * Each staff save that changed a content item (news_insights, partners, teams, testimonials,
 * portfolio_projects, jobs): the item's content as saved, numbered per item from 1. Written only
 * in the save's own transaction (audited-writes.server.ts); deleted with the item; drafts' older
 * revisions go after REVISION_DRAFT_RETENTION_DAYS in the daily purge (ADR 330).
 */
export const content_revisions = pgTable(
  'content_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The audit log's name of the table: 'news_insights', 'partners', … */
    entity: text('entity').notNull(),
    entity_id: uuid('entity_id').notNull(),
    number: integer('number').notNull(),
    /** The item's fields after the save (without id, created_at, updated_at). */
    snapshot: jsonb('snapshot').notNull(),
    /** The fields this save changed (all of them for the first revision). */
    changed_fields: textList('changed_fields'),
    /** 'create', 'update', 'restore', or a toggle's audit action ('publish', 'activate', …). */
    action: text('action').notNull(),
    /** The revision a restore copied. */
    restored_from: integer('restored_from'),
    staff_email: text('staff_email').notNull(),
    /** Whether the item was public when saved (an article scheduled ahead is not, yet). */
    was_live: boolean('was_live').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('content_revisions_item_number_idx').on(t.entity, t.entity_id, t.number),
    index('content_revisions_created_at_idx').on(t.created_at),
    check('content_revisions_number_check', sql`${t.number} >= 1`),
  ],
);

/**
 * A link that shows one item's unpublished state to someone without an account: the SHA-256 of
 * its token (the token itself is shown once, to the staff member who made it), the item, an
 * optional pinned revision, its expiry and its revocation. Written only by staff who may edit the
 * item; deleted with the item, and by the purge 30 days after it expired or was revoked.
 */
export const preview_links = pgTable(
  'preview_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token_hash: text('token_hash').notNull().unique(),
    entity: text('entity').notNull(),
    entity_id: uuid('entity_id').notNull(),
    /** null: the item's latest state; otherwise that revision of it. */
    revision_number: integer('revision_number'),
    created_by: text('created_by').notNull(),
    created_at: createdAt(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('preview_links_item_idx').on(t.entity, t.entity_id)],
);

/**
 * Issue 44 (ADR 340): the public pages staff edit, one row per page of domain/page-blocks
 * (`key`), made on first need from the page's seed. `document` is what visitors see; `draft` the
 * edits not yet published (scheduled when `publish_at` is set). `version` and `effective_date`
 * change with each publication (the privacy policy's version is what consent records keep).
 * Written by owners and editors only; a page is bounded by its blocks' limits (MAX_BLOCKS).
 */
export const site_pages = pgTable(
  'site_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    /** Issue 48 (0016): the page's language; each language's copy of a page is a row with its own draft, schedule and revisions. */
    locale: text('locale').notNull().default('en'),
    /**
     * Issue 48 (0017): whether visitors see this row in its language. A translation starts as an
     * unpublished draft copy (false) and is on the site from its first publish (true).
     */
    enabled: boolean('enabled').notNull().default(true),
    document: jsonb('document').$type<PageDocument>().notNull(),
    draft: jsonb('draft').$type<PageDocument>(),
    publish_at: timestamp('publish_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    effective_date: date('effective_date', { mode: 'string' }).notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [unique('site_pages_key_locale_unique').on(t.key, t.locale), check('site_pages_version_check', sql`${t.version} >= 1`)],
);

// ── Site search (issue 45, ADR 350; migration 0012_search) ─────────────────────────────────────

/** PostgreSQL's text-search vector; computed by the database (a generated column), never written. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A text-search configuration's name ('english', 'arabic'): LOCALES[locale].textSearch. */
const regconfig = customType<{ data: 'english' | 'arabic' }>({ dataType: () => 'regconfig' });

/**
 * One searchable document (domain/search/documents.ts): written and removed in the transaction of
 * the content it comes from (search-index.server.ts). Anonymous requests only read it, through
 * searchSite; its size follows the content's (a body is cut at MAX_BODY_CHARS).
 */
export const search_documents = pgTable(
  'search_documents',
  {
    key: text('key').primaryKey(),
    kind: text('kind').notNull(),
    entity: text('entity').notNull(),
    entity_id: text('entity_id').notNull(),
    title: text('title').notNull(),
    headings: text('headings').notNull().default(''),
    body: text('body').notNull().default(''),
    url: text('url').notNull(),
    edit_url: text('edit_url').notNull(),
    date: date('date', { mode: 'string' }),
    public: boolean('public').notNull(),
    visible_from: timestamp('visible_from', { withTimezone: true }),
    visible_until: timestamp('visible_until', { withTimezone: true }),
    /** An article among the RECENT_ARTICLES newest (markRecentArticles keeps it so on every article write): the ones a common word is ranked over. */
    recent: boolean('recent').notNull().default(false),
    /** The document's language (migration 0019): each locale's search reads its own documents only. */
    locale: text('locale').notNull().default('en'),
    /** The locale's text-search configuration, which the vectors below are computed with. */
    text_search: regconfig('text_search').notNull().default(sql`'english'::regconfig`),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector("text_search", "title"), 'A') || setweight(to_tsvector("text_search", "headings"), 'B') || setweight(to_tsvector("text_search", "body"), 'C')`,
      ),
    /** Title and headings only: small enough to live in the row, so ranking thousands of matches reads no out-of-line data. */
    title_search: tsvector('title_search')
      .notNull()
      .generatedAlwaysAs(sql`setweight(to_tsvector("text_search", "title"), 'A') || setweight(to_tsvector("text_search", "headings"), 'B')`),
    updated_at: updatedAt(),
  },
  (t) => [
    index('search_documents_title_search_idx').using('gin', t.title_search),
    // The text-search index in three parts, none over the whole table (migration 0013, ADR 350 §5):
    // each search statement names the parts it reads.
    index('search_documents_small_kinds_search_idx').using('gin', t.search).where(sql`${t.kind} <> 'article'`),
    index('search_documents_recent_articles_search_idx').using('gin', t.search).where(sql`${t.kind} = 'article' and ${t.recent}`),
    index('search_documents_older_articles_search_idx').using('gin', t.search).where(sql`${t.kind} = 'article' and not ${t.recent}`),
    index('search_documents_entity_idx').on(t.entity, t.entity_id),
  ],
);

/** The words of the documents' titles and headings per locale, for "did you mean" (pg_trgm); rebuilt with the index. */
export const search_lexicon = pgTable('search_lexicon', { locale: text('locale').notNull().default('en'), word: text('word').notNull() }, (t) => [
  primaryKey({ name: 'search_lexicon_locale_word_pk', columns: [t.locale, t.word] }),
  index('search_lexicon_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

// ── Leads to meetings (issue 46, ADR 360; migration 0014_meetings) ──────────────────────────────

/** Working periods per ISO weekday ('1' = Monday), as domain/meetings/office.ts accepts them. */
export type OfficeHours = Partial<Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', Array<{ start: string; end: string }>>>;

/** The firm's offices; written by the owner role at /admin/offices (audited) and by the migration's seed. */
export const offices = pgTable(
  'offices',
  {
    key: text('key').primaryKey(),
    name: text('name').notNull(),
    time_zone: text('time_zone').notNull(),
    hours: jsonb('hours').$type<OfficeHours>().notNull(),
    holidays: date('holidays', { mode: 'string' }).array().notNull().default(sql`'{}'::date[]`),
    response_target_minutes: integer('response_target_minutes').notNull().default(120),
    escalate_after_minutes: integer('escalate_after_minutes').notNull().default(120),
    minimum_notice_minutes: integer('minimum_notice_minutes').notNull().default(240),
    booking_days_ahead: integer('booking_days_ahead').notNull().default(14),
    round_robin_cursor: integer('round_robin_cursor').notNull().default(0),
    position: integer('position').notNull().default(0),
    updated_at: updatedAt(),
  },
  (t) => [
    check(
      'offices_settings_check',
      sql`${t.response_target_minutes} BETWEEN 1 AND 10080 AND ${t.escalate_after_minutes} BETWEEN 1 AND 10080 AND ${t.minimum_notice_minutes} BETWEEN 0 AND 20160 AND ${t.booking_days_ahead} BETWEEN 1 AND 62 AND ${t.round_robin_cursor} >= 0`,
    ),
  ],
);

/** Who takes an office's leads, in round-robin order (`position`); `away` skips them. */
export const office_owners = pgTable(
  'office_owners',
  {
    office_key: text('office_key')
      .notNull()
      .references(() => offices.key, { onDelete: 'cascade' }),
    staff_id: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    display_name: text('display_name').notNull(),
    position: integer('position').notNull().default(0),
    away: boolean('away').notNull().default(false),
  },
  (t) => [primaryKey({ name: 'office_owners_pkey', columns: [t.office_key, t.staff_id] }), index('office_owners_staff_id_idx').on(t.staff_id)],
);

/** The one current routing rule set (id 1), saved whole; earlier sets are in the audit log. */
export const routing_rule_sets = pgTable(
  'routing_rule_sets',
  {
    id: integer('id').primaryKey().default(1),
    rules: jsonb('rules').$type<RoutingRule[]>().notNull(),
    version: integer('version').notNull().default(1),
    updated_by: text('updated_by'),
    updated_at: updatedAt(),
  },
  (t) => [check('routing_rule_sets_single_check', sql`${t.id} = 1`)],
);

/** Each lead's office and owner and why; one `current` row per lead (a reassignment adds one). */
export const lead_assignments = pgTable(
  'lead_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lead_id: uuid('lead_id')
      .notNull()
      .references(() => contact_leads.id, { onDelete: 'cascade' }),
    office_key: text('office_key')
      .notNull()
      .references(() => offices.key),
    owner_staff_id: uuid('owner_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    rule_number: integer('rule_number'),
    explanation: text('explanation').notNull(),
    rules_version: integer('rules_version'),
    assigned_at: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    /** null: the rules; else the staff id of who reassigned it (meetings/lead-reassign.server.ts; an id, not their address). */
    assigned_by: text('assigned_by'),
    current: boolean('current').notNull().default(true),
    remind_due_at: timestamp('remind_due_at', { withTimezone: true }),
    escalate_due_at: timestamp('escalate_due_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lead_assignments_current_idx').on(t.lead_id).where(sql`${t.current}`),
    index('lead_assignments_office_owner_idx').on(t.office_key, t.owner_staff_id).where(sql`${t.current}`),
    index('lead_assignments_remind_due_idx').on(t.remind_due_at).where(sql`${t.current} AND ${t.remind_due_at} IS NOT NULL`),
    index('lead_assignments_escalate_due_idx').on(t.escalate_due_at).where(sql`${t.current} AND ${t.escalate_due_at} IS NOT NULL`),
  ],
);

export const BOOKING_STATUSES = ['booked', 'cancelled', 'held', 'no_show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * Booked 30-minute calls. No double booking: one active row per office and slot start, enforced by
 * the partial unique index (a booking is `insert … on conflict do nothing`).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lead_id: uuid('lead_id')
      .notNull()
      .references(() => contact_leads.id, { onDelete: 'cascade' }),
    office_key: text('office_key')
      .notNull()
      .references(() => offices.key),
    owner_staff_id: uuid('owner_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    slot_start: timestamp('slot_start', { withTimezone: true }).notNull(),
    slot_end: timestamp('slot_end', { withTimezone: true }).notNull(),
    visitor_name: text('visitor_name').notNull(),
    visitor_email: text('visitor_email').notNull(),
    visitor_time_zone: text('visitor_time_zone').notNull(),
    status: text('status').notNull().default(BOOKING_STATUSES[0]),
    sequence: integer('sequence').notNull().default(0),
    uid: text('uid').notNull().unique(),
    created_at: createdAt(),
    updated_at: updatedAt(),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bookings_office_slot_active_idx').on(t.office_key, t.slot_start).where(sql`${t.status} <> 'cancelled'`),
    index('bookings_lead_id_idx').on(t.lead_id),
    index('bookings_email_lower_idx').on(sql`lower(${t.visitor_email})`),
    index('bookings_owner_slot_idx').on(t.owner_staff_id, t.slot_start),
    check('bookings_status_check', oneOf(t.status, BOOKING_STATUSES)),
    check('bookings_slot_check', sql`${t.slot_end} > ${t.slot_start}`),
  ],
);

// ── Backups (issue 47, ADR 380; migration 0015_backups) ──────────────────────────────────────────

export const BACKUP_TRIGGERS = ['scheduled', 'manual'] as const;
export const BACKUP_STATUSES = ['running', 'done', 'failed'] as const;

/**
 * One row per backup taken (server/backup/records.server.ts): written only by the server (its
 * schedule, and `npm run backup` answered over the data directory's socket) and by the
 * command-line script on PostgreSQL; no route writes it. It names no person. The newest
 * BACKUP_RECORDS_KEPT rows are kept. The dashboard shows the newest finished one.
 */
export const backups = pgTable(
  'backups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trigger: text('trigger').notNull(),
    status: text('status').notNull().default(BACKUP_STATUSES[0]),
    /** The file's name (no directory); null while running. */
    file_name: text('file_name'),
    size_bytes: bigint('size_bytes', { mode: 'number' }),
    /** SHA-256 of the compressed file, hex. */
    sha256: text('sha256'),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('backups_started_at_idx').on(t.started_at),
    check('backups_trigger_check', oneOf(t.trigger, BACKUP_TRIGGERS)),
    check('backups_status_check', oneOf(t.status, BACKUP_STATUSES)),
    check('backups_size_check', sql`${t.size_bytes} is null or ${t.size_bytes} >= 0`),
  ],
);
