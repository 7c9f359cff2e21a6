import { Link, useMatches } from 'react-router';
import { useLocale } from '~/components/ui/locale';
import { alternatesOf, languageCookie, switcherTarget } from '~/domain/language-choice';

/**
 * The other language, named in itself ('العربية', 'English'): the same item's translation when the
 * page's loader lists one in `alternates`, else that language's home (ADR 420 point 7). A plain
 * link, so it works without JavaScript; with JavaScript the click also remembers the choice in the
 * `lang` cookie, which only the 404 page reads (language-choice.ts).
 */
export function LanguageSwitcher({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const locale = useLocale();
  const matches = useMatches();
  const target = switcherTarget(locale, alternatesOf(matches.at(-1)?.data));
  return (
    <Link
      to={target.path}
      lang={target.htmlLang}
      hrefLang={target.htmlLang}
      onClick={() => {
        document.cookie = languageCookie(target.locale, window.location.protocol === 'https:');
        onNavigate?.();
      }}
      className={className}
    >
      {target.name}
    </Link>
  );
}
