/**
 * The privacy notice every public form shows above its button (issue 20): what sending the form
 * means, a link to /privacy, and the optional choices — unticked by default. A plain checkbox, so
 * it works without JavaScript; the server stores the notice's version, the time and the choices.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { consentNoticeCopy as copy, INSIGHTS_EMAIL_FIELD, PRIVACY_PATH } from '~/content/forms/consent';

export function ConsentNotice({ className = '' }: { className?: string }) {
  const id = useId();
  return (
    <div className={`space-y-2 text-sm text-slate-700 ${className}`}>
      <p>
        {copy.before}{' '}
        <Link to={PRIVACY_PATH} className="font-medium text-blue-800 underline">
          {copy.link}
        </Link>
        {copy.after}
      </p>
      <div className="flex items-start gap-2">
        <input id={`${id}-insights`} type="checkbox" name={INSIGHTS_EMAIL_FIELD} className="mt-0.5 h-4 w-4" />
        <label htmlFor={`${id}-insights`}>{copy.insightsLabel}</label>
      </div>
    </div>
  );
}
