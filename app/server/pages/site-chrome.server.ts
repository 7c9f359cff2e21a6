/**
 * The site's frame for a request's language (issue 48): nothing for English — its copy is in the
 * pages' own code — and for another language its copy and the pages live in it, as the layout's
 * loader data (so no English page's code carries another language's words), with the article
 * cards' and pages' words and the job cards' and pages' words.
 */
import { arabicChrome } from '~/content/locales/ar/chrome';
import { articlePageCopies } from '~/content/locales/article-page-copy';
import { jobPageCopies } from '~/content/locales/job-page-copy';
import { jobPageWordsOf } from '~/content/locales/job-words';
import { englishChrome, type ChromeCopy, type LocalizedChrome } from '~/content/site/navigation';
import { DEFAULT_LOCALE, type Locale } from '~/domain/locales';
import { liveStaticPaths } from './locale-pages.server';

const CHROME_COPY: Readonly<Record<Locale, ChromeCopy>> = { en: englishChrome, ar: arabicChrome };

export async function localizedChrome(locale: Locale): Promise<LocalizedChrome | null> {
  if (locale === DEFAULT_LOCALE) return null;
  return { locale, copy: CHROME_COPY[locale], live: await liveStaticPaths(locale), articles: articlePageCopies[locale], jobs: jobPageWordsOf(jobPageCopies[locale]) };
}
