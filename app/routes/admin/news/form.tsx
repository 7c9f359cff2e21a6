/**
 * /admin/news/new, /admin/news/{id} and /admin/news/edit/{id} — one form (create mode when the id
 * is 'new' or absent). Title, slug, category, author, published date, excerpt and content are
 * required; the slug follows the title until edited; the content has a live Markdown preview.
 * In edit mode, the article's preview links (issue 43) are listed and made below the form.
 */
import { data } from 'react-router';
import { ImageField } from '~/components/admin/image-field';
import { FormActions } from '~/components/admin/editor-kit';
import { MarkdownEditor } from '~/components/admin/markdown-editor';
import { PreviewLinksSection } from '~/components/admin/preview-links-section';
import { SlugField } from '~/components/admin/slug-field';
import { SlugRecordForm } from '~/components/admin/slug-record-form';
import { TranslationsSection } from '~/components/admin/translations-section';
import { CheckboxField, SelectField, TextAreaField, TextField } from '~/components/ui/field';
import { adminHeadings } from '~/content/admin/common';
import { newsAdminCopy as copy } from '~/content/admin/editors';
import { formRouteId, MISSING_ID } from '~/domain/admin-form';
import { DEFAULT_LOCALE, localizedPath, localizedRecordPath } from '~/domain/locales';
import { NEWS_CATEGORIES } from '~/domain/news';
import { ARTICLE_LIMITS, articleValues, newArticleValues, parseArticleForm } from '~/domain/news-admin';
import { firmCalendarDate, FIRM_TIME_ZONE } from '~/domain/schedule';
import { REPLACE_REDIRECT_FIELD, SLUG_REDIRECTED_MESSAGE } from '~/domain/slug';
import { formRecord, submitForm } from '~/server/admin/form-flow.server';
import { isPreviewLinkPost, loadPreviewLinksSection, submitPreviewLinkForm } from '~/server/admin/preview-link-flow.server';
import { isTranslationPost, loadTranslationsSection, submitTranslationForm } from '~/server/admin/translation-flow.server';
import { requireStaff } from '~/server/platform/auth.server';
import { getArticle, saveArticle } from '~/server/entities/news.server';
import type { Route } from './+types/form';
import { readFormFields } from '~/server/platform/uploads.server';

const LIST = '/admin/news';

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, 'news');
  // product §8: 'Error loading article: {message}', then back to the list.
  const record = await formRecord(formRouteId(args.params), {
    load: getArticle,
    values: articleValues,
    // Today in the firm's zone, the date a publish time of now gets (news-admin's schema).
    blank: () => newArticleValues(firmCalendarDate(new Date())),
    list: LIST,
    copy,
    subject: 'article',
  });
  if (record.mode === 'create') return data(record);
  const [{ section, headers }, row] = await Promise.all([loadPreviewLinksSection(args.request, 'news_insights', record.id), getArticle(record.id)]);
  // Issue 48: the article's language and its translations (a row deleted meanwhile has none).
  const translations = row ? await loadTranslationsSection('article', row) : null;
  return data({ ...record, previewLinks: section, translations }, { headers });
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, 'news');
  const id = formRouteId(args.params);
  const form = await readFormFields(args.request);
  if (isPreviewLinkPost(form)) {
    const back = new URL(args.request.url).pathname;
    return submitPreviewLinkForm(staff, form, { entity: 'news_insights', entityId: id === 'invalid' ? null : id, back });
  }
  if (isTranslationPost(form)) {
    const back = new URL(args.request.url).pathname;
    return submitTranslationForm(staff, form, { kind: 'article', id: id === 'invalid' ? null : id, back });
  }
  const replaceRedirect = form.get(REPLACE_REDIRECT_FIELD) === 'on';
  return submitForm(form, {
    parse: parseArticleForm,
    save: (input) => (id === 'invalid' ? MISSING_ID : saveArticle(staff, id, input, { replaceRedirect })),
    copy,
    done: LIST,
    subject: 'article',
    id,
  });
}

export default function ArticleFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mode } = loaderData;
  const f = copy.fields;
  const translations = 'translations' in loaderData ? loaderData.translations : null;
  // The article's public address is in its own language (issue 48).
  const locale = translations?.locale ?? DEFAULT_LOCALE;
  return (
    <>
      {translations ? <TranslationsSection {...translations} /> : null}
      <SlugRecordForm
        key={loaderData.id ?? 'new'}
        record={loaderData}
        refused={actionData}
        sourceField="title"
        title={mode === 'create' ? adminHeadings.newsNew : adminHeadings.newsEdit}
        history="news_insights"
        preview={{ href: localizedRecordPath(locale, '/news-insights', loaderData.values.slug), label: copy.preview }}
      >
        {({ values, errors, slug }) => (
          <>
            <div className="grid gap-6 md:grid-cols-2">
              <TextField name="title" label={f.title} required maxLength={ARTICLE_LIMITS.title} error={errors.title} {...slug.sourceProps} />
              <SlugField slug={slug} error={errors.slug} pathPrefix={`${localizedPath(locale, '/news-insights')}/`} />
              <SelectField name="category" label={f.category} required options={NEWS_CATEGORIES} defaultValue={values.category} error={errors.category} />
              <TextField name="author" label={f.author} required maxLength={ARTICLE_LIMITS.author} defaultValue={values.author} error={errors.author} />
              <TextField name="published_date" type="date" label={f.published_date} required defaultValue={values.published_date} error={errors.published_date} />
              <ImageField name="featured_image" label={f.featured_image} defaultValue={values.featured_image} error={errors.featured_image} />
            </div>
            <TextAreaField name="excerpt" label={f.excerpt} rows={3} required maxLength={ARTICLE_LIMITS.excerpt} defaultValue={values.excerpt} error={errors.excerpt} />
            <MarkdownEditor name="content" label={f.content} rows={15} required maxLength={ARTICLE_LIMITS.content} defaultValue={values.content} error={errors.content} />
            <CheckboxField name="is_published" label={f.is_published} defaultChecked={values.is_published === 'on'} />
            <fieldset className="grid gap-6 md:grid-cols-2">
              <legend className="sr-only">{f.publish_at}</legend>
              <TextField name="publish_at" type="datetime-local" label={`${f.publish_at} (${FIRM_TIME_ZONE})`} hint={copy.scheduleHint(FIRM_TIME_ZONE)} defaultValue={values.publish_at} error={errors.publish_at} />
              <TextField name="unpublish_at" type="datetime-local" label={`${f.unpublish_at} (${FIRM_TIME_ZONE})`} defaultValue={values.unpublish_at} error={errors.unpublish_at} />
            </fieldset>
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
  const heading = loaderData?.mode === 'edit' ? adminHeadings.newsEdit : adminHeadings.newsNew;
  return [{ title: `${heading} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
