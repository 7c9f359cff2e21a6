import { describe, expect, it } from 'vitest';
import { officeMessages } from '~/content/admin/meetings';
import {
  bookingDaysMessage,
  durationFields,
  durationRangeMessage,
  formatDayHours,
  nameFromEmail,
  officeFormValues,
  parseDayHours,
  parseDuration,
  parseOfficeForm,
  periodSyntaxMessage,
  tooManyPeriodsMessage,
} from './office-form';

const dubaiForm = {
  name: 'Dubai',
  time_zone: 'Asia/Dubai',
  hours_1: '09:00–18:00',
  hours_2: '09:00-18:00',
  hours_3: '9:00 to 12:30, 13:30–18:00',
  hours_4: '09:00–18:00',
  hours_5: '',
  hours_6: '',
  hours_7: '09:00–18:00',
  holidays: '2026-12-02\n2026-12-03\n\n2026-12-02',
  response_target: '2',
  response_target_unit: 'hours',
  escalate_after: '90',
  escalate_after_unit: 'minutes',
  minimum_notice: '4',
  minimum_notice_unit: 'hours',
  booking_days_ahead: '14',
};

describe('the office form', () => {
  it('reads a weekday’s periods with a hyphen, a dash or "to", and writes them back with a dash', () => {
    expect(parseDayHours('09:00–12:30, 13:30 - 18:00')).toEqual([
      { start: '09:00', end: '12:30' },
      { start: '13:30', end: '18:00' },
    ]);
    expect(parseDayHours('9:30 to 17:00')).toEqual([{ start: '09:30', end: '17:00' }]);
    expect(parseDayHours('  ')).toEqual([]);
    expect(parseDayHours('nine to five')).toBeNull();
    expect(formatDayHours([{ start: '09:00', end: '12:30' }, { start: '13:30', end: '18:00' }])).toBe('09:00–12:30, 13:30–18:00');
  });

  it('turns durations into minutes and back', () => {
    expect(parseDuration('2', 'hours')).toBe(120);
    expect(parseDuration('1.5', 'hours')).toBe(90);
    expect(parseDuration('45', 'minutes')).toBe(45);
    expect(parseDuration('1.5', 'minutes')).toBeNull();
    expect(parseDuration('2', 'days')).toBeNull();
    expect(parseDuration('-1', 'minutes')).toBeNull();
    expect(durationFields(120)).toEqual({ value: '2', unit: 'hours' });
    expect(durationFields(90)).toEqual({ value: '90', unit: 'minutes' });
    expect(durationFields(0)).toEqual({ value: '0', unit: 'minutes' });
  });

  it('accepts a whole office: hours per weekday (Sunday–Thursday here), holidays sorted once, settings in minutes', () => {
    const result = parseOfficeForm('dubai', dubaiForm);
    expect(result).toEqual({
      ok: true,
      office: {
        key: 'dubai',
        name: 'Dubai',
        timeZone: 'Asia/Dubai',
        hours: {
          1: [{ start: '09:00', end: '18:00' }],
          2: [{ start: '09:00', end: '18:00' }],
          3: [
            { start: '09:00', end: '12:30' },
            { start: '13:30', end: '18:00' },
          ],
          4: [{ start: '09:00', end: '18:00' }],
          7: [{ start: '09:00', end: '18:00' }],
        },
        holidays: ['2026-12-02', '2026-12-03'],
      },
      settings: { responseTargetMinutes: 120, escalateAfterMinutes: 90, minimumNoticeMinutes: 240, bookingDaysAhead: 14 },
    });
    if (!result.ok) return;
    expect(officeFormValues(result.office, result.settings)).toMatchObject({
      hours_3: '09:00–12:30, 13:30–18:00',
      hours_5: '',
      holidays: '2026-12-02\n2026-12-03',
      response_target: '2',
      response_target_unit: 'hours',
      escalate_after: '90',
      escalate_after_unit: 'minutes',
    });
  });

  it('puts each refusal on its own field, with the schema’s messages and the table’s ranges', () => {
    const result = parseOfficeForm('dubai', {
      ...dubaiForm,
      name: ' ',
      time_zone: 'Mars/Olympus',
      hours_1: '18:00–09:00',
      hours_2: '09:00–13:00, 12:00–18:00',
      hours_3: '09:00–25:00',
      hours_4: 'all day',
      hours_5: '08:00–09:00, 10:00–11:00, 12:00–13:00, 14:00–15:00, 16:00–17:00',
      holidays: '2026-02-30',
      response_target: '169',
      escalate_after: '0',
      minimum_notice: '15',
      minimum_notice_unit: 'days',
      booking_days_ahead: '63',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: officeMessages.nameRequired,
        time_zone: officeMessages.timeZoneInvalid,
        hours_1: officeMessages.periodOrder,
        hours_2: officeMessages.periodsOverlap,
        hours_3: officeMessages.timeInvalid,
        hours_4: periodSyntaxMessage,
        hours_5: tooManyPeriodsMessage,
        holidays: officeMessages.holidayInvalid,
        response_target: durationRangeMessage('response_target'),
        escalate_after: durationRangeMessage('escalate_after'),
        minimum_notice: durationRangeMessage('minimum_notice'),
        booking_days_ahead: bookingDaysMessage,
      },
    });
    expect(durationRangeMessage('response_target')).toBe('Response target: from 1 minute to 168 hours, in whole minutes.');
    expect(durationRangeMessage('minimum_notice')).toBe('Minimum booking notice: from 0 minutes to 336 hours, in whole minutes.');
  });

  it('makes a display name from an address when the profile has none', () => {
    expect(nameFromEmail('layla.haddad@corvane.example')).toBe('Layla Haddad');
    expect(nameFromEmail('ravi@corvane.example')).toBe('Ravi');
  });
});
