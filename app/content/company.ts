/**
 * Every brand fact in one place. A rebrand edits this file only: name, contact
 * addresses, phone numbers, offices, social links and the public site address.
 * Other content modules read the name and addresses from here.
 */

export interface SocialLink {
  readonly id: 'linkedin' | 'x' | 'youtube';
  readonly label: string;
  readonly href: string;
}

/** A postal address in the shape schema.org's PostalAddress expects. */
export interface PostalAddress {
  readonly streetAddress: string;
  readonly addressLocality: string;
  readonly addressRegion: string;
  readonly postalCode: string;
  /** ISO 3166-1 alpha-2 country code. */
  readonly addressCountry: 'US' | 'IN' | 'AE';
}

export interface OfficeRecord {
  readonly id: 'usa' | 'india' | 'uae';
  /** Country as shown on the site (product: USA, India, UAE). */
  readonly country: 'USA' | 'India' | 'UAE';
  readonly city: string;
  /** The full street address, one printed line per entry. */
  readonly addressLines: readonly string[];
  readonly postal: PostalAddress;
  /** Display form. */
  readonly phone: string;
  /** `tel:` link in E.164 form. */
  readonly phoneHref: `tel:+${string}`;
  readonly email: string;
  readonly timeZone: string;
}

export interface CompanyProfile {
  readonly name: string;
  readonly legalName: string;
  readonly founded: number;
  readonly tagline: string;
  /** One-sentence description for structured data and the footer. */
  readonly description: string;
  readonly email: string;
  readonly careersEmail: string;
  readonly privacyEmail: string;
  readonly legalEmail: string;
  readonly phone: string;
  readonly phoneHref: `tel:+${string}`;
  readonly headquarters: OfficeRecord['id'];
  /** Office cities as a phrase for running copy. */
  readonly officeCities: string;
  /** Office countries as a phrase for running copy. */
  readonly officeCountries: string;
  /** Governing law and courts named in the Terms & Conditions. */
  readonly governingLaw: { readonly jurisdiction: string; readonly venue: string };
  /** Used when SITE_URL is not configured (canonical links, sitemap, feed). */
  readonly siteUrl: string;
  readonly social: readonly SocialLink[];
  readonly offices: readonly OfficeRecord[];
}

export const SITE_URL_FALLBACK = 'https://www.corvane.example';

export const company = {
  name: 'Corvane Digital',
  legalName: 'Corvane Digital, LLC',
  founded: 1999,
  tagline: 'Digital experience, generative AI and security — designed, built and run as one practice.',
  description:
    'Corvane Digital is a strategic digital consulting firm, founded in 1999, that helps organizations design digital experiences, put generative AI and data to work, and secure what they build. Offices in Dallas, Hyderabad and Dubai.',
  email: 'hello@corvane.example',
  careersEmail: 'careers@corvane.example',
  privacyEmail: 'privacy@corvane.example',
  legalEmail: 'legal@corvane.example',
  phone: '+1 (214) 555-0142',
  phoneHref: 'tel:+12145550142',
  headquarters: 'usa',
  officeCities: 'Dallas, Hyderabad and Dubai',
  officeCountries: 'the United States, India and the United Arab Emirates',
  governingLaw: { jurisdiction: 'the State of Texas', venue: 'Dallas County, Texas' },
  siteUrl: SITE_URL_FALLBACK,
  social: [
    { id: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/corvane-digital' },
    { id: 'x', label: 'X (Twitter)', href: 'https://x.com/corvanedigital' },
    { id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@corvanedigital' },
  ],
  offices: [
    {
      id: 'usa',
      country: 'USA',
      city: 'Dallas',
      addressLines: ['3010 McKinney Avenue, Suite 600', 'Dallas, TX 75204', 'United States'],
      postal: {
        streetAddress: '3010 McKinney Avenue, Suite 600',
        addressLocality: 'Dallas',
        addressRegion: 'TX',
        postalCode: '75204',
        addressCountry: 'US',
      },
      phone: '+1 (214) 555-0142',
      phoneHref: 'tel:+12145550142',
      email: 'dallas@corvane.example',
      timeZone: 'America/Chicago',
    },
    {
      id: 'india',
      country: 'India',
      city: 'Hyderabad',
      addressLines: [
        'Level 9, Orion Tech Park, Plot 12',
        'HITEC City Main Road, Madhapur',
        'Hyderabad, Telangana 500081',
        'India',
      ],
      postal: {
        streetAddress: 'Level 9, Orion Tech Park, Plot 12, HITEC City Main Road, Madhapur',
        addressLocality: 'Hyderabad',
        addressRegion: 'Telangana',
        postalCode: '500081',
        addressCountry: 'IN',
      },
      phone: '+91 40 5555 0142',
      phoneHref: 'tel:+914055550142',
      email: 'hyderabad@corvane.example',
      timeZone: 'Asia/Kolkata',
    },
    {
      id: 'uae',
      country: 'UAE',
      city: 'Dubai',
      addressLines: [
        'Office 1807, Al Noor Business Tower',
        'Sheikh Zayed Road, Business Bay',
        'PO Box 555142, Dubai',
        'United Arab Emirates',
      ],
      postal: {
        streetAddress: 'Office 1807, Al Noor Business Tower, Sheikh Zayed Road, Business Bay',
        addressLocality: 'Dubai',
        addressRegion: 'Dubai',
        postalCode: '555142',
        addressCountry: 'AE',
      },
      phone: '+971 4 555 0142',
      phoneHref: 'tel:+97145550142',
      email: 'dubai@corvane.example',
      timeZone: 'Asia/Dubai',
    },
  ],
} as const satisfies CompanyProfile;

export type Company = typeof company;

/** `mailto:` link for the general inbox. */
export const companyMailto = `mailto:${company.email}` as const;

/** Footer copyright line, e.g. '© 2025 Corvane Digital, LLC. All rights reserved.' (the last words in the page's language). */
export function copyrightLine(year: number, rightsReserved: string): string {
  return `© ${year} ${company.legalName}. ${rightsReserved}`;
}

/** Page title with the brand suffix, e.g. 'Careers | Corvane Digital'. */
export function brandTitle(title: string): string {
  return `${title} | ${company.name}`;
}
