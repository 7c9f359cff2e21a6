/**
 * The Book a Call pages' parts (issue 46): the free slots as radio buttons grouped by the
 * visitor's day, each time in the visitor's zone with the office's beside it; the select of zones
 * (a GET without JavaScript; with it, the browser's own zone is asked for once on arrival); and
 * the note on what is stored.
 */
import { useEffect } from 'react';
import { Form, useLocation, useNavigate } from 'react-router';
import { useChrome } from '~/components/layout/chrome';
import { FrameLink } from '~/components/layout/frame-link';
import { company } from '~/content/company';
import { PRIVACY_PATH } from '~/content/forms/consent';
import { useBookingCopy } from './booking-copy';
import type { SlotDay } from '~/domain/meetings/booking';
import { browserTimeZone } from '~/domain/time-zones';

export function SlotPicker({ days, legend }: { days: readonly SlotDay[]; legend: string }) {
  const copy = useBookingCopy().page;
  if (days.length === 0) {
    return (
      <p role="status" className="text-slate-700">
        {copy.noSlots}{' '}
        <a className="font-semibold text-brand-700 underline" href={`mailto:${company.email}`}>
          {company.email}
        </a>
      </p>
    );
  }
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-ink">{legend}</legend>
      <div className="mt-3 space-y-4 rounded-md border border-slate-300 p-3">
        {days.map((day) => (
          <fieldset key={day.date}>
            <legend className="font-medium text-slate-800">{day.label}</legend>
            <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
              {day.slots.map((slot) => (
                <label key={slot.value} className="flex cursor-pointer items-center gap-2 rounded border border-slate-300 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                  <input type="radio" name="slot" value={slot.value} required className="h-4 w-4" />
                  <span>
                    <span className="font-medium">{slot.visitorTime}</span> <span className="text-sm text-slate-600">({copy.officeTime(slot.officeTime)})</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}

/** A select of zones; `hidden` keeps the page's other query values on the GET. */
export function ZoneSelect({ zones, value, id = 'booking-zone' }: { zones: readonly string[]; value: string; id?: string }) {
  const copy = useBookingCopy().page;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {copy.zoneLabel}
      </label>
      {/* Keyed by the zone shown: after the browser's own zone is asked for, the select shows it too (a default value alone stays as first rendered). */}
      <select key={value} id={id} name="tz" defaultValue={value} className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-ink">
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replace(/_/g, ' ')}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * With JavaScript: once, when the address names no zone, the page asks again with the browser's
 * own (the times then arrive in the visitor's zone). The select still changes it.
 */
export function useBrowserZone(shownZone: string): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.has('tz')) return;
    const zone = browserTimeZone();
    if (!zone || zone === shownZone) return;
    params.set('tz', zone);
    void navigate(`${location.pathname}?${params.toString()}`, { replace: true, preventScrollReset: true });
  }, [location.pathname, location.search, navigate, shownZone]);
}

/** The GET form that re-renders the page for another zone (and, from the button, country and interest). */
export function ShowTimesForm({ children }: { children: React.ReactNode }) {
  const copy = useBookingCopy().page;
  return (
    <Form method="get" className="grid gap-4 rounded-md border border-slate-300 p-4 sm:grid-cols-2">
      {children}
      <div className="sm:col-span-2">
        <button type="submit" className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
          {copy.showTimes}
        </button>
      </div>
    </Form>
  );
}

/** What is stored; the policy's link goes to the page's language when the policy is published there, else to the English one, marked (useChrome). */
export function StoredNote() {
  const copy = useBookingCopy().page;
  const privacy = useChrome().link(PRIVACY_PATH);
  return (
    <section aria-labelledby="booking-stored" className="mt-10 rounded-md bg-slate-50 p-4 text-sm text-slate-700">
      <h2 id="booking-stored" className="font-semibold text-ink">
        {copy.storedTitle}
      </h2>
      <p className="mt-1">
        {copy.stored}{' '}
        <FrameLink label={copy.privacyLink} link={privacy} className="underline" />
        .
      </p>
    </section>
  );
}
