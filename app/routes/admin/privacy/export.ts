/**
 * /admin/privacy/export?email=…&format=json|csv[&table=leads|applications|outbox|audit] — what is
 * held about one address, as one JSON file or one CSV per table (owner only; area 'privacy').
 */
import { redirect } from 'react-router';
import { csvRecord, CSV_BOM, CSV_CONTENT_TYPE, type CsvValue } from '~/domain/csv';
import { parseEmailAddress } from '~/domain/email';
import { requireStaff } from '~/server/platform/auth.server';
import { PERSONAL_DATA_TABLES, type PersonalDataTable } from '~/domain/privacy';
import { exportPersonalData } from '~/server/privacy/data-rights.server';
import type { Route } from './+types/export';

const PRIVATE = { 'Cache-Control': 'no-store' };

function cell(value: unknown): CsvValue {
  if (value === null || value === undefined || value instanceof Date) return value;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, 'privacy');
  const params = new URL(args.request.url).searchParams;
  const email = parseEmailAddress(params.get('email'));
  // Without a plain address there is nothing to export: back to the search.
  if (email === null) return redirect('/admin/privacy');
  const exported = await exportPersonalData(email);
  const stamp = exported.exported_at.slice(0, 10);
  if (params.get('format') === 'csv') {
    const table = params.get('table') as PersonalDataTable | null;
    if (!table || !PERSONAL_DATA_TABLES.includes(table)) return new Response('Unknown table', { status: 400, headers: PRIVATE });
    const rows = exported[table] as unknown as Record<string, unknown>[];
    const headers = rows[0] ? Object.keys(rows[0]) : ['id'];
    const body = CSV_BOM + csvRecord(headers) + rows.map((row) => csvRecord(headers.map((header) => cell(row[header])))).join('');
    return new Response(body, {
      headers: { ...PRIVATE, 'Content-Type': CSV_CONTENT_TYPE, 'Content-Disposition': `attachment; filename="personal-data-${table}-${stamp}.csv"` },
    });
  }
  return new Response(JSON.stringify(exported, null, 2), {
    headers: { ...PRIVATE, 'Content-Type': 'application/json; charset=utf-8', 'Content-Disposition': `attachment; filename="personal-data-${stamp}.json"` },
  });
}
