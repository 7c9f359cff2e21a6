/**
 * Issue 48 (ADR 420): a testimonial and its Arabic translation, each a row of its own (migration
 * 0020), as partners are. An English-only testimonial is on no Arabic page; "Add Arabic translation"
 * on its edit screen makes an inactive copy in the source's group (audited), with the English words
 * beside it; the list says each one's language; once translated and active it is on /ar (and only
 * there), /industries in each language lists its own; saving it reaches the page cache's listeners;
 * its revisions restore as an English testimonial's do.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTestimonial } from '../support/content-factories';
import { forgetHeldContent, testDatabaseKinds, useTestDatabase } from '../support/database';
import { dataOf } from '../support/route-results';
import { pageRequest, routeArgs } from '../support/route-requests';
import { callAdmin, useStaffSession } from '../support/staff-sessions';
import { loader as homeLoader } from '../../app/routes/site/home';
import { loader as industriesLoader } from '../../app/routes/site/industries';
import { action as testimonialAdminAction, loader as testimonialAdminLoader } from '../../app/routes/admin/testimonials/form';
import { action as testimonialsAdminAction, loader as testimonialsAdminLoader } from '../../app/routes/admin/testimonials/index';
import { PAGE_SEEDS } from '../../app/content/pages/index';
import { audit_log, site_pages, testimonials } from '../../app/server/db/schema.server';
import { onContentChange, type ContentChange } from '../../app/server/entities/audit.server';
import { listRevisions, restoreRevision } from '../../app/server/entities/revisions.server';
import { addTestimonialTranslation } from '../../app/server/entities/testimonials.server';
import { setEnvForTests } from '../../app/server/platform/env.server';

const editor = { email: 'editor@corvane.example' };

type Panel = {
  language: string;
  missing: { locale: string }[];
  translations: { language: string; title: string; live: boolean }[];
  source: { title: string; titleLabel: string; excerpt: string; excerptLabel: string; more: { label: string; text: string }[]; newer: unknown } | null;
};

const homeIn = async (path: '/' | '/ar') => homeLoader(routeArgs<Parameters<typeof homeLoader>[0]>(pageRequest(path)));
const namesOf = (section: Awaited<ReturnType<typeof homeIn>>['testimonials']) => (section.ok ? section.data.map((row) => `${row.name}: ${row.quote}`) : section.message);

describe.each(testDatabaseKinds())('Arabic translations of testimonials (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);
  afterAll(() => setEnvForTests(undefined));

  it('staff add an Arabic translation beside the English words; once active it is on /ar only, and its revisions restore', async () => {
    const english = await makeTestimonial(db(), {
      name: `Layla Farouk ${kind}`,
      quote: 'They rebuilt our booking journey in six weeks.',
      title: 'Head of Digital',
      company: 'Gulf Clinics',
      display_order: 1,
    });
    forgetHeldContent();
    expect(namesOf((await homeIn('/ar')).testimonials)).toEqual([]);
    expect(namesOf((await homeIn('/')).testimonials)).toEqual([`Layla Farouk ${kind}: They rebuilt our booking journey in six weeks.`]);

    // The English edit screen offers an Arabic translation.
    const sourceScreen = dataOf<{ translations: Panel }>(await callAdmin(testimonialAdminLoader, { path: `/admin/testimonials/edit/${english.id}`, cookie: session(), params: { id: english.id } }));
    expect(sourceScreen.translations).toMatchObject({ language: 'English', missing: [{ locale: 'ar' }], translations: [], source: null });

    // "Add Arabic translation": an inactive copy in the group, audited as a create.
    const added = await callAdmin(testimonialAdminAction, {
      path: `/admin/testimonials/edit/${english.id}`,
      cookie: session(),
      params: { id: english.id },
      form: { intent: 'add-translation', locale: 'ar' },
    });
    const [draft] = await db().select().from(testimonials).where(and(eq(testimonials.translation_group, english.translation_group), eq(testimonials.locale, 'ar')));
    expect(added).toMatchObject({
      status: 302,
      location: `/admin/testimonials/edit/${draft!.id}`,
      flash: { kind: 'success', message: 'The Arabic translation was created, inactive. Translate it, then make it active.' },
    });
    expect(draft).toMatchObject({ name: english.name, quote: english.quote, title: 'Head of Digital', company: 'Gulf Clinics', display_order: 1, is_active: false });
    const audits = await db().select().from(audit_log).where(and(eq(audit_log.entity, 'testimonials'), eq(audit_log.entity_id, draft!.id)));
    expect(audits.map((row) => row.action)).toEqual(['create']);
    // A second one is refused; so is a translation into the source's own language.
    expect(await addTestimonialTranslation(editor, english.id, 'ar')).toEqual({ ok: false, reason: 'translation_exists' });
    expect(await addTestimonialTranslation(editor, english.id, 'en')).toEqual({ ok: false, reason: 'same_locale' });
    await expect(makeTestimonial(db(), { locale: 'ar', translation_group: english.translation_group })).rejects.toThrow();

    // The translation's edit screen: Arabic, the English words beside it (read only), nothing more to add.
    const draftScreen = dataOf<{ translations: Panel; values: Record<string, string> }>(
      await callAdmin(testimonialAdminLoader, { path: `/admin/testimonials/edit/${draft!.id}`, cookie: session(), params: { id: draft!.id } }),
    );
    expect(draftScreen.translations).toEqual({
      noun: 'testimonial',
      locale: 'ar',
      language: 'Arabic',
      missing: [],
      translations: [{ id: english.id, locale: 'en', language: 'English', title: english.name, live: true, editHref: `/admin/testimonials/edit/${english.id}` }],
      source: {
        title: english.name,
        titleLabel: 'Name',
        excerpt: 'They rebuilt our booking journey in six weeks.',
        excerptLabel: 'Quote',
        more: [
          { label: 'Job title', text: 'Head of Digital' },
          { label: 'Company', text: 'Gulf Clinics' },
        ],
        language: 'English',
        editHref: `/admin/testimonials/edit/${english.id}`,
        // A testimonial's translation records no source revision: never the "source is newer" note.
        newer: null,
      },
    });

    // Translated through the form (still inactive): on no page yet.
    const saved = await callAdmin(testimonialAdminAction, {
      path: `/admin/testimonials/edit/${draft!.id}`,
      cookie: session(),
      params: { id: draft!.id },
      form: { ...draftScreen.values, quote: 'أعادوا بناء رحلة حجز المواعيد لدينا في ستة أسابيع.', title: 'رئيسة القطاع الرقمي', is_active: '' },
    });
    expect(saved.status).toBe(302);
    expect(namesOf((await homeIn('/ar')).testimonials)).toEqual([]);

    // The list says each one's language; its toggle activates the translation, and the page cache hears of it.
    const list = dataOf<{ testimonials: { id: string; locale: string; is_active: boolean }[] }>(await callAdmin(testimonialsAdminLoader, { path: '/admin/testimonials', cookie: session() }));
    expect(list.testimonials.filter((row) => [english.id, draft!.id].includes(row.id)).map((row) => [row.id, row.locale, row.is_active])).toEqual(
      expect.arrayContaining([
        [english.id, 'en', true],
        [draft!.id, 'ar', false],
      ]),
    );
    const changes: ContentChange[] = [];
    const stop = onContentChange((change) => changes.push(change));
    try {
      const toggled = await callAdmin(testimonialsAdminAction, { path: '/admin/testimonials', cookie: session(), form: { intent: 'toggle', id: draft!.id, active: 'true' } });
      expect(toggled.status).toBeLessThan(400);
    } finally {
      stop();
    }
    expect(changes).toContainEqual({ entity: 'testimonials', origin: 'local' });
    expect((await db().select().from(testimonials).where(eq(testimonials.id, draft!.id)))[0]?.is_active).toBe(true);

    // /ar shows the Arabic one only; / the English one only.
    expect(namesOf((await homeIn('/ar')).testimonials)).toEqual([`Layla Farouk ${kind}: أعادوا بناء رحلة حجز المواعيد لدينا في ستة أسابيع.`]);
    expect(namesOf((await homeIn('/')).testimonials)).toEqual([`Layla Farouk ${kind}: They rebuilt our booking journey in six weeks.`]);

    // /industries in Arabic (once staff publish its Arabic copy) lists the Arabic ones, in Arabic words.
    await db().insert(site_pages).values({ key: 'industries', locale: 'ar', document: PAGE_SEEDS.industries, effective_date: '2026-11-01' });
    forgetHeldContent();
    const industries = await industriesLoader(routeArgs<Parameters<typeof industriesLoader>[0]>(pageRequest(encodeURI('/ar/القطاعات'))));
    expect(industries.testimonials.ok && industries.testimonials.data.map((row) => row.quote)).toEqual(['أعادوا بناء رحلة حجز المواعيد لدينا في ستة أسابيع.']);
    expect(industries.testimonialWords?.copy.emptyIndustries).toBe('لا توجد آراء عملاء لعرضها حاليًا.');

    // Revisions (ADR 330): the Arabic row's history, and a restore that keeps its language and group.
    const revisions = await listRevisions('testimonials', draft!.id);
    expect(revisions.map((revision) => revision.action)).toEqual(['create', 'update', 'activate']);
    expect(await restoreRevision(editor, 'testimonials', draft!.id, 1)).toMatchObject({ ok: true, number: 1 });
    expect((await db().select().from(testimonials).where(eq(testimonials.id, draft!.id)))[0]).toMatchObject({
      quote: english.quote,
      title: 'Head of Digital',
      is_active: false,
      locale: 'ar',
      translation_group: english.translation_group,
    });
    expect(namesOf((await homeIn('/ar')).testimonials)).toEqual([]);
    expect(namesOf((await homeIn('/')).testimonials)).toEqual([`Layla Farouk ${kind}: They rebuilt our booking journey in six weeks.`]);
  });
});
