/** /admin/job-applications/{id}/resume: the candidate's file, to recruiters and owners only, as an attachment never cached. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../../tests/support/database';
import { makeApplication } from '../../../../tests/support/inbox-factories';
import { callAdmin, useStaffSession } from '../../../../tests/support/staff-sessions';
import { job_application_resumes, staff } from '~/server/db/schema.server';
import { loader } from './resume';

describe.each(testDatabaseKinds())('/admin/job-applications/{id}/resume (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);
  const pdf = Buffer.from('%PDF-1.4 the résumé');

  async function applicationWithResume() {
    const application = await makeApplication(db(), { first_name: 'Grace', last_name: 'Hopper' });
    await db().insert(job_application_resumes).values({ application_id: application.id, file_name: 'cv.pdf', content_type: 'application/pdf', size_bytes: pdf.length, content: pdf });
    return application;
  }
  const asRole = (role: string) => db().update(staff).set({ role }).where(eq(staff.email, 'staff@corvane.example'));

  it('sends the bytes as a PDF attachment named after the candidate, never cached or sniffed', async () => {
    const application = await applicationWithResume();
    const answer = await callAdmin(loader, { path: `/admin/job-applications/${application.id}/resume`, cookie: session(), params: { id: application.id } });
    const response = answer.response!;
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pdf);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-length')).toBe(String(pdf.length));
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Grace Hopper - resume.pdf"; filename*=UTF-8''Grace%20Hopper%20-%20resume.pdf`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a role that may not open applications (403), a visitor (sign-in) and an application without a file (404)', async () => {
    const application = await applicationWithResume();
    const path = `/admin/job-applications/${application.id}/resume`;
    expect((await callAdmin(loader, { path, params: { id: application.id } })).location).toMatch(/^\/admin\/login/);
    const bare = await makeApplication(db());
    expect((await callAdmin(loader, { path, cookie: session(), params: { id: bare.id } })).status).toBe(404);
    expect((await callAdmin(loader, { path, cookie: session(), params: { id: 'not-a-uuid' } })).status).toBe(404);
    await asRole('sales');
    expect((await callAdmin(loader, { path, cookie: session(), params: { id: application.id } })).status).toBe(403);
    await asRole('owner');
  });
});
