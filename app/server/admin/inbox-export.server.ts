/**
 * The CSV downloads of the two inboxes (/admin/leads.csv, /admin/job-applications.csv): the rows
 * of the list's current filter and search, as an RFC 4180 file named after the filter.
 */
import { csvFileName, csvHeaders, toCsv, type CsvColumn } from '~/domain/csv';
import { parseInboxQuery } from '~/domain/inbox';

export async function inboxCsv<Row, const Status extends string>(
  request: Request,
  spec: {
    statuses: readonly Status[];
    /** The file name's prefix ('leads'); a filtered download adds the status ('leads-new'). */
    name: string;
    list: (filter: { status: Status | 'all'; q: string }) => Promise<Row[]>;
    columns: readonly CsvColumn<Row>[];
    /** The staff member's zone: moments are written with its offset. */
    timeZone: string;
  },
): Promise<Response> {
  const { status, q } = parseInboxQuery(new URL(request.url).searchParams, spec.statuses);
  const rows = await spec.list({ status, q });
  const fileName = csvFileName(status === 'all' ? spec.name : `${spec.name}-${status}`);
  return new Response(toCsv(spec.columns, rows, spec.timeZone), { headers: csvHeaders(fileName) });
}

/**
 * The answer to a POST to a download, after the route's action has checked the role as its loader
 * does: a member the download is not for gets the same 403 as for GET (issue 17: "403 on the leads
 * export, GET and POST"), and those it is for learn that a download is only read (405).
 */
export function downloadIsReadOnly(): Response {
  return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
}
