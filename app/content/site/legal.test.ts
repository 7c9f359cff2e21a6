/** Issue 20: /privacy states the retention and rights the software provides, from its configuration. */
import { describe, expect, it } from 'vitest';
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY, ERASE_LINK_VALID_DAYS, PURGE_INTERVAL_HOURS, RETENTION, textVersion } from '~/domain/privacy';
import { PRIVACY_NOTICE_VERSION, privacyIntro, privacyLastUpdated, privacySections, privacyTitle } from './legal';

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const sectionText = (id: string) => {
  const section = privacySections.find((candidate) => candidate.id === id);
  return [...(section?.paragraphs ?? []), ...(section?.bullets ?? [])].join('\n');
};

describe('the privacy policy text', () => {
  it('states the configured retention periods and purge interval', () => {
    const retention = sectionText('retention');
    expect(retention).toContain(`enquiry and download records for up to ${numberWords[RETENTION.leadYears]} years after our last contact`);
    expect(retention).toContain(`job applications for up to ${numberWords[RETENTION.applicationYears]} years`);
    expect(retention).toContain(`every ${PURGE_INTERVAL_HOURS} hours`);
  });

  it('states the rights the software provides: the erase link and its validity, the confirmation limit, export and deletion', () => {
    const rights = sectionText('your-rights');
    expect(rights).toContain(`valid for ${ERASE_LINK_VALID_DAYS} days`);
    expect(rights).toContain(`at most ${CONFIRMATIONS_PER_ADDRESS_PER_DAY} confirmations to one address a day`);
    expect(rights).toContain('export everything we hold about your e-mail address');
    expect(rights).toContain('we delete all of it in one step');
    expect(rights).toContain('never pre-selected');
  });

  it('has a version id derived from its whole text, which changes with any word', () => {
    const text = JSON.stringify([privacyTitle, privacyLastUpdated, privacyIntro, privacySections]);
    expect(PRIVACY_NOTICE_VERSION).toBe(textVersion(text));
    expect(PRIVACY_NOTICE_VERSION).toMatch(/^[0-9a-f]{16}$/);
    expect(textVersion(text.replace('three years', 'four years'))).not.toBe(PRIVACY_NOTICE_VERSION);
  });
});
