/**
 * What the search index holds of each piece of content (issue 45, ADR 350): one document per
 * article, partner, project, job and page, and one per service of a practice page and per
 * industry of /industries, so a visitor who searches "HIPAA" lands on the service's own anchor.
 * Pure: the server reads the rows and writes these (search-index.server.ts).
 *
 * Each document says when visitors may find it (`public`, and the window `visibleFrom` –
 * `visibleUntil`, for a scheduled article or page draft and a job's closing day), so a scheduled
 * item appears at its time without a write; staff search sees every document of their areas.
 *
 * Each document is in its row's language (`locale`, ADR 420 point 8) and links to the row's address
 * in that language: an Arabic article's document is Arabic, found by the Arabic search only.
 */
import { DEFAULT_LOCALE, isLocale, localizedPath, localizedRecordPath, type Locale, type StaticPagePath } from '~/domain/locales';
import { articleHref } from '~/domain/news';
import { closingMoment, jobPath } from '~/domain/job-posting';
import { isBlockType, type Block } from '~/domain/page-blocks/blocks';
import type { FieldSpec } from '~/domain/page-blocks/fields';
import { fieldSpecsOf, type PageDocument } from '~/domain/page-blocks/document';
import { pageDefinition, type PageKey } from '~/domain/page-blocks/page-definitions';
import { pageEditorHref } from '~/domain/page-blocks/paths';
import { officeAddress, officeLabel, offices } from '~/content/site/offices';
import { practices } from '~/content/site/practices/index';
import { projectAnchor } from '~/domain/portfolio';
import { partnerPath } from '~/domain/redirects';
import { MATCH_END, MATCH_START, type SearchKind } from './query';

/** The body a document keeps for matching and snippets: enough for any page, bounded for the index. */
export const MAX_BODY_CHARS = 20_000;

export interface SearchDocument {
  /** Unique per document: 'article:{id}', 'page:home', 'page:home:scheduled', 'service:security-services#…'. */
  key: string;
  kind: SearchKind;
  /** The content table it comes from and the row (a page's key), for staff search's area and edit link. */
  entity: 'news_insights' | 'partners' | 'portfolio_projects' | 'jobs' | 'site_pages';
  entityId: string;
  /** The language of its words: the search of that locale finds it (with LOCALES[locale].textSearch). */
  locale: Locale;
  title: string;
  /** Weighted between the title and the body: sections' headings, a job's department and place. */
  headings: string;
  body: string;
  /** The public address; the edit screen's for staff. */
  url: string;
  editUrl: string;
  /** 'YYYY-MM-DD' shown beside the result (an article's date), or null. */
  date: string | null;
  public: boolean;
  visibleFrom: Date | null;
  visibleUntil: Date | null;
}

