/**
 * A calendar invitation as a calendar client reads it (ical.js, the parser behind Thunderbird's
 * calendar): what the booking tests check of the `.ics` an e-mail carries.
 */
import ICAL from 'ical.js';

export function readInvitation(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (!vevent || !zone) throw new Error('no VEVENT or VTIMEZONE');
  const start = vevent.getFirstPropertyValue('dtstart');
  if (!(start instanceof ICAL.Time)) throw new Error('no DTSTART');
  // DTSTART is local time in the VTIMEZONE the file itself carries: read it with that zone.
  const local = ICAL.Time.fromData({ year: start.year, month: start.month, day: start.day, hour: start.hour, minute: start.minute, second: 0 }, new ICAL.Timezone(zone));
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: vevent.getFirstPropertyValue('uid'),
    sequence: vevent.getFirstPropertyValue('sequence'),
    tzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid'),
    startUtc: new Date(local.toUnixTime() * 1000).toISOString(),
    attendees: vevent.getAllProperties('attendee').map((property) => String(property.getFirstValue())),
    url: vevent.getFirstPropertyValue('url'),
  };
}
