import { describe, expect, it } from 'vitest';
import { changedFields, libraryImagesOf, REVISIONED_CONTENT, revisionedBySegment, revisionLabels, snapshotOf } from '~/domain/revisions';

const article = REVISIONED_CONTENT.news_insights;
const at = (iso: string) => new Date(iso);
const draft = { is_published: false, publish_at: null, unpublish_at: null };
const published = { is_published: true, publish_at: '2026-01-01T00:00:00.000Z', unpublish_at: null };

describe('revision snapshots', () => {
  it('keep the content columns through JSON, without id and timestamps', () => {
    expect(snapshotOf({ id: 'x', created_at: at('2026-01-01'), updated_at: at('2026-01-02'), title: 'T', publish_at: at('2026-03-01T10:00:00Z'), tags: ['a'] })).toEqual({
      title: 'T',
      publish_at: '2026-03-01T10:00:00.000Z',
      tags: ['a'],
    });
  });

  it('name the fields that changed, null and missing alike', () => {
    expect(changedFields({ title: 'A', body: 'x', image: null }, { title: 'B', body: 'x' })).toEqual(['title']);
    expect(changedFields(undefined, { b: 1, a: 2 })).toEqual(['a', 'b']);
    expect(changedFields({ list: ['a', 'b'] }, { list: ['a', 'b'] })).toEqual([]);
  });
});

describe('revision labels', () => {
  it('mark the newest Current, what visitors saw Published, the rest Draft', () => {
    const labels = revisionLabels(
      article,
      [
        { number: 1, createdAt: at('2026-01-01T00:00:00Z'), wasLive: false, snapshot: draft },
        { number: 2, createdAt: at('2026-01-02T00:00:00Z'), wasLive: true, snapshot: published },
        { number: 3, createdAt: at('2026-01-03T00:00:00Z'), wasLive: false, snapshot: draft },
      ],
      at('2026-02-01T00:00:00Z'),
    );
    expect(labels).toEqual([['Draft'], ['Published'], ['Current', 'Draft']]);
  });

  it('mark a scheduled newest revision Scheduled, and Published once its time came while it was newest', () => {
    const scheduled = { is_published: true, publish_at: '2026-01-05T09:00:00.000Z', unpublish_at: null };
    const revisions = [{ number: 1, createdAt: at('2026-01-01T00:00:00Z'), wasLive: false, snapshot: scheduled }];
    expect(revisionLabels(article, revisions, at('2026-01-04T00:00:00Z'))).toEqual([['Current', 'Scheduled']]);
    expect(revisionLabels(article, revisions, at('2026-01-06T00:00:00Z'))).toEqual([['Current', 'Published']]);
    // Replaced before its time: it never went live.
    const replaced = [...revisions, { number: 2, createdAt: at('2026-01-03T00:00:00Z'), wasLive: false, snapshot: draft }];
    expect(revisionLabels(article, replaced, at('2026-01-06T00:00:00Z'))).toEqual([['Draft'], ['Current', 'Draft']]);
  });

  it('use each content type’s own switch', () => {
    const jobs = REVISIONED_CONTENT.jobs;
    const revisions = [
      { number: 1, createdAt: at('2026-01-01T00:00:00Z'), wasLive: true, snapshot: { is_active: true } },
      { number: 2, createdAt: at('2026-01-02T00:00:00Z'), wasLive: false, snapshot: { is_active: false } },
    ];
    expect(revisionLabels(jobs, revisions, at('2026-01-03T00:00:00Z'))).toEqual([['Published'], ['Current', 'Draft']]);
  });
});

describe('revisioned content', () => {
  it('is found by its admin segment, and names its library images', () => {
    expect(revisionedBySegment('portfolio')?.entity).toBe('portfolio_projects');
    expect(revisionedBySegment('leads')).toBeUndefined();
    expect(libraryImagesOf(article, { featured_image: '/media/abc.webp', title: '/media/not-an-image-field' })).toEqual(['/media/abc.webp']);
    expect(libraryImagesOf(article, { featured_image: 'https://elsewhere.example/a.png' })).toEqual([]);
  });
});
