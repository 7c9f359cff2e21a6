/** Issue 48: a lead's or application's language in the back office's lists ("Arabic", "English"). */
import { LANGUAGE_LABEL, languageName } from '~/content/admin/languages';

export function LanguageBadge({ locale }: { locale: string }) {
  return (
    <span className="mt-1 block text-xs text-slate-700" data-testid="record-language">
      <span className="sr-only">{LANGUAGE_LABEL}: </span>
      <span lang="en" className="rounded bg-slate-100 px-1.5 py-0.5 font-medium">
        {languageName(locale)}
      </span>
    </span>
  );
}
