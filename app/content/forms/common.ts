/**
 * The public forms' copy, one module per form (quote.ts, contact.ts, lead-modal.ts,
 * download-gate.ts, application.ts) so a page carries only its own form's copy. The quote form's
 * module holds all of its texts — labels, product §5's messages and product §8's results; the other
 * forms' validation and result messages still live with their schemas in app/domain/.
 */
export { SUBMITTING_LABEL } from '~/domain/form-basics';
