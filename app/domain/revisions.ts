/**
 * Revisions of the content staff edit (issue 43, ADR 330): which content keeps them, what a
 * revision's snapshot is, which fields changed, whether a state is public, and the labels the
 * history screen shows. Pure: the server stores and restores (entities/revisions.server.ts).
 */
import { publicationState } from '~/domain/schedule';
import type { AdminArea } from '~/domain/roles';
import { isPageKey, PAGE_DEFINITIONS } from '~/domain/page-blocks/page-definitions';
import { pageEditorHref } from '~/domain/page-blocks/paths';
import { DEFAULT_LOCALE, isLocale } from '~/domain/locales';
import { languageNamesInEnglish as LOCALE_NAMES_IN_ENGLISH } from '~/content/admin/pages';

/** The audit log's names of the tables whose items keep revisions. */
export const REVISIONED_ENTITIES = ['news_insights', 'partners', 'teams', 'testimonials', 'portfolio_projects', 'jobs', 'site_pages'] as const;
export type RevisionedEntity = (typeof REVISIONED_ENTITIES)[number];

/** A revision's copy of the item: its columns but id and the two timestamps, as JSON. */
export type Snapshot = Record<string, unknown>;

export type RevisionFieldKind = 'text' | 'markdown' | 'image' | 'list' | 'value' | 'document';
export interface RevisionField {
  name: string;
  label: string;
  kind: RevisionFieldKind;
}

export interface RevisionedContent {
  entity: RevisionedEntity;
  /** The admin area whose staff may edit, and so see the history of, restore and share the item. */
  area: AdminArea;
  /** The admin path segment: /admin/{segment}/history/{id}. */
  segment: string;
  /** 'article', 'partner', …: in headings and confirmations. */
  noun: string;
  /** The field that names an item in headings. */
  titleField: string;
  /** The item's name when it is not a field's value as it stands (a page's key names it). */
  nameOf?: (snapshot: Snapshot) => string;
  /** Where its edit screen is, from the list (portfolio projects are edited on the list). */
  editHref: (id: string, snapshot: Snapshot) => string;
  /** The fields compared, in the order the edit screen shows them. */
  fields: RevisionField[];
  /** Whether a visitor sees this state at `now`. */
  isLive: (snapshot: Snapshot, now: Date) => boolean;
}

const text = (name: string, label: string): RevisionField => ({ name, label, kind: 'text' });
const markdown = (name: string, label: string): RevisionField => ({ name, label, kind: 'markdown' });
const image = (name: string, label: string): RevisionField => ({ name, label, kind: 'image' });
const list = (name: string, label: string): RevisionField => ({ name, label, kind: 'list' });
const value = (name: string, label: string): RevisionField => ({ name, label, kind: 'value' });
/** A page's blocks: compared as the lines of text they hold (domain/page-blocks/document-text). */
const pageDocument = (name: string, label: string): RevisionField => ({ name, label, kind: 'document' });

const isActive = (snapshot: Snapshot) => snapshot.is_active === true;

const nullableMoment = (input: unknown): string | null => (typeof input === 'string' ? input : null);

/** An article is live while published and within its schedule (the public queries' rule). */
function articleIsLive(snapshot: Snapshot, now: Date): boolean {
  const state = publicationState(
    { is_published: snapshot.is_published === true, publish_at: nullableMoment(snapshot.publish_at), unpublish_at: nullableMoment(snapshot.unpublish_at) },
    now,
  );
  return state === 'published';
}

