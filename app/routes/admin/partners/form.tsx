/**
 * /admin/partners/new, /admin/partners/{id} and /admin/partners/edit/{id} — one form (create mode
 * when the id is 'new' or absent). Name, slug, logo URL, partnership type and description are
 * required; website, industry, established date and case study are saved as null when empty.
 * In edit mode, the partner's preview links (issue 43) are listed and made below the form, and its
 * language and translations (issue 48) above it.
 */
import { data } from 'react-router';
import { ImageField } from '~/components/admin/image-field';
import { FormActions } from '~/components/admin/editor-kit';
import { MarkdownEditor } from '~/components/admin/markdown-editor';
import { PreviewLinksSection } from '~/components/admin/preview-links-section';
import { SlugField } from '~/components/admin/slug-field';
import { SlugRecordForm } from '~/components/admin/slug-record-form';
import { TranslationsSection } from '~/components/admin/translations-section';
import { CheckboxField, SelectField, TextField } from '~/components/ui/field';
import { adminHeadings } from '~/content/admin/common';
import { partnersAdminCopy as copy } from '~/content/admin/editors';
import { formRouteId, MISSING_ID } from '~/domain/admin-form';
import { DEFAULT_LOCALE, localizedPath, localizedRecordPath } from '~/domain/locales';
import {
  NEW_PARTNER_VALUES,
  PARTNER_LIMITS,
  PARTNERSHIP_TYPES,
  parsePartnerForm,
  partnerValues,
} from '~/domain/partner-admin';
import { REPLACE_REDIRECT_FIELD, SLUG_REDIRECTED_MESSAGE } from '~/domain/slug';
import { formRecord, submitForm } from '~/server/admin/form-flow.server';
import { isPreviewLinkPost, loadPreviewLinksSection, submitPreviewLinkForm } from '~/server/admin/preview-link-flow.server';
import { isTranslationPost, loadTranslationsSection, submitTranslationForm } from '~/server/admin/translation-flow.server';
import { requireStaff } from '~/server/platform/auth.server';
import { getPartner, savePartner } from '~/server/entities/partners.server';
import type { Route } from './+types/form';
import { readFormFields } from '~/server/platform/uploads.server';

const LIST = '/admin/partners';

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, 'partners');
  const record = await formRecord(formRouteId(args.params), {
    load: getPartner,
    values: partnerValues,
    blank: () => NEW_PARTNER_VALUES,
    list: LIST,
    copy,
    subject: 'partner',
  });
  if (record.mode === 'create') return data(record);
  const [{ section, headers }, row] = await Promise.all([loadPreviewLinksSection(args.request, 'partners', record.id), getPartner(record.id)]);
  // Issue 48: the partner's language and its translations (a row deleted meanwhile has none).
  const translations = row ? await loadTranslationsSection('partner', row) : null;
  return data({ ...record, previewLinks: section, translations }, { headers });
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, 'partners');
  const id = formRouteId(args.params);
  const form = await readFormFields(args.request);
  if (isPreviewLinkPost(form)) {
    const back = new URL(args.request.url).pathname;
    return submitPreviewLinkForm(staff, form, { entity: 'partners', entityId: id === 'invalid' ? null : id, back });
  }
  if (isTranslationPost(form)) {
    const back = new URL(args.request.url).pathname;
    return submitTranslationForm(staff, form, { kind: 'partner', id: id === 'invalid' ? null : id, back });
  }
  const replaceRedirect = form.get(REPLACE_REDIRECT_FIELD) === 'on';
  return submitForm(form, {
    parse: parsePartnerForm,
    save: (input) => (id === 'invalid' ? MISSING_ID : savePartner(staff, id, input, { replaceRedirect })),
    copy,
    done: LIST,
    subject: 'partner',
    id,
  });
}

export default function PartnerFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mode } = loaderData;
  const f = copy.fields;
  const translations = 'translations' in loaderData ? loaderData.translations : null;
  // The partner's public address is in its own language (issue 48).
  const locale = translations?.locale ?? DEFAULT_LOCALE;
  return (
    <>
      {translations ? <TranslationsSection {...translations} /> : null}
      <SlugRecordForm
        key={loaderData.id ?? 'new'}
        record={loaderData}
        refused={actionData}
        sourceField="name"
        title={mode === 'create' ? adminHeadings.partnersNew : adminHeadings.partnersEdit}
        history="partners"
        preview={{ href: localizedRecordPath(locale, '/partners', encodeURIComponent(loaderData.values.slug)), label: copy.preview }}
      >
        {({ values, errors, slug }) => (
          <>
            <div className="grid gap-6 md:grid-cols-2">
              <TextField name="name" label={f.name} required maxLength={PARTNER_LIMITS.name} error={errors.name} {...slug.sourceProps} />
              <SlugField slug={slug} sourceLabel="name" error={errors.slug} pathPrefix={`${localizedPath(locale, '/partners')}/`} />
              <ImageField name="logo_url" label={f.logo_url} required maxLength={PARTNER_LIMITS.logo_url} defaultValue={values.logo_url} error={errors.logo_url} />
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
            {errors.slug === SLUG_REDIRECTED_MESSAGE ? <CheckboxField name={REPLACE_REDIRECT_FIELD} label={copy.replaceRedirect} /> : null}
            <FormActions mode={mode} labels={copy} cancelHref={LIST} cancelLabel={copy.cancel} />
          </>
        )}
      </SlugRecordForm>
      {'previewLinks' in loaderData ? <PreviewLinksSection {...loaderData.previewLinks} /> : null}
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const heading = loaderData?.mode === 'edit' ? adminHeadings.partnersEdit : adminHeadings.partnersNew;
  return [{ title: `${heading} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
