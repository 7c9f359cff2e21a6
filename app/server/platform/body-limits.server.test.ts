import { describe, expect, it } from 'vitest';
import {
  BODY_TEXT_IN_MEMORY_BYTES,
  BodyMemoryBudget,
  bodyLimitFor,
  DEFAULT_BODY_LIMIT_BYTES,
  DEFAULT_TEXT_BUDGET,
  describeLimit,
  textBudgetFor,
  textHoldFor,
  tooMuchTextMessage,
  UPLOAD_FILE_LIMIT_BYTES,
} from '~/server/platform/body-limits.server';
import { ARTICLE_LIMITS } from '~/domain/news-admin';
import { MAX } from '~/domain/form-basics';

const multipart = 'multipart/form-data; boundary=----x';

describe('request body limits', () => {
  it('keeps every ordinary body at 1 MB, whatever its path', () => {
    expect(bodyLimitFor('/careers', 'application/x-www-form-urlencoded')).toBe(DEFAULT_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('/admin/media', 'application/json')).toBe(DEFAULT_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('/contact-us', multipart)).toBe(DEFAULT_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('/', undefined)).toBe(DEFAULT_BODY_LIMIT_BYTES);
  });

  it('lets a multipart body to a file route carry more than the largest file, so the form can refuse it with a message', () => {
    expect(bodyLimitFor('/careers', multipart)).toBeGreaterThan(UPLOAD_FILE_LIMIT_BYTES + 2 * 1024 * 1024);
    expect(bodyLimitFor('/careers/senior-engineer', multipart)).toBe(bodyLimitFor('/careers', multipart));
    expect(bodyLimitFor('/admin/media', multipart)).toBeGreaterThan(UPLOAD_FILE_LIMIT_BYTES * 4);
  });

  it('does not widen the limit for look-alike paths', () => {
    expect(bodyLimitFor('/careersx', multipart)).toBe(DEFAULT_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('/careers/a/b', multipart)).toBe(DEFAULT_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('/administrator', multipart)).toBe(DEFAULT_BODY_LIMIT_BYTES);
  });

  it('says the limit in megabytes', () => {
    expect(describeLimit(DEFAULT_BODY_LIMIT_BYTES)).toBe('1 MB');
  });
});

describe('text budgets (ADR 290)', () => {
  const staff = textBudgetFor('/admin/news/new');

  it("gives the staff content editors room for an article's longest Markdown, in three-byte characters with CRLF line ends", () => {
    // 100,000 characters of UTF-8 at three bytes each, and a CRLF for every tenth.
    const longest = ARTICLE_LIMITS.content * 3 + ARTICLE_LIMITS.content / 10;
    expect(staff.fieldBytes).toBeGreaterThanOrEqual(longest);
    expect(staff.requestBytes).toBeGreaterThanOrEqual(longest + ARTICLE_LIMITS.excerpt * 3 + 10_000);
    for (const path of ['/admin/news/edit/4b1e', '/admin/news/new.data', '/admin/partners/new', '/admin/jobs/edit/1', '/admin/portfolio', '/admin/teams/new', '/admin/testimonials/edit/2']) {
      expect(textBudgetFor(path), path).toEqual(staff);
    }
  });

  it('keeps every other form, public or staff, to the budget of a 5,000-character message', () => {
    expect(DEFAULT_TEXT_BUDGET.fieldBytes).toBeGreaterThanOrEqual(MAX.message * 3 + MAX.message / 10);
    expect(DEFAULT_TEXT_BUDGET.fieldBytes).toBeLessThan(staff.fieldBytes);
    for (const path of ['/careers/senior-engineer', '/careers/senior-engineer.data', '/contact-us', '/admin/login', '/admin/login/verify', '/admin/leads', '/admin/privacy', '/admin/newsletter', '/admin/job-applications', '/admin', '/']) {
      expect(textBudgetFor(path), path).toEqual(DEFAULT_TEXT_BUDGET);
    }
  });

  it('takes for a request the most its form may hold: its budget and one field arriving, or its declared length if smaller', () => {
    const most = DEFAULT_TEXT_BUDGET.requestBytes + DEFAULT_TEXT_BUDGET.fieldBytes;
    expect(textHoldFor('/careers/engineer', undefined)).toBe(most);
    expect(textHoldFor('/careers/engineer', 15 * 1024 * 1024)).toBe(most);
    expect(textHoldFor('/careers/engineer', 2_000)).toBe(2_000);
    expect(textHoldFor('/admin/news/new', undefined)).toBe(staff.requestBytes + staff.fieldBytes);
  });

  it('names the limits in its 413 message', () => {
    expect(tooMuchTextMessage(DEFAULT_TEXT_BUDGET)).toBe('Too much text in this form (limit 32 KB per field, 64 KB in all).');
    expect(tooMuchTextMessage(staff)).toBe('Too much text in this form (limit 512 KB per field, 1 MB in all).');
  });

  it('the process budget hands out places up to its limit, refuses past it, and takes each place back once', () => {
    const budget = new BodyMemoryBudget(1000);
    const first = budget.take(600);
    expect(first).toBeTypeOf('function');
    expect(budget.take(500)).toBeUndefined();
    const second = budget.take(400);
    expect(budget.heldBytes).toBe(1000);
    first!();
    first!();
    expect(budget.heldBytes).toBe(400);
    expect(budget.take(600)).toBeTypeOf('function');
    second!();
    expect(budget.heldBytes).toBe(600);
    expect(budget.take(0)).toBeTypeOf('function');
  });

  it('holds room for many forms at once: every public form being received together with staff saves', () => {
    expect(BODY_TEXT_IN_MEMORY_BYTES / textHoldFor('/careers/engineer', undefined)).toBeGreaterThanOrEqual(80);
    expect(BODY_TEXT_IN_MEMORY_BYTES / textHoldFor('/admin/news/new', undefined)).toBeGreaterThanOrEqual(5);
  });
});
