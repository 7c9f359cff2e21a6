import { ArrowRightIcon, MailIcon, MapPinIcon, PhoneIcon } from '~/components/ui/icons';
import { Marquee } from '~/components/site/marquee';
import { PageHero } from '~/components/site/page-hero';
import { Section } from '~/components/site/section';
import { LinkButton } from '~/components/ui/button';
import { aboutHero, helpForm, mission, partnersMarquee, values, valuesHeading, worldwideOffices, aboutSeo } from '~/content/site/about';
import { MARQUEE_SECONDS } from '~/content/site/logos';
import { partnerLogos } from '~/content/site/partner-logos';
import { offices } from '~/content/site/offices';
import { pageMeta, siteOrigin } from '~/domain/seo';
import { TeamSection } from '~/components/site/team-grid';
import { loadAboutSections } from '~/server/pages/live-sections.server';
import type { Route } from './+types/about-us';

/** Live content: the team grid (a failure becomes the product's error state). */
export async function loader() {
  return loadAboutSections();
}

const fieldClass =
  'mt-1 block w-full cursor-not-allowed rounded-md border border-slate-300 bg-slate-100 px-3 py-2 text-slate-700';

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={aboutHero} />

      <Section id="mission" title={mission.title}>
        <div className="mt-6 max-w-3xl space-y-5 text-lg leading-8 text-slate-700">
          {mission.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <TeamSection members={loaderData.team} />

      <Section id="values" tone="muted" title={valuesHeading.title} intro={valuesHeading.intro}>
        <ol className="mt-12 grid gap-6 md:grid-cols-2">
          {values.map((value) => (
            <li key={value.number} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
              <p className="text-sm font-bold tracking-wider text-brand-700">{value.number}</p>
              <h3 className="mt-1 text-2xl font-bold tracking-tight">{value.name}</h3>
              <p className="mt-3 leading-7 text-slate-700">{value.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="offices" title={worldwideOffices.title} intro={worldwideOffices.intro}>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {offices.map((office) => (
            <li key={office.id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-xl font-bold">
                {office.city}, {office.country}
              </h3>
              <address className="mt-4 space-y-3 text-slate-700 not-italic">
                <p className="flex gap-3">
                  <MapPinIcon size={20} className="mt-0.5 shrink-0 text-brand-700" />
                  <span>
                    {office.addressLines.map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                  </span>
                </p>
                <p className="flex items-center gap-3">
                  <PhoneIcon size={20} className="shrink-0 text-brand-700" />
                  <a href={office.phoneHref} className="inline-flex min-h-6 items-center text-brand-700 hover:underline">
                    {office.phone}
                  </a>
                </p>
                <p className="flex items-center gap-3">
                  <MailIcon size={20} className="shrink-0 text-brand-700" />
                  <a href={`mailto:${office.email}`} className="inline-flex min-h-6 items-center break-all text-brand-700 hover:underline">
                    {office.email}
                  </a>
                </p>
              </address>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="partners-heading" className="border-y border-slate-200 bg-slate-50 py-12">
        <h2 id="partners-heading" className="px-4 text-center text-2xl font-bold tracking-tight">
          {partnersMarquee.title}
        </h2>
        <div className="mt-6">
          <Marquee
            items={partnerLogos}
            seconds={MARQUEE_SECONDS.about}
            label={partnersMarquee.marqueeLabel}
            renderItem={(logo) => (
              <img src={logo.logo} alt={logo.name} width={180} height={54} loading="lazy" decoding="async" className="h-[54px] w-[180px]" />
            )}
          />
        </div>
      </section>

      <Section id="help" title={helpForm.title} intro={helpForm.intro}>
        {/* product: this form is display-only. Its controls are disabled (announced as unavailable)
            and there is no submit button; the note says so and points to the working form. */}
        <div className="mt-8 max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <p id="help-form-note" className="rounded-lg bg-brand-50 p-4 text-brand-900">
            {helpForm.note}
          </p>
          <fieldset disabled aria-describedby="help-form-note" className="mt-6 grid gap-5 sm:grid-cols-2">
            <legend className="sr-only">{helpForm.title}</legend>
            {helpForm.fields.map((field) => (
              <div key={field.name} className={field.type === 'textarea' ? 'sm:col-span-2' : ''}>
                <label htmlFor={`help-${field.name}`} className="block text-sm font-medium text-slate-800">
                  {field.label}
                </label>
                {field.type === 'textarea' ? (
                  <textarea id={`help-${field.name}`} name={field.name} rows={4} className={fieldClass} />
                ) : (
                  <input id={`help-${field.name}`} name={field.name} type={field.type} autoComplete={field.autoComplete} className={fieldClass} />
                )}
              </div>
            ))}
          </fieldset>
          <LinkButton to={helpForm.noteLink.to} className="mt-6">
            {helpForm.noteLink.label}
            <ArrowRightIcon size={16} />
          </LinkButton>
        </div>
      </Section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ ...aboutSeo, path: '/about-us', origin: siteOrigin(matches) });
