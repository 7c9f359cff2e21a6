/** /careers: the loader lists active jobs only; the application dialog's action (product §5, §7, §8). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJob } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { dataOf, resultOf } from '../../../tests/support/route-results';
import { configureRouteTests, publicFormPost, routeArgs } from '../../../tests/support/route-requests';
import { job_applications } from '~/server/db/schema.server';
import { setEnvForTests } from '~/server/platform/env.server';
import { action, loader } from './careers';

type FormAnswer = { ok: boolean; title: string; message: string };
const apply = async (fields: Record<string, string>) =>
  resultOf(action(routeArgs<Parameters<typeof action>[0]>(publicFormPost('/careers', { form: 'job_application', ...fields }))));

describe.each(testDatabaseKinds())('/careers (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => configureRouteTests());
  afterAll(() => setEnvForTests(undefined));

  it('lists the active openings and leaves closed ones out', async () => {
    await makeJob(db(), { title: 'Open Data Engineer' });
    await makeJob(db(), { title: 'Closed Role', is_active: false });
    const data = await loader();
    expect(data.formToken).toMatch(/\S/);
    expect(data.jobs.ok).toBe(true);
    const titles = data.jobs.ok ? data.jobs.data.map((job) => job.title) : [];
    expect(titles).toContain('Open Data Engineer');
    expect(titles).not.toContain('Closed Role');
  });

  it('stores an application for the job and thanks the applicant by the job\'s title', async () => {
    const job = await makeJob(db(), { title: 'Senior UX Designer' });
    const email = `mary-${kind}@example.io`;
    const result = await apply({ job_id: job.id, first_name: 'Mary', last_name: 'Shelley', email, experience_years: '7', phone: '' });
    expect(result.status).toBe(200);
    expect(dataOf<FormAnswer>(result)).toMatchObject({
      ok: true,
      title: 'Application Submitted!',
      message: "Thank you for applying to the Senior UX Designer position! We'll review your application and get back to you soon.",
    });
    const rows = await db().select().from(job_applications).where(eq(job_applications.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ job_id: job.id, first_name: 'Mary', last_name: 'Shelley', experience_years: 7, phone: null, status: 'new', source_page: '/careers' });
  });

  it('refuses a missing name, and an application to a closed job, storing nothing', async () => {
    const open = await makeJob(db(), { title: 'Analyst' });
    const closed = await makeJob(db(), { title: 'Filled Role', is_active: false });
    const email = `refused-${kind}@example.io`;
    const missing = await apply({ job_id: open.id, first_name: 'Mary', last_name: '', email });
    expect(missing.status).toBe(400);
    expect(dataOf<FormAnswer>(missing)).toMatchObject({ ok: false, title: 'Missing Information', message: 'Please enter your last name.' });
    const toClosed = await apply({ job_id: closed.id, first_name: 'Mary', last_name: 'Shelley', email });
    expect(toClosed.status).toBe(400);
    expect(dataOf<FormAnswer>(toClosed)).toMatchObject({ ok: false, title: 'Submission Failed' });
    expect(await db().select().from(job_applications).where(eq(job_applications.email, email))).toEqual([]);
  });
});
