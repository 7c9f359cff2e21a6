/**
 * What the admin layout's loader tells every admin screen about the signed-in member (issue 21).
 * Shared by the server (staff-context.server.ts) and the browser (components/admin/staff-context).
 */

/** The admin layout's route id (its file, as app/routes.ts names no id for it). */
export const ADMIN_LAYOUT_ROUTE_ID = 'routes/admin/layout';

export interface AdminStaffContext {
  /** The member's user id: kept drafts are theirs alone. */
  staffId: string;
  timeZone: string;
  /** True once the member chose a zone in the profile menu; until then the browser's is detected and stored. */
  timeZoneChosen: boolean;
}
