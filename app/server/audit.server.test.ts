import { describe, expect, it } from 'vitest';
import { changedFields } from './audit.server';

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
