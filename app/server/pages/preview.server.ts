/**
 * What /preview/{token} shows (issue 43, ADR 331): the token alone decides the item, so a link for
 * one item opens no other. A page's link (issue 44) is answered by opening the page itself in
 * preview (page-preview.server.ts). An active link shows the item's latest row, whatever its state (a draft
 * article, an inactive partner, an inactive or closed job), or the revision it pins; an expired,
 * revoked or unknown link — or one whose item or pinned revision is gone — shows no content at all.
 *
 * One table, PREVIEW_SOURCES, says per shareable entity how its latest row is read, what a
 * revision's snapshot must carry, and what of it goes to the page: exactly what the item's public
 * page shows, in the shape of that page's own view (ArticleView, PartnerView, JobView).
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { CaseStudyView } from '~/domain/case-study';
import type { MarkdownTree } from '~/domain/markdown';
import { isPageKey, type PageKey } from '~/domain/page-blocks/page-definitions';
import type { ItemPreviewEntity } from '~/domain/preview-links';
import type { ArticleViewData, JobViewData, PartnerViewData } from '~/domain/public-views';
import { db } from '~/server/db/db.server';
import { content_revisions, jobs, news_insights, partners } from '~/server/db/schema.server';
import { getJobForPreview } from '~/server/entities/jobs.server';
import { getArticleForPreview, type PublishedArticle } from '~/server/entities/news.server';
import { getPartnerForPreview } from '~/server/entities/partners.server';
import { resolvePreviewToken } from '~/server/entities/preview-links.server';
import { libraryAltFor } from '~/server/media/library-alt.server';
import { caseStudyView } from '~/server/pages/case-study.server';
import { DEFAULT_LOCALE, encodedPath, isLocale, linkPagePath, type Locale } from '~/domain/locales';
import { linkedPage } from '~/server/pages/page-preview.server';
import { markdownTree } from '~/server/pages/markdown.server';
import { isUuid } from '~/domain/values';

/** What the page gets for each entity: its public view's data, the Markdown already parsed. */
interface PreviewViews {
  news_insights: { article: ArticleViewData; body: MarkdownTree };
  partners: { partner: PartnerViewData; description: MarkdownTree; caseStudy: CaseStudyView | null };
  jobs: { job: JobViewData; body: MarkdownTree };
}
export type PreviewView = { [E in ItemPreviewEntity]: { entity: E } & PreviewViews[E] }[ItemPreviewEntity];

export type PreviewPage =
  /** `locale`: the item's language (issue 48), which the page's frame and words are in. */
  | { state: 'ok'; view: PreviewView; revision: number | null; locale: Locale }
  /** A page's link: the page opens at its own address, in preview (page-preview.server.ts). */
  | { state: 'page'; key: PageKey; locale: Locale }
  /** 'gone': the link is in force but its item or pinned revision no longer exists. */
  | { state: 'expired' | 'revoked' | 'unknown' | 'gone' };

/** The response headers of every answer of the preview page, content or not. */
export const PREVIEW_HEADERS = {
  // Per visitor and secret: never stored by the page cache, a CDN or the browser's history cache.
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
  // The token is in the address: links in the item must not send it to other sites.
  'Referrer-Policy': 'same-origin',
} as const;

interface Revision {
  snapshot: unknown;
  created_at: Date;
}

interface PreviewSource<E extends ItemPreviewEntity> {
  /** The item's view at its latest state, or at revision `revision` of it; undefined when it is gone or the snapshot unusable. */
  load(id: string, revision: Revision | null): Promise<PreviewViews[E] | undefined>;
}

/**
 * One entity's source: how the latest row is read, the fields a snapshot must carry (timestamps as
 * ISO strings), how a parsed snapshot becomes the row's shape, and what of the row the page gets.
 */
function previewSource<E extends ItemPreviewEntity, Item, Snap extends z.ZodType>(definition: {
  latest: (id: string) => Promise<Item | undefined>;
  snapshot: Snap;
  fromSnapshot: (id: string, parsed: z.output<Snap>, savedAt: Date) => Promise<Item>;
  view: (item: Item) => PreviewViews[E];
}): PreviewSource<E> {
  return {
    async load(id, revision) {
      if (revision === null) {
        const item = await definition.latest(id);
        return item ? definition.view(item) : undefined;
      }
      const parsed = definition.snapshot.safeParse(revision.snapshot);
      return parsed.success ? definition.view(await definition.fromSnapshot(id, parsed.data, revision.created_at)) : undefined;
    },
  };
}

const optionalText = z.string().nullable().optional();

/** The fields a revision's snapshot must carry to be shown, per entity (timestamps and dates are ISO strings). */
const articleSnapshot = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  category: z.string(),
  author: z.string(),
  published_date: z.string(),
  featured_image: optionalText,
  publish_at: optionalText,
});
const partnerSnapshot = z.object({
  slug: z.string(),
  name: z.string(),
  logo_url: z.string(),
  description: z.string(),
  website: optionalText,
  partnership_type: z.string(),
  industry: optionalText,
  established_date: optionalText,
  case_study: optionalText,
});
const jobSnapshot = z.object({
  slug: z.string(),
  title: z.string(),
  department: z.string(),
  experience_level: z.string(),
  employment_type: z.string(),
  location: z.string(),
  description: z.string(),
  requirements: z.array(z.string()),
  benefits: z.array(z.string()),
  salary_range: optionalText,
  closes_on: optionalText,
});

/** The row shapes the partner and job sources read and rebuild from a snapshot (the article's is PublishedArticle). */
interface PartnerItem {
  slug: string;
  name: string;
  logo_url: string;
  logo_alt?: string | null;
  description: string;
  website: string | null;
  partnership_type: string;
  industry: string | null;
  established_date: string | null;
  case_study: string | null;
}
type JobItem = JobViewData & { description: string };

