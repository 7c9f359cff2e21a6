/** /admin/leads.csv: the filtered leads as a CSV download, with the session cookie refreshed. */
import { describe, expect, it } from 'vitest';
import { makeLead } from '../../../../tests/support/inbox-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../../tests/support/database';
import { dataOf } from '../../../../tests/support/route-results';
import { callAdmin, refreshesSession, useStaffSession } from '../../../../tests/support/staff-sessions';
import { loader } from './export';

describe.each(testDatabaseKinds())('/admin/leads.csv (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);

  it('downloads the leads of the filter, named after it', async () => {
    await makeLead(db(), { first_name: 'Exported', status: 'converted' });
    await makeLead(db(), { first_name: 'Left-out', status: 'new' });
    const answer = await callAdmin(loader, { path: '/admin/leads.csv?status=converted', cookie: session() });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('Content-Disposition')).toMatch(/filename="leads-converted-.*\.csv"/);
    expect(refreshesSession(answer.headers)).toBe(true);
    const csv = await answer.response!.text();
    expect(csv).toContain('Exported');
    expect(csv).not.toContain('Left-out');
    expect(dataOf(answer)).toBeUndefined();
  });

  it('issue 48: a Language column names each lead\'s language in English', async () => {
    await makeLead(db(), { first_name: 'Arabiclead', locale: 'ar', status: 'closed' });
    await makeLead(db(), { first_name: 'Englishlead', status: 'closed' });
    const answer = await callAdmin(loader, { path: '/admin/leads.csv?status=closed', cookie: session() });
    const lines = (await answer.response!.text()).replace(/^\uFEFF/, '').split('\r\n');
    const headers = lines[0]!.split(',');
    expect(headers.slice(headers.indexOf('Country'), headers.indexOf('Country') + 3)).toEqual(['Country', 'Language', 'Message']);
    const column = headers.indexOf('Language');
    const languageOf = (name: string) => lines.find((line) => line.includes(name))!.split(',')[column];
    expect(languageOf('Arabiclead')).toBe('Arabic');
    expect(languageOf('Englishlead')).toBe('English');
  });
});
