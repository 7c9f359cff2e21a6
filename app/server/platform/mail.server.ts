/**
 * Sending e-mail: SMTP through nodemailer when SMTP_URL is set. Otherwise nothing is sent: a
 * sign-in e-mail is printed to the server output as a delimited block, so a newcomer can read the
 * code locally, and every other e-mail (notifications, which carry visitors' text) is one JSON log
 * line — so a visitor's message can never print something that looks like a sign-in e-mail
 * (issue 16, finding 5).
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '~/server/platform/env.server';
import { log } from '~/server/platform/log.server';
import { parseEmailAddress } from '~/domain/email';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Defaults to MAIL_FROM. */
  from?: string;
  /**
   * 'sign-in': the staff sign-in e-mail, made only from our own text, a staff address, the code and
   * the link. Only these are printed as a readable block when SMTP_URL is unset.
   */
  kind?: 'sign-in';
  /** A calendar invitation (issue 46): sent as a text/calendar alternative and an .ics attachment. */
  calendar?: CalendarAttachment;
}

/** An iTIP message (RFC 5546) as nodemailer's icalEvent takes it. */
export interface CalendarAttachment {
  method: 'REQUEST' | 'CANCEL';
  content: string;
  filename?: string;
}

let transporter: Transporter | undefined;
let transporterUrl: string | undefined;

function smtpTransport(url: string): Transporter {
  if (!transporter || transporterUrl !== url) {
    transporter = nodemailer.createTransport(url, {
      connectionTimeout: 5_000,
      greetingTimeout: 5_000,
      socketTimeout: 10_000,
    });
    transporterUrl = url;
  }
  return transporter;
}

/** Sends one message; rejects when the SMTP server refuses or cannot be reached. */
export async function sendMail(message: MailMessage): Promise<void> {
  const config = env();
  const from = message.from ?? config.MAIL_FROM;
  if (!config.SMTP_URL) {
    if (message.kind === 'sign-in') {
      console.log(signInMailBlock(message));
    } else {
      // Notifications carry what visitors typed (names, e-mails, messages) and now go to visitors
      // too: personal data never goes to the log, so only that a message was due is recorded —
      // not its recipient; the lead or application is in the admin.
      log.info({ mail: { from, characters: message.text.length } }, 'e-mail not sent (SMTP_URL unset); read the submission in the admin');
    }
    return;
  }
  // Nodemailer reads display names, comments and lists in `to`; it only ever gets one plain address.
  const to = parseEmailAddress(message.to);
  if (to === null) throw new Error('Refused: the recipient is not one plain e-mail address');
  const calendar = message.calendar ? { icalEvent: { method: message.calendar.method, content: message.calendar.content, filename: message.calendar.filename ?? 'invite.ics' } } : {};
  await smtpTransport(config.SMTP_URL).sendMail({ from, to, subject: message.subject, html: message.html, text: message.text, ...calendar });
}

/** A line of the printed block: control characters (line breaks included) shown escaped, never acted on. */
function printable(value: string): string {
  let line = '';
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
    line += control ? `\\u${code.toString(16).padStart(4, '0')}` : character;
  }
  return line;
}

const SIGN_IN_BLOCK_START = '════ sign-in e-mail (SMTP_URL unset, not sent) ════';
const SIGN_IN_BLOCK_END = '════ end of sign-in e-mail ════';

/**
 * The readable block for a sign-in e-mail. Its lines come from our own template; each header is
 * printed on one line with any control character escaped, and the body's lines likewise.
 */
export function signInMailBlock(message: MailMessage): string {
  const body = message.text.split('\n').map(printable);
  return ['', SIGN_IN_BLOCK_START, `To: ${printable(message.to)}`, `Subject: ${printable(message.subject)}`, '', ...body, SIGN_IN_BLOCK_END, ''].join('\n');
}

/** Escapes text for an HTML e-mail body. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
