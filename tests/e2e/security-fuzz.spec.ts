/**
 * Issue 16, findings 4 and 5, over HTTP against the production server (its own process, embedded
 * database, no SMTP_URL so e-mails go to its output, LOG_LEVEL info so every error is logged):
 *
 * - NUL and other control characters, broken UTF-8 (%C3%28, %FF) and lone surrogates in every
 *   field of every public form, in the sign-in address, in every public path parameter, in the
 *   leads export search; bodies that are not forms (text/plain, JSON, broken multipart) to the
 *   sign-in routes and their `.data` twins: never a 5xx, nothing stored, and no submitted value in
 *   the server's output.
 * - A contact message carrying a forged sign-in e-mail block cannot look like one in the output:
 *   only real sign-in e-mails print as a block; the notification is one JSON line.
 */
import { test, expect } from '@playwright/test';
import { activeJobId, cookiesFrom, encodeForm, formToken, postForm, requestCode, startApp, verifyCode, type AppProcess, type Fields } from '../support/app-process';

test.describe.configure({ mode: 'serial' });

const STAFF = 'fuzz-staff@corvane.example';
const run = Date.now().toString(36);
const BLOCK_START = '════ sign-in e-mail (SMTP_URL unset, not sent) ════';

let app: AppProcess;
let staffCookie = '';
let ipCounter = 0;
const freshIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/** The lines of the output that start a sign-in e-mail block (a whole line, as only the real block prints it). */
const blockStarts = () => app.output().split('\n').flatMap((line, index) => (line === BLOCK_START ? [index] : []));
const blockCount = () => blockStarts().length;

/** The code of the newest sign-in block in the output, once more than `before` blocks are there. */
async function codeFromOutput(before: number): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const starts = blockStarts();
    if (starts.length > before) {
      const lines = app.output().split('\n').slice(starts.at(-1)!);
      const code = lines.find((line) => /^\s+\d{6}$/.test(line))?.trim();
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no sign-in e-mail block in the output');
}

async function total(inbox: 'leads' | 'job-applications'): Promise<number> {
  const html = await (await fetch(`${app.url}/admin/${inbox}`, { headers: { cookie: staffCookie } })).text();
  const testId = inbox === 'leads' ? 'leads-total' : 'applications-total';
  const found = html.match(new RegExp(`data-testid="${testId}"[^>]*>([\\d,]+)`))?.[1];
  expect(found, `the ${inbox} total`).toBeDefined();
  return Number(found!.replace(/,/g, ''));
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  app = await startApp({
    ADMIN_EMAILS: STAFF,
    TRUST_PROXY: 'true',
    FORM_MIN_FILL_SECONDS: '0',
    FORM_RATE_LIMIT_PER_10_MIN: '100000',
    LOG_LEVEL: 'info',
  }, { timeoutMs: 150_000 });
  const before = blockCount();
  const ip = freshIp();
  const requested = await requestCode(app.url, STAFF, { ip });
  expect(requested.status).toBe(200);
  const verified = await verifyCode(app.url, STAFF, await codeFromOutput(before), { ip });
  staffCookie = cookiesFrom(verified);
  expect(staffCookie).toMatch(/better-auth\.session_token=/);
});

test.afterAll(async () => {
  await app?.stop();
});

/** Hostile values; each carries a marker so the output can be searched for it. */
const hostile = (marker: string): { label: string; raw: string }[] => [
  { label: 'NUL', raw: `${marker}\u0000x` },
  { label: 'SOH', raw: `${marker}\u0001` },
  { label: 'ESC sequence', raw: `${marker}\u001b[31mred` },
  { label: 'vertical tab', raw: `${marker}\u000b` },
  { label: 'DEL', raw: `${marker}\u007f` },
  { label: 'C1 NEL', raw: `${marker}\u0085` },
  { label: 'lone surrogate', raw: `${marker}\ud800` },
];
/** Percent-encoded bytes that are not UTF-8, spliced into the urlencoded body as they are. */
const brokenUtf8 = ['%C3%28', '%FF', '%ED%A0%80', '%C0%AF'];

