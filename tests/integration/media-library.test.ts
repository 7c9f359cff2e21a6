/**
 * The media library (issue 17) through its routes, as React Router calls them, on PGlite (and
 * PostgreSQL when TEST_DATABASE_URL is set): an editor uploads a JPEG carrying GPS EXIF and the
 * public /media/ route serves every width and format without any metadata, immutable; each bad
 * upload is refused with its message and leaves no row; an image in use cannot be deleted and the
 * refusal names where it is used; alt text edits are audited.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { action as libraryAction, loader as libraryLoader } from '../../app/routes/admin/media/index';
import { action as filesAction, loader as filesLoader } from '../../app/routes/admin/media/files';
import { loader as mediaFileLoader } from '../../app/routes/media/file';
import { parseLibraryImageUrl, mediaSrcSet } from '../../app/domain/media';
import { audit_log, media_files, media_images, staff, teams } from '../../app/server/db/schema.server';
import { getLibraryImageBytes } from '../../app/server/entities/media.server';
import { imageWorkerPid } from '../../app/server/media/image-worker-pool.server';
import { addStaff } from '../../app/server/entities/staff.server';
import { takeFlash } from '../../app/server/platform/flash.server';
import { makeArticle, makeTeamMember } from '../support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../support/database';
import { jpegWithGps, withDeclaredSize } from '../support/images';
import { resultOf } from '../support/route-results';
import { configureTestAuth, cookieHeader, makeSessionCookie, TEST_ORIGIN } from '../support/staff-sessions';

const EDITOR = 'editor@corvane.example';
type Handler = (args: never) => Promise<unknown>;

describe.each(testDatabaseKinds())('media library (%s)', (kind) => {
  const db = useTestDatabase(kind);
  let cookie = '';
  beforeAll(async () => {
    configureTestAuth();
    await addStaff(EDITOR, 'test', db());
    await db().update(staff).set({ role: 'editor' }).where(eq(staff.email, EDITOR));
    cookie = (await makeSessionCookie(db(), EDITOR)).cookie;
  });
  beforeEach(async () => {
    await db().delete(teams);
    await db().delete(media_images);
    await db().delete(audit_log);
  });

  async function call(handler: Handler, request: Request, params: Record<string, string> = {}) {
    const result = await resultOf(handler({ request, params, context: {} } as never));
    const flash = result.location ? (await takeFlash(new Request(TEST_ORIGIN, { headers: { cookie: cookieHeader(result.headers) } }))).flash : null;
    return { ...result, flash };
  }
  function multipart(path: string, fields: Record<string, string>, files: { name: string; bytes: Uint8Array; type?: string }[] = []) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    for (const file of files) body.append('file', new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? 'image/jpeg' }));
    return new Request(`${TEST_ORIGIN}${path}`, { method: 'POST', headers: { cookie, origin: TEST_ORIGIN }, body });
  }
  const fetchFile = async (name: string, headers: Record<string, string> = {}) =>
    (await resultOf(mediaFileLoader({ request: new Request(`${TEST_ORIGIN}/media/${name}`, { headers }), params: { file: name } } as never))).response!;
  const rowCounts = async () => ({
    images: (await db().select().from(media_images)).length,
    files: (await db().select({ name: media_files.name }).from(media_files)).length,
  });

  it('an uploaded JPEG with GPS EXIF is served in every width and format, with no EXIF at all, immutable', async () => {
    const upload = await jpegWithGps(2400, 1800);
    expect((await sharp(upload).metadata()).exif?.includes('GPS')).toBe(true);
    const answer = await call(libraryAction as Handler, multipart('/admin/media', { intent: 'upload', alt: 'Our Dallas office at dusk' }, [{ name: 'office.jpg', bytes: upload }]));
    expect(answer).toMatchObject({ status: 302, location: '/admin/media', flash: { kind: 'success', message: 'Image uploaded.' } });

    const [row] = await db().select().from(media_images);
    expect(row).toMatchObject({ file_name: 'office.jpg', alt: 'Our Dallas office at dusk', width: 1600, height: 1200, fallback_format: 'jpg', original_bytes: upload.length, created_by: EDITOR });
    const [audit] = await db().select().from(audit_log);
    expect(audit).toMatchObject({ entity: 'media_images', entity_id: row!.id, action: 'create', staff_email: EDITOR });

    const list = (await call(libraryLoader as Handler, new Request(`${TEST_ORIGIN}/admin/media`, { headers: { cookie } }))).data as { images: { url: string; usedBy: string[] }[] };
    const url = list.images[0]!.url;
    const image = parseLibraryImageUrl(url)!;
    expect(image).toMatchObject({ width: 1600, height: 1200, fallback: 'jpg' });

    const names = ['avif', 'webp', 'jpg'].flatMap((format) => mediaSrcSet(image, format as 'avif').split(', ').map((entry) => entry.split(' ')[0]!.slice('/media/'.length)));
    expect(names).toHaveLength(15);
    for (const name of [...names, url.slice('/media/'.length)]) {
      const response = await fetchFile(name);
      expect(response.status, name).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await response.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      const expectedWidth = Number(/-(\d+)w\./.exec(name)?.[1] ?? 1600);
      expect(meta.width, name).toBe(expectedWidth);
      expect(meta.height, name).toBe(Math.round((expectedWidth * 3) / 4));
      expect(response.headers.get('content-type')).toBe({ avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }[name.split('.').pop()!]);
      expect(meta.exif, name).toBeUndefined();
      expect(bytes.includes('TestCam'), name).toBe(false);
      expect(bytes.includes('GPS'), name).toBe(false);
    }
    const again = await fetchFile(names[0]!, { 'if-none-match': `"${names[0]}"` });
    expect(again.status).toBe(304);
    expect((await fetchFile(`${image.hash.replace(/./, '0')}-320w.avif`)).status).toBe(404);
    expect((await fetchFile('..%2F..%2Fetc%2Fpasswd')).status).toBe(404);

    // Other features read the largest fallback file by the image field's address or the id.
    const largest = await getLibraryImageBytes(url);
    expect(largest).toMatchObject({ contentType: 'image/jpeg', width: 1600, height: 1200, alt: 'Our Dallas office at dusk' });
    expect((await sharp(largest!.bytes).metadata()).width).toBe(1600);
    expect((await getLibraryImageBytes(row!.id))?.bytes.length).toBe(largest!.bytes.length);
    expect(await getLibraryImageBytes('https://cdn.example/photo.jpg')).toBeUndefined();
  });

  it('each bad upload is refused with its message and stores nothing', async () => {
    const good = await jpegWithGps(400, 300);
    const bomb = withDeclaredSize(await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } }).png().toBuffer(), 20000, 20000);
    const cases: { name: string; bytes: Uint8Array; alt?: string; message: string }[] = [
      { name: 'huge.jpg', bytes: Buffer.concat([good, Buffer.alloc(10 * 1024 * 1024)]), message: 'huge.jpg is larger than 10 MB.' },
      { name: 'notes.jpg', bytes: Buffer.from('plain text pretending to be a photo'), message: 'notes.jpg is not an image we accept (JPEG, PNG, WebP, AVIF or GIF).' },
      { name: 'logo.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'), message: 'logo.svg is an SVG image, which is not accepted: SVG files can carry scripts.' },
      { name: 'broken.jpg', bytes: good.subarray(0, Math.floor(good.length / 2)), message: 'broken.jpg could not be read: the file is damaged or incomplete.' },
      { name: 'bomb.png', bytes: bomb, message: 'bomb.png has too many pixels (over 50 megapixels) to be processed.' },
      { name: 'fine.jpg', bytes: good, alt: '   ', message: 'Enter the alt text: describe what the image shows.' },
    ];
    for (const bad of cases) {
      const answer = await call(libraryAction as Handler, multipart('/admin/media', { intent: 'upload', alt: bad.alt ?? 'An image' }, [{ name: bad.name, bytes: bad.bytes }]));
      expect(answer.status, bad.name).toBe(400);
      expect((answer.data as { messages: string[] }).messages, bad.name).toEqual([bad.message]);
      expect(await rowCounts(), bad.name).toEqual({ images: 0, files: 0 });
    }
    // The script endpoint answers the same refusals as JSON.
    const json = (await call(filesAction as Handler, multipart('/admin/media.json', { alt: 'x' }, [{ name: 'logo.svg', bytes: Buffer.from('<svg/>') }]))).response!;
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ ok: false, messages: ['logo.svg is an SVG image, which is not accepted: SVG files can carry scripts.'], uploaded: [] });
    expect(await rowCounts()).toEqual({ images: 0, files: 0 });
    expect(await db().select().from(audit_log)).toEqual([]);
  });

  it('choosing a file starts the image worker ahead of its upload (intent=warm: 204, nothing stored)', async () => {
    // A worker left by an earlier upload stops once idle.
    await vi.waitFor(() => expect(imageWorkerPid()).toBeUndefined(), { timeout: 15_000, interval: 100 });
    const chosen = await call(filesAction as Handler, new Request(`${TEST_ORIGIN}/admin/media.json`, {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN },
      body: new URLSearchParams({ intent: 'warm' }),
    }));
    expect(chosen.response!.status).toBe(204);
    expect(imageWorkerPid()).toBeTypeOf('number');
    expect(await rowCounts()).toEqual({ images: 0, files: 0 });
  });

  it('several files at once: the good ones are stored, the refused one is named', async () => {
    const first = await jpegWithGps(300, 200);
    const second = await sharp({ create: { width: 200, height: 200, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.4 } } }).png().toBuffer();
    const answer = await call(libraryAction as Handler, multipart('/admin/media', { intent: 'upload', alt: 'Shapes' }, [
      { name: 'a.jpg', bytes: first },
      { name: 'b.png', bytes: second, type: 'image/png' },
      { name: 'c.svg', bytes: Buffer.from('<svg></svg>') },
    ]));
    expect(answer.status).toBe(400);
    expect((answer.data as { messages: string[] }).messages).toEqual(['2 images uploaded.', 'c.svg is an SVG image, which is not accepted: SVG files can carry scripts.']);
    expect((await db().select().from(media_images)).map((row) => [row.file_name, row.fallback_format]).sort()).toEqual([['a.jpg', 'jpg'], ['b.png', 'png']]);
  });

  it('an image in use cannot be deleted: the refusal lists every place; once unused it is deleted with its files', async () => {
    const upload = await call(filesAction as Handler, multipart('/admin/media.json', { alt: 'Portrait of Jane Doe' }, [{ name: 'jane.jpg', bytes: await jpegWithGps(600, 800) }]));
    const { uploaded } = (await upload.response!.json()) as { uploaded: { id: string; url: string }[] };
    const { id, url } = uploaded[0]!;
    const member = await makeTeamMember(db(), { name: 'Jane Doe', photo_url: url });
    await makeArticle(db(), { title: 'Meet Jane', featured_image: `https://corvane.example${url}` });

    const refused = await call(libraryAction as Handler, multipart('/admin/media', { intent: 'delete', id }));
    expect(refused.status).toBe(400);
    expect((refused.data as { messages: string[] }).messages).toEqual(['This image is in use and was not deleted. Used by: Team member: Jane Doe; Article: Meet Jane.']);
    expect(await rowCounts()).toMatchObject({ images: 1 });

    await db().update(teams).set({ photo_url: null }).where(eq(teams.id, member.id));
    const { news_insights } = await import('../../app/server/db/schema.server');
    await db().delete(news_insights);
    const deleted = await call(libraryAction as Handler, multipart('/admin/media', { intent: 'delete', id }));
    expect(deleted).toMatchObject({ status: 302, flash: { message: 'Image deleted.' } });
    expect(await rowCounts()).toEqual({ images: 0, files: 0 });
    expect((await db().select().from(audit_log)).map((entry) => entry.action).sort()).toEqual(['create', 'delete']);
  });

  it('alt text is required when edited too; a saved edit is audited; the picker lists and searches', async () => {
    await call(filesAction as Handler, multipart('/admin/media.json', { alt: 'Team offsite in Dubai' }, [{ name: 'offsite.jpg', bytes: await jpegWithGps(500, 300) }]));
    const [row] = await db().select().from(media_images);
    const empty = await call(libraryAction as Handler, multipart('/admin/media', { intent: 'alt', id: row!.id, alt: ' ' }));
    expect(empty.status).toBe(400);
    expect((empty.data as { messages: string[] }).messages).toEqual(['Enter the alt text: describe what the image shows.']);
    const saved = await call(libraryAction as Handler, multipart('/admin/media', { intent: 'alt', id: row!.id, alt: 'Our team at the Dubai offsite' }));
    expect(saved).toMatchObject({ status: 302, flash: { message: 'Alt text saved.' } });
    expect((await db().select().from(media_images))[0]!.alt).toBe('Our team at the Dubai offsite');
    const [update] = await db().select().from(audit_log).where(eq(audit_log.action, 'update'));
    expect(update!.changes).toEqual({ alt: { before: 'Team offsite in Dubai', after: 'Our team at the Dubai offsite' } });

    const search = async (q: string) =>
      ((await (await call(filesLoader as Handler, new Request(`${TEST_ORIGIN}/admin/media.json?q=${encodeURIComponent(q)}`, { headers: { cookie } }))).response!.json()) as { images: { alt: string }[] }).images.map((image) => image.alt);
    expect(await search('dubai')).toEqual(['Our team at the Dubai offsite']);
    expect(await search('OFFSITE.JPG')).toEqual(['Our team at the Dubai offsite']);
    expect(await search('dallas')).toEqual([]);
    expect(await search('100%_')).toEqual([]);
  });
});
