import { useId, type ReactNode } from 'react';

export type SectionTone = 'white' | 'muted' | 'brand';

const tones: Record<SectionTone, string> = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  brand: 'bg-brand-900 text-white',
};

/**
 * A page section: a landmark labelled by its <h2>, an optional intro and the content.
 * `id` is the section's anchor (e.g. a product service id).
 */
export function Section({
  id,
  title,
  intro,
  eyebrow,
  tone = 'white',
  children,
  className = '',
  headingClassName = '',
}: {
  id?: string;
  title: ReactNode;
  intro?: ReactNode;
  eyebrow?: ReactNode;
  tone?: SectionTone;
  children?: ReactNode;
  className?: string;
  headingClassName?: string;
}) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={`${tones[tone]} ${className}`}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <SectionHeading id={headingId} title={title} intro={intro} eyebrow={eyebrow} inverse={tone === 'brand'} className={headingClassName} />
        {children}
      </div>
    </section>
  );
}

export function SectionHeading({
  id,
  title,
  intro,
  eyebrow,
  inverse = false,
  className = '',
}: {
  id?: string;
  title: ReactNode;
  intro?: ReactNode;
  eyebrow?: ReactNode;
  inverse?: boolean;
  className?: string;
}) {
  return (
    <div className={`max-w-3xl ${className}`}>
      {eyebrow ? (
        <p className={`text-sm font-semibold uppercase tracking-wider ${inverse ? 'text-brand-100' : 'text-brand-700'}`}>
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {intro ? (
        <div className={`mt-4 text-lg leading-8 ${inverse ? 'text-slate-200' : 'text-slate-600'}`}>{intro}</div>
      ) : null}
    </div>
  );
}
