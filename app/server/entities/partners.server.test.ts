import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditRowsFor } from '../../../tests/support/audit';
import { makePartner } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import type { PartnerInput } from '~/domain/partner-admin';
import { onContentChange } from '~/server/entities/audit.server';
import {
  deletePartner,
  getActivePartnerBySlug,
  getPartner,
  listActivePartners,
  listPartners,
  savePartner,
  setPartnerActive,
} from '~/server/entities/partners.server';
import { partners } from '~/server/db/schema.server';
import { publishedTranslations } from '~/server/entities/translations.server';

describe.each(testDatabaseKinds())('partners public queries (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeEach(async () => {
    await db().delete(partners);
  });

  it('inactive partners never reach the public: not listed, not by slug, not in the sitemap', async () => {
    const active = await makePartner(db(), { display_order: 2 });
    const inactive = await makePartner(db(), { is_active: false, display_order: 1 });
    expect((await listActivePartners()).map((p) => p.slug)).toEqual([active.slug]);
    expect(await getActivePartnerBySlug(inactive.slug)).toBeUndefined();
    expect(await getActivePartnerBySlug('unknown')).toBeUndefined();
    // The sitemap's partners (issue 48: with the articles and jobs, grouped by translation).
    expect((await publishedTranslations()).filter((entry) => entry.kind === 'partner').map((entry) => entry.slug)).toEqual([active.slug]);
  });

  it('lists by display_order ascending', async () => {
    const third = await makePartner(db(), { display_order: 3 });
    const first = await makePartner(db(), { display_order: 0 });
    const second = await makePartner(db(), { display_order: 1 });
    expect((await listActivePartners()).map((p) => p.slug)).toEqual([first.slug, second.slug, third.slug]);
  });

  it('reads an active partner with its case study by slug', async () => {
    const partner = await makePartner(db(), { case_study: 'Challenge: A\n\nSolution: B', established_date: '2016-04-12' });
    expect(await getActivePartnerBySlug(partner.slug)).toMatchObject({
      name: partner.name,
      case_study: 'Challenge: A\n\nSolution: B',
      established_date: '2016-04-12',
    });
  });
});

const staff = { email: 'editor@corvane.example' };

function partnerInput(overrides: Partial<PartnerInput> = {}): PartnerInput {
  return {
    name: 'Admin Partner',
    slug: `admin-partner-${Math.random().toString(36).slice(2, 8)}`,
    logo_url: '/images/logo.svg',
    partnership_type: 'Technology Partner',
    description: 'About.',
    website: null,
    industry: null,
    established_date: null,
    case_study: null,
    is_active: true,
    display_order: 0,
    ...overrides,
  };
}

describe.each(testDatabaseKinds())('partners admin commands (%s)', (kind) => {
  const db = useTestDatabase(kind);
  let changes = 0;
  let stop: () => void = () => undefined;
  beforeEach(async () => {
    await db().delete(partners);
    changes = 0;
    stop = onContentChange(() => changes++);
  });
  afterEach(() => stop());

  it('lists every partner, inactive included, by display_order', async () => {
    const second = await makePartner(db(), { display_order: 2, is_active: false });
    const first = await makePartner(db(), { display_order: 1 });
    expect((await listPartners()).map((p) => p.id)).toEqual([first.id, second.id]);
    expect(await getPartner(second.id)).toMatchObject({ is_active: false });
  });

  it('create, update, toggle and delete each write one audit row', async () => {
    const created = await savePartner(staff, null, partnerInput({ name: 'Halcyon', website: 'https://halcyon.example' }));
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const id = created.row.id;
    expect(await getPartner(id)).toMatchObject({ name: 'Halcyon', website: 'https://halcyon.example', industry: null, case_study: null });

    const updated = await savePartner(staff, id, partnerInput({ slug: created.row.slug, name: 'Halcyon Cloud', website: 'https://halcyon.example' }));
    expect(updated.ok).toBe(true);
    expect(await setPartnerActive(staff, id, false)).toMatchObject({ is_active: false });
    expect(await getActivePartnerBySlug(created.row.slug)).toBeUndefined();
    expect(await setPartnerActive(staff, id, true)).toMatchObject({ is_active: true });
    expect(await deletePartner(staff, id)).toBe(true);
    expect(await getPartner(id)).toBeUndefined();

    const audit = await auditRowsFor(db(), id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'deactivate', 'activate', 'delete']);
    expect(audit.every((row) => row.entity === 'partners' && row.staff_email === staff.email)).toBe(true);
    expect(audit[1]!.changes).toEqual({ name: { before: 'Halcyon', after: 'Halcyon Cloud' } });
    expect(audit[2]!.changes).toEqual({ is_active: { before: true, after: false } });
    expect(audit[4]!.changes).toMatchObject({ name: { before: 'Halcyon Cloud', after: null } });
    expect(changes).toBe(5);
  });

  it('a slug in use is refused; a missing partner is reported, not written', async () => {
    const existing = await makePartner(db());
    expect(await savePartner(staff, null, partnerInput({ slug: existing.slug }))).toEqual({ ok: false, reason: 'slug_taken' });
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(await savePartner(staff, missing, partnerInput())).toEqual({ ok: false, reason: 'not_found' });
    expect(await setPartnerActive(staff, missing, false)).toBeUndefined();
    expect(await deletePartner(staff, missing)).toBe(false);
    expect(await listPartners()).toHaveLength(1);
    expect(changes).toBe(0);
  });
});
