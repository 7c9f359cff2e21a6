import { Form, Link, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { StaffTime } from '~/components/admin/staff-time';
import { callsCopy as c } from '~/content/admin/reminders';

export interface CallView {
  id: string;
  slotStart: Date | string;
  slotEnd: Date | string;
  visitorName: string;
  leadId: string;
  officeName: string;
}

const leadPath = (leadId: string) => `/admin/leads?lead=${encodeURIComponent(leadId)}`;

/** A call's row cells: when (in the member's zone), the visitor (a link to the lead), the office. */
function CallCells({ call }: { call: CallView }) {
  return (
    <>
      <td className="py-2 pe-3 whitespace-nowrap">
        <StaffTime value={call.slotStart} />
      </td>
      <th scope="row" className="px-3 py-2 font-normal">
        <Link to={leadPath(call.leadId)} className="text-brand-700 underline hover:text-brand-800">
          {call.visitorName}
        </Link>
      </th>
      <td className="px-3 py-2">{call.officeName}</td>
    </>
  );
}

function CallsHead({ outcome }: { outcome?: boolean }) {
  return (
    <thead className="border-b border-slate-200 text-xs text-slate-700 uppercase">
      <tr>
        <th scope="col" className="py-2 pe-3">
          {c.when}
        </th>
        <th scope="col" className="px-3 py-2">
          {c.visitor}
        </th>
        <th scope="col" className="px-3 py-2">
          {c.office}
        </th>
        {outcome ? (
          <th scope="col" className="py-2 ps-3">
            {c.outcome}
          </th>
        ) : null}
      </tr>
    </thead>
  );
}

/**
 * The signed-in member's calls (issue 46): the next ones booked with them, soonest first, and the
 * calls that ended without an outcome, each with Held and No-show (plain POSTs, no JavaScript needed).
 */
export function MemberCalls({ upcoming, toMark }: { upcoming: readonly CallView[]; toMark: readonly CallView[] }) {
  const navigation = useNavigation();
  const marking = navigation.state === 'submitting' ? navigation.formData?.get('id') : null;
  return (
    <section aria-labelledby="calls-title" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="calls-title" className="text-lg font-semibold">
        {c.upcomingTitle}
      </h2>
      {upcoming.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{c.upcomingEmpty}</p>
      ) : (
        <div className="admin-scroll-box mt-3">
          <table className="min-w-full text-start text-sm">
            <CallsHead />
            <tbody className="divide-y divide-slate-100">
              {upcoming.map((call) => (
                <tr key={call.id} data-testid="upcoming-call">
                  <CallCells call={call} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {toMark.length > 0 ? (
        <>
          <h3 className="mt-6 font-semibold">{c.pastTitle}</h3>
          <p className="mt-1 text-sm text-slate-700">{c.pastIntro}</p>
          <div className="admin-scroll-box mt-3">
            <table className="min-w-full text-start text-sm">
              <CallsHead outcome />
              <tbody className="divide-y divide-slate-100">
                {toMark.map((call) => (
                  <tr key={call.id} data-testid="call-to-mark">
                    <CallCells call={call} />
                    <td className="py-2 ps-3">
                      <Form method="post" className="flex flex-wrap gap-2">
                        <input type="hidden" name="id" value={call.id} />
                        <button type="submit" name="intent" value="held" disabled={marking === call.id} className={buttonClass('secondary', 'px-3 py-1 text-xs')} aria-label={c.markHeld(call.visitorName)}>
                          {c.held}
                        </button>
                        <button type="submit" name="intent" value="no-show" disabled={marking === call.id} className={buttonClass('secondary', 'px-3 py-1 text-xs')} aria-label={c.markNoShow(call.visitorName)}>
                          {c.noShow}
                        </button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
