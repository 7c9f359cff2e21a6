/**
 * Preview links (issue 43, ADR 331): a link that shows one item's unpublished state to someone
 * without an account. Pure: the choices staff have when making one, the form's schema, the shape of
 * a token and a link's state. The server stores and resolves them (entities/preview-links.server.ts).
 */
import { z } from 'zod';
import { REVISIONED_CONTENT, type RevisionedEntity } from '~/domain/revisions';

/**
 * The content that can be shared through a preview link: the revisioned content with a public page
 * of its own (articles, partners, jobs) and the editable pages (issue 44). Its area (who may
 * share), back-office path and noun are REVISIONED_CONTENT's.
 */
export const PREVIEW_ENTITIES = ['news_insights', 'partners', 'jobs', 'site_pages'] as const satisfies readonly RevisionedEntity[];
export type PreviewEntity = (typeof PREVIEW_ENTITIES)[number];

/**
 * The items /preview/{token} shows itself, with their public page's view. A page's link instead
 * opens the page at its own address, in preview (ADR 340): its blocks need the page's own views,
 * live sections and forms, which only its route has.
 */
export type ItemPreviewEntity = Exclude<PreviewEntity, 'site_pages'>;

export function isPreviewEntity(value: string): value is PreviewEntity {
  return (PREVIEW_ENTITIES as readonly string[]).includes(value);
}

/** 'article', 'partner', 'job': what the edit screen's section and its messages call the item. */
export function previewNoun(entity: PreviewEntity): string {
  return REVISIONED_CONTENT[entity].noun;
}

/** The back-office path under which the entity's edit screens live: /admin/news, /admin/partners, /admin/jobs. */
export function previewAdminPath(entity: PreviewEntity): string {
  return `/admin/${REVISIONED_CONTENT[entity].segment}`;
}

/** The lifetimes an editor may choose, shortest first; nothing else is accepted. */
export const PREVIEW_EXPIRIES = ['1h', '1d', '7d', '30d'] as const;
export type PreviewExpiry = (typeof PREVIEW_EXPIRIES)[number];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const PREVIEW_EXPIRY_MS: Record<PreviewExpiry, number> = { '1h': HOUR_MS, '1d': DAY_MS, '7d': 7 * DAY_MS, '30d': 30 * DAY_MS };

/** What the expiry select offers first: long enough for a reviewer to get to it, short enough to matter. */
export const DEFAULT_PREVIEW_EXPIRY: PreviewExpiry = '7d';

/** Links that still open, per item: enough for every reviewer of one item, few enough to list on one screen. */
export const MAX_ACTIVE_PREVIEW_LINKS = 20;

/** An expired or revoked link's row is kept this long (it still explains a reviewer's "expired" page), then purged. */
export const PREVIEW_LINK_KEEP_DAYS = 30;

/** The address a link opens (the origin is the site's PUBLIC_URL). */
export function previewPath(token: string): string {
  return `/preview/${token}`;
}

/** 32 random bytes in base64url, unpadded: 43 characters of A–Z a–z 0–9 - _. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Whether `value` has the shape of a token we issue (anything else is unknown without a lookup). */
export function isPreviewToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

export type PreviewLinkState = 'active' | 'expired' | 'revoked';

/** A link's state at `now`: revoked wins over expired (it says what someone did). */
export function previewLinkState(link: { expires_at: Date | string; revoked_at: Date | string | null }, now: Date): PreviewLinkState {
  if (link.revoked_at !== null) return 'revoked';
  return new Date(link.expires_at).getTime() <= now.getTime() ? 'expired' : 'active';
}

/** One link as the edit screen lists it (times as ISO strings: the staff member's zone formats them). */
export interface PreviewLinkRow {
  id: string;
  createdBy: string;
  createdAt: string;
  expiresAt: string;
  /** null: the latest draft. */
  revision: number | null;
  state: PreviewLinkState;
}

/** The intents the edit screen's preview-link forms post. */
export const PREVIEW_LINK_INTENTS = { create: 'create-preview-link', revoke: 'revoke-preview-link' } as const;

export const previewLinkMessages = {
  expiry: 'Please choose when the link expires.',
  revision: (noun: string) => `Please choose a revision of this ${noun}, or Latest draft.`,
  link: 'Please choose a link to revoke.',
} as const;

/** The create form for an item called `noun`: an expiry from the list, and a revision number or '' for the latest draft. */
export function createPreviewLinkSchema(noun: string) {
  const revision = previewLinkMessages.revision(noun);
  return z.object({
    expires_in: z.enum(PREVIEW_EXPIRIES, { error: previewLinkMessages.expiry }),
    revision: z
      .string({ error: revision })
      .trim()
      .regex(/^(|[1-9][0-9]{0,8})$/, { error: revision })
      .transform((value) => (value === '' ? null : Number(value))),
  });
}
export type CreatePreviewLinkInput = z.output<ReturnType<typeof createPreviewLinkSchema>>;

/** The revoke form: the link's id. */
export const revokePreviewLinkSchema = z.object({
  link_id: z.uuid({ error: previewLinkMessages.link }).transform((value) => value.toLowerCase()),
});
