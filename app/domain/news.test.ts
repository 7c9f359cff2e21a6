import { describe, expect, it } from 'vitest';
import { articleCountText, newsFilterHref, parseNewsCategory } from './news';

describe('news category filter', () => {
  it('reads a known category from the URL, case-insensitively', () => {
    expect(parseNewsCategory(new URLSearchParams('category=Insights'))).toBe('Insights');
    expect(parseNewsCategory(new URLSearchParams('category=news'))).toBe('News');
  });
  it('treats a missing, "All" or unknown category as all', () => {
    expect(parseNewsCategory(new URLSearchParams(''))).toBeUndefined();
    expect(parseNewsCategory(new URLSearchParams('category=All'))).toBeUndefined();
    expect(parseNewsCategory(new URLSearchParams('category=Gossip'))).toBeUndefined();
  });
  it('builds filter links', () => {
    expect(newsFilterHref('All')).toBe('/news-insights');
    expect(newsFilterHref('Articles')).toBe('/news-insights?category=Articles');
  });
  it("counts '{n} article(s) found'", () => {
    expect(articleCountText(1)).toBe('1 article(s) found');
    expect(articleCountText(7)).toBe('7 article(s) found');
  });
});
