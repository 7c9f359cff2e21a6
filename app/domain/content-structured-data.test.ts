import { describe, expect, it } from 'vitest';
import { articleJsonLd, breadcrumbJsonLd, jobPostingJsonLd, schemaEmploymentType } from './content-structured-data';

const origin = 'https://www.example.test';
const job = {
  id: '0a7c4b2e-1d35-4f5a-9f0e-7c1f2a3b4c5d',
  slug: 'data-engineer',
  title: 'Data Engineer',
  descriptionHtml: '<p>Build <strong>pipelines</strong>.</p><h3>Requirements</h3><ul><li>SQL</li></ul>',
  employment_type: 'Full Time',
  location: 'Remote',
  created_at: new Date('2026-03-04T10:00:00Z'),
  department: 'Technology',
  salary_range: '$95,000 - $120,000',
  closes_on: '2026-12-31',
};

describe('structured data for live content', () => {
  it('JobPosting: Google\'s required and recommended properties; remote jobs are TELECOMMUTE with where applicants may live', () => {
    const remote = jobPostingJsonLd(origin, job);
    expect(remote).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Data Engineer',
      description: job.descriptionHtml,
      datePosted: '2026-03-04T10:00:00.000Z',
      validThrough: '2026-12-31T23:59:59Z',
      employmentType: 'FULL_TIME',
      occupationalCategory: 'Technology',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Corvane Digital',
        sameAs: `${origin}/`,
        logo: { '@type': 'ImageObject', url: `${origin}/brand/logo-512.png`, width: 512, height: 512 },
      },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [
        { '@type': 'Country', name: 'US' },
        { '@type': 'Country', name: 'IN' },
        { '@type': 'Country', name: 'AE' },
      ],
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 95000, maxValue: 120000, unitText: 'YEAR' },
      },
      identifier: { '@type': 'PropertyValue', name: 'Corvane Digital', value: job.id },
      directApply: true,
      url: `${origin}/careers/data-engineer`,
    });

    const onsite = jobPostingJsonLd(origin, { ...job, location: 'Hyderabad, India', employment_type: 'Contract', salary_range: null, closes_on: null });
    expect(onsite).not.toHaveProperty('jobLocationType');
    expect(onsite).not.toHaveProperty('baseSalary');
    expect(onsite).not.toHaveProperty('validThrough');
    expect(onsite).toMatchObject({
      employmentType: 'CONTRACTOR',
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Hyderabad', addressCountry: 'IN' } },
    });
    const elsewhere = jobPostingJsonLd(origin, { ...job, location: 'Austin, TX' });
    expect(elsewhere).toMatchObject({ jobLocation: { address: { addressLocality: 'Austin, TX', addressCountry: 'US' } } });
  });

  it('maps employment types', () => {
    expect(schemaEmploymentType('Part Time')).toBe('PART_TIME');
    expect(schemaEmploymentType('full-time')).toBe('FULL_TIME');
    expect(schemaEmploymentType('Seasonal')).toBe('OTHER');
    // An Arabic translation's own words (issue 48), with or without vowel marks.
    expect(schemaEmploymentType('دوام كامل')).toBe('FULL_TIME');
    expect(schemaEmploymentType('دَوام جزئي')).toBe('PART_TIME');
    expect(schemaEmploymentType('عقد')).toBe('CONTRACTOR');
    expect(schemaEmploymentType('موسمي')).toBe('OTHER');
  });

  it("JobPosting of an Arabic job: the same facts from its Arabic words, at its Arabic address", () => {
    const arabic = { ...job, title: 'مهندس بيانات', employment_type: 'دوام كامل', location: 'دبي، الإمارات العربية المتحدة', salary_range: null };
    const path = '/ar/الوظائف/مهندس-بيانات';
    expect(jobPostingJsonLd(origin, arabic, path)).toMatchObject({
      title: 'مهندس بيانات',
      employmentType: 'FULL_TIME',
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Dubai', addressCountry: 'AE' } },
      url: `${origin}${path}`,
    });
    expect(jobPostingJsonLd(origin, { ...arabic, location: 'حيدر أباد، الهند' })).toMatchObject({ jobLocation: { address: { addressLocality: 'Hyderabad', addressCountry: 'IN' } } });
    expect(jobPostingJsonLd(origin, { ...arabic, location: 'عن بُعد' })).toMatchObject({ jobLocationType: 'TELECOMMUTE' });
    expect(jobPostingJsonLd(origin, { ...arabic, location: 'الرياض' })).toMatchObject({ jobLocation: { address: { addressLocality: 'الرياض' } } });
    expect(jobPostingJsonLd(origin, { ...arabic, location: 'أبوظبي، الإمارات' })).toMatchObject({ jobLocation: { address: { addressLocality: 'أبوظبي، الإمارات', addressCountry: 'AE' } } });
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
