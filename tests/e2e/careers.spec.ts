/**
 * Issue 18 end to end: a job seeker without JavaScript applies on a job's page with a PDF, the
 * confirmation arrives by real SMTP and its withdraw link deletes the application and the file;
 * the file reaches staff only; every job page carries one JobPosting and /careers none; a job
 * past its closing date answers 410 and leaves /careers and the sitemap; axe finds nothing on a
 * job page at 1280 and 390 px; senders that stop halfway through an upload hold no one else's
 * application up (ADR 200).
 */
import net from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { signIn } from '../support/auth';
import { expect, STAFF_EMAIL, test, type Browser, type Page } from './fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const run = Date.now().toString(36);
let sequence = 0;
const unique = (base: string) => `${base}${run}x${++sequence}`;

type JsonLdItem = Record<string, unknown> & { '@type': string };

/** The JSON-LD items of an HTML document. */
function jsonLdOf(html: string): JsonLdItem[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((match) => [JSON.parse(match[1]!) as JsonLdItem | JsonLdItem[]].flat());
}

async function staffPageIn(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await signIn(page, STAFF_EMAIL, { redirectTo: '/admin' });
  return page;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('apply on a job page with a PDF; staff get the file; the e-mailed withdraw link deletes the application and the file', async ({ page, mail, browser }) => {
    const last = unique('Lovelace');
    const email = `${last.toLowerCase()}@example.com`;
    await page.goto('/careers');
    const view = page.getByRole('link', { name: /^View job: / }).first();
    const title = ((await view.getAttribute('aria-label')) ?? '').replace('View job: ', '');
    await view.click();
    await expect(page).toHaveURL(/\/careers\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    const form = page.getByRole('form', { name: `Apply for ${title}` });
    await form.getByLabel('First Name').fill('Ada');
    await form.getByLabel('Last Name').fill(last);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel(/^Résumé/).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Application Submitted!' })).toContainText(`Thank you for applying to the ${title} position!`);

    const confirmation = await mail.waitFor((m) => m.to.includes(email) && m.subject === `We received your application: ${title}`);
    expect(confirmation.text).toContain('What happens next');
    expect(confirmation.text).toContain('careers@corvane.example');
    const withdrawLink = /https?:\/\/\S+\/applications\/withdraw\?token=[\w.-]+/.exec(confirmation.text)?.[0];
    expect(withdrawLink).toBeDefined();
    const staffMail = await mail.waitFor((m) => m.subject === `New Job Application: ${title} from Ada ${last}`);
    const id = /\/admin\/job-applications\?application=([0-9a-f-]{36})/.exec(staffMail.text)?.[1];
    expect(id).toBeDefined();
    const resumePath = `/admin/job-applications/${id}/resume`;

    // The stored file: staff see its type and size and download it named after the candidate.
    const staffPage = await staffPageIn(browser);
    await staffPage.goto(`/admin/job-applications?application=${id}`);
    await expect(staffPage.getByRole('link', { name: 'Download cv.pdf' }).first()).toBeVisible();
    await expect(staffPage.getByText(`(PDF, ${PDF.length} B)`).first()).toBeVisible();
    const file = await staffPage.request.get(resumePath);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect(file.headers()['content-disposition']).toContain(`attachment; filename="Ada ${last} - resume.pdf"`);
    expect(Buffer.compare(await file.body(), PDF)).toBe(0);
    // Never to an anonymous visitor, nor to a request another site started.
    const anonymous = await page.request.get(resumePath, { maxRedirects: 0 });
    expect(anonymous.status()).toBe(302);
    expect(anonymous.headers()['location']).toContain('/admin/login');
    expect((await staffPage.request.get(resumePath, { headers: { 'sec-fetch-site': 'cross-site' } })).status()).toBe(403);

    // The candidate withdraws: the link opens a confirmation; the button deletes both.
    await page.goto(withdrawLink!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Withdraw your application');
    await page.getByRole('button', { name: 'Withdraw my application' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your application has been withdrawn');
    expect((await staffPage.request.get(resumePath)).status()).toBe(404);
    await staffPage.goto(`/admin/job-applications?q=${encodeURIComponent(last)}`);
    await expect(staffPage.getByText(`Ada ${last}`)).toHaveCount(0);
    await staffPage.context().close();
  });
});

test('with JavaScript the job page’s form sends the résumé too (multipart through the fetcher)', async ({ page, mail }) => {
  const last = unique('Hopper');
  const email = `${last.toLowerCase()}@example.com`;
  await page.goto('/careers/cloud-security-architect');
  await page.waitForFunction(() => Object.keys(document.querySelector('form[method="post"]') ?? {}).some((key) => key.startsWith('__react')));
  const form = page.getByRole('form', { name: 'Apply for Cloud Security Architect' });
  await form.getByLabel('First Name').fill('Grace');
  await form.getByLabel('Last Name').fill(last);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Résumé/).setInputFiles({ name: 'grace.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Application Submitted!' })).toBeVisible();
  const staffMail = await mail.waitFor((m) => m.subject === `New Job Application: Cloud Security Architect from Grace ${last}`);
  expect(staffMail.text).toContain(`Resume file: grace.pdf (PDF, ${PDF.length} B)`);
});

test('an application goes through while eight other senders have stopped halfway through their uploads (ADR 200)', async ({ page, mail, baseURL }) => {
  const jobPath = '/careers/cloud-security-architect';
  const { hostname, port } = new URL(baseURL!);
  const boundary = 'stalled';
  const partHead = `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const sent = 2 * 1024 * 1024;
  // Each declares a 9 MB body, sends 2 MB of its file and then nothing: as a phone that lost its signal.
  const stalled = await Promise.all(
    Array.from(
      { length: 8 },
      () =>
        new Promise<net.Socket>((resolve, reject) => {
          const socket = net.connect(Number(port), hostname, () => {
            socket.write(
              `POST ${jobPath} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
                `Content-Length: ${partHead.length + 9 * 1024 * 1024}\r\n\r\n${partHead}`,
            );
            socket.write(Buffer.alloc(sent, 0x25), () => resolve(socket));
          });
          socket.once('error', reject);
        }),
    ),
  );
  try {
    const last = unique('Johnson');
    await page.goto(jobPath);
    const form = page.getByRole('form', { name: 'Apply for Cloud Security Architect' });
    await form.getByLabel('First Name').fill('Katherine');
    await form.getByLabel('Last Name').fill(last);
    await form.getByLabel('Email').fill(`${last.toLowerCase()}@example.com`);
    await form.getByLabel(/^Résumé/).setInputFiles({ name: 'katherine.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Application Submitted!' })).toBeVisible();
    const staffMail = await mail.waitFor((m) => m.subject === `New Job Application: Cloud Security Architect from Katherine ${last}`);
    expect(staffMail.text).toContain(`Resume file: katherine.pdf (PDF, ${PDF.length} B)`);
    // The stalled senders are still connected and still unanswered: they held nothing this application needed.
    expect(stalled.every((socket) => !socket.destroyed && socket.bytesRead === 0)).toBe(true);
  } finally {
    for (const socket of stalled) socket.destroy();
  }
});

