import { describe, expect, it } from 'vitest';
import { company } from '~/content/company';
import { faqPageJsonLd, organizationJsonLd } from './structured-data';

describe('structured data', () => {
  it('describes the organization with its three offices and absolute URLs', () => {
    const org = organizationJsonLd('https://example.test');
    expect(org).toMatchObject({
      '@type': 'Organization',
      name: company.name,
      url: 'https://example.test/',
      logo: 'https://example.test/brand/logo-512.png',
      foundingDate: '1999',
    });
    expect(org.address).toHaveLength(3);
  });

  it('lists every FAQ as a Question with its accepted Answer', () => {
    const faq = faqPageJsonLd([{ question: 'Q1?', answer: 'A1.' }]);
    expect(faq).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q1?', acceptedAnswer: { '@type': 'Answer', text: 'A1.' } }],
    });
  });
});
