/**
 * The back office's frame (product §2 "Admin layout"): header with the signed-in e-mail, Logout and
 * Back to Website, the content search box (issue 45), tab navigation, a 'Loading...' spinner while a
 * client-side navigation loads, and the one-time toast left by an admin action (flash cookie).
 *
 * Its middleware resolves the staff session once per request and adds the refreshed session
 * cookie to every admin response (staff-session.server.ts). This loader guards the frame only:
 * every child loader and action still calls requireStaff itself (DESIGN rule 1). It runs on every
 * navigation, so it is where the one-time message (flash) is taken.
 */
import { data, Form, isRouteErrorResponse, Link, NavLink, Outlet, useLoaderData, useNavigation, useRouteError, useRouteLoaderData } from 'react-router';
import type { ReactNode } from 'react';
import { Toast } from '~/components/ui/toast';
import { buttonClass } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { adminLayoutCopy, adminTabs } from '~/content/admin/common';
import { forbiddenCopy } from '~/content/admin/staff';
import { mayOpen, STAFF_ROLE_LABELS, type StaffRole } from '~/domain/roles';
import { staffSessionMiddleware } from '~/server/admin/staff-session.server';
import { requireStaff } from '~/server/platform/auth.server';
import { takeFlash } from '~/server/platform/flash.server';
import { staffContext } from '~/server/admin/staff-context.server';
import { ProfileMenu } from '~/components/admin/profile-menu';
import { HeaderSearchBox } from '~/components/admin/content-search';
import type { Route } from './+types/layout';

export const middleware: Route.MiddlewareFunction[] = [staffSessionMiddleware];

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args, 'dashboard');
  const { flash, headers } = await takeFlash(args.request);
  return data({ email: staff.email, role: staff.role, flash, ...(await staffContext(staff)) }, { headers });
}

/** Re-check the session (and pick up a flash) on every navigation, not only after actions. */
export function shouldRevalidate() {
  return true;
}

type LayoutData = Awaited<ReturnType<typeof loader>>['data'];

/**
 * The header and the tabs the member's role may open (domain/roles, the table the server's guard
 * reads). Also drawn around the error page, so a refused address keeps the way back.
 */
function AdminFrame({ email, role, children }: { email: string; role: StaffRole; children: ReactNode }) {
  const c = adminLayoutCopy;
  const tabs = adminTabs.filter((tab) => mayOpen(role, tab.area));
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6 lg:px-8">
          <Link to="/admin" className="text-lg font-bold text-brand-900 hover:text-brand-700">
            {c.title}
          </Link>
          <HeaderSearchBox />
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span className="text-slate-700">
              <span className="sr-only">{c.signedInAs} </span>
              <span data-testid="admin-email" className="font-medium break-all">
                {email}
              </span>{' '}
              <span className="sr-only">{c.roleLabel}: </span>
              <span data-testid="admin-role" className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-800">
                {STAFF_ROLE_LABELS[role]}
              </span>
            </span>
            <ProfileMenu />
            <Link to="/" className={buttonClass('secondary', 'px-3 py-1.5')}>
              {c.backToWebsite}
            </Link>
            <Form method="post" action="/admin/logout">
              <button type="submit" className={buttonClass('primary', 'px-3 py-1.5')}>
                {c.logout}
              </button>
            </Form>
          </div>
        </div>
        <nav aria-label={c.navLabel} className="mx-auto max-w-7xl overflow-x-auto px-4 sm:px-6 lg:px-8">
          <ul className="flex gap-1">
            {tabs.map((tab) => (
              <li key={tab.to}>
                <NavLink
                  to={tab.to}
                  className={({ isActive }) =>
                    `inline-block border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap ${
                      isActive
                        ? 'border-brand-700 text-brand-800'
                        : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-ink'
                    }`
                  }
                >
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {children}
    </div>
  );
}

export default function AdminLayout() {
  const { email, role, flash } = useLoaderData<typeof loader>();
  const loading = useNavigation().state === 'loading';
  return (
    <AdminFrame email={email} role={role}>
      <Toast toast={flash} />
      <main id="main" aria-busy={loading} className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        {loading ? <Spinner label={adminLayoutCopy.loading} className="py-4" /> : null}
        <div className={loading ? 'opacity-50' : undefined}>
          <Outlet />
        </div>
      </main>
    </AdminFrame>
  );
}

/**
 * An admin page that failed or was refused. 403 (requireStaff: the role may not open this area)
 * says so, inside the frame when the member's session is known; the status code stays 403.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const frame = useRouteLoaderData<LayoutData>('routes/admin/layout');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const c = forbiddenCopy;
  const [title, text] =
    status === 403 ? [c.title, c.text] : status === 404 ? [c.notFoundTitle, c.notFoundText] : [c.errorTitle, c.errorText];
  const page = (
    <main id="main" className="mx-auto max-w-2xl px-6 py-16 text-center">
      <title>{`${title} | Corvane Digital`}</title>
      <p className="text-sm font-semibold text-brand-700">{status}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-slate-700">{text}</p>
      <Link className={buttonClass('primary', 'mt-8')} to="/admin">
        {c.back}
      </Link>
    </main>
  );
  return frame ? (
    <AdminFrame email={frame.email} role={frame.role}>
      {page}
    </AdminFrame>
  ) : (
    <div className="min-h-screen bg-slate-50">{page}</div>
  );
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}
