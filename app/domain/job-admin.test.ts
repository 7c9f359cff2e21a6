import { describe, expect, it } from 'vitest';
import { fieldErrors } from './admin-form';
import { descriptionPreview, jobRequired, jobSchema, jobValues, newJobValues } from './job-admin';
import { jobAdminCopy as jobText } from '~/content/admin/catalog';

const valid = {
  title: 'Data Engineer',
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

  it('uses SPEC texts verbatim', () => {
    expect(jobText.saveError('x')).toBe('Error saving job: x');
    expect(jobText.deleteError('x')).toBe('Error deleting job: x');
    expect(jobText.statusError('x')).toBe('Error updating job status: x');
    expect(jobText.empty).toBe('No jobs found. Add one to get started!');
  });
});

describe('job form values', () => {
  it('a stored row round-trips through the form; a new job starts with Full Time and Remote', () => {
    const row = {
      title: 'T', department: 'D', experience_level: 'E', employment_type: 'Contract', location: 'Dallas', salary_range: null,
      description: 'Desc', requirements: ['a', 'b'], benefits: [], display_order: 2, is_active: true,
    };
    expect(jobSchema.parse(jobValues(row))).toEqual(row);
    expect(newJobValues()).toMatchObject({ employment_type: 'Full Time', location: 'Remote', is_active: 'on' });
  });
});
