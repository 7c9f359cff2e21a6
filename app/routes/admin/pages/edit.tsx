/**
 * /admin/pages/{key}[?locale=ar] — one public page's editor (issue 44, ADR 340), in one language at
 * a time (issue 48: English, or a translation with the English beside each field): its search fields, its blocks
 * in order with their fields, the buttons that add, move and remove blocks and items (plain
 * submits: the page works without JavaScript), and Save draft / Publish now / Schedule / Discard
 * draft. Owners and editors only (area 'pages'); the same habits as every admin form: a draft kept
 * in the browser, the leave-form warning, the history.
 */
import { data, Form, Link } from 'react-router';
import { AdminPageHeader, FormAlert, useAdminFormState, useSaving } from '~/components/admin/editor-kit';
import { DraftOffer } from '~/components/admin/form-draft';
import { PreviewLinksSection } from '~/components/admin/preview-links-section';
import { HistoryLink } from '~/components/admin/history-link';
import { AddBlock, BlockFieldset, SeoFields, SourceTextProvider } from '~/components/admin/page-editor';
import { buttonClass } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { languageNamesInEnglish, pagesAdminCopy as copy } from '~/content/admin/pages';
import { DEFAULT_LOCALE, encodedPath, isLocale, localizedPath, type Locale, type StaticPagePath } from '~/domain/locales';
import { formatLongDate } from '~/domain/dates';
import { BLOCK_TYPES, type BlockType } from '~/domain/page-blocks/blocks';
import { parseStructureIntent, readDocumentForm, structureAllows } from '~/domain/page-blocks/document';
import { isPageKey, pageDefinition } from '~/domain/page-blocks/page-definitions';
import { pageEditorHref, PAGES_LIST } from '~/domain/page-blocks/paths';
import { FIRM_TIME_ZONE } from '~/domain/schedule';
import { loadPageState, loadSourceText, pageEditorAction } from '~/server/admin/page-editor.server';
import { isPreviewLinkPost, loadPreviewLinksSection, submitPreviewLinkForm } from '~/server/admin/preview-link-flow.server';
import { ensureSitePage } from '~/server/entities/site-pages.server';
import { requireStaff } from '~/server/platform/auth.server';
import { env } from '~/server/platform/env.server';
import { readFormFields } from '~/server/platform/uploads.server';
import type { Route } from './+types/edit';

function keyOf(params: Route.LoaderArgs['params']) {
  if (!isPageKey(params.key)) throw data(copy.notFound, { status: 404 });
  return params.key;
}

/** The language edited: `?locale=ar`; none is English, an unknown one is no page. */
function localeOf(request: Request): Locale {
  const asked = new URL(request.url).searchParams.get('locale');
  if (asked === null) return DEFAULT_LOCALE;
  if (!isLocale(asked)) throw data(copy.notFound, { status: 404 });
  return asked;
}

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, 'pages');
  const key = keyOf(args.params);
  const locale = localeOf(args.request);
  const loaded = await loadPageState(key, new Date(), locale);
  const source = locale === DEFAULT_LOCALE ? null : await loadSourceText(key);
  const { section, headers } = await loadPreviewLinksSection(args.request, 'site_pages', loaded?.state.id ?? null);
  const page = { key, locale, language: languageNamesInEnglish[locale], path: localizedPath(locale, pageDefinition(key).path as StaticPagePath) };
  if (!loaded) return data({ ...page, translated: false as const, origin: env().PUBLIC_URL }, { headers });
  return data({ ...page, translated: true as const, state: loaded.state, values: loaded.values, source, origin: env().PUBLIC_URL, previewLinks: section }, { headers });
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, 'pages');
  const key = keyOf(args.params);
  const locale = localeOf(args.request);
  const form = await readFormFields(args.request);
  if (isPreviewLinkPost(form)) {
    // A page still showing its seed is stored first (as its first save would), so its link has a row to point at.
    const row = await ensureSitePage(key, locale);
    if (!row) throw data(copy.notTranslated(languageNamesInEnglish[locale]), { status: 404 });
    return submitPreviewLinkForm(staff, form, { entity: 'site_pages', entityId: row.id, back: pageEditorHref(key, locale) });
  }
  return pageEditorAction(staff, key, form, new Date(), locale);
}

function SaveButtons({ hasDraft }: { hasDraft: boolean }) {
  const saving = useSaving();
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" name="intent" value="publish" disabled={saving} className={buttonClass('primary')}>
        {saving ? copy.saving : copy.publish}
      </button>
      <button type="submit" name="intent" value="save" disabled={saving} className={buttonClass('secondary')}>
        {copy.saveDraft}
      </button>
      <button type="submit" name="intent" value="schedule" disabled={saving} className={buttonClass('secondary')}>
        {copy.schedule}
      </button>
      {hasDraft ? (
        <button type="submit" name="intent" value="discard" formNoValidate disabled={saving} className={buttonClass('ghost')}>
          {copy.discard}
        </button>
      ) : null}
    </div>
  );
}

export default function PageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { key, locale, language } = loaderData;
  const name = pageDefinition(key).name;
  const title = locale === DEFAULT_LOCALE ? copy.editTitle(name) : copy.editTitleIn(name, language);
  if (!loaderData.translated) {
    return (
      <>
        <AdminPageHeader title={title}>
          <Link to={PAGES_LIST} className={buttonClass('ghost', 'px-3 py-1.5')}>
            {copy.back}
          </Link>
        </AdminPageHeader>
        <LanguageLinks pageKey={key} current={locale} />
        <section aria-labelledby="translate-heading" className="max-w-4xl rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700 sm:p-6">
          <h2 id="translate-heading" className="text-lg font-semibold text-ink">
            {copy.notTranslated(language)}
          </h2>
          <p className="mt-2">{copy.addTranslationHint(language)}</p>
          <Form method="post" action={pageEditorHref(key, locale)} className="mt-4">
            <button type="submit" name="intent" value="translate" className={buttonClass('primary')}>
              {copy.addTranslation(language)}
            </button>
          </Form>
        </section>
      </>
    );
  }
  return <TranslatedPageEditor loaderData={loaderData} actionData={actionData} title={title} />;
}

