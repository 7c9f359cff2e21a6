import { describe, expect, it } from 'vitest';
import { articleJsonLd, breadcrumbJsonLd, jobPostingJsonLd, schemaEmploymentType } from './content-structured-data';

const origin = 'https://www.example.test';
const job = {
  title: 'Data Engineer',
  description: 'Build pipelines.',
  requirements: ['SQL'],
  benefits: ['Laptop'],
  employment_type: 'Full Time',
  location: 'Remote',
  created_at: new Date('2026-03-04T10:00:00Z'),
  department: 'Technology',
};

describe('structured data for live content', () => {
  it('JobPosting: remote jobs are TELECOMMUTE, others name their place', () => {
    const remote = jobPostingJsonLd(origin, job);
    expect(remote).toMatchObject({
      '@type': 'JobPosting',
      title: 'Data Engineer',
      datePosted: '2026-03-04',
      employmentType: 'FULL_TIME',
      jobLocationType: 'TELECOMMUTE',
      hiringOrganization: { '@type': 'Organization', name: 'Corvane Digital' },
    });
    expect(remote).not.toHaveProperty('jobLocation');
    expect(remote.description).toContain('- SQL');

    const onsite = jobPostingJsonLd(origin, { ...job, location: 'Hyderabad, India', employment_type: 'Contract' });
    expect(onsite).not.toHaveProperty('jobLocationType');
    expect(onsite).toMatchObject({
      employmentType: 'CONTRACTOR',
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Hyderabad', addressCountry: 'IN' } },
    });
    const elsewhere = jobPostingJsonLd(origin, { ...job, location: 'Austin, TX' });
    expect(elsewhere).toMatchObject({ jobLocation: { address: { addressLocality: 'Austin, TX' } } });
  });

  it('maps employment types', () => {
    expect(schemaEmploymentType('Part Time')).toBe('PART_TIME');
    expect(schemaEmploymentType('full-time')).toBe('FULL_TIME');
    expect(schemaEmploymentType('Seasonal')).toBe('OTHER');
  });

  it('Article: headline, dates, author, absolute image and URL', () => {
    const data = articleJsonLd(origin, {
      slug: 'a-b',
      title: 'Title',
      excerpt: 'Excerpt',
      author: 'Ana Ruiz',
      published_date: '2025-03-18',
      updated_at: new Date('2025-03-20T00:00:00Z'),
      featured_image: '/images/a.svg',
      category: 'Insights',
    });
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'Title',
      // Midnight of the published date in the firm's zone (CDT in March), with the offset (issue 19).
      datePublished: '2025-03-18T00:00:00-05:00',
      dateModified: '2025-03-20T00:00:00.000Z',
      author: { '@type': 'Person', name: 'Ana Ruiz' },
      image: 'https://www.example.test/images/a.svg',
      url: 'https://www.example.test/news-insights/a-b',
    });
  });

  it('BreadcrumbList: positions and absolute URLs', () => {
    expect(breadcrumbJsonLd(origin, [{ name: 'Home', path: '/' }, { name: 'Partners', path: '/partners' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.test/' },
        { '@type': 'ListItem', position: 2, name: 'Partners', item: 'https://www.example.test/partners' },
      ],
    });
  });
});