test('control characters and broken UTF-8 in every field of every public form: no 5xx, nothing stored, nothing in the output', async () => {
  test.setTimeout(240_000);
  const base = app.url;
  const token = await formToken(base);
  const job = await activeJobId(base);
  const resource = (await (await fetch(`${base}/digital-experience`)).text()).match(/[?&](?:amp;)?resource=([\w.-]+)/)?.[1];
  expect(resource, 'a downloadable resource on /digital-experience').toBeTruthy();
  const forms: { form: string; path: string; valid: Fields }[] = [
    { form: 'quote', path: '/?index', valid: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', message: 'A platform.', phone: '1', company_name: 'C', job_title: 'J' } },
    { form: 'contact', path: '/contact-us', valid: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', company_name: 'C', message: 'Hello' } },
    { form: 'lead_modal', path: '/generative-ai', valid: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', company_name: 'C', phone: '1', message: 'Hi' } },
    { form: 'download_gate', path: '/digital-experience', valid: { email: 'ada@example.com', consultation: 'on', resource_id: resource! } },
    {
      form: 'job_application',
      path: '/careers',
      valid: {
        first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com', phone: '1', linkedin_url: 'https://example.com/in',
        current_company: 'C', current_position: 'P', salary_expectation: 'S', cover_letter: 'L', additional_info: 'I', job_id: job,
      },
    },
  ];
  const attributionFields = ['referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];
  const leadsBefore = await total('leads');
  const applicationsBefore = await total('job-applications');
  const markers: string[] = [];
  let sent = 0;
  for (const spec of forms) {
    // A valid submission goes through, so a refusal below is the hostile value's doing.
    const control = await postForm(base, spec.path, { form: spec.form, form_token: token, ...spec.valid }, { ip: freshIp() });
    expect(control.status, `${spec.form} valid`).toBe(200);
    const fields = [...Object.keys(spec.valid).filter((name) => !['job_id', 'resource_id', 'consultation'].includes(name)), ...attributionFields];
    for (const field of fields) {
      for (const [n, value] of hostile(`fz${run}${spec.form}${field}${sent}`).entries()) {
        const marker = `fz${run}${spec.form}${field}${sent}`;
        markers.push(marker);
        const response = await postForm(base, spec.path, { form: spec.form, form_token: token, ...spec.valid, [field]: value.raw }, { ip: freshIp() });
        sent++;
        expect(response.status, `${spec.form}.${field} ${value.label} (${n})`).toBe(400);
      }
      for (const bytes of brokenUtf8) {
        const marker = `fz${run}${spec.form}${field}b${sent}`;
        markers.push(marker);
        const body = `${encodeForm({ form: spec.form, form_token: token, ...spec.valid, [field]: 'x' })}`.replace(
          new RegExp(`(^|&)${field}=x(&|$)`),
          `$1${field}=${marker}${bytes}$2`,
        );
        const response = await fetch(`${base}${spec.path}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base, 'X-Forwarded-For': freshIp() },
          body,
        });
        sent++;
        expect(response.status, `${spec.form}.${field} ${bytes}`).toBe(400);
      }
    }
  }
  // The sign-in address too (both steps).
  for (const value of hostile(`fz${run}signin`)) {
    const response = await postForm(base, '/admin/login', { intent: 'request', email: `${value.raw}@corvane.example`, redirect: '/admin' }, { ip: freshIp() });
    expect(response.status, `sign-in ${value.label}`).toBe(400);
    expect(await response.text()).toContain('Please enter a valid email address.');
    const verify = await postForm(base, '/admin/login', { intent: 'verify', email: `${value.raw}@corvane.example`, code: '123456', redirect: '/admin' }, { ip: freshIp() });
    expect(verify.status, `sign-in code step ${value.label}`).toBe(400);
  }
  markers.push(`fz${run}signin`);
  console.info(`fuzz: ${sent} hostile form posts, ${forms.length} forms`);

  // The valid control submissions are the only ones stored.
  expect(await total('leads')).toBe(leadsBefore + 4);
  expect(await total('job-applications')).toBe(applicationsBefore + 1);
  const output = app.output();
  for (const marker of markers) expect(output.includes(marker), `the output holds ${marker}`).toBe(false);
  expect(output).not.toMatch(/\b5\d\d\b.*"status":5\d\d|"status":5\d\d/);
});

test('path parameters that cannot be slugs are 404 and the leads export search never fails', async () => {
  const base = app.url;
  // Decodable segments that cannot be slugs: 404. Bytes that are not UTF-8 make the URL itself
  // malformed: the server answers 400 before any route runs.
  const notSlugs = ['%00', 'a%00b', '%01', '%7F', '%C2%85', 'x'.repeat(300), 'UPPER', '..%2F..%2Fetc'];
  const notUtf8 = ['%C3%28', '%FF', '%ED%A0%80'];
  for (const prefix of ['/news-insights/', '/partners/']) {
    for (const segment of [...notSlugs, ...notUtf8]) {
      const page = await fetch(`${base}${prefix}${segment}`, { redirect: 'manual' });
      expect(page.status, `${prefix}${segment}`).toBe(notSlugs.includes(segment) ? 404 : 400);
      const data = await fetch(`${base}${prefix}${segment}.data`, { redirect: 'manual' });
      expect(data.status, `${prefix}${segment}.data`).toBeLessThan(500);
    }
  }
  for (const q of ['%00', 'a%00b', '%C3%28', '%FF', '%01%02']) {
    for (const path of ['/admin/leads.csv', '/admin/leads', '/admin/job-applications']) {
      const response = await fetch(`${base}${path}?q=${q}`, { headers: { cookie: staffCookie }, redirect: 'manual' });
      expect(response.status, `${path}?q=${q}`).toBe(200);
    }
  }
  expect(app.output()).not.toMatch(/"status":5\d\d/);
});

/** A body posted as it is, with its own Content-Type, from our origin and a fresh address. */
function postRaw(path: string, type: string, body: string, cookie?: string): Promise<Response> {
  return fetch(`${app.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': type, Origin: app.url, 'X-Forwarded-For': freshIp(), ...(cookie ? { cookie } : {}) },
    body,
  });
}

test('bodies that are not forms, posted to the sign-in routes and their .data twins, are answered 400', async () => {
  const bodies: { type: string; body: string }[] = [
    { type: 'text/plain', body: 'intent=request&email=x\u0000@corvane.example' },
    { type: 'application/json', body: '{"intent":"request","email":"x\\u0000@corvane.example"}' },
    { type: 'multipart/form-data; boundary=abc', body: '--zzz\r\nbroken' },
    { type: 'multipart/form-data', body: '--abc\r\nContent-Disposition: form-data; name="email"\r\n\r\nx\r\n--abc--' },
  ];
  for (const path of ['/admin/login', '/admin/login.data', '/admin/login/verify', '/admin/login/verify.data']) {
    for (const { type, body } of bodies) {
      expect((await postRaw(path, type, body)).status, `POST ${path} (${type})`).toBe(400);
    }
  }
  expect(app.output()).not.toMatch(/"status":5\d\d/);
});

test('bodies that are not forms, posted to every other action, are answered 400 without an error in the log', async () => {
  const base = app.url;
  const bodies: { type: string; body: string }[] = [
    { type: 'text/plain', body: 'intent=delete&id=1' },
    { type: 'application/json', body: '{"intent":"delete"}' },
    { type: 'multipart/form-data; boundary=abc', body: '--zzz\r\nbroken' },
    // A file where every form but the media library's and the job application's has none.
    { type: 'multipart/form-data; boundary=abc', body: '--abc\r\nContent-Disposition: form-data; name="intent"\r\n\r\ndelete\r\n--abc\r\nContent-Disposition: form-data; name="upload"; filename="a.bin"\r\n\r\nxyz\r\n--abc--\r\n' },
  ];
  const anonymous = ['/applications/withdraw', '/admin/login/invite'];
  const staffActions = [
    // Index routes take their posts at ?index (React Router).
    '/admin?index', '/admin/news?index', '/admin/news/new', '/admin/partners?index', '/admin/partners/new', '/admin/teams?index', '/admin/teams/new',
    '/admin/leads', '/admin/portfolio', '/admin/testimonials?index', '/admin/testimonials/new', '/admin/jobs?index', '/admin/jobs/new',
    '/admin/job-applications', '/admin/staff', '/admin/redirects', '/admin/profile', '/admin/privacy',
  ];
  const errorsBefore = app.output().split('\n').filter((line) => line.includes('"level":50')).length;
  for (const path of [...anonymous, ...staffActions]) {
    for (const { type, body } of bodies) {
      expect((await postRaw(path, type, body, anonymous.includes(path) ? undefined : staffCookie)).status, `POST ${path} (${type})`).toBe(400);
    }
  }
  // A job application carrying two files (the form has one file input): refused with the form's
  // failure once the body is read, on a connection that stays open for the answer.
  const application = new FormData();
  for (const [name, value] of Object.entries({ form: 'job_application', form_token: await formToken(base), job_id: await activeJobId(base), first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' })) {
    application.append(name, value);
  }
  // The form's own file field (RESUME_FIELD in resumes.server.ts), twice: an earlier version of
  // this test named a field the form does not have.
  application.append('resume_file', new File(['%PDF-1.7 one'], 'one.pdf', { type: 'application/pdf' }));
  application.append('resume_file', new File(['%PDF-1.7 two'], 'two.pdf', { type: 'application/pdf' }));
  const twoFiles = await fetch(`${base}/careers`, { method: 'POST', redirect: 'manual', headers: { Origin: base, 'X-Forwarded-For': freshIp() }, body: application });
  expect(twoFiles.status).toBe(400);
  const errors = app.output().split('\n').filter((line) => line.includes('"level":50'));
  expect(errors.slice(errorsBefore)).toEqual([]);
});

test('a contact message carrying a forged sign-in e-mail cannot look like one in the output', async () => {
  const base = app.url;
  const token = await formToken(base);
  const forged = [
    'Hello',
    '',
    '──── e-mail to admin@corvane.example ────',
    BLOCK_START,
    'To: admin@corvane.example',
    'Subject: Your Corvane Digital sign-in code: 424242',
    '',
    'Your sign-in code is:',
    '',
    '    424242',
    '',
    `Or sign in with this link: http://evil.example/phish-${run}`,
    '════ end of sign-in e-mail ════',
  ].join('\n');
  const blocksBefore = blockCount();
  const notSent = () => app.output().split('\n').filter((line) => line.includes('e-mail not sent (SMTP_URL unset)')).length;
  const notSentBefore = notSent();
  const response = await postForm(
    base,
    '/contact-us',
    { form: 'contact', form_token: token, first_name: `Forger\r\nSubject: x`, last_name: 'Z', email: 'forger@example.com', message: forged },
    { ip: freshIp() },
  );
  expect(response.status).toBe(200);
  // The notification is logged once the outbox delivers it: one JSON line that says a message was
  // due, with none of what the visitor typed (personal data never goes to the log).
  await expect.poll(notSent, { timeout: 20_000 }).toBeGreaterThan(notSentBefore);
  const lines = app.output().split('\n');
  expect(lines.filter((line) => line.includes(`phish-${run}`))).toEqual([]);
  expect(lines.filter((line) => line.includes('forger@example.com'))).toEqual([]);
  // No line of the output starts a block, names a Subject or shows the code except the real e-mail's.
  expect(blockCount()).toBe(blocksBefore);
  expect(lines.some((line) => line.startsWith('Subject: Your Corvane Digital sign-in code:'))).toBe(false);
  expect(lines.some((line) => line.trim() === '424242')).toBe(false);
  expect(lines.some((line) => line.startsWith('────'))).toBe(false);
});

test('finding 1 over HTTP: a staff session is never redirected off-site, by the page or its .data twin', async () => {
  const base = app.url;
  const targets = ['/.//evil.example/phish', '/..//evil.example/phish', '/%2e//evil.example/phish', '/a/..//evil.example/phish', '/.//%5Cevil.example'];
  for (const target of targets) {
    for (const path of ['/admin/login', '/admin/login/verify']) {
      const query = `?redirect=${encodeURIComponent(target)}`;
      const page = await fetch(`${base}${path}${query}`, { headers: { cookie: staffCookie }, redirect: 'manual' });
      expect(page.status, `${path}${query}`).toBe(302);
      const location = page.headers.get('location') ?? '';
      expect(location, `${path}${query}`).toBe('/admin');
      // The .data twin answers a SingleFetchRedirect inside its body (turbo-stream).
      const data = await fetch(`${base}${path}.data${query}`, { headers: { cookie: staffCookie }, redirect: 'manual' });
      const body = await data.text();
      expect(body, `${path}.data${query}`).toContain('/admin');
      expect(body, `${path}.data${query}`).not.toContain('evil.example');
    }
  }
});
