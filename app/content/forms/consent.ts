/**
 * The consent notice every public form shows (issue 20). Its own small module of plain constants
 * (no object: the minifier shortens variable names but not property names): it ships with every
 * page, and / is at its JavaScript budget (tests/e2e/budgets.spec.ts). The policy page says how to
 * have your details erased; the confirmation e-mail carries a link.
 */
export const CONSENT_NOTICE = 'By sending this form you agree to our';
export const PRIVACY_LINK_TEXT = 'Privacy Policy';
export const INSIGHTS_LABEL = 'E-mail me insights (optional)';

export const PRIVACY_PATH = '/privacy';

/** The form field of the optional 'insights by e-mail' choice (domain/privacy CONSENT_CHOICE_FIELD). */
export const INSIGHTS_EMAIL_FIELD = 'consent_insights_email';
