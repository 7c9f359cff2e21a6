/**
 * What the entity tests cannot easily reach: the audit row and the change commit or roll back
 * together, a slug clash caught only by the unique index, and ids taken straight from a URL.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditRowsFor } from '../../../tests/support/audit';
import { makePartner, makeTestimonial } from '../../../tests/support/content-factories';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import * as audit from '~/server/entities/audit.server';
import { auditedDelete, auditedSave, auditedSaveOrThrow, auditedUpdate } from '~/server/entities/audited-writes.server';
import { audit_log, partners, testimonials } from '~/server/db/schema.server';

const staff = { email: 'editor@corvane.example' };
const PARTNERS = { table: partners, entity: 'partners' };
const TESTIMONIALS = { table: testimonials, entity: 'testimonials' };

function partnerValues(slug: string) {
  return { name: 'Helper Partner', slug, logo_url: '/images/logo.svg', partnership_type: 'Technology Partner', description: 'About.' };
}

describe.each(testDatabaseKinds())('audited writes (%s)', (kind) => {
  const db = useTestDatabase(kind);
  let changes = 0;
  let stop: () => void = () => undefined;
  beforeEach(async () => {
    await db().delete(partners);
    await db().delete(testimonials);
    await db().delete(audit_log);
    changes = 0;
    stop = audit.onContentChange(() => changes++);
  });
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
  });

  it('a failing audit row rolls the change back and leaves the page cache alone', async () => {
    const existing = await makePartner(db(), { is_active: true });
    vi.spyOn(audit, 'recordAudit').mockRejectedValue(new Error('audit down'));
    await expect(auditedSave(staff, PARTNERS, null, partnerValues('rolled-back'))).rejects.toThrow('audit down');
    await expect(auditedSave(staff, PARTNERS, existing.id, partnerValues('renamed'))).rejects.toThrow('audit down');
    await expect(auditedUpdate(staff, PARTNERS, existing.id, { is_active: false }, 'deactivate')).rejects.toThrow('audit down');
    await expect(auditedDelete(staff, PARTNERS, existing.id)).rejects.toThrow('audit down');
    const rows = await db().select().from(partners);
    expect(rows).toEqual([existing]);
    expect(changes).toBe(0);
  });

  it('a slug clash the pre-check missed (two saves racing) is still answered slug_taken', async () => {
    const existing = await makePartner(db());
    // The pre-check looks for a slug nobody has; the insert then meets the unique index.
    const result = await auditedSave(staff, PARTNERS, null, partnerValues(existing.slug), {
      uniqueSlug: { column: partners.slug, value: 'nobody-has-this' },
    });
    expect(result).toEqual({ ok: false, reason: 'slug_taken' });
    expect(await db().select().from(audit_log)).toEqual([]);
    expect(changes).toBe(0);
  });

  it('without a unique slug, a unique violation is an error, not an answer', async () => {
    const existing = await makePartner(db());
    await expect(auditedSave(staff, PARTNERS, null, partnerValues(existing.slug))).rejects.toThrow();
    expect(changes).toBe(0);
  });

  it('the throwing save: malformed and unknown ids throw the given message and write nothing', async () => {
    const existing = await makeTestimonial(db());
    const values = { quote: 'Q', name: 'N', title: 'T', company: null, image_url: null, display_order: 0, is_active: true };
    await expect(auditedSaveOrThrow(staff, TESTIMONIALS, 'not-a-uuid', values, 'Gone')).rejects.toThrow('Gone');
    await expect(auditedSaveOrThrow(staff, TESTIMONIALS, '00000000-0000-4000-8000-000000000000', values, 'Gone')).rejects.toThrow('Gone');
    expect(changes).toBe(0);
    const saved = await auditedSaveOrThrow(staff, TESTIMONIALS, existing.id.toUpperCase(), values, 'Gone');
    expect(saved).toMatchObject({ id: existing.id, quote: 'Q' });
    expect((await auditRowsFor(db(), existing.id)).map((row) => [row.entity, row.action, row.staff_email])).toEqual([
      ['testimonials', 'update', staff.email],
    ]);
    expect(changes).toBe(1);
  });
});
