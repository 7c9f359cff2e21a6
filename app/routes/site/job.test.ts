/**
 * /careers/:slug (issue 18): an open job with its description, requirements and benefits as HTML
 * and a fill-time token; a closed or inactive job answers 410 with its title; an unknown one 404;
 * an old job address staff redirected answers 301. The page's application form stores an
 * application from /careers/{slug}, or answers product §8's texts with 400 and stores nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJob } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { dataOf, resultOf } from '../../../tests/support/route-results';
import { configureRouteTests, pageRequest, publicFormPost, routeArgs } from '../../../tests/support/route-requests';
import { job_applications, redirects } from '~/server/db/schema.server';
import { setEnvForTests } from '~/server/platform/env.server';
import { action, loader } from './job';

type FormAnswer = { ok: boolean; title: string; message: string };
const visit = (slug: string) => resultOf(loader(routeArgs<Parameters<typeof loader>[0]>(pageRequest(`/careers/${encodeURIComponent(slug)}`), { slug })));
const apply = (slug: string, fields: Record<string, string>) =>
  resultOf(action(routeArgs<Parameters<typeof action>[0]>(publicFormPost(`/careers/${slug}`, { form: 'job_application', ...fields }), { slug })));

describe.each(testDatabaseKinds())('/careers/:slug (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => configureRouteTests());
  afterAll(() => setEnvForTests(undefined));

  it('shows an open job with its description, requirements and benefits, and a fill-time token', async () => {
    const job = await makeJob(db(), {
      slug: `data-engineer-${kind}`,
      title: 'Data Engineer',
      description: 'Build **pipelines**.',
      requirements: ['SQL', 'Python'],
      benefits: ['Remote days'],
    });
    const page = await visit(job.slug);
    expect(page.status).toBe(200);
    const data = dataOf<{ state: string; formToken: string; job: { id: string; title: string }; descriptionHtml: string }>(page);
    expect(data).toMatchObject({ state: 'open', job: { id: job.id, title: 'Data Engineer' } });
    expect(data.formToken).toMatch(/\S/);
    expect(data.descriptionHtml).toBe(
      '<p>Build <strong>pipelines</strong>.</p><h3>Requirements</h3><ul><li>SQL</li><li>Python</li></ul><h3>Benefits</h3><ul><li>Remote days</li></ul>',
    );
  });

  it('answers 410 with the title for a closed or inactive job, and 404 for an unknown one', async () => {
    const expired = await makeJob(db(), { slug: `expired-${kind}`, title: 'Past Role', closes_on: '2020-01-31' });
    const inactive = await makeJob(db(), { slug: `inactive-${kind}`, title: 'Filled Role', is_active: false });
    expect(await visit(expired.slug)).toMatchObject({ status: 410, data: { state: 'closed', title: 'Past Role' } });
    expect(await visit(inactive.slug)).toMatchObject({ status: 410, data: { state: 'closed', title: 'Filled Role' } });
    for (const slug of [`no-such-job-${kind}`, 'bad\u0000slug']) {
      expect(await visit(slug)).toMatchObject({ status: 404, location: null, data: { state: 'unknown' } });
    }
  });

  it('sends an old job address staff redirected to the new one with 301', async () => {
    const job = await makeJob(db(), { slug: `new-role-${kind}` });
    await db().insert(redirects).values({ from_path: `/careers/old-role-${kind}`, to_path: `/careers/${job.slug}`, reason: 'manual' });
    expect(await visit(`old-role-${kind}`)).toMatchObject({ status: 301, location: `/careers/${job.slug}` });
  });

  it("stores an application sent from the job's page and thanks the applicant by the job's title", async () => {
    const job = await makeJob(db(), { slug: `designer-${kind}`, title: 'Product Designer' });
    const email = `lin-${kind}@example.io`;
    const result = await apply(job.slug, { job_id: job.id, first_name: 'Lin', last_name: 'Chen', email, experience_years: '4' });
    expect(result.status).toBe(200);
    expect(dataOf<FormAnswer>(result)).toMatchObject({
      ok: true,
      title: 'Application Submitted!',
      message: "Thank you for applying to the Product Designer position! We'll review your application and get back to you soon.",
    });
    const rows = await db().select().from(job_applications).where(eq(job_applications.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ job_id: job.id, job_title: 'Product Designer', first_name: 'Lin', last_name: 'Chen', experience_years: 4, status: 'new', source_page: `/careers/${job.slug}` });
  });

  it('refuses a missing e-mail, a bad address and a closed job with 400, storing nothing', async () => {
    const job = await makeJob(db(), { slug: `analyst-${kind}`, title: 'Analyst' });
    const closed = await makeJob(db(), { slug: `closed-${kind}`, title: 'Closed Analyst', closes_on: '2020-01-31' });
    const email = `refused-${kind}@example.io`;
    const cases: [string, Record<string, string>, Partial<FormAnswer>][] = [
      [job.slug, { job_id: job.id, first_name: 'Lin', last_name: 'Chen', email: '' }, { title: 'Missing Information', message: 'Please enter your email address.' }],
      [job.slug, { job_id: job.id, first_name: 'Lin', last_name: 'Chen', email: 'lin at example' }, { title: 'Invalid Email', message: 'Please enter a valid email address.' }],
      [closed.slug, { job_id: closed.id, first_name: 'Lin', last_name: 'Chen', email }, { title: 'Submission Failed' }],
    ];
    for (const [slug, fields, answer] of cases) {
      const result = await apply(slug, fields);
      expect(result.status).toBe(400);
      expect(dataOf<FormAnswer>(result)).toMatchObject({ ok: false, ...answer });
    }
    expect(await db().select().from(job_applications).where(eq(job_applications.email, email))).toEqual([]);
    expect(await db().select().from(job_applications).where(eq(job_applications.job_id, job.id))).toEqual([]);
  });
});