export const REVISIONED_CONTENT: Record<RevisionedEntity, RevisionedContent> = {
  news_insights: {
    entity: 'news_insights',
    area: 'news',
    segment: 'news',
    noun: 'article',
    titleField: 'title',
    editHref: (id) => `/admin/news/edit/${id}`,
    fields: [
      text('title', 'Title'),
      text('slug', 'Slug'),
      value('category', 'Category'),
      text('author', 'Author'),
      value('published_date', 'Published date'),
      image('featured_image', 'Featured image'),
      text('excerpt', 'Excerpt'),
      markdown('content', 'Content'),
      value('is_published', 'Published'),
      value('publish_at', 'Publish at'),
      value('unpublish_at', 'Unpublish at'),
      value('translated_from_revision', 'Source revision translated'),
    ],
    isLive: articleIsLive,
  },
  partners: {
    entity: 'partners',
    area: 'partners',
    segment: 'partners',
    noun: 'partner',
    titleField: 'name',
    editHref: (id) => `/admin/partners/edit/${id}`,
    fields: [
      text('name', 'Name'),
      text('slug', 'Slug'),
      image('logo_url', 'Logo'),
      text('description', 'Description'),
      text('website', 'Website'),
      value('partnership_type', 'Partnership type'),
      text('industry', 'Industry'),
      value('established_date', 'Established'),
      markdown('case_study', 'Case study'),
      value('is_active', 'Active'),
      value('display_order', 'Display order'),
      value('translated_from_revision', 'Source revision translated'),
    ],
    isLive: isActive,
  },
  teams: {
    entity: 'teams',
    area: 'teams',
    segment: 'teams',
    noun: 'team member',
    titleField: 'name',
    editHref: (id) => `/admin/teams/edit/${id}`,
    fields: [
      text('name', 'Name'),
      text('slug', 'Slug'),
      text('title', 'Title'),
      text('role', 'Role'),
      value('department', 'Department'),
      markdown('bio', 'Bio'),
      image('photo_url', 'Photo'),
      text('email', 'E-mail'),
      text('linkedin_url', 'LinkedIn'),
      text('twitter_url', 'Twitter'),
      value('is_active', 'Active'),
      value('display_order', 'Display order'),
    ],
    isLive: isActive,
  },
  testimonials: {
    entity: 'testimonials',
    area: 'testimonials',
    segment: 'testimonials',
    noun: 'testimonial',
    titleField: 'name',
    editHref: (id) => `/admin/testimonials/edit/${id}`,
    fields: [
      text('quote', 'Quote'),
      text('name', 'Name'),
      text('title', 'Title'),
      text('company', 'Company'),
      image('image_url', 'Photo'),
      value('is_active', 'Active'),
      value('display_order', 'Display order'),
    ],
    isLive: isActive,
  },
  portfolio_projects: {
    entity: 'portfolio_projects',
    area: 'portfolio',
    segment: 'portfolio',
    noun: 'project',
    titleField: 'title',
    editHref: () => '/admin/portfolio',
    fields: [
      text('title', 'Title'),
      text('client', 'Client'),
      text('description', 'Description'),
      value('category', 'Category'),
      value('year', 'Year'),
      list('services', 'Services'),
      list('technologies', 'Technologies'),
      list('results', 'Results'),
      image('image_url', 'Image'),
      text('website_url', 'Website'),
      value('featured', 'Featured'),
      value('is_active', 'Active'),
      value('display_order', 'Display order'),
    ],
    isLive: isActive,
  },
  jobs: {
    entity: 'jobs',
    area: 'jobs',
    segment: 'jobs',
    noun: 'job',
    titleField: 'title',
    editHref: (id) => `/admin/jobs/edit/${id}`,
    fields: [
      text('title', 'Title'),
      text('slug', 'Slug'),
      value('department', 'Department'),
      value('experience_level', 'Experience level'),
      value('employment_type', 'Employment type'),
      text('location', 'Location'),
      markdown('description', 'Description'),
      list('requirements', 'Requirements'),
      list('benefits', 'Benefits'),
      text('salary_range', 'Salary range'),
      value('closes_on', 'Closes on'),
      value('is_active', 'Active'),
      value('display_order', 'Display order'),
      value('translated_from_revision', 'Source revision translated'),
    ],
    isLive: isActive,
  },
  site_pages: {
    entity: 'site_pages',
    area: 'pages',
    segment: 'pages',
    noun: 'page',
    titleField: 'key',
    // Each language's copy of a page is a row with its own history (issue 48): named with its language.
    nameOf: (snapshot) => {
      const name = isPageKey(snapshot.key) ? PAGE_DEFINITIONS[snapshot.key].name : String(snapshot.key ?? '');
      return isLocale(snapshot.locale) && snapshot.locale !== DEFAULT_LOCALE ? `${name} (${LOCALE_NAMES_IN_ENGLISH[snapshot.locale]})` : name;
    },
    editHref: (_id, snapshot) => pageEditorHref(String(snapshot.key ?? ''), isLocale(snapshot.locale) ? snapshot.locale : DEFAULT_LOCALE),
    fields: [
      pageDocument('document', 'Published page'),
      pageDocument('draft', 'Draft'),
      value('publish_at', 'Draft publishes at'),
      value('version', 'Version'),
      value('effective_date', 'Effective date'),
    ],
    // What visitors see is `document`; a state with a draft pending had content they never saw,
    // until a scheduled draft's time came.
    isLive: (snapshot, now) => {
      const at = nullableMoment(snapshot.publish_at);
      const due = snapshot.draft !== null && snapshot.draft !== undefined && at !== null && new Date(at) <= now;
      // A translation not yet published (issue 48) had nothing on the site until its draft's time came.
      if (snapshot.enabled === false) return due;
      return snapshot.draft === null || snapshot.draft === undefined || due;
    },
  },
};

