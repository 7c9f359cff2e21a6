// Scaffold: replaced by the feature that owns this route. Guarded already: the loader (and any
// action you add) calls requireStaff first (DESIGN rule 1); the admin layout provides <main>.
import { adminHeadings } from '~/content/admin';
import { requireStaff } from '~/server/auth.server';
import type { Route } from './+types/form';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  return { heading: 'id' in params && params.id ? adminHeadings.testimonialsEdit : adminHeadings.testimonialsNew };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <h1 className="text-2xl font-bold tracking-tight">{loaderData.heading}</h1>;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.heading ?? adminHeadings.testimonialsNew} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
