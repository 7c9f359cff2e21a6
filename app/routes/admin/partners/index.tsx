/**
 * /admin/partners — every partner by display order, Active/Inactive with a toggle, Edit,
 * Preview (/partners/{slug}) and Delete.
 */
import { data, Link, redirect } from 'react-router';
import { DeleteConfirmation, DeleteForm } from '~/components/admin/delete-form';
import { ActiveBadge, ActiveToggleForm, AdminPageHeader } from '~/components/admin/editor-kit';
import { LinkButton } from '~/components/ui/button';
import { adminHeadings } from '~/content/admin';
import { partnersAdminCopy as copy } from '~/content/admin-editors';
import { confirmDeleteLocation, isConfirmedDelete, pendingDeleteId } from '~/domain/admin-delete';
import { errorMessage, parseId, parseIntent } from '~/domain/admin-form';
import { listPath } from '~/domain/admin-content';
import { requireStaff } from '~/server/auth.server';
import { redirectWithFlash } from '~/server/flash.server';
import { log } from '~/server/log.server';
import { deletePartner, listPartners, setPartnerActive } from '~/server/partners.server';
import type { Route } from './+types/index';

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  let partners: Awaited<ReturnType<typeof listPartners>> = [];
  try {
    partners = await listPartners();
  } catch (error) {
    // SPEC §8: list load errors are only logged and the list shows empty.
    log.error({ err: error }, 'admin partners list failed');
  }
  const rows = partners.map(({ id, name, slug, logo_url, partnership_type, industry, display_order, is_active }) => ({
    id,
    name,
    slug,
    logo_url,
    partnership_type,
    industry,
    display_order,
    is_active,
  }));
  return data({ partners: rows, pendingDelete: pendingDeleteId(request) }, { headers: staff.headers });
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const form = await request.formData();
  const intent = parseIntent(form, ['delete', 'toggle'] as const);
  const id = parseId(form.get('id'));
  if (!intent || !id) throw data('Bad request', { status: 400 });
  const back = listPath(request.url);
  const withSession = { headers: staff.headers };
  if (intent === 'toggle') {
    const active = form.get('active') === 'true';
    try {
      const row = await setPartnerActive(staff, id, active);
      if (!row) return redirectWithFlash(back, { kind: 'error', message: copy.toggleError(copy.notFound) }, withSession);
      return redirectWithFlash(back, { kind: 'success', message: active ? copy.activated(row.name) : copy.deactivated(row.name) }, withSession);
    } catch (error) {
      log.error({ err: error, id }, 'partner toggle failed');
      return redirectWithFlash(back, { kind: 'error', message: copy.toggleError(errorMessage(error)) }, withSession);
    }
  }
  if (!isConfirmedDelete(form)) return redirect(confirmDeleteLocation(new Request(new URL(back, request.url)), id), withSession);
  try {
    const deleted = await deletePartner(staff, id);
    const flash = deleted ? { kind: 'success' as const, message: copy.deleted } : { kind: 'error' as const, message: copy.deleteError(copy.notFound) };
    return redirectWithFlash(back, flash, withSession);
  } catch (error) {
    log.error({ err: error, id }, 'partner delete failed');
    return redirectWithFlash(back, { kind: 'error', message: copy.deleteError(errorMessage(error)) }, withSession);
  }
}

export default function PartnersAdmin({ loaderData }: Route.ComponentProps) {
  const { partners, pendingDelete } = loaderData;
  const pending = partners.find((partner) => partner.id === pendingDelete);
  return (
    <>
      <AdminPageHeader title={adminHeadings.partners}>
        <LinkButton to="/admin/partners/new">{copy.addNew}</LinkButton>
      </AdminPageHeader>

      {pending ? <DeleteConfirmation id={pending.id} question={copy.deleteQuestion} subject={pending.name} cancelHref="/admin/partners" /> : null}

      {partners.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">{copy.empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">{copy.columns.name}</th>
                <th scope="col" className="px-4 py-3">{copy.columns.type}</th>
                <th scope="col" className="px-4 py-3">{copy.columns.order}</th>
                <th scope="col" className="px-4 py-3">{copy.columns.status}</th>
                <th scope="col" className="px-4 py-3"><span className="sr-only">{copy.columns.actions}</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {partners.map((partner) => (
                <tr key={partner.id} data-testid="partner-row">
                  <th scope="row" className="px-4 py-3 font-medium text-ink">
                    <div className="flex items-center gap-3">
                      <img src={partner.logo_url} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 shrink-0 rounded bg-slate-100 object-contain" />
                      <span>
                        <Link to={`/admin/partners/edit/${partner.id}`} className="hover:text-brand-700 hover:underline">
                          {partner.name}
                        </Link>
                        <span className="block font-mono text-xs font-normal text-slate-600">{partner.slug}</span>
                      </span>
                    </div>
                  </th>
                  <td className="px-4 py-3">
                    {partner.partnership_type}
                    {partner.industry ? <span className="block text-xs text-slate-600">{partner.industry}</span> : null}
                  </td>
                  <td className="px-4 py-3">{partner.display_order}</td>
                  <td className="px-4 py-3">
                    <ActiveBadge active={partner.is_active} labels={copy} />
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap justify-end gap-2">
                      <ActiveToggleForm id={partner.id} active={partner.is_active} subject={partner.name} labels={copy} />
                      <LinkButton to={`/admin/partners/edit/${partner.id}`} variant="secondary" className="px-3 py-1.5 text-xs">
                        {copy.edit}
                        <span className="sr-only"> {partner.name}</span>
                      </LinkButton>
                      <LinkButton to={`/partners/${encodeURIComponent(partner.slug)}`} variant="ghost" className="px-3 py-1.5 text-xs" reloadDocument>
                        {copy.preview}
                        <span className="sr-only"> {partner.name}</span>
                      </LinkButton>
                      <DeleteForm id={partner.id} question={copy.deleteQuestion} />
                    </div>
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
  return [{ title: `${adminHeadings.partners} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
