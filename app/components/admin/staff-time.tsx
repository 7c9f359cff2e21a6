import { formatDateTime, isoDateTime } from '~/domain/dates';
import { useStaffTimeZone } from '~/components/admin/staff-context';

/** A moment in the back office: in the member's time zone, with the zone named (issue 21). */
export function StaffTime({ value, className }: { value: string | Date; className?: string }) {
  const zone = useStaffTimeZone();
  return (
    <time dateTime={isoDateTime(value)} className={className}>
      {formatDateTime(value, zone)}
    </time>
  );
}
