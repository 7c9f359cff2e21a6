/**
 * The "Preview links" section of an item's edit screen (issue 43, ADR 331): what its loader adds,
 * and the two posts its forms make (`intent` create-preview-link / revoke-preview-link). The route
 * has called requireStaff for the item's area. Every post answers with a redirect back to the
 * edit screen and a one-time message, so it works without JavaScript and a refresh repeats nothing.
 *
 * A new link's address is shown once, on the page the redirect lands on: the token travels there in
 * a signed, HttpOnly cookie scoped to the back office's path of that content, that lives a minute
 * and is cleared by the page that shows it. It is never stored server-side and never in a URL.
 */
import { createCookie, data } from 'react-router';
import { fieldErrors, parseIntent } from '~/domain/admin-form';
import {
  createPreviewLinkSchema,
  PREVIEW_LINK_INTENTS,
  previewAdminPath,
  previewNoun,
  previewPath,
  revokePreviewLinkSchema,
  type PreviewEntity,
  type PreviewLinkRow,
} from '~/domain/preview-links';
import { previewLinksCopy as copy } from '~/content/admin/preview-links';
import type { Actor } from '~/server/entities/admin-content.server';
import { createPreviewLink, listPinnableRevisions, listPreviewLinks, revokePreviewLink } from '~/server/entities/preview-links.server';
import { env } from '~/server/platform/env.server';
import { redirectWithFlash, type Flash } from '~/server/platform/flash.server';
import { appSecret } from '~/server/platform/secret.server';

/**
 * The one-time cookie of an entity, sent only under the back-office path of its edit screens
 * (/admin/news, /admin/partners, /admin/jobs). It carries the entity and the item, so another
 * item's screen — or another content type's — never shows it.
 */
function revealCookie(entity: PreviewEntity) {
  return createCookie('firmsite_preview_link', {
    httpOnly: true,
    sameSite: 'strict',
    path: previewAdminPath(entity),
    secrets: [appSecret()],
    secure: env().PUBLIC_URL.startsWith('https:'),
    maxAge: 60,
  });
}

interface Revealed {
  entity: PreviewEntity;
  entityId: string;
  token: string;
}

function isRevealed(value: unknown): value is Revealed {
  if (typeof value !== 'object' || value === null) return false;
  const { entity, entityId, token } = value as Record<string, unknown>;
  return typeof entity === 'string' && typeof entityId === 'string' && typeof token === 'string';
}

export interface PreviewLinksSection {
  /** What the item is called: 'article', 'partner', 'job'. */
  noun: string;
  links: PreviewLinkRow[];
  /** The item's revision numbers, newest first: what a new link may pin. */
  revisions: number[];
  /** The address of the link just created, shown once; null otherwise. */
  created: string | null;
}

/**
 * The section's data for item `entityId`, and the Set-Cookie that clears a shown link's cookie.
 * `null`: an item not stored yet (a page still showing its seed), which has no links yet.
 */
export async function loadPreviewLinksSection(request: Request, entity: PreviewEntity, entityId: string | null): Promise<{ section: PreviewLinksSection; headers: Headers }> {
  const cookie = revealCookie(entity);
  const headers = new Headers();
  const revealed: unknown = await cookie.parse(request.headers.get('Cookie'));
  let created: string | null = null;
  if (isRevealed(revealed)) {
    headers.append('Set-Cookie', await cookie.serialize('', { maxAge: 0 }));
    // Shown on its own item's screen only.
    if (revealed.entity === entity && revealed.entityId === entityId) created = `${env().PUBLIC_URL}${previewPath(revealed.token)}`;
  }
  const [links, revisions] = entityId === null ? [[], []] : await Promise.all([listPreviewLinks(entity, entityId), listPinnableRevisions(entity, entityId)]);
  return {
    section: {
      noun: previewNoun(entity),
      links: links.map((link) => ({
        id: link.id,
        createdBy: link.createdBy,
        createdAt: link.createdAt.toISOString(),
        expiresAt: link.expiresAt.toISOString(),
        revision: link.revision,
        state: link.state,
      })),
      revisions,
      created,
    },
    headers,
  };
}

const INTENTS = [PREVIEW_LINK_INTENTS.create, PREVIEW_LINK_INTENTS.revoke] as const;

/** Whether a post is one of the section's (the edit screen's own save posts another intent). */
export function isPreviewLinkPost(form: FormData): boolean {
  return parseIntent(form, INTENTS) !== null;
}

/**
 * Creates or revokes a link of item `entityId` and redirects to `back` (the edit screen) with the
 * outcome as a one-time message. An item id that is not one (a create screen) is a bad request.
 */
export async function submitPreviewLinkForm(
  actor: Actor,
  form: FormData,
  target: { entity: PreviewEntity; entityId: string | null; back: string },
): Promise<Response> {
  const { entity, entityId, back } = target;
  const intent = parseIntent(form, INTENTS);
  if (intent === null || entityId === null) throw data('Bad request', { status: 400 });
  const answer = (flash: Flash, headers?: HeadersInit) => redirectWithFlash(back, flash, { headers });

  if (intent === PREVIEW_LINK_INTENTS.revoke) {
    const parsed = revokePreviewLinkSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return answer({ kind: 'error', message: copy.linkNotFound });
    const outcome = await revokePreviewLink(actor, { entity, entityId, linkId: parsed.data.link_id });
    if (outcome === 'revoked') return answer({ kind: 'success', message: copy.revoked });
    if (outcome === 'already_revoked') return answer({ kind: 'info', message: copy.alreadyRevoked });
    return answer({ kind: 'error', message: copy.linkNotFound });
  }

  const noun = previewNoun(entity);
  const parsed = createPreviewLinkSchema(noun).safeParse({ expires_in: form.get('expires_in') ?? undefined, revision: form.get('revision') ?? '' });
  if (!parsed.success) return answer({ kind: 'error', message: copy.invalid(Object.values(fieldErrors(parsed.error))[0] ?? '') });
  const created = await createPreviewLink(actor, { entity, entityId, revision: parsed.data.revision, expiresIn: parsed.data.expires_in });
  if (!created.ok) {
    const message = { item_not_found: copy.itemNotFound(noun), revision_not_found: copy.revisionNotFound(noun), too_many: copy.tooMany(noun) }[created.reason];
    return answer({ kind: 'error', message });
  }
  const reveal: Revealed = { entity, entityId, token: created.token };
  return answer({ kind: 'success', message: copy.created }, { 'Set-Cookie': await revealCookie(entity).serialize(reveal) });
}
