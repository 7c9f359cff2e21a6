/**
 * Issue 40, finding 13: a résumé's file name and its download name carry no control character
 * (C0, C1), no bidirectional override or isolate (U+202A–U+202E, U+2066–U+2069, which make
 * 'cv‮fdp.exe' read as 'cvexe.pdf') and no other invisible format character — neither in the stored
 * row nor in the `Content-Disposition` header's `filename*`.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanResumeFileName } from '../../app/domain/resume-accept';
import { job_application_resumes, job_applications, staff } from '../../app/server/db/schema.server';
import { addStaff } from '../../app/server/entities/staff.server';
import { setEnvForTests } from '../../app/server/platform/env.server';
import { requestContextFor } from '../../app/server/platform/request-state.server';
import * as jobRoute from '../../app/routes/site/job';
import * as resumeRoute from '../../app/routes/admin/job-applications/resume';
import { makeJob } from '../support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../support/database';
import { resultOf } from '../support/route-results';
import { configureRouteTests, publicFormPost, routeArgs, TEST_PUBLIC_URL } from '../support/route-requests';
import { makeSessionCookie, TEST_AUTH_SECRET } from '../support/staff-sessions';

const PDF = new TextEncoder().encode('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** Every character that must go: C0, DEL, C1, the bidi embeddings, overrides and isolates, zero-width and other format characters. */
const INVISIBLE = '\u0001\u001f\u007f\u0085\u009b\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200b\u200e\u200f\u2060\ufeff\u00ad\u061c\u2028\u2029';

describe('cleanResumeFileName', () => {
  it.each([
    ['cv\u202Efdp.exe', 'cvfdp.exe'],
    [`${INVISIBLE}My CV${INVISIBLE} (final).pdf`, 'My CV (final).pdf'],
    ['C:\\Users\\ada\\cv.pdf', 'cv.pdf'],
    ['../../etc/passwd', 'passwd'],
    [INVISIBLE, 'resume'],
    ['Lebenslauf Müller.pdf', 'Lebenslauf Müller.pdf'],
  ])('%j → %j', (name, expected) => {
    expect(cleanResumeFileName(name)).toBe(expected);
  });
});

describe.each(testDatabaseKinds())('résumé file names without invisible characters (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => configureRouteTests({ BETTER_AUTH_SECRET: TEST_AUTH_SECRET }));
  afterAll(() => setEnvForTests(undefined));

  it('the stored name and the download header hold none of them', async () => {
    const job = await makeJob(db());
    const email = `rlo-${kind}@example.io`;
    const request = publicFormPost(`/careers/${job.slug}`, {
      form: 'job_application',
      job_id: job.id,
      first_name: 'Ada\u202Efdp.exe\u2066',
      last_name: '\u200bLovelace\u2069',
      email,
    });
    const form = await request.formData();
    form.set('resume_file', new Blob([PDF]), 'cv\u0085\u009b\u202Efdp.exe\u202C.pdf');
    const answer = await resultOf(jobRoute.action(routeArgs<Parameters<typeof jobRoute.action>[0]>(new Request(request.url, { method: 'POST', body: form }), { slug: job.slug })));
    expect(answer.data).toMatchObject({ ok: true });

    const [application] = await db().select().from(job_applications).where(eq(job_applications.email, email));
    const [file] = await db().select().from(job_application_resumes).where(eq(job_application_resumes.application_id, application!.id));
    expect(file!.file_name).toBe('cvfdp.exe.pdf');

    const recruiter = `recruiter-rlo-${kind}@corvane.example`;
    await addStaff(recruiter, 'test', db());
    await db().update(staff).set({ role: 'recruiter' }).where(eq(staff.email, recruiter));
    const { cookie } = await makeSessionCookie(db(), recruiter);
    const download = await resultOf(
      resumeRoute.loader({
        request: new Request(`${TEST_PUBLIC_URL}/admin/job-applications/${application!.id}/resume`, { headers: { cookie, 'sec-fetch-site': 'same-origin' } }),
        params: { id: application!.id },
        context: requestContextFor({ nonce: '', clientIp: '198.51.100.9', requestId: 'resume-name-test' }),
      } as unknown as Parameters<typeof resumeRoute.loader>[0]),
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Adafdp.exe Lovelace - resume.pdf"; filename*=UTF-8''Adafdp.exe%20Lovelace%20-%20resume.pdf`,
    );
  });
});
