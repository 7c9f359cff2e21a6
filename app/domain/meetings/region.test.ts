/** The visitor's likely country from Accept-Language (issue 46): only a region the header names, bounded. */
import { describe, expect, it } from 'vitest';
import { countryFromAcceptLanguage, countryName, MAX_ACCEPT_LANGUAGE_LENGTH, normaliseCountry } from './region';

describe('countryFromAcceptLanguage', () => {
  it('reads the region of the preferred language', () => {
    expect(countryFromAcceptLanguage('ar-AE,ar;q=0.9,en;q=0.8')).toBe('AE');
    expect(countryFromAcceptLanguage('en-US,en;q=0.9')).toBe('US');
    expect(countryFromAcceptLanguage('hi-IN')).toBe('IN');
    expect(countryFromAcceptLanguage('te_in')).toBe('IN');
  });

  it('gives none when no range names a country', () => {
    expect(countryFromAcceptLanguage('en')).toBeNull();
    expect(countryFromAcceptLanguage('*')).toBeNull();
    expect(countryFromAcceptLanguage('')).toBeNull();
    expect(countryFromAcceptLanguage(null)).toBeNull();
    expect(countryFromAcceptLanguage(undefined)).toBeNull();
    // es-419 is Latin America, a UN area, not a country.
    expect(countryFromAcceptLanguage('es-419,es;q=0.9')).toBeNull();
  });

  it('orders by quality, keeps the header’s order on ties, and skips q=0 and malformed qualities', () => {
    expect(countryFromAcceptLanguage('en;q=0.9,fr-CA;q=0.5,de-DE;q=0.95')).toBe('DE');
    expect(countryFromAcceptLanguage('fr-FR;q=0.5,de-DE;q=0.5')).toBe('FR');
    expect(countryFromAcceptLanguage('en-GB;q=0,en-IN;q=0.1')).toBe('IN');
    expect(countryFromAcceptLanguage('en-GB;q=abc,en-AU;q=0.2')).toBe('AU');
    expect(countryFromAcceptLanguage('en-GB;q=1.5')).toBeNull();
    expect(countryFromAcceptLanguage(' en-NZ ; q = 0.7 ')).toBe('NZ');
  });

  it('finds the region after a script subtag, and not in variants or extensions', () => {
    expect(countryFromAcceptLanguage('zh-Hant-TW')).toBe('TW');
    expect(countryFromAcceptLanguage('sr-Latn')).toBeNull();
    expect(countryFromAcceptLanguage('de-1996')).toBeNull();
    expect(countryFromAcceptLanguage('en-x-ae')).toBeNull();
  });

  it('ignores codes that are no country', () => {
    expect(countryFromAcceptLanguage('en-ZZ')).toBeNull();
    expect(countryFromAcceptLanguage('en-EU,en-UN,en-XA,en-QQ,en-AA')).toBeNull();
    expect(countryFromAcceptLanguage('en-EU,fr-BE;q=0.5')).toBe('BE');
  });

  it('survives odd and hostile headers', () => {
    expect(countryFromAcceptLanguage(',,;;,;q=,=,-,--AE,ar-')).toBeNull();
    expect(countryFromAcceptLanguage('ar-AE\u0000,<script>-US')).toBeNull();
    expect(countryFromAcceptLanguage('ÄR-AE')).toBeNull();
    expect(countryFromAcceptLanguage('toolonglanguage-AE')).toBeNull();
    // Only the first 512 characters are read: a region beyond them is never seen.
    expect(countryFromAcceptLanguage(`${'x;q=0.1,'.repeat(MAX_ACCEPT_LANGUAGE_LENGTH)}ar-AE`)).toBeNull();
    // Only the first 20 ranges count.
    expect(countryFromAcceptLanguage(`${'en,'.repeat(20)}ar-AE`)).toBeNull();
    expect(countryFromAcceptLanguage(`${'en,'.repeat(19)}ar-AE`)).toBe('AE');
    // A 2 MB header is read no further than its first 512 characters, and still answers.
    expect(countryFromAcceptLanguage(`ar-AE,${'x'.repeat(2_000_000)}`)).toBe('AE');
  });
});

describe('country codes', () => {
  it('normalises what a form posts', () => {
    expect(normaliseCountry(' ae ')).toBe('AE');
    expect(normaliseCountry('UAE')).toBeNull();
    expect(normaliseCountry('XK')).toBe('XK');
    expect(normaliseCountry('XA')).toBeNull();
    expect(normaliseCountry(42)).toBeNull();
  });

  it('names countries for the select', () => {
    expect(countryName('AE')).toBe('United Arab Emirates');
    expect(countryName('IN')).toBe('India');
    expect(countryName('ZZ')).toBe('ZZ');
  });
});
