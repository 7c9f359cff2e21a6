/**
 * Issue 47 (ADR 380), end to end: a site on the embedded database gets a lead, a job application
 * with its résumé and an uploaded image; `npm run backup` is run while a load of page requests
 * goes on (the running server writes it, asked over DATA_DIR/backup.sock); `npm run restore`
 * puts it into a fresh PostgreSQL database and into a fresh embedded one; a backup of each
 * restored database holds the same rows, table by table (this test hashes the row lines itself),
 * and a server started on each serves the pages and the image's bytes.
 *
 * Needs a PostgreSQL server: TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres;
 * skipped when neither answers.
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { mediaSrcSet, parseLibraryImageUrl } from '../../app/domain/media';
import { activeJobId, formToken, postForm, SHARED_AUTH_SECRET, signInOverHttp, startApp, type AppProcess } from '../support/app-process';
import { startCapture, type Capture } from '../support/capture-inline';
import { jpegWithGps } from '../support/images';
import { postgresUnavailable, scratchDatabase, type ScratchDatabase } from '../support/postgres-query';

test.describe.configure({ mode: 'serial' });

const STAFF = 'backup-owner@corvane.example';
const PAGES = ['/', '/careers', '/news-insights', '/contact-us', '/about-us'];
const RESUME = Buffer.concat([Buffer.from('%PDF-1.7\n'), crypto.randomBytes(3000), Buffer.from('\n%%EOF\n')]);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'firmsite-backup-e2e-'));
const sourceDir = path.join(work, 'source');
const embeddedDir = path.join(work, 'restored');
let database: ScratchDatabase | undefined;
let databaseUrl = '';
let capture: Capture | undefined;
let source: AppProcess | undefined;
const started: AppProcess[] = [];

/** One of the project's scripts, as `npm run` runs it, with `env` over a clean database choice. */
async function script(name: string, args: string[], env: Record<string, string>): Promise<string> {
  const { stdout } = await promisify(execFile)(path.resolve('node_modules/.bin/tsx'), [`scripts/${name}.ts`, ...args], {
    env: { ...process.env, DATABASE_URL: '', BETTER_AUTH_SECRET: SHARED_AUTH_SECRET, LOG_LEVEL: 'warn', ...env },
    timeout: 120_000,
  });
  return stdout;
}

/** Each table's row count and SHA-256 of its row lines, read from a backup file by this test itself. */
function tableChecksums(file: string): Map<string, string> {
  const sums = new Map<string, string>();
  let current: { name: string; rows: number; hash: crypto.Hash } | undefined;
  for (const line of zlib.gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n')) {
    if (line.startsWith('@table ')) current = { name: (JSON.parse(line.slice(7)) as { name: string }).name, rows: 0, hash: crypto.createHash('sha256') };
    else if (line.startsWith('{') && current) {
      current.rows++;
      current.hash.update(`${line}\n`);
    } else if (line.startsWith('@end ') && current) {
      sums.set(current.name, `${current.rows} ${current.hash.digest('hex')}`);
      current = undefined;
    }
  }
  return sums;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await scratchDatabase('backup');
  if (!database) return test.skip(true, `${await postgresUnavailable()}: the restore into PostgreSQL needs one`);
  databaseUrl = database.url;
  const template = process.env.E2E_TEMPLATE_DATA_DIR;
  if (template) fs.cpSync(template, sourceDir, { recursive: true });
  capture = await startCapture();
  source = await startApp({ ...capture.env, DATA_DIR: sourceDir, ADMIN_EMAILS: STAFF, FORM_MIN_FILL_SECONDS: '0' }, { timeoutMs: 120_000 });
});

test.afterAll(async () => {
  for (const app of started) await app.stop();
  await source?.stop();
  await capture?.close();
  await database?.drop();
  fs.rmSync(work, { recursive: true, force: true });
});

