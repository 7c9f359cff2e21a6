/**
 * CSV for the back-office exports (leads, job applications): RFC 4180 — fields holding a comma,
 * a double quote, CR or LF are quoted, quotes inside doubled, records end with CRLF — as UTF-8
 * with a byte-order mark so Excel reads non-ASCII letters correctly. A cell that a spreadsheet
 * would read as a formula (it starts with =, +, -, @, a tab or a CR) gets a leading single quote,
 * so '=HYPERLINK(…)' from a web form stays text (OWASP "CSV injection").
 */

import { isoDateTimeInZone } from '~/domain/time-zones';

export type CsvValue = string | number | boolean | Date | null | undefined;

export const CSV_BOM = '\uFEFF';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * The text of one cell: neutralised against formula injection. A moment is ISO 8601 with the
 * offset of `timeZone` ('2026-11-22T13:30:00+05:30'; issue 21), the staff member's zone.
 */
export function csvCellText(value: CsvValue, timeZone = 'UTC'): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? isoDateTimeInZone(value, timeZone) : String(value);
  // Numbers we write ourselves (counts, years) are safe; anything typed by a person is not.
  if (typeof value === 'number') return text;
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One field, quoted when RFC 4180 requires it. */
export function csvField(value: CsvValue, timeZone = 'UTC'): string {
  const text = csvCellText(value, timeZone);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRecord(values: readonly CsvValue[], timeZone = 'UTC'): string {
  return `${values.map((value) => csvField(value, timeZone)).join(',')}\r\n`;
}

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/** The whole document: BOM, header record, one record per row. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>, timeZone = 'UTC'): string {
  let out = CSV_BOM + csvRecord(columns.map((column) => column.header));
  for (const row of rows) out += csvRecord(columns.map((column) => column.value(row)), timeZone);
  return out;
}

/** '{prefix}-YYYY-MM-DD.csv' (UTC day of `now`). */
export function csvFileName(prefix: string, now: Date = new Date()): string {
  return `${prefix}-${now.toISOString().slice(0, 10)}.csv`;
}

/** The response headers of a download. */
export function csvHeaders(fileName: string): HeadersInit {
  return {
    'Content-Type': CSV_CONTENT_TYPE,
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  };
}
