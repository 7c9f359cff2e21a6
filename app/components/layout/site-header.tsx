import { Form } from 'react-router';
import { SearchIcon } from '~/components/ui/icons';
import { MAX_QUERY_LENGTH } from '~/domain/search/query';
import { searchPath } from '~/domain/locales';
import { useChrome, type Chrome } from './chrome';
import { FrameLink } from './frame-link';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';

/**
 * The top bar: logo, the main navigation from 1280 px up (eight links need the room), and the
 * Menu button below that; the language switcher beside the navigation (in the menu below 1280 px).
 * The search field searches the page's language (ADR 420 point 8): /search, /ar/بحث.
 */
export function SiteHeader() {
  const chrome = useChrome();
  const { copy } = chrome;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label={copy.labels.mainNav} className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {copy.mainNavigation.map((item) => (
              <li key={item.label}>
                {item.kind === 'dropdown' ? (
                  <NavDropdown item={item} />
                ) : (
                  <FrameLink
                    label={item.label}
                    link={chrome.link(item.to)}
                    className={({ isActive }) =>
                      `inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-3 text-sm font-semibold hover:bg-brand-50 hover:text-brand-800 ${
                        item.to === '/contact-us'
                          ? 'ms-2 bg-brand-700 text-white hover:bg-brand-800 hover:text-white'
                          : isActive
                            ? 'text-brand-700'
                            : 'text-slate-800'
                      }`
                    }
                  />
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex min-w-0 items-center gap-2">
          <HeaderSearch chrome={chrome} />
          <LanguageSwitcher className="hidden min-h-11 items-center whitespace-nowrap rounded-md px-3 text-sm font-semibold text-slate-800 underline-offset-4 hover:bg-brand-50 hover:text-brand-800 hover:underline xl:inline-flex" />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

/**
 * The header's search (issue 45): a plain GET form to the page's language's search (/search,
 * /ar/بحث), so it works without JavaScript; its words come with the frame's copy (no search copy
 * of another language in any page's code);
 * the suggestions as you type are on the search page's own field (they would add their code to
 * every page). Where there is no room for the field — a phone, and beside the full menu and the
 * language switcher (the header is 1280 px wide at most) — the button alone opens the search page,
 * whose field takes the words.
 */
function HeaderSearch({ chrome }: { chrome: Chrome }) {
  const copy = chrome.copy.search;
  return (
    <Form method="get" action={searchPath(chrome.locale)} role="search" className="flex min-w-0 items-center">
      <label htmlFor="site-search" className="sr-only">
        {copy.label}
      </label>
      <input
        id="site-search"
        type="search"
        name="q"
        maxLength={MAX_QUERY_LENGTH}
        placeholder={copy.placeholder}
        className="hidden min-h-10 w-48 min-w-0 rounded-s-md border border-e-0 border-slate-400 bg-white px-2 text-sm text-slate-900 placeholder:text-slate-600 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700 sm:block xl:hidden"
      />
      <button type="submit" aria-label={copy.submit} className="inline-flex min-h-10 min-w-10 items-center justify-center rounded-md bg-brand-700 text-white hover:bg-brand-800 sm:rounded-s-none xl:rounded-s-md">
        <SearchIcon size={18} aria-hidden="true" />
      </button>
    </Form>
  );
}
