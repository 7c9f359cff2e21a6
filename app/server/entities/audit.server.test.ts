import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { audit_log } from '~/server/db/schema.server';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { changedFields, listAuditEntries, recordAudit } from '~/server/entities/audit.server';

describe('changed fields', () => {
  it('lists only the fields whose values differ, ignoring timestamps', () => {
    expect(
      changedFields(
        { title: 'A', is_active: true, tags: ['x'], updated_at: new Date(1) },
        { title: 'B', is_active: true, tags: ['x', 'y'], updated_at: new Date(2) },
      ),
    ).toEqual({ title: { before: 'A', after: 'B' }, tags: { before: ['x'], after: ['x', 'y'] } });
  });

  it('records a whole row as created or deleted', () => {
    expect(changedFields(null, { name: 'Ana' })).toEqual({ name: { before: null, after: 'Ana' } });
    expect(changedFields({ name: 'Ana' }, null)).toEqual({ name: { before: 'Ana', after: null } });
  });

  it('treats null and undefined as the same value', () => {
    expect(changedFields({ company: null }, { company: undefined })).toEqual({});
  });
});

describe.each(testDatabaseKinds())('audit log listing (%s)', (kind) => {
  const db = useTestDatabase(kind);

  it('lists newest first, pages with limit/offset and filters by entity', async () => {
    for (const [index, entity] of ['partners', 'teams', 'partners'].entries()) {
      await recordAudit(db(), { staffEmail: 'a@corvane.example', entity, entityId: `id-${index}`, action: 'update', before: { n: 0 }, after: { n: index } });
      // The embedded database's clock ticks in milliseconds: three quick rows can share a time, and
      // their order would then be the random ids'. A second apart, "newest first" is unambiguous.
      await db()
        .update(audit_log)
        .set({ created_at: new Date(Date.UTC(2026, 0, 1, 12, 0, index)) })
        .where(and(eq(audit_log.entity_id, `id-${index}`), eq(audit_log.staff_email, 'a@corvane.example')));
    }
    const all = await listAuditEntries();
    expect(all.map((row) => row.entity_id)).toEqual(['id-2', 'id-1', 'id-0']);
    expect((await listAuditEntries({ limit: 1, offset: 1 })).map((row) => row.entity_id)).toEqual(['id-1']);
    expect((await listAuditEntries({ entity: 'partners' })).map((row) => row.entity_id)).toEqual(['id-2', 'id-0']);
    expect(all[0]).toMatchObject({ staff_email: 'a@corvane.example', action: 'update', changes: { n: { before: 0, after: 2 } } });
  });
});
