/**
 * /admin/privacy (owner only; area 'privacy') — search an address across leads, applications,
 * outbox rows and the audit log (?email=); export it (privacy/export); erase it after the address
 * is typed again (POST), leaving an audit row with the counts and the staff member, not the address.
 */
import { data, Form } from 'react-router';
import { AdminPageHeader } from '~/components/admin/editor-kit';
import { buttonClass } from '~/components/ui/button';
import { adminPrivacyCopy as copy } from '~/content/admin/privacy';
import { parseEmailAddress } from '~/domain/email';
import { withoutForbiddenCharacters } from '~/domain/form-basics';
import { requireStaff } from '~/server/platform/auth.server';
import { PERSONAL_DATA_TABLES } from '~/domain/privacy';
import { erasePersonalData, findPersonalData } from '~/server/privacy/data-rights.server';
import type { Route } from './+types/index';
import { readFormFields } from '~/server/platform/uploads.server';

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, 'privacy');
  const typed = (new URL(args.request.url).searchParams.get('email') ?? '').trim();
  if (typed === '') return { email: '', invalid: false, found: null };
  // The one parser: only a plain address is looked up (exactly), and it is what the page shows back.
  const email = parseEmailAddress(typed);
  if (email === null) return { email: withoutForbiddenCharacters(typed).slice(0, 254), invalid: true, found: null };
  const found = await findPersonalData(email);
  return {
    email,
    invalid: false,
    found: {
      leads: found.leads.map((row) => ({
        id: row.id,
        summary: `${row.form ?? 'lead'} · ${row.first_name} ${row.last_name} · ${row.created_at.toISOString().slice(0, 10)}`,
        consent: row.privacy_notice_version && row.consented_at ? copy.consentRecorded(row.privacy_notice_version, row.consented_at.toISOString()) : copy.consentNone,
      })),
      applications: found.applications.map((row) => ({
        id: row.id,
        summary: `${row.job_title ?? 'application'} · ${row.first_name} ${row.last_name} · ${row.created_at.toISOString().slice(0, 10)}`,
        consent: row.privacy_notice_version && row.consented_at ? copy.consentRecorded(row.privacy_notice_version, row.consented_at.toISOString()) : copy.consentNone,
      })),
      bookings: found.bookings.map((row) => ({ id: row.id, summary: `${row.status} · ${row.office_key} · ${row.slot_start.toISOString().slice(0, 16).replace('T', ' ')} UTC`, consent: '' })),
      outbox: found.outbox.map((row) => ({ id: row.id, summary: `${row.topic} · ${row.channel} · ${row.status} · ${row.created_at.toISOString().slice(0, 10)}`, consent: '' })),
      audit: found.audit.map((row) => ({ id: row.id, summary: `${row.entity} · ${row.action} · ${row.created_at.toISOString().slice(0, 10)}`, consent: '' })),
      revisions: found.revisions.map((row) => ({ id: row.id, summary: `${row.entity} · revision ${row.number} · ${row.created_at.toISOString().slice(0, 10)}`, consent: '' })),
      previewLinks: found.previewLinks.map((row) => ({ id: row.id, summary: `${row.entity} · preview link · ${row.created_at.toISOString().slice(0, 10)}`, consent: '' })),
    },
  };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, 'privacy');
  const form = await readFormFields(args.request);
  const email = parseEmailAddress(form.get('email'));
  const confirmation = parseEmailAddress(form.get('confirm_email'));
  if (email === null) return data({ ok: false as const, message: copy.invalidEmail }, { status: 400 });
  if (confirmation !== email) return data({ ok: false as const, message: copy.confirmMismatch }, { status: 400 });
  const counts = await erasePersonalData(email, staff.email);
  return { ok: true as const, message: copy.erased(counts) };
}

export default function AdminPrivacy({ loaderData, actionData }: Route.ComponentProps) {
  const { email, invalid, found } = loaderData;
  const total = found ? PERSONAL_DATA_TABLES.reduce((sum, table) => sum + found[table].length, 0) : 0;
  const exportHref = (format: string, table?: string) =>
    `/admin/privacy/export?${new URLSearchParams({ email, format, ...(table ? { table } : {}) }).toString()}`;
  return (
    <>
      <AdminPageHeader title={copy.title} />
      <p className="-mt-4 mb-6 max-w-3xl text-sm text-slate-700">{copy.intro}</p>
      {actionData ? (
        <p role={actionData.ok ? 'status' : 'alert'} className={`mb-6 rounded-md border p-3 text-sm font-medium ${actionData.ok ? 'border-green-300 bg-green-50 text-green-900' : 'border-red-300 bg-red-50 text-red-900'}`}>
          {actionData.message}
        </p>
      ) : null}
      <Form method="get" className="mb-8 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="privacy-email" className="block text-sm font-medium text-slate-800">
            {copy.searchLabel}
          </label>
          <input id="privacy-email" name="email" type="email" required defaultValue={email} className="mt-1 w-80 max-w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm" />
        </div>
        <button type="submit" className={buttonClass('primary')}>
          {copy.search}
        </button>
      </Form>
      {invalid ? (
        <p role="alert" className="text-sm font-medium text-red-900">
          {copy.invalidEmail}
        </p>
      ) : null}
      {found && total === 0 && !actionData?.ok ? <p role="status">{copy.nothingFound}</p> : null}
      {found && total > 0 ? (
        <>
          <div className="mb-6 flex flex-wrap gap-3">
            <a className={buttonClass('secondary')} href={exportHref('json')} download>
              {copy.exportJson}
            </a>
            {PERSONAL_DATA_TABLES.map((table) => (
              <a key={table} className={buttonClass('secondary')} href={exportHref('csv', table)} download>
                {copy.exportCsv(copy.tables[table])}
              </a>
            ))}
          </div>
          {PERSONAL_DATA_TABLES.map((table) => (
            <section key={table} aria-labelledby={`privacy-${table}`} className="mb-6">
              <h2 id={`privacy-${table}`} className="text-lg font-bold">
                {copy.tables[table]} ({found[table].length})
              </h2>
              <ul className="mt-2 space-y-1 text-sm">
                {found[table].map((row) => (
                  <li key={row.id}>
                    {row.summary}
                    {row.consent ? <span className="block text-slate-600">{row.consent}</span> : null}
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <section aria-labelledby="privacy-erase" className="mt-8 max-w-xl rounded-lg border border-red-300 p-4">
            <h2 id="privacy-erase" className="text-lg font-bold text-red-900">
              {copy.eraseTitle}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{copy.eraseHelp}</p>
            <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
              <input type="hidden" name="email" value={email} />
              <div>
                <label htmlFor="privacy-confirm" className="block text-sm font-medium text-slate-800">
                  {copy.confirmLabel}
                </label>
                <input id="privacy-confirm" name="confirm_email" type="email" required autoComplete="off" className="mt-1 w-80 max-w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm" />
              </div>
              <button type="submit" className={buttonClass('danger')}>
                {copy.erase}
              </button>
            </Form>
          </section>
        </>
      ) : null}
    </>
  );
}

export function meta() {
  return [{ title: `${copy.title} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
