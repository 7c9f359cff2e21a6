import { describe, expect, it } from 'vitest';
import { diffList, diffSnapshots, diffText, formatRevisionValue, type FieldSpec, type WordPart } from '~/domain/revision-diff';

const same = (text: string): WordPart => ({ kind: 'same', text });
const removed = (text: string): WordPart => ({ kind: 'removed', text });
const added = (text: string): WordPart => ({ kind: 'added', text });

/** The text one side of the diff shows: 'before' keeps same + removed, 'after' same + added. */
function side(parts: readonly WordPart[], which: 'before' | 'after'): string {
  const dropped = which === 'before' ? 'added' : 'removed';
  return parts
    .filter((part) => part.kind !== dropped)
    .map((part) => part.text)
    .join('');
}

/** The shape every diff keeps: no empty parts, no two neighbours of one kind, removed before added. */
function expectTidy(parts: readonly WordPart[]) {
  parts.forEach((part, index) => {
    expect(part.text).not.toBe('');
    const next = parts[index + 1];
    if (next) {
      expect(next.kind).not.toBe(part.kind);
      expect(part.kind === 'added' && next.kind === 'removed').toBe(false);
    }
  });
}

const articleFields: FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text' },
  { name: 'slug', label: 'Slug', kind: 'text' },
  { name: 'content', label: 'Content', kind: 'markdown' },
  { name: 'featured_image', label: 'Featured image', kind: 'image' },
  { name: 'is_published', label: 'Published', kind: 'value' },
  { name: 'published_date', label: 'Published date', kind: 'value' },
  { name: 'publish_at', label: 'Publish at', kind: 'value' },
];

const article = {
  title: 'Cloud costs in 2026',
  slug: 'cloud-costs-2026',
  content: '# Why costs rise\n\nMost teams overspend on storage.\n',
  featured_image: '/media/abc.webp',
  is_published: false,
  published_date: '2026-11-03',
  publish_at: null,
};

describe('text compared as words', () => {
  it('marks the one word changed in a sentence', () => {
    expect(diffText('The quick brown fox jumps over the lazy dog.', 'The quick brown fox leaps over the lazy dog.')).toEqual([
      same('The quick brown fox '),
      removed('jumps'),
      added('leaps'),
      same(' over the lazy dog.'),
    ]);
  });

  it('reads neighbouring changed words as one change, not two around a kept space', () => {
    expect(diffText('The quick brown fox.', 'The slow red fox.')).toEqual([same('The '), removed('quick brown'), added('slow red'), same(' fox.')]);
  });

  it('shows a Markdown heading whose level and words changed', () => {
    expect(diffText('# Why costs rise\n\nMost teams overspend.\n', '## Why costs fall\n\nMost teams overspend.\n')).toEqual([
      removed('#'),
      added('##'),
      same(' Why costs '),
      removed('rise'),
      added('fall'),
      same('\n\nMost teams overspend.\n'),
    ]);
  });

  it('keeps Arabic words whole', () => {
    expect(diffText('مرحبا بالعالم، هذا نص تجريبي.', 'مرحبا بالعالم، هذا نص جديد.')).toEqual([
      same('مرحبا بالعالم، هذا نص '),
      removed('تجريبي'),
      added('جديد'),
      same('.'),
    ]);
  });

  it('keeps an emoji with its modifier or ZWJ sequence whole', () => {
    expect(diffText('Team 👨‍👩‍👧 wins 👍🏽', 'Team 👨‍👩‍👦 wins 👍🏽')).toEqual([same('Team '), removed('👨‍👩‍👧'), added('👨‍👩‍👦'), same(' wins 👍🏽')]);
  });

  it('keeps Windows line breaks', () => {
    expect(diffText('one\r\ntwo\r\n', 'one\r\n2\r\n')).toEqual([same('one\r\n'), removed('two'), added('2'), same('\r\n')]);
  });

  it('treats empty and missing alike, and a text set from nothing as all added', () => {
    expect(diffText('', '')).toEqual([]);
    expect(diffText('', 'New excerpt')).toEqual([added('New excerpt')]);
    const [excerpt] = diffSnapshots([{ name: 'excerpt', label: 'Excerpt', kind: 'text' }], { excerpt: null }, {});
    expect(excerpt).toEqual({ name: 'excerpt', label: 'Excerpt', kind: 'text', changed: false, parts: [] });
  });
});

