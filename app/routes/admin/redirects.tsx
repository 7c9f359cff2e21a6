/**
 * /admin/redirects — every redirect (old path → new path, why, by whom, since when), a form to add
 * one (an old site's URL, say; ?from= prefills it from the 404 log) and Remove. Every change is
 * audited (entity 'redirects'); chains collapse as they are written (redirects.server.ts).
 * Below, for staff who may open the 404 log (area 'not-found-log'), the most requested missing
 * paths, counted and bounded, each with a link that prefills the form. One route for both: every
 * route adds bytes to the route manifest each public page loads (page-weight budget).
 */
import { data, Form, Link, useNavigation } from 'react-router';
import { AdminTable } from '~/components/admin/admin-list';
import { AdminPageHeader, FormAlert } from '~/components/admin/editor-kit';
import { buttonClass } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { notFoundLogCopy, redirectsCopy as copy } from '~/content/admin/newsroom';
import { mayOpen } from '~/domain/roles';
import { fieldErrors, formText, parseIntent } from '~/domain/admin-form';
import { StaffTime } from '~/components/admin/staff-time';
import { normalizeRedirectPath, REDIRECT_PATH_MAX, redirectSchema } from '~/domain/redirects';
import { errorMessage } from '~/domain/values';
import { listOrEmpty } from '~/server/admin/list-flow.server';
import { addRedirect, listNotFound, listRedirects, NOT_FOUND_LOG_MAX, removeRedirect } from '~/server/entities/redirects.server';
import { requireStaff } from '~/server/platform/auth.server';
import { redirectWithFlash } from '~/server/platform/flash.server';
import { log } from '~/server/platform/log.server';
import type { Route } from './+types/redirects';
import { readFormFields } from '~/server/platform/uploads.server';

const SELF = '/admin/redirects';
/** A path in a list: monospace, broken anywhere so a long one never widens the page. */
const pathCell = 'px-4 py-3 font-mono text-xs break-all';

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args, 'redirects');
  const from = normalizeRedirectPath(new URL(args.request.url).searchParams.get('from') ?? '') ?? '';
  const showLog = mayOpen(staff.role, 'not-found-log');
  const [rows, missing] = await Promise.all([
    listOrEmpty(listRedirects, 'admin redirects list'),
    showLog ? listOrEmpty(() => listNotFound(200), 'admin 404 log') : Promise.resolve([]),
  ]);
  return {
    from,
    redirects: rows.map((row) => ({ ...row, id: row.from_path, created_at: row.created_at.toISOString() })),
    notFound: showLog
      ? {
          max: NOT_FOUND_LOG_MAX,
          paths: missing.map((row) => ({
            path: row.path,
            hits: row.hits,
            first_seen_at: row.first_seen_at.toISOString(),
            last_seen_at: row.last_seen_at.toISOString(),
          })),
        }
      : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, 'redirects');
  const form = await readFormFields(args.request);
  const intent = parseIntent(form, ['add', 'remove'] as const);
  if (intent === null) throw data('Bad request', { status: 400 });
  if (intent === 'remove') {
    const removed = await removeRedirect(staff, formText(form, 'from_path'));
    return redirectWithFlash(SELF, removed ? { kind: 'success', message: copy.removed } : { kind: 'error', message: copy.notFound });
  }
  const values = { from_path: formText(form, 'from_path'), to_path: formText(form, 'to_path') };
  const parsed = redirectSchema.safeParse(values);
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), values, message: undefined }, { status: 400 });
  try {
    await addRedirect(staff, parsed.data.from_path, parsed.data.to_path);
  } catch (error) {
    log.error({ err: error }, 'redirect save failed');
    return data({ errors: {}, values, message: copy.saveError(errorMessage(error)) }, { status: 500 });
  }
  return redirectWithFlash(SELF, { kind: 'success', message: copy.added });
}

