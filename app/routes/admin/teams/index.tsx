/**
 * /admin/teams — every team member by display order, its language (issue 48: each translation is a
 * row of its own), Active/Inactive with a toggle, Edit and Delete.
 */
import { translationsCopy } from '~/content/admin/translations';
import { DEFAULT_LOCALE, isLocale } from '~/domain/locales';
import { languageName } from '~/domain/translations';
import { thumbnailUrl } from '~/domain/media';
import { Link } from 'react-router';
import { AdminTable, PendingDelete, RecordActions, type AdminColumn } from '~/components/admin/admin-list';
import { ActiveBadge, AdminPageHeader } from '~/components/admin/editor-kit';
import { LinkButton } from '~/components/ui/button';
import { adminHeadings } from '~/content/admin/common';
import { teamsAdminCopy as copy } from '~/content/admin/editors';
import { pendingDeleteId } from '~/domain/admin-delete';
import { deleteOperation, listOrEmpty, rowAction, toggleOperation } from '~/server/admin/list-flow.server';
import { requireStaff } from '~/server/platform/auth.server';
import { deleteTeamMember, listTeamMembers, setTeamMemberActive } from '~/server/entities/teams.server';
import type { Route } from './+types/index';
import { readFormFields } from '~/server/platform/uploads.server';

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, 'teams');
  const members = await listOrEmpty(listTeamMembers, 'admin team list');
  const rows = members.map(({ id, name, locale, title, department, photo_url, display_order, is_active }) => ({
    id,
    name,
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    title,
    department,
    photo_url,
    display_order,
    is_active,
  }));
  return { members: rows, pendingDelete: pendingDeleteId(args.request) };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, 'teams');
  return rowAction(args.request, await readFormFields(args.request), {
    operations: {
      toggle: toggleOperation(async (id, active) => (await setTeamMemberActive(staff, id, active))?.name, copy),
      delete: deleteOperation((id) => deleteTeamMember(staff, id), copy),
    },
    notFound: copy.notFound,
    subject: 'team member',
  });
}

type MemberRow = Route.ComponentProps['loaderData']['members'][number];

const columns: [AdminColumn<MemberRow>, ...AdminColumn<MemberRow>[]] = [
  {
    header: copy.columns.member,
    cell: (member) => (
      <div className="flex items-center gap-3">
        {member.photo_url ? (
          <img src={thumbnailUrl(member.photo_url)} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 shrink-0 rounded-full bg-slate-100 object-cover" />
        ) : (
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-slate-200 text-center text-[0.6rem] leading-tight text-slate-700">
            {copy.noPhoto}
          </span>
        )}
        <span>
          <Link to={`/admin/teams/edit/${member.id}`} className="hover:text-brand-700 hover:underline">
            {member.name}
          </Link>
          <span dir="auto" lang={member.locale} className="block text-xs font-normal text-slate-600">
            {member.title}
          </span>
        </span>
      </div>
    ),
  },
  { header: copy.columns.department, cell: (member) => member.department },
  // Issue 48: each translation is a row of its own.
  { header: translationsCopy.languageColumn, cell: (member) => languageName(member.locale) },
  { header: copy.columns.order, cell: (member) => member.display_order },
  { header: copy.columns.status, cell: (member) => <ActiveBadge active={member.is_active} labels={copy} /> },
];

export default function TeamsAdmin({ loaderData }: Route.ComponentProps) {
  const { members, pendingDelete } = loaderData;
  return (
    <>
      <AdminPageHeader title={adminHeadings.teams}>
        <LinkButton to="/admin/teams/new">{copy.addNew}</LinkButton>
      </AdminPageHeader>

      <PendingDelete rows={members} pendingId={pendingDelete} subject={(member) => member.name} question={copy.deleteQuestion} cancelHref="/admin/teams" />

      <AdminTable
        rows={members}
        empty={copy.empty}
        rowTestId="team-row"
        columns={columns}
        actions={{
          label: copy.columns.actions,
          cell: (member) => (
            <RecordActions id={member.id} subject={member.name} active={member.is_active} editHref={`/admin/teams/edit/${member.id}`} labels={copy} />
          ),
        }}
      />
    </>
  );
}

export function meta() {
  return [{ title: `${adminHeadings.teams} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
