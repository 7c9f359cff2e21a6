/**
 * The partner form (product §5 "Admin forms" — Partner): name, slug, logo_url, partnership_type and
 * description required; website, industry, established_date and case_study saved as null when
 * empty; is_active and display_order. The slug is derived from the name when left empty.
 */
import { z } from 'zod';
import { displayOrder, optionalAddress } from './admin-form';
import { optionalDate, parseAdminForm, requiredOption, slugField } from './admin-content';
import { checkbox, optionalText, requiredText } from './forms';
import { DEFAULT_PARTNERSHIP_TYPE, PARTNERSHIP_TYPES, type PartnershipType } from './options';

/** product §3 partners.partnership_type, in the product's order; the first is the default. */
// The list lives in ./options (one source with the database's CHECK and the seed); re-exported for this module's users.
export { PARTNERSHIP_TYPES, type PartnershipType };

export const PARTNER_LIMITS = { name: 200, logo_url: 2000, description: 20_000, industry: 100, case_study: 50_000 } as const;

export const partnerMessages = {
  name: 'Please enter a name.',
  slug: 'Please enter a slug.',
  logo_url: 'Please enter a logo URL.',
  partnership_type: 'Please choose a partnership type.',
  description: 'Please enter a description.',
} as const;

const logoAddress = optionalAddress('logo URL', { allowPath: true });
const LOGO_FORMAT = 'Please enter a valid logo URL starting with http://, https:// or /.';

export const partnerSchema = z.object({
  name: requiredText(partnerMessages.name, 'Name', PARTNER_LIMITS.name),
  slug: slugField(partnerMessages.slug),
  logo_url: requiredText(partnerMessages.logo_url, 'Logo URL', PARTNER_LIMITS.logo_url).refine(
    (value) => logoAddress.safeParse(value).success,
    LOGO_FORMAT,
  ),
  partnership_type: requiredOption(PARTNERSHIP_TYPES, partnerMessages.partnership_type),
  description: requiredText(partnerMessages.description, 'Description', PARTNER_LIMITS.description),
  website: optionalAddress('website URL', { allowPath: false }),
  industry: optionalText('Industry', PARTNER_LIMITS.industry),
  established_date: optionalDate(),
  case_study: optionalText('Case study', PARTNER_LIMITS.case_study),
  is_active: checkbox,
  display_order: displayOrder,
});

export type PartnerInput = z.output<typeof partnerSchema>;

export function parsePartnerForm(input: FormData | Record<string, unknown>) {
  return parseAdminForm(partnerSchema, input, 'name');
}

export type PartnerFormValues = Record<keyof PartnerInput, string>;

export const NEW_PARTNER_VALUES: PartnerFormValues = {
  name: '',
  slug: '',
  logo_url: '',
  partnership_type: DEFAULT_PARTNERSHIP_TYPE,
  description: '',
  website: '',
  industry: '',
  established_date: '',
  case_study: '',
  is_active: 'on',
  display_order: '0',
};

/**
 * What the form needs of a stored record. Declared here, not imported from the server (domain runs in
 * the browser too); the server's row type is checked against it wherever a row is passed in.
 */
export interface PartnerRecordFields {
  name: string;
  description: string;
  display_order: number;
  is_active: boolean;
  slug: string;
  logo_url: string;
  website: string | null;
  partnership_type: string;
  industry: string | null;
  established_date: string | null;
  case_study: string | null;
}

export function partnerValues(row: PartnerRecordFields): PartnerFormValues {
  return {
    name: row.name,
    slug: row.slug,
    logo_url: row.logo_url,
    partnership_type: row.partnership_type,
    description: row.description,
    website: row.website ?? '',
    industry: row.industry ?? '',
    established_date: row.established_date ?? '',
    case_study: row.case_study ?? '',
    is_active: row.is_active ? 'on' : '',
    display_order: String(row.display_order),
  };
}
