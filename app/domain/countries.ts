/**
 * The public forms' optional country (issue 46, ADR 360): the ISO 3166-1 alpha-2 codes the select
 * offers and the schema accepts, named by the runtime's Intl.DisplayNames (meetings/region.ts).
 * The codes are a fixed list rather than every two letters Intl can name: Intl also names retired
 * codes (SU, YU) and CLDR's own (AC, EA, IC), which are no one's country of residence today; and
 * the server's and the browser's ICU must render the same options. No zod here: the forms import
 * this at page load (the schema's check is optionalCountry in forms.ts).
 */
import { countryName } from './meetings/region';

/** ISO 3166-1 alpha-2 (249 codes) and XK (Kosovo: user-assigned, used as its code in practice). */
export const COUNTRY_CODES = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ',
  'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ',
  'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR',
  'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY',
  'HK', 'HM', 'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP',
  'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY',
  'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ',
  'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY',
  'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ',
  'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ',
  'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'XK', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number];

const known = new Set<string>(COUNTRY_CODES);

export function isCountryCode(value: string): value is CountryCode {
  return known.has(value);
}

let sorted: readonly CountryCode[] | undefined;
/** The codes in the order of their English names ("Afghanistan" … "Zimbabwe"), as the select lists them. */
export function countriesByName(): readonly CountryCode[] {
  sorted ??= [...COUNTRY_CODES].sort((a, b) => countryName(a).localeCompare(countryName(b), 'en'));
  return sorted;
}

/** The codes in the order of their names in another language (issue 48), as that locale's select lists them. */
export function countriesSortedBy(name: (code: string) => string, collation: string): readonly CountryCode[] {
  return [...COUNTRY_CODES].sort((a, b) => name(a).localeCompare(name(b), collation));
}
