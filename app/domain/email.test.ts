/** Issue 40, finding 8: one parser, a plain addr-spec only, one normalised form. */
import { describe, expect, it } from 'vitest';
import { isEmailAddress, parseEmailAddress } from './email';
import { HOSTILE_ADDRESSES } from '../../tests/support/hostile-addresses';


describe('parseEmailAddress', () => {
  it.each(HOSTILE_ADDRESSES)('refuses %j', (value) => {
    expect(parseEmailAddress(value)).toBeNull();
    expect(isEmailAddress(value)).toBe(false);
  });

  it('accepts a plain addr-spec and returns the one normalised form (trimmed, lower-cased)', () => {
    expect(parseEmailAddress('  Ann.Lee+Quotes@Probe-Mail.Example \n')).toBe('ann.lee+quotes@probe-mail.example');
    expect(parseEmailAddress("o'brien@sub.x.example")).toBe("o'brien@sub.x.example");
    expect(parseEmailAddress('a_b-c@x1.example')).toBe('a_b-c@x1.example');
    expect(parseEmailAddress(`${'a'.repeat(64)}@x.example`)).toBe(`${'a'.repeat(64)}@x.example`);
  });

  it('refuses what is not a string', () => {
    expect(parseEmailAddress(undefined)).toBeNull();
    expect(parseEmailAddress(['a@x.example'])).toBeNull();
  });
});
