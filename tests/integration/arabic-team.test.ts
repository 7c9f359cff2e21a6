/**
 * Issue 48 (ADR 420): team members per language (migration 0020), as testimonials are. There is no
 * Arabic about page seeded: the Arabic rows are for when staff publish one, and then /ar/من-نحن lists
 * the Arabic members only (none of English stands in) while /about-us keeps the English ones.
 * "Add Arabic translation" on a member's edit screen makes an inactive copy in its group (same slug:
 * a slug is unique within its language only), with the English words beside it; the list says each
 * one's language; a restore of the Arabic row keeps its language and group.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTeamMember } from '../support/content-factories';
import { forgetHeldContent, testDatabaseKinds, useTestDatabase } from '../support/database';
import { dataOf, resultOf } from '../support/route-results';
import { pageRequest, routeArgs } from '../support/route-requests';
import { callAdmin, useStaffSession } from '../support/staff-sessions';
import { loader as aboutLoader } from '../../app/routes/site/about-us';
import { action as teamAdminAction, loader as teamAdminLoader } from '../../app/routes/admin/teams/form';
import { loader as teamsAdminLoader } from '../../app/routes/admin/teams/index';
import { PAGE_SEEDS } from '../../app/content/pages/index';
import { audit_log, site_pages, teams } from '../../app/server/db/schema.server';
import { listRevisions, restoreRevision } from '../../app/server/entities/revisions.server';
import { addTeamMemberTranslation, saveTeamMember } from '../../app/server/entities/teams.server';
import { parseTeamForm, teamValues } from '../../app/domain/team-admin';
import { setEnvForTests } from '../../app/server/platform/env.server';

const editor = { email: 'editor@corvane.example' };
const AR_ABOUT = '/ar/من-نحن';

type AboutData = { team: { ok: true; data: { name: string; title: string; bio: string }[] } | { ok: false; message: string } };
const about = async (path: string) => resultOf(aboutLoader(routeArgs<never>(pageRequest(encodeURI(path)))));
const teamOf = (result: Awaited<ReturnType<typeof about>>) => {
  const { team } = dataOf<AboutData>(result);
  return team.ok ? team.data.map((member) => `${member.name}: ${member.title}`) : team.message;
};

describe.each(testDatabaseKinds())('Arabic translations of team members (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);
  afterAll(() => setEnvForTests(undefined));

  it('the Arabic about page, once published, lists the Arabic members only; staff translate a member beside the English words', async () => {
    await db().delete(teams);
    const english = await makeTeamMember(db(), { name: 'Samira Khoury', slug: `samira-khoury-${kind}`, title: 'Managing Director, Dubai', role: 'Leads the Gulf practice', bio: 'Twenty years in digital government.', display_order: 1 });
    await makeTeamMember(db(), { name: 'Omar Nasser', slug: `omar-nasser-${kind}`, title: 'مدير التصميم', bio: 'يقود فريق التصميم في دبي.', locale: 'ar', display_order: 2 });

    // No Arabic about page yet: 404, never the English page.
    forgetHeldContent();
    expect((await about(AR_ABOUT)).status).toBe(404);
    // Staff publish one: it lists the Arabic member only, and /about-us the English one only.
    await db().insert(site_pages).values({ key: 'about-us', locale: 'ar', document: PAGE_SEEDS['about-us'], effective_date: '2026-11-01' });
    forgetHeldContent();
    expect(teamOf(await about(AR_ABOUT))).toEqual(['Omar Nasser: مدير التصميم']);
    expect(teamOf(await about('/about-us'))).toEqual(['Samira Khoury: Managing Director, Dubai']);

    // "Add Arabic translation": an inactive copy in the group with the same slug, audited.
    const added = await callAdmin(teamAdminAction, { path: `/admin/teams/edit/${english.id}`, cookie: session(), params: { id: english.id }, form: { intent: 'add-translation', locale: 'ar' } });
    const [draft] = await db().select().from(teams).where(and(eq(teams.translation_group, english.translation_group), eq(teams.locale, 'ar')));
    expect(added).toMatchObject({
      status: 302,
      location: `/admin/teams/edit/${draft!.id}`,
      flash: { kind: 'success', message: 'The Arabic translation was created, inactive. Translate it, then make it active.' },
    });
    expect(draft).toMatchObject({ name: english.name, slug: english.slug, title: english.title, bio: english.bio, is_active: false });
    expect((await db().select().from(audit_log).where(and(eq(audit_log.entity, 'teams'), eq(audit_log.entity_id, draft!.id)))).map((row) => row.action)).toEqual(['create']);
    expect(await addTeamMemberTranslation(editor, english.id, 'ar')).toEqual({ ok: false, reason: 'translation_exists' });
    expect(await addTeamMemberTranslation(editor, 'not-an-id', 'ar')).toEqual({ ok: false, reason: 'not_found' });

    // Its edit screen: the English words beside it.
    const screen = dataOf<{ values: Record<string, string>; translations: { language: string; source: unknown } }>(
      await callAdmin(teamAdminLoader, { path: `/admin/teams/edit/${draft!.id}`, cookie: session(), params: { id: draft!.id } }),
    );
    expect(screen.translations).toMatchObject({
      language: 'Arabic',
      source: {
        title: 'Samira Khoury',
        titleLabel: 'Name',
        excerpt: 'Twenty years in digital government.',
        excerptLabel: 'Bio',
        more: [
          { label: 'Job title', text: 'Managing Director, Dubai' },
          { label: 'Role', text: 'Leads the Gulf practice' },
        ],
      },
    });
    // The list says each member's language.
    const list = dataOf<{ members: { id: string; locale: string }[] }>(await callAdmin(teamsAdminLoader, { path: '/admin/teams', cookie: session() }));
    expect(list.members.map((member) => [member.id, member.locale])).toEqual(expect.arrayContaining([[english.id, 'en'], [draft!.id, 'ar']]));

    // Translated and made active (the slug check is within Arabic: the English member's slug is no conflict).
    const parsed = parseTeamForm({ ...teamValues(draft!), title: 'المديرة العامة، دبي', bio: 'عشرون عامًا في الحكومة الرقمية.', is_active: 'on' });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed));
    expect(await saveTeamMember(editor, draft!.id, parsed.data)).toMatchObject({ ok: true });
    forgetHeldContent();
    expect(teamOf(await about(AR_ABOUT))).toEqual(['Samira Khoury: المديرة العامة، دبي', 'Omar Nasser: مدير التصميم']);
    expect(teamOf(await about('/about-us'))).toEqual(['Samira Khoury: Managing Director, Dubai']);
    // Another Arabic member may not take that slug (unique within a language), nor a second row the group's language.
    await expect(makeTeamMember(db(), { slug: english.slug, locale: 'ar' })).rejects.toThrow();
    await expect(makeTeamMember(db(), { locale: 'ar', translation_group: english.translation_group })).rejects.toThrow();

    // Revisions (ADR 330): a restore of the Arabic row keeps its language and group.
    expect((await listRevisions('teams', draft!.id)).map((revision) => revision.action)).toEqual(['create', 'update']);
    expect(await restoreRevision(editor, 'teams', draft!.id, 1)).toMatchObject({ ok: true, number: 1 });
    expect((await db().select().from(teams).where(eq(teams.id, draft!.id)))[0]).toMatchObject({ title: english.title, is_active: false, locale: 'ar', translation_group: english.translation_group });
    forgetHeldContent();
    expect(teamOf(await about(AR_ABOUT))).toEqual(['Omar Nasser: مدير التصميم']);
  });
});