export default function Redirects({ loaderData, actionData }: Route.ComponentProps) {
  const { redirects, from, notFound } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values = actionData?.values ?? { from_path: from, to_path: '' };
  const adding = useNavigation().formData?.get('intent') === 'add';
  return (
    <>
      <AdminPageHeader title={copy.title} />
      <p className="-mt-4 mb-6 max-w-3xl text-sm text-slate-700">{copy.intro}</p>

      <section aria-labelledby="add-redirect" className="mb-10 rounded-lg border border-slate-200 bg-white p-6">
        <h2 id="add-redirect" className="mb-4 text-lg font-semibold text-ink">
          {copy.addHeading}
        </h2>
        <FormAlert message={actionData?.message} />
        <Form method="post" className="grid gap-6 md:grid-cols-2" noValidate>
          <input type="hidden" name="intent" value="add" />
          <TextField name="from_path" label={copy.from} hint={copy.fromHint} required maxLength={REDIRECT_PATH_MAX} defaultValue={values.from_path} error={errors.from_path} key={`from-${values.from_path}`} />
          <TextField name="to_path" label={copy.to} hint={copy.toHint} required maxLength={REDIRECT_PATH_MAX} defaultValue={values.to_path} error={errors.to_path} />
          <div>
            <button type="submit" className={buttonClass('primary', 'px-4 py-2')} disabled={adding}>
              {adding ? copy.adding : copy.add}
            </button>
          </div>
        </Form>
      </section>

      <h2 className="mb-4 text-lg font-semibold text-ink">{copy.listHeading}</h2>
      <AdminTable
        rows={redirects}
        empty={copy.empty}
        rowTestId="redirect-row"
        alignTop
        columns={[
          { header: copy.columns.from, cell: (redirect) => redirect.from_path, className: pathCell },
          { header: copy.columns.to, cell: (redirect) => redirect.to_path, className: pathCell },
          { header: copy.columns.reason, cell: (redirect) => copy.reasons[redirect.reason] ?? redirect.reason },
          { header: copy.columns.by, cell: (redirect) => redirect.created_by ?? '—', className: 'px-4 py-3 break-all' },
          { header: copy.columns.when, cell: (redirect) => <StaffTime value={redirect.created_at} />, className: 'px-4 py-3 whitespace-nowrap' },
        ]}
        actions={{
          label: copy.columns.actions,
          cell: (redirect) => (
            <Form method="post">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="from_path" value={redirect.from_path} />
              <button type="submit" className={buttonClass('secondary', 'px-3 py-1.5 text-sm')} aria-label={copy.removeLabel(redirect.from_path)}>
                {copy.remove}
              </button>
            </Form>
          ),
        }}
      />
      {notFound ? <NotFoundLog log={notFound} /> : null}
    </>
  );
}

type NotFoundLogData = NonNullable<Route.ComponentProps['loaderData']['notFound']>;

/** The most requested missing paths, each with a link that prefills the form above. */
function NotFoundLog({ log: { paths, max } }: { log: NotFoundLogData }) {
  const nf = notFoundLogCopy;
  return (
    <section aria-labelledby="not-found-log" className="mt-12">
      <h2 id="not-found-log" className="mb-2 text-lg font-semibold text-ink">
        {nf.title}: {nf.heading}
      </h2>
      <p className="mb-4 max-w-3xl text-sm text-slate-700">{nf.intro(max)}</p>
      <AdminTable
        rows={paths.map((row) => ({ ...row, id: row.path }))}
        empty={nf.empty}
        rowTestId="not-found-row"
        alignTop
        columns={[
          { header: nf.columns.path, cell: (row) => row.path, className: pathCell },
          {
            header: nf.columns.hits,
            cell: (row) => row.hits.toLocaleString('en-US'),
            className: 'px-4 py-3 text-end tabular-nums',
            headerClassName: 'px-4 py-3 text-end',
          },
          { header: nf.columns.first, cell: (row) => <StaffTime value={row.first_seen_at} />, className: 'px-4 py-3 whitespace-nowrap' },
          { header: nf.columns.last, cell: (row) => <StaffTime value={row.last_seen_at} />, className: 'px-4 py-3 whitespace-nowrap' },
        ]}
        actions={{
          label: nf.columns.actions,
          cell: (row) => (
            <Link
              to={`/admin/redirects?from=${encodeURIComponent(row.path)}`}
              className="font-semibold text-brand-700 underline hover:text-brand-900"
              aria-label={nf.redirectLabel(row.path)}
            >
              {nf.redirect}
            </Link>
          ),
        }}
      />
    </section>
  );
}

export function meta() {
  return [{ title: `${copy.title} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
