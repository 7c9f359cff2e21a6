/**
 * /admin/logout — POST ends the session on the server and clears the cookie. A GET changes
 * nothing (a link or a prefetch must not sign anyone out) and goes back to the admin area.
 */
import { redirect } from 'react-router';
import { signOut } from '~/server/platform/auth.server';
import type { Route } from './+types/logout';

export function loader() {
  return redirect('/admin');
}

export async function action({ request }: Route.ActionArgs) {
  return redirect('/admin/login', { headers: await signOut(request) });
}
