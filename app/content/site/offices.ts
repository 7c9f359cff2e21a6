/**
 * The three offices (USA — Dallas, India — Hyderabad, UAE — Dubai).
 * The data itself lives in company.ts (one file per rebrand); this module gives it
 * a stable import path and the types pages need.
 */
import { company, type OfficeRecord } from '~/content/company';

export type Office = OfficeRecord;
export type OfficeId = OfficeRecord['id'];

/** In display order: USA, India, UAE. */
export const offices: readonly Office[] = company.offices;

export const OFFICES_HEADING = 'Our Offices';

/** "Dallas, USA" */
export function officeLabel(office: Office): string {
  return `${office.city}, ${office.country}`;
}

/** One line, e.g. for a footer or structured data. */
export function officeAddress(office: Office): string {
  return office.addressLines.join(', ');
}
