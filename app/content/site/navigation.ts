/**
 * Top bar and footer links (product §2, Shared elements).
 */
import { practiceIndex } from '~/content/site/practices/catalog';
import type { LinkItem } from '~/content/types';

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
