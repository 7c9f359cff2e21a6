/**
 * /admin/offices (issue 46, owner only): the offices with their zone, business hours and lead
 * owners, each linking to its editor, and the way to the routing rules.
 */
import { Link } from 'react-router';
import { AdminTable } from '~/components/admin/admin-list';
import { AdminPageHeader } from '~/components/admin/editor-kit';
import { LinkButton } from '~/components/ui/button';
import { officesListCopy as copy, WEEKDAY_NAMES } from '~/content/admin/offices';
import { formatDayHours, ISO_WEEKDAYS } from '~/domain/meetings/office-form';
import { listOrEmpty } from '~/server/admin/list-flow.server';
import { listOfficesWithOwners } from '~/server/meetings/offices-admin.server';
import { requireStaff } from '~/server/platform/auth.server';
import type { Route } from './+types/index';

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, 'offices');
  const offices = await listOrEmpty(listOfficesWithOwners, 'admin offices list');
  return {
    offices: offices.map(({ settings: { office }, owners }) => ({
      id: office.key,
      name: office.name,
      timeZone: office.timeZone,
      // "Monday 09:00–17:00": each weekday's hours as the editor writes them.
      hours: ISO_WEEKDAYS.map((weekday) => ({ day: WEEKDAY_NAMES[weekday - 1] ?? '', text: formatDayHours(office.hours[weekday]) })),
      present: owners.filter((owner) => !owner.away).length,
      away: owners.filter((owner) => owner.away).length,
    })),
  };
}

export default function OfficesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader title={copy.title}>
        <LinkButton to="/admin/offices/rules" variant="secondary">
          {copy.editRules}
        </LinkButton>
      </AdminPageHeader>
      <p className="-mt-4 mb-6 max-w-3xl text-sm text-slate-700">{copy.intro}</p>
      <AdminTable
        rows={loaderData.offices}
        empty={copy.empty}
        rowTestId="office-row"
        alignTop
        columns={[
          {
            header: copy.columns.office,
            cell: (office) => (
              <Link to={`/admin/offices/${office.id}`} className="font-semibold text-brand-700 underline hover:text-brand-900">
                {office.name}
              </Link>
            ),
          },
          { header: copy.columns.timeZone, cell: (office) => office.timeZone, className: 'px-4 py-3 whitespace-nowrap' },
          {
            header: copy.columns.hours,
            cell: (office) => (
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-xs">
                {office.hours.map((day) => (
                  <div key={day.day} className="contents">
                    <dt className="text-slate-700">{day.day}</dt>
                    <dd>{day.text || copy.closed}</dd>
                  </div>
                ))}
              </dl>
            ),
          },
          {
            header: copy.columns.owners,
            cell: (office) => (office.present + office.away === 0 ? copy.noOwners : copy.ownersSummary(office.present, office.away)),
          },
        ]}
        actions={{
          label: copy.columns.actions,
          cell: (office) => (
            <LinkButton to={`/admin/offices/${office.id}`} variant="secondary" className="px-3 py-1.5 text-sm" aria-label={copy.editLabel(office.name)}>
              {copy.edit}
            </LinkButton>
          ),
        }}
      />
    </>
  );
}

export function meta() {
  return [{ title: `${copy.title} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
