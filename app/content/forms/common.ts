/**
 * Labels and button texts of the public forms, one module per form (forms-quote.ts,
 * forms-contact.ts, forms-lead-modal.ts, forms-download-gate.ts, forms-application.ts) so a page
 * carries only its own form's copy. Validation and result messages are SPEC's and live with each
 * form's schema in app/domain/.
 */
export { SUBMITTING_LABEL } from '~/domain/form-basics';
