/** /admin/audit: who changed what, newest first, filtered by entity. */
import { describe, expect, it } from 'vitest';
import { makeArticle } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { dataOf } from '../../../tests/support/route-results';
import { callAdmin, refreshesSession, useStaffSession } from '../../../tests/support/staff-sessions';
import { action as newsListAction } from './news/index';
import { loader } from './audit';

describe.each(testDatabaseKinds())('/admin/audit (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);

  it("shows a delete made through the back office, by the staff member's address, and filters by entity", async () => {
    const article = await makeArticle(db(), { title: 'Audited' });
    const deleted = await callAdmin(newsListAction, { path: '/admin/news?index', cookie: session(), form: { intent: 'delete', id: article.id, confirmed: 'yes' } });
    expect(refreshesSession(deleted.headers)).toBe(true);
    const page = await callAdmin(loader, { path: '/admin/audit?entity=news_insights', cookie: session() });
    const shown = dataOf<{ entity: string | null; entries: { entity: string; entity_id: string; action: string; staff_email: string }[] }>(page);
    expect(shown.entity).toBe('news_insights');
    expect(shown.entries[0]).toMatchObject({ entity: 'news_insights', entity_id: article.id, action: 'delete', staff_email: 'staff@corvane.example' });
    const partnersOnly = dataOf<{ entries: { entity: string }[] }>(await callAdmin(loader, { path: '/admin/audit?entity=partners', cookie: session() }));
    expect(partnersOnly.entries.every((entry) => entry.entity === 'partners')).toBe(true);
  });
});
