/** The "Preview links" section of an article's edit screen (issue 43, ADR 331). */
import type { PreviewExpiry, PreviewLinkState } from '~/domain/preview-links';
import { MAX_ACTIVE_PREVIEW_LINKS } from '~/domain/preview-links';

export const previewLinksCopy = {
  heading: 'Preview links',
  intro: 'A preview link opens this article without signing in, until it expires or you revoke it. Anyone who has the link can read it, so share it only with the people who should.',
  empty: 'No preview links yet.',
  listLabel: 'Preview links of this article',
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
  createdHint: 'Copy it now: it is shown only once. Anyone with this link can open the article until it expires.',
  createdLabel: 'Preview link address',
  // One-time messages (flash).
  created: 'Preview link created.',
  revoked: 'Preview link revoked.',
  alreadyRevoked: 'That preview link was already revoked.',
  linkNotFound: 'Error revoking preview link: Preview link not found',
  tooMany: `Error creating preview link: this article already has ${MAX_ACTIVE_PREVIEW_LINKS} active preview links. Revoke one before creating another.`,
  revisionNotFound: 'Error creating preview link: that revision of this article does not exist.',
  articleNotFound: 'Error creating preview link: Article not found',
  invalid: (message: string) => `Error creating preview link: ${message}`,
} as const;
