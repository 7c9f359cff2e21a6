/**
 * The offices' cities in Arabic, by office: the footer prints them (chrome.ts), and an Arabic
 * job's structured data recognises its office by them (domain/content-structured-data.ts). Small
 * on purpose: the job page's JavaScript carries it in both languages.
 */
import type { OfficeRecord } from '~/content/company';

export const arabicOfficeCities: Readonly<Record<OfficeRecord['id'], string>> = {
  usa: 'دالاس',
  india: 'حيدر أباد',
  uae: 'دبي',
};
