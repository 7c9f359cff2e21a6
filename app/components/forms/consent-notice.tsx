/**
 * The privacy notice every public form shows above its button (issue 20): what sending the form
 * means, a link to /privacy, and the optional choice — unticked by default. A plain checkbox in its
 * label, so it works without JavaScript; the server stores the notice's version, the time and the
 * choice. Kept small and in the site chunk (scripts/site-chunk.ts): / is at its JavaScript budget.
 */
import { Link } from 'react-router';
import { CONSENT_NOTICE, INSIGHTS_EMAIL_FIELD, INSIGHTS_LABEL, PRIVACY_LINK_TEXT, PRIVACY_PATH } from '~/content/forms/consent';

export function ConsentNotice({ className = '' }: { className?: string }) {
  return (
    <div className={`text-sm ${className}`}>
      {CONSENT_NOTICE} <Link to={PRIVACY_PATH} className="underline">{PRIVACY_LINK_TEXT}</Link>.
      <label className="mt-2 flex gap-2">
        <input type="checkbox" name={INSIGHTS_EMAIL_FIELD} />
        {INSIGHTS_LABEL}
      </label>
    </div>
  );
}
