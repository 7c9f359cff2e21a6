/**
 * The history screen's loader and action (issue 43): the revisions newest first with author,
 * labels and what changed; the comparison the GET form asks for; the confirmation of a restore
 * with the images that have gone; the restore itself, its flash and its new revision. Who may open
 * which history is proven for every route by tests/integration/admin-authorization.test.ts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeArticle, makeTeamMember } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { callAdmin, useStaffSession } from '../../../tests/support/staff-sessions';
import { news_insights, teams } from '~/server/db/schema.server';
import { auditedUpdate } from '~/server/entities/audited-writes.server';
import { listRevisions } from '~/server/entities/revisions.server';
import { action, loader } from './history';

const editor = { email: 'staff@corvane.example' };
const ARTICLES = { table: news_insights, entity: 'news_insights' } as const;

describe.each(testDatabaseKinds())('/admin/{type}/history/{id} (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);

  it('lists the versions newest first and compares the newest with the one before by default', async () => {
    const article = await makeArticle(db(), { title: 'The first title', is_published: true });
    await auditedUpdate(editor, ARTICLES, article.id, { title: 'The second title' }, 'update');
    await auditedUpdate(editor, ARTICLES, article.id, { is_published: false }, 'unpublish');
    const path = `/admin/news/history/${article.id}`;
    const answer = await callAdmin(loader, { path, cookie: session(), params: { id: article.id } });
    expect(answer.status).toBe(200);
    const page = answer.data as Awaited<ReturnType<typeof loader>>;
    expect(page.name).toBe('The second title');
    expect(page.revisions.map((revision) => [revision.number, revision.author, revision.labels, revision.action, revision.changed])).toEqual([
      [3, editor.email, ['Current', 'Draft'], 'Unpublished', 'Published'],
      [2, editor.email, ['Published'], 'Edited', 'Title'],
      [1, 'Before history was kept', ['Published'], 'Created', ''],
    ]);
    expect(page.comparison).toMatchObject({ from: 2, to: 3 });
    expect(page.restore).toBeNull();

    const chosen = await callAdmin(loader, { path: `${path}?from=1&to=2&restore=1`, cookie: session(), params: { id: article.id } });
    const compared = chosen.data as Awaited<ReturnType<typeof loader>>;
    expect(compared.comparison).toMatchObject({ from: 1, to: 2 });
    expect(compared.comparison?.diffs.filter((diff) => diff.changed).map((diff) => diff.name)).toEqual(['title']);
    // Not live now (unpublished): the confirmation says what a restore changes.
    expect(compared.restore).toEqual({ number: 1, next: 4, live: false, missingImages: [] });
  });

  it('restores a version as a new one, with a flash; a second restore of the same state changes nothing', async () => {
    const member = await makeTeamMember(db(), { bio: 'The original bio.' });
    await auditedUpdate(editor, { table: teams, entity: 'teams' }, member.id, { bio: 'Pasted over.' }, 'update');
    const path = `/admin/teams/history/${member.id}`;
    const restored = await callAdmin(action, { path, cookie: session(), params: { id: member.id }, form: { intent: 'restore', number: '1' } });
    expect(restored.location).toBe(path);
    expect(restored.flash).toEqual({ kind: 'success', message: 'Version 1 restored.' });
    const [row] = await db().select().from(teams).where(eq(teams.id, member.id));
    expect(row!.bio).toBe('The original bio.');
    expect((await listRevisions('teams', member.id)).map((revision) => [revision.number, revision.action, revision.restored_from])).toEqual([
      [1, 'create', null],
      [2, 'update', null],
      [3, 'restore', 1],
    ]);

    const again = await callAdmin(action, { path, cookie: session(), params: { id: member.id }, form: { intent: 'restore', number: '3' } });
    expect(again.flash).toEqual({ kind: 'error', message: 'Version 3 is already the current state: nothing changed.' });
    const unknown = await callAdmin(action, { path, cookie: session(), params: { id: member.id }, form: { intent: 'restore', number: '9' } });
    expect(unknown.flash).toEqual({ kind: 'error', message: 'That version no longer exists.' });
    expect(await listRevisions('teams', member.id)).toHaveLength(3);
  });

  it('reports images that left the media library, before and after the restore', async () => {
    const gone = '/media/0123456789abcdef0123-640.webp';
    const article = await makeArticle(db(), { featured_image: gone });
    await auditedUpdate(editor, ARTICLES, article.id, { featured_image: null }, 'update');
    const path = `/admin/news/history/${article.id}`;
    const page = (await callAdmin(loader, { path: `${path}?restore=1`, cookie: session(), params: { id: article.id } })).data as Awaited<ReturnType<typeof loader>>;
    expect(page.restore).toEqual({ number: 1, next: 3, live: true, missingImages: [gone] });
    const restored = await callAdmin(action, { path, cookie: session(), params: { id: article.id }, form: { intent: 'restore', number: '1' } });
    expect(restored.flash).toEqual({ kind: 'error', message: `Version 1 restored. These images are no longer in the media library; choose others: ${gone}` });
  });

  it('answers 404 for an item that does not exist, and 400 for another intent', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const answer = await callAdmin(loader, { path: `/admin/jobs/history/${missing}`, cookie: session(), params: { id: missing } });
    expect(answer.status).toBe(404);
    const member = await makeTeamMember(db());
    const refused = await callAdmin(action, { path: `/admin/teams/history/${member.id}`, cookie: session(), params: { id: member.id }, form: { intent: 'delete' } });
    expect(refused.status).toBe(400);
    expect(await listRevisions('teams', member.id)).toEqual([]);
  });
});
