/**
 * Issue 40, finding 13: every response carries each security header exactly once. A route that
 * sends its own value (a stricter Referrer-Policy on a page holding a token, the nosniff of a
 * download) replaced nothing: React Router's Express adapter appended it beside the default, and
 * `/admin/login/verify`, `/privacy/erase/…`, `/media/…`, the CSV exports and the résumé download
 * sent `X-Content-Type-Options` or `Referrer-Policy` twice. Checked on the production server over
 * the wire (raw header lines, not a Headers object, which would join duplicates into one). The
 * résumé download is also the over-the-wire check of 13b's file names: a name sent with C1
 * controls and a right-to-left override comes back without them, in both filename parameters.
 */
import http from 'node:http';
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { activeJobId, formToken, signInOverHttp, startApp, type AppProcess } from '../support/app-process';
import { startCapture, type Capture } from '../support/capture-inline';

const STAFF = 'headers-owner@corvane.example';
/** Every response, however early it is answered, carries each of these exactly once. */
const ONCE = ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy'];

interface RawAnswer {
  status: number;
  /** Each header name (lower-case) and how many lines carry it. */
  counts: Map<string, number>;
  values: Map<string, string[]>;
}

function raw(base: string, path: string, options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method: options.method ?? 'GET', headers: options.headers }, (response) => {
      const counts = new Map<string, number>();
      const values = new Map<string, string[]>();
      for (let i = 0; i < response.rawHeaders.length; i += 2) {
        const name = response.rawHeaders[i]!.toLowerCase();
        counts.set(name, (counts.get(name) ?? 0) + 1);
        values.set(name, [...(values.get(name) ?? []), response.rawHeaders[i + 1]!]);
      }
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, counts, values }));
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.describe('each security header once (production server)', () => {
  let app: AppProcess;
  let capture: Capture;
  let cookie = '';
  let mediaPath = '';
  let resumePath = '';

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    capture = await startCapture();
    app = await startApp({ ...capture.env, ADMIN_EMAILS: STAFF, FORM_MIN_FILL_SECONDS: '0' }, { timeoutMs: 140_000 });
    cookie = await signInOverHttp(app.url, capture, STAFF);
    const body = new FormData();
    body.set('alt', 'A red square');
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#aa3333' } }).png().toBuffer();
    body.set('file', new File([new Uint8Array(png)], 'square.png', { type: 'image/png' }));
    const uploaded = await fetch(`${app.url}/admin/media.json`, { method: 'POST', body, headers: { cookie, origin: app.url } });
    mediaPath = ((await uploaded.json()) as { uploaded: { url: string }[] }).uploaded[0]!.url;
    // A job application whose résumé's file name carries C1 controls (U+0085, U+009B) and U+202E
    // (the override makes 'cv' + U+202E + 'fdp.exe.pdf' read as 'cvfdp.pdf.exe'), and whose first name (the download's name) too.
    const application = new FormData();
    const fields = { form: 'job_application', form_token: await formToken(app.url), job_id: await activeJobId(app.url), first_name: 'A\u202eda', last_name: 'Lovelace', email: 'ada@example.com' };
    for (const [name, value] of Object.entries(fields)) application.append(name, value);
    application.append('resume_file', new File(['%PDF-1.7\n%%EOF\n'], 'cv\u0085\u009b\u202efdp.exe.pdf', { type: 'application/pdf' }));
    const applied = await fetch(`${app.url}/careers`, { method: 'POST', redirect: 'manual', headers: { Origin: app.url }, body: application });
    expect(applied.status, await applied.clone().text()).toBeLessThan(400);
    const list = await (await fetch(`${app.url}/admin/job-applications`, { headers: { cookie } })).text();
    const id = /Lovelace[\s\S]*?name="id" value="([0-9a-f-]{36})"/.exec(list)?.[1];
    expect(id, list.slice(0, 2000)).toBeDefined();
    resumePath = `/admin/job-applications/${id}/resume`;
    // The stored name staff see: the characters gone, the rest kept.
    const inbox = await (await fetch(`${app.url}/admin/job-applications?application=${id}`, { headers: { cookie } })).text();
    expect(/>Download ([^<]*)<\/a>/.exec(inbox)?.[1]).toBe('cvfdp.exe.pdf');
  });

  test.afterAll(async () => {
    await app?.stop();
    await capture?.close();
  });

  test('on pages, files, downloads, redirects and refusals, anonymous and signed in', async () => {
    const asset = /\/assets\/[^"]+\.js/.exec(await (await fetch(`${app.url}/`)).text())![0];
    const og = /\/og\/[^"]+/.exec(await (await fetch(`${app.url}/about-us`)).text())![0].replace(/&amp;/g, '&');
    const anonymous = ['/', '/about-us', asset, '/favicon.svg', mediaPath, og, '/robots.txt', '/sitemap.xml', '/admin/login', '/admin', '/no-such-page', '/healthz',
      '/admin/login/verify?token=not-a-token', '/admin/login/invite?token=not-a-token', '/privacy/erase/not-a-token', '/media/not-a-file.png'];
    const signedIn = ['/admin', '/admin/media', '/admin/leads.csv', '/admin/job-applications.csv', '/admin/media.json', resumePath];
    const answers: [string, RawAnswer][] = [];
    for (const path of anonymous) answers.push([path, await raw(app.url, path)]);
    for (const path of signedIn) answers.push([`${path} (signed in)`, await raw(app.url, path, { headers: { cookie } })]);
    answers.push(['cross-site POST (403)', await raw(app.url, '/contact-us', { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, body: Buffer.from('a=b') })]);
    answers.push(['PUT (405)', await raw(app.url, '/', { method: 'PUT' })]);
    answers.push(['oversized form (413)', await raw(app.url, '/contact-us', {
      method: 'POST',
      headers: { origin: app.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: Buffer.from(`message=${'x'.repeat(200_000)}`),
    })]);

    const twice: string[] = [];
    for (const [path, answer] of answers) {
      for (const name of ONCE) if (answer.counts.get(name) !== 1) twice.push(`${path} [${answer.status}]: ${name} × ${answer.counts.get(name) ?? 0}`);
      // The CSP: once on everything Express answers; a plain-text refusal before Express (405) has none.
      if ((answer.counts.get('content-security-policy') ?? 0) > 1) twice.push(`${path} [${answer.status}]: content-security-policy × ${answer.counts.get('content-security-policy')}`);
    }
    expect(twice).toEqual([]);
    // The statuses these stand for (so a sign-in that failed does not pass as a 302 everywhere).
    const status = new Map(answers.map(([path, answer]) => [path, answer.status]));
    expect([status.get(mediaPath), status.get('/admin/leads.csv (signed in)'), status.get('oversized form (413)'), status.get('cross-site POST (403)')]).toEqual([200, 200, 413, 403]);
    // A route's own, stricter value is the one sent.
    expect(answers.find(([path]) => path.startsWith('/admin/login/verify'))![1].values.get('referrer-policy')).toEqual(['no-referrer']);
    expect(answers.find(([path]) => path.startsWith('/privacy/erase'))![1].values.get('referrer-policy')).toEqual(['same-origin']);
    // The résumé: downloaded (200), its name without the controls and the override (13b).
    const resume = answers.find(([path]) => path === `${resumePath} (signed in)`)![1];
    expect(resume.status).toBe(200);
    expect(resume.values.get('content-disposition')).toEqual([`attachment; filename="Ada Lovelace - resume.pdf"; filename*=UTF-8''Ada%20Lovelace%20-%20resume.pdf`]);
  });
});
