/**
 * Media across instances (issue 17): two production server processes (A and B) on one fresh
 * PostgreSQL database. A photo carrying GPS EXIF uploaded through A's /admin/media.json (a signed-in
 * staff session) is served by B under every stored name: 200, immutable, the right size, no EXIF.
 *
 * The server is TEST_DATABASE_URL (CI sets it), else the local default
 * postgres://postgres@127.0.0.1:5432/postgres; the suite is skipped only when neither answers.
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { parseLibraryImageUrl, mediaSrcSet } from '../../app/domain/media';
import { signInOverHttp, startApp, type AppProcess } from '../support/app-process';
import { startCapture, type Capture } from '../support/capture-inline';
import { jpegWithGps } from '../support/images';
import { postgresUnavailable, scratchDatabase, type ScratchDatabase } from '../support/postgres-query';

test.describe.configure({ mode: 'serial' });

const STAFF = 'media-instances@corvane.example';
let database: ScratchDatabase | undefined;
let capture: Capture | undefined;
let a: AppProcess | undefined;
let b: AppProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await scratchDatabase('media');
  if (!database) return test.skip(true, `${await postgresUnavailable()}: the two-instance test needs one`);
  capture = await startCapture();
  const env = { ...capture.env, DATABASE_URL: database.url, ADMIN_EMAILS: STAFF };
  a = await startApp(env);
  b = await startApp(env);
});

test.afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await capture?.close();
  await database?.drop();
});

test('an image uploaded through A is served by B, immutable and without EXIF', async () => {
  test.setTimeout(120_000);
  const cookie = await signInOverHttp(a!.url, capture!, STAFF);
  const body = new FormData();
  body.set('alt', 'The Hyderabad office');
  body.set('file', new File([new Uint8Array(await jpegWithGps(1000, 750))], 'hyderabad.jpg', { type: 'image/jpeg' }));
  const uploaded = await fetch(`${a!.url}/admin/media.json`, { method: 'POST', body, headers: { cookie, origin: a!.url } });
  expect(uploaded.status).toBe(200);
  const answer = (await uploaded.json()) as { uploaded: { url: string }[] };
  const image = parseLibraryImageUrl(answer.uploaded[0]!.url)!;
  expect(image).toMatchObject({ width: 1000, height: 750, fallback: 'jpg' });

  const names = ['avif', 'webp', 'jpg'].flatMap((format) => mediaSrcSet(image, format as 'avif').split(', ').map((entry) => entry.split(' ')[0]!));
  expect(names).toHaveLength(12);
  for (const name of names) {
    const response = await fetch(`${b!.url}${name}`);
    expect(response.status, name).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.width, name).toBe(Number(/-(\d+)w\./.exec(name)![1]));
    expect(meta.exif, name).toBeUndefined();
  }
});
