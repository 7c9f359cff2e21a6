import { ImageField } from '~/components/admin/image-field';
import { useId } from 'react';
import { Form } from 'react-router';
import { DisplayOrderField, FormActions, FormAlert, useFocusFirstError } from '~/components/admin/editor-kit';
import { CheckboxField, TextAreaField, TextField } from '~/components/ui/field';
import { projectAdminCopy as copy } from '~/content/admin/catalog';
import { fieldErrors } from '~/domain/admin-form';
import { formDataObject } from '~/domain/forms';
import { isMissingRequired, PROJECT_LIMITS, PROJECT_REQUIRED_MESSAGE, projectSchema, YEAR_MAX, YEAR_MIN } from '~/domain/project-admin';

/**
 * The inline create/edit form of /admin/portfolio (product §2, §5). With JavaScript a missing
 * required field raises the product's alert before anything is sent; without it the server answers with
 * the same text. Required fields carry aria-required (not `required`, which would make the
 * browser stop the form before the product's alert).
 */
export function ProjectForm({
  id,
  values,
  errors = {},
  message,
  categories,
  cancelHref,
}: {
  /** null when creating. */
  id: string | null;
  values: Record<string, string>;
  errors?: Record<string, string>;
  message?: string;
  /** Suggestions for the category field. */
  categories: readonly string[];
  cancelHref: string;
}) {
  const formRef = useFocusFirstError(Object.keys(errors).length > 0 ? errors : undefined);
  const headingId = useId();
  const listId = useId();
  const f = copy.fields;
  const text = (name: string) => values[name] ?? '';
  const errorFor = (name: string) => (errors[name] === PROJECT_REQUIRED_MESSAGE ? copy.required : errors[name]);
  const formMessage = message ?? (isMissingRequired(errors) ? PROJECT_REQUIRED_MESSAGE : undefined);
  const requiredLabel = (label: string) => (
    <>
      {label}
      <span aria-hidden="true" className="ms-0.5 text-red-700">
        *
      </span>
    </>
  );
  return (
    <section aria-labelledby={headingId} className="mb-8 rounded-lg border border-brand-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="mb-4 text-xl font-semibold text-ink">
        {id ? copy.formEdit : copy.formNew}
      </h2>
      <FormAlert message={formMessage} />
      <Form
        method="post"
        ref={formRef}
        className="space-y-6"
        onSubmit={(event) => {
          const result = projectSchema.safeParse(formDataObject(new FormData(event.currentTarget)));
          if (!result.success && isMissingRequired(fieldErrors(result.error))) {
            event.preventDefault();
            window.alert(PROJECT_REQUIRED_MESSAGE);
          }
        }}
      >
        <input type="hidden" name="id" value={id ?? ''} />
        <div className="grid gap-6 md:grid-cols-2">
          <TextField name="title" label={requiredLabel(f.title)} aria-required maxLength={PROJECT_LIMITS.title} defaultValue={text('title')} error={errorFor('title')} />
          <TextField name="client" label={requiredLabel(f.client)} aria-required maxLength={PROJECT_LIMITS.client} defaultValue={text('client')} error={errorFor('client')} />
          <TextField
            name="category"
            label={requiredLabel(f.category)}
            aria-required
            maxLength={PROJECT_LIMITS.category}
            list={listId}
            defaultValue={text('category')}
            error={errorFor('category')}
          />
          <datalist id={listId}>
            {categories.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
          <TextField
            name="year"
            type="number"
            label={requiredLabel(f.year)}
            aria-required
            min={YEAR_MIN}
            max={YEAR_MAX}
            step={1}
            defaultValue={text('year')}
            error={errorFor('year')}
          />
        </div>
        <TextAreaField
          name="description"
          label={requiredLabel(f.description)}
          aria-required
          rows={4}
          maxLength={PROJECT_LIMITS.description}
          defaultValue={text('description')}
          error={errorFor('description')}
        />
        <div className="grid gap-6 md:grid-cols-2">
          <TextField name="services" label={f.services} hint={f.comma_hint} defaultValue={text('services')} error={errorFor('services')} />
          <TextField name="technologies" label={f.technologies} hint={f.comma_hint} defaultValue={text('technologies')} error={errorFor('technologies')} />
        </div>
        <TextAreaField name="results" label={f.results} hint={f.results_hint} rows={4} defaultValue={text('results')} error={errorFor('results')} />
        <div className="grid gap-6 md:grid-cols-2">
          <ImageField name="image_url" label={f.image_url} defaultValue={text('image_url')} error={errorFor('image_url')} />
          <TextField name="website_url" label={f.website_url} inputMode="url" maxLength={2000} defaultValue={text('website_url')} error={errorFor('website_url')} />
          <DisplayOrderField label={f.display_order} hint={f.display_order_hint} defaultValue={text('display_order')} error={errorFor('display_order')} />
        </div>
        <div className="flex flex-wrap gap-6">
          <CheckboxField name="featured" label={f.featured} defaultChecked={text('featured') === 'on'} />
          <CheckboxField name="is_active" label={f.is_active} defaultChecked={text('is_active') === 'on'} />
        </div>
        <FormActions mode={id ? 'edit' : 'create'} labels={copy} cancelHref={cancelHref} cancelLabel={copy.cancel} />
      </Form>
    </section>
  );
}
