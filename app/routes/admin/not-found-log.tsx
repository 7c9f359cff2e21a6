/**
 * /admin/not-found-log — the most requested missing paths (one counted row per path, bounded),
 * each with a link to redirect it. Read-only: the log is filled by public 404s.
 */
import { Link } from 'react-router';
import { AdminPageHeader } from '~/components/admin/editor-kit';
import { notFoundLogCopy as copy } from '~/content/admin/newsroom';
import { formatDateTime, isoDateTime } from '~/domain/dates';
import { listOrEmpty } from '~/server/admin/list-flow.server';
import { listNotFound, NOT_FOUND_LOG_MAX } from '~/server/entities/redirects.server';
import { requireStaff } from '~/server/platform/auth.server';
import type { Route } from './+types/not-found-log';

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, 'not-found-log');
  const rows = await listOrEmpty(() => listNotFound(200), 'admin 404 log');
  return {
    max: NOT_FOUND_LOG_MAX,
    paths: rows.map((row) => ({
      path: row.path,
      hits: row.hits,
      first_seen_at: row.first_seen_at.toISOString(),
      last_seen_at: row.last_seen_at.toISOString(),
    })),
  };
}

export default function NotFoundLog({ loaderData }: Route.ComponentProps) {
  const { paths, max } = loaderData;
  return (
    <>
      <AdminPageHeader title={copy.title} />
      <p className="-mt-4 mb-6 max-w-3xl text-sm text-slate-700">{copy.intro(max)}</p>
      {paths.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">{copy.empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">{copy.columns.path}</th>
                <th scope="col" className="px-4 py-3 text-right">{copy.columns.hits}</th>
                <th scope="col" className="px-4 py-3">{copy.columns.first}</th>
                <th scope="col" className="px-4 py-3">{copy.columns.last}</th>
                <th scope="col" className="px-4 py-3">{copy.columns.actions}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 align-top">
              {paths.map((row) => (
                <tr key={row.path} data-testid="not-found-row">
                  <td className="px-4 py-3 font-mono text-xs break-all">{row.path}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{row.hits.toLocaleString('en-US')}</td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <time dateTime={isoDateTime(row.first_seen_at)}>{formatDateTime(row.first_seen_at)}</time>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <time dateTime={isoDateTime(row.last_seen_at)}>{formatDateTime(row.last_seen_at)}</time>
                  </td>
                  <td className="px-4 py-3">
                    <Link
                      to={`/admin/redirects?from=${encodeURIComponent(row.path)}`}
                      className="font-semibold text-brand-700 underline hover:text-brand-900"
                      aria-label={copy.redirectLabel(row.path)}
                    >
                      {copy.redirect}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

export function meta() {
  return [{ title: `${copy.title} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
