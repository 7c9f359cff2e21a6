import { describe, expect, it } from 'vitest';
import { fieldErrors } from './admin-form';
import { descriptionPreview, jobRequired, jobSchema, jobValues, newJobValues, parseJobForm } from './job-admin';
import { SLUG_FORMAT_MESSAGE } from './slug';
import { jobAdminCopy as jobText } from '~/content/admin/catalog';

const valid = {
  title: 'Data Engineer',
  slug: 'data-engineer',
  closes_on: '',
  department: 'Technology',
  experience_level: 'Mid-level (3-5 years)',
  employment_type: '',
  location: '',
  salary_range: '  ',
  description: 'Build pipelines.',
  requirements: 'SQL\n\n  Python  \r\n\n',
  benefits: '',
  display_order: '',
  is_active: 'on',
};

describe('job form', () => {
  it('applies the defaults Full Time and Remote, stores an empty salary range as null, splits lists by line', () => {
    expect(jobSchema.parse(valid)).toEqual({
      title: 'Data Engineer',
      slug: 'data-engineer',
      closes_on: null,
      department: 'Technology',
      experience_level: 'Mid-level (3-5 years)',
      employment_type: 'Full Time',
      location: 'Remote',
      salary_range: null,
      description: 'Build pipelines.',
      requirements: ['SQL', 'Python'],
      benefits: [],
      display_order: 0,
      is_active: true,
    });
  });

  it('derives an empty slug from the title, refuses a malformed slug or closing date', () => {
    const derived = parseJobForm({ ...valid, slug: '', title: 'Senior Café Engineer (Remote)' });
    expect(derived).toMatchObject({ ok: true, data: { slug: 'senior-cafe-engineer-remote' } });
    const refused = parseJobForm({ ...valid, slug: 'Not A Slug', closes_on: '2030-02-30' });
    expect(refused.ok).toBe(false);
    expect(refused.ok ? {} : refused.errors).toEqual({ slug: SLUG_FORMAT_MESSAGE, closes_on: expect.stringMatching(/date/i) });
    expect(parseJobForm({ ...valid, closes_on: '2030-02-28' })).toMatchObject({ ok: true, data: { closes_on: '2030-02-28' } });
  });

  it('keeps given values', () => {
    expect(jobSchema.parse({ ...valid, employment_type: 'Contract', location: 'Dubai, UAE', salary_range: '$100k' })).toMatchObject({
      employment_type: 'Contract',
      location: 'Dubai, UAE',
      salary_range: '$100k',
    });
  });

  it('names each missing required field', () => {
    const result = jobSchema.safeParse({ ...valid, title: '', department: '', experience_level: '', description: ' ' });
    expect(fieldErrors(result.error!)).toEqual({
      title: jobRequired.title,
      department: jobRequired.department,
      experience_level: jobRequired.experience_level,
      description: jobRequired.description,
    });
  });

  it('limits the lists', () => {
    const many = Array.from({ length: 51 }, (_, i) => `item ${i}`).join('\n');
    expect(fieldErrors(jobSchema.safeParse({ ...valid, benefits: many }).error!).benefits).toBe('Benefits can list at most 50 items.');
  });

  it('previews a long description at a word boundary', () => {
    expect(descriptionPreview('Short  text.\n')).toBe('Short text.');
    const preview = descriptionPreview('word '.repeat(100), 40);
    expect(preview.endsWith('...')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(43);
  });

  it('uses product texts verbatim', () => {
    expect(jobText.saveError('x')).toBe('Error saving job: x');
    expect(jobText.deleteError('x')).toBe('Error deleting job: x');
    expect(jobText.statusError('x')).toBe('Error updating job status: x');
    expect(jobText.empty).toBe('No jobs found. Add one to get started!');
  });
});

describe('job form values', () => {
  it('a stored row round-trips through the form; a new job starts with Full Time and Remote', () => {
    const row = {
      title: 'T', slug: 't', closes_on: '2030-01-31', department: 'D', experience_level: 'E', employment_type: 'Contract', location: 'Dallas', salary_range: null,
      description: 'Desc', requirements: ['a', 'b'], benefits: [], display_order: 2, is_active: true,
    };
    expect(jobSchema.parse(jobValues(row))).toEqual(row);
    expect(newJobValues()).toMatchObject({ employment_type: 'Full Time', location: 'Remote', is_active: 'on' });
  });
});
