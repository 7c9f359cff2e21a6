import { RecordActions } from '~/components/admin/admin-list';
import { ActiveBadge } from '~/components/admin/editor-kit';
import { formatLongDate } from '~/domain/dates';
import { testimonialAdminCopy as t } from '~/content/admin/catalog';
import { translationsCopy } from '~/content/admin/translations';
import { languageName } from '~/domain/translations';

export interface TestimonialCardData {
  id: string;
  name: string;
  /** Its language (issue 48: each translation is a row of its own). */
  locale: string;
  title: string;
  company: string | null;
  quote: string;
  image_url: string | null;
  is_active: boolean;
  display_order: number;
  created_at: Date;
  updated_at: Date;
}

/** product §2 testimonials list card: name, badge, order, title, company, quote, language (issue 48), dates, actions. */
export function TestimonialCard({ testimonial }: { testimonial: TestimonialCardData }) {
  const headingId = `testimonial-${testimonial.id}`;
  return (
    <article aria-labelledby={headingId} className="flex w-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {testimonial.name}
          </h2>
          <p dir="auto" lang={testimonial.locale} className="text-sm text-slate-700">
            {testimonial.title}
            {testimonial.company ? <span>, {testimonial.company}</span> : null}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <ActiveBadge active={testimonial.is_active} labels={t} />
          <span className="text-xs text-slate-600">
            {t.order}: {testimonial.display_order}
          </span>
        </div>
      </div>
      <blockquote dir="auto" lang={testimonial.locale} className="mt-3 flex-1 text-sm text-slate-800 italic">“{testimonial.quote}”</blockquote>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 text-xs text-slate-600">
        <div className="col-span-2">
          <dt className="inline">{translationsCopy.languageColumn}: </dt>
          <dd className="inline" data-testid="testimonial-language">
            {languageName(testimonial.locale)}
          </dd>
        </div>
        <div>
          <dt className="inline">{t.created_at}: </dt>
          <dd className="inline">
            <time dateTime={testimonial.created_at.toISOString()}>{formatLongDate(testimonial.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt className="inline">{t.updated_at}: </dt>
          <dd className="inline">
            <time dateTime={testimonial.updated_at.toISOString()}>{formatLongDate(testimonial.updated_at)}</time>
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <RecordActions
          id={testimonial.id}
          subject={testimonial.name}
          active={testimonial.is_active}
          editHref={`/admin/testimonials/edit/${testimonial.id}`}
          labels={t}
        />
      </div>
    </article>
  );
}