type EditorData = Extract<Route.ComponentProps['loaderData'], { translated: true }>;

/** The other languages' editors of the page (the back office stays in English). */
function LanguageLinks({ pageKey, current }: { pageKey: string; current: Locale }) {
  return (
    <nav aria-label={copy.languagesHeading} className="mb-6 flex max-w-4xl flex-wrap gap-2 text-sm">
      {(Object.keys(languageNamesInEnglish) as Locale[]).map((locale) => (
        <Link
          key={locale}
          to={pageEditorHref(pageKey, locale)}
          aria-current={locale === current ? 'page' : undefined}
          className={buttonClass(locale === current ? 'secondary' : 'ghost', 'px-3 py-1.5')}
        >
          {languageNamesInEnglish[locale]}
        </Link>
      ))}
    </nav>
  );
}

function TranslatedPageEditor({ loaderData, actionData, title }: { loaderData: EditorData; actionData: Route.ComponentProps['actionData']; title: string }) {
  const { key, state, origin, locale, language, path, source } = loaderData;
  const definition = pageDefinition(key);
  const { values, errors, formRef, draft } = useAdminFormState(loaderData.values, actionData);
  const types = readDocumentForm(values).blocks.map((block) => block.type);
  const allows = (intent: string) => {
    const change = parseStructureIntent(intent);
    return change !== null && structureAllows(definition, types, change);
  };
  const addable = BLOCK_TYPES.filter((type: BlockType) => allows(`add:${type}`));
  // A structure change answers with a new set of fields: the form starts again from them.
  const structure = types.join(',') + (actionData?.notice ?? '');
  return (
    <>
      <AdminPageHeader title={title}>
        {state.id ? <HistoryLink entity="site_pages" id={state.id} /> : null}
        <a href={encodedPath(path)} className={buttonClass('ghost', 'px-3 py-1.5')}>
          {copy.viewPage}
        </a>
        <Link to={PAGES_LIST} className={buttonClass('ghost', 'px-3 py-1.5')}>
          {copy.back}
        </Link>
      </AdminPageHeader>
      <LanguageLinks pageKey={key} current={locale} />
      <section aria-labelledby="state-heading" className="mb-6 max-w-4xl rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
        <h2 id="state-heading" className="font-semibold text-ink">
          {copy.stateHeading}
        </h2>
        {locale === DEFAULT_LOCALE ? null : <p className="mt-1">{copy.editingLanguage(language)}</p>}
        {state.live ? <p className="mt-1">{copy.stateVersion(state.version, formatLongDate(state.effectiveDate))}</p> : <p className="mt-1">{copy.stateUnpublished(language)}</p>}
        {state.id === null ? <p className="mt-1">{copy.stateSeeded}</p> : null}
        {state.hasDraft ? <p className="mt-1">{copy.stateDraft}</p> : null}
        {state.publishAt ? <p className="mt-1">{copy.stateScheduled(state.publishAt.words)}</p> : null}
        <p className="mt-1 break-words">{copy.draftPreview(path)}</p>
      </section>
      <FormAlert message={actionData?.ok ? undefined : actionData?.message} />
      {actionData?.notice ? (
        <p role="status" className="mb-4 max-w-4xl rounded-md border-s-4 border-brand-700 bg-brand-50 p-3 text-sm text-brand-900">
          {actionData.notice}
        </p>
      ) : null}
      <DraftOffer draft={draft} />
      <SourceTextProvider source={source}>
        <Form key={`${draft.generation}:${structure}`} method="post" action={pageEditorHref(key, locale)} ref={formRef} {...draft.formProps} className="max-w-4xl space-y-6">
          <SeoFields values={values} errors={errors} path={path} origin={origin} />
          <section aria-labelledby="blocks-heading" className="space-y-4">
            <h2 id="blocks-heading" className="text-lg font-semibold text-ink">
              {copy.blocksHeading}
            </h2>
            <p className="text-sm text-slate-600">{copy.blocksIntro}</p>
            {errors.blocks ? <p className="text-sm font-medium text-red-700">{errors.blocks}</p> : null}
            {types.map((type, index) => (
              <BlockFieldset
                key={`${values[`block.${index}.id`] ?? index}`}
                index={index}
                count={types.length}
                type={type}
                definition={definition}
                values={values}
                errors={errors}
                allows={allows}
              />
            ))}
          </section>
          <AddBlock types={addable} />
          <section aria-labelledby="publish-heading" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
            <h2 id="publish-heading" className="text-lg font-semibold text-ink">
              {copy.publishHeading}
            </h2>
            <TextField
              name="publish_at"
              type="datetime-local"
              label={`${copy.publishAt} (${FIRM_TIME_ZONE})`}
              hint={copy.publishAtHint(FIRM_TIME_ZONE)}
              defaultValue={values.publish_at ?? ''}
              error={errors.publish_at}
            />
            <SaveButtons hasDraft={state.hasDraft} />
          </section>
        </Form>
      </SourceTextProvider>
      <div className="max-w-4xl">
        <PreviewLinksSection {...loaderData.previewLinks} />
      </div>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData ? pageDefinition(loaderData.key).name : '';
  const title = loaderData && loaderData.locale !== DEFAULT_LOCALE ? copy.editTitleIn(name, loaderData.language) : copy.editTitle(name);
  return [{ title: `${title} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
