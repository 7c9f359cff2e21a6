/**
 * Copy of leads' offices, owners, routing and response time (issue 46, ADR 360): the waiting
 * label on the leads list, the explanation of an assignment, and the messages of the office and
 * routing-rule schemas.
 */

/**
 * "waiting 3 h (business hours)": whole hours, minutes under an hour, "under a minute" at first,
 * "100+ h" past what is counted.
 */
export function waitingLabel(parts: { hours: number; minutes: number; more?: boolean }): string {
  if (parts.more) return `waiting ${parts.hours}+ h (business hours)`;
  if (parts.hours > 0) return `waiting ${parts.hours} h (business hours)`;
  if (parts.minutes > 0) return `waiting ${parts.minutes} min (business hours)`;
  return 'waiting under a minute (business hours)';
}

/** The condition of a rule that matched, as the lead shows it: "country = AE". */
export const conditionLabels = {
  country: (codes: readonly string[]) => `country = ${codes.join(' or ')}`,
  interest: (interests: readonly string[]) => `interest = ${interests.join(' or ')}`,
  budget: (range: string) => `budget ${range}`,
  form: (forms: readonly string[]) => `form = ${forms.join(' or ')}`,
  fallback: 'fallback',
} as const;

export function budgetRangeLabel(range: { minUsd?: number | undefined; maxUsd?: number | undefined }): string {
  const money = (usd: number) => `$${usd.toLocaleString('en-US')}`;
  if (range.minUsd !== undefined && range.maxUsd !== undefined) return `${money(range.minUsd)}–${money(range.maxUsd)}`;
  if (range.minUsd !== undefined) return `≥ ${money(range.minUsd)}`;
  return `≤ ${money(range.maxUsd ?? 0)}`;
}

/** "Assigned to Dubai / Layla: rule 2, country = AE". */
export function assignmentExplanation(officeName: string, ownerName: string, ruleNumber: number, conditions: readonly string[]): string {
  return `Assigned to ${officeName} / ${ownerName}: rule ${ruleNumber}, ${conditions.join(', ')}`;
}

/** Added to the explanation when the rule names an owner who is away: "Layla away, next in turn". */
export function namedOwnerAwayNote(ownerName: string): string {
  return `${ownerName} away, next in turn`;
}

/** Said when a rule's office has nobody present to take the lead (no owners, or all away): the lead waits unowned and the office's owners present are told at the first due time. */
export function unownedExplanation(officeName: string, ruleNumber: number, conditions: readonly string[]): string {
  return `Assigned to ${officeName}, no owner present: rule ${ruleNumber}, ${conditions.join(', ')}`;
}

/** A lead handed to another office or owner by staff: its explanation, the form on the lead, the e-mail to whoever takes it. */
export const reassignCopy = {
  explanation: (officeName: string, ownerName: string | null) => (ownerName ? `Reassigned to ${officeName} / ${ownerName}` : `Reassigned to ${officeName}, no owner named`),
  by: (email: string) => `by ${email}`,
  legend: 'Reassign',
  label: 'Office and owner',
  hint: 'The new owner is e-mailed, and the response-time reminders start again from now while the lead is unanswered.',
  nobody: (officeName: string) => `${officeName}: nobody named (its owners present are told)`,
  ownerOption: (officeName: string, ownerName: string) => `${officeName} / ${ownerName}`,
  submit: 'Reassign Lead',
  done: (explanation: string) => `${explanation}.`,
  refused: {
    'lead-not-found': 'Lead not found.',
    'office-not-found': 'That office no longer exists; choose another.',
    'not-an-owner': 'That person no longer takes this office’s leads; choose another.',
    'owner-away': 'That owner is marked away; choose someone present, or the office with nobody named.',
    unchanged: 'The lead already has that office and owner; nothing was changed.',
  },
  error: (message: string) => `Error reassigning the lead: ${message}`,
  subject: (lead: string) => `Lead reassigned to you: ${lead}`,
  headingOwner: (officeName: string) => `A lead at the ${officeName} office is now yours.`,
  headingOffice: (officeName: string) => `A lead was handed to the ${officeName} office with nobody named: one of you should take it.`,
  /** The e-mail's other labels and closing are the reminders' (reminderMailCopy). */
  noOwner: 'Nobody named',
} as const;

export const officeMessages = {
  keyInvalid: 'Office key: use lower-case letters, digits and hyphens (at most 40 characters).',
  nameRequired: 'Office name is required.',
  nameTooLong: 'Office name: at most 80 characters.',
  timeZoneInvalid: 'Time zone: choose a time zone from the list (an IANA name such as America/Chicago).',
  timeInvalid: 'Working hours: write times as HH:MM, from 00:00 to 24:00.',
  periodOrder: 'Working hours: each period must end after it starts.',
  periodsOverlap: 'Working hours: the periods of one day must not overlap.',
  holidayInvalid: 'Holidays: write dates as YYYY-MM-DD.',
  tooManyHolidays: 'Holidays: at most 100 dates.',
} as const;

export const routingMessages = {
  noRules: 'Add at least one rule: the last one is the fallback.',
  tooManyRules: 'At most 50 rules.',
  fallbackLast: 'The last rule must be the fallback: a rule with no conditions, so every lead is assigned.',
  fallbackOnlyLast: (ruleNumber: number) => `Rule ${ruleNumber} has no conditions, so the rules after it would never be used: add a condition or move it last.`,
  countryInvalid: 'Country: use two-letter codes such as AE or US.',
  interestEmpty: 'Practice or service: name at least one.',
  budgetEmpty: 'Budget: give a minimum, a maximum or both.',
  budgetOrder: 'Budget: the minimum must not be more than the maximum.',
  unknownCondition: 'A rule’s conditions are country, practice or service, budget and form; nothing else.',
  formInvalid: 'Form: choose quote, contact, lead modal, download gate or booking.',
  officeRequired: 'Choose the office this rule assigns.',
  ownerRequired: 'Choose an owner, or round-robin among the office’s owners.',
  unknownOffice: (ruleNumber: number, key: string) => `Rule ${ruleNumber}: there is no office “${key}”.`,
  unknownOwner: (ruleNumber: number, id: string) => `Rule ${ruleNumber}: owner “${id}” does not take leads at that office.`,
} as const;
