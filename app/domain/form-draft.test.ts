import { describe, expect, it } from 'vitest';
import { draftStorageKey, parseStoredDraft, sameValues } from './form-draft';
import { isSavePost, withResumedValues } from './form-resume';

describe('kept drafts (issue 21)', () => {
  it('are kept per staff member and record; the edit addresses of one record share one', () => {
    expect(draftStorageKey('u1', '/admin/news/new')).toBe('firmsite:admin-draft:u1:/admin/news/new');
    expect(draftStorageKey('u1', '/admin/news/edit/abc')).toBe(draftStorageKey('u1', '/admin/news/abc'));
    expect(draftStorageKey('u1', '/admin/news/abc')).not.toBe(draftStorageKey('u2', '/admin/news/abc'));
  });

  it('read back only what is ours', () => {
    expect(parseStoredDraft(null)).toBeNull();
    expect(parseStoredDraft('not json')).toBeNull();
    expect(parseStoredDraft('{"values":{}}')).toBeNull();
    expect(parseStoredDraft('{"savedAt":"2026-11-22T08:00:00Z","values":{"title":"A","n":3}}')).toEqual({
      savedAt: '2026-11-22T08:00:00Z',
      values: { title: 'A' },
    });
  });

  it('compare field by field, a missing field reading as empty', () => {
    expect(sameValues({ a: '1', b: '' }, { a: '1' })).toBe(true);
    expect(sameValues({ a: '1' }, { a: '2' })).toBe(false);
  });
});

describe('a post brought back after signing in', () => {
  it('lays the posted fields over the form; an unchecked box comes back unchecked; the button is left out', () => {
    const loaded = { title: 'Old', is_published: 'on', slug: 'old' };
    expect(withResumedValues(loaded, { title: 'New', slug: 'new', intent: 'save' })).toEqual({ title: 'New', is_published: '', slug: 'new' });
  });

  it('keeps saves only, not deletes, toggles or status changes', () => {
    expect(isSavePost(null)).toBe(true);
    expect(isSavePost('save')).toBe(true);
    expect(isSavePost('delete')).toBe(false);
    expect(isSavePost('toggle')).toBe(false);
  });
});
