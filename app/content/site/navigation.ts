/**
 * Top bar and footer links (product §2, Shared elements).
 */
import type { ArticlePageCopy } from '~/content/site/news';
import type { JobPageWords } from '~/content/locales/job-words';
import { company } from '~/content/company';
import { errorPageCopy, type ErrorPageCopy } from '~/content/site/errors';
import { offices } from '~/content/site/offices';
import { practiceIndex } from '~/content/site/practices/catalog';
import type { LinkItem } from '~/content/types';
import type { Locale, StaticPagePath } from '~/domain/locales';
import type { OfficeRecord } from '~/content/company';
import { searchHeaderCopy } from './search-header';

export interface NavLinkItem extends LinkItem {
  readonly kind: 'link';
}

export interface NavDropdown {
  readonly kind: 'dropdown';
  readonly label: string;
  /** Overview page for the group; the dropdown entries are the practice pages. */
  readonly to: string;
  /** Label of the overview link shown first in the dropdown. */
  readonly overviewLabel: string;
  readonly items: readonly LinkItem[];
}

export type NavItem = NavLinkItem | NavDropdown;

/** The three practice areas, in product order. */
export const practiceLinks: readonly LinkItem[] = practiceIndex.map((p) => ({ label: p.name, to: p.route }));

export const mainNavigation: readonly NavItem[] = [
  {
    kind: 'dropdown',
    label: 'What we do',
    to: '/what-we-do',
    overviewLabel: 'View All Services',
    items: practiceLinks,
  },
  { kind: 'link', label: 'Industries', to: '/industries' },
  { kind: 'link', label: 'Portfolio', to: '/portfolio' },
  { kind: 'link', label: 'About Us', to: '/about-us' },
  { kind: 'link', label: 'Partners', to: '/partners' },
  { kind: 'link', label: 'News & Insights', to: '/news-insights' },
  { kind: 'link', label: 'Careers', to: '/careers' },
  { kind: 'link', label: 'Contact Us', to: '/contact-us' },
];

export interface FooterColumn {
  readonly heading: string;
  readonly links: readonly LinkItem[];
}

export const footerCompanyLinks = {
  heading: 'Company',
  links: [
    { label: 'About Us', to: '/about-us' },
    { label: 'Industries', to: '/industries' },
    { label: 'Portfolio', to: '/portfolio' },
    { label: 'Partners', to: '/partners' },
    { label: 'News & Insights', to: '/news-insights' },
    { label: 'Careers', to: '/careers' },
    { label: 'Contact Us', to: '/contact-us' },
  ],
} as const satisfies FooterColumn;

export const footerServiceLinks: FooterColumn = {
  heading: 'Services',
  links: [{ label: 'What we do', to: '/what-we-do' }, ...practiceLinks],
};

export const footerLegalLinks = [
  { label: 'Terms & Policies', to: '/terms' },
  { label: 'Privacy Policy', to: '/privacy' },
] as const satisfies readonly LinkItem[];

export const footerOfficesHeading = 'Offices';

/** Chrome labels (skip link, menu buttons, landmark names). */
export const chromeLabels = {
  skipLink: 'Skip to main content',
  mainNav: 'Main',
  footerNav: 'Footer',
  openMenu: 'Menu',
  closeMenu: 'Close menu',
  mobileMenuTitle: 'Site menu',
  homeLink: 'Home',
  legalNav: 'Legal',
  social: 'Follow us',
} as const;

export type ChromeLabels = { readonly [Label in keyof typeof chromeLabels]: string };

/** An office as the footer prints it: city, country and street address in the page's language. */
export interface ChromeOffice {
  readonly id: OfficeRecord['id'];
  readonly city: string;
  readonly country: string;
  readonly addressLines: readonly string[];
  readonly phone: string;
  readonly phoneHref: string;
}

/**
 * Every word of the site's frame (header, menus, footer, skip link, error pages) in one language
 * (issue 48, ADR 420 point 5). English is below; each other language has one value of this shape
 * in app/content/locales/{code}/chrome.ts, so a missing string is a type error. Plain data: another
 * language's copy reaches the browser as the layout's loader data, never in English pages' code.
 * Links name the English path of their page; the header and footer turn it into the page's
 * address in the language shown (app/components/layout/chrome.ts).
 */
export interface ChromeCopy {
  readonly mainNavigation: readonly NavItem[];
  readonly footerColumns: readonly FooterColumn[];
  readonly footerLegalLinks: readonly LinkItem[];
  readonly footerOfficesHeading: string;
  readonly labels: ChromeLabels;
  readonly errors: ErrorPageCopy;
  readonly tagline: string;
  readonly offices: readonly ChromeOffice[];
  /** Between an office's city and its country: ', ' in English, '، ' in Arabic. */
  readonly listSeparator: string;
  /** The end of the footer's copyright line ('All rights reserved.'). */
  readonly rightsReserved: string;
  /** Said (visually hidden) after a link to a page that exists only in English yet: '(in English)'. */
  readonly inEnglish: string;
  /** The header's search field (issues 45 and 48): it searches the page's language. */
  readonly search: { readonly label: string; readonly placeholder: string; readonly submit: string };
}

/**
 * The frame of a page in a language other than English, as the layout's loader gives it: the copy
 * and the English paths of the static pages live in that language (the others are linked in English).
 */
export interface LocalizedChrome {
  readonly locale: Locale;
  readonly copy: ChromeCopy;
  readonly live: readonly StaticPagePath[];
  /** The article cards' and pages' words (components/site/article-copy.ts): the cards are on the home page. */
  readonly articles: ArticlePageCopy;
  /** The job cards' and pages' words (components/site/job-copy.ts): the cards are on /careers. Plain data: its sentences as templates. */
  readonly jobs: JobPageWords;
}

export const englishChrome: ChromeCopy = {
  mainNavigation,
  footerColumns: [footerCompanyLinks, footerServiceLinks],
  footerLegalLinks,
  footerOfficesHeading,
  labels: chromeLabels,
  errors: errorPageCopy,
  tagline: company.tagline,
  offices,
  listSeparator: ', ',
  rightsReserved: 'All rights reserved.',
  inEnglish: '(in English)',
  search: searchHeaderCopy,
};
