/**
 * What the admin layout's loader tells every admin screen about the signed-in member (issue 21):
 * who they are (drafts are kept per member) and the time zone their times show in. Read from the
 * layout's loader data, so the server's first render and the browser's hydration use the same values.
 */
import { useRouteLoaderData } from 'react-router';
import { ADMIN_LAYOUT_ROUTE_ID, type AdminStaffContext } from '~/domain/admin-staff';
import { DEFAULT_TIME_ZONE } from '~/domain/time-zones';

export type { AdminStaffContext };

function isStaffContext(value: unknown): value is AdminStaffContext {
  return typeof value === 'object' && value !== null && 'staffId' in value && 'timeZone' in value;
}

/** The admin layout's view of the member; outside the back office, an anonymous UTC one. */
export function useAdminStaff(): AdminStaffContext {
  const layout: unknown = useRouteLoaderData(ADMIN_LAYOUT_ROUTE_ID);
  if (isStaffContext(layout)) return layout;
  return { staffId: '', timeZone: DEFAULT_TIME_ZONE, timeZoneChosen: false };
}

/** The zone the member's times show in. */
export function useStaffTimeZone(): string {
  return useAdminStaff().timeZone;
}
