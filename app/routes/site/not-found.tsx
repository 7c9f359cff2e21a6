import { data, Link } from 'react-router';
import { redirectIfMoved } from '~/server/pages/moved.server';
import { requestInfo } from '~/server/platform/request-state.server';
import type { Route } from './+types/not-found';

/**
 * An address a redirect owns (an old site's URL, a renamed page) answers 301; any other is counted
 * and 404s. Most misses never get here: the server answers them with the stored 404 document after
 * doing the same (ADR 310); this is the document it stores, and the answer to the rest.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!requestInfo(context).sharedDocument) {
    const moved = await redirectIfMoved(request);
    if (moved) return moved;
  }
  return data(null, { status: 404 });
}

export default function NotFound() {
  return (
    <div className="mx-auto max-w-2xl px-6 py-24 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mt-4 text-slate-600">
        The page you asked for does not exist or has moved. These may help:
      </p>
      <ul className="mt-8 flex flex-wrap justify-center gap-4">
        <li><Link className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline" to="/">Home</Link></li>
        <li><Link className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline" to="/what-we-do">What we do</Link></li>
        <li><Link className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline" to="/news-insights">News &amp; Insights</Link></li>
        <li><Link className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline" to="/contact-us">Contact Us</Link></li>
      </ul>
    </div>
  );
}

export function meta() {
  return [{ title: 'Page not found | Corvane Digital' }, { name: 'robots', content: 'noindex' }];
}
