/**
 * The privacy notice every public form shows above its button (issue 20): what sending the form
 * means, a link to /privacy, and the optional choice — unticked by default. A plain checkbox in its
 * label, so it works without JavaScript; the server stores the notice's version, the time and the
 * choice. Kept small and in the site chunk (scripts/site-chunk.ts): / is at its JavaScript budget.
 */
import { CONSENT_NOTICE, INSIGHTS_EMAIL_FIELD, INSIGHTS_LABEL, PRIVACY_LINK_TEXT, PRIVACY_PATH } from '~/content/forms/consent';
import type { ConsentCopy } from '~/components/forms/form-copy';
import { useChrome } from '~/components/layout/chrome';
import { FrameLink } from '~/components/layout/frame-link';

/**
 * `copy`: the notice in another language (issue 48); English when absent. The policy's link goes
 * to the policy in the page's language when it is published there, else to the English one,
 * marked as English (the frame's rule, useChrome).
 */
export function ConsentNotice({ className = '', copy }: { className?: string; copy?: ConsentCopy }) {
  const privacy = useChrome().link(PRIVACY_PATH);
  return (
    <div className={`text-sm ${className}`}>
      {copy?.notice ?? CONSENT_NOTICE}{' '}
      <FrameLink label={copy?.privacyLink ?? PRIVACY_LINK_TEXT} link={privacy} className="underline" />
      .
      <label className="mt-2 flex gap-2">
        <input type="checkbox" name={INSIGHTS_EMAIL_FIELD} />
        {copy?.insights ?? INSIGHTS_LABEL}
      </label>
    </div>
  );
}
