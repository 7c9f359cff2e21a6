/**
 * The frame's Arabic copy (issue 48): the English menus' structure and order, every word Arabic
 * (the brand excepted), Latin digits in the addresses.
 */
import { describe, expect, it } from 'vitest';
import { company } from '~/content/company';
import { englishChrome, type ChromeCopy } from '~/content/site/navigation';
import { arabicChrome } from './chrome';

/** Every string of a copy value, with the path to it. */
function strings(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`));
  return [];
}

const paths = (copy: ChromeCopy) => strings(copy).filter(([at]) => /\.to$/.test(at));
const words = (copy: ChromeCopy) => strings(copy).filter(([at]) => !/\.(to|id|phone|phoneHref|kind)$/.test(at));

describe('the Arabic frame', () => {
  it('links the same pages in the same order as the English', () => {
    expect(paths(arabicChrome)).toEqual(paths(englishChrome));
    expect(paths(arabicChrome).length).toBeGreaterThan(20);
  });

  it('has every word in Arabic letters and none of the English words', () => {
    const english = new Set(words(englishChrome).map(([, text]) => text));
    for (const [at, text] of words(arabicChrome)) {
      expect(text, at).not.toBe('');
      if (at === '.listSeparator') continue;
      expect(text, at).toMatch(/[\u0600-\u06FF]/);
      expect(english.has(text), at).toBe(false);
      // Latin letters only in the brand's name; digits Latin (ADR 420 point 1).
      expect(text.replace(company.name, ''), at).not.toMatch(/[A-Za-z]/);
      expect(text, at).not.toMatch(/[\u0660-\u0669]/);
    }
  });

  it("names the menus' pages as the pages are called", () => {
    expect(arabicChrome.mainNavigation.map((item) => item.label)).toEqual(['خدماتنا', 'القطاعات', 'أعمالنا', 'من نحن', 'الشركاء', 'الأخبار والرؤى', 'الوظائف', 'اتصل بنا']);
    expect(arabicChrome.offices.map((office) => office.city)).toEqual(['دالاس', 'حيدر أباد', 'دبي']);
    expect(arabicChrome.offices.map((office) => office.phone)).toEqual(company.offices.map((office) => office.phone));
  });
});
