/** /admin/portfolio: the cards with the form on the page, save, Make Featured, Test DB Connection, the confirmed Delete. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { portfolio_projects } from '~/server/db/schema.server';
import { makeProject } from '../../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../../tests/support/database';
import { dataOf } from '../../../../tests/support/route-results';
import { callAdmin, refreshesSession, useStaffSession } from '../../../../tests/support/staff-sessions';
import { action, loader } from './index';

const fields = { intent: 'save', id: '', title: 'Route Project', client: 'Client Co', description: 'What we did.', category: 'Technology', year: '2025', services: 'Strategy, Delivery', technologies: '', results: '', image_url: '', website_url: '', display_order: '0', is_active: 'on' };

describe.each(testDatabaseKinds())('/admin/portfolio (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);
  const row = async (id: string) => (await db().select().from(portfolio_projects).where(eq(portfolio_projects.id, id)))[0];

  it('shows the cards and, with ?edit={id}, that project in the form', async () => {
    const project = await makeProject(db(), { title: 'Card Project' });
    const page = await callAdmin(loader, { path: `/admin/portfolio?edit=${project.id}`, cookie: session() });
    const shown = dataOf<{ projects: { id: string }[]; form: { id: string; values: { title: string } } | null }>(page);
    expect(shown.projects.map((card) => card.id)).toContain(project.id);
    expect(shown.form).toMatchObject({ id: project.id, values: { title: 'Card Project' } });
    expect(refreshesSession(page.headers)).toBe(true);
  });

  it('saves a new project ("Project created successfully!"); refused input keeps the form open (400)', async () => {
    const created = await callAdmin(action, { path: '/admin/portfolio', cookie: session(), form: fields });
    expect(created).toMatchObject({ status: 302, location: '/admin/portfolio', flash: { kind: 'success', message: 'Project created successfully!' } });
    expect((await db().select().from(portfolio_projects).where(eq(portfolio_projects.title, 'Route Project')))[0]?.services).toEqual(['Strategy', 'Delivery']);
    const refused = await callAdmin(action, { path: '/admin/portfolio', cookie: session(), form: { ...fields, title: '' } });
    expect(refused).toMatchObject({ status: 400, data: { id: null, values: { client: 'Client Co' } } });
    expect(Object.keys(dataOf<{ errors: Record<string, string> }>(refused).errors)).toContain('title');
  });

  it('Make Featured names the project; Test DB Connection answers; Delete asks first, then deletes', async () => {
    const project = await makeProject(db(), { title: 'Featured One', featured: false });
    const featured = await callAdmin(action, { path: '/admin/portfolio', cookie: session(), form: { intent: 'feature', id: project.id, featured: 'true' } });
    expect(featured.flash).toEqual({ kind: 'success', message: 'Project "Featured One" added to featured status' });
    expect((await row(project.id))?.featured).toBe(true);
    const tested = await callAdmin(action, { path: '/admin/portfolio', cookie: session(), form: { intent: 'test-connection' } });
    expect(tested.flash).toEqual({ kind: 'success', message: 'Database connection successful. The portfolio_projects table is reachable.' });
    const asked = await callAdmin(action, { path: '/admin/portfolio', cookie: session(), form: { intent: 'delete', id: project.id } });
    expect(asked.location).toBe(`/admin/portfolio?confirm-delete=${project.id}`);
    expect(await row(project.id)).toBeDefined();
    const deleted = await callAdmin(action, { path: '/admin/portfolio', cookie: session(), form: { intent: 'delete', id: project.id, confirmed: 'yes' } });
    expect(deleted.flash).toEqual({ kind: 'success', message: 'Project deleted.' });
    expect(await row(project.id)).toBeUndefined();
  });
});
