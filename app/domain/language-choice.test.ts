/**
 * The language switcher's target and the remembered choice (issue 48, ADR 420 point 7): the same
 * item's translation when the page names one, else the other language's home; the `lang` cookie
 * as the browser is told to keep it and as the 404 page reads it back.
 */
import { describe, expect, it } from 'vitest';
import { alternatesOf, languageCookie, LANGUAGE_COOKIE, rememberedLocale, switcherTarget } from './language-choice';

describe('switcherTarget', () => {
  it("leads from an English page to the same item's Arabic translation when the page lists it", () => {
    const alternates = [
      { locale: 'en', path: '/careers/data-engineer' },
      { locale: 'ar', path: '/ar/الوظائف/مهندس-بيانات' },
    ] as const;
    expect(switcherTarget('en', alternates)).toEqual({ locale: 'ar', path: '/ar/الوظائف/مهندس-بيانات', name: 'العربية', htmlLang: 'ar' });
    expect(switcherTarget('ar', alternates)).toEqual({ locale: 'en', path: '/careers/data-engineer', name: 'English', htmlLang: 'en' });
  });

  it("leads to the other language's home when the page has no translation (or names none)", () => {
    expect(switcherTarget('en', undefined).path).toBe('/ar');
    expect(switcherTarget('ar', undefined).path).toBe('/');
    expect(switcherTarget('en', [{ locale: 'en', path: '/terms' }]).path).toBe('/ar');
  });
});

describe('alternatesOf', () => {
  it("reads a loader's `alternates` and nothing else", () => {
    expect(alternatesOf({ alternates: [{ locale: 'ar', path: '/ar' }, { locale: 'fr', path: '/fr' }, 'x'] })).toEqual([{ locale: 'ar', path: '/ar' }]);
    expect(alternatesOf({ page: {} })).toBeUndefined();
    expect(alternatesOf(null)).toBeUndefined();
    expect(alternatesOf({ alternates: 'ar' })).toBeUndefined();
  });
});

describe('the lang cookie', () => {
  it('is first-party, for the whole site, a year long, Lax, and holds the language only', () => {
    expect(languageCookie('ar', false)).toBe('lang=ar; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('en', true)).toBe('lang=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });

  it('is not named as the page cache names a session (firmsite…, better-auth…), so pages stay cached for those who set it', () => {
    // cacheability.server.test.ts holds `lang=` among the cookies that are not ours.
    expect(LANGUAGE_COOKIE).toBe('lang');
  });

  it('is read back from a Cookie header among others; any other value is no choice', () => {
    expect(rememberedLocale('theme=dark; lang=ar; x=1')).toBe('ar');
    expect(rememberedLocale('lang=en')).toBe('en');
    expect(rememberedLocale('lang=fr')).toBeUndefined();
    expect(rememberedLocale('language=ar; xlang=ar')).toBeUndefined();
    expect(rememberedLocale(undefined)).toBeUndefined();
    expect(rememberedLocale('')).toBeUndefined();
  });
});
