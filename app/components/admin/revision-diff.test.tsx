import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RevisionDiff } from '~/components/admin/revision-diff';
import { diffSnapshots, type FieldSpec } from '~/domain/revision-diff';

const fields: FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text' },
  { name: 'slug', label: 'Slug', kind: 'text' },
  { name: 'content', label: 'Content', kind: 'markdown' },
  { name: 'requirements', label: 'Requirements', kind: 'list' },
  { name: 'featured_image', label: 'Featured image', kind: 'image' },
  { name: 'is_published', label: 'Published', kind: 'value' },
  { name: 'author', label: 'Author', kind: 'text' },
];

const first = {
  title: 'Cloud costs in 2026',
  slug: 'cloud-costs-2026',
  content: 'Most teams overspend on storage.',
  requirements: ['React', 'Go', 'SQL'],
  featured_image: '/media/abc.webp',
  is_published: false,
  author: 'Dana Reyes',
};
const third = {
  ...first,
  content: 'Most teams underspend on storage.',
  requirements: ['React', 'SQL'],
  featured_image: null,
  is_published: true,
};

const render = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  renderToStaticMarkup(<RevisionDiff diffs={diffSnapshots(fields, before, after)} beforeLabel="Revision 1 — 3 Nov 2026, 14:02" afterLabel="Revision 3 — 5 Nov 2026, 09:30" />);

/** The inner HTML of every `tag` element, in order. */
const inner = (html: string, tag: string) => [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>(.*?)</${tag}>`, 'gs'))].map((match) => match[1] ?? '');
/** Text without tags. */
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('the revision diff', () => {
  const html = render(first, third);

  it('gives each changed field an h3, in the fields’ order', () => {
    expect(inner(html, 'h3')).toEqual(['Content', 'Requirements', 'Featured image', 'Published']);
  });

  it('marks removed and added words with del and ins, framed for screen readers', () => {
    expect(inner(html, 'del')).toEqual(['overspend', '<span aria-hidden="true" class="select-none">↵</span>\nGo']);
    expect(inner(html, 'ins')).toEqual(['underspend']);
    expect(text(html)).toContain('Most teams  removed: overspend end removed  added: underspend end added  on storage.');
    expect(html).toContain('<span dir="ltr" class="sr-only"> removed: </span><del class="rounded-sm px-0.5 box-decoration-clone decoration-2 bg-red-100 text-red-900 line-through');
    expect(html).toContain('<span dir="ltr" class="sr-only"> added: </span><ins class="rounded-sm px-0.5 box-decoration-clone decoration-2 bg-green-100 text-green-900 underline');
  });

  it('shows the texts as flowing paragraphs that wrap anywhere', () => {
    expect(html).toMatch(/<p dir="auto" class="[^"]*whitespace-pre-wrap wrap-anywhere[^"]*">Most teams /);
    expect(text(html)).toContain('React removed: ↵\nGo end removed \nSQL');
  });

  it('shows an image beside “No image”, sized and lazy', () => {
    expect(html).toContain('<img src="/media/abc.webp" alt="Featured image, before" width="240" height="160" loading="lazy" decoding="async"');
    expect(inner(html, 'figcaption').map(text)).toEqual(['Before — Revision 1 — 3 Nov 2026, 14:02/media/abc.webp', 'After — Revision 3 — 5 Nov 2026, 09:30']);
    expect(html).toMatch(/<div class="[^"]*">No image<\/div>/);
    expect(html.match(/<img /g)).toHaveLength(1);
  });

  it('shows a value as a before and after table', () => {
    expect(inner(html, 'th').map(text)).toEqual(['Before', 'After']);
    expect(inner(html, 'td')).toEqual(['No', 'Yes']);
  });

  it('names the unchanged fields on one line, and the two revisions in the legend', () => {
    expect(text(html)).toContain('Unchanged: Title, Slug, Author');
    expect(inner(html, 'li').map(text)).toEqual(['Removed text only in Revision 1 — 3 Nov 2026, 14:02', 'Added text only in Revision 3 — 5 Nov 2026, 09:30']);
    expect(html).not.toContain('No differences');
  });

  it('says so when two revisions are alike', () => {
    const same = render(first, { ...first });
    expect(inner(same, 'h3')).toEqual([]);
    expect(text(same)).toContain('No differences');
    expect(text(same)).toContain('Unchanged: Title, Slug, Content, Requirements, Featured image, Published, Author');
    expect(same).not.toMatch(/<(del|ins)\b/);
  });

  it('escapes the text it shows', () => {
    const markup = render(first, { ...first, content: 'Most teams <script>alert(1)</script> on storage.' });
    expect(markup).not.toContain('<script>');
    expect(inner(markup, 'ins')).toEqual(['&lt;script&gt;alert(1)&lt;/script&gt;']);
  });
});
