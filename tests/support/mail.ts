/**
 * Reads messages captured by tests/support/capture-server.ts. mailparser does not install here
 * (DESIGN §7), so this is a small MIME reader for what nodemailer sends: headers (RFC 2047
 * encoded words), multipart bodies, quoted-printable and base64 parts.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface CapturedMail {
  file: string;
  from: string | null;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Calendar parts (issue 46): the text/calendar alternative and the .ics attachment, decoded. */
  calendar: string[];
  headers: Record<string, string>;
}

export interface CapturedWebhook {
  file: string;
  url: string;
  body: string;
}

function captureDir(): string {
  const dir = process.env.E2E_CAPTURE_DIR ?? process.env.CAPTURE_DIR;
  if (!dir) throw new Error('No capture directory (E2E_CAPTURE_DIR) is set');
  return dir;
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_, _charset: string, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

/**
 * Quoted-printable (RFC 2045 §6.7) to text: each =XX is one octet, everything else its own UTF-8,
 * and the octets read as UTF-8 at the end. Octet by octet, so a literal '%' in the text (a
 * percent-encoded address, as an Arabic page's link is) stays as it was sent.
 */
function decodeQuotedPrintable(text: string): string {
  const unfolded = text.replace(/=\r?\n/g, '');
  const octets: number[] = [];
  for (let at = 0; at < unfolded.length; ) {
    const hex = unfolded[at] === '=' ? /^[0-9A-Fa-f]{2}/.exec(unfolded.slice(at + 1, at + 3))?.[0] : undefined;
    if (hex) {
      octets.push(Number.parseInt(hex, 16));
      at += 3;
    } else {
      const character = String.fromCodePoint(unfolded.codePointAt(at)!);
      octets.push(...Buffer.from(character, 'utf8'));
      at += character.length;
    }
  }
  return Buffer.from(octets).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return body;
  }
}

function splitPart(raw: string): { headers: Record<string, string>; body: string } {
  const separator = raw.search(/\r?\n\r?\n/);
  if (separator < 0) return { headers: parseHeaders(raw), body: '' };
  const bodyStart = raw.slice(separator).match(/^\r?\n\r?\n/)?.[0].length ?? 2;
  return { headers: parseHeaders(raw.slice(0, separator)), body: raw.slice(separator + bodyStart) };
}

function collectBodies(raw: string, into: { text: string; html: string; calendar: string[] }): void {
  const { headers, body } = splitPart(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      collectBodies(part.replace(/^\r?\n/, ''), into);
    }
    return;
  }
  const decoded = decodeBody(body, headers['content-transfer-encoding']);
  if (/^(text\/calendar|application\/ics)/i.test(type)) into.calendar.push(decoded);
  else if (type.toLowerCase().startsWith('text/html')) into.html += decoded;
  else if (type.toLowerCase().startsWith('text/plain')) into.text += decoded;
}

export function parseMail(raw: string): Omit<CapturedMail, 'file' | 'from' | 'to'> {
  const { headers } = splitPart(raw);
  const bodies = { text: '', html: '', calendar: [] as string[] };
  collectBodies(raw, bodies);
  return { subject: decodeWords(headers.subject ?? ''), headers, ...bodies };
}

/** Every captured e-mail, oldest first. */
export function readMail(): CapturedMail[] {
  const dir = path.join(captureDir(), 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => {
      const record = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
        from: string | null;
        to: string[];
        raw: string;
      };
      return { file, from: record.from, to: record.to, ...parseMail(record.raw) };
    });
}

/** Every captured webhook call, oldest first. */
export function readWebhooks(): CapturedWebhook[] {
  const dir = path.join(captureDir(), 'webhook');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => ({ file, ...(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Omit<CapturedWebhook, 'file'>) }));
}

/** Waits until a captured e-mail matches, and returns it. */
export async function waitForMail(
  matches: (mail: CapturedMail) => boolean,
  timeoutMs = 10_000,
): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readMail().find(matches);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('No matching e-mail arrived in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