describe('every diff joins back to both texts', () => {
  const tricky = [
    '',
    ' ',
    'a',
    '\n',
    '\r\n',
    '\r',
    'Hello, world!',
    'Hello,  world! ',
    'Hello world',
    'line one\r\nline two\r\n',
    'line one\nline two',
    '\n\n\nparagraph\n\n',
    'مرحبا بالعالم، هذا نص تجريبي.',
    'مرحبا بالعالم، هذا نص جديد.',
    'كَتَبَ الوَلَدُ الدَّرْسَ',
    'שלום עולם',
    'Привет, мир! Как дела?',
    'naïve café — déjà vu',
    'cafe\u0301 e\u0301te\u0301',
    ' \u0301 combining after a space',
    '👍🏽 👨‍👩‍👧 🇦🇪 1️⃣ ❤️',
    '👍👍👍',
    '日本語のテキストです。',
    '日本語の文章',
    'ภาษาไทยง่าย',
    '# Heading\n\n- item **bold** and `code`\n---\n',
    '## Heading\n\n* item __bold__\n',
    'https://corvane.example/a/very/long/path?query=1&other=2#anchor',
    '\t\ttabbed\tline',
    'lone surrogate \ud800 here',
    "don't stop l’été",
    '1,000.50 USD',
    'x'.repeat(300),
    'zero\u200bwidth\u200cjoiner',
  ];

  it('text: same + removed is before, same + added is after', () => {
    for (const before of tricky) {
      for (const after of tricky) {
        const parts = diffText(before, after);
        expect(side(parts, 'before'), JSON.stringify([before, after])).toBe(before);
        expect(side(parts, 'after'), JSON.stringify([before, after])).toBe(after);
        expectTidy(parts);
        expect(parts.some((part) => part.kind !== 'same')).toBe(before !== after);
      }
    }
  });

  it('lists: the items one a line on each side', () => {
    const lists = [[], [''], ['a'], tricky.slice(0, 8), tricky.slice(4, 14), tricky.slice(10), [...tricky].reverse(), ['Five years of React', 'SQL'], ['Three years of React', 'SQL', 'Docker']];
    for (const before of lists) {
      for (const after of lists) {
        const parts = diffList(before, after);
        expect(side(parts, 'before')).toBe(before.join('\n'));
        expect(side(parts, 'after')).toBe(after.join('\n'));
        expectTidy(parts);
      }
    }
  });
});

describe('lists compared item by item', () => {
  it('shows an item added at the end on its own line', () => {
    expect(diffList(['React', 'SQL'], ['React', 'SQL', 'Docker'])).toEqual([same('React\nSQL'), added('\nDocker')]);
  });

  it('shows an item removed from the middle', () => {
    expect(diffList(['React', 'Go', 'SQL'], ['React', 'SQL'])).toEqual([same('React'), removed('\nGo'), same('\nSQL')]);
  });

  it('compares an edited item as words, a replaced one whole', () => {
    expect(diffList(['Five years of TypeScript', 'SQL'], ['Three years of TypeScript', 'Rust'])).toEqual([
      removed('Five'),
      added('Three'),
      same(' years of TypeScript'),
      removed('\nSQL'),
      added('\nRust'),
    ]);
  });

  it('reads a job snapshot’s requirements and an empty list', () => {
    const fields: FieldSpec[] = [{ name: 'requirements', label: 'Requirements', kind: 'list' }];
    expect(diffSnapshots(fields, { requirements: null }, { requirements: ['English'] })).toEqual([
      { name: 'requirements', label: 'Requirements', kind: 'list', changed: true, parts: [added('English')] },
    ]);
    expect(diffSnapshots(fields, { requirements: ['A'] }, { requirements: ['A'] })[0]?.changed).toBe(false);
  });
});

