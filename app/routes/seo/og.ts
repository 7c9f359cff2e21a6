/**
 * /og/{page path}.png|.jpg?v={version} — a public page's og:image and twitter:image
 * (issue 19; domain/share-image.ts). Public and the same for everyone: when the version asked for
 * is the one the page's content gives, the answer is cached forever (immutable; a changed title or
 * picture has another address); an old or missing version gets the current image, briefly cached.
 */
import { pagePathOfShareImage } from '~/domain/share-image';
import { resolveShareImage, shareImageFor } from '~/server/pages/share-image.server';
import { log } from '~/server/platform/log.server';
import type { Route } from './+types/og';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=300';

export async function loader({ params, request }: Route.LoaderArgs) {
  const pagePath = pagePathOfShareImage(params['*'] ?? '');
  if (!pagePath || pagePath.length > 500) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  try {
    const image = await shareImageFor(await resolveShareImage(pagePath));
    const asked = new URL(request.url).searchParams.get('v');
    return new Response(new Uint8Array(image.body), {
      headers: {
        'Content-Type': image.type,
        'Content-Length': String(image.body.length),
        'Cache-Control': asked === image.version ? IMMUTABLE : SHORT,
        ETag: `"${image.version}"`,
      },
    });
  } catch (error) {
    log.error({ err: error }, 'share image could not be drawn');
    return new Response('The image is temporarily unavailable.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60', 'Cache-Control': 'no-store' },
    });
  }
}
