// Scaffold: replaced by the feature that owns this route. Guarded already (DESIGN rule 1).
import { requireStaff } from '~/server/auth.server';
import type { Route } from './+types/export';

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return new Response('Not found', { status: 404 });
}
