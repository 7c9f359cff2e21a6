/** /admin/partners/new and /admin/partners/edit/{id}: create with empty optionals as null, update, a slug in use, and the partner's preview links. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { partners } from '~/server/db/schema.server';
import { makePartner } from '../../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../../tests/support/database';
import { describePreviewLinkSection } from '../../../../tests/support/preview-link-routes';
import { dataOf } from '../../../../tests/support/route-results';
import { callAdmin, refreshesSession, useStaffSession } from '../../../../tests/support/staff-sessions';
import { action, loader } from './form';

const fields = { name: 'Route Partner', slug: '', logo_url: '/images/partners/route.svg', partnership_type: 'Technology Partner', website: '', industry: '', established_date: '', display_order: '3', description: 'Works with us.', case_study: '', is_active: 'on' };

describe.each(testDatabaseKinds())('/admin/partners form (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const session = useStaffSession(db);

  it('creates a partner, empty optional fields stored as null, with "Partner created successfully!"', async () => {
    const created = await callAdmin(action, { path: '/admin/partners/new', cookie: session(), form: fields });
    expect(created).toMatchObject({ status: 302, location: '/admin/partners', flash: { kind: 'success', message: 'Partner created successfully!' } });
    expect(refreshesSession(created.headers)).toBe(true);
    const [row] = await db().select().from(partners).where(eq(partners.slug, 'route-partner'));
    expect(row).toMatchObject({ website: null, industry: null, established_date: null, case_study: null, display_order: 3 });
  });

  it('updates a partner; a slug another partner uses is refused beside the slug field', async () => {
    const other = await makePartner(db(), { name: 'Taken', slug: 'taken-slug' });
    const partner = await makePartner(db(), { name: 'Editable Partner' });
    const form = await callAdmin(loader, { path: `/admin/partners/edit/${partner.id}`, cookie: session(), params: { id: partner.id } });
    expect(dataOf<{ mode: string }>(form).mode).toBe('edit');
    const taken = await callAdmin(action, { path: `/admin/partners/edit/${partner.id}`, cookie: session(), params: { id: partner.id }, form: { ...fields, slug: other.slug } });
    expect(taken).toMatchObject({ status: 400, data: { errors: { slug: 'This slug is already in use. Please choose another one.' } } });
    const updated = await callAdmin(action, { path: `/admin/partners/edit/${partner.id}`, cookie: session(), params: { id: partner.id }, form: { ...fields, slug: 'editable-partner', name: 'Edited Partner' } });
    expect(updated.flash).toEqual({ kind: 'success', message: 'Partner updated successfully!' });
    expect((await db().select().from(partners).where(eq(partners.id, partner.id)))[0]?.name).toBe('Edited Partner');
  });

  describePreviewLinkSection(db, session, kind, {
    entity: 'partners',
    adminPath: '/admin/partners',
    noun: 'partner',
    makeItem: async () => (await makePartner(db(), { is_active: false })).id,
    loader,
    action,
    allowedRole: 'editor',
    deniedRole: 'recruiter',
  });
});
