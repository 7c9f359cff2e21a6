/**
 * The block views' own words in the page's language (issue 48), and the language of a link's
 * target. The two languages' block copy is a few dozen bytes, so both ship with the views.
 */
import { useLocale } from '~/components/ui/locale';
import { arBlockCopy } from '~/content/locales/ar/blocks';
import { blockCopy, type BlockCopy } from '~/content/site/blocks';
import { DEFAULT_LOCALE, LOCALES, localeOfPath, type Locale } from '~/domain/locales';

const BLOCK_COPY: Readonly<Record<Locale, BlockCopy>> = { en: blockCopy, ar: arBlockCopy };

export function useBlockCopy(): BlockCopy {
  return BLOCK_COPY[useLocale()];
}

/**
 * `hrefLang` for a block's link from a page in one language to a page of the site in another
 * (an Arabic page linking to a page that exists only in English), so readers and search engines
 * know; nothing for a link within the page's language or off the site.
 */
export function useLinkLanguage(): (to: string) => { hrefLang?: string } {
  const locale = useLocale();
  return (to) => {
    if (locale === DEFAULT_LOCALE || !to.startsWith('/') || to.startsWith('//')) return {};
    const target = localeOfPath(to.split(/[?#]/)[0] ?? to);
    return target === locale ? {} : { hrefLang: LOCALES[target].htmlLang };
  };
}
