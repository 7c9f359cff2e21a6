/**
 * The profile menu in the admin header (issue 21): the time zone times are shown in, changeable
 * here. Until the member chooses one, the browser's zone is detected and stored, and the page's
 * times follow on the next render.
 */
import { useEffect, useId, useRef } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useAdminStaff } from '~/components/admin/staff-context';
import { buttonClass } from '~/components/ui/button';
import { SelectField } from '~/components/ui/field';
import { profileCopy as copy } from '~/content/admin/back-office';
import { browserTimeZone, timeZoneNames } from '~/domain/time-zones';

const PROFILE_ACTION = '/admin/profile';

/** The zone list: every zone this runtime knows, with the current one kept even if it does not. */
export function TimeZoneSelect({ current }: { current: string }) {
  const names = timeZoneNames();
  const options = names.includes(current) ? names : [current, ...names];
  return <SelectField name="time_zone" label={copy.timeZoneLabel} hint={copy.timeZoneHint} options={options} defaultValue={current} />;
}

export function ProfileMenu() {
  const { timeZone, timeZoneChosen } = useAdminStaff();
  const location = useLocation();
  const detect = useFetcher();
  const save = useFetcher<{ ok: boolean; message: string }>();
  const asked = useRef(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const panelId = useId();

  // Until the member chooses a zone, the browser's is stored when it differs (once per page
  // load); the page's loaders then run again with it.
  useEffect(() => {
    if (timeZoneChosen || asked.current) return;
    const zone = browserTimeZone();
    if (!zone || zone === timeZone) return;
    asked.current = true;
    void detect.submit({ intent: 'detect', time_zone: zone, via: 'fetcher' }, { method: 'post', action: PROFILE_ACTION });
  }, [timeZoneChosen, timeZone, detect]);

  const saving = save.state !== 'idle';
  return (
    <details ref={detailsRef} className="relative" data-testid="profile-menu">
      <summary className={buttonClass('secondary', 'cursor-pointer list-none px-3 py-1.5')} aria-controls={panelId}>
        {copy.menuLabel}
        <span className="sr-only">: </span>
        <span className="ms-1 text-xs font-normal text-slate-600" data-testid="profile-time-zone">
          ({timeZone})
        </span>
      </summary>
      <div
        id={panelId}
        className="absolute end-0 z-20 mt-2 w-[min(20rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-4 shadow-lg"
      >
        {/* A save answers with a redirect back here (and the one-time 'Time zone set to …'). */}
        <save.Form
          method="post"
          action={PROFILE_ACTION}
          className="space-y-3"
          onSubmit={() => {
            if (detailsRef.current) detailsRef.current.open = false;
          }}
        >
          <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
          <TimeZoneSelect key={timeZone} current={timeZone} />
          <button type="submit" name="intent" value="save" disabled={saving} className={buttonClass('primary', 'w-full')}>
            {saving ? copy.saving : copy.save}
          </button>
          {save.data && !save.data.ok ? (
            <p role="alert" className="text-xs text-red-700">
              {save.data.message}
            </p>
          ) : null}
        </save.Form>
      </div>
    </details>
  );
}
