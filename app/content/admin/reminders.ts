/**
 * Copy of the response-time reminders (issue 46, ADR 360 §4) and of the dashboard's calls panel:
 * the e-mail that reminds a lead's owner, the one that tells the office's other owners, and the
 * signed-in member's upcoming and past calls with Held / No-show.
 */

/** The e-mails of the reminder steps. `waiting` is waitingLabel's "waiting 3 h (business hours)". */
export const reminderMailCopy = {
  ownerSubject: (lead: string, waiting: string) => `Reminder: ${lead} is still ${waiting}`,
  ownerHeading: 'A lead assigned to you has not been answered yet.',
  escalationSubject: (office: string, lead: string, waiting: string) => `Unanswered lead at ${office}: ${lead}, ${waiting}`,
  escalationHeading: (office: string, owner: string | null) =>
    owner
      ? `A lead at the ${office} office has not been answered yet; ${owner}, its owner, was reminded earlier.`
      : `A lead at the ${office} office has not been answered yet, and nobody owns it (everyone was away when it arrived).`,
  leadSection: 'Lead',
  name: 'Name',
  company: 'Company',
  office: 'Office',
  owner: 'Owner',
  noOwner: 'Nobody (everyone was away)',
  waiting: 'Waiting',
  openSection: 'Open the lead',
  closing: 'Answer the lead from the back office; the reminders stop once it has been answered.',
  /** A lead with no name (the download gate asks only for an address) is named by its address. */
  someone: 'a website visitor',
} as const;

/** The dashboard's calls panel (sales and owners). */
export const callsCopy = {
  upcomingTitle: 'Your upcoming calls',
  upcomingEmpty: 'No calls booked with you.',
  pastTitle: 'Calls to mark',
  pastIntro: 'These calls have ended. Mark each one held or no-show: a held call marks a new lead contacted.',
  when: 'When',
  visitor: 'Visitor',
  office: 'Office',
  lead: 'Lead',
  openLead: 'Open lead',
  outcome: 'Outcome',
  held: 'Held',
  noShow: 'No-show',
  markHeld: (visitor: string) => `Mark the call with ${visitor} held`,
  markNoShow: (visitor: string) => `Mark the call with ${visitor} a no-show`,
  markedHeld: 'Call marked held.',
  markedNoShow: 'Call marked no-show.',
  markGone: 'That call is no longer waiting to be marked.',
  notYours: 'That call is booked with someone else.',
  notEnded: 'That call has not ended yet.',
  markError: (message: string) => `Error marking the call: ${message}`,
} as const;
