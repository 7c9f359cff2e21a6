/** The "Preview links" section of an item's edit screen — an article, a partner, a job (issue 43, ADR 331) or a page (issue 44). */
import type { PreviewExpiry, PreviewLinkState } from '~/domain/preview-links';
import { MAX_ACTIVE_PREVIEW_LINKS } from '~/domain/preview-links';

/** 'article' → 'Article', for the messages that start with the noun. */
const capitalized = (noun: string) => `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;

export const previewLinksCopy = {
  heading: 'Preview links',
  intro: (noun: string) =>
    `A preview link opens this ${noun} without signing in, until it expires or you revoke it. Anyone who has the link can read it, so share it only with the people who should.`,
  empty: 'No preview links yet.',
  listLabel: (noun: string) => `Preview links of this ${noun}`,
  columns: { createdBy: 'Created by', created: 'Created', expires: 'Expires', shows: 'Shows', state: 'State', actions: 'Actions' },
  states: { active: 'Active', expired: 'Expired', revoked: 'Revoked' } satisfies Record<PreviewLinkState, string>,
  latestDraft: 'Latest draft',
  revision: (number: number) => `Revision ${number}`,
  revoke: 'Revoke',
  /** Read after 'Revoke' by screen readers, before the link's creation time. */
  revokeContext: 'the link created',
  createHeading: 'Create a preview link',
  expiresIn: 'Expires in',
  expiries: { '1h': '1 hour', '1d': '1 day', '7d': '7 days', '30d': '30 days' } satisfies Record<PreviewExpiry, string>,
  pin: 'Shows',
  pinHint: 'Latest draft follows every save; a revision stays as it was.',
  create: 'Create preview link',
  // After a create: the link, shown once.
  createdHeading: 'Your new preview link',
  createdHint: (noun: string) => `Copy it now: it is shown only once. Anyone with this link can open the ${noun} until it expires.`,
  createdLabel: 'Preview link address',
  // One-time messages (flash).
  created: 'Preview link created.',
  revoked: 'Preview link revoked.',
  alreadyRevoked: 'That preview link was already revoked.',
  linkNotFound: 'Error revoking preview link: Preview link not found',
  tooMany: (noun: string) =>
    `Error creating preview link: this ${noun} already has ${MAX_ACTIVE_PREVIEW_LINKS} active preview links. Revoke one before creating another.`,
  revisionNotFound: (noun: string) => `Error creating preview link: that revision of this ${noun} does not exist.`,
  itemNotFound: (noun: string) => `Error creating preview link: ${capitalized(noun)} not found`,
  invalid: (message: string) => `Error creating preview link: ${message}`,
} as const;
