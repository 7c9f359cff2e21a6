import { beforeEach, describe, expect, it } from 'vitest';
import { makeJob } from '../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../tests/support/database';
import { getActiveJob, listActiveJobs } from './jobs.server';
import { jobs } from './schema.server';

describe.each(testDatabaseKinds())('jobs public queries (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeEach(async () => {
    await db().delete(jobs);
  });

  it('lists active openings only, by display_order ascending, with SPEC defaults', async () => {
    const second = await makeJob(db(), { display_order: 2, requirements: ['TypeScript'], benefits: ['Remote'] });
    const inactive = await makeJob(db(), { display_order: 0, is_active: false });
    const first = await makeJob(db(), { display_order: 1 });
    const listed = await listActiveJobs();
    expect(listed.map((j) => j.id)).toEqual([first.id, second.id]);
    expect(listed[0]).toMatchObject({ employment_type: 'Full Time', location: 'Remote' });
    expect(listed[1]).toMatchObject({ requirements: ['TypeScript'], benefits: ['Remote'] });
    expect(await getActiveJob(inactive.id)).toBeUndefined();
  });

  it('finds one active job by id, and nothing for unknown or malformed ids', async () => {
    const job = await makeJob(db());
    expect(await getActiveJob(job.id)).toMatchObject({ id: job.id, title: job.title });
    expect(await getActiveJob('00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(await getActiveJob("1' or '1'='1")).toBeUndefined();
  });
});
