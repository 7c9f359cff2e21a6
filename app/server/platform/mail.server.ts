/**
 * Sending e-mail: SMTP through nodemailer when SMTP_URL is set; otherwise the message is
 * printed to the server log, so a newcomer can read a sign-in code locally.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '~/server/platform/env.server';
import { log } from '~/server/platform/log.server';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Defaults to MAIL_FROM. */
  from?: string;
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
    log.info({ mail: { to: message.to, from, subject: message.subject } }, 'e-mail (SMTP_URL unset, not sent)');
    console.log(`\n──── e-mail to ${message.to} ────\nSubject: ${message.subject}\n\n${message.text}\n────\n`);
    return;
  }
  await smtpTransport(config.SMTP_URL).sendMail({ from, to: message.to, subject: message.subject, html: message.html, text: message.text });
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
