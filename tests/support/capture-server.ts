/**
 * A real SMTP server and a webhook receiver for tests, on loopback. Every message is written
 * as one JSON file to CAPTURE_DIR (mail/ and webhook/), which tests read.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const captureDir = process.env.CAPTURE_DIR ?? 'captured';
const mailDir = path.join(captureDir, 'mail');
const webhookDir = path.join(captureDir, 'webhook');
fs.mkdirSync(mailDir, { recursive: true });
fs.mkdirSync(webhookDir, { recursive: true });
let sequence = 0;
const fileName = () => `${Date.now()}-${String(++sequence).padStart(6, '0')}.json`;

/**
 * Writes a record so that a reader never sees half of it: the bytes go to a file beside the
 * directories, then one rename puts the whole file in place (a reader polling mail/ once parsed a
 * file the write had only begun, and failed with "Unexpected end of JSON input").
 */
function writeRecord(directory: string, record: unknown): void {
  const name = fileName();
  const partial = path.join(captureDir, `.${name}.partial`);
  fs.writeFileSync(partial, JSON.stringify(record));
  fs.renameSync(partial, path.join(directory, name));
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const record = {
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      };
      writeRecord(mailDir, record);
      callback();
    });
  },
});
smtp.listen(Number(process.env.SMTP_PORT ?? 2525), '127.0.0.1');

http
  .createServer((req, res) => {
    if (req.url === '/health') {
      res.end('ok');
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      writeRecord(webhookDir, { url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  })
  .listen(Number(process.env.WEBHOOK_PORT ?? 8025), '127.0.0.1');
