import { describe, expect, it } from 'vitest';
import { closingMoment, isJobOpen, jobPath, listHtml, markdownTreeHtml, parseSalaryRange } from './job-posting';

describe('job closing dates', () => {
  it('a job closes at the end of its closing day (UTC); inactive jobs are closed; no date never closes', () => {
    expect(closingMoment('2030-06-15')?.toISOString()).toBe('2030-06-16T00:00:00.000Z');
    expect(closingMoment(null)).toBeUndefined();
    const job = { is_active: true, closes_on: '2030-06-15' };
    expect(isJobOpen(job, new Date('2030-06-15T23:59:59.999Z'))).toBe(true);
    expect(isJobOpen(job, new Date('2030-06-16T00:00:00.000Z'))).toBe(false);
    expect(isJobOpen({ is_active: false, closes_on: null }, new Date('2000-01-01'))).toBe(false);
    expect(isJobOpen({ is_active: true, closes_on: null }, new Date('2999-01-01'))).toBe(true);
    expect(jobPath('data-engineer')).toBe('/careers/data-engineer');
  });
});

describe('salary ranges as baseSalary', () => {
  it.each([
    ['$95,000 - $120,000', { currency: 'USD', min: 95000, max: 120000, unit: 'YEAR' }],
    ['$70 - $90 per hour', { currency: 'USD', min: 70, max: 90, unit: 'HOUR' }],
    ['USD 150k–180k a year', { currency: 'USD', min: 150000, max: 180000, unit: 'YEAR' }],
    ['₹32,00,000 - ₹45,00,000 per year', { currency: 'INR', min: 3200000, max: 4500000, unit: 'YEAR' }],
    ['INR 18 - 24 lakh', { currency: 'INR', min: 1800000, max: 2400000, unit: 'YEAR' }],
    ['AED 25,000 - 32,000 per month', { currency: 'AED', min: 25000, max: 32000, unit: 'MONTH' }],
    ['$150k', { currency: 'USD', min: 150000, unit: 'YEAR' }],
  ])('%s', (text, expected) => {
    expect(parseSalaryRange(text)).toEqual(expected);
  });

  it.each([null, '', 'Competitive', '95,000 - 120,000', '€50,000 - €60,000', '$120,000 - $90,000', '$1 - $2 - $3'])('%s is not read', (text) => {
    expect(parseSalaryRange(text)).toBeUndefined();
  });
});

describe('descriptions as HTML', () => {
  it('writes the parsed Markdown out with its text escaped and only link attributes kept', () => {
    const html = markdownTreeHtml([
      { tag: 'p', children: ['Build ', { tag: 'strong', children: ['pipelines'] }, ' <script>'] },
      { tag: 'p', children: [{ tag: 'a', props: { href: 'https://example.com/?a=1&b="2"', className: 'x' }, children: ['link'] }] },
      { tag: 'hr' },
    ]);
    expect(html).toBe('<p>Build <strong>pipelines</strong> &lt;script&gt;</p><p><a href="https://example.com/?a=1&amp;b=&quot;2&quot;">link</a></p><hr>');
    expect(listHtml('Requirements', ['SQL & Python'])).toBe('<h3>Requirements</h3><ul><li>SQL &amp; Python</li></ul>');
    expect(listHtml('Benefits', [])).toBe('');
  });
});
