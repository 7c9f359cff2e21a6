/**
 * Issue 48 (ADR 420 point 2, migration 0021), on both databases: a translation of an article, a
 * job or a partner records which revision of its English source it was made from; its edit screen
 * says so once the source has a newer revision — the exact note, a link to the source's history
 * comparing the two, and "Mark as up to date with revision n" — and marking it (audited, with a
 * revision of the translation's own) ends the note until the source changes again. A revision the
 * source does not have is refused. The migration's backfill gives an existing translation the
 * source's newest revision saved before it was created.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { makeArticle, makeJob, makePartner } from '../support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../support/database';
import { renderRoutePage } from '../support/route-render';
import { dataOf } from '../support/route-results';
import { callAdmin, useStaffSession } from '../support/staff-sessions';
import { TranslationsSection } from '../../app/components/admin/translations-section';
import type { TranslationsPanel } from '../../app/domain/translations';
import { action as articleAdminAction, loader as articleAdminLoader } from '../../app/routes/admin/news/form';
import { action as jobAdminAction, loader as jobAdminLoader } from '../../app/routes/admin/jobs/form';
import { action as partnerAdminAction, loader as partnerAdminLoader } from '../../app/routes/admin/partners/form';
import { audit_log, content_revisions, jobs, news_insights, partners } from '../../app/server/db/schema.server';
import { auditedUpdate } from '../../app/server/entities/audited-writes.server';

const editor = { email: 'translation-editor@corvane.example' };

const KINDS = {
  article: { table: news_insights, entity: 'news_insights', segment: 'news', loader: articleAdminLoader, action: articleAdminAction },
  job: { table: jobs, entity: 'jobs', segment: 'jobs', loader: jobAdminLoader, action: jobAdminAction },
  partner: { table: partners, entity: 'partners', segment: 'partners', loader: partnerAdminLoader, action: partnerAdminAction },
} as const;

type Kind = keyof typeof KINDS;

describe.each(testDatabaseKinds())('a translation and its source’s newer revision (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);

  const revisionsOf = async (entity: string, id: string) =>
    (await db().select({ number: content_revisions.number, changed: content_revisions.changed_fields }).from(content_revisions).where(and(eq(content_revisions.entity, entity), eq(content_revisions.entity_id, id))).orderBy(desc(content_revisions.number)));

  async function panelOf(noun: Kind, id: string): Promise<TranslationsPanel> {
    const { loader, segment } = KINDS[noun];
    return dataOf<{ translations: TranslationsPanel }>(await callAdmin(loader, { path: `/admin/${segment}/edit/${id}`, cookie: session(), params: { id } })).translations;
  }

  /** An English source saved once through the audited writes (its revision 1), its Arabic translation added on its edit screen. */
  async function sourceAndTranslation(noun: Kind) {
    const { table, entity, segment, action } = KINDS[noun];
    const made = noun === 'article' ? await makeArticle(db()) : noun === 'job' ? await makeJob(db()) : await makePartner(db());
    await revise(noun, made.id, 'first revision');
    const first = (await revisionsOf(entity, made.id))[0]!.number;
    const added = await callAdmin(action, { path: `/admin/${segment}/edit/${made.id}`, cookie: session(), params: { id: made.id }, form: { intent: 'add-translation', locale: 'ar' } });
    expect(added.status).toBe(302);
    const [translation] = await db().select().from(table).where(and(eq(table.translation_group, made.translation_group), eq(table.locale, 'ar')));
    return { source: made, translation: translation!, first };
  }

  /** A new revision of `noun`'s row `id` through the audited writes. */
  async function revise(noun: Kind, id: string, label: string) {
    if (noun === 'article') await auditedUpdate(editor, { table: news_insights, entity: 'news_insights' }, id, { title: `${label} ${kind}` }, 'update');
    else if (noun === 'job') await auditedUpdate(editor, { table: jobs, entity: 'jobs' }, id, { title: `${label} ${kind}` }, 'update');
    else await auditedUpdate(editor, { table: partners, entity: 'partners' }, id, { description: `A partner, ${label}.` }, 'update');
  }

  const render = (panel: TranslationsPanel) =>
    renderRoutePage({ Component: () => createElement(TranslationsSection, panel), path: '/admin/news/edit/:id', url: '/admin/news/edit/x' });

  it('an article: no note while the translation follows the newest revision; the exact note once the source changes; marking it up to date ends it', async () => {
    const { table, entity } = KINDS.article;
    const { source, translation, first } = await sourceAndTranslation('article');
    // Made from the source's newest revision: recorded, and nothing to say.
    expect(translation.translated_from_revision).toBe(first);
    expect((await panelOf('article', translation.id)).source).toMatchObject({ language: 'English', newer: null });
    expect(await render(await panelOf('article', translation.id))).not.toContain('data-testid="translation-source-newer"');

    // The source changes (a new revision): the translation's screen says so.
    await auditedUpdate(editor, { table, entity }, source.id, { excerpt: 'A new excerpt in English.' }, 'update');
    const latest = first + 1;
    const panel = await panelOf('article', translation.id);
    expect(panel.source?.newer).toEqual({ follows: first, latest, changesHref: `/admin/news/history/${source.id}?from=${first}&to=${latest}` });
    const html = await render(panel);
    expect(html).toContain(
      `<p class="font-medium text-ink">The English source has changed since this translation was made or last marked up to date: it is now at revision ${latest}; this translation follows revision ${first}.</p>`,
    );
    expect(html).toContain(`href="/admin/news/history/${source.id}?from=${first}&amp;to=${latest}"`);
    expect(html).toContain('>See what changed in the source</a>');
    expect(html).toContain(`<input type="hidden" name="intent" value="mark-translation-current"/><input type="hidden" name="revision" value="${latest}"/>`);
    expect(html).toContain(`>Mark as up to date with revision ${latest}</button>`);
    // The source's own screen says nothing of the sort.
    expect((await panelOf('article', source.id)).source).toBeNull();

    // Saving the translation's words does not say it follows the source: the note stays.
    await auditedUpdate(editor, { table, entity }, translation.id, { title: 'عنوان مترجم' }, 'update');
    expect((await panelOf('article', translation.id)).source?.newer).toMatchObject({ follows: first, latest });

    // A revision the source does not have is refused, and changes nothing.
    const refused = await callAdmin(articleAdminAction, { path: `/admin/news/edit/${translation.id}`, cookie: session(), params: { id: translation.id }, form: { intent: 'mark-translation-current', revision: String(latest + 1) } });
    expect(refused.status).toBe(400);

    // Marked up to date: recorded (audited, a revision of the translation's own), and the note is gone.
    const marked = await callAdmin(articleAdminAction, { path: `/admin/news/edit/${translation.id}`, cookie: session(), params: { id: translation.id }, form: { intent: 'mark-translation-current', revision: String(latest) } });
    expect(marked).toMatchObject({
      status: 302,
      location: `/admin/news/edit/${translation.id}`,
      flash: { kind: 'success', message: `This translation is marked up to date with revision ${latest} of the English source.` },
    });
    const [row] = await db().select().from(table).where(eq(table.id, translation.id));
    expect(row!.translated_from_revision).toBe(latest);
    expect((await revisionsOf(entity, translation.id))[0]!.changed).toEqual(['translated_from_revision']);
    const audits = await db().select({ action: audit_log.action }).from(audit_log).where(and(eq(audit_log.entity, entity), eq(audit_log.entity_id, translation.id)));
    expect(audits.map((audit) => audit.action)).toEqual(['create', 'update', 'update']);
    expect((await panelOf('article', translation.id)).source?.newer).toBeNull();

    // The source changes again: the note is back, from the marked revision.
    await auditedUpdate(editor, { table, entity }, source.id, { excerpt: 'Another English excerpt.' }, 'update');
    expect((await panelOf('article', translation.id)).source?.newer).toMatchObject({ follows: latest, latest: latest + 1 });
  });

  it.each(['job', 'partner'] as const)('a %s the same way', async (noun) => {
    const { segment, action } = KINDS[noun];
    const { source, translation, first } = await sourceAndTranslation(noun);
    expect(translation.translated_from_revision).toBe(first);
    expect((await panelOf(noun, translation.id)).source?.newer).toBeNull();
    await revise(noun, source.id, 'second revision');
    const panel = await panelOf(noun, translation.id);
    expect(panel.source?.newer).toEqual({ follows: first, latest: first + 1, changesHref: `/admin/${segment}/history/${source.id}?from=${first}&to=${first + 1}` });
    expect(await render(panel)).toContain(
      `The English source has changed since this translation was made or last marked up to date: it is now at revision ${first + 1}; this translation follows revision ${first}.`,
    );
    const marked = await callAdmin(action, { path: `/admin/${segment}/edit/${translation.id}`, cookie: session(), params: { id: translation.id }, form: { intent: 'mark-translation-current', revision: String(first + 1) } });
    expect(marked).toMatchObject({ status: 302, flash: { kind: 'success', message: `This translation is marked up to date with revision ${first + 1} of the English source.` } });
    expect((await panelOf(noun, translation.id)).source?.newer).toBeNull();
  });

  it('a translation made before its source had any revision (a seed): the note once the source is first revised', async () => {
    const source = await makeJob(db(), { title: `Seeded source ${kind}` });
    const [translation] = await db().insert(jobs).values({ title: 'وظيفة', department: 'Technology', experience_level: 'Senior', description: 'x', locale: 'ar', translation_group: source.translation_group }).returning();
    expect(translation!.translated_from_revision).toBeNull();
    expect((await panelOf('job', translation!.id)).source?.newer).toBeNull();
    await auditedUpdate(editor, { table: jobs, entity: 'jobs' }, source.id, { title: `Revised source ${kind}` }, 'update');
    const latest = (await revisionsOf('jobs', source.id))[0]!.number;
    const panel = await panelOf('job', translation!.id);
    expect(panel.source?.newer).toEqual({ follows: 0, latest, changesHref: `/admin/jobs/history/${source.id}` });
    expect(await render(panel)).toContain(`<p class="font-medium text-ink">The English source has changed since this translation was made: it is now at revision ${latest}.</p>`);
  });

  it("migration 0021's backfill: an existing translation follows the source's newest revision saved before it was created", async () => {
    const source = await makeArticle(db());
    await auditedUpdate(editor, { table: news_insights, entity: 'news_insights' }, source.id, { title: `Before the translation ${kind}` }, 'update');
    const before = (await revisionsOf('news_insights', source.id))[0]!.number;
    const hour = 3_600_000;
    const [translation] = await db()
      .insert(news_insights)
      .values({ slug: `backfilled-${kind}`, title: 'مقال', excerpt: 'x', content: 'x', category: 'News', locale: 'ar', translation_group: source.translation_group, created_at: new Date(Date.now() + hour) })
      .returning();
    // A revision of the source saved after the translation was created is not what it was made from.
    await auditedUpdate(editor, { table: news_insights, entity: 'news_insights' }, source.id, { title: `After the translation ${kind}` }, 'update');
    await db().update(content_revisions).set({ created_at: new Date(Date.now() + 2 * hour) }).where(and(eq(content_revisions.entity_id, source.id), eq(content_revisions.number, before + 1)));
    // The statements of the migration, as written (its ALTERs already ran).
    const migration = fs.readFileSync(path.resolve('drizzle/0021_translated_from_revision.sql'), 'utf8');
    const updates = migration.split('--> statement-breakpoint').map((statement) => statement.trim()).filter((statement) => statement.startsWith('UPDATE'));
    expect(updates).toHaveLength(3);
    await db().update(news_insights).set({ translated_from_revision: null });
    for (const statement of updates) await db().execute(sql.raw(statement));
    const rows = await db().select({ id: news_insights.id, follows: news_insights.translated_from_revision }).from(news_insights).where(eq(news_insights.translation_group, source.translation_group));
    expect(rows.find((row) => row.id === translation!.id)?.follows).toBe(before);
    // The source row itself is no translation: left null.
    expect(rows.find((row) => row.id === source.id)?.follows).toBeNull();
  });
});
