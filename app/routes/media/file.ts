/**
 * /media/{file}: a media library file (issue 17, ADR 090), public by design — every library image
 * is made to be shown on the public site. The name carries the content hash, so the bytes never
 * change under it: served `public, max-age=31536000, immutable`, with the name as a strong ETag.
 * A resource route, never in the HTML page cache (that caches the public page routes by id only).
 */
import { MEDIA_CACHE_CONTROL } from '~/domain/media';
import { getMediaFile } from '~/server/entities/media.server';
import type { Route } from './+types/file';

export async function loader({ request, params }: Route.LoaderArgs) {
  const name = params.file;
  const file = await getMediaFile(name);
  if (!file) {
    return new Response('Not found.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  }
  const etag = `"${name}"`;
  const headers = {
    'Content-Type': file.contentType,
    'Cache-Control': MEDIA_CACHE_CONTROL,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(file.bytes), { headers: { ...headers, 'Content-Length': String(file.bytes.length) } });
}