/** The history screen of an item. */
export function historyHref(entity: RevisionedEntity, id: string): string {
  return `/admin/${REVISIONED_CONTENT[entity].segment}/history/${id}`;
}

/** The revisioned content whose admin segment is `segment` ('news', 'jobs', …). */
export function revisionedBySegment(segment: string): RevisionedContent | undefined {
  return Object.values(REVISIONED_CONTENT).find((content) => content.segment === segment);
}

export function isRevisionedEntity(entity: string): entity is RevisionedEntity {
  return (REVISIONED_ENTITIES as readonly string[]).includes(entity);
}

/** Columns that are the row's bookkeeping, not its content. */
const NOT_CONTENT = new Set(['id', 'created_at', 'updated_at']);

/** A row as a snapshot: its content columns, through JSON (dates become ISO strings). */
export function snapshotOf(row: Record<string, unknown>): Snapshot {
  const snapshot: Snapshot = {};
  for (const [key, column] of Object.entries(row)) if (!NOT_CONTENT.has(key)) snapshot[key] = column;
  return JSON.parse(JSON.stringify(snapshot)) as Snapshot;
}

/** The keys whose values differ between two snapshots (every key of `after` when there is no `before`). */
export function changedFields(before: Snapshot | undefined, after: Snapshot): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  return [...keys].filter((key) => before === undefined || JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)).sort();
}

/** The labels the history screen gives a revision. */
export type RevisionLabel = 'Current' | 'Published' | 'Scheduled' | 'Draft';

export interface LabelledRevisionInput {
  number: number;
  createdAt: Date;
  wasLive: boolean;
  snapshot: Snapshot;
}

/**
 * Labels of each revision (oldest first in, same order out). Current: the newest. Published: it
 * was what visitors saw — public when saved, or it went live by its schedule while it was the
 * newest (an article's publish time fell before the next save). Scheduled: the newest, published
 * with a time still to come. Draft: visitors never saw it.
 */
export function revisionLabels(content: RevisionedContent, revisions: LabelledRevisionInput[], now: Date): RevisionLabel[][] {
  return revisions.map((revision, index) => {
    const next = revisions[index + 1];
    const until = next ? next.createdAt : now;
    const labels: RevisionLabel[] = [];
    if (!next) labels.push('Current');
    const wentLive = revision.wasLive || content.isLive(revision.snapshot, until) || liveWithin(content, revision.snapshot, revision.createdAt, until);
    if (wentLive) labels.push('Published');
    else if (!next && revision.snapshot.is_published === true) labels.push('Scheduled');
    else labels.push('Draft');
    return labels;
  });
}

/** Whether a scheduled article became public at some moment between `from` and `until`. */
function liveWithin(content: RevisionedContent, snapshot: Snapshot, from: Date, until: Date): boolean {
  const publishAt = nullableMoment(snapshot.publish_at);
  if (publishAt === null) return false;
  const moment = new Date(publishAt);
  return moment >= from && moment < until && content.isLive(snapshot, moment);
}

/** The image fields' values of a snapshot that name a media library file (/media/…). */
export function libraryImagesOf(content: RevisionedContent, snapshot: Snapshot): string[] {
  return content.fields
    .filter((field) => field.kind === 'image')
    .map((field) => snapshot[field.name])
    .filter((url): url is string => typeof url === 'string' && url.startsWith('/media/'));
}
