/**
 * The loaders and actions of /admin/news, /admin/partners and /admin/teams, called as React Router
 * calls them: product §8's success texts as one-time messages, field errors with the values kept,
 * the slug derived on the server, a slug in use, real database errors (a table renamed away for
 * the moment) read as product says, the toggle, and the no-JavaScript delete confirmation step.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { action as newsFormAction, loader as newsFormLoader } from '../../app/routes/admin/news/form';
import { action as newsListAction, loader as newsListLoader } from '../../app/routes/admin/news/index';
import { action as partnerFormAction, loader as partnerFormLoader } from '../../app/routes/admin/partners/form';
import { action as partnersListAction } from '../../app/routes/admin/partners/index';
import { action as teamFormAction, loader as teamFormLoader } from '../../app/routes/admin/teams/form';
import { action as teamsListAction, loader as teamsListLoader } from '../../app/routes/admin/teams/index';
import { takeFlash } from '../../app/server/platform/flash.server';
import { audit_log, news_insights, partners, teams } from '../../app/server/db/schema.server';
import { addStaff } from '../../app/server/entities/staff.server';
import { makeArticle, makePartner, makeTeamMember } from '../support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../support/database';
import { resultOf } from '../support/route-results';
import { configureTestAuth, cookieHeader, makeSessionCookie, TEST_ORIGIN } from '../support/staff-sessions';

const STAFF = 'staff@corvane.example';
type Args = { request: Request; params: Record<string, string>; context: unknown };
type Handler = (args: never) => Promise<unknown>;

/** Runs a loader or action (a thrown redirect counts as its answer); a redirect's one-time message. */
async function run(handler: Handler, args: Args) {
  const result = await resultOf(handler(args as never));
  if (!result.response) return { status: result.status, data: result.data, location: null, flash: null };
  const { flash } = await takeFlash(new Request(TEST_ORIGIN, { headers: { cookie: cookieHeader(result.headers) } }));
  return { status: result.status, location: result.location, flash, data: undefined as unknown };
}

const article = {
  title: 'Quarterly Outlook: AI & Data',
  slug: '',
  category: 'Insights',
  author: 'Corvane Digital',
  published_date: '2025-06-01',
  excerpt: 'What changed.',
  content: '## Findings',
  featured_image: '',
  is_published: 'on',
};

