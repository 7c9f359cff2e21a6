/** Issue 46: the forms' country list and check, and what each form tells routing it is interested in. */
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countriesByName, isCountryCode } from './countries';
import { validateContact } from './contact-form';
import { leadInterests, practiceOfPage } from './lead-interests';
import { countryName, normaliseCountry } from './meetings/region';
import { validateQuote } from './quote-form';

describe('the country list', () => {
  it('is ISO 3166-1 alpha-2 and Kosovo, each a country Intl names, listed by name', () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    expect(new Set(COUNTRY_CODES).size).toBe(250);
    for (const code of COUNTRY_CODES) expect(normaliseCountry(code), code).toBe(code);
    expect(countriesByName()[0]).toBe('AF');
    expect(countryName('AE')).toBe('United Arab Emirates');
    // Retired codes and CLDR's own are not offered, though Intl names them.
    for (const code of ['SU', 'YU', 'AC', 'EA', 'IC', 'UK', 'EU']) expect(isCountryCode(code), code).toBe(false);
  });
});

describe('the forms’ country field', () => {
  const quote = { first_name: 'A', last_name: 'B', email: 'a@b.co', message: 'Hi' };
  it('is optional, stored upper case, and refuses a code not listed with the forms’ option message', () => {
    expect(validateQuote({ ...quote, country: '' })).toMatchObject({ ok: true, data: { country: null } });
    expect(validateQuote({ ...quote, country: ' ae ' })).toMatchObject({ ok: true, data: { country: 'AE' } });
    expect(validateQuote(quote)).toMatchObject({ ok: true, data: { country: null, service: null } });
    expect(validateContact({ country: 'ZZ' })).toEqual({
      ok: false,
      failure: { title: 'Invalid Information', message: 'Please choose one of the listed options for Country.', field: 'country' },
    });
  });

  it('the quote form’s service is one of the practices’ services', () => {
    expect(validateQuote({ ...quote, service: 'Cloud Security & Zero Trust Architecture' })).toMatchObject({ ok: true, data: { service: 'Cloud Security & Zero Trust Architecture' } });
    expect(validateQuote({ ...quote, service: 'Cloud Security' })).toMatchObject({ ok: false, failure: { message: 'Please choose one of the listed options for Service.' } });
  });
});

describe('leadInterests', () => {
  it('a quote names its service and project type; the AI modal and download gate their practice page; the contact form nothing', () => {
    expect(leadInterests({ form: 'quote', project_type: 'Security Services & Infrastructure', service: 'Cloud Security & Zero Trust Architecture', source_page: '/' })).toEqual([
      'Cloud Security & Zero Trust Architecture',
      'Security Services & Infrastructure',
    ]);
    expect(leadInterests({ form: 'quote', project_type: null, service: null, source_page: '/security-services' })).toEqual([]);
    expect(leadInterests({ form: 'lead_modal', source_page: '/generative-ai' })).toEqual(['Generative AI & Data Solutions']);
    expect(leadInterests({ form: 'download_gate', source_page: '/security-services' })).toEqual(['Security Services & Infrastructure']);
    expect(leadInterests({ form: 'contact', source_page: '/contact-us' })).toEqual([]);
    expect(practiceOfPage('toString')).toBeNull();
  });
});
