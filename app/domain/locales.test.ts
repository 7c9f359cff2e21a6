import { describe, expect, it } from 'vitest';
import {
  alternateLinks,
  encodedPath,
  englishRouteId,
  localeOfPath,
  localizedPath,
  localizedPattern,
  localizedRecordPath,
  localizedRouteId,
  LOCALES,
} from './locales';

describe('the locale table (ADR 420)', () => {
  it('finds a path’s language from its prefix, decoded or as a browser sends it', () => {
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/careers')).toBe('en');
    expect(localeOfPath('/ar')).toBe('ar');
    expect(localeOfPath('/ar/')).toBe('ar');
    expect(localeOfPath('/ar/الوظائف')).toBe('ar');
    expect(localeOfPath(encodedPath('/ar/الوظائف'))).toBe('ar');
    // A page whose English slug merely starts with the letters is English.
    expect(localeOfPath('/archive')).toBe('en');
  });

  it('gives each static page its address in each language, English unchanged', () => {
    expect(localizedPath('en', '/')).toBe('/');
    expect(localizedPath('en', '/careers')).toBe('/careers');
    expect(localizedPath('ar', '/')).toBe('/ar');
    expect(localizedPath('ar', '/careers')).toBe('/ar/الوظائف');
    expect(localizedRecordPath('ar', '/careers', 'مهندس-بيانات')).toBe('/ar/الوظائف/مهندس-بيانات');
    expect(localizedPattern('ar', '/news-insights/:slug')).toBe('/ar/الأخبار-والرؤى/:slug');
    expect(() => localizedPattern('ar', '/nowhere')).toThrow('No page /nowhere');
    expect(encodedPath('/ar/الوظائف')).toBe('/ar/%D8%A7%D9%84%D9%88%D8%B8%D8%A7%D8%A6%D9%81');
  });

  it('gives every language a path for every page, and no two pages one path', () => {
    for (const settings of Object.values(LOCALES)) {
      const paths = Object.keys(LOCALES.en.segments).map((page) => localizedPath(settings.code, page as keyof typeof settings.segments));
      expect(new Set(paths).size, settings.code).toBe(paths.length);
    }
  });

  it('names a page’s twin route and finds the English one back', () => {
    expect(localizedRouteId('routes/site/careers', 'en')).toBe('routes/site/careers');
    expect(localizedRouteId('routes/site/careers', 'ar')).toBe('routes/site/careers.ar');
    expect(englishRouteId('routes/site/careers.ar')).toBe('routes/site/careers');
    expect(englishRouteId('routes/site/careers')).toBe('routes/site/careers');
  });

  it('lists a translated page’s cluster with x-default on the English page, and nothing for a page alone', () => {
    const origin = 'https://corvane.example';
    expect(alternateLinks([{ locale: 'en', path: '/careers' }], origin)).toEqual([]);
    expect(alternateLinks([{ locale: 'ar', path: '/ar/الوظائف' }, { locale: 'en', path: '/careers' }], origin)).toEqual([
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://corvane.example/careers' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: 'https://corvane.example/ar/%D8%A7%D9%84%D9%88%D8%B8%D8%A7%D8%A6%D9%81' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://corvane.example/careers' },
    ]);
  });
});
