/**
 * /admin/testimonials/new and /admin/testimonials/edit/{id} — one form (product §2, §5): Name*,
 * Title*, Company, Testimonial Quote* (4 rows), Image URL, Display Order (≥ 0, lower first),
 * Active; 'Create Testimonial' / 'Update Testimonial'; 'Back to Testimonials'. In edit mode, its
 * language and translations (issue 48) above the form, with the English source beside a translation.
 */
import { ImageField } from '~/components/admin/image-field';
import { data, Form, Link } from 'react-router';
import { TranslationsSection } from '~/components/admin/translations-section';
import { isTranslationPost, loadTranslationsSection, submitTranslationForm } from '~/server/admin/translation-flow.server';
import { DraftOffer } from '~/components/admin/form-draft';
import { HistoryLink } from '~/components/admin/history-link';
import { AdminPageHeader, DisplayOrderField, FormActions, FormAlert, useAdminFormState } from '~/components/admin/editor-kit';
import { buttonClass } from '~/components/ui/button';
import { CheckboxField, TextAreaField, TextField } from '~/components/ui/field';
import { adminHeadings } from '~/content/admin/common';
import { testimonialAdminCopy as copy } from '~/content/admin/catalog';
import { parseAdminValues, saved } from '~/domain/admin-form';
import { newTestimonialValues, TESTIMONIAL_LIMITS, testimonialSchema, testimonialValues } from '~/domain/testimonial-admin';
import { formRecord, submitForm } from '~/server/admin/form-flow.server';
import { requireStaff } from '~/server/platform/auth.server';
import { getTestimonial, saveTestimonial } from '~/server/entities/testimonials.server';
import type { Route } from './+types/form';
import { readFormFields } from '~/server/platform/uploads.server';

const LIST = '/admin/testimonials';

/** null on /new; the route's id (possibly malformed or empty) on /edit/{id}. */
function editId(params: Route.LoaderArgs['params']): string | null {
  return 'id' in params ? (params.id ?? '') : null;
}

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, 'testimonials');
  // product §8: 'Error loading testimonial: {message}', then redirect to the list.
  const record = await formRecord(editId(args.params), {
    load: getTestimonial,
    values: testimonialValues,
    blank: newTestimonialValues,
    list: LIST,
    copy,
    subject: 'testimonial',
  });
  if (record.mode === 'create') return data({ ...record, translations: null });
  // Issue 48: the testimonial's language and its translations (a row deleted meanwhile has none).
  const row = await getTestimonial(record.id);
  return data({ ...record, translations: row ? await loadTranslationsSection('testimonial', row) : null });
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, 'testimonials');
  const id = editId(args.params);
  const form = await readFormFields(args.request);
  if (isTranslationPost(form)) {
    return submitTranslationForm(staff, form, { kind: 'testimonial', id: id === null || id === '' ? null : id, back: new URL(args.request.url).pathname });
  }
  return submitForm(form, {
    parse: (form) => parseAdminValues(testimonialSchema, form),
    save: (input) => saveTestimonial(staff, id, input).then(() => saved(id)),
    copy,
    done: LIST,
    subject: 'testimonial',
    id,
  });
}

export default function TestimonialForm(props: Route.ComponentProps) {
  // A new editor per record: going from a testimonial to its translation must not keep the first one's inputs (uncontrolled fields).
  return <TestimonialEditor key={props.loaderData.id ?? 'new'} {...props} />;
}

function TestimonialEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, translations } = loaderData;
  const { values, errors, formRef, draft } = useAdminFormState(loaderData.values, actionData);
  const f = copy.fields;
  const text = (name: string) => values[name] ?? '';
  return (
    <>
      <AdminPageHeader title={mode === 'create' ? adminHeadings.testimonialsNew : adminHeadings.testimonialsEdit}>
        {loaderData.id ? <HistoryLink entity="testimonials" id={loaderData.id} /> : null}
        <Link to={LIST} className={buttonClass('ghost', 'px-3 py-1.5')}>
          {copy.back}
        </Link>
      </AdminPageHeader>
      {translations ? <TranslationsSection {...translations} /> : null}
      <FormAlert message={actionData?.message} />
      <DraftOffer draft={draft} />
      <Form key={draft.generation} method="post" ref={formRef} {...draft.formProps} className="max-w-3xl space-y-6 rounded-lg border border-slate-200 bg-white p-6">
        <div className="grid gap-6 md:grid-cols-2">
          <TextField name="name" label={f.name} required maxLength={TESTIMONIAL_LIMITS.name} defaultValue={text('name')} error={errors.name} />
          <TextField name="title" label={f.title} required maxLength={TESTIMONIAL_LIMITS.title} defaultValue={text('title')} error={errors.title} />
          <TextField name="company" label={f.company} maxLength={TESTIMONIAL_LIMITS.company} defaultValue={text('company')} error={errors.company} />
          <ImageField name="image_url" label={f.image_url} defaultValue={text('image_url')} error={errors.image_url} />
        </div>
        <TextAreaField
          name="quote"
          label={f.quote}
          rows={4}
          required
          maxLength={TESTIMONIAL_LIMITS.quote}
          defaultValue={text('quote')}
          error={errors.quote}
        />
        <div className="grid gap-6 md:grid-cols-2">
          <DisplayOrderField label={f.display_order} hint={f.display_order_hint} defaultValue={text('display_order')} error={errors.display_order} />
        </div>
        <CheckboxField name="is_active" label={f.is_active} defaultChecked={text('is_active') === 'on'} />
        <FormActions mode={mode} labels={copy} cancelHref={LIST} cancelLabel={copy.back} />
      </Form>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const heading = loaderData?.mode === 'edit' ? adminHeadings.testimonialsEdit : adminHeadings.testimonialsNew;
  return [{ title: `${heading} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