const PREVIEW_SOURCES: { [E in ItemPreviewEntity]: PreviewSource<E> } = {
  news_insights: previewSource<'news_insights', PublishedArticle, typeof articleSnapshot>({
    latest: getArticleForPreview,
    snapshot: articleSnapshot,
    async fromSnapshot(id, { featured_image = null, publish_at = null, ...fields }, savedAt) {
      return {
        ...fields,
        id,
        featured_image,
        featured_image_alt: await libraryAltFor(featured_image),
        publish_at: publish_at ? new Date(publish_at) : null,
        // That version's "last modified" is when it was saved.
        updated_at: savedAt,
      };
    },
    // The body goes to the page parsed (no Markdown parser in the browser), not as text.
    view: ({ content, ...article }) => ({ article, body: markdownTree(content) }),
  }),
  partners: previewSource<'partners', PartnerItem, typeof partnerSnapshot>({
    latest: getPartnerForPreview,
    snapshot: partnerSnapshot,
    async fromSnapshot(_id, { website = null, industry = null, established_date = null, case_study = null, ...fields }) {
      return { ...fields, website, industry, established_date, case_study, logo_alt: await libraryAltFor(fields.logo_url) };
    },
    // What the partner page shows, field by field: nothing of the row the public page does not.
    view: (partner) => ({
      partner: {
        slug: partner.slug,
        name: partner.name,
        logo_url: partner.logo_url,
        logo_alt: partner.logo_alt ?? null,
        website: partner.website,
        partnership_type: partner.partnership_type,
        industry: partner.industry,
        established_date: partner.established_date,
      },
      description: markdownTree(partner.description),
      caseStudy: caseStudyView(partner.case_study),
    }),
  }),
  jobs: previewSource<'jobs', JobItem, typeof jobSnapshot>({
    latest: getJobForPreview,
    snapshot: jobSnapshot,
    async fromSnapshot(id, { salary_range = null, closes_on = null, ...fields }) {
      return { ...fields, id, salary_range, closes_on };
    },
    // What the job page shows, field by field (not whether it is active, its order or dates).
    view: (job) => ({
      job: {
        id: job.id,
        slug: job.slug,
        title: job.title,
        department: job.department,
        experience_level: job.experience_level,
        employment_type: job.employment_type,
        location: job.location,
        requirements: job.requirements,
        benefits: job.benefits,
        salary_range: job.salary_range,
        closes_on: job.closes_on,
      },
      body: markdownTree(job.description),
    }),
  }),
};

async function revisionOf(entity: ItemPreviewEntity, id: string, number: number): Promise<Revision | undefined> {
  const [revision] = await db()
    .select({ snapshot: content_revisions.snapshot, created_at: content_revisions.created_at })
    .from(content_revisions)
    .where(and(eq(content_revisions.entity, entity), eq(content_revisions.entity_id, id), eq(content_revisions.number, number)))
    .limit(1);
  return revision;
}

async function viewOf<E extends ItemPreviewEntity>(entity: E, id: string, revision: Revision | null): Promise<PreviewView | undefined> {
  const source: PreviewSource<E> = PREVIEW_SOURCES[entity];
  const view = await source.load(id, revision);
  return view ? ({ entity, ...view } as PreviewView) : undefined;
}

/** The stored language of each shareable entity's row. */
const ROW_LOCALE: { [E in ItemPreviewEntity]: (id: string) => Promise<string | undefined> } = {
  news_insights: async (id) => (await db().select({ locale: news_insights.locale }).from(news_insights).where(eq(news_insights.id, id)).limit(1))[0]?.locale,
  partners: async (id) => (await db().select({ locale: partners.locale }).from(partners).where(eq(partners.id, id)).limit(1))[0]?.locale,
  jobs: async (id) => (await db().select({ locale: jobs.locale }).from(jobs).where(eq(jobs.id, id)).limit(1))[0]?.locale,
};

/**
 * The language of the item a link shows (issue 48): its row's — a translation is a row of its own
 * and keeps its language — or, for a pinned revision whose row is gone, the snapshot's.
 */
async function itemLocale(entity: ItemPreviewEntity, id: string, revision: Revision | null): Promise<Locale> {
  const stored = isUuid(id) ? await ROW_LOCALE[entity](id) : undefined;
  if (isLocale(stored)) return stored;
  const kept = revision?.snapshot && typeof revision.snapshot === 'object' ? (revision.snapshot as { locale?: unknown }).locale : undefined;
  return isLocale(kept) ? kept : DEFAULT_LOCALE;
}

/** A preview link's page in a language: /preview/{token}, /ar/معاينة/{token}. */
export function previewPagePath(locale: Locale, token: string): string {
  return `${encodedPath(linkPagePath(locale, '/preview'))}/${encodeURIComponent(token)}`;
}

export async function loadPreviewPage(token: string, now: Date = new Date()): Promise<PreviewPage> {
  const resolved = await resolvePreviewToken(token, now);
  if (resolved.state !== 'ok') return { state: resolved.state };
  const { entity, entityId } = resolved;
  const number = resolved.revision ?? null;
  if (entity === 'site_pages') {
    const page = await linkedPage(entityId, number);
    return page && isPageKey(page.key) ? { state: 'page', key: page.key, locale: page.locale } : { state: 'gone' };
  }
  let revision: Revision | null = null;
  if (number !== null) {
    const kept = await revisionOf(entity, entityId, number);
    if (!kept) return { state: 'gone' };
    revision = kept;
  }
  const view = await viewOf(entity, entityId, revision);
  return view ? { state: 'ok', view, revision: number, locale: await itemLocale(entity, entityId, revision) } : { state: 'gone' };
}
