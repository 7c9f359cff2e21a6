/**
 * The one e-mail address parser (issue 40, finding 8). Every address the site accepts — the
 * public forms, the download gate, job applications, sign-in, staff invitations, the team page's
 * address, the privacy search, export and erase — goes through `parseEmailAddress`, and what it
 * returns is the only form stored, compared and handed to the mailer.
 *
 * Accepted: a plain RFC 5322 addr-spec in its dot-atom form — `local@domain` — and nothing else.
 * No display name (`Ann <ann@x.example>`), no angle brackets, no comments (`(a)ann@x.example`), no
 * quoted local part (`"ann"@x.example`), no domain literal (`ann@[192.0.2.1]`), no list separators
 * (`,` `;`), no whitespace or control characters inside. Mail libraries read those forms as
 * "deliver to the address inside", so accepting them let one mailbox pass as many (the
 * confirmation limit, export and erase all compare addresses). product §5's rule (text, at-sign,
 * text, dot, text) still holds: the domain needs at least two labels.
 *
 * ASCII only: internationalised addresses (SMTPUTF8) are refused with the same message — our SMTP
 * path does not promise them, and one spelling per address keeps exact matching exact.
 *
 * The normalised form: surrounding whitespace trimmed and the WHOLE address lower-cased, local
 * part included. RFC 5321 lets a receiving server treat the local part's case as significant, but
 * no mailbox provider a visitor is likely to use does, and lower-casing it makes `Ann@X.example`
 * and `ann@x.example` one person for the confirmation limit, export, erase and sign-in (ADR 300).
 */

/** RFC 5321: at most 64 octets before the @, 254 in all (the forward-path limit minus the brackets). */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_MAX_LENGTH = 64;
const LABEL_MAX_LENGTH = 63;

/** atext (RFC 5322 §3.2.3): letters, digits and these; dots only between atoms. */
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = new RegExp(`^${ATOM}(?:\\.${ATOM})*$`);
/** A host name label: letters, digits and inner hyphens. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** The stored form of an address that is already known to be one (trimmed, lower-cased). */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** The normalised address, or null when `value` is not a plain addr-spec. */
export function parseEmailAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const address = normaliseEmail(value);
  if (address.length === 0 || address.length > EMAIL_MAX_LENGTH) return null;
  const at = address.lastIndexOf('@');
  if (at <= 0) return null;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (local.length > LOCAL_MAX_LENGTH || !LOCAL_PART.test(local)) return null;
  const labels = domain.split('.');
  if (labels.length < 2) return null;
  if (!labels.every((label) => label.length <= LABEL_MAX_LENGTH && LABEL.test(label))) return null;
  return address;
}

/** Whether `value` (as typed) is a plain addr-spec. */
export function isEmailAddress(value: unknown): boolean {
  return parseEmailAddress(value) !== null;
}
