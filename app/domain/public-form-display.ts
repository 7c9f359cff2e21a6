/**
 * What the public form components need at page load, without zod: the success texts and timings
 * shown in the browser. (The quote form's option lists and timing are in quote-form-options.ts,
 * the download gate's file helpers in download-files.ts — each with the one form that needs them.)
 * The per-form modules (quote-form.ts, contact-form.ts, lead-modal.ts, download-gate.ts,
 * job-application.ts) hold the schemas and re-export these, so server code imports them there.
 */

// ── Contact form (/contact-us) ────────────────────────────────────────────────────────────────

/** product §9: the contact success notice closes itself after 5 seconds. */
export const CONTACT_SUCCESS_AUTO_CLOSE_MS = 5000;

// ── AI lead modal (/generative-ai) ────────────────────────────────────────────────────────────

export const LEAD_MODAL_SUCCESS = {
  title: 'Thank You!',
  message: "We've received your AI transformation request. Our team will contact you within 24 hours...",
  note: 'Check your email for a confirmation message.',
} as const;

/** product §9: the success view shows for 3000 ms, then the form resets and the modal closes. */
export const LEAD_MODAL_SUCCESS_MS = 3000;

// ── Download gate (/digital-experience, /security-services) ───────────────────────────────────

/** Our wording for the success panel (product does not give one). */
export const DOWNLOAD_GATE_SUCCESS = {
  title: 'Thank You!',
  message: 'Your download will start in a moment.',
} as const;

/** product §9: the success panel closes itself after 3000 ms. */
export const DOWNLOAD_GATE_SUCCESS_MS = 3000;

// ── Job application (/careers) ────────────────────────────────────────────────────────────────

/** product §9: the success notice closes itself after 5 seconds. */
export const APPLICATION_SUCCESS_AUTO_CLOSE_MS = 5000;
