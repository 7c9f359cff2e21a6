import { describe, expect, it } from 'vitest';
import { isSlug, slugify } from './slug';

describe('slugify (product §5: lowercase, runs of non-alphanumerics → "-", ends trimmed)', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  Leading and trailing  ', 'leading-and-trailing'],
    ['AI & Data: 2025 Outlook!', 'ai-data-2025-outlook'],
    ['multiple---hyphens___and   spaces', 'multiple-hyphens-and-spaces'],
    ['--already-a-slug--', 'already-a-slug'],
    ['UPPER case', 'upper-case'],
    ['Café Zoë', 'cafe-zoe'],
    ['100% Tailored Solutions', '100-tailored-solutions'],
    ["O'Brien & Partners, LLC.", 'o-brien-partners-llc'],
    ['!!!', ''],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('produces valid slugs for any non-empty result', () => {
    for (const text of ['a', 'A b C', '  x--y  ', 'Ünïcödé Ŝtring 9']) {
      expect(isSlug(slugify(text))).toBe(true);
    }
  });
});

describe('isSlug', () => {
  it('accepts lowercase groups joined by single hyphens', () => {
    expect(isSlug('my-article-2')).toBe(true);
  });
  it.each(['', 'My-Article', 'double--hyphen', '-lead', 'trail-', 'space here', 'x'.repeat(201)])('refuses %j', (value) => {
    expect(isSlug(value)).toBe(false);
  });
});

describe('Arabic slugs (issue 48: a translation has its own address in its own script)', () => {
  it.each([
    ['التحوّل الرقمي في دبي', 'التحول-الرقمي-في-دبي'],
    ['الأسئلة: كيف نبدأ؟', 'الأسئلة-كيف-نبدأ'],
    ['مهندس بيانات أول (دبي) 2026', 'مهندس-بيانات-أول-دبي-2026'],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
    expect(isSlug(expected)).toBe(true);
  });
  it.each(['التحوّل', 'دبي--الرقمي', 'مقال ـ طويل', 'مقال-٢٠٢٦'])('refuses %j (vowel marks, double hyphen, tatweel, Arabic-Indic digits)', (value) => {
    expect(isSlug(value)).toBe(false);
  });
});
