/**
 * /admin/pages/{key} (issue 44): the editor's loader (the page's values: its draft, else what is
 * published, else its seed) and action, as an owner; an unknown page is 404; sales is refused and
 * its post writes nothing. Issue 48: a page's Arabic translation is added as an unpublished draft,
 * edited with the English beside it, published on its own (English untouched) and kept in its own
 * history. (The action's every answer: app/server/admin/page-editor.server.test.ts.)
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { forgetHeldContent, testDatabaseKinds, useTestDatabase } from '../../../../tests/support/database';
import { dataOf, resultOf } from '../../../../tests/support/route-results';
import { pageRequest, routeArgs } from '../../../../tests/support/route-requests';
import { loader as aboutUsLoader } from '~/routes/site/about-us';
import { callAdmin, makeSessionCookie, useStaffSession } from '../../../../tests/support/staff-sessions';
import { PAGE_SEEDS } from '~/content/pages/index';
import { homeHero } from '~/content/site/home';
import { documentValues } from '~/domain/page-blocks/document';
import { audit_log, content_revisions, site_pages, staff } from '~/server/db/schema.server';
import { loadLivePage } from '~/server/entities/site-pages.server';
import { addStaff } from '~/server/entities/staff.server';
import { action, loader } from './edit';

describe.each(testDatabaseKinds())('/admin/pages/{key} (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);

  it('opens the home page with its seeded values, publishes an edit, and answers 404 for an unknown page', async () => {
    await db().delete(site_pages);
    forgetHeldContent();
    const opened = dataOf<{ key: string; values: Record<string, string>; state: { id: string | null; version: number } }>(
      await callAdmin(loader, { path: '/admin/pages/home', params: { key: 'home' }, cookie: session() }),
    );
    expect(opened).toMatchObject({ key: 'home', state: { id: null, version: 1 } });
    expect(opened.values['block.0.headline']).toBe(homeHero.headline);

    const headline = `Edited in a route test (${kind})`;
    const saved = await callAdmin(action, {
      path: '/admin/pages/home',
      params: { key: 'home' },
      cookie: session(),
      form: { ...documentValues(PAGE_SEEDS.home), 'block.0.headline': headline, intent: 'publish' },
    });
    expect(saved.status).toBe(302);
    expect(saved.location).toBe('/admin/pages/home');
    expect((await loadLivePage('home')).document.blocks[0]).toMatchObject({ data: { headline } });

    const unknown = await callAdmin(loader, { path: '/admin/pages/nope', params: { key: 'nope' }, cookie: session() });
    expect(unknown.status).toBe(404);
  });

  it('refuses sales, and its post writes nothing', async () => {
    await db().delete(site_pages);
    forgetHeldContent();
    const sales = `pages-edit-sales-${kind}@corvane.example`;
    await addStaff(sales, 'test', db());
    await db().update(staff).set({ role: 'sales' }).where(eq(staff.email, sales));
    const cookie = (await makeSessionCookie(db(), sales)).cookie;
    expect((await callAdmin(loader, { path: '/admin/pages/home', params: { key: 'home' }, cookie })).status).toBe(403);
    const posted = await callAdmin(action, { path: '/admin/pages/home', params: { key: 'home' }, cookie, form: { ...documentValues(PAGE_SEEDS.home), intent: 'publish' } });
    expect(posted.status).toBe(403);
    expect(await db().select().from(site_pages)).toEqual([]);
  });

  it('adds the Arabic translation as a draft, publishes it under /ar, leaves English as it was, and keeps its own history', async () => {
    await db().delete(site_pages);
    forgetHeldContent();
    const editor = '/admin/pages/about-us?locale=ar';
    const params = { key: 'about-us' };
    const arabicPage = async () => resultOf(aboutUsLoader(routeArgs<Parameters<typeof aboutUsLoader>[0]>(pageRequest(encodeURI('/ar/من-نحن')))));

    const before = dataOf<{ translated: boolean }>(await callAdmin(loader, { path: editor, params, cookie: session() }));
    expect(before.translated).toBe(false);
    expect((await arabicPage()).status).toBe(404);

    const added = await callAdmin(action, { path: editor, params, cookie: session(), form: { intent: 'translate' } });
    expect(added.status).toBe(302);
    expect(added.location).toBe(editor);
    expect(added.flash).toMatchObject({ kind: 'success', message: 'Arabic translation added as a draft: translate it, then publish.' });
    const [row] = await db().select().from(site_pages).where(and(eq(site_pages.key, 'about-us'), eq(site_pages.locale, 'ar')));
    expect(row).toMatchObject({ enabled: false, version: 1, draft: PAGE_SEEDS['about-us'] });
    expect((await arabicPage()).status).toBe(404);
    const [audited] = await db().select().from(audit_log).where(eq(audit_log.entity_id, row!.id));
    expect(audited).toMatchObject({ entity: 'site_pages', action: 'create' });

    const opened = dataOf<{ translated: true; values: Record<string, string>; source: Record<string, string>; state: { id: string; live: boolean } }>(
      await callAdmin(loader, { path: editor, params, cookie: session() }),
    );
    expect(opened.state).toMatchObject({ id: row!.id, live: false });
    const englishHeadline = PAGE_SEEDS['about-us'].blocks[0]!.data as { headline: string };
    expect(opened.source['hero.headline']).toBe(englishHeadline.headline);

    const headline = 'شريكك الرقمي من دالاس إلى دبي';
    const published = await callAdmin(action, { path: editor, params, cookie: session(), form: { ...opened.values, 'block.0.headline': headline, intent: 'publish' } });
    expect(published.status).toBe(302);
    expect(published.location).toBe(editor);
    const shown = await arabicPage();
    expect(shown.status).toBe(200);
    const arabic = dataOf<{ page: { locale: string; version: number; blocks: { data: { headline?: string } }[] } }>(shown);
    expect(arabic.page).toMatchObject({ locale: 'ar', version: 1 });
    expect(arabic.page.blocks[0]!.data.headline).toBe(headline);
    // English: still its seed, no row written, its own (empty) history.
    expect((await aboutUsLoader()).page.blocks[0]).toMatchObject({ data: { headline: englishHeadline.headline } });
    expect(await db().select().from(site_pages).where(eq(site_pages.locale, 'en'))).toEqual([]);
    const revisions = await db().select().from(content_revisions).where(and(eq(content_revisions.entity, 'site_pages'), eq(content_revisions.entity_id, row!.id)));
    expect(revisions.map((revision) => revision.number).sort()).toEqual([1, 2]);

    // Adding it again changes nothing.
    const again = await callAdmin(action, { path: editor, params, cookie: session(), form: { intent: 'translate' } });
    expect(again.flash).toMatchObject({ kind: 'error', message: 'This page already has its Arabic copy.' });
  });

  it('refuses sales the Arabic editor and its Add translation', async () => {
    await db().delete(site_pages);
    forgetHeldContent();
    const sales = `pages-translate-sales-${kind}@corvane.example`;
    await addStaff(sales, 'test', db());
    await db().update(staff).set({ role: 'sales' }).where(eq(staff.email, sales));
    const cookie = (await makeSessionCookie(db(), sales)).cookie;
    const path = '/admin/pages/about-us?locale=ar';
    expect((await callAdmin(loader, { path, params: { key: 'about-us' }, cookie })).status).toBe(403);
    expect((await callAdmin(action, { path, params: { key: 'about-us' }, cookie, form: { intent: 'translate' } })).status).toBe(403);
    expect(await db().select().from(site_pages)).toEqual([]);
  });
});
