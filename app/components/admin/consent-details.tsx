/** What a visitor agreed to with a submission (issue 20), for the lead and application details. */
import { useId } from 'react';
import { consentDetailCopy as copy } from '~/content/admin/privacy';
import { StaffTime } from '~/components/admin/staff-time';

export interface ConsentFields {
  privacy_notice_version?: string | null;
  consented_at?: Date | string | null;
  consent_choices?: Record<string, boolean> | null;
}

export function ConsentDetails({ record }: { record: ConsentFields }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-t border-slate-200 pt-4">
      <h3 id={headingId} className="mb-2 text-sm font-semibold tracking-wide text-slate-700 uppercase">
        {copy.title}
      </h3>
      {record.privacy_notice_version && record.consented_at ? (
        <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-slate-600">{copy.notice}</dt>
          <dd className="font-mono text-ink">{record.privacy_notice_version}</dd>
          <dt className="font-medium text-slate-600">{copy.agreedAt}</dt>
          <dd className="text-ink">
            <StaffTime value={record.consented_at} />
          </dd>
          <dt className="font-medium text-slate-600">{copy.insights}</dt>
          <dd className="text-ink">{record.consent_choices?.insights_email ? copy.yes : copy.no}</dd>
        </dl>
      ) : (
        <p className="text-sm text-slate-700">{copy.none}</p>
      )}
    </section>
  );
}
