import { NavLink } from 'react-router';
import { chromeLabels, mainNavigation } from '~/content/site/navigation';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';

/**
 * The top bar: logo, the main navigation from 1280 px up (eight links need the room), and the
 * Menu button below that.
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label={chromeLabels.mainNav} className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {mainNavigation.map((item) => (
              <li key={item.label}>
                {item.kind === 'dropdown' ? (
                  <NavDropdown item={item} />
                ) : (
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      `inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-3 text-sm font-semibold hover:bg-brand-50 hover:text-brand-800 ${
                        item.to === '/contact-us'
                          ? 'ml-2 bg-brand-700 text-white hover:bg-brand-800 hover:text-white'
                          : isActive
                            ? 'text-brand-700'
                            : 'text-slate-800'
                      }`
                    }
                  >
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <MobileMenu />
      </div>
    </header>
  );
}
