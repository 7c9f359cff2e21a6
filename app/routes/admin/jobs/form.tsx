/**
 * /admin/jobs/new, /admin/jobs/{id} and /admin/jobs/edit/{id} — one form (product §2, §5) in three
 * sections: Basic Information, Requirements & Benefits (one per line), Settings (Active).
 * A job that cannot be loaded shows 'Failed to load job.' inline; a failed save shows
 * 'Error saving job: {message}' inline with the values kept. In edit mode, the job's preview links
 * (issue 43) are listed and made below the form.
 */
import { data, Form, Link } from 'react-router';
import { DraftOffer } from '~/components/admin/form-draft';
import { PreviewLinksSection } from '~/components/admin/preview-links-section';
import { HistoryLink } from '~/components/admin/history-link';
import { TranslationsSection } from '~/components/admin/translations-section';
import { AdminPageHeader, DisplayOrderField, FormActions, FormAlert, useAdminFormState } from '~/components/admin/editor-kit';
import { buttonClass } from '~/components/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '~/components/ui/field';
import { adminHeadings } from '~/content/admin/common';
import { jobAdminCopy as copy } from '~/content/admin/catalog';
import { EMPLOYMENT_TYPES, JOB_LIMITS, jobValues, newJobValues, parseJobForm } from '~/domain/job-admin';
import { SLUG_MAX } from '~/domain/slug';
import { submitForm } from '~/server/admin/form-flow.server';
import { isPreviewLinkPost, loadPreviewLinksSection, submitPreviewLinkForm } from '~/server/admin/preview-link-flow.server';
import { isTranslationPost, loadTranslationsSection, submitTranslationForm } from '~/server/admin/translation-flow.server';
import { requireStaff } from '~/server/platform/auth.server';
import { getJob, saveJob, type Job } from '~/server/entities/jobs.server';
import { log } from '~/server/platform/log.server';
import type { Route } from './+types/form';
import { readFormFields } from '~/server/platform/uploads.server';

const LIST = '/admin/jobs';

/** null on /new; the route's id on /{id} and /edit/{id}. */
function editId(params: Route.LoaderArgs['params']): string | null {
  return 'id' in params && params.id !== undefined ? params.id : null;
}

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, 'jobs');
  const id = editId(args.params);
  if (id === null) return data({ mode: 'create' as const, values: newJobValues(), loadFailed: false as const });
  let row: Job | undefined;
  try {
    row = await getJob(id);
  } catch (error) {
    log.warn({ err: error, id }, 'admin job load failed');
  }
  // product §8: inline 'Failed to load job.'
  if (!row) return data({ mode: 'edit' as const, values: newJobValues(), loadFailed: true as const }, { status: 404 });
  // Issue 48: the job's language and its translations, beside its preview links.
  const [{ section, headers }, translations] = await Promise.all([loadPreviewLinksSection(args.request, 'jobs', row.id), loadTranslationsSection('job', row)]);
  return data({ mode: 'edit' as const, values: jobValues(row), loadFailed: false as const, id: row.id, previewLinks: section, translations }, { headers });
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, 'jobs');
  const id = editId(args.params);
  const form = await readFormFields(args.request);
  if (isPreviewLinkPost(form)) {
    const back = new URL(args.request.url).pathname;
    return submitPreviewLinkForm(staff, form, { entity: 'jobs', entityId: id, back });
  }
  if (isTranslationPost(form)) {
    const back = new URL(args.request.url).pathname;
    return submitTranslationForm(staff, form, { kind: 'job', id, back });
  }
  return submitForm(form, {
    parse: parseJobForm,
    save: (input) => saveJob(staff, id, input),
    copy,
    done: LIST,
    subject: 'job',
    id,
  });
}

// min-w-0: a fieldset is otherwise as wide as its widest content; what follows the floated legend
// starts below it rather than beside it (on a 390 px phone it was pushed off the screen; issue 21).
const sectionClass = 'min-w-0 space-y-6 rounded-lg border border-slate-200 bg-white p-6 [&>legend~*]:clear-both';
const legendClass = 'float-start mb-2 w-full text-lg font-semibold text-ink';

export default function JobForm(props: Route.ComponentProps) {
  // A new editor per record: going from a job to its translation (same route, another id) must
  // not keep the first one's inputs and their state (uncontrolled fields: the Active box stayed checked on the inactive copy).
  return <JobEditor key={'id' in props.loaderData ? props.loaderData.id : 'new'} {...props} />;
}

function JobEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, loadFailed } = loaderData;
  const savedId = 'id' in loaderData ? loaderData.id : undefined;
  const previewLinks = 'previewLinks' in loaderData ? loaderData.previewLinks : undefined;
  const translations = 'translations' in loaderData ? loaderData.translations : undefined;
  const { values, errors, formRef, draft } = useAdminFormState(loaderData.values, actionData);
  const f = copy.fields;
  const text = (name: string) => values[name] ?? '';
  const heading = mode === 'create' ? adminHeadings.jobsNew : adminHeadings.jobsEdit;
  const back = (
    <Link to={LIST} className={buttonClass('ghost', 'px-3 py-1.5')}>
      {copy.back}
    </Link>
  );
  if (loadFailed) {
    return (
      <>
        <AdminPageHeader title={heading}>{back}</AdminPageHeader>
        <FormAlert message={copy.loadFailed} />
      </>
    );
  }
  const employmentTypes: readonly string[] = EMPLOYMENT_TYPES.includes(text('employment_type') as (typeof EMPLOYMENT_TYPES)[number])
    ? EMPLOYMENT_TYPES
    : [...EMPLOYMENT_TYPES, text('employment_type')];
  const listHint = f.lists_hint;
  return (
    <>
      <AdminPageHeader title={heading}>
        {savedId ? <HistoryLink entity="jobs" id={savedId} /> : null}
        {back}
      </AdminPageHeader>
      <FormAlert message={actionData?.message} />
      {translations ? <TranslationsSection {...translations} /> : null}
      <DraftOffer draft={draft} />
      <Form key={draft.generation} method="post" ref={formRef} {...draft.formProps} className="max-w-4xl space-y-6">
        <fieldset className={sectionClass}>
          <legend className={legendClass}>{copy.sections.basic}</legend>
          <div className="grid gap-6 md:grid-cols-2">
            <TextField name="title" label={f.title} required maxLength={JOB_LIMITS.title} defaultValue={text('title')} error={errors.title} />
            <TextField name="slug" label={f.slug} hint={f.slug_hint} maxLength={SLUG_MAX} defaultValue={text('slug')} error={errors.slug} />
            <TextField
              name="department"
              label={f.department}
              required
              maxLength={JOB_LIMITS.department}
              placeholder={copy.placeholders.department}
              defaultValue={text('department')}
              error={errors.department}
            />
            <TextField
              name="experience_level"
              label={f.experience_level}
              required
              maxLength={JOB_LIMITS.experienceLevel}
              placeholder={copy.placeholders.experience_level}
              defaultValue={text('experience_level')}
              error={errors.experience_level}
            />
            <SelectField
              name="employment_type"
              label={f.employment_type}
              options={employmentTypes}
              defaultValue={text('employment_type')}
              error={errors.employment_type}
            />
            <TextField name="location" label={f.location} maxLength={JOB_LIMITS.location} defaultValue={text('location')} error={errors.location} />
            <TextField
              name="salary_range"
              label={f.salary_range}
              maxLength={JOB_LIMITS.salaryRange}
              placeholder={copy.placeholders.salary_range}
              defaultValue={text('salary_range')}
              error={errors.salary_range}
            />
          </div>
          <TextAreaField
            name="description"
            label={f.description}
            rows={6}
            required
            maxLength={JOB_LIMITS.description}
            defaultValue={text('description')}
            error={errors.description}
          />
        </fieldset>
        <fieldset className={sectionClass}>
          <legend className={legendClass}>{copy.sections.lists}</legend>
          <div className="grid gap-6 md:grid-cols-2">
            <TextAreaField name="requirements" label={f.requirements} hint={listHint} rows={8} defaultValue={text('requirements')} error={errors.requirements} />
            <TextAreaField name="benefits" label={f.benefits} hint={listHint} rows={8} defaultValue={text('benefits')} error={errors.benefits} />
          </div>
        </fieldset>
        <fieldset className={sectionClass}>
          <legend className={legendClass}>{copy.sections.settings}</legend>
          <div className="grid gap-6 md:grid-cols-2">
            <TextField name="closes_on" type="date" label={f.closes_on} hint={f.closes_on_hint} defaultValue={text('closes_on')} error={errors.closes_on} />
            <DisplayOrderField label={f.display_order} hint={f.display_order_hint} defaultValue={text('display_order')} error={errors.display_order} />
          </div>
          <CheckboxField name="is_active" label={f.is_active} defaultChecked={text('is_active') === 'on'} />
        </fieldset>
        <FormActions mode={mode} labels={copy} cancelHref={LIST} cancelLabel={copy.back} divided={false} />
      </Form>
      {previewLinks ? (
        <div className="max-w-4xl">
          <PreviewLinksSection {...previewLinks} />
        </div>
      ) : null}
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const heading = loaderData?.mode === 'edit' ? adminHeadings.jobsEdit : adminHeadings.jobsNew;
  return [{ title: `${heading} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
