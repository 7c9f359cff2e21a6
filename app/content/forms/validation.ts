/**
 * The messages every public form's checks share (the form-specific ones live with each form's
 * copy): the failure titles, a malformed e-mail, our own limits and the refusals of a hand-made
 * post. app/domain/forms.ts builds the schemas with them; each other locale has the same shape
 * (app/content/locales/{code}/forms/validation.ts), so the action answers in the page's language.
 */
const count = new Intl.NumberFormat('en-US');

export const formMessages = {
  /** product §5's failure titles, and ours for our own limits. */
  missingTitle: 'Missing Information',
  invalidEmailTitle: 'Invalid Email',
  invalidTitle: 'Invalid Information',
  invalidEmail: 'Please enter a valid email address.',
  tooLong: (label: string, max: number) => `${label} must be at most ${count.format(max)} characters.`,
  chooseListed: (label: string) => `Please choose one of the listed options for ${label}.`,
  webAddress: (label: string) => `Please enter a valid ${label} starting with http:// or https://.`,
  /** A name sent twice; `label` is the field's name made readable ('first_name' → 'First name'). */
  oneValue: (label: string) => `Please send one value for ${label}.`,
  unreadable: (label: string) => `Please remove the control characters or unreadable symbols from ${label}.`,
  /** How the unreadable-character message names a field whose name has no letters left. */
  thisField: 'this field',
  fallback: 'Please check the form and try again.',
} as const;
