import { NavLink, type NavLinkProps } from 'react-router';
import type { ResolvedLink } from './chrome';

/**
 * A link of the site's frame — header, its dropdown, the mobile menu, footer — as `chrome.link`
 * resolved it (ADR 420): the address for the page's reader and, for a page only in English, its
 * `hreflang` and the hidden note saying so. One component, so the four places cannot drift apart.
 * A NavLink, so the link to the page being read carries `aria-current="page"` wherever it is.
 */
export function FrameLink({ label, link, ...props }: { label: string; link: ResolvedLink } & Omit<NavLinkProps, 'to' | 'hrefLang' | 'children'>) {
  return (
    <NavLink to={link.to} hrefLang={link.hrefLang} {...props}>
      {label}
      {link.note ? <span className="sr-only"> {link.note}</span> : null}
    </NavLink>
  );
}
