/** The query as the server may use it (issue 45): cleaned, bounded, only letters and digits reach to_tsquery; snippet marks as parts. */
import { describe, expect, it } from 'vitest';
import { cleanQuery, MATCH_END, MATCH_START, MAX_QUERY_WORDS, queryWords, resultPage, snippetParts, tsqueryText } from './query';

describe('search queries', () => {
  it('cleans control characters, NUL and white space, and flags a query over 200 characters', () => {
    expect(cleanQuery('  zero\u0000\u0007  trust\n')).toEqual({ text: 'zero trust', tooLong: false });
    expect(cleanQuery(`a${MATCH_START}b`)).toEqual({ text: 'a b', tooLong: false });
    expect(cleanQuery('x'.repeat(201))).toEqual({ text: 'x'.repeat(200), tooLong: true });
    expect(cleanQuery(undefined)).toEqual({ text: '', tooLong: false });
  });

  it('keeps only words of letters and digits, at most eight, without repeats', () => {
    expect(queryWords("'; drop table x; --")).toEqual(['drop', 'table', 'x']);
    expect(queryWords('*:* !!! &&& ((( \\')).toEqual([]);
    expect(queryWords(Array.from({ length: 1000 }, (_, i) => `w${i}`).join(' OR '))).toHaveLength(MAX_QUERY_WORDS);
    expect(queryWords('Zero zero TRUST')).toEqual(['zero', 'trust']);
    expect(queryWords('Données générées')).toEqual(['données', 'générées']);
  });

  it('writes the words as a to_tsquery of quoted terms, the last a prefix while typing', () => {
    expect(tsqueryText(['zero', 'trust'])).toBe("'zero' & 'trust'");
    expect(tsqueryText(['cloud', 'sec'], true)).toBe("'cloud' & 'sec':*");
  });

  it('splits a snippet into marked and plain parts, tolerating unbalanced marks', () => {
    expect(snippetParts(`Our ${MATCH_START}zero${MATCH_END} ${MATCH_START}trust${MATCH_END} work`)).toEqual([
      { text: 'Our ', match: false },
      { text: 'zero', match: true },
      { text: ' ', match: false },
      { text: 'trust', match: true },
      { text: ' work', match: false },
    ]);
    expect(snippetParts(`a ${MATCH_START}b`)).toEqual([
      { text: 'a ', match: false },
      { text: 'b', match: true },
    ]);
    expect(snippetParts(`<script>${MATCH_END}`)).toEqual([{ text: '<script>', match: false }]);
  });

  it('reads the page number from 1 to 20', () => {
    expect(resultPage('3')).toBe(3);
    expect(resultPage('0')).toBe(1);
    expect(resultPage('999')).toBe(20);
    expect(resultPage('-1')).toBe(1);
    expect(resultPage(null)).toBe(1);
  });
});
