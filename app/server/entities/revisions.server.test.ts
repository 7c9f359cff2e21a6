/**
 * Issue 43: every content type keeps a revision per changing save and restores one as a new
 * revision equal to it; deletes take the history along; the purge keeps what visitors saw and
 * each item's current state; erase reaches revisions that hold an address. Both databases.
 */
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditRowsFor } from '../../../tests/support/audit';
import { makeArticle, makeJob, makePartner, makeProject, makeTeamMember, makeTestimonial } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import type { RevisionedEntity } from '~/domain/revisions';
import type { Database } from '~/server/db/db.server';
import { content_revisions, jobs, news_insights, partners, portfolio_projects, preview_links, redirects, teams, testimonials } from '~/server/db/schema.server';
import { auditedDelete, auditedSave, auditedUpdate, type AuditedTable, type ContentTable } from '~/server/entities/audited-writes.server';
import { saveArticle } from '~/server/entities/news.server';
import { createPreviewLink } from '~/server/entities/preview-links.server';
import {
  eraseRevisionsOfAddress,
  listRevisions,
  listRevisionsOfAddress,
  purgeRevisions,
  restoreRevision,
} from '~/server/entities/revisions.server';

const editor = { email: 'editor@corvane.example' };
const second = { email: 'second@corvane.example' };

interface Case {
  entity: RevisionedEntity;
  table: ContentTable;
  make: (db: Database) => Promise<{ id: string }>;
  /** A text field and two values for it. */
  field: string;
  values: [string, string];
}

const CASES: Case[] = [
  { entity: 'news_insights', table: news_insights, make: (db) => makeArticle(db), field: 'title', values: ['Revised title', 'Third title'] },
  { entity: 'partners', table: partners, make: (db) => makePartner(db), field: 'description', values: ['A revised description.', 'A third one.'] },
  { entity: 'teams', table: teams, make: (db) => makeTeamMember(db), field: 'bio', values: ['A revised bio.', 'A third bio.'] },
  { entity: 'testimonials', table: testimonials, make: (db) => makeTestimonial(db), field: 'quote', values: ['A revised quote.', 'A third quote.'] },
  { entity: 'portfolio_projects', table: portfolio_projects, make: (db) => makeProject(db), field: 'description', values: ['A revised project.', 'A third project.'] },
  { entity: 'jobs', table: jobs, make: (db) => makeJob(db), field: 'description', values: ['A revised job.', 'A third job.'] },
];

