import { ArrowRightIcon } from '~/components/ui/icons';
import { LinkButton } from '~/components/ui/button';
import type { CallToAction } from '~/content/types';

/** A call-to-action panel: heading, text and a button-styled link. */
export function CtaCard({ cta, inverse = false }: { cta: CallToAction; inverse?: boolean }) {
  return (
    <div className={`flex flex-col rounded-2xl p-8 ${inverse ? 'bg-brand-900 text-white' : 'border border-slate-200 bg-white shadow-sm'}`}>
      {cta.heading ? <h3 className="text-2xl font-bold tracking-tight">{cta.heading}</h3> : null}
      <p className={`mt-3 flex-1 leading-7 ${inverse ? 'text-slate-200' : 'text-slate-600'}`}>{cta.text}</p>
      {cta.to ? (
        <LinkButton to={cta.to} variant={inverse ? 'inverse' : 'primary'} className="mt-6 self-start">
          {cta.label}
          <ArrowRightIcon size={16} />
        </LinkButton>
      ) : null}
    </div>
  );
}
