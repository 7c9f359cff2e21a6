/**
 * Bad input over HTTP, against the production server of the security suites: strings with SQL
 * metacharacters and Unicode edge cases come back verbatim on the admin lead detail and in the
 * notification e-mail; bodies over 1 MB are refused with 413 (declared or streamed); an
 * over-long field and wrong types are refused with a clear message and store nothing; unknown
 * routes are 404; and no answer — to malformed URLs, bad ids, broken bodies, unknown `.data`
 * requests — carries a stack trace or a file path. The exhaustive field-by-field checks run on
 * both databases in tests/integration/security-input.test.ts.
 */
import { encodeForm, formToken, postForm, activeJobId } from '../support/app-process';
import { expect, test } from './fixtures';
import { freshIp, type SecurityServer } from '../support/security-server';
import { VERBATIM_STRINGS } from '../support/xss-payloads';

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);

/** How many leads (or applications) an admin search finds. */
async function found(server: SecurityServer, inbox: 'leads' | 'job-applications', q: string): Promise<number> {
  const html = await (await fetch(`${server.app.url}/admin/${inbox}?q=${encodeURIComponent(q)}`, { headers: { cookie: server.staffCookie } })).text();
  const testId = inbox === 'leads' ? 'leads-total' : 'applications-total';
  const total = html.match(new RegExp(`data-testid="${testId}"[^>]*>([\\d,]+)`))?.[1];
  expect(total, `the ${inbox} total`).toBeDefined();
  return Number(total!.replace(/,/g, ''));
}

const STACK = [
  /\n\s+at [\w$.<>[\] ]+ \(/, // "    at fn (file:line)"
  /\bat (?:async )?[\w$.]+ \((?:file:|\/)/,
  /node_modules/,
  /\/work\/|\/home\/|\/usr\/|[A-Z]:\\\\/,
  /\.(?:tsx?|m?js):\d+:\d+/,
  /\b(?:TypeError|ReferenceError|SyntaxError|URIError|RangeError): /,
];

function expectNoStack(label: string, body: string): void {
  for (const pattern of STACK) expect(body, `${label} leaks ${pattern}`).not.toMatch(pattern);
}

test('SQL metacharacters and Unicode come back verbatim on the admin lead detail and in the e-mail', async ({ page, security }) => {
  const base = security.app.url;
  const token = await formToken(base);
  for (const [i, text] of VERBATIM_STRINGS.entries()) {
    const response = await postForm(
      base,
      '/?index',
      {
        form: 'quote',
        form_token: token,
        first_name: text.slice(0, 100),
        last_name: `Verbatim${i}`,
        email: `verbatim-${run}-${i}@example.com`,
        company_name: text,
        message: text,
      },
      { ip: freshIp() },
    );
    expect(await response.text(), text).toContain('Quote Request Submitted!');
  }
  await page.goto('about:blank');
  for (const [i, text] of VERBATIM_STRINGS.entries()) {
    const list = await (await fetch(`${base}/admin/leads?q=${encodeURIComponent(`verbatim-${run}-${i}@`)}`, { headers: { cookie: security.staffCookie } })).text();
    const id = list.match(/[?&;]lead=([0-9a-f-]{36})/)?.[1];
    expect(id, text).toBeDefined();
    const detail = await (await fetch(`${base}/admin/leads?status=closed&lead=${id}`, { headers: { cookie: security.staffCookie } })).text();
    // Chromium parses the detail's HTML; its text holds the exact string (trimmed at the ends by design).
    await page.setContent(detail.replace(/<script\b[\s\S]*?<\/script>/g, ''));
    const shown = await page.evaluate(() => document.body.textContent ?? '');
    expect(shown.includes(text.trim()), `lead detail shows ${JSON.stringify(text)}`).toBe(true);
  }
  // The notification e-mail (HTML and text) carries them exactly too.
  for (const [i, text] of VERBATIM_STRINGS.entries()) {
    await expect.poll(() => security.capture.mails().some((m) => m.text.includes(`Verbatim${i}`)), { timeout: 20_000 }).toBe(true);
    const mail = security.capture.mails().find((m) => m.text.includes(`Verbatim${i}`))!;
    // (Mail travels with CRLF line ends; that is the only change.)
    expect(mail.text.replace(/\r\n/g, '\n').includes(text.trim()), `e-mail text shows ${JSON.stringify(text)}`).toBe(true);
    await page.setContent(mail.html);
    const html = (await page.evaluate(() => document.body.textContent ?? '')).replace(/\r\n/g, '\n');
    expect(html.includes(text.trim()), `e-mail HTML shows ${JSON.stringify(text)}`).toBe(true);
  }
});

test('bodies over 1 MB are refused with 413, declared or streamed, and store nothing', async ({ security }) => {
  const base = security.app.url;
  const token = await formToken(base);
  const email = `huge-${run}@example.com`;
  const body = encodeForm({ form: 'contact', form_token: token, email, message: 'x'.repeat(1024 * 1024) });
  const declared = await fetch(`${base}/contact-us`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
    body,
  });
  expect(declared.status).toBe(413);
  // Streamed in chunks, with no Content-Length.
  const chunks = Array.from({ length: Math.ceil(body.length / 65_536) }, (_, k) => body.slice(k * 65_536, (k + 1) * 65_536));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift();
      if (next === undefined) controller.close();
      else controller.enqueue(new TextEncoder().encode(next));
    },
  });
  const streamed = await fetch(`${base}/contact-us`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
    body: stream,
    duplex: 'half',
  } as RequestInit);
  expect(streamed.status).toBe(413);
  // The same for staff: an admin action is no way around the limit.
  const admin = await fetch(`${base}/admin/testimonials/new`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base, Cookie: security.staffCookie },
    body: encodeForm({ intent: 'save', name: 'Huge', title: 'CEO', quote: 'q'.repeat(1024 * 1024) }),
  });
  expect(admin.status).toBe(413);
  expect(await found(security, 'leads', email)).toBe(0);
  // A streamed body under the limit still arrives whole.
  const small = encodeForm({ form: 'contact', form_token: token, email: `streamed-${run}@example.com`, message: `${'z'.repeat(4000)}END` });
  const parts = Array.from({ length: 9 }, (_, k) => small.slice(k * 500, (k + 1) * 500)).concat(small.slice(4500));
  const smallStream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = parts.shift();
      if (next === undefined) controller.close();
      else controller.enqueue(new TextEncoder().encode(next));
    },
  });
  const ok = await fetch(`${base}/contact-us`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base, 'X-Forwarded-For': freshIp() },
    body: smallStream,
    duplex: 'half',
  } as RequestInit);
  expect(await ok.text()).toContain('Message Sent!');
  expect(await found(security, 'leads', `streamed-${run}@`)).toBe(1);
});