describe.each(testDatabaseKinds())('revisions (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeEach(async () => {
    await db().delete(content_revisions);
    await db().delete(redirects);
  });

  describe.each(CASES)('$entity', ({ entity, table, make, field, values }) => {
    const target: AuditedTable<ContentTable> = { table, entity };

    it('a save keeps the earlier state as revision 1 and its own as 2; an unchanged save adds none; a restore adds a revision equal to the one restored', async () => {
      const item = await make(db());
      const original = (item as Record<string, unknown>)[field];
      expect(await auditedUpdate(editor, target, item.id, { [field]: values[0] }, 'update')).toBeDefined();
      expect(await auditedUpdate(second, target, item.id, { [field]: values[1] }, 'update')).toBeDefined();
      // Saving what is already there writes no revision.
      expect(await auditedUpdate(second, target, item.id, { [field]: values[1] }, 'update')).toBeDefined();

      const saved = await listRevisions(entity, item.id);
      expect(saved.map((revision) => [revision.number, revision.staff_email, revision.action, (revision.snapshot as Record<string, unknown>)[field]])).toEqual([
        [1, '', 'create', original],
        [2, editor.email, 'update', values[0]],
        [3, second.email, 'update', values[1]],
      ]);
      expect(saved[1]!.changed_fields).toEqual([field]);

      const restored = await restoreRevision(editor, entity, item.id, 1);
      expect(restored).toEqual({ ok: true, number: 1, missingImages: [] });
      const after = await listRevisions(entity, item.id);
      expect(after).toHaveLength(4);
      expect(after[3]).toMatchObject({ number: 4, action: 'restore', restored_from: 1, staff_email: editor.email, changed_fields: [field] });
      expect(after[3]!.snapshot).toEqual(after[0]!.snapshot);
      const [row] = (await db().select().from(table).where(eq(table.id, item.id))) as Record<string, unknown>[];
      expect(row![field]).toBe(original);
      expect((await auditRowsFor(db(), item.id)).map((audit) => audit.action)).toContain('restore');

      // Restoring what is already the state changes nothing.
      expect(await restoreRevision(editor, entity, item.id, 4)).toEqual({ ok: false, reason: 'unchanged' });
      expect(await listRevisions(entity, item.id)).toHaveLength(4);
    });

    it('a toggle writes a revision under its action; deleting the item deletes its history', async () => {
      const item = await make(db());
      // Articles' switch is is_published; the others' is_active.
      if (entity === 'news_insights') await auditedUpdate(editor, target, item.id, { is_published: false }, 'unpublish');
      else await auditedUpdate(editor, target, item.id, { is_active: false }, 'deactivate');
      const toggled = await listRevisions(entity, item.id);
      expect(toggled.map((revision) => revision.action)).toEqual(['create', entity === 'news_insights' ? 'unpublish' : 'deactivate']);
      expect(toggled[1]!.was_live).toBe(false);

      // An article's preview links go with it too (ADR 331).
      if (entity === 'news_insights') expect((await createPreviewLink(editor, { entity, entityId: item.id, revision: null, expiresIn: '7d' })).ok).toBe(true);
      expect(await auditedDelete(editor, target, item.id)).toBe(true);
      expect(await listRevisions(entity, item.id)).toEqual([]);
      expect(await db().select().from(preview_links).where(eq(preview_links.entity_id, item.id))).toEqual([]);
    });
  });

  it('an item created by staff starts at revision 1, by them', async () => {
    const created = await auditedSave(editor, { table: testimonials, entity: 'testimonials' }, null, { quote: 'New.', name: 'Ana', title: 'CTO' });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const revisions = await listRevisions('testimonials', created.row.id);
    expect(revisions.map((revision) => [revision.number, revision.action, revision.staff_email, revision.was_live])).toEqual([[1, 'create', editor.email, true]]);
  });

  it('restoring an article to its earlier slug moves the page back: the newer address answers 301 to it', async () => {
    const article = await makeArticle(db(), { slug: 'first-address', publish_at: new Date('2025-01-01T00:00:00Z') });
    const renamed = await saveArticle(editor, article.id, {
      title: article.title,
      slug: 'second-address',
      excerpt: article.excerpt,
      content: article.content,
      category: 'Insights',
      author: article.author,
      published_date: article.published_date,
      featured_image: null,
      is_published: true,
      publish_at: null,
      unpublish_at: null,
    });
    expect(renamed.ok).toBe(true);
    expect(await restoreRevision(editor, 'news_insights', article.id, 1)).toMatchObject({ ok: true });
    const [row] = await db().select().from(news_insights).where(eq(news_insights.id, article.id));
    expect(row!.slug).toBe('first-address');
    const moved = await db().select().from(redirects).where(eq(redirects.from_path, '/news-insights/second-address'));
    expect(moved.map((redirect) => redirect.to_path)).toEqual(['/news-insights/first-address']);
  });

  it('a restore refuses a slug another item has taken since, and writes nothing', async () => {
    const member = await makeTeamMember(db(), { slug: 'old-slug' });
    await auditedUpdate(editor, { table: teams, entity: 'teams' }, member.id, { slug: 'new-slug' }, 'update');
    await makeTeamMember(db(), { slug: 'old-slug' });
    expect(await restoreRevision(editor, 'teams', member.id, 1)).toEqual({ ok: false, reason: 'slug_taken' });
    expect(await listRevisions('teams', member.id)).toHaveLength(2);
  });

  it('images removed from the library since are reported by the restore and kept as they were', async () => {
    const gone = '/media/0123456789abcdef0123-640.webp';
    const article = await makeArticle(db(), { featured_image: gone });
    await auditedUpdate(editor, { table: news_insights, entity: 'news_insights' }, article.id, { featured_image: null }, 'update');
    expect(await restoreRevision(editor, 'news_insights', article.id, 1)).toEqual({ ok: true, number: 1, missingImages: [gone] });
    const [row] = await db().select().from(news_insights).where(eq(news_insights.id, article.id));
    expect(row!.featured_image).toBe(gone);
  });

  it('a revision number that is not the item’s answers not_found', async () => {
    const job = await makeJob(db());
    expect(await restoreRevision(editor, 'jobs', job.id, 7)).toEqual({ ok: false, reason: 'not_found' });
    expect(await restoreRevision(editor, 'jobs', 'not-a-uuid', 1)).toEqual({ ok: false, reason: 'not_found' });
  });

  it('the purge drops drafts older than the setting but never the current state or what was public', async () => {
    const target = { table: news_insights, entity: 'news_insights' } as const;
    const draft = await makeArticle(db(), { is_published: false });
    await auditedUpdate(editor, target, draft.id, { title: 'Draft two' }, 'update');
    await auditedUpdate(editor, target, draft.id, { title: 'Draft three' }, 'update');
    const live = await makeArticle(db(), { is_published: true });
    await auditedUpdate(editor, target, live.id, { title: 'Live two' }, 'update');
    const old = new Date(Date.now() - 100 * 86_400_000);
    await db().update(content_revisions).set({ created_at: old });

    expect(await purgeRevisions(db(), new Date(), { draftDays: 90, publishedDays: 0 })).toBe(2);
    expect((await listRevisions('news_insights', draft.id)).map((revision) => revision.number)).toEqual([3]);
    expect((await listRevisions('news_insights', live.id)).map((revision) => revision.number)).toEqual([1, 2]);
    // A bound on published revisions, when set, keeps the current one.
    expect(await purgeRevisions(db(), new Date(), { draftDays: 90, publishedDays: 30 })).toBe(1);
    expect((await listRevisions('news_insights', live.id)).map((revision) => revision.number)).toEqual([2]);
  });

  it('export finds revisions holding an address or made by it; erase deletes the first and unnames the second', async () => {
    const member = await makeTeamMember(db(), { email: 'ana@corvane.example' });
    await auditedUpdate({ email: 'Ana@Corvane.example' }, { table: teams, entity: 'teams' }, member.id, { bio: 'Her own words.' }, 'update');
    const other = await makeTestimonial(db());
    await auditedUpdate({ email: 'ana@corvane.example' }, { table: testimonials, entity: 'testimonials' }, other.id, { quote: 'Edited by Ana.' }, 'update');

    const found = await listRevisionsOfAddress(db(), 'ana@corvane.example');
    expect(found).toHaveLength(3);
    expect(await eraseRevisionsOfAddress(db(), 'ana@corvane.example', 'erased')).toBe(3);
    expect(await listRevisions('teams', member.id)).toEqual([]);
    const kept = await db()
      .select()
      .from(content_revisions)
      .where(and(eq(content_revisions.entity, 'testimonials'), eq(content_revisions.entity_id, other.id)));
    expect(kept.map((revision) => revision.staff_email).sort()).toEqual(['', 'erased']);
    expect(await listRevisionsOfAddress(db(), 'ana@corvane.example')).toEqual([]);
  });
});
