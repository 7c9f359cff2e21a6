import { describe, expect, it } from 'vitest';
import { company } from '~/content/company';
import { faqPageJsonLd, organizationJsonLd, webSiteJsonLd } from './structured-data';

describe('structured data', () => {
  it("the WebSite's SearchAction (issue 45) points at the site search with the query as q", () => {
    const site = webSiteJsonLd('https://example.test');
    expect(site).toMatchObject({ '@type': 'WebSite', url: 'https://example.test/', potentialAction: { '@type': 'SearchAction', 'query-input': 'required name=search_term_string' } });
    const template = (site.potentialAction as { target: { urlTemplate: string } }).target.urlTemplate;
    // A search engine fills the placeholder in; what it asks for is the results page of that query.
    const asked = new URL(template.replace('{search_term_string}', encodeURIComponent('zero trust')));
    expect([asked.origin, asked.pathname, asked.searchParams.get('q')]).toEqual(['https://example.test', '/search', 'zero trust']);
  });

  it('gives the Arabic home (issue 48) a WebSite of its own: its address, its language and its search, percent-encoded', () => {
    expect(webSiteJsonLd('https://example.test', 'ar')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': 'https://example.test/ar#website',
      name: 'Corvane Digital',
      url: 'https://example.test/ar',
      inLanguage: 'ar',
      publisher: { '@id': 'https://example.test/#organization' },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://example.test/ar/%D8%A8%D8%AD%D8%AB?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
    // What a search engine asks for is the Arabic results page of that query.
    const template = ((webSiteJsonLd('https://example.test', 'ar').potentialAction as { target: { urlTemplate: string } }).target.urlTemplate);
    const asked = new URL(template.replace('{search_term_string}', encodeURIComponent('الأمن السحابي')));
    expect([decodeURIComponent(asked.pathname), asked.searchParams.get('q')]).toEqual(['/ar/بحث', 'الأمن السحابي']);
    // The English one is as it was: no language named, the English search.
    expect(webSiteJsonLd('https://example.test')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': 'https://example.test/#website',
      name: 'Corvane Digital',
      url: 'https://example.test/',
      publisher: { '@id': 'https://example.test/#organization' },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://example.test/search?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

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
