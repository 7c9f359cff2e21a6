import { describe, expect, it } from 'vitest';
import { fieldErrors } from './admin-form';
import { isMissingRequired, newProjectValues, PROJECT_REQUIRED_MESSAGE, projectSchema, projectValues, YEAR_MESSAGE } from './project-admin';
import { projectAdminCopy as projectText } from '~/content/admin/catalog';

const valid = {
  title: 'Patient Portal',
  client: 'Lakeshore Health',
  description: 'A portal.',
  category: 'Healthcare',
  year: '2025',
  services: ' UX Design, , Web Application Development ,',
  technologies: 'React,TypeScript',
  results: 'Faster visits\n\nHappier staff\n',
  image_url: '',
  website_url: '',
  display_order: '4',
  featured: 'on',
  is_active: 'on',
};

describe('project form', () => {
  it('parses lists, stores empty URLs as null and converts numbers', () => {
    expect(projectSchema.parse(valid)).toEqual({
      title: 'Patient Portal',
      client: 'Lakeshore Health',
      description: 'A portal.',
      category: 'Healthcare',
      year: 2025,
      services: ['UX Design', 'Web Application Development'],
      technologies: ['React', 'TypeScript'],
      results: ['Faster visits', 'Happier staff'],
      image_url: null,
      website_url: null,
      display_order: 4,
      featured: true,
      is_active: true,
    });
  });

  it.each(['title', 'client', 'description', 'category', 'year'])('a missing %s gives product’s required-fields text', (field) => {
    const errors = fieldErrors(projectSchema.safeParse({ ...valid, [field]: '  ' }).error!);
    expect(errors[field]).toBe(PROJECT_REQUIRED_MESSAGE);
    expect(isMissingRequired(errors)).toBe(true);
    expect(PROJECT_REQUIRED_MESSAGE).toBe('Please fill in all required fields (Title, Client, Description, Category, Year)');
  });

  it('a malformed year is its own error', () => {
    for (const bad of ['20x5', '1850', '2025.5']) {
      expect(fieldErrors(projectSchema.safeParse({ ...valid, year: bad }).error!).year).toBe(YEAR_MESSAGE);
    }
    expect(isMissingRequired({ year: YEAR_MESSAGE })).toBe(false);
  });

  it('uses product texts verbatim', () => {
    expect(projectText.featuredOn('Portal')).toBe('Project "Portal" added to featured status');
    expect(projectText.featuredOff('Portal')).toBe('Project "Portal" removed from featured status');
    expect(projectText.saveError('x')).toBe('Error saving project: x');
    expect(projectText.connectionError('x')).toBe('Database connection error: x');
    expect(projectText.testFailed('x')).toBe('Database test failed: x');
  });
});

describe('project form values', () => {
  it('a stored row round-trips through the form', () => {
    const row = {
      title: 'T', client: 'C', description: 'D', category: 'Healthcare', year: 2024, services: ['UX', 'Web'], technologies: ['React'],
      results: ['Faster', 'Cheaper'], image_url: null, website_url: 'https://c.example', display_order: 1, featured: true, is_active: false,
    };
    expect(projectSchema.parse(projectValues(row))).toEqual(row);
    expect(newProjectValues(2026)).toMatchObject({ year: '2026', is_active: 'on', featured: '' });
  });
});
