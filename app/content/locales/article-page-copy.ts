/**
 * The article pages' copy per locale (issue 48): a page picks by its language (useLocale(), or the
 * request's in a loader). English is the source; each other locale's copy is typed against it.
 * One module per page kind, so a page's JavaScript carries only its own kind's translations.
 */
import type { Locale } from '~/domain/locales';
import { arArticlePageCopy } from '~/content/locales/ar/news';
import { articlePageCopy, type ArticlePageCopy } from '~/content/site/news';

export const articlePageCopies: Readonly<Record<Locale, ArticlePageCopy>> = { en: articlePageCopy, ar: arArticlePageCopy };
