/**
 * /admin/partners/new, /admin/partners/{id} and /admin/partners/edit/{id} — one form (create mode
 * when the id is 'new' or absent). Name, slug, logo URL, partnership type and description are
 * required; website, industry, established date and case study are saved as null when empty.
 */
import { data, Form, Link } from 'react-router';
import { AdminPageHeader, FormAlert, SubmitButton, useFocusFirstError } from '~/components/admin/editor-kit';
import { MarkdownEditor } from '~/components/admin/markdown-editor';
import { SlugField, slugFollows, useDerivedSlug } from '~/components/admin/slug-field';
import { buttonClass } from '~/components/ui/button';
import { CheckboxField, SelectField, TextField } from '~/components/ui/field';
import { adminHeadings } from '~/content/admin';
import { partnersAdminCopy as copy } from '~/content/admin-editors';
import { errorMessage, parseId, parseIntent } from '~/domain/admin-form';
import {
  NEW_PARTNER_VALUES,
  PARTNER_LIMITS,
  PARTNERSHIP_TYPES,
  parsePartnerForm,
  partnerValues,
  type PartnerFormValues,
} from '~/domain/partner-admin';
import { SLUG_TAKEN_MESSAGE } from '~/domain/slug';
import { requireStaff } from '~/server/auth.server';
import { redirectWithFlash } from '~/server/flash.server';
import { log } from '~/server/log.server';
import { getPartner, savePartner } from '~/server/partners.server';
import type { Route } from './+types/form';

function editId(params: Route.LoaderArgs['params']): string | null | 'invalid' {
  const raw = 'id' in params ? params.id : undefined;
  if (raw === undefined || raw === 'new') return null;
  return parseId(raw) ?? 'invalid';
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const id = editId(params);
  if (id === null) return data({ mode: 'create' as const, id: null, values: NEW_PARTNER_VALUES }, { headers: staff.headers });
  try {
    const row = id === 'invalid' ? undefined : await getPartner(id);
    if (!row) throw new Error(copy.notFound);
    return data({ mode: 'edit' as const, id: row.id, values: partnerValues(row) }, { headers: staff.headers });
  } catch (error) {
    log.warn({ err: error, id }, 'admin partner load failed');
    throw await redirectWithFlash('/admin/partners', { kind: 'error', message: copy.loadError(errorMessage(error)) }, { headers: staff.headers });
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const form = await request.formData();
  const id = editId(params);
  if (parseIntent(form, ['save'] as const) === null && form.has('intent')) throw data('Bad request', { status: 400 });
  const parsed = parsePartnerForm(form);
  if (!parsed.ok) return data({ errors: parsed.errors, values: parsed.values, message: undefined }, { status: 400 });
  if (id === 'invalid') return data({ errors: {}, values: parsed.values, message: copy.saveError(copy.missingId) }, { status: 400 });
  try {
    const result = await savePartner(staff, id, parsed.data);
    if (result.ok) {
      return redirectWithFlash('/admin/partners', { kind: 'success', message: result.created ? copy.created : copy.updated }, { headers: staff.headers });
    }
    if (result.reason === 'slug_taken') return data({ errors: { slug: SLUG_TAKEN_MESSAGE }, values: parsed.values, message: undefined }, { status: 400 });
    return data({ errors: {}, values: parsed.values, message: copy.saveError(copy.notFound) }, { status: 404 });
  } catch (error) {
    log.error({ err: error, id }, 'partner save failed');
    return data({ errors: {}, values: parsed.values, message: copy.saveError(errorMessage(error)) }, { status: 500 });
  }
}

export default function PartnerFormPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PartnerForm key={loaderData.id ?? 'new'} loaderData={loaderData} actionData={actionData} />;
}

function PartnerForm({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { mode } = loaderData;
  const values = (actionData?.values ?? loaderData.values) as PartnerFormValues;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const formRef = useFocusFirstError(actionData?.errors);
  const slug = useDerivedSlug({ source: values.name, slug: values.slug, follow: slugFollows(mode, { slug: values.slug, source: values.name }) });
  const f = copy.fields;
  return (
    <>
      <AdminPageHeader title={mode === 'create' ? adminHeadings.partnersNew : adminHeadings.partnersEdit}>
        {mode === 'edit' ? (
          <Link to={`/partners/${encodeURIComponent(loaderData.values.slug)}`} reloadDocument className={buttonClass('ghost', 'px-3 py-1.5')}>
            {copy.preview}
          </Link>
        ) : null}
      </AdminPageHeader>
      <FormAlert message={actionData?.message} />
      <Form method="post" ref={formRef} className="space-y-6 rounded-lg border border-slate-200 bg-white p-6">
        <div className="grid gap-6 md:grid-cols-2">
          <TextField name="name" label={f.name} required maxLength={PARTNER_LIMITS.name} error={errors.name} {...slug.sourceProps} />
          <SlugField slugProps={slug.slugProps} following={slug.following} sourceLabel="name" error={errors.slug} pathPrefix="/partners/" />
          <TextField name="logo_url" label={f.logo_url} required inputMode="url" maxLength={PARTNER_LIMITS.logo_url} defaultValue={values.logo_url} error={errors.logo_url} />
          <SelectField name="partnership_type" label={f.partnership_type} required options={PARTNERSHIP_TYPES} defaultValue={values.partnership_type} error={errors.partnership_type} />
          <TextField name="website" type="url" label={f.website} maxLength={2000} defaultValue={values.website} error={errors.website} />
          <TextField name="industry" label={f.industry} maxLength={PARTNER_LIMITS.industry} defaultValue={values.industry} error={errors.industry} />
          <TextField name="established_date" type="date" label={f.established_date} defaultValue={values.established_date} error={errors.established_date} />
          <TextField name="display_order" type="number" min={0} step={1} label={f.display_order} defaultValue={values.display_order} error={errors.display_order} />
        </div>
        <MarkdownEditor name="description" label={f.description} rows={8} required maxLength={PARTNER_LIMITS.description} defaultValue={values.description} error={errors.description} />
        <div>
          <MarkdownEditor name="case_study" label={f.case_study} rows={12} maxLength={PARTNER_LIMITS.case_study} defaultValue={values.case_study} error={errors.case_study} minHeadingLevel={3} />
          <p className="mt-1 text-xs text-slate-600">{copy.caseStudyHint}</p>
        </div>
        <CheckboxField name="is_active" label={f.is_active} defaultChecked={values.is_active === 'on'} />
        <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-6">
          <SubmitButton label={mode === 'create' ? copy.create : copy.update} busyLabel={copy.saving} />
          <Link to="/admin/partners" className={buttonClass('secondary')}>
            {copy.cancel}
          </Link>
        </div>
      </Form>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const heading = loaderData?.mode === 'edit' ? adminHeadings.partnersEdit : adminHeadings.partnersNew;
  return [{ title: `${heading} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
