/**
 * /applications/withdraw?token=… (issue 18): opening the candidate's signed link shows the job's
 * title and a button and deletes nothing; the button's post deletes the application (audited
 * without the candidate's details); a missing, tampered, expired or other-purpose token answers
 * 400 and deletes nothing; a used link answers 404. Never cached.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJob } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { dataOf, resultOf } from '../../../tests/support/route-results';
import { configureRouteTests, formPost, pageRequest, routeArgs } from '../../../tests/support/route-requests';
import { renderRoutePage } from '../../../tests/support/route-render';
import { withdrawCopy } from '~/content/forms/application';
import { WITHDRAWN_BY } from '~/domain/applications';
import { audit_log, job_applications } from '~/server/db/schema.server';
import type { WithdrawState } from '~/server/pages/withdraw.server';
import { setEnvForTests } from '~/server/platform/env.server';
import { signedLinkToken } from '~/server/platform/signed-links.server';
import * as withdraw from './withdraw';

type LoaderArgs = Parameters<typeof withdraw.loader>[0];
type ActionArgs = Parameters<typeof withdraw.action>[0];
type State = WithdrawState;

const open = (query: string) => resultOf(withdraw.loader(routeArgs<LoaderArgs>(pageRequest(`/applications/withdraw${query}`))));
const confirm = (fields: Record<string, string>) => resultOf(withdraw.action(routeArgs<ActionArgs>(formPost('/applications/withdraw', fields))));

/** The page for a loader's state (and an action's answer). */
const renderPage = (loaderData: State, actionData?: State) =>
  renderRoutePage({ Component: withdraw.default, path: '/applications/withdraw', loaderData, actionData });

describe.each(testDatabaseKinds())('/applications/withdraw (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => configureRouteTests());
  afterAll(() => setEnvForTests(undefined));

  async function application(email: string) {
    const job = await makeJob(db(), { title: 'Data Platform Engineer' });
    const [row] = await db().insert(job_applications).values({ job_id: job.id, job_title: job.title, first_name: 'Ada', last_name: 'Lovelace', email }).returning();
    return row!;
  }
  const stored = (id: string) => db().select().from(job_applications).where(eq(job_applications.id, id));

  it('opening the link shows the job and the button, deletes nothing, and is never cached', async () => {
    const row = await application(`open-${kind}@example.io`);
    const token = signedLinkToken('withdraw-application', row.id);
    const opened = await open(`?token=${token}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('Cache-Control')).toBe('no-store');
    expect(dataOf(opened)).toEqual({ state: 'ready', token, jobTitle: 'Data Platform Engineer' });
    expect(await stored(row.id)).toHaveLength(1);

    const html = await renderPage(dataOf<State>(opened));
    expect(html).toContain(withdrawCopy.title);
    expect(html).toContain('This deletes your application for Data Platform Engineer and any file you sent with it. It cannot be undone.');
    expect(html).toMatch(new RegExp(`<input type="hidden" name="token" value="${token}"/>`));
    expect(html).toContain(withdrawCopy.confirm);
    expect(withdraw.headers()).toEqual({ 'Cache-Control': 'no-store' });
  });

  it('refuses a missing, tampered, expired or other-purpose token with 400, and a used link with 404', async () => {
    const row = await application(`refused-${kind}@example.io`);
    const token = signedLinkToken('withdraw-application', row.id);
    const tampered = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const expired = signedLinkToken('withdraw-application', row.id, new Date(Date.now() - 31 * 24 * 3600 * 1000));
    const otherPurpose = signedLinkToken('erase-lead', row.id);
    for (const query of ['', '?token=', `?token=${tampered}`, `?token=${expired}`, `?token=${otherPurpose}`]) {
      expect(await open(query)).toMatchObject({ status: 400, data: { state: 'invalid' } });
    }
    const gone = signedLinkToken('withdraw-application', crypto.randomUUID());
    expect(await open(`?token=${gone}`)).toMatchObject({ status: 404, data: { state: 'gone' } });

    const html = await renderPage({ state: 'invalid' });
    expect(html).toContain(withdrawCopy.invalid);
    expect(html).toContain(withdrawCopy.invalidMessage);
    expect(html).not.toContain(withdrawCopy.confirm);
  });

  it('the button withdraws: the application is deleted and audited without the candidate; bad tokens delete nothing', async () => {
    const email = `withdraw-${kind}@example.io`;
    const row = await application(email);
    const token = signedLinkToken('withdraw-application', row.id);

    const refused: Record<string, string>[] = [{}, { token: '' }, { token: token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) }, { token: signedLinkToken('erase-lead', row.id) }];
    for (const fields of refused) {
      expect(await confirm(fields)).toMatchObject({ status: 400, data: { state: 'invalid' } });
    }
    expect(await stored(row.id)).toHaveLength(1);
    expect(await db().select().from(audit_log).where(eq(audit_log.entity_id, row.id))).toEqual([]);

    const withdrawn = await confirm({ token });
    expect(withdrawn).toMatchObject({ status: 200, data: { state: 'withdrawn' } });
    expect(await stored(row.id)).toEqual([]);
    const audit = await db().select().from(audit_log).where(eq(audit_log.entity_id, row.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entity: 'job_applications', action: 'withdraw', staff_email: WITHDRAWN_BY });
    expect(JSON.stringify(audit[0]!.changes)).not.toContain(email);
    expect(JSON.stringify(audit[0]!.changes)).toContain('Data Platform Engineer');

    const html = await renderPage({ state: 'ready', token, jobTitle: 'Data Platform Engineer' }, dataOf<State>(withdrawn));
    expect(html).toContain(withdrawCopy.done);
    expect(html).toContain(withdrawCopy.doneMessage);

    const again = await confirm({ token });
    expect(again).toMatchObject({ status: 404, data: { state: 'gone' } });
    const goneHtml = await renderPage(dataOf<State>(again));
    expect(goneHtml).toContain(withdrawCopy.gone);
    expect(goneHtml).toContain(withdrawCopy.goneMessage);
  });
});
