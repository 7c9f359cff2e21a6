/**
 * Issue 18, through the route modules: the job page answers 200/410/404; an application with a
 * résumé stores the row and the file and queues the candidate's confirmation (with a working
 * signed withdraw link) and the staff notification (with the admin link); bad files are refused
 * with a message and nothing stored; the stored file reaches only staff who may open
 * applications, never a cross-site request, with the right headers.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJob } from '../support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../support/database';
import { dataOf, resultOf } from '../support/route-results';
import { configureRouteTests, publicFormPost, routeArgs, SALES_EMAIL, TEST_PUBLIC_URL } from '../support/route-requests';
import { makeSessionCookie, TEST_AUTH_SECRET } from '../support/staff-sessions';
import { audit_log, job_application_resumes, job_applications, outbox, staff } from '../../app/server/db/schema.server';
import { addStaff } from '../../app/server/entities/staff.server';
import { setEnvForTests } from '../../app/server/platform/env.server';
import { requestContextFor } from '../../app/server/platform/request-state.server';
import * as jobRoute from '../../app/routes/site/job';
import * as resumeRoute from '../../app/routes/admin/job-applications/resume';
import * as withdrawRoute from '../../app/routes/site/withdraw';
import type { Database } from '../../app/server/db/db.server';

type FormAnswer = { ok: boolean; title: string; message: string };
type OutboxPayload = { to: string; subject: string; text: string; html: string };

const PDF = new TextEncoder().encode('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function pdfOf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(size)).fill(0x20);
  bytes.set(PDF);
  return bytes;
}

/** The job page's form, posted as the browser posts it (multipart), with `resume` as the file field. */
async function apply(slug: string, jobId: string, email: string, resume?: Blob | string, fileName = 'cv.pdf') {
  const request = publicFormPost(`/careers/${slug}`, { form: 'job_application', job_id: jobId, first_name: 'Ada', last_name: 'Lovelace', email });
  const form = await request.formData();
  if (typeof resume === 'string') form.set('resume_file', resume);
  else if (resume) form.set('resume_file', resume, fileName);
  const post = new Request(request.url, { method: 'POST', body: form });
  return resultOf(jobRoute.action(routeArgs<Parameters<typeof jobRoute.action>[0]>(post, { slug })));
}

async function staffCookieWithRole(database: Database, email: string, role: 'owner' | 'editor' | 'recruiter' | 'sales') {
  await addStaff(email, 'test', database);
  await database.update(staff).set({ role }).where(eq(staff.email, email));
  return (await makeSessionCookie(database, email)).cookie;
}

function download(applicationId: string, headers: Record<string, string>) {
  const request = new Request(`${TEST_PUBLIC_URL}/admin/job-applications/${applicationId}/resume`, { headers });
  const context = requestContextFor({ nonce: '', clientIp: '198.51.100.9', requestId: 'resume-test' });
  return resultOf(resumeRoute.loader({ request, params: { id: applicationId }, context } as unknown as Parameters<typeof resumeRoute.loader>[0]));
}

