/**
 * The consent notice every public form shows (issue 20). Its own small module: it ships with every
 * page that has a form, and / has little JavaScript budget to spare (tests/e2e/budgets.spec.ts).
 */
export const consentNoticeCopy = {
  before: 'By sending this form you agree to our',
  // The policy page says how to have your details erased; the confirmation e-mail carries a link.
  link: 'Privacy Policy',
  insightsLabel: 'Send me insights by e-mail (optional)',
} as const;

export const PRIVACY_PATH = '/privacy';

/** The form field of the optional 'insights by e-mail' choice (domain/privacy CONSENT_CHOICE_FIELD). */
export const INSIGHTS_EMAIL_FIELD = 'consent_insights_email';
