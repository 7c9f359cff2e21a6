/**
 * The view of /contact-us' own block (issue 44): the message form beside the offices, the firm's
 * phone and e-mail — one block, so the two columns stay side by side. The form, the offices, the
 * phone and the e-mail are the site's (the offices and numbers also feed the footer and the
 * Organization data); the headings, paragraphs and labels are the block's.
 */
import { MailIcon, MapPinIcon, PhoneIcon } from '~/components/ui/icons';
import { ContactForm } from '~/components/forms/contact-form';
import { SectionHeading } from '~/components/site/section';
import { company, companyMailto } from '~/content/company';
import { contactSections } from '~/content/site/contact';
import { offices } from '~/content/site/offices';
import { Paragraphs, type CompanyBlockProps as Props } from '../company-blocks';

export function ContactFormBlock({ block }: Props<'contactForm'>) {
  const { title, paragraphs, officesTitle, phoneLabel, emailLabel } = block.data;
  return (
    <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-12 lg:px-8">
      <section id={block.id} aria-labelledby="contact-form-heading" className="lg:col-span-7">
        <SectionHeading id="contact-form-heading" title={title} />
        <Paragraphs paragraphs={paragraphs} className="mt-4 space-y-4 leading-7 text-slate-700" />
        <div className="mt-8">
          <ContactForm label={contactSections.formTitle} />
        </div>
      </section>

      <section id="offices" aria-labelledby="offices-heading" className="lg:col-span-5">
        <h2 id="offices-heading" className="text-3xl font-bold tracking-tight">
          {officesTitle}
        </h2>
        <dl className="mt-6 space-y-4 rounded-2xl bg-brand-900 p-6 text-white">
          <div className="flex items-center gap-3">
            <dt className="flex items-center gap-3 font-semibold">
              <PhoneIcon size={20} className="text-brand-100" />
              {phoneLabel}
            </dt>
            <dd>
              <a href={company.phoneHref} className="inline-flex min-h-6 items-center underline hover:no-underline">
                {company.phone}
              </a>
            </dd>
          </div>
          <div className="flex items-center gap-3">
            <dt className="flex items-center gap-3 font-semibold">
              <MailIcon size={20} className="text-brand-100" />
              {emailLabel}
            </dt>
            <dd>
              <a href={companyMailto} className="inline-flex min-h-6 items-center underline hover:no-underline">
                {company.email}
              </a>
            </dd>
          </div>
        </dl>
        <ul className="mt-6 space-y-4">
          {offices.map((office) => (
            <li key={office.id} data-office={office.id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-bold">
                {office.country} — {office.city}
              </h3>
              <address className="mt-3 flex gap-3 text-slate-700 not-italic">
                <MapPinIcon size={20} className="mt-0.5 shrink-0 text-brand-700" />
                <span>
                  {office.addressLines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                  <a href={office.phoneHref} className="mt-2 inline-flex min-h-6 items-center text-brand-700 hover:underline">
                    {office.phone}
                  </a>
                </span>
              </address>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
