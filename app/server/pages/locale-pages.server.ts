/**
 * Which static pages are live in a language (issue 48, ADR 420 point 3): the site's frame links an
 * Arabic reader to a page's Arabic address only when that page has Arabic copy, and to the English
 * page, marked as English, otherwise — never to a 404.
 *
 * The pages store answers which languages each page is live in (`pageTranslations`: published
 * rows and seeds, from the pages it holds in memory), so the frame links what visitors can open.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale, type StaticPagePath } from '~/domain/locales';
import { PAGE_DEFINITIONS, PAGE_KEYS } from '~/domain/page-blocks/page-definitions';
import { pageTranslations } from '~/server/entities/site-pages.server';

const STATIC_PATHS = Object.keys(LOCALES[DEFAULT_LOCALE].segments) as StaticPagePath[];

/** The English paths of the static pages live in `locale`: every one in English (the complete site). */
export async function liveStaticPaths(locale: Locale): Promise<readonly StaticPagePath[]> {
  if (locale === DEFAULT_LOCALE) return STATIC_PATHS;
  const byPage = await pageTranslations();
  const live = new Set<string>(PAGE_KEYS.filter((key) => byPage.get(key)?.includes(locale)).map((key) => PAGE_DEFINITIONS[key].path));
  return STATIC_PATHS.filter((path) => live.has(path));
}
