import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, applicationNotesSchema, applicationStatusSchema } from './applications';
import { inboxSearch, likePattern, pageCount, parseInboxQuery, safeHttpUrl } from './inbox';
import { LEAD_FILTERS, LEAD_MESSAGES, LEAD_STATUSES, leadFullName, leadUpdateSchema } from './leads';

describe('inbox list query', () => {
  it('reads status, search and page from the URL, falling back on anything unknown', () => {
    const query = (search: string) => parseInboxQuery(new URLSearchParams(search), LEAD_STATUSES);
    expect(query('')).toEqual({ status: 'all', q: '', page: 1 });
    expect(query('status=qualified&q=%20Acme%20&page=3')).toEqual({ status: 'qualified', q: 'Acme', page: 3 });
    expect(query('status=bogus&page=-1')).toEqual({ status: 'all', q: '', page: 1 });
    expect(query('page=2.5').page).toBe(1);
    expect(query(`q=${'x'.repeat(500)}`).q).toHaveLength(200);
  });

  it('writes the query string with defaults left out', () => {
    expect(inboxSearch({ status: 'all', q: '', page: 1 })).toBe('');
    expect(inboxSearch({ status: 'new', q: 'a&b', page: 2 }, { lead: 'abc', edit: null })).toBe('?status=new&q=a%26b&page=2&lead=abc');
  });

  it('counts pages of 50', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50)).toBe(1);
    expect(pageCount(51)).toBe(2);
    expect(pageCount(10_000)).toBe(200);
  });

  it('takes LIKE wildcards in a search literally', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('makes only http(s) addresses clickable', () => {
    expect(safeHttpUrl('https://linkedin.com/in/someone')).toBe('https://linkedin.com/in/someone');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,hi')).toBeNull();
    expect(safeHttpUrl('www.example.com')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });
});

describe('lead and application admin forms', () => {
  it('lists product filters and messages verbatim', () => {
    expect(LEAD_FILTERS).toEqual(['all', 'new', 'contacted', 'qualified', 'converted', 'closed']);
    expect(APPLICATION_STATUSES).toEqual(['new', 'reviewing', 'interviewing', 'accepted', 'rejected']);
    expect(LEAD_MESSAGES.updateError('boom')).toBe('Error updating lead: boom');
    expect(LEAD_MESSAGES.deleteError('boom')).toBe('Error deleting lead: boom');
  });

  it('accepts a lead status and notes, storing empty notes as null', () => {
    expect(leadUpdateSchema.parse({ status: 'qualified', notes: '  call back  ' })).toEqual({ status: 'qualified', notes: 'call back' });
    expect(leadUpdateSchema.parse({ status: 'closed', notes: '   ' })).toEqual({ status: 'closed', notes: null });
    const bad = leadUpdateSchema.safeParse({ status: 'won', notes: 'x'.repeat(5001) });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([
      'Please choose one of the lead statuses.',
      'Internal notes must be at most 5,000 characters.',
    ]);
  });

  it('accepts an application status and notes', () => {
    expect(applicationStatusSchema.parse('interviewing')).toBe('interviewing');
    expect(applicationStatusSchema.safeParse('hired').success).toBe(false);
    expect(applicationNotesSchema.parse('')).toBeNull();
  });

  it("names a lead, or shows the e-mail of a download-gate lead that has no name", () => {
    expect(leadFullName({ first_name: 'Ada', last_name: 'Lovelace', email: 'a@x.example' })).toBe('Ada Lovelace');
    expect(leadFullName({ first_name: '', last_name: '', email: 'a@x.example' })).toBe('a@x.example');
  });
});
