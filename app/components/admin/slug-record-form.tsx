/**
 * The frame of the admin forms whose slug follows a name (articles, partners, team members): the
 * heading with optional Preview and History links, the form-level alert and the posted form, with the values
 * to show (loaded, or typed before a refused save), the field errors and the slug field's state
 * handed to the fields. The route keys it by record id, so another record starts fresh.
 */
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { AdminPageHeader, FormAlert, useAdminFormState } from '~/components/admin/editor-kit';
import { DraftOffer } from '~/components/admin/form-draft';
import { slugFollows, useDerivedSlug } from '~/components/admin/slug-field';
import { buttonClass } from '~/components/ui/button';
import { HistoryLink } from '~/components/admin/history-link';
import type { RevisionedEntity } from '~/domain/revisions';
import type { AdminFormFailure } from '~/domain/admin-form';

export interface SlugFormState<Values> {
  values: Values;
  errors: Record<string, string>;
  slug: ReturnType<typeof useDerivedSlug>;
}

export function SlugRecordForm<Values extends Record<string, string> & { slug: string }>({
  record,
  refused,
  sourceField,
  title,
  preview,
  history,
  children,
}: {
  record: { mode: 'create' | 'edit'; id?: string | null; values: Values };
  refused: AdminFormFailure | undefined;
  /** The field the slug is derived from ('title', 'name'). */
  sourceField: keyof Values & string;
  title: string;
  /** The public page of a saved record. */
  preview?: { href: string; label: string };
  /** Whose history a saved record has (issue 43). */
  history?: RevisionedEntity;
  children: (state: SlugFormState<Values>) => ReactNode;
}) {
  const { values, errors, formRef, draft } = useAdminFormState<Values>(record.values, refused);
  return (
    <>
      <AdminPageHeader title={title}>
        {preview && record.mode === 'edit' ? (
          <Link to={preview.href} reloadDocument className={buttonClass('ghost', 'px-3 py-1.5')}>
            {preview.label}
          </Link>
        ) : null}
        {history && record.id ? <HistoryLink entity={history} id={record.id} /> : null}
      </AdminPageHeader>
      <FormAlert message={refused?.message} />
      <DraftOffer draft={draft} />
      <Form method="post" ref={formRef} {...draft.formProps} className="space-y-6 rounded-lg border border-slate-200 bg-white p-6">
        {/* A draft put back starts the fields (and the slug's link to its title) afresh. */}
        <SlugRecordFields key={draft.generation} values={values} errors={errors} mode={record.mode} sourceField={sourceField}>
          {children}
        </SlugRecordFields>
      </Form>
    </>
  );
}

function SlugRecordFields<Values extends Record<string, string> & { slug: string }>({
  values,
  errors,
  mode,
  sourceField,
  children,
}: {
  values: Values;
  errors: Record<string, string>;
  mode: 'create' | 'edit';
  sourceField: keyof Values & string;
  children: (state: SlugFormState<Values>) => ReactNode;
}) {
  const source = values[sourceField] ?? '';
  const slug = useDerivedSlug({ source, slug: values.slug, follow: slugFollows(mode, { slug: values.slug, source }) });
  return <>{children({ values, errors, slug })}</>;
}
