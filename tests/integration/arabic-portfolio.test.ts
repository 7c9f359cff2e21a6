/**
 * Issue 48 (ADR 420): portfolio projects per language (migration 0020), as testimonials are. No
 * Arabic portfolio or digital-experience page is seeded: once staff publish one, /ar/أعمالنا lists the
 * Arabic projects only (its categories too) and the Arabic success stories are Arabic projects only,
 * while the English pages keep the English ones. "Add Arabic translation" on the project being edited
 * (?edit={id}) makes an inactive, unfeatured copy in its group, with the English words beside it;
 * each card says its language; the Arabic row is indexed in Arabic; a restore keeps its language.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { makeProject } from '../support/content-factories';
import { forgetHeldContent, testDatabaseKinds, useTestDatabase } from '../support/database';
import { dataOf, resultOf } from '../support/route-results';
import { pageRequest, routeArgs } from '../support/route-requests';
import { callAdmin, useStaffSession } from '../support/staff-sessions';
import { loader as portfolioLoader } from '../../app/routes/site/portfolio';
import { loader as digitalExperienceLoader } from '../../app/routes/site/digital-experience';
import { action as portfolioAdminAction, loader as portfolioAdminLoader } from '../../app/routes/admin/portfolio/index';
import { PAGE_SEEDS } from '../../app/content/pages/index';
import { audit_log, portfolio_projects, search_documents, site_pages } from '../../app/server/db/schema.server';
import { listRevisions, restoreRevision } from '../../app/server/entities/revisions.server';
import { addProjectTranslation } from '../../app/server/entities/portfolio.server';
import { setEnvForTests } from '../../app/server/platform/env.server';

const editor = { email: 'editor@corvane.example' };
const AR_PORTFOLIO = '/ar/أعمالنا';
const AR_DIGITAL = '/ar/التجربة-الرقمية';

type PortfolioData = { categories: string[]; projects: { title: string; client: string }[] };
const portfolio = async (path: string) => dataOf<PortfolioData>(await resultOf(portfolioLoader(routeArgs<never>(pageRequest(encodeURI(path))))));
const stories = async (path: string) =>
  dataOf<{ successStories: { title: string }[] }>(await resultOf(digitalExperienceLoader(routeArgs<never>(pageRequest(encodeURI(path)))))).successStories.map((story) => story.title);

describe.each(testDatabaseKinds())('Arabic translations of portfolio projects (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);
  afterAll(() => setEnvForTests(undefined));

  it('each language lists its own projects; staff translate a project beside the English words; a restore keeps its language', async () => {
    await db().delete(portfolio_projects);
    const english = await makeProject(db(), {
      title: 'Patient portal',
      client: 'Gulf Clinics',
      description: 'One portal for bookings and results.',
      category: 'Healthcare',
      results: ['Calls down 30%', 'Bookings up 2x'],
      display_order: 1,
    });
    await makeProject(db(), { title: 'منصة الفواتير', client: 'شركة الخليج', description: 'فواتير إلكترونية.', category: 'Technology', locale: 'ar', display_order: 2 });
    await db().insert(site_pages).values([
      { key: 'portfolio', locale: 'ar', document: PAGE_SEEDS.portfolio, effective_date: '2026-11-01' },
      { key: 'digital-experience', locale: 'ar', document: PAGE_SEEDS['digital-experience'], effective_date: '2026-11-01' },
    ]);
    forgetHeldContent();
    expect(await portfolio(AR_PORTFOLIO)).toMatchObject({ categories: ['Technology'], projects: [{ title: 'منصة الفواتير' }] });
    expect(await portfolio('/portfolio')).toMatchObject({ categories: ['Healthcare'], projects: [{ title: 'Patient portal' }] });
    expect((await portfolio(`${AR_PORTFOLIO}?category=Healthcare`)).projects).toEqual([]);
    expect(await stories(AR_DIGITAL)).toEqual(['منصة الفواتير']);
    expect(await stories('/digital-experience')).toEqual(['Patient portal']);

    // The project being edited: its translations above the form; "Add Arabic translation" posts to that page.
    const editing = `/admin/portfolio?edit=${english.id}`;
    const before = dataOf<{ translations: { language: string; missing: { locale: string }[] } | null }>(await callAdmin(portfolioAdminLoader, { path: editing, cookie: session() }));
    expect(before.translations).toMatchObject({ language: 'English', missing: [{ locale: 'ar' }] });
    const added = await callAdmin(portfolioAdminAction, { path: editing, cookie: session(), form: { intent: 'add-translation', locale: 'ar' } });
    const [draft] = await db().select().from(portfolio_projects).where(and(eq(portfolio_projects.translation_group, english.translation_group), eq(portfolio_projects.locale, 'ar')));
    expect(added).toMatchObject({
      status: 302,
      location: `/admin/portfolio?edit=${draft!.id}`,
      flash: { kind: 'success', message: 'The Arabic translation was created, inactive. Translate it, then make it active.' },
    });
    expect(draft).toMatchObject({ title: english.title, category: 'Healthcare', results: english.results, is_active: false, featured: false });
    expect((await db().select().from(audit_log).where(and(eq(audit_log.entity, 'portfolio_projects'), eq(audit_log.entity_id, draft!.id)))).map((row) => row.action)).toEqual(['create']);
    expect(await addProjectTranslation(editor, english.id, 'ar')).toEqual({ ok: false, reason: 'translation_exists' });
    await expect(makeProject(db(), { locale: 'ar', translation_group: english.translation_group })).rejects.toThrow();

    // Its own editing page: Arabic, the English words beside it; the cards say each project's language.
    const screen = dataOf<{
      form: { id: string; values: Record<string, string> };
      translations: { language: string; source: unknown };
      projects: { id: string; locale: string }[];
    }>(await callAdmin(portfolioAdminLoader, { path: `/admin/portfolio?edit=${draft!.id}`, cookie: session() }));
    expect(screen.translations).toMatchObject({
      language: 'Arabic',
      source: {
        title: 'Patient portal',
        excerpt: 'One portal for bookings and results.',
        excerptLabel: 'Description',
        more: [
          { label: 'Client', text: 'Gulf Clinics' },
          { label: 'Key results', text: 'Calls down 30%\nBookings up 2x' },
        ],
      },
    });
    expect(screen.projects.map((project) => [project.id, project.locale])).toEqual(expect.arrayContaining([[english.id, 'en'], [draft!.id, 'ar']]));

    // Translated and made active through the page's own form.
    const saved = await callAdmin(portfolioAdminAction, {
      path: `/admin/portfolio?edit=${draft!.id}`,
      cookie: session(),
      form: { ...screen.form.values, intent: 'save', id: draft!.id, title: 'بوابة المرضى', client: 'عيادات الخليج', description: 'بوابة واحدة للحجوزات والنتائج.', is_active: 'on' },
    });
    expect(saved.status).toBe(302);
    forgetHeldContent();
    expect((await portfolio(AR_PORTFOLIO)).projects.map((project) => project.title)).toEqual(['بوابة المرضى', 'منصة الفواتير']);
    expect((await portfolio(`${AR_PORTFOLIO}?category=Healthcare`)).projects.map((project) => project.title)).toEqual(['بوابة المرضى']);
    expect((await portfolio('/portfolio')).projects.map((project) => project.title)).toEqual(['Patient portal']);
    expect(await stories(AR_DIGITAL)).toEqual(['بوابة المرضى', 'منصة الفواتير']);
    expect(await stories('/digital-experience')).toEqual(['Patient portal']);
    // Indexed in its own language, at its address in that language (ADR 350 §8).
    const [document] = await db().select().from(search_documents).where(eq(search_documents.entity_id, draft!.id));
    expect(document).toMatchObject({ locale: 'ar', title: 'بوابة المرضى', public: true });
    expect(document?.url.startsWith(`${AR_PORTFOLIO}#`)).toBe(true);

    // Revisions (ADR 330): a restore of the Arabic row keeps its language and group.
    expect((await listRevisions('portfolio_projects', draft!.id)).map((revision) => revision.action)).toEqual(['create', 'update']);
    expect(await restoreRevision(editor, 'portfolio_projects', draft!.id, 1)).toMatchObject({ ok: true, number: 1 });
    expect((await db().select().from(portfolio_projects).where(eq(portfolio_projects.id, draft!.id)))[0]).toMatchObject({
      title: 'Patient portal',
      is_active: false,
      locale: 'ar',
      translation_group: english.translation_group,
    });
    forgetHeldContent();
    expect((await portfolio(AR_PORTFOLIO)).projects.map((project) => project.title)).toEqual(['منصة الفواتير']);
  });
});