describe.each(testDatabaseKinds())('careers: job pages, résumés, candidate e-mail, withdrawal (%s)', (kind) => {
  const db = useTestDatabase(kind);
  // The auth secret the test sessions are signed with (staff-sessions.ts).
  beforeAll(() => configureRouteTests({ BETTER_AUTH_SECRET: TEST_AUTH_SECRET }));
  afterAll(() => setEnvForTests(undefined));

  it('the job page: 200 with the job, 410 when closed or inactive, 404 when unknown', async () => {
    const open = await makeJob(db(), { slug: `open-${kind}`, description: 'Build **pipelines**.', requirements: ['SQL'] });
    await makeJob(db(), { slug: `expired-${kind}`, closes_on: '2020-01-31' });
    await makeJob(db(), { slug: `inactive-${kind}`, is_active: false });
    const load = (slug: string) => resultOf(jobRoute.loader(routeArgs<Parameters<typeof jobRoute.loader>[0]>(new Request(`${TEST_PUBLIC_URL}/careers/${slug}`), { slug })));
    const page = await load(`open-${kind}`);
    expect(page.status).toBe(200);
    expect(dataOf<{ job: { id: string }; descriptionHtml: string }>(page)).toMatchObject({
      job: { id: open.id },
      descriptionHtml: '<p>Build <strong>pipelines</strong>.</p><h3>Requirements</h3><ul><li>SQL</li></ul>',
    });
    expect((await load(`expired-${kind}`)).status).toBe(410);
    expect((await load(`inactive-${kind}`)).status).toBe(410);
    expect((await load(`missing-${kind}`)).status).toBe(404);
  });

  it('an application with a PDF: the row, the file, the candidate e-mail with a withdraw link that deletes both (audited), the staff mail with the admin link', async () => {
    const job = await makeJob(db(), { slug: `engineer-${kind}`, title: 'Platform Engineer' });
    const email = `ada-${kind}@example.io`;
    const answer = await apply(job.slug, job.id, email, new Blob([PDF], { type: 'application/pdf' }));
    expect(answer.status).toBe(200);
    expect(dataOf<FormAnswer>(answer)).toMatchObject({ ok: true, title: 'Application Submitted!' });

    const [application] = await db().select().from(job_applications).where(eq(job_applications.email, email));
    expect(application).toMatchObject({ job_id: job.id, source_page: `/careers/${job.slug}` });
    const [file] = await db().select().from(job_application_resumes).where(eq(job_application_resumes.application_id, application!.id));
    expect(file).toMatchObject({ file_name: 'cv.pdf', content_type: 'application/pdf', size_bytes: PDF.byteLength });
    expect(Buffer.from(file!.content).equals(Buffer.from(PDF))).toBe(true);

    const mails = await db().select().from(outbox).where(eq(outbox.topic, 'application.confirmation'));
    const toCandidate = mails.map((row) => ({ channel: row.channel, payload: row.payload as OutboxPayload })).filter((row) => row.payload.to === email);
    expect(toCandidate.map((row) => row.channel)).toEqual(['email']);
    const text = toCandidate[0]!.payload.text;
    expect(toCandidate[0]!.payload.subject).toBe('We received your application: Platform Engineer');
    expect(text).toContain('What happens next');
    expect(text).toContain('careers@corvane.example');
    const link = /http:\/\/localhost:3000\/applications\/withdraw\?token=\S+/.exec(text)?.[0];
    expect(link).toBeDefined();

    const staffMails = await db().select().from(outbox).where(eq(outbox.topic, 'application.new'));
    const staffMail = staffMails.map((row) => row.payload as OutboxPayload).find((payload) => payload.text.includes(email));
    expect(staffMail?.to).toBe(SALES_EMAIL);
    expect(staffMail?.text).toContain(`${TEST_PUBLIC_URL}/admin/job-applications?application=${application!.id}`);
    expect(staffMail?.text).toContain(`Resume file: cv.pdf (PDF, ${PDF.byteLength} B)`);

    // The link opens a confirmation (a mail scanner following it deletes nothing) …
    const token = new URL(link!).searchParams.get('token')!;
    const opened = await resultOf(withdrawRoute.loader(routeArgs<Parameters<typeof withdrawRoute.loader>[0]>(new Request(link!))));
    expect(dataOf(opened)).toEqual({ state: 'ready', token, jobTitle: 'Platform Engineer' });
    expect(await db().select().from(job_applications).where(eq(job_applications.id, application!.id))).toHaveLength(1);
    // … a tampered token does nothing …
    const tampered = new FormData();
    tampered.set('token', token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
    const refused = await resultOf(withdrawRoute.action(routeArgs<Parameters<typeof withdrawRoute.action>[0]>(new Request(link!, { method: 'POST', body: tampered }))));
    expect(refused).toMatchObject({ status: 400, data: { state: 'invalid' } });
    // … and the button deletes the application and its file, and audits it without the candidate's details.
    const body = new FormData();
    body.set('token', token);
    const withdrawn = await resultOf(withdrawRoute.action(routeArgs<Parameters<typeof withdrawRoute.action>[0]>(new Request(link!, { method: 'POST', body }))));
    expect(withdrawn).toMatchObject({ status: 200, data: { state: 'withdrawn' } });
    expect(await db().select().from(job_applications).where(eq(job_applications.id, application!.id))).toEqual([]);
    expect(await db().select().from(job_application_resumes).where(eq(job_application_resumes.application_id, application!.id))).toEqual([]);
    const audit = await db().select().from(audit_log).where(and(eq(audit_log.entity_id, application!.id), eq(audit_log.action, 'withdraw')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.staff_email).toBe('candidate (signed withdraw link)');
    expect(JSON.stringify(audit[0]!.changes)).not.toContain(email);
    expect(JSON.stringify(audit[0]!.changes)).not.toContain('Lovelace');
    const again = await resultOf(withdrawRoute.action(routeArgs<Parameters<typeof withdrawRoute.action>[0]>(new Request(link!, { method: 'POST', body }))));
    expect(again).toMatchObject({ status: 404, data: { state: 'gone' } });
  });

  it.each([
    ['a 12 MB PDF', () => new Blob([pdfOf(12 * 1024 * 1024)]), 'cv.pdf', 'Your résumé is larger than 10 MB. Please upload a smaller file.'],
    ['an HTML page named cv.pdf', () => new Blob(['<!doctype html><html><body><script>alert(1)</script></body></html>'], { type: 'application/pdf' }), 'cv.pdf', 'Your résumé must be a PDF, DOCX or DOC file.'],
    ['a program named cv.pdf', () => new Blob([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0, 0x04, 0, 0, 0, 0xff, 0xff, 0, 0])]), 'cv.pdf', 'Your résumé must be a PDF, DOCX or DOC file.'],
    ['an empty file', () => new Blob([]), 'cv.pdf', 'Your résumé file is empty. Please choose the file again.'],
    ['the file field sent as text', () => 'not a file', 'cv.pdf', 'Your résumé did not arrive as a file. Please choose the file again.'],
  ])('refuses %s with a message and stores nothing', async (_name, resume, fileName, message) => {
    const job = await makeJob(db());
    const email = `refused-${kind}-${crypto.randomUUID()}@example.io`;
    const answer = await apply(job.slug, job.id, email, resume(), fileName);
    expect(answer.status).toBe(400);
    expect(dataOf<FormAnswer>(answer)).toMatchObject({ ok: false, title: 'Submission Failed', message });
    expect(await db().select().from(job_applications).where(eq(job_applications.email, email))).toEqual([]);
    const queued = await db().select().from(outbox);
    expect(queued.filter((row) => JSON.stringify(row.payload).includes(email))).toEqual([]);
  });

  it('the stored résumé: sign-in redirect for anonymous, 403 for a role without applications and for a cross-site request, 404 without a file, the file for a recruiter', async () => {
    const job = await makeJob(db());
    const email = `grace-${kind}@example.io`;
    await apply(job.slug, job.id, email, new Blob([PDF]), 'My CV (final).pdf');
    const [application] = await db().select().from(job_applications).where(eq(job_applications.email, email));
    const id = application!.id;

    const anonymous = await download(id, {});
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toBe(`/admin/login?redirect=${encodeURIComponent(`/admin/job-applications/${id}/resume`)}`);

    const editor = await staffCookieWithRole(db(), `editor-${kind}@corvane.example`, 'editor');
    expect((await download(id, { cookie: editor })).status).toBe(403);

    const recruiter = await staffCookieWithRole(db(), `recruiter-${kind}@corvane.example`, 'recruiter');
    expect((await download(id, { cookie: recruiter, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await download(crypto.randomUUID(), { cookie: recruiter })).status).toBe(404);

    const file = await download(id, { cookie: recruiter, 'sec-fetch-site': 'same-origin' });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="Ada Lovelace - resume.pdf"; filename*=UTF-8''Ada%20Lovelace%20-%20resume.pdf`);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await file.response!.arrayBuffer()).equals(Buffer.from(PDF))).toBe(true);

    const owner = await staffCookieWithRole(db(), `owner-${kind}@corvane.example`, 'owner');
    expect((await download(id, { cookie: owner })).status).toBe(200);
  });
});
