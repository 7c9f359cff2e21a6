/**
 * The media library's upload figures (issue 17), against running servers on one PostgreSQL
 * database (not part of `npm test`):
 *
 *   DATABASE_URL=… BETTER_AUTH_SECRET=… MEDIA_BENCH_URLS=http://127.0.0.1:3101,http://127.0.0.1:3102 \
 *   MEDIA_BENCH_PIDS=<pid of the first server> npx tsx scripts/media-bench.ts
 *
 * Makes a staff session directly in the database (a bench-only owner, removed at the end), makes
 * ten distinct 4000×3000 JPEGs, then uploads them in a row through the first server's
 * /admin/media.json (the first upload starts the image worker; the others find it running), and prints
 * each upload's time and the first server's resident memory (VmRSS, and the peak VmHWM) after each;
 * then fetches every upload's files from the second server (an image uploaded through one instance
 * served by the other) and checks they carry no EXIF.
 *
 * Embedded database: PGlite allows one process, so the session is written while the server is
 * stopped — `MEDIA_BENCH_PGLITE_DIR=$DATA_DIR/pgdata MEDIA_BENCH_STEP=prepare npx tsx
 * scripts/media-bench.ts` prints the cookie; then start the server and run the bench with
 * `MEDIA_BENCH_COOKIE='…'` (no database access; the throwaway data directory is not cleaned).
 * MEDIA_BENCH_CHOOSE_MS=1500 first tells the server a file was chosen and waits that long, as the
 * staff pages do while the alt text is typed (the first upload then finds the image worker
 * running); by default the first upload starts it.
 * Image processing runs in a child process (ADR 090), and the host pays for it: with
 * MEDIA_BENCH_PIDS set, each upload is sampled every 10 ms and its line shows the server's VmRSS and
 * VmHWM, the worker's peak (VmHWM) and the largest sum of server + worker resident memory at one
 * moment; the last line gives the range of upload times and the load average (the machine may be
 * running other work: give it with every figure).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import sharp from 'sharp';

const urls = (process.env.MEDIA_BENCH_URLS ?? 'http://127.0.0.1:3000').split(',');
const pid = process.env.MEDIA_BENCH_PIDS?.split(',')[0];
const secret = process.env.BETTER_AUTH_SECRET ?? '';
const email = `media-bench-${Date.now()}@corvane.example`;
const secure = urls[0]!.startsWith('https:');
const cookieName = `${secure ? '__Secure-' : ''}better-auth.session_token`;

function memory(): string {
  if (!pid) return '';
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Math.round(Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  return `rss ${field('VmRSS')} MB, peak ${field('VmHWM')} MB`;
}

async function photo(seed: number): Promise<Buffer> {
  const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000"><defs><linearGradient id="g"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#f59e${(seed % 16).toString(16)}b"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${1000 + seed * 150}" cy="1500" r="800" fill="#e11d48"/></svg>`;
  // Noise makes the JPEG photo-sized (a few MB), not a flat drawing of a few hundred KB.
  const noise = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).png().toBuffer();
  return sharp(Buffer.from(drawing))
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 88 })
    .withExif({ IFD0: { Make: 'BenchCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 46/1 45/1' } })
    .toBuffer();
}

interface BenchDatabase {
  query: (text: string, params: unknown[]) => Promise<unknown>;
  end: () => Promise<void>;
}

async function openDatabase(): Promise<BenchDatabase | undefined> {
  if (process.env.MEDIA_BENCH_COOKIE) return undefined;
  const pgliteDir = process.env.MEDIA_BENCH_PGLITE_DIR;
  if (pgliteDir) {
    const { PGlite } = await import('@electric-sql/pglite');
    const lite = await PGlite.create(pgliteDir);
    return { query: (text, params) => lite.query(text, params), end: () => lite.close() };
  }
  const pgClient = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await pgClient.connect();
  return { query: (text, params) => pgClient.query(text, params), end: () => pgClient.end() };
}

/** The server's children right now (the image worker), by process id. */
function childPids(): string[] {
  if (!pid) return [];
  const found: string[] = [];
  for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      found.push(...fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean));
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return found;
}

/** A field of /proc/{pid}/status in kB, 0 when the process is gone. */
function statusKb(processId: string, field: string): number {
  try {
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${processId}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    // The worker exited between the listing and the read.
    return 0;
  }
}

