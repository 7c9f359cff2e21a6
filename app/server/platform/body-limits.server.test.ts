import { describe, expect, it } from 'vitest';
import { bodyLimitFor, DEFAULT_BODY_LIMIT_BYTES, describeLimit, UPLOAD_FILE_LIMIT_BYTES } from '~/server/platform/body-limits.server';

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
