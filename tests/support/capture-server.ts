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
      fs.writeFileSync(path.join(mailDir, fileName()), JSON.stringify(record));
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
      fs.writeFileSync(
        path.join(webhookDir, fileName()),
        JSON.stringify({ url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  })
  .listen(Number(process.env.WEBHOOK_PORT ?? 8025), '127.0.0.1');
