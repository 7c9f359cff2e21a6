/**
 * The server's ICU and the browser's give the same text for every format the Arabic pages use
 * (ADR 420): a page rendered on the server and hydrated in the browser must not differ by a
 * digit, a mark or a space, or React throws the server's HTML away (it did for four country names
 * in English, ADR 360). Each case is formatted here, in Node (the server's runtime: the test
 * runner starts the servers with its own `process.execPath`), and in Chromium, and compared.
 * When a Node or Chromium upgrade brings a different ICU, this fails and names the format.
 */
import { expect, test } from './fixtures';

type Case =
  | { kind: 'date'; locale: string; options: Intl.DateTimeFormatOptions; at: string }
  | { kind: 'number'; locale: string; options: Intl.NumberFormatOptions; value: number }
  | { kind: 'region'; locale: string; code: string };

const AT = '2025-10-27T09:30:00Z';
const CASES: Case[] = [
  // The public site's dates (app/domain/dates.ts), in Arabic and, for contrast, English.
  { kind: 'date', locale: 'ar-AE', options: { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }, at: AT },
  { kind: 'date', locale: 'ar-AE', options: { year: 'numeric', month: 'long', timeZone: 'UTC' }, at: AT },
  { kind: 'date', locale: 'en-US', options: { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }, at: AT },
  // A booked call's time in the office's and the visitor's zones (issue 46), in Arabic.
  ...['Asia/Dubai', 'Asia/Kolkata', 'America/Chicago', 'Europe/London'].map((timeZone) => ({
    kind: 'date' as const,
    locale: 'ar-AE',
    options: { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' } satisfies Intl.DateTimeFormatOptions,
    at: AT,
  })),
  { kind: 'date', locale: 'ar-AE', options: { weekday: 'long', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Dubai' }, at: AT },
  // Salaries and budgets in the firm's three currencies, and plain counts.
  ...['AED', 'USD', 'INR'].map((currency) => ({ kind: 'number' as const, locale: 'ar-AE', options: { style: 'currency', currency, maximumFractionDigits: 0 } satisfies Intl.NumberFormatOptions, value: 125_000 })),
  { kind: 'number', locale: 'ar-AE', options: {}, value: 10_000 },
  { kind: 'number', locale: 'ar-AE', options: { style: 'percent' }, value: 0.42 },
  // Country names, if a form lists them in Arabic.
  ...['AE', 'SA', 'IN', 'US', 'GB', 'EG', 'QA', 'KW', 'OM', 'BH'].map((code) => ({ kind: 'region' as const, locale: 'ar', code })),
];

function formatted(cases: Case[]): string[] {
  return cases.map((entry) => {
    if (entry.kind === 'date') return new Intl.DateTimeFormat(entry.locale, entry.options).format(new Date(entry.at));
    if (entry.kind === 'number') return new Intl.NumberFormat(entry.locale, entry.options).format(entry.value);
    return new Intl.DisplayNames([entry.locale], { type: 'region' }).of(entry.code) ?? '';
  });
}

test('Node and Chromium format every Arabic date, time, number and country name alike', async ({ page }) => {
  const inNode = formatted(CASES);
  const inBrowser = await page.evaluate(`(${formatted.toString()})(${JSON.stringify(CASES)})`);
  expect(inBrowser).toEqual(inNode);
  // Latin digits by default for ar-AE (ADR 420): the long date reads "27 أكتوبر 2025".
  expect(inNode[0]).toBe('27 أكتوبر 2025');
});