describe.each(testDatabaseKinds())('article, partner and team admin routes (%s)', (kind) => {
  const db = useTestDatabase(kind);
  let cookie = '';
  beforeAll(async () => {
    configureTestAuth();
    await addStaff(STAFF, 'test', db());
    cookie = (await makeSessionCookie(db(), STAFF)).cookie;
  });
  beforeEach(async () => {
    await db().delete(news_insights);
    await db().delete(partners);
    await db().delete(teams);
    await db().delete(audit_log);
  });

  const get = (handler: Handler, path: string, params: Record<string, string> = {}) =>
    run(handler, { request: new Request(`${TEST_ORIGIN}${path}`, { headers: { cookie } }), params, context: {} });
  const post = (handler: Handler, path: string, fields: Record<string, string>, params: Record<string, string> = {}) =>
    run(handler, {
      request: new Request(`${TEST_ORIGIN}${path}`, { method: 'POST', headers: { cookie }, body: new URLSearchParams(fields) }),
      params,
      context: {},
    });
  const withoutTable = async (table: string, body: () => Promise<void>) => {
    await db().execute(sql.raw(`alter table ${table} rename to ${table}_away`));
    try {
      await body();
    } finally {
      await db().execute(sql.raw(`alter table ${table}_away rename to ${table}`));
    }
  };

  it('news: create derives the slug on the server, update says so, both audited', async () => {
    const created = await post(newsFormAction, '/admin/news/new', { ...article, intent: 'save' });
    expect(created).toMatchObject({ status: 302, location: '/admin/news', flash: { kind: 'success', message: 'Article created successfully!' } });
    const [row] = await db().select().from(news_insights);
    expect(row).toMatchObject({ slug: 'quarterly-outlook-ai-data', is_published: true, featured_image: null });

    const form = await get(newsFormLoader, `/admin/news/${row!.id}`, { id: row!.id });
    expect(form.data).toMatchObject({ mode: 'edit', values: { title: article.title, is_published: 'on', featured_image: '' } });
    expect((await get(newsFormLoader, '/admin/news/new', {})).data).toMatchObject({ mode: 'create', values: { author: 'Corvane Digital' } });

    const updated = await post(newsFormAction, `/admin/news/edit/${row!.id}`, { ...article, slug: row!.slug, title: 'Renamed' }, { id: row!.id });
    expect(updated).toMatchObject({ status: 302, location: '/admin/news', flash: { message: 'Article updated successfully!' } });
    const audit = await db().select().from(audit_log).where(eq(audit_log.entity_id, row!.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'update']);
  });

  it('news: field errors keep the values; a slug in use is a field error', async () => {
    const invalid = await post(newsFormAction, '/admin/news/new', { ...article, title: '', excerpt: 'kept excerpt' });
    expect(invalid).toMatchObject({ status: 400, data: { errors: { title: 'Please enter a title.', slug: 'Please enter a slug.' }, values: { excerpt: 'kept excerpt' } } });
    // A hand-made post without the title field at all: the same answer, and the form shown again
    // gets an empty title (it used to fail while rendering).
    const { title: _left, ...withoutTitle } = article;
    const noTitle = await post(newsFormAction, '/admin/news/new', withoutTitle);
    expect(noTitle).toMatchObject({ status: 400, data: { errors: { title: 'Please enter a title.' }, values: { title: '', slug: '' } } });
    const existing = await makeArticle(db());
    const clash = await post(newsFormAction, '/admin/news/new', { ...article, slug: existing.slug });
    expect(clash).toMatchObject({ status: 400, data: { errors: { slug: 'This slug is already in use. Please choose another one.' } } });
    expect(await db().select().from(news_insights)).toHaveLength(1);
  });

  it('news: list filter, empty state, delete confirmation step without JavaScript, delete', async () => {
    expect((await get(newsListLoader, '/admin/news')).data).toMatchObject({ articles: [] });
    const news = await makeArticle(db(), { category: 'News', is_published: false });
    await makeArticle(db(), { category: 'Articles' });
    const filtered = await get(newsListLoader, '/admin/news?category=News');
    expect(filtered.data).toMatchObject({ category: 'News', articles: [{ id: news.id, state: 'draft', publishAt: null }] });

    const unconfirmed = await post(newsListAction, '/admin/news?index&category=News', { intent: 'delete', id: news.id, confirmed: 'no' });
    expect(unconfirmed).toMatchObject({ status: 302, location: `/admin/news?category=News&confirm-delete=${news.id}` });
    expect((await get(newsListLoader, unconfirmed.location!)).data).toMatchObject({ pendingDelete: news.id });

    const deleted = await post(newsListAction, `/admin/news?index&category=News&confirm-delete=${news.id}`, { intent: 'delete', id: news.id, confirmed: 'yes' });
    expect(deleted).toMatchObject({ status: 302, location: '/admin/news?category=News', flash: { kind: 'success', message: 'Article deleted.' } });
    expect(await db().select().from(news_insights).where(eq(news_insights.id, news.id))).toEqual([]);
    const [audit] = await db().select().from(audit_log).where(eq(audit_log.entity_id, news.id));
    expect(audit).toMatchObject({ action: 'delete', entity: 'news_insights', staff_email: STAFF });
  });

  it('news: database errors read as product says and leave nothing half-written', async () => {
    const existing = await makeArticle(db());
    await withoutTable('news_insights', async () => {
      const saved = await post(newsFormAction, '/admin/news/new', article);
      expect(saved.status).toBe(500);
      expect((saved.data as { message: string }).message).toMatch(/^Error saving article: relation "news_insights" does not exist/);
      const deleted = await post(newsListAction, '/admin/news?index', { intent: 'delete', id: existing.id, confirmed: 'yes' });
      expect(deleted.flash).toMatchObject({ kind: 'error' });
      expect(deleted.flash?.message).toMatch(/^Error deleting article: relation "news_insights" does not exist/);
      const loaded = await get(newsFormLoader, `/admin/news/edit/${existing.id}`, { id: existing.id });
      expect(loaded).toMatchObject({ status: 302, location: '/admin/news' });
      expect(loaded.flash?.message).toMatch(/^Error loading article: relation "news_insights" does not exist/);
      // product §8: list load errors are only logged; the list shows empty.
      expect((await get(newsListLoader, '/admin/news')).data).toMatchObject({ articles: [] });
    });
    expect(await db().select().from(audit_log)).toEqual([]);
    const missing = await get(newsFormLoader, '/admin/news/edit/not-an-id', { id: 'not-an-id' });
    expect(missing).toMatchObject({ status: 302, location: '/admin/news', flash: { kind: 'error', message: 'Error loading article: Article not found' } });
  });

  it('partners: create with nulls, toggle from the list, errors as product says', async () => {
    const created = await post(partnerFormAction, '/admin/partners/new', {
      name: 'Halcyon Cloud',
      slug: '',
      logo_url: '/images/logo.svg',
      partnership_type: 'Technology Partner',
      description: 'About.',
      website: '',
      industry: '',
      established_date: '',
      case_study: '',
      display_order: '2',
      is_active: 'on',
    });
    expect(created).toMatchObject({ status: 302, location: '/admin/partners', flash: { message: 'Partner created successfully!' } });
    const [row] = await db().select().from(partners);
    expect(row).toMatchObject({ slug: 'halcyon-cloud', website: null, industry: null, established_date: null, case_study: null, display_order: 2 });

    const off = await post(partnersListAction, '/admin/partners?index', { intent: 'toggle', id: row!.id, active: 'false' });
    expect(off).toMatchObject({ status: 302, location: '/admin/partners', flash: { kind: 'success', message: 'Partner "Halcyon Cloud" is now inactive.' } });
    expect((await db().select().from(partners))[0]!.is_active).toBe(false);
    const actions = (await db().select().from(audit_log).where(eq(audit_log.entity_id, row!.id))).map((a) => a.action).sort();
    expect(actions).toEqual(['create', 'deactivate']);

    expect((await post(partnersListAction, '/admin/partners?index', { intent: 'publish', id: row!.id })).status).toBe(400);

    await withoutTable('partners', async () => {
      const saved = await post(partnerFormAction, `/admin/partners/edit/${row!.id}`, { name: 'X', logo_url: '/x.svg', partnership_type: 'Strategic Partner', description: 'd' }, { id: row!.id });
      expect((saved.data as { message: string }).message).toMatch(/^Error saving partner: relation "partners" does not exist/);
      const loaded = await get(partnerFormLoader, `/admin/partners/${row!.id}`, { id: row!.id });
      expect(loaded.flash?.message).toMatch(/^Error loading partner: relation "partners" does not exist/);
      const deleted = await post(partnersListAction, '/admin/partners?index', { intent: 'delete', id: row!.id, confirmed: 'yes' });
      expect(deleted.flash?.message).toMatch(/^Error deleting partner: relation "partners" does not exist/);
    });
    const clash = await makePartner(db());
    const taken = await post(partnerFormAction, `/admin/partners/edit/${row!.id}`, { name: 'X', slug: clash.slug, logo_url: '/x.svg', partnership_type: 'Strategic Partner', description: 'd' }, { id: row!.id });
    expect(taken).toMatchObject({ status: 400, data: { errors: { slug: 'This slug is already in use. Please choose another one.' } } });
  });

  it('teams: edit is recognised by /edit/ in the path; an update without an id is an error; errors as product says', async () => {
    const fields = { name: 'Ana Ruiz', slug: '', title: 'Partner', department: 'Strategy', display_order: '1', photo_url: '', email: '', linkedin_url: '', twitter_url: '', bio: 'Bio.', is_active: 'on' };
    const created = await post(teamFormAction, '/admin/teams/new', fields);
    expect(created).toMatchObject({ status: 302, location: '/admin/teams', flash: { message: 'Team member created successfully!' } });
    const [row] = await db().select().from(teams);
    expect(row).toMatchObject({ slug: 'ana-ruiz', email: null, photo_url: null, linkedin_url: null, twitter_url: null, department: 'Strategy' });

    expect((await get(teamFormLoader, `/admin/teams/edit/${row!.id}`, { id: row!.id })).data).toMatchObject({ mode: 'edit', values: { name: 'Ana Ruiz' } });
    expect((await get(teamFormLoader, '/admin/teams/new')).data).toMatchObject({ mode: 'create', values: { department: 'Leadership', is_active: 'on' } });

    const updated = await post(teamFormAction, `/admin/teams/edit/${row!.id}`, { ...fields, slug: 'ana-ruiz', title: 'Managing Partner' }, { id: row!.id });
    expect(updated).toMatchObject({ status: 302, location: '/admin/teams', flash: { message: 'Team member updated successfully!' } });
    const noId = await post(teamFormAction, '/admin/teams/edit/undefined', fields, { id: 'undefined' });
    expect(noId).toMatchObject({ status: 400, data: { message: 'Error saving team member: No team member ID provided for update' } });
    const badEmail = await post(teamFormAction, '/admin/teams/new', { ...fields, slug: 'other', email: 'ana at corvane' });
    expect(badEmail).toMatchObject({ status: 400, data: { errors: { email: 'Please enter a valid email address.' } } });

    const on = await post(teamsListAction, '/admin/teams?index', { intent: 'toggle', id: row!.id, active: 'false' });
    expect(on.flash).toMatchObject({ message: 'Team member "Ana Ruiz" is now inactive.' });
    expect((await get(teamsListLoader, '/admin/teams')).data).toMatchObject({ members: [{ id: row!.id, is_active: false }] });

    await withoutTable('teams', async () => {
      const saved = await post(teamFormAction, `/admin/teams/edit/${row!.id}`, fields, { id: row!.id });
      expect((saved.data as { message: string }).message).toMatch(/^Error saving team member: relation "teams" does not exist/);
      const loaded = await get(teamFormLoader, `/admin/teams/edit/${row!.id}`, { id: row!.id });
      expect(loaded).toMatchObject({ status: 302, location: '/admin/teams' });
      expect(loaded.flash?.message).toMatch(/^Error loading team member: relation "teams" does not exist/);
      const deleted = await post(teamsListAction, '/admin/teams?index', { intent: 'delete', id: row!.id, confirmed: 'yes' });
      expect(deleted.flash?.message).toMatch(/^Error deleting team member: relation "teams" does not exist/);
    });

    const member = await makeTeamMember(db());
    const deleted = await post(teamsListAction, '/admin/teams?index', { intent: 'delete', id: member.id, confirmed: 'yes' });
    expect(deleted).toMatchObject({ status: 302, location: '/admin/teams', flash: { message: 'Team member deleted.' } });
    const actions = (await db().select().from(audit_log).where(eq(audit_log.entity_id, row!.id))).map((a) => a.action).sort();
    expect(actions).toEqual(['create', 'deactivate', 'update']);
  });

  it('every loader and action refuses anonymous requests', async () => {
    const anonymous = (path: string, method = 'GET') => ({ request: new Request(`${TEST_ORIGIN}${path}`, { method, ...(method === 'POST' ? { body: new URLSearchParams({ intent: 'save' }) } : {}) }), params: {}, context: {} });
    for (const [handler, path, method] of [
      [newsListLoader, '/admin/news', 'GET'],
      [newsFormAction, '/admin/news/new', 'POST'],
      [partnerFormLoader, '/admin/partners/new', 'GET'],
      [teamsListAction, '/admin/teams', 'POST'],
    ] as const) {
      const answer = await run(handler as Handler, anonymous(path, method));
      expect(answer.status).toBe(302);
      expect(answer.location).toMatch(/^\/admin\/login\?redirect=/);
    }
  });
});