describe('snapshots compared field by field', () => {
  it('gives identical snapshots one unchanged entry per field, in order', () => {
    const diffs = diffSnapshots(articleFields, article, { ...article });
    expect(diffs.map((diff) => diff.name)).toEqual(articleFields.map((field) => field.name));
    expect(diffs.every((diff) => !diff.changed)).toBe(true);
    expect(diffs[0]).toEqual({ name: 'title', label: 'Title', kind: 'text', changed: false, parts: [same('Cloud costs in 2026')] });
    expect(diffs[3]).toEqual({ name: 'featured_image', label: 'Featured image', kind: 'image', changed: false, before: '/media/abc.webp', after: '/media/abc.webp' });
    expect(diffs[4]).toEqual({ name: 'is_published', label: 'Published', kind: 'value', changed: false, before: 'No', after: 'No' });
  });

  it('shows an image replaced, and one removed as null', () => {
    const field: FieldSpec[] = [{ name: 'featured_image', label: 'Featured image', kind: 'image' }];
    expect(diffSnapshots(field, article, { ...article, featured_image: '/media/def.webp' })).toEqual([
      { name: 'featured_image', label: 'Featured image', kind: 'image', changed: true, before: '/media/abc.webp', after: '/media/def.webp' },
    ]);
    expect(diffSnapshots(field, article, { ...article, featured_image: '' })).toEqual([
      { name: 'featured_image', label: 'Featured image', kind: 'image', changed: true, before: '/media/abc.webp', after: null },
    ]);
  });

  it('shows a boolean flipped and dates changed as before and after', () => {
    const diffs = diffSnapshots(articleFields, article, {
      ...article,
      is_published: true,
      published_date: '2026-11-05',
      publish_at: '2026-11-05T14:02:00.000Z',
    });
    expect(diffs.filter((diff) => diff.changed).map((diff) => diff.name)).toEqual(['is_published', 'published_date', 'publish_at']);
    expect(diffs.slice(4)).toEqual([
      { name: 'is_published', label: 'Published', kind: 'value', changed: true, before: 'No', after: 'Yes' },
      { name: 'published_date', label: 'Published date', kind: 'value', changed: true, before: 'November 3, 2026', after: 'November 5, 2026' },
      { name: 'publish_at', label: 'Publish at', kind: 'value', changed: true, before: '—', after: 'Nov 5, 2026, 2:02 PM UTC' },
    ]);
  });

  it('formats values with the caller’s formatter when given', () => {
    const format = { value: (name: string, value: unknown) => (name === 'publish_at' && typeof value === 'string' ? `at ${value}` : formatRevisionValue(value)) };
    const [diff] = diffSnapshots([{ name: 'publish_at', label: 'Publish at', kind: 'value' }], article, { ...article, publish_at: '2026-11-05T14:02:00.000Z' }, format);
    expect(diff).toMatchObject({ kind: 'value', before: '—', after: 'at 2026-11-05T14:02:00.000Z' });
  });

  it('formats the other values sensibly', () => {
    expect([null, undefined, '', [], true, false, 0, 12.5, 'Engineering', ['a', 'b']].map(formatRevisionValue)).toEqual([
      '—',
      '—',
      '—',
      '—',
      'Yes',
      'No',
      '0',
      '12.5',
      'Engineering',
      'a, b',
    ]);
  });
});

describe('bounded work on large fields', () => {
  /** `count` words from a small deterministic generator, a line break every 12 words. */
  function words(seed: number, count: number): string {
    let state = seed;
    const out: string[] = [];
    for (let index = 0; index < count; index += 1) {
      state = (state * 1103515245 + 12345) % 2147483648;
      out.push(`w${(state % 5000).toString(36)}`, index % 12 === 11 ? '.\n' : ' ');
    }
    return out.join('');
  }
  const KB64 = 64 * 1024;

  it('shows two completely different 64 KB texts as one removal and one addition', () => {
    const before = words(1, 14_000).slice(0, KB64);
    const after = words(2, 14_000).slice(0, KB64);
    expect(before.length).toBe(KB64);
    expect(diffText(before, after)).toEqual([removed(before), added(after)]);
  });

  it('shows two completely different 64 KB single lines as one removal and one addition', () => {
    const before = words(3, 14_000).replaceAll('\n', ' ').slice(0, KB64);
    const after = words(4, 14_000).replaceAll('\n', ' ').slice(0, KB64);
    expect(diffText(before, after)).toEqual([removed(before), added(after)]);
  });

  it('still marks single words in a 64 KB text with scattered edits', () => {
    const before = words(5, 14_000).slice(0, KB64);
    const tokens = before.split(' ');
    const after = tokens.map((token, index) => (index % 500 === 250 ? `${token}X` : token)).join(' ');
    const parts = diffText(before, after);
    expect(side(parts, 'before')).toBe(before);
    expect(side(parts, 'after')).toBe(after);
    const changes = parts.filter((part) => part.kind === 'added');
    expect(changes.length).toBe(tokens.filter((_token, index) => index % 500 === 250).length);
    expect(changes.every((part) => part.text.endsWith('X') && !part.text.includes(' '))).toBe(true);
  });

  it('falls back to lines when a rewrite is too large, still marking words in the other lines', () => {
    const rewrittenBefore = words(6, 1_500).replaceAll('\n', ' ');
    const rewrittenAfter = words(7, 1_500).replaceAll('\n', ' ');
    const before = `${rewrittenBefore}\n\nThe unchanged paragraph.\n\nThe last paragraph ends here.\n`;
    const after = `${rewrittenAfter}\n\nThe unchanged paragraph.\n\nThe final paragraph ends here.\n`;
    expect(diffText(before, after)).toEqual([
      removed(`${rewrittenBefore}\n`),
      added(`${rewrittenAfter}\n`),
      same('\nThe unchanged paragraph.\n\nThe '),
      removed('last'),
      added('final'),
      same(' paragraph ends here.\n'),
    ]);
  });
});