/** Text as the index keeps it: no snippet markers or control characters, white space collapsed. */
export function indexText(text: string, max = MAX_BODY_CHARS): string {
  return text
    .replaceAll(MATCH_START, ' ')
    .replaceAll(MATCH_END, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
    .slice(0, max);
}

/** Markdown as its words: links keep their text, syntax characters and addresses go. */
export function markdownWords(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[#*_`>|~]+/g, ' ');
}

/**
 * A row's language: its `locale` column when it has one (articles, jobs, pages; any table that
 * gains the column), else English.
 */
export function rowLocale(row: object): Locale {
  const locale = 'locale' in row ? row.locale : undefined;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** A record's public address in its language: English's own (unchanged), another locale's under its prefix. */
function recordUrl(locale: Locale, listing: StaticPagePath, slug: string, english: (slug: string) => string): string {
  return locale === DEFAULT_LOCALE ? english(slug) : localizedRecordPath(locale, listing, slug);
}

const joined = (parts: readonly (string | null | undefined)[]) => indexText(parts.filter((part) => part).join(' \n '));

export interface ArticleRow {
  id: string;
  locale?: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  author: string;
  published_date: string;
  is_published: boolean;
  publish_at: Date | null;
}

export function articleDocument(row: ArticleRow): SearchDocument {
  const locale = rowLocale(row);
  return {
    key: `article:${row.id}`,
    kind: 'article',
    entity: 'news_insights',
    entityId: row.id,
    locale,
    title: indexText(row.title, 300),
    headings: joined([row.category, row.author]),
    body: joined([row.excerpt, markdownWords(row.content)]),
    url: recordUrl(locale, '/news-insights', row.slug, articleHref),
    editUrl: `/admin/news/edit/${row.id}`,
    date: row.published_date,
    public: row.is_published,
    visibleFrom: row.publish_at,
    visibleUntil: null,
  };
}

export interface PartnerRow {
  id: string;
  locale?: string;
  slug: string;
  name: string;
  description: string;
  partnership_type: string;
  industry: string | null;
  case_study: string | null;
  is_active: boolean;
}

export function partnerDocument(row: PartnerRow): SearchDocument {
  const locale = rowLocale(row);
  return {
    key: `partner:${row.id}`,
    kind: 'partner',
    entity: 'partners',
    entityId: row.id,
    locale,
    title: indexText(row.name, 300),
    headings: joined([row.partnership_type, row.industry]),
    body: joined([markdownWords(row.description), row.case_study ? markdownWords(row.case_study) : null]),
    url: recordUrl(locale, '/partners', row.slug, partnerPath),
    editUrl: `/admin/partners/edit/${row.id}`,
    date: null,
    public: row.is_active,
    visibleFrom: null,
    visibleUntil: null,
  };
}

export interface ProjectRow {
  id: string;
  locale?: string;
  title: string;
  client: string;
  description: string;
  category: string;
  services: string[];
  technologies: string[];
  results: string[];
  is_active: boolean;
}

export function projectDocument(row: ProjectRow): SearchDocument {
  const locale = rowLocale(row);
  return {
    key: `project:${row.id}`,
    kind: 'project',
    entity: 'portfolio_projects',
    entityId: row.id,
    locale,
    title: indexText(row.title, 300),
    headings: joined([row.client, row.category, ...row.services]),
    body: joined([row.description, ...row.technologies, ...row.results]),
    url: `${localizedPath(locale, '/portfolio')}#${projectAnchor(row.id)}`,
    // Projects are edited on the list's own page (there is no /admin/portfolio/edit/{id}).
    editUrl: `/admin/portfolio?edit=${row.id}`,
    date: null,
    public: row.is_active,
    visibleFrom: null,
    visibleUntil: null,
  };
}

export interface JobRow {
  id: string;
  locale?: string;
  slug: string;
  title: string;
  department: string;
  experience_level: string;
  employment_type: string;
  location: string;
  description: string;
  requirements: string[];
  benefits: string[];
  closes_on: string | null;
  is_active: boolean;
}

export function jobDocument(row: JobRow): SearchDocument {
  const locale = rowLocale(row);
  return {
    key: `job:${row.id}`,
    kind: 'job',
    entity: 'jobs',
    entityId: row.id,
    locale,
    title: indexText(row.title, 300),
    headings: joined([row.department, row.location, row.experience_level, row.employment_type]),
    body: joined([markdownWords(row.description), ...row.requirements, ...row.benefits]),
    url: recordUrl(locale, '/careers', row.slug, jobPath),
    editUrl: `/admin/jobs/edit/${row.id}`,
    date: null,
    public: row.is_active,
    visibleFrom: null,
    visibleUntil: closingMoment(row.closes_on) ?? null,
  };
}

// ── Pages ─────────────────────────────────────────────────────────────────────────────────────

/** A block's text: its headings (fields named title, name, headline, eyebrow) apart from the rest. */
function blockText(block: Block): { headings: string[]; body: string[] } {
  const headings: string[] = [];
  const body: string[] = [];
  if (!isBlockType(block.type)) return { headings, body };
  const data = block.data as Record<string, unknown>;
  for (const [name, spec] of Object.entries(fieldSpecsOf(block.type))) collect(spec, name, data[name], headings, body);
  return { headings, body };
}

const HEADING_FIELDS = new Set(['title', 'name', 'headline', 'eyebrow', 'question']);

function collect(spec: FieldSpec, name: string, value: unknown, headings: string[], body: string[]): void {
  if (spec.kind === 'group') {
    for (const item of Array.isArray(value) ? (value as Record<string, unknown>[]) : []) {
      for (const [sub, subSpec] of Object.entries(spec.fields)) collect(subSpec, sub, item[sub], headings, body);
    }
    return;
  }
  if (spec.kind === 'list') {
    if (Array.isArray(value)) body.push(...value.filter((item): item is string => typeof item === 'string'));
    return;
  }
  if (spec.kind === 'link') {
    const label = (value as { label?: unknown } | null)?.label;
    if (typeof label === 'string') body.push(label);
    return;
  }
  if (spec.kind === 'choice' || typeof value !== 'string') return;
  const text = spec.kind === 'markdown' ? markdownWords(value) : value;
  (HEADING_FIELDS.has(name) ? headings : body).push(text);
}

/** The practice pages: their services block's items are documents of their own. */
const PRACTICE_BY_KEY = new Map(practices.map((practice) => [practice.id as string, practice]));
const SERVICE_BLOCK_TYPES = new Set(['servicePillars', 'serviceResults', 'serviceStack']);

/**
 * The words a page's documents take from outside its blocks, in the page's language: its name (a
 * practice's, else the page's) and the offices a contact page shows. English's are the site's
 * content; another locale's come from its copy (search-index.server.ts).
 */
export interface PageLanguage {
  locale: Locale;
  name: string;
  offices: readonly { label: string; address: string }[];
}

/** English: a practice page is named by its practice, any other by its definition. */
export function englishPageLanguage(key: PageKey): PageLanguage {
  return {
    locale: DEFAULT_LOCALE,
    name: PRACTICE_BY_KEY.get(key)?.name ?? pageDefinition(key).name,
    offices: offices.map((office) => ({ label: officeLabel(office), address: officeAddress(office) })),
  };
}

/**
 * A page's documents at one state: the page itself (its title is its hero's heading, else its
 * search title), and for a practice page each service, for /industries each industry, anchored
 * where the page shows it. `window` says when visitors find them (a scheduled draft's documents
 * start at its time; the published ones end then). Another language's documents link to the
 * page's address in it and their keys end in '@{locale}' (English's keep theirs).
 */
export function pageDocuments(
  key: PageKey,
  document: PageDocument,
  window: { variant: 'live' | 'scheduled'; visibleFrom: Date | null; visibleUntil: Date | null },
  language: PageLanguage = englishPageLanguage(key),
): SearchDocument[] {
  const definition = pageDefinition(key);
  const { locale } = language;
  const suffix = `${window.variant === 'scheduled' ? ':scheduled' : ''}${locale === DEFAULT_LOCALE ? '' : `@${locale}`}`;
  const path = localizedPath(locale, definition.path as StaticPagePath);
  const base = { entity: 'site_pages' as const, entityId: key, locale, editUrl: pageEditorHref(key, locale), date: null, public: !document.seo.noindex, visibleFrom: window.visibleFrom, visibleUntil: window.visibleUntil };
  const headings: string[] = [];
  const body: string[] = [document.seo.description];
  const documents: SearchDocument[] = [];
  const practice = PRACTICE_BY_KEY.get(key);
  for (const block of document.blocks) {
    if (practice && SERVICE_BLOCK_TYPES.has(block.type)) {
      const items = (block.data as { items?: { title: string; description: string }[] }).items ?? [];
      items.forEach((item, index) => {
        const service = practice.services[index];
        if (!service) return;
        const text = blockText({ ...block, data: { ...block.data, items: [item] } } as Block);
        documents.push({
          ...base,
          key: `service:${key}#${service.id}${suffix}`,
          kind: 'service',
          title: indexText(item.title, 300),
          headings: joined([language.name, ...text.headings.filter((heading) => heading !== item.title)]),
          body: joined(text.body),
          url: `${path}#${service.id}`,
        });
      });
    }
    if (block.type === 'industry') {
      const text = blockText(block);
      documents.push({
        ...base,
        key: `industry:${block.id}${suffix}`,
        kind: 'industry',
        title: indexText(block.data.name, 300),
        headings: joined([block.data.servicesLabel, block.data.outcomesLabel]),
        body: joined(text.body),
        url: `${path}#${block.id}`,
      });
    }
    const text = blockText(block);
    headings.push(...text.headings);
    // A service's or an industry's words are its own document's: the page keeps only their names,
    // so a word of one service finds that service, not the page that lists all six.
    const ownDocuments = (practice && SERVICE_BLOCK_TYPES.has(block.type)) || block.type === 'industry';
    if (!ownDocuments) body.push(...text.body);
    // The offices are the company's details, not the block's words: the page shows them, so it is found by them.
    if (block.type === 'offices' || block.type === 'contactForm') {
      for (const office of language.offices) {
        headings.push(office.label);
        body.push(office.address);
      }
    }
  }
  const hero = document.blocks.find((block): block is Extract<Block, { type: 'hero' }> => block.type === 'hero');
  documents.unshift({
    ...base,
    key: `page:${key}${suffix}`,
    kind: 'page',
    title: indexText(language.name, 300),
    headings: joined([hero?.data.headline, document.seo.title, ...headings]),
    body: joined(body),
    url: path,
  });
  return documents;
}
