/**
 * /admin/teams/new and /admin/teams/edit/{id} (product §2 "Team form"; edit is recognised by /edit/
 * in the path). Name, Slug, Title/Position, Department and Bio are required; the e-mail format is
 * checked; photo, e-mail, LinkedIn and Twitter are saved as null when empty. CREATE / UPDATE,
 * SAVING... while busy; Cancel and a successful save return to /admin/teams. In edit mode, its
 * language and translations (issue 48) above the form, with the English source beside a translation.
 */
import { data } from 'react-router';
import { TranslationsSection } from '~/components/admin/translations-section';
import { isTranslationPost, loadTranslationsSection, submitTranslationForm } from '~/server/admin/translation-flow.server';
import { ImageField } from '~/components/admin/image-field';
import { FormActions } from '~/components/admin/editor-kit';
import { SlugField } from '~/components/admin/slug-field';
import { SlugRecordForm } from '~/components/admin/slug-record-form';
import { CheckboxField, SelectField, TextAreaField, TextField } from '~/components/ui/field';
import { adminHeadings } from '~/content/admin/common';
import { teamsAdminCopy as copy } from '~/content/admin/editors';
import { MISSING_ID, parseId } from '~/domain/admin-form';
import { DEPARTMENTS, NEW_TEAM_VALUES, parseTeamForm, TEAM_LIMITS, teamValues } from '~/domain/team-admin';
import { formRecord, submitForm } from '~/server/admin/form-flow.server';
import { requireStaff } from '~/server/platform/auth.server';
import { getTeamMember, saveTeamMember } from '~/server/entities/teams.server';
import type { Route } from './+types/form';
import { readFormFields } from '~/server/platform/uploads.server';

const LIST = '/admin/teams';

/** null: create; otherwise the id from an /edit/ path ('invalid' when it is not an id). */
function editId(request: Request, params: Route.LoaderArgs['params']): string | null | 'invalid' {
  if (!new URL(request.url).pathname.includes('/edit/')) return null;
  return parseId('id' in params ? params.id : undefined) ?? 'invalid';
}

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, 'teams');
  // product §8: 'Error loading team member: {message}', then back to the list.
  const record = await formRecord(editId(args.request, args.params), {
    load: getTeamMember,
    values: teamValues,
    blank: () => NEW_TEAM_VALUES,
    list: LIST,
    copy,
    subject: 'team member',
  });
  if (record.mode === 'create') return data({ ...record, translations: null });
  // Issue 48: the member's language and translations (a row deleted meanwhile has none).
  const row = await getTeamMember(record.id);
  return data({ ...record, translations: row ? await loadTranslationsSection('team member', row) : null });
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, 'teams');
  const id = editId(args.request, args.params);
  const form = await readFormFields(args.request);
  if (isTranslationPost(form)) {
    return submitTranslationForm(staff, form, { kind: 'team member', id: id === 'invalid' ? null : id, back: new URL(args.request.url).pathname });
  }
  return submitForm(form, {
    parse: parseTeamForm,
    // product §5: an update without an id raises an error.
    save: (input) => (id === 'invalid' ? MISSING_ID : saveTeamMember(staff, id, input)),
    copy,
    done: LIST,
    subject: 'team member',
    id,
  });
}

export default function TeamFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, translations } = loaderData;
  const f = copy.fields;
  return (
    <>
      {translations ? <TranslationsSection {...translations} /> : null}
      <SlugRecordForm
      key={loaderData.id ?? 'new'}
      record={loaderData}
      refused={actionData}
      sourceField="name"
      title={mode === 'create' ? adminHeadings.teamsNew : adminHeadings.teamsEdit}
      history="teams"
    >
      {({ values, errors, slug }) => (
        <>
          <div className="grid gap-6 md:grid-cols-2">
            <TextField name="name" label={f.name} required maxLength={TEAM_LIMITS.name} error={errors.name} {...slug.sourceProps} />
            <SlugField slug={slug} sourceLabel="name" error={errors.slug} />
            <TextField name="title" label={f.title} required maxLength={TEAM_LIMITS.title} defaultValue={values.title} error={errors.title} />
            <SelectField name="department" label={f.department} required options={DEPARTMENTS} defaultValue={values.department} error={errors.department} />
            <TextField name="display_order" type="number" min={0} step={1} label={f.display_order} defaultValue={values.display_order} error={errors.display_order} />
            <ImageField name="photo_url" label={f.photo_url} defaultValue={values.photo_url} error={errors.photo_url} />
            <TextField name="email" type="email" label={f.email} maxLength={254} defaultValue={values.email} error={errors.email} />
            <TextField name="linkedin_url" type="url" label={f.linkedin_url} maxLength={2000} defaultValue={values.linkedin_url} error={errors.linkedin_url} />
            <TextField name="twitter_url" type="url" label={f.twitter_url} maxLength={2000} defaultValue={values.twitter_url} error={errors.twitter_url} />
          </div>
          <TextAreaField name="bio" label={f.bio} rows={6} required maxLength={TEAM_LIMITS.bio} defaultValue={values.bio} error={errors.bio} />
          <CheckboxField name="is_active" label={f.is_active} defaultChecked={values.is_active === 'on'} />
          <FormActions mode={mode} labels={copy} cancelHref={LIST} cancelLabel={copy.cancel} />
        </>
      )}
    </SlugRecordForm>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const heading = loaderData?.mode === 'edit' ? adminHeadings.teamsEdit : adminHeadings.teamsNew;
  return [{ title: `${heading} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