test('an over-long field and wrong types get a clear message in the page, and nothing is stored', async ({ security }) => {
  const base = security.app.url;
  const token = await formToken(base);
  const job = await activeJobId(base);
  const email = `wrong-${run}@example.com`;
  const quote = { form: 'quote', form_token: token, first_name: 'Ada', last_name: 'Lovelace', email, message: 'Hello' };
  const cases: { fields: Record<string, string | string[]>; path: string; text: string }[] = [
    { path: '/?index', fields: { ...quote, message: 'm'.repeat(5001) }, text: 'Project description must be at most 5,000 characters.' },
    { path: '/?index', fields: { ...quote, first_name: 'n'.repeat(101) }, text: 'First name must be at most 100 characters.' },
    { path: '/?index', fields: { ...quote, first_name: ['Ada', 'Eve'] }, text: 'Please send one value for First name.' },
    { path: '/?index', fields: { ...quote, industry: "Healthcare' OR '1'='1" }, text: 'Please choose one of the listed options for Industry.' },
    ...['-3', '1000000000', '99999999999999999999999', '2.5', '1e2', 'ten'].map((years) => ({
      path: '/careers',
      fields: { form: 'job_application', form_token: token, first_name: 'Grace', last_name: 'Hopper', email, job_id: job, experience_years: years },
      text: 'Please enter your years of experience as a whole number.',
    })),
    {
      path: '/careers',
      fields: { form: 'job_application', form_token: token, first_name: 'Grace', last_name: 'Hopper', email, job_id: job, linkedin_url: 'javascript:alert(1)//x.y' },
      text: 'Please enter a valid LinkedIn URL starting with http:// or https://.',
    },
    {
      path: '/careers',
      fields: { form: 'job_application', form_token: token, first_name: 'Grace', last_name: 'Hopper', email, job_id: "' OR 1=1 --" },
      text: 'This position is no longer open. Please choose another opening.',
    },
  ];
  for (const { path, fields, text } of cases) {
    const response = await postForm(base, path, fields, { ip: freshIp() });
    expect(response.status, text).toBe(400);
    expect(await response.text(), text).toContain(text.replace(/'/g, '&#x27;'));
  }
  expect(await found(security, 'leads', email)).toBe(0);
  expect(await found(security, 'job-applications', email)).toBe(0);
});

test('unknown routes are 404 (and better-auth’s own endpoints are not mounted)', async ({ security }) => {
  const base = security.app.url;
  for (const path of ['/no-such-page', '/about-us/extra', '/news-insights/no-such-article', '/partners/no-such-partner', '/.env', '/wp-login.php', '/assets/no-such.js', '/api/auth/session', '/api/auth/get-session', '/api/auth/sign-in/email-otp', '/news-insights/rss.xml/extra']) {
    const response = await fetch(`${base}${path}`, { redirect: 'manual' });
    expect(response.status, path).toBe(404);
    expectNoStack(path, await response.text());
  }
  // Writes to paths nothing answers are refused too (no route, or a route with no action).
  for (const path of ['/no-such-page', '/api/auth/sign-in/email-otp', '/terms', '/sitemap.xml']) {
    const response = await fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/json' }, body: '{"email":"a@b.co"}' });
    expect([404, 405], path).toContain(response.status);
    expectNoStack(`POST ${path}`, await response.text());
  }
});

test('no answer carries a stack trace or a file path, whatever breaks', async ({ security }) => {
  const base = security.app.url;
  const staff = { Cookie: security.staffCookie };
  const uuid = '00000000-0000-4000-8000-000000000000';
  const gets = [
    '/%E0%A4%A',
    '/%',
    '/news-insights/%E0%A4%A',
    '/partners/%C0%AE%C0%AE%2F',
    '/news-insights/%00',
    '/no-such.data',
    '/_root.data',
    '/admin.data?_routes=routes%2Fnope',
    '/careers.data?_routes=%3Cscript%3E',
    '/?_data=routes%2Fnope',
    '/portfolio?category=%E0%A4%A',
    '/admin/leads?lead=not-a-uuid',
    '/admin/leads?page=-1&status=%3Cx%3E&q=%25%27',
    '/admin/job-applications?application=..%2F..%2Fetc%2Fpasswd',
    '/admin/news/edit/not-a-uuid',
    `/admin/news/edit/${uuid}`,
    '/admin/teams/edit/%27%3B--',
    `/admin/jobs/${uuid}`,
    '/admin/portfolio?edit=not-a-uuid',
    '/admin/audit?page=abc&entity=%27',
    '/admin/leads.csv?status=%27',
    '/admin/login/verify?token=%27%22%3C',
  ];
  for (const path of gets) {
    for (const headers of [{}, staff]) {
      const response = await fetch(`${base}${path}`, { redirect: 'manual', headers });
      expect(response.status, path).toBeLessThan(600);
      expectNoStack(`GET ${path}`, await response.text());
    }
  }
  const token = await formToken(base);
  const posts: { path: string; type: string; body: string; headers?: Record<string, string> }[] = [
    { path: '/contact-us', type: 'multipart/form-data; boundary=nothing', body: '--else\r\nbroken' },
    { path: '/contact-us', type: 'application/json', body: '{"form":"contact",' },
    { path: '/contact-us', type: 'application/x-www-form-urlencoded', body: `form=contact&form_token=${token}&email=%E0%A4%A` },
    { path: '/?index', type: 'text/plain', body: '\u0000\u0001\u0002' },
    { path: '/careers', type: 'application/x-www-form-urlencoded', body: `form=job_application&form_token=${token}&job_id=${uuid}&first_name=a&last_name=b&email=a@b.co` },
    { path: '/admin/leads', type: 'multipart/form-data; boundary=y', body: '--x\r\nbroken', headers: staff },
    { path: '/admin/leads', type: 'application/x-www-form-urlencoded', body: 'intent=update&id=not-a-uuid&status=nope', headers: staff },
    { path: `/admin/news/edit/${uuid}`, type: 'application/x-www-form-urlencoded', body: 'intent=save&title=x', headers: staff },
    { path: '/admin/news/edit/not-a-uuid', type: 'application/x-www-form-urlencoded', body: 'intent=bogus', headers: staff },
    { path: '/admin/portfolio', type: 'application/x-www-form-urlencoded', body: 'intent=feature&id=%27', headers: staff },
    { path: '/admin/job-applications', type: 'application/json', body: '[]', headers: staff },
    { path: '/admin/login', type: 'application/x-www-form-urlencoded', body: 'intent=verify&email=%E0%A4%A&code=%00' },
  ];
  for (const { path, type, body, headers } of posts) {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': type, Origin: base, 'X-Forwarded-For': freshIp(), ...headers },
      body,
    });
    expect(response.status, `POST ${path}`).toBeLessThan(600);
    expectNoStack(`POST ${path} (${type})`, await response.text());
  }
  // The server is still answering normally afterwards.
  expect((await fetch(`${base}/healthz`)).status).toBe(200);
});
