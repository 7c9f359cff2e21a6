/**
 * Back-office copy of issue 21: the profile menu (time zone), the kept draft of a form, and the
 * question before leaving a changed form.
 */
export const profileCopy = {
  title: 'Profile',
  menuLabel: 'Profile',
  menuHint: (zone: string) => `Times shown in ${zone}`,
  timeZoneLabel: 'Time zone',
  timeZoneHint: 'Times in the back office are shown in this zone. It was detected from your browser; change it here.',
  save: 'Save time zone',
  saving: 'Saving...',
  saved: (zone: string) => `Time zone set to ${zone}.`,
  invalid: 'Please choose a time zone from the list.',
  currentZone: (zone: string) => `Times are shown in ${zone}.`,
} as const;

export const draftCopy = {
  title: 'Unsaved changes found',
  text: (when: string) => `This form has changes you typed ${when} that were not saved.`,
  restore: 'Restore my changes',
  discard: 'Discard them',
  restored: 'Your unsaved changes are back in the form. Review them, then save.',
} as const;

export const leaveCopy = {
  question: 'You have unsaved changes. Leave this page and lose them?',
} as const;
