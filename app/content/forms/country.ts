/**
 * The optional country select of the quote, contact and AI lead forms (issue 46): which office
 * answers a lead depends on it. Its value is pre-selected from the browser's language region
 * (never an outside lookup), so the hint says where the default came from and that it may be left
 * empty.
 */
export const countryFieldCopy = {
  label: 'Country',
  placeholder: 'Select your country',
  hint: 'Optional. We suggest one from your browser’s language; it helps the right office answer.',
  /** How the schema's refusal names the field ("Please choose one of the listed options for Country."). */
  fieldName: 'Country',
} as const;
