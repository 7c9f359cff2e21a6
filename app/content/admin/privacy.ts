/** /admin/privacy — data rights by e-mail address (issue 20). */
export const adminPrivacyCopy = {
  title: 'Privacy & Data Rights',
  intro:
    'Find everything held about one e-mail address — enquiries, job applications, queued e-mails, audit entries, earlier versions of content and preview links made — export it, or erase it. An erasure deletes the rows, scrubs the audit values and deletes the earlier versions that hold the address (those the address only made lose their author); the audit log records who erased how many rows, not the address.',
  searchLabel: 'E-mail address',
  search: 'Search',
  invalidEmail: 'Please enter a valid email address.',
  nothingFound: 'Nothing is held about this address.',
  tables: { leads: 'Enquiries (contact leads)', bookings: 'Booked calls', applications: 'Job applications', outbox: 'Queued and sent e-mails', audit: 'Audit entries', revisions: 'Earlier versions of content', previewLinks: 'Preview links made' },
  exportJson: 'Export everything (JSON)',
  exportCsv: (table: string) => `${table} (CSV)`,
  eraseTitle: 'Erase everything about this address',
  eraseHelp: 'This cannot be undone. Type the address again to confirm.',
  confirmLabel: 'Type the address again',
  erase: 'Erase permanently',
  confirmMismatch: 'The confirmation does not match the address. Nothing was erased.',
  erased: (counts: { leads: number; bookings: number; applications: number; outbox: number; audit: number; revisions: number; previewLinks: number }) =>
    `Erased: ${counts.leads} enquiries, ${counts.bookings} booked calls, ${counts.applications} applications, ${counts.outbox} e-mails; ${counts.audit} audit entries scrubbed; ${counts.revisions} earlier versions of content erased or unnamed; ${counts.previewLinks} preview links unnamed.`,
  consentNone: 'No consent on record (sent before consent was recorded)',
  consentRecorded: (version: string, at: string) => `Privacy notice ${version}, agreed ${at}`,
  insights: (yes: boolean) => (yes ? 'Insights by e-mail: yes' : 'Insights by e-mail: no'),
} as const;

/** The consent block of the lead and application details. */
export const consentDetailCopy = {
  title: 'Consent',
  notice: 'Privacy notice version',
  agreedAt: 'Agreed',
  insights: 'Insights by e-mail',
  yes: 'Yes',
  no: 'No',
  none: 'No consent on record: this arrived before consent was recorded (or was entered by staff).',
} as const;
