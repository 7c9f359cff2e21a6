/** /admin/job-applications.csv: the filtered applications as a CSV download. */
import { describe, expect, it } from 'vitest';
import { makeApplication } from '../../../../tests/support/inbox-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../../tests/support/database';
import { dataOf } from '../../../../tests/support/route-results';
import { callAdmin, refreshesSession, useStaffSession } from '../../../../tests/support/staff-sessions';
import { loader } from './export';

describe.each(testDatabaseKinds())('/admin/job-applications.csv (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);

  it('downloads the applications of the search, with the session cookie refreshed', async () => {
    await makeApplication(db(), { first_name: 'Findable' });
    await makeApplication(db(), { first_name: 'Other' });
    const answer = await callAdmin(loader, { path: '/admin/job-applications.csv?q=Findable', cookie: session() });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Disposition')).toMatch(/filename="job-applications-.*\.csv"/);
    expect(refreshesSession(answer.headers)).toBe(true);
    const csv = await answer.response!.text();
    expect(csv).toContain('Findable');
    expect(csv).not.toContain('Other');
    expect(dataOf(answer)).toBeUndefined();
  });

  it('issue 48: a Language column names each application\'s language in English', async () => {
    await makeApplication(db(), { first_name: 'Arabicapplicant', locale: 'ar' });
    const answer = await callAdmin(loader, { path: '/admin/job-applications.csv?q=Arabicapplicant', cookie: session() });
    const lines = (await answer.response!.text()).replace(/^\uFEFF/, '').split('\r\n');
    const headers = lines[0]!.split(',');
    expect(headers.slice(headers.indexOf('Phone'), headers.indexOf('Phone') + 3)).toEqual(['Phone', 'Language', 'Current company']);
    expect(lines[1]!.split(',')[headers.indexOf('Language')]).toBe('Arabic');
  });
});
