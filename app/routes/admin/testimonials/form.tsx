/**
 * /admin/testimonials/new and /admin/testimonials/edit/{id} — one form (SPEC §2, §5): Name*,
 * Title*, Company, Testimonial Quote* (4 rows), Image URL, Display Order (≥ 0, lower first),
 * Active; 'Create Testimonial' / 'Update Testimonial'; 'Back to Testimonials'.
 */
import { data, Form, Link } from 'react-router';
import { AdminPageHeader, FormAlert, SubmitButton, useFocusFirstError } from '~/components/admin/editor-kit';
import { buttonClass } from '~/components/ui/button';
import { CheckboxField, TextAreaField, TextField } from '~/components/ui/field';
import { adminHeadings } from '~/content/admin';
import { testimonialAdminCopy as copy } from '~/content/admin-catalog';
import { DISPLAY_ORDER_MAX, errorMessage, parseAdminValues, parseIntent } from '~/domain/admin-form';
import { newTestimonialValues, TESTIMONIAL_LIMITS, testimonialSchema, testimonialValues } from '~/domain/testimonial-admin';
import { requireStaff } from '~/server/auth.server';
import { redirectWithFlash } from '~/server/flash.server';
import { log } from '~/server/log.server';
import { getTestimonial, saveTestimonial } from '~/server/testimonials.server';
import type { Route } from './+types/form';

const LIST = '/admin/testimonials';

/** null on /new; the route's id (possibly malformed or empty) on /edit/{id}. */
function editId(params: Route.LoaderArgs['params']): string | null {
  return 'id' in params ? (params.id ?? '') : null;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const id = editId(params);
  if (id === null) return data({ mode: 'create' as const, values: newTestimonialValues() }, { headers: staff.headers });
  try {
    const row = await getTestimonial(id);
    if (!row) throw new Error(copy.notFound);
    return data({ mode: 'edit' as const, values: testimonialValues(row) }, { headers: staff.headers });
  } catch (error) {
    log.warn({ err: error, id }, 'admin testimonial load failed');
    // SPEC §8: 'Error loading testimonial: {message}', then redirect to the list.
    throw await redirectWithFlash(LIST, { kind: 'error', message: copy.loadError(errorMessage(error)) }, { headers: staff.headers });
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const form = await request.formData();
  if (form.has('intent') && parseIntent(form, ['save'] as const) === null) throw data('Bad request', { status: 400 });
  const parsed = parseAdminValues(testimonialSchema, form);
  if (!parsed.ok) return data({ errors: parsed.errors, values: parsed.values, message: undefined }, { status: 400 });
  const id = editId(params);
  try {
    await saveTestimonial(staff, id, parsed.data);
    return redirectWithFlash(LIST, { kind: 'success', message: id === null ? copy.created : copy.updated }, { headers: staff.headers });
  } catch (error) {
    log.error({ err: error, id }, 'testimonial save failed');
    return data({ errors: {}, values: parsed.values, message: copy.saveError(errorMessage(error)) }, { status: 500 });
  }
}

export default function TestimonialForm({ loaderData, actionData }: Route.ComponentProps) {
  const { mode } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const formRef = useFocusFirstError(actionData?.errors);
  const f = copy.fields;
  const text = (name: string) => values[name] ?? '';
  return (
    <>
      <AdminPageHeader title={mode === 'create' ? adminHeadings.testimonialsNew : adminHeadings.testimonialsEdit}>
        <Link to={LIST} className={buttonClass('ghost', 'px-3 py-1.5')}>
          {copy.back}
        </Link>
      </AdminPageHeader>
      <FormAlert message={actionData?.message} />
      <Form method="post" ref={formRef} className="max-w-3xl space-y-6 rounded-lg border border-slate-200 bg-white p-6">
        <div className="grid gap-6 md:grid-cols-2">
          <TextField name="name" label={f.name} required maxLength={TESTIMONIAL_LIMITS.name} defaultValue={text('name')} error={errors.name} />
          <TextField name="title" label={f.title} required maxLength={TESTIMONIAL_LIMITS.title} defaultValue={text('title')} error={errors.title} />
          <TextField name="company" label={f.company} maxLength={TESTIMONIAL_LIMITS.company} defaultValue={text('company')} error={errors.company} />
          <TextField
            name="image_url"
            label={f.image_url}
            inputMode="url"
            maxLength={2000}
            defaultValue={text('image_url')}
            error={errors.image_url}
          />
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
          <TextField
            name="display_order"
            type="number"
            label={f.display_order}
            hint={f.display_order_hint}
            min={0}
            max={DISPLAY_ORDER_MAX}
            step={1}
            defaultValue={text('display_order')}
            error={errors.display_order}
          />
        </div>
        <CheckboxField name="is_active" label={f.is_active} defaultChecked={text('is_active') === 'on'} />
        <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-6">
          <SubmitButton label={mode === 'create' ? copy.create : copy.update} busyLabel={copy.saving} />
          <Link to={LIST} className={buttonClass('secondary')}>
            {copy.back}
          </Link>
        </div>
      </Form>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const heading = loaderData?.mode === 'edit' ? adminHeadings.testimonialsEdit : adminHeadings.testimonialsNew;
  return [{ title: `${heading} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
