import { SocialIcon } from '~/components/ui/icons';
import { company, copyrightLine } from '~/content/company';
import type { FooterColumn } from '~/content/site/navigation';
import { LOCALES } from '~/domain/locales';
import { useChrome, type Chrome } from './chrome';
import { FrameLink } from './frame-link';
import { Logo } from './logo';

const linkClass = 'inline-flex min-h-6 items-center py-0.5 text-slate-300 hover:text-white hover:underline';

function LinkColumn({ column, chrome }: { column: FooterColumn; chrome: Chrome }) {
  return (
    <div>
      <h2 className="text-sm font-bold uppercase tracking-wider text-white">{column.heading}</h2>
      <ul className="mt-4 space-y-2">
        {column.links.map(({ label, to }) => (
          <li key={to}>
            <FrameLink label={label} link={chrome.link(to)} className={linkClass} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Offices, company and service links, social links, copyright and the legal links. */
export function SiteFooter() {
  const chrome = useChrome();
  const { copy } = chrome;
  const chromeLabels = copy.labels;
  // Phone numbers read left to right on a right-to-left page too ('+1 (214) 555-0142').
  const numberDir = LOCALES[chrome.locale].dir === 'rtl' ? 'ltr' : undefined;
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <Logo inverse />
            <p className="mt-4 max-w-sm text-sm leading-6">{copy.tagline}</p>
            <p className="mt-4 text-sm">
              <a href={company.phoneHref} dir={numberDir} className={linkClass}>
                {company.phone}
              </a>
              <br />
              <a href={`mailto:${company.email}`} className={linkClass}>
                {company.email}
              </a>
            </p>
            <ul aria-label={chromeLabels.social} className="mt-4 flex gap-2">
              {company.social.map((social) => (
                <li key={social.id}>
                  <a
                    href={social.href}
                    rel="noopener noreferrer"
                    className="inline-flex size-11 items-center justify-center rounded-md text-slate-300 hover:bg-slate-800 hover:text-white"
                  >
                    <SocialIcon id={social.id} size={20} />
                    <span className="sr-only">{social.label}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <nav aria-label={chromeLabels.footerNav} className="grid gap-10 sm:grid-cols-2 lg:col-span-4">
            {copy.footerColumns.map((column) => (
              <LinkColumn key={column.heading} column={column} chrome={chrome} />
            ))}
          </nav>
          <div className="lg:col-span-4">
            <h2 className="text-sm font-bold uppercase tracking-wider text-white">{copy.footerOfficesHeading}</h2>
            <ul className="mt-4 grid gap-6 sm:grid-cols-3 lg:grid-cols-1">
              {copy.offices.map((office) => (
                <li key={office.id}>
                  <address className="text-sm not-italic leading-6" data-office={office.id}>
                    <span className="font-semibold text-white">
                      {office.city}
                      {copy.listSeparator}
                      {office.country}
                    </span>
                    {office.addressLines.map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                    <a href={office.phoneHref} dir={numberDir} className={linkClass}>
                      {office.phone}
                    </a>
                  </address>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t border-slate-700 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p suppressHydrationWarning>{copyrightLine(new Date().getFullYear(), copy.rightsReserved)}</p>
          <ul aria-label={chromeLabels.legalNav} className="flex flex-wrap gap-x-6 gap-y-2">
            {copy.footerLegalLinks.map(({ label, to }) => (
              <li key={to}>
                <FrameLink label={label} link={chrome.link(to)} className={linkClass} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
