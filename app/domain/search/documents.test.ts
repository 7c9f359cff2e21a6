import { describe, expect, it } from 'vitest';
import { projectDocument } from './documents';

const project = {
  id: '6f1c2f9e-3c1a-4d7e-9b8a-2a4f0c9d1e11',
  title: 'Patient intake',
  client: 'Regional Health',
  description: 'Rebuilt the intake journey.',
  category: 'Healthcare',
  services: ['Service design'],
  technologies: ['React'],
  results: ['40% fewer calls'],
  is_active: true,
};

describe('a portfolio project as the content search holds it', () => {
  it('opens staff on the screen that edits it: the portfolio list with the project open', () => {
    expect(projectDocument(project).editUrl).toBe(`/admin/portfolio?edit=${project.id}`);
    expect(projectDocument({ ...project, locale: 'ar' }).editUrl).toBe(`/admin/portfolio?edit=${project.id}`);
  });
});
