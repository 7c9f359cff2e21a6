/** ADR 280: the browser's mark that a save met the sign-in page — whose it is and how long it counts. */
import { describe, expect, it } from 'vitest';
import { draftStorageKey } from './form-draft';
import { isFreshResumeMark, newResumeMark, resumeMarkKey, RESUME_KEEP_HOURS } from './form-resume';

describe('the resume mark', () => {
  it('sits beside the draft of the same member and record, outside the drafts’ own prefix', () => {
    const key = resumeMarkKey(draftStorageKey('user-1', '/admin/news/edit/42'));
    expect(key).toBe('firmsite:admin-resume:firmsite:admin-draft:user-1:/admin/news/42');
    expect(key).not.toBe(resumeMarkKey(draftStorageKey('user-2', '/admin/news/edit/42')));
    expect(key.startsWith('firmsite:admin-draft')).toBe(false);
  });

  it('counts for a day from the save, not before it was made, and never when unreadable', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(isFreshResumeMark(newResumeMark(new Date(now - 60_000)), now)).toBe(true);
    expect(isFreshResumeMark(newResumeMark(new Date(now - RESUME_KEEP_HOURS * 3_600_000 - 1)), now)).toBe(false);
    expect(isFreshResumeMark(newResumeMark(new Date(now + 60_000)), now)).toBe(false);
    expect(isFreshResumeMark('not a date', now)).toBe(false);
    expect(isFreshResumeMark(null, now)).toBe(false);
  });
});
