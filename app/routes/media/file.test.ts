/** /media/{file}: a library file's bytes, immutable; 304 for its ETag; 404 for any other name. */
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { routeArgs } from '../../../tests/support/route-requests';
import { MEDIA_CACHE_CONTROL, mediaFileName } from '~/domain/media';
import { media_files, media_images } from '~/server/db/schema.server';
import { loader } from './file';

type Args = Parameters<typeof loader>[0];
const get = (name: string, headers: Record<string, string> = {}) =>
  loader(routeArgs<Args>(new Request(`http://localhost/media/${name}`, { headers }), { file: name }));

describe.each(testDatabaseKinds())('/media/{file} (%s)', (kind) => {
  const db = useTestDatabase(kind);

  it('sends a stored file with its type, length and a forever cache; 304 when the browser has it; 404 otherwise', async () => {
    const hash = crypto.randomBytes(16).toString('hex');
    const [image] = await db()
      .insert(media_images)
      .values({ hash, file_name: 'team.jpg', alt: 'The team', width: 640, height: 480, fallback_format: 'jpg', original_bytes: 9, stored_bytes: 9, created_by: 'staff@corvane.example' })
      .returning();
    const bytes = Buffer.from('webp-bytes');
    const name = mediaFileName(hash, 640, 'webp');
    await db().insert(media_files).values({ name, image_id: image!.id, width: 640, height: 480, format: 'webp', bytes });

    const found = await get(name);
    expect(found.status).toBe(200);
    expect(found.headers.get('content-type')).toBe('image/webp');
    expect(found.headers.get('content-length')).toBe(String(bytes.length));
    expect(found.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    expect(Buffer.from(await found.arrayBuffer())).toEqual(bytes);

    const again = await get(name, { 'If-None-Match': `"${name}"` });
    expect(again.status).toBe(304);

    for (const missing of [mediaFileName(crypto.randomBytes(16).toString('hex'), 640, 'webp'), '../etc/passwd', 'x.jpg']) {
      const answer = await get(missing);
      expect(answer.status, missing).toBe(404);
      expect(await answer.text()).toBe('Not found.');
    }
  });
});
