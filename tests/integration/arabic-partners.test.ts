/**
 * Issue 48 (ADR 420): a partner and its Arabic translation, each a row of its own (migration 0018),
 * as articles and jobs are. An English-only partner answers 404 at every /ar address and is not on
 * the Arabic list; "Add Arabic translation" makes an inactive copy in the source's group (audited,
 * same slug: a slug is unique within its language only); activating it puts it at its Arabic slug
 * and on /ar/الشركاء, both pages list each other as alternates, the sitemap's records list it; an
 * old Arabic slug answers 301 within /ar; it is indexed in Arabic, at its Arabic address; its
 * revisions and preview links work as an English partner's do.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { makePartner } from '../support/content-factories';
import { forgetHeldContent, testDatabaseKinds, useTestDatabase } from '../support/database';
import { dataOf, resultOf } from '../support/route-results';
import { pageRequest, routeArgs } from '../support/route-requests';
import { callAdmin, useStaffSession } from '../support/staff-sessions';
import { loader as partnerLoader } from '../../app/routes/site/partner';
import { loader as partnersLoader } from '../../app/routes/site/partners';
import { loader as previewLoader } from '../../app/routes/site/preview';
import { action as partnerAdminAction, loader as partnerAdminLoader } from '../../app/routes/admin/partners/form';
import { loader as partnersAdminLoader } from '../../app/routes/admin/partners/index';
import { PAGE_SEEDS } from '../../app/content/pages/index';
import { audit_log, partners, redirects, search_documents, site_pages } from '../../app/server/db/schema.server';
import { savePartner } from '../../app/server/entities/partners.server';
import { encodedPath } from '../../app/domain/locales';
import { createPreviewLink } from '../../app/server/entities/preview-links.server';
import { listRevisions, restoreRevision } from '../../app/server/entities/revisions.server';
import { addPartnerTranslation, publishedTranslations } from '../../app/server/entities/translations.server';
import { setEnvForTests } from '../../app/server/platform/env.server';
import { parsePartnerForm, partnerValues } from '../../app/domain/partner-admin';

const AR_PARTNERS = '/ar/الشركاء';
const editor = { email: 'editor@corvane.example' };

type PartnerPage = { partner: { name: string; slug: string } | null; alternates?: { locale: string; path: string }[] };
type PartnersPage = { partners: { slug: string }[] };

const get = async (handler: (args: never) => unknown, path: string, params: Record<string, string> = {}) =>
  resultOf(await handler(routeArgs<never>(pageRequest(encodeURI(path)), params)));

describe.each(testDatabaseKinds())('Arabic translations of partners (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);
  afterAll(() => setEnvForTests(undefined));

  /** An edit screen's save of partner `id` with `changes`, through the partner form's own parser. */
  const save = async (id: string, changes: { slug?: string; name?: string; description?: string; is_active: boolean }) => {
    const [row] = await db().select().from(partners).where(eq(partners.id, id));
    const values = { ...partnerValues(row!), ...(changes.slug ? { slug: changes.slug } : {}), ...(changes.name ? { name: changes.name } : {}), ...(changes.description ? { description: changes.description } : {}), is_active: changes.is_active ? 'on' : '' };
    const parsed = parsePartnerForm(values);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed));
    const saved = await savePartner(editor, id, parsed.data);
    if (!saved.ok) throw new Error(saved.reason);
  };

  it('an English-only partner is 404 under /ar and off the Arabic list; its translation, once active, is at its own slug there, with alternates both ways', async () => {
    // The Arabic partners page, as staff publish its translation in the pages editor.
    await db().insert(site_pages).values({ key: 'partners', locale: 'ar', document: PAGE_SEEDS.partners, effective_date: '2026-11-01' });
    forgetHeldContent();
    const english = await makePartner(db(), { slug: `halcyon-cloud-${kind}`, name: `Halcyon Cloud ${kind}`, description: 'Cloud **platform** partner.' });

    // Nowhere in Arabic: its English slug under /ar is a 404, not an English fallback.
    expect(await get(partnerLoader, `${AR_PARTNERS}/${english.slug}`, { slug: english.slug })).toMatchObject({ status: 404, data: { partner: null } });
    expect(dataOf<PartnersPage>(await get(partnersLoader, AR_PARTNERS)).partners).toEqual([]);
    // Alone, the English page lists only itself (no hreflang cluster to show).
    expect(dataOf<PartnerPage>(await get(partnerLoader, `/partners/${english.slug}`, { slug: english.slug })).alternates).toEqual([
      { locale: 'en', path: `/partners/${english.slug}` },
    ]);

    // "Add Arabic translation": an inactive copy in the source's group, with the same slug, audited.
    const added = await callAdmin(partnerAdminAction, { path: `/admin/partners/edit/${english.id}`, cookie: session(), params: { id: english.id }, form: { intent: 'add-translation', locale: 'ar' } });
    const [draft] = await db().select().from(partners).where(and(eq(partners.translation_group, english.translation_group), eq(partners.locale, 'ar')));
    expect(added).toMatchObject({
      status: 302,
      location: `/admin/partners/edit/${draft!.id}`,
      flash: { kind: 'success', message: 'The Arabic translation was created as a draft. Translate it, give it its own slug, then publish it.' },
    });
    expect(draft).toMatchObject({ slug: english.slug, name: english.name, description: english.description, logo_url: english.logo_url, is_active: false });
    const audits = await db().select().from(audit_log).where(and(eq(audit_log.entity, 'partners'), eq(audit_log.entity_id, draft!.id)));
    expect(audits.map((row) => row.action)).toEqual(['create']);
    expect((await get(partnerLoader, `${AR_PARTNERS}/${english.slug}`, { slug: english.slug })).status).toBe(404);
    // Indexed in its own language (ADR 350 §8), and not public while inactive: no search finds it.
    expect((await db().select().from(search_documents).where(eq(search_documents.entity_id, draft!.id))).map((row) => [row.locale, row.public])).toEqual([['ar', false]]);

    // The translation's edit screen: its language, its English source beside it, no second Arabic offered.
    const edit = dataOf<{ translations: { language: string; missing: unknown[]; source: { title: string; excerpt: string } | null; translations: { language: string; title: string }[] } }>(
      await callAdmin(partnerAdminLoader, { path: `/admin/partners/edit/${draft!.id}`, cookie: session(), params: { id: draft!.id } }),
    );
    expect(edit.translations).toMatchObject({
      language: 'Arabic',
      missing: [],
      source: { title: english.name, excerpt: 'Cloud **platform** partner.' },
      translations: [{ language: 'English', title: english.name }],
    });
    // The source's screen offers nothing more and lists the Arabic row, not live.
    const sourceEdit = dataOf<{ translations: { missing: unknown[]; translations: { language: string; live: boolean }[] } }>(
      await callAdmin(partnerAdminLoader, { path: `/admin/partners/edit/${english.id}`, cookie: session(), params: { id: english.id } }),
    );
    expect(sourceEdit.translations).toMatchObject({ missing: [], translations: [{ language: 'Arabic', live: false }] });
    // The list says each row's language.
    const list = dataOf<{ partners: { id: string; locale: string }[] }>(await callAdmin(partnersAdminLoader, { path: '/admin/partners', cookie: session() }));
    expect(list.partners.filter((row) => row.id === english.id || row.id === draft!.id).map((row) => [row.id, row.locale])).toEqual(
      expect.arrayContaining([
        [english.id, 'en'],
        [draft!.id, 'ar'],
      ]),
    );

    // A second Arabic translation of the group is refused, with the reason; the database refuses it too.
    const again = await callAdmin(partnerAdminAction, { path: `/admin/partners/edit/${english.id}`, cookie: session(), params: { id: english.id }, form: { intent: 'add-translation', locale: 'ar' } });
    expect(again).toMatchObject({ status: 302, location: `/admin/partners/edit/${english.id}`, flash: { kind: 'error', message: 'This item already has an Arabic translation: edit that one instead.' } });
    expect(await addPartnerTranslation(editor, english.id, 'ar')).toEqual({ ok: false, reason: 'translation_exists' });
    expect(await addPartnerTranslation(editor, english.id, 'en')).toEqual({ ok: false, reason: 'same_locale' });
    await expect(makePartner(db(), { slug: `other-${kind}`, locale: 'ar', translation_group: english.translation_group })).rejects.toThrow();

    // Activated with its own Arabic slug and words.
    const arabicSlug = `هالسيون-السحابية-${kind}`;
    await save(draft!.id, { slug: arabicSlug, name: 'هالسيون السحابية', description: 'شريك **منصّات** سحابية.', is_active: true });
    const arabicPage = await get(partnerLoader, `${AR_PARTNERS}/${arabicSlug}`, { slug: arabicSlug });
    expect(arabicPage.status).toBe(200);
    const alternates = [
      { locale: 'ar', path: `${AR_PARTNERS}/${arabicSlug}` },
      { locale: 'en', path: `/partners/${english.slug}` },
    ];
    expect(dataOf<PartnerPage>(arabicPage)).toMatchObject({ partner: { name: 'هالسيون السحابية', slug: arabicSlug } });
    expect(dataOf<PartnerPage>(arabicPage).alternates).toEqual(alternates);
    expect(dataOf<PartnerPage>(await get(partnerLoader, `/partners/${english.slug}`, { slug: english.slug })).alternates).toEqual(alternates);
    // Its Arabic slug is no English address, and each list has its own language's partner only.
    expect((await get(partnerLoader, `/partners/${arabicSlug}`, { slug: arabicSlug })).status).toBe(404);
    expect(dataOf<PartnersPage>(await get(partnersLoader, AR_PARTNERS)).partners.map((partner) => partner.slug)).toEqual([arabicSlug]);
    expect(dataOf<PartnersPage>(await get(partnersLoader, '/partners')).partners.map((partner) => partner.slug)).toEqual([english.slug]);
    // The sitemap's records: both, one group (partners in their display order, then by slug).
    expect((await publishedTranslations()).filter((entry) => entry.group === english.translation_group)).toEqual([
      expect.objectContaining({ kind: 'partner', locale: 'en', slug: english.slug, path: `/partners/${english.slug}` }),
      expect.objectContaining({ kind: 'partner', locale: 'ar', slug: arabicSlug, path: `${AR_PARTNERS}/${arabicSlug}` }),
    ]);
    // Each language's row has its own search document, in its language and at its own address.
    await save(english.id, { is_active: true });
    expect((await db().select().from(search_documents).where(eq(search_documents.entity_id, draft!.id))).map((row) => [row.locale, row.url, row.public])).toEqual([['ar', `${AR_PARTNERS}/${arabicSlug}`, true]]);
    expect((await db().select().from(search_documents).where(eq(search_documents.entity_id, english.id))).map((row) => [row.locale, row.url])).toEqual([['en', `/partners/${english.slug}`]]);

    // A new Arabic slug: the old one answers 301 within /ar, percent-encoded.
    const renamed = `هالسيون-${kind}`;
    await save(draft!.id, { slug: renamed, is_active: true });
    const [redirect] = await db().select().from(redirects).where(eq(redirects.from_path, `${AR_PARTNERS}/${arabicSlug}`));
    expect(redirect?.to_path).toBe(`${AR_PARTNERS}/${renamed}`);
    expect(await get(partnerLoader, `${AR_PARTNERS}/${arabicSlug}`, { slug: arabicSlug })).toMatchObject({ status: 301, location: encodeURI(`${AR_PARTNERS}/${renamed}`) });

    // Deactivated: gone from /ar, the Arabic list, and the English page's alternates.
    await save(draft!.id, { is_active: false });
    expect((await get(partnerLoader, `${AR_PARTNERS}/${renamed}`, { slug: renamed })).status).toBe(404);
    expect(dataOf<PartnersPage>(await get(partnersLoader, AR_PARTNERS)).partners).toEqual([]);
    expect(dataOf<PartnerPage>(await get(partnerLoader, `/partners/${english.slug}`, { slug: english.slug })).alternates).toEqual([
      { locale: 'en', path: `/partners/${english.slug}` },
    ]);
    await db().delete(site_pages).where(and(eq(site_pages.key, 'partners'), eq(site_pages.locale, 'ar')));
    forgetHeldContent();
  });

  it('a slug is unique within its language: the same slug is allowed once in English and once in Arabic, never twice in one', async () => {
    const slug = `shared-slug-${kind}`;
    const english = await makePartner(db(), { slug });
    const arabic = await makePartner(db(), { slug, locale: 'ar' });
    expect([english.locale, arabic.locale]).toEqual(['en', 'ar']);
    await expect(makePartner(db(), { slug })).rejects.toThrow();
    await expect(makePartner(db(), { slug, locale: 'ar' })).rejects.toThrow();
    // The editor's check is per language too: another Arabic partner may not take it, a free one it may.
    const other = await makePartner(db(), { slug: `other-arabic-${kind}`, locale: 'ar' });
    const parsed = parsePartnerForm({ ...partnerValues(other), slug });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed));
    expect(await savePartner(editor, other.id, parsed.data)).toMatchObject({ ok: false, reason: 'slug_taken' });
    const renamed = parsePartnerForm({ ...partnerValues(other), slug: `fresh-${kind}` });
    if (!renamed.ok) throw new Error(JSON.stringify(renamed));
    expect(await savePartner(editor, other.id, renamed.data)).toMatchObject({ ok: true });
  });

  it("an Arabic partner's revisions restore and its preview link opens, as an English partner's do", async () => {
    const english = await makePartner(db(), { slug: `preview-source-${kind}` });
    const added = await addPartnerTranslation(editor, english.id, 'ar');
    if (!added.ok) throw new Error(added.reason);
    const arabic = added.row;
    await save(arabic.id, { name: 'الاسم الأول', is_active: false });
    await save(arabic.id, { name: 'الاسم الثاني', is_active: false });
    const revisions = await listRevisions('partners', arabic.id);
    expect(revisions.map((revision) => revision.action)).toEqual(['create', 'update', 'update']);
    expect(await restoreRevision(editor, 'partners', arabic.id, 2)).toMatchObject({ ok: true, number: 2 });
    expect((await db().select().from(partners).where(eq(partners.id, arabic.id)))[0]).toMatchObject({ name: 'الاسم الأول', locale: 'ar', translation_group: english.translation_group });

    const link = await createPreviewLink(editor, { entity: 'partners', entityId: arabic.id, revision: null, expiresIn: '1d' });
    if (!link.ok) throw new Error(link.reason);
    // An Arabic item is previewed at the Arabic address (issue 48): /preview/{token} leads there.
    const moved = await resultOf(previewLoader(routeArgs<never>(pageRequest(`/preview/${link.token}`), { token: link.token })));
    expect(moved).toMatchObject({ status: 302, location: `${encodedPath('/ar/معاينة')}/${link.token}` });
    const preview = await resultOf(previewLoader(routeArgs<never>(pageRequest(moved.location!), { token: link.token })));
    expect(preview.status).toBe(200);
    expect(dataOf<{ view: { entity: string; partner: { name: string; slug: string } } }>(preview).view).toMatchObject({ entity: 'partners', partner: { name: 'الاسم الأول', slug: english.slug } });
  });
});
