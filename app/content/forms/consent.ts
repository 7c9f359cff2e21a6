/**
 * The consent notice every public form shows (issue 20). Its own small module: it ships with every
 * page that has a form, and / has little JavaScript budget to spare (tests/e2e/budgets.spec.ts).
 */
export const consentNoticeCopy = {
  before: 'By sending this form you agree to our',
  link: 'Privacy Policy',
  after: '. You can ask us to erase your details at any time.',
  insightsLabel: 'Send me insights by e-mail (optional)',
} as const;

export const PRIVACY_PATH = '/privacy';

/** The form field of the optional 'insights by e-mail' choice (domain/privacy CONSENT_CHOICE_FIELD). */
export const INSIGHTS_EMAIL_FIELD = 'consent_insights_email';
