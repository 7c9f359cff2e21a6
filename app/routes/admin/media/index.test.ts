/** /admin/media: the library, searched by name or alt text, for the roles that manage media; a row's alt text changed. */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../../tests/support/database';
import { dataOf } from '../../../../tests/support/route-results';
import { callAdmin, useStaffSession } from '../../../../tests/support/staff-sessions';
import { media_images, staff } from '~/server/db/schema.server';
import { action, loader } from './index';
import { loader as filesLoader } from './files';

type Library = { images: { id: string; fileName: string; alt: string }[]; search: string };

describe.each(testDatabaseKinds())('/admin/media and /admin/media.json (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);
  const addImage = async (file_name: string, alt: string) =>
    (
      await db()
        .insert(media_images)
        .values({ hash: crypto.randomBytes(16).toString('hex'), file_name, alt, width: 800, height: 600, fallback_format: 'jpg', original_bytes: 1, stored_bytes: 1, created_by: 'staff@corvane.example' })
        .returning()
    )[0]!;
  const asRole = (role: string) => db().update(staff).set({ role }).where(eq(staff.email, 'staff@corvane.example'));

  it('lists the library and finds by file name or alt text, in the page and in its JSON; a NUL in the search fails nothing', async () => {
    await db().delete(media_images);
    await addImage('office-dallas.jpg', 'The Dallas office at dusk');
    await addImage('team.png', 'Our consultants');
    const all = dataOf<Library>(await callAdmin(loader, { path: '/admin/media', cookie: session() }));
    expect(all.images.map((image) => image.fileName).sort()).toEqual(['office-dallas.jpg', 'team.png']);
    const byAlt = dataOf<Library>(await callAdmin(loader, { path: '/admin/media?q=consultants', cookie: session() }));
    expect([byAlt.search, byAlt.images.map((image) => image.fileName)]).toEqual(['consultants', ['team.png']]);

    const json = (await callAdmin(filesLoader, { path: '/admin/media.json?q=dallas', cookie: session() })).response!;
    expect(json.headers.get('cache-control')).toBe('private, no-store');
    expect(((await json.json()) as Library).images.map((image) => image.fileName)).toEqual(['office-dallas.jpg']);
    expect((await callAdmin(loader, { path: '/admin/media?q=%00', cookie: session() })).status).toBe(200);
  });

  it("changes an image's alt text; an empty one is refused and nothing changes", async () => {
    const image = await addImage('logo.png', 'Old text');
    const saved = await callAdmin(action, { path: '/admin/media', cookie: session(), form: { intent: 'alt', id: image.id, alt: 'The Corvane logo' } });
    expect(saved.location).toBe('/admin/media');
    const refused = await callAdmin(action, { path: '/admin/media', cookie: session(), form: { intent: 'alt', id: image.id, alt: '  ' } });
    expect(refused.status).toBe(400);
    expect((await db().select({ alt: media_images.alt }).from(media_images).where(eq(media_images.id, image.id)))[0]!.alt).toBe('The Corvane logo');
  });

  it('a visitor gets the sign-in page and a sales member 403, for the page and its JSON', async () => {
    expect((await callAdmin(loader, { path: '/admin/media' })).location).toMatch(/^\/admin\/login/);
    expect((await callAdmin(filesLoader, { path: '/admin/media.json' })).status).toBeGreaterThanOrEqual(300);
    await asRole('sales');
    expect((await callAdmin(loader, { path: '/admin/media', cookie: session() })).status).toBe(403);
    expect((await callAdmin(filesLoader, { path: '/admin/media.json', cookie: session() })).status).toBe(403);
    await asRole('owner');
  });
});
