/**
 * /admin/partners — every partner by display order, its language (issue 48: each translation is a
 * row of its own), Active/Inactive with a toggle, Edit, Preview (its address in its language) and Delete.
 */
import { thumbnailUrl } from '~/domain/media';
import { Link } from 'react-router';
import { AdminTable, PendingDelete, RecordActions, type AdminColumn } from '~/components/admin/admin-list';
import { ActiveBadge, AdminPageHeader } from '~/components/admin/editor-kit';
import { LinkButton } from '~/components/ui/button';
import { adminHeadings } from '~/content/admin/common';
import { partnersAdminCopy as copy } from '~/content/admin/editors';
import { translationsCopy } from '~/content/admin/translations';
import { DEFAULT_LOCALE, isLocale, localizedRecordPath } from '~/domain/locales';
import { languageName } from '~/domain/translations';
import { pendingDeleteId } from '~/domain/admin-delete';
import { deleteOperation, listOrEmpty, rowAction, toggleOperation } from '~/server/admin/list-flow.server';
import { requireStaff } from '~/server/platform/auth.server';
import { deletePartner, listPartners, setPartnerActive } from '~/server/entities/partners.server';
import type { Route } from './+types/index';
import { readFormFields } from '~/server/platform/uploads.server';

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, 'partners');
  const partners = await listOrEmpty(listPartners, 'admin partners list');
  const rows = partners.map(({ id, name, slug, locale, logo_url, partnership_type, industry, display_order, is_active }) => ({
    id,
    name,
    slug,
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    logo_url,
    partnership_type,
    industry,
    display_order,
    is_active,
  }));
  return { partners: rows, pendingDelete: pendingDeleteId(args.request) };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, 'partners');
  return rowAction(args.request, await readFormFields(args.request), {
    operations: {
      toggle: toggleOperation(async (id, active) => (await setPartnerActive(staff, id, active))?.name, copy),
      delete: deleteOperation((id) => deletePartner(staff, id), copy),
    },
    notFound: copy.notFound,
    subject: 'partner',
  });
}

type PartnerRow = Route.ComponentProps['loaderData']['partners'][number];

const columns: [AdminColumn<PartnerRow>, ...AdminColumn<PartnerRow>[]] = [
  {
    header: copy.columns.name,
    cell: (partner) => (
      <div className="flex items-center gap-3">
        <img src={thumbnailUrl(partner.logo_url)} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 shrink-0 rounded bg-slate-100 object-contain" />
        <span>
          <Link to={`/admin/partners/edit/${partner.id}`} className="hover:text-brand-700 hover:underline">
            {partner.name}
          </Link>
          <span className="block font-mono text-xs font-normal text-slate-600">{partner.slug}</span>
        </span>
      </div>
    ),
  },
  {
    header: copy.columns.type,
    cell: (partner) => (
      <>
        {partner.partnership_type}
        {partner.industry ? <span className="block text-xs text-slate-600">{partner.industry}</span> : null}
      </>
    ),
  },
  // Issue 48: each translation is a row of its own.
  { header: translationsCopy.languageColumn, cell: (partner) => languageName(partner.locale) },
  { header: copy.columns.order, cell: (partner) => partner.display_order },
  { header: copy.columns.status, cell: (partner) => <ActiveBadge active={partner.is_active} labels={copy} /> },
];

export default function PartnersAdmin({ loaderData }: Route.ComponentProps) {
  const { partners, pendingDelete } = loaderData;
  return (
    <>
      <AdminPageHeader title={adminHeadings.partners}>
        <LinkButton to="/admin/partners/new">{copy.addNew}</LinkButton>
      </AdminPageHeader>

      <PendingDelete rows={partners} pendingId={pendingDelete} subject={(partner) => partner.name} question={copy.deleteQuestion} cancelHref="/admin/partners" />

      <AdminTable
        rows={partners}
        empty={copy.empty}
        rowTestId="partner-row"
        columns={columns}
        actions={{
          label: copy.columns.actions,
          cell: (partner) => (
            <RecordActions
              id={partner.id}
              subject={partner.name}
              active={partner.is_active}
              editHref={`/admin/partners/edit/${partner.id}`}
              preview={{ href: localizedRecordPath(partner.locale, '/partners', encodeURIComponent(partner.slug)), label: copy.preview }}
              labels={copy}
            />
          ),
        }}
      />
    </>
  );
}

export function meta() {
  return [{ title: `${adminHeadings.partners} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
