/**
 * Issue 44: the page editor's action on both databases — a structure button changes only the form;
 * a refused document writes nothing; Save draft keeps visitors on the published page; Publish
 * makes it live (a new version, audited, with its revision) and drops the held pages everywhere
 * (the content change); Schedule shows the draft by itself at its time; the history restores.
 */
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetHeldContent, testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { PAGE_SEEDS } from '~/content/pages/index';
import { homeHero, homeSections } from '~/content/site/home';
import { pagesAdminCopy as copy } from '~/content/admin/pages';
import { documentValues } from '~/domain/page-blocks/document';
import { FIELD_MESSAGES } from '~/domain/page-blocks/fields';
import { dateToFirmWallTime, firmCalendarDate } from '~/domain/schedule';
import { audit_log, content_revisions, site_pages } from '~/server/db/schema.server';
import { restoreRevision } from '~/server/entities/revisions.server';
import { loadLivePage } from '~/server/entities/site-pages.server';
import { loadPageState, pageEditorAction } from './page-editor.server';
import { resolveShareImage } from '~/server/pages/share-image.server';
import { loader as sitemap } from '~/routes/seo/sitemap';
import { fullPageTitle } from '~/domain/seo';

const staff = { email: 'editor@corvane.example' };

function formOf(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return form;
}

async function answerOf(result: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  if (result instanceof Response) return { status: result.status, body: {} };
  const { init, data } = result as { init?: { status?: number }; data: Record<string, unknown> };
  return { status: init?.status ?? 200, body: data };
}

const homeValues = () => documentValues(PAGE_SEEDS.home);

describe.each(testDatabaseKinds())('page editor (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeEach(async () => {
    await db().delete(site_pages);
    forgetHeldContent();
    await db().delete(content_revisions);
  });

  it('moves a block with a structure button and stores nothing', async () => {
    const answer = await answerOf(await pageEditorAction(staff, 'home', formOf({ ...homeValues(), intent: 'up:3' })));
    expect(answer.status).toBe(200);
    const values = answer.body.values as Record<string, string>;
    expect([values['block.2.type'], values['block.3.type']]).toEqual(['keyFigures', 'practiceOverview']);
    expect(answer.body.notice).toBe(copy.moved);
    expect(await db().select().from(site_pages)).toEqual([]);
  });

  it('refuses a document with a tag in a text field and a heading over its limit: 400, each message beside its field, nothing written', async () => {
    const values = { ...homeValues(), 'block.0.headline': `${'x'.repeat(141)}`, 'block.1.title': '<script>alert(1)</script>', intent: 'publish' };
    const answer = await answerOf(await pageEditorAction(staff, 'home', formOf(values)));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ 'block.0.headline': FIELD_MESSAGES.tooLong('Main heading', 140), 'block.1.title': FIELD_MESSAGES.html('Heading') });
    expect(answer.body.message).toBe(copy.invalid);
    expect(await db().select().from(site_pages)).toEqual([]);
    expect(await db().select().from(audit_log).where(eq(audit_log.entity, 'site_pages'))).toEqual([]);
  });

  it('saves a draft that visitors do not see, then publishes it as version 2 with its audit row and revisions', async () => {
    const headline = `Edited headline ${kind}`;
    const draft = await pageEditorAction(staff, 'home', formOf({ ...homeValues(), 'block.0.headline': headline, intent: 'save' }));
    expect(draft).toBeInstanceOf(Response);
    expect((await loadLivePage('home')).document.blocks[0]).toMatchObject({ data: { headline: homeHero.headline } });
    const { state, values } = await loadPageState('home');
    expect(state).toMatchObject({ hasDraft: true, version: 1 });
    expect(values['block.0.headline']).toBe(headline);

    const published = await pageEditorAction(staff, 'home', formOf({ ...values, intent: 'publish' }));
    expect(published).toBeInstanceOf(Response);
    const live = await loadLivePage('home');
    expect(live.version).toBe(2);
    expect(live.effectiveDate).toBe(firmCalendarDate(new Date()));
    expect(live.document.blocks[0]).toMatchObject({ data: { headline } });

    const [row] = await db().select().from(site_pages);
    const audits = await db().select().from(audit_log).where(eq(audit_log.entity_id, row!.id));
    expect(audits.map((audit) => [audit.action, audit.staff_email])).toEqual([
      ['update', staff.email],
      ['update', staff.email],
    ]);
    const revisions = await db()
      .select()
      .from(content_revisions)
      .where(and(eq(content_revisions.entity, 'site_pages'), eq(content_revisions.entity_id, row!.id)));
    // The shipped copy (kept at the first save), the draft, the publication.
    expect(revisions.map((revision) => [revision.number, revision.staff_email, revision.was_live]).sort()).toEqual([
      [1, '', true],
      [2, staff.email, false],
      [3, staff.email, true],
    ]);

    // Restoring the shipped copy brings its headline back as version 3: a version never goes back.
    expect(await restoreRevision(staff, 'site_pages', row!.id, 1)).toMatchObject({ ok: true, number: 1 });
    const restored = await loadLivePage('home');
    expect(restored.version).toBe(3);
    expect(restored.document).toEqual(PAGE_SEEDS.home);
  });

  it('schedules a draft that goes live by itself at its time, and refuses a time in the past', async () => {
    const past = await answerOf(await pageEditorAction(staff, 'home', formOf({ ...homeValues(), publish_at: '2020-01-01T09:00', intent: 'schedule' })));
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual({ publish_at: copy.publishAtPast });

    const now = new Date();
    const at = new Date(now.getTime() + 2 * 60_000);
    const values = { ...homeValues(), 'block.1.title': 'Scheduled title', publish_at: dateToFirmWallTime(at), intent: 'schedule' };
    expect(await pageEditorAction(staff, 'home', formOf(values), now)).toBeInstanceOf(Response);
    const [row] = await db().select().from(site_pages);
    expect(row!.publish_at!.getTime()).toBe(Math.floor(at.getTime() / 60_000) * 60_000);
    const { state } = await loadPageState('home', now);
    expect(state.publishAt?.wallTime).toBe(dateToFirmWallTime(at));
    expect((await loadLivePage('home')).document.blocks[1]).toMatchObject({ data: { title: homeSections.clients.title } });
  });

  it('gives a published page’s new title to its share card and to nothing else', async () => {
    const title = `Corvane Digital | Consulting that ships (${kind})`;
    await pageEditorAction(staff, 'home', formOf({ ...homeValues(), 'seo.title': title, intent: 'publish' }));
    expect(await resolveShareImage('/')).toEqual({ title, fit: 'cover' });
    expect((await resolveShareImage('/what-we-do')).title).toBe(fullPageTitle(PAGE_SEEDS['what-we-do'].seo.title));
  });

  it('leaves a page marked noindex out of the sitemap', async () => {
    const listed = async () => (await (await sitemap()).text()).includes('/about-us</loc>');
    expect(await listed()).toBe(true);
    await pageEditorAction(staff, 'about-us', formOf({ ...documentValues(PAGE_SEEDS['about-us']), 'seo.noindex': 'on', intent: 'publish' }));
    expect(await listed()).toBe(false);
  });

  it('discards a draft', async () => {
    await pageEditorAction(staff, 'home', formOf({ ...homeValues(), 'block.1.title': 'Draft title', intent: 'save' }));
    await pageEditorAction(staff, 'home', formOf({ intent: 'discard' }));
    const { state, values } = await loadPageState('home');
    expect(state.hasDraft).toBe(false);
    expect(values['block.1.title']).toBe(homeSections.clients.title);
  });
});