test('every job page has one JobPosting with Google’s properties, /careers none, and the sitemap lists every open job page', async ({ page, request, baseURL }) => {
  await page.goto('/careers');
  expect(jsonLdOf(await page.content()).filter((item) => item['@type'] === 'JobPosting')).toEqual([]);
  const hrefs = await page.getByRole('link', { name: /^View job: / }).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const href of hrefs) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    const postings = jsonLdOf(await response.text()).filter((item) => item['@type'] === 'JobPosting');
    expect(postings, href).toHaveLength(1);
    const posting = postings[0]!;
    expect(posting, href).toMatchObject({
      title: expect.any(String),
      description: expect.stringMatching(/^<p>/),
      datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      employmentType: expect.stringMatching(/^(FULL_TIME|PART_TIME|CONTRACTOR|TEMPORARY|INTERN|VOLUNTEER|PER_DIEM|OTHER)$/),
      hiringOrganization: { '@type': 'Organization', name: 'Corvane Digital', logo: { url: `${baseURL}/brand/logo-512.png` } },
      identifier: { '@type': 'PropertyValue', value: expect.any(String) },
      directApply: true,
      url: `${baseURL}${href}`,
    });
    if (posting.jobLocationType === 'TELECOMMUTE') expect(posting.applicantLocationRequirements, href).toBeDefined();
    else expect(posting.jobLocation, href).toMatchObject({ '@type': 'Place', address: { '@type': 'PostalAddress' } });
    expect(sitemap, href).toContain(`<loc>${baseURL}${href}</loc>`);
  }
  // The seed's USD and INR ranges are read as amounts.
  const fullStack = jsonLdOf(await (await request.get('/careers/senior-full-stack-engineer')).text()).find((item) => item['@type'] === 'JobPosting');
  expect(fullStack?.baseSalary).toEqual({
    '@type': 'MonetaryAmount',
    currency: 'INR',
    value: { '@type': 'QuantitativeValue', minValue: 3200000, maxValue: 4500000, unitText: 'YEAR' },
  });
});

test('a job past its closing date answers 410 and is gone from /careers and the sitemap; an unknown job is 404', async ({ staffPage, request }) => {
  const title = unique('Expired Analyst ');
  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await staffPage.goto('/admin/jobs/new');
  await staffPage.getByLabel('Job Title').fill(title);
  await staffPage.getByLabel('Slug').fill(title.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
  await staffPage.getByLabel('Department').fill('Technology');
  await staffPage.getByLabel('Experience Level').fill('Mid-level');
  await staffPage.getByLabel('Description').fill('Analyse things.');
  await staffPage.getByLabel('Closing Date').fill(yesterday);
  await staffPage.getByRole('button', { name: 'Create Job' }).click();
  await expect(staffPage).toHaveURL(/\/admin\/jobs$/);
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

  const closed = await request.get(`/careers/${slug}`);
  expect(closed.status()).toBe(410);
  const closedHtml = await closed.text();
  expect(closedHtml).toContain('This position is closed');
  expect(closedHtml).toContain('href="/careers#openings"');
  expect(jsonLdOf(closedHtml).filter((item) => item['@type'] === 'JobPosting')).toEqual([]);
  expect(await (await request.get('/careers')).text()).not.toContain(title);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(slug);

  const unknown = await request.get('/careers/no-such-job-anywhere');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('href="/careers#openings"');
});

for (const width of [1280, 390]) {
  test(`a job page is axe-clean at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/careers/senior-full-stack-engineer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Senior Full-Stack Engineer');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations).toEqual([]);
  });
}