/** A process's proportional set size in kB (shared pages divided among their users), 0 when gone. */
function pssKb(processId: string): number {
  try {
    return Number(/^Pss:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${processId}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * Samples the server and its children every 10 ms while an upload runs: the host pays for both,
 * so the figure that counts is the largest sum of their resident sizes at one moment (VmRSS), beside
 * each one's own peak (VmHWM). A child that exits between two samples takes at most 10 ms of its
 * last resident size with it; its VmHWM is read at every sample, so its peak is caught unless it
 * rose in those last 10 ms. The sum of resident sizes counts twice the pages both processes map
 * from the same files (the node binary, chiefly); the sum of their proportional sizes (Pss) counts
 * them once, which is what the host's memory actually holds — both are reported.
 */
function sampleMemory(): { stop: () => { sumPeakMb: number; pssSumPeakMb: number; childPeakMb: number } } {
  let sumPeak = 0;
  let pssSumPeak = 0;
  let childPeak = 0;
  const sample = () => {
    if (!pid) return;
    let sum = statusKb(pid, 'VmRSS');
    let pssSum = pssKb(pid);
    for (const child of childPids()) {
      sum += statusKb(child, 'VmRSS');
      pssSum += pssKb(child);
      childPeak = Math.max(childPeak, statusKb(child, 'VmHWM'));
    }
    sumPeak = Math.max(sumPeak, sum);
    pssSumPeak = Math.max(pssSumPeak, pssSum);
  };
  sample();
  const timer = setInterval(sample, 10);
  return {
    stop: () => {
      sample();
      clearInterval(timer);
      return { sumPeakMb: Math.round(sumPeak / 1024), pssSumPeakMb: Math.round(pssSumPeak / 1024), childPeakMb: Math.round(childPeak / 1024) };
    },
  };
}

const client = await openDatabase();
const userId = crypto.randomUUID();
const token = crypto.randomBytes(24).toString('base64url');
try {
  let cookie = process.env.MEDIA_BENCH_COOKIE ?? '';
  if (client) {
    await client.query(`insert into staff (email, added_by, role) values ($1, 'media-bench', 'owner')`, [email]);
    await client.query(`insert into "user" (id, name, email, email_verified) values ($1, '', $2, true)`, [userId, email]);
    await client.query(`insert into session (id, token, user_id, expires_at, created_at, updated_at) values ($1, $2, $3, now() + interval '1 hour', now(), now())`, [crypto.randomUUID(), token, userId]);
    const signature = crypto.createHmac('sha256', secret).update(token).digest('base64');
    cookie = `${cookieName}=${encodeURIComponent(`${token}.${signature}`)}`;
  }
  if (process.env.MEDIA_BENCH_STEP === 'prepare') {
    console.log(cookie);
    await client?.end();
    process.exit(0);
  }

  console.log(`before: ${memory()}`);
  const addresses: string[] = [];
  const times: number[] = [];
  const sumPeaks: number[] = [];
  const pssSumPeaks: number[] = [];
  // Made before the first upload, so the ten go in a row as a person's batch does (making one
  // takes longer than the worker's idle delay, which would put a fork before every upload).
  const seed = Date.now() % 1000;
  const photos: Buffer[] = [];
  for (let index = 0; index < 10; index++) photos.push(await photo(index + seed));
  // The staff pages' scripts say when a file is chosen (`intent=warm`), and the image worker starts
  // while the alt text is typed. MEDIA_BENCH_CHOOSE_MS sets that pause before the batch's first
  // upload; 0 (the default) posts at once, as a script would, so the first upload waits for the
  // worker to start.
  const chooseMs = Number(process.env.MEDIA_BENCH_CHOOSE_MS ?? 0);
  if (chooseMs > 0) {
    const warm = await fetch(`${urls[0]}/admin/media.json`, { method: 'POST', body: new URLSearchParams({ intent: 'warm' }), headers: { cookie, origin: urls[0]! } });
    if (warm.status !== 204) throw new Error(`choosing a file: ${warm.status}`);
    await new Promise((resolve) => setTimeout(resolve, chooseMs));
  }
  for (let index = 0; index < 10; index++) {
    const bytes = photos[index]!;
    const body = new FormData();
    body.set('alt', `Bench photo ${index + 1}`);
    body.set('file', new File([new Uint8Array(bytes)], `bench-${index + 1}.jpg`, { type: 'image/jpeg' }));
    const sampler = sampleMemory();
    const started = performance.now();
    const response = await fetch(`${urls[0]}/admin/media.json`, { method: 'POST', body, headers: { cookie, origin: urls[0]! } });
    const elapsed = Math.round(performance.now() - started);
    const answer = (await response.json()) as { ok: boolean; messages: string[]; uploaded: { url: string }[] };
    const sampled = sampler.stop();
    if (!answer.ok) throw new Error(`upload ${index + 1}: ${response.status} ${answer.messages.join(' ')}`);
    addresses.push(answer.uploaded[0]!.url);
    console.log(`upload ${index + 1}: ${(bytes.length / 1024 / 1024).toFixed(1)} MB 4000x3000 JPEG in ${elapsed} ms (request, processing and storing); server ${memory()}; worker peak ${sampled.childPeakMb} MB; server + worker peak ${sampled.sumPeakMb} MB resident, ${sampled.pssSumPeakMb} MB proportional`);
    times.push(elapsed);
    sumPeaks.push(sampled.sumPeakMb);
    pssSumPeaks.push(sampled.pssSumPeakMb);
  }
  console.log(`uploads: ${Math.min(...times)}–${Math.max(...times)} ms; server ${memory()}; server + worker peak ${Math.max(...sumPeaks)} MB resident, ${Math.max(...pssSumPeaks)} MB proportional; load average ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
  const other = urls[1] ?? urls[0]!;
  for (const address of addresses) {
    const hash = /\/media\/([0-9a-f]+)-/.exec(address)![1];
    for (const name of [address, `/media/${hash}-320w.avif`, `/media/${hash}-960w.webp`]) {
      const response = await fetch(`${other}${name}`);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      if (response.status !== 200 || meta.exif || response.headers.get('cache-control') !== 'public, max-age=31536000, immutable') {
        throw new Error(`${other}${name}: ${response.status}, exif ${meta.exif ? 'present' : 'absent'}`);
      }
    }
  }
  console.log(`all ${addresses.length * 3} files served by ${other} (uploaded through ${urls[0]}): 200, immutable, no EXIF`);
} finally {
  if (client && process.env.MEDIA_BENCH_STEP !== 'prepare') {
    await client.query(`delete from "user" where id = $1`, [userId]);
    await client.query(`delete from staff where email = $1`, [email]);
  }
  await client?.end();
}
