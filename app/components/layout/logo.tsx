import { Link } from 'react-router';
import { company } from '~/content/company';
import { DEFAULT_LOCALE, LOCALES } from '~/domain/locales';
import { useChrome } from './chrome';

/** The brand mark (same drawing as /favicon.svg) and name, linking home. */
export function Logo({ inverse = false, onNavigate }: { inverse?: boolean; onNavigate?: () => void }) {
  const { locale, copy, home } = useChrome();
  // On a page in another language the brand stays in Latin letters, marked as such, and the link
  // says where it leads in the page's language.
  const english = locale === DEFAULT_LOCALE;
  return (
    <Link
      to={home}
      aria-label={english ? undefined : `${company.name}${copy.listSeparator}${copy.labels.homeLink}`}
      onClick={onNavigate}
      className={`inline-flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap rounded-md text-lg font-bold tracking-tight ${inverse ? 'text-white' : 'text-brand-900'}`}
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" width="32" height="32">
        <rect width="32" height="32" rx="7" fill={inverse ? '#ffffff' : '#1e3a8a'} />
        <path
          d="M21.5 10.6A8 8 0 1 0 21.5 21.4"
          fill="none"
          stroke={inverse ? '#1e3a8a' : '#ffffff'}
          strokeWidth="3.4"
          strokeLinecap="round"
        />
      </svg>
      <span lang={english ? undefined : LOCALES[DEFAULT_LOCALE].htmlLang}>{company.name}</span>
    </Link>
  );
}
