/**
 * /admin/news/new, /admin/news/{id} and /admin/news/edit/{id} — one form (create mode when the id
 * is 'new' or absent). Title, slug, category, author, published date, excerpt and content are
 * required; the slug follows the title until edited; the content has a live Markdown preview.
 */
import { data, Form, Link } from 'react-router';
import { AdminPageHeader, FormAlert, SubmitButton, useFocusFirstError } from '~/components/admin/editor-kit';
import { MarkdownEditor } from '~/components/admin/markdown-editor';
import { SlugField, slugFollows, useDerivedSlug } from '~/components/admin/slug-field';
import { buttonClass } from '~/components/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '~/components/ui/field';
import { adminHeadings } from '~/content/admin';
import { newsAdminCopy as copy } from '~/content/admin-editors';
import { errorMessage, parseId, parseIntent } from '~/domain/admin-form';
import { isoDate } from '~/domain/dates';
import { articleHref, NEWS_CATEGORIES } from '~/domain/news';
import { ARTICLE_LIMITS, articleValues, newArticleValues, parseArticleForm, type ArticleFormValues } from '~/domain/news-admin';
import { SLUG_TAKEN_MESSAGE } from '~/domain/slug';
import { requireStaff } from '~/server/auth.server';
import { redirectWithFlash } from '~/server/flash.server';
import { log } from '~/server/log.server';
import { getArticle, saveArticle } from '~/server/news.server';
import type { Route } from './+types/form';

function editId(params: Route.LoaderArgs['params']): string | null | 'invalid' {
  const raw = 'id' in params ? params.id : undefined;
  if (raw === undefined || raw === 'new') return null;
  return parseId(raw) ?? 'invalid';
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const id = editId(params);
  if (id === null) {
    return data({ mode: 'create' as const, id: null, values: newArticleValues(isoDate(new Date())) }, { headers: staff.headers });
  }
  try {
    const row = id === 'invalid' ? undefined : await getArticle(id);
    if (!row) throw new Error(copy.notFound);
    return data({ mode: 'edit' as const, id: row.id, values: articleValues(row) }, { headers: staff.headers });
  } catch (error) {
    log.warn({ err: error, id }, 'admin article load failed');
    // SPEC §8: 'Error loading article: {message}', then back to the list.
    throw await redirectWithFlash('/admin/news', { kind: 'error', message: copy.loadError(errorMessage(error)) }, { headers: staff.headers });
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const form = await request.formData();
  const id = editId(params);
  if (parseIntent(form, ['save'] as const) === null && form.has('intent')) throw data('Bad request', { status: 400 });
  const parsed = parseArticleForm(form);
  if (!parsed.ok) return data({ errors: parsed.errors, values: parsed.values, message: undefined }, { status: 400 });
  if (id === 'invalid') return data({ errors: {}, values: parsed.values, message: copy.saveError(copy.missingId) }, { status: 400 });
  try {
    const result = await saveArticle(staff, id, parsed.data);
    if (result.ok) {
      return redirectWithFlash('/admin/news', { kind: 'success', message: result.created ? copy.created : copy.updated }, { headers: staff.headers });
    }
    if (result.reason === 'slug_taken') return data({ errors: { slug: SLUG_TAKEN_MESSAGE }, values: parsed.values, message: undefined }, { status: 400 });
    return data({ errors: {}, values: parsed.values, message: copy.saveError(copy.notFound) }, { status: 404 });
  } catch (error) {
    log.error({ err: error, id }, 'article save failed');
    return data({ errors: {}, values: parsed.values, message: copy.saveError(errorMessage(error)) }, { status: 500 });
  }
}

export default function ArticleFormPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ArticleForm key={loaderData.id ?? 'new'} loaderData={loaderData} actionData={actionData} />;
}

function ArticleForm({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { mode } = loaderData;
  const values = (actionData?.values ?? loaderData.values) as ArticleFormValues;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const formRef = useFocusFirstError(actionData?.errors);
  const slug = useDerivedSlug({ source: values.title, slug: values.slug, follow: slugFollows(mode, { slug: values.slug, source: values.title }) });
  const f = copy.fields;
  return (
    <>
      <AdminPageHeader title={mode === 'create' ? adminHeadings.newsNew : adminHeadings.newsEdit}>
        {mode === 'edit' ? (
          <Link to={articleHref(loaderData.values.slug)} reloadDocument className={buttonClass('ghost', 'px-3 py-1.5')}>
            {copy.preview}
          </Link>
        ) : null}
      </AdminPageHeader>
      <FormAlert message={actionData?.message} />
      <Form method="post" ref={formRef} className="space-y-6 rounded-lg border border-slate-200 bg-white p-6">
        <div className="grid gap-6 md:grid-cols-2">
          <TextField name="title" label={f.title} required maxLength={ARTICLE_LIMITS.title} error={errors.title} {...slug.sourceProps} />
          <SlugField slugProps={slug.slugProps} following={slug.following} error={errors.slug} pathPrefix="/news-insights/" />
          <SelectField name="category" label={f.category} required options={NEWS_CATEGORIES} defaultValue={values.category} error={errors.category} />
          <TextField name="author" label={f.author} required maxLength={ARTICLE_LIMITS.author} defaultValue={values.author} error={errors.author} />
          <TextField name="published_date" type="date" label={f.published_date} required defaultValue={values.published_date} error={errors.published_date} />
          <TextField name="featured_image" label={f.featured_image} inputMode="url" maxLength={2000} defaultValue={values.featured_image} error={errors.featured_image} />
        </div>
        <TextAreaField name="excerpt" label={f.excerpt} rows={3} required maxLength={ARTICLE_LIMITS.excerpt} defaultValue={values.excerpt} error={errors.excerpt} />
        <MarkdownEditor name="content" label={f.content} rows={15} required maxLength={ARTICLE_LIMITS.content} defaultValue={values.content} error={errors.content} />
        <CheckboxField name="is_published" label={f.is_published} defaultChecked={values.is_published === 'on'} />
        <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-6">
          <SubmitButton label={mode === 'create' ? copy.create : copy.update} busyLabel={copy.saving} />
          <Link to="/admin/news" className={buttonClass('secondary')}>
            {copy.cancel}
          </Link>
        </div>
      </Form>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const heading = loaderData?.mode === 'edit' ? adminHeadings.newsEdit : adminHeadings.newsNew;
  return [{ title: `${heading} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
