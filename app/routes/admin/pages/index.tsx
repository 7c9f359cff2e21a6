/**
 * /admin/pages — every public page made of blocks, with what visitors see of it (version and
 * date, a draft waiting, a schedule) and its editor (issue 44); issue 48: each page's languages
 * (live, a draft not yet published, not translated), each with its own editor. Owners and
 * editors (area 'pages').
 */
import { Link } from 'react-router';
import { AdminPageHeader } from '~/components/admin/editor-kit';
import { buttonClass } from '~/components/ui/button';
import { languageNamesInEnglish, pagesAdminCopy as copy } from '~/content/admin/pages';
import { DEFAULT_LOCALE, LOCALE_CODES } from '~/domain/locales';
import { PAGE_DEFINITIONS, PAGE_KEYS } from '~/domain/page-blocks/page-definitions';
import { pageEditorHref } from '~/domain/page-blocks/paths';
import { loadPageStates, pageStateWords } from '~/server/admin/page-editor.server';
import { requireStaff } from '~/server/platform/auth.server';
import type { Route } from './+types/index';

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, 'pages');
  // One read of the stored pages for the whole list.
  const states = await loadPageStates();
  const pages = PAGE_KEYS.map((key) => {
    const { name, path } = PAGE_DEFINITIONS[key];
    const byLocale = states.get(key)!;
    const languages = LOCALE_CODES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => {
      const state = byLocale[locale];
      const language = languageNamesInEnglish[locale];
      return {
        locale,
        words: state === null ? copy.languageMissing(language) : state.live ? copy.languageLive(language) : copy.languageDraft(language),
        editHref: pageEditorHref(key, locale),
        editLabel: copy.editInLabel(name, language),
        editText: copy.editIn(language),
      };
    });
    return { key, name, path, editHref: pageEditorHref(key), state: pageStateWords(byLocale[DEFAULT_LOCALE]!), languages };
  });
  return { pages };
}

export default function PagesList({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader title={copy.listTitle} />
      <p className="mb-6 max-w-3xl text-sm text-slate-700">{copy.listIntro}</p>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {loaderData.pages.map((page) => (
          <li key={page.key} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="font-semibold text-ink">{page.name}</p>
              <p className="text-sm text-slate-600">
                <span className="font-mono">{page.path}</span> · {languageNamesInEnglish.en}: {page.state}
              </p>
              {page.languages.map((language) => (
                <p key={language.locale} className="text-sm text-slate-600">
                  {language.words}
                </p>
              ))}
            </div>
            <div className="flex flex-wrap gap-2">
              <Link to={page.editHref} aria-label={copy.editLabel(page.name)} className={buttonClass('primary', 'px-3 py-1.5 text-sm')}>
                {copy.edit}
              </Link>
              {page.languages.map((language) => (
                <Link key={language.locale} to={language.editHref} aria-label={language.editLabel} className={buttonClass('secondary', 'px-3 py-1.5 text-sm')}>
                  {language.editText}
                </Link>
              ))}
              <a href={page.path} aria-label={copy.viewLabel(page.name)} className={buttonClass('ghost', 'px-3 py-1.5 text-sm')}>
                {copy.view}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

export function meta() {
  return [{ title: `${copy.listTitle} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