test('a backup taken under load restores into PostgreSQL and into a fresh embedded database, every row and byte equal', async () => {
  test.setTimeout(240_000);
  const app = source!;
  // A lead, an application with its résumé, an uploaded image.
  const lead = await postForm(app.url, '/contact-us', {
    form: 'contact',
    form_token: await formToken(app.url, '/contact-us'),
    first_name: 'Backup',
    last_name: 'Visitor',
    email: 'backup-visitor@example.com',
    message: 'Please call me about a backup.',
  });
  expect(await lead.text()).toContain('Message Sent!');
  const application = new FormData();
  for (const [name, value] of Object.entries({ form: 'job_application', form_token: await formToken(app.url), job_id: await activeJobId(app.url), first_name: 'Backup', last_name: 'Candidate', email: 'backup-candidate@example.com' })) {
    application.append(name, value);
  }
  application.append('resume_file', new File([new Uint8Array(RESUME)], 'cv.pdf', { type: 'application/pdf' }));
  const applied = await fetch(`${app.url}/careers`, { method: 'POST', redirect: 'manual', headers: { Origin: app.url }, body: application });
  expect(applied.status).toBeLessThan(400);
  const cookie = await signInOverHttp(app.url, capture!, STAFF);
  const upload = new FormData();
  upload.set('alt', 'The backup office');
  upload.set('file', new File([new Uint8Array(await jpegWithGps(800, 600))], 'office.jpg', { type: 'image/jpeg' }));
  const uploaded = await fetch(`${app.url}/admin/media.json`, { method: 'POST', body: upload, headers: { cookie, origin: app.url } });
  expect(uploaded.status).toBe(200);
  const image = parseLibraryImageUrl(((await uploaded.json()) as { uploaded: { url: string }[] }).uploaded[0]!.url)!;
  const imagePath = mediaSrcSet(image, 'avif').split(', ')[0]!.split(' ')[0]!;
  const imageBytes = Buffer.from(await (await fetch(`${app.url}${imagePath}`)).arrayBuffer());
  expect(imageBytes.length).toBeGreaterThan(100);

  // The backup, while four visitors keep loading pages.
  let loading = true;
  const statuses: number[] = [];
  const load = Promise.all(
    Array.from({ length: 4 }, async (_, visitor) => {
      for (let index = visitor; loading; index++) {
        const response = await fetch(`${app.url}${PAGES[index % PAGES.length]}`);
        await response.arrayBuffer();
        statuses.push(response.status);
      }
    }),
  );
  const backupFile = path.join(work, 'site.backup.gz');
  let answered: string;
  try {
    answered = await script('backup', ['--out', backupFile], { DATA_DIR: sourceDir });
  } finally {
    loading = false;
    await load;
  }
  expect(answered).toContain(`Backup written by the running server and checked: ${backupFile}`);
  expect(statuses.length).toBeGreaterThan(0);
  test.info().annotations.push({ type: 'load', description: `${statuses.length} page requests answered while the backup ran, all 200; backup ${fs.statSync(backupFile).size} bytes` });
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  const original = tableChecksums(backupFile);
  expect(original.get('contact_leads')).toMatch(/^\d+ /);
  expect(original.get('job_application_resumes')?.split(' ')[0]).toBe('1');
  expect(Number(original.get('media_files')?.split(' ')[0])).toBeGreaterThan(0);

  // Restore into a fresh PostgreSQL database and into a fresh embedded one.
  expect(await script('restore', [backupFile, '--no-journal'], { DATABASE_URL: databaseUrl })).toContain('into the PostgreSQL database (DATABASE_URL)');
  expect(await script('restore', [backupFile, '--no-journal'], { DATA_DIR: embeddedDir })).toContain(`into the embedded database in ${path.join(embeddedDir, 'pgdata')}`);

  // A backup of each restored database: the same rows in every table.
  const same = (copy: Map<string, string>) => {
    expect([...copy.keys()]).toEqual([...original.keys()]);
    for (const [table, sum] of original) expect(copy.get(table), table).toBe(sum);
  };
  const fromPostgres = path.join(work, 'from-postgres.backup.gz');
  await script('backup', ['--out', fromPostgres], { DATABASE_URL: databaseUrl });
  same(tableChecksums(fromPostgres));
  const fromEmbedded = path.join(work, 'from-embedded.backup.gz');
  expect(await script('backup', ['--out', fromEmbedded], { DATA_DIR: embeddedDir })).toContain('Backup written by this script and checked');
  same(tableChecksums(fromEmbedded));

  // The site serves from each: the pages, and the image's bytes.
  const targets: Record<string, string>[] = [{ DATABASE_URL: databaseUrl }, { DATA_DIR: embeddedDir }];
  for (const env of targets) {
    const restored = await startApp(env, { timeoutMs: 120_000 });
    started.push(restored);
    for (const page of PAGES) expect((await fetch(`${restored.url}${page}`)).status, page).toBe(200);
    const served = Buffer.from(await (await fetch(`${restored.url}${imagePath}`)).arrayBuffer());
    expect(served.equals(imageBytes)).toBe(true);
  }
});
