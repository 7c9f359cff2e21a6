// Scaffold: replaced by the feature that owns this route. Guarded already: the loader (and any
// action you add) calls requireStaff first (DESIGN rule 1); the admin layout provides <main>.
import { adminHeadings } from '~/content/admin';
import { requireStaff } from '~/server/auth.server';
import type { Route } from './+types/index';

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return null;
}

export default function Page() {
  return <h1 className="text-2xl font-bold tracking-tight">{adminHeadings.portfolio}</h1>;
}

export function meta() {
  return [{ title: `${adminHeadings.portfolio} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
