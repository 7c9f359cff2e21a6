import { MailIcon, MapPinIcon, PhoneIcon } from '~/components/ui/icons';
import { PageHero } from '~/components/site/page-hero';
import { SectionHeading } from '~/components/site/section';
import { company, companyMailto } from '~/content/company';
import { contactHero, contactIntro, contactSections, contactSeo } from '~/content/site/contact';
import { offices } from '~/content/site/offices';
import { pageMeta, siteOrigin } from '~/domain/seo';
import { ContactForm } from '~/components/forms/contact-form';
import { formGuard } from '~/server/platform/spam.server';
import { handleContactSubmission } from '~/server/pages/public-forms.server';
import type { Route } from './+types/contact-us';
import { keepDataAfterFormPost } from '~/domain/revalidation';

/** Lead capture: the signed fill-time token the page's forms carry (spam.server.ts). */
export function loader() {
  return formGuard();
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleContactSubmission(request, context);
}

export const shouldRevalidate = keepDataAfterFormPost;

export default function ContactUs() {
  return (
    <>
      <PageHero hero={contactHero} />

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-12 lg:px-8">
        <section id="message" aria-labelledby="contact-form-heading" className="lg:col-span-7">
          <SectionHeading id="contact-form-heading" title={contactIntro.title} />
          <div className="mt-4 space-y-4 leading-7 text-slate-700">
            {contactIntro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="mt-8">
            <ContactForm label={contactSections.formTitle} />
          </div>
        </section>

        <section id="offices" aria-labelledby="offices-heading" className="lg:col-span-5">
          <h2 id="offices-heading" className="text-3xl font-bold tracking-tight">
            {contactSections.officesTitle}
          </h2>
          <dl className="mt-6 space-y-4 rounded-2xl bg-brand-900 p-6 text-white">
            <div className="flex items-center gap-3">
              <dt className="flex items-center gap-3 font-semibold">
                <PhoneIcon size={20} className="text-brand-100" />
                {contactSections.phoneLabel}
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
                {contactSections.emailLabel}
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
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ ...contactSeo, path: '/contact-us', origin: siteOrigin(matches) });
