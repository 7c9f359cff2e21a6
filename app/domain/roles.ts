/**
 * Staff roles and what each may open (issue 17). The one table the server's guard
 * (`requireStaff(args, area)`), the tab navigation and the dashboard read, so hiding a link and
 * refusing the request can never disagree.
 *
 * - owner: everything, including staff, privacy and the offices (issue 46);
 * - editor: the published content (news, partners, team, testimonials, portfolio, media) and the
 *   links that keep it reachable (redirects, the 404 log);
 * - recruiter: jobs and job applications;
 * - sales: contact leads and their export.
 * Every role opens the dashboard, its own profile and the content search (which finds only what
 * the role's areas hold).
 */
export const STAFF_ROLES = ['owner', 'editor', 'recruiter', 'sales'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  editor: 'Editor',
  recruiter: 'Recruiter',
  sales: 'Sales',
};

/** Each admin area and the roles besides owner that may open it (owner opens every area). */
const AREA_ROLES = {
  dashboard: ['editor', 'recruiter', 'sales'],
  profile: ['editor', 'recruiter', 'sales'],
  /**
   * Issue 45: the back office's search box. Every role opens it; what it finds is the content of
   * the areas the role opens (domain/search/staff.ts), so a role with none finds nothing.
   */
  search: ['editor', 'recruiter', 'sales'],
  news: ['editor'],
  partners: ['editor'],
  teams: ['editor'],
  testimonials: ['editor'],
  portfolio: ['editor'],
  media: ['editor'],
  redirects: ['editor'],
  'not-found-log': ['editor'],
  /** Issue 44: the public pages' copy, in blocks. */
  pages: ['editor'],
  jobs: ['recruiter'],
  'job-applications': ['recruiter'],
  leads: ['sales'],
  staff: [],
  privacy: [],
  audit: [],
  /** Issue 46: the offices, who takes their leads, and the routing rules. */
  offices: [],
  /** The dashboard's System Diagnostic and failed notifications (with Retry): the firm's plumbing. */
  system: [],
} as const satisfies Record<string, readonly Exclude<StaffRole, 'owner'>[]>;

export type AdminArea = keyof typeof AREA_ROLES;
export const ADMIN_AREAS = Object.keys(AREA_ROLES) as AdminArea[];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether `role` may open `area` (read or write: a role either works an area or doesn't). */
export function mayOpen(role: StaffRole, area: AdminArea): boolean {
  return role === 'owner' || (AREA_ROLES[area] as readonly StaffRole[]).includes(role);
}

/** The roles that may open `area`, owner first. */
export function rolesFor(area: AdminArea): StaffRole[] {
  return STAFF_ROLES.filter((role) => mayOpen(role, area));
}
