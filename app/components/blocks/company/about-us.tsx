/**
 * The views of /about-us' own blocks (issue 44): the team (live), the numbered values, the offices
 * (the company's details), the partner logo strip (the site's files) and the display-only form
 * (its fields are fixed), under the blocks' words.
 */
import { ArrowRightIcon, MailIcon, MapPinIcon, PhoneIcon } from '~/components/ui/icons';
import { LinkButton } from '~/components/ui/button';
import { Marquee } from '~/components/site/marquee';
import { Section } from '~/components/site/section';
import { TeamSection } from '~/components/site/team-grid';
import { helpForm } from '~/content/site/about';
import { MARQUEE_SECONDS } from '~/content/site/logos';
import { offices } from '~/content/site/offices';
import { partnerLogos } from '~/content/site/partner-logos';
import type { Section as LiveSection } from '~/domain/section';
import type { PublicTeamMember } from '~/server/entities/teams.server';
import type { CompanyBlockProps as Props } from '../company-blocks';

/** What the page's loader gives its blocks besides the document. */
export interface AboutContext {
  team: LiveSection<PublicTeamMember[]>;
}

export function TeamBlock({ block, context }: Props<'team', AboutContext>) {
  return <TeamSection id={block.id} members={context.team} title={block.data.title} intro={block.data.intro} />;
}

/** Values numbered 001, 002… in their order. */
export function CompanyValuesBlock({ block }: Props<'companyValues'>) {
  const { background, title, intro, values } = block.data;
  return (
    <Section id={block.id} tone={background} title={title} intro={intro || undefined}>
      <ol className="mt-12 grid gap-6 md:grid-cols-2">
        {values.map((value, index) => (
          <li key={index} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <p className="text-sm font-bold tracking-wider text-brand-700">{String(index + 1).padStart(3, '0')}</p>
            <h3 className="mt-1 text-2xl font-bold tracking-tight">{value.name}</h3>
            <p className="mt-3 leading-7 text-slate-700">{value.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function OfficesBlock({ block }: Props<'offices'>) {
  const { title, intro } = block.data;
  return (
    <Section id={block.id} title={title} intro={intro || undefined}>
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
  );
}

export function PartnerStripBlock({ block }: Props<'partnerStrip'>) {
  const headingId = `${block.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="border-y border-slate-200 bg-slate-50 py-12">
      <h2 id={headingId} className="px-4 text-center text-2xl font-bold tracking-tight">
        {block.data.title}
      </h2>
      <div className="mt-6">
        <Marquee
          items={partnerLogos}
          seconds={MARQUEE_SECONDS.about}
          label={block.data.label}
          renderItem={(logo) => (
            <img src={logo.logo} alt={logo.name} width={180} height={54} loading="lazy" decoding="async" className="h-[54px] w-[180px]" />
          )}
        />
      </div>
    </section>
  );
}

const fieldClass = 'mt-1 block w-full cursor-not-allowed rounded-md border border-slate-300 bg-slate-100 px-3 py-2 text-slate-700';

export function HelpFormBlock({ block }: Props<'helpForm'>) {
  const { title, intro, note, button } = block.data;
  const noteId = `${block.id}-form-note`;
  return (
    <Section id={block.id} title={title} intro={intro || undefined}>
      {/* product: this form is display-only. Its controls are disabled (announced as unavailable)
          and there is no submit button; the note says so and points to the working form. */}
      <div className="mt-8 max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p id={noteId} className="rounded-lg bg-brand-50 p-4 text-brand-900">
          {note}
        </p>
        <fieldset disabled aria-describedby={noteId} className="mt-6 grid gap-5 sm:grid-cols-2">
          <legend className="sr-only">{title}</legend>
          {helpForm.fields.map((field) => (
            <div key={field.name} className={field.type === 'textarea' ? 'sm:col-span-2' : ''}>
              <label htmlFor={`${block.id}-${field.name}`} className="block text-sm font-medium text-slate-800">
                {field.label}
              </label>
              {field.type === 'textarea' ? (
                <textarea id={`${block.id}-${field.name}`} name={field.name} rows={4} className={fieldClass} />
              ) : (
                <input id={`${block.id}-${field.name}`} name={field.name} type={field.type} autoComplete={field.autoComplete} className={fieldClass} />
              )}
            </div>
          ))}
        </fieldset>
        <LinkButton to={button.to} className="mt-6">
          {button.label}
          <ArrowRightIcon size={16} />
        </LinkButton>
      </div>
    </Section>
  );
}
