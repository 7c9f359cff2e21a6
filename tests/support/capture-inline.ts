/**
 * An SMTP server and a webhook receiver inside the test process (loopback, free ports), kept in
 * memory, that can be taken down and brought back on the same ports — for suites that start
 * their own app processes and need to see (or refuse) their notifications.
 */
import http from 'node:http';
import { SMTPServer } from 'smtp-server';
import { freePort } from './app-process';
import { parseMail, type CapturedMail } from './mail';

export interface CapturedHook {
  url: string;
  body: string;
}

export interface Capture {
  smtpPort: number;
  webhookPort: number;
  /** SMTP_URL and NOTIFY_WEBHOOK_URL for an app process. */
  env: { SMTP_URL: string; NOTIFY_WEBHOOK_URL: string };
  mails: () => CapturedMail[];
  webhooks: () => CapturedHook[];
  /** Stops both listeners: connections to either port are refused until `up()`. */
  down: () => Promise<void>;
  up: () => Promise<void>;
  close: () => Promise<void>;
}

export async function startCapture(): Promise<Capture> {
  const smtpPort = await freePort();
  const webhookPort = await freePort();
  const mails: CapturedMail[] = [];
  const hooks: CapturedHook[] = [];
  let smtp: SMTPServer | undefined;
  let web: http.Server | undefined;

  const up = async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          mails.push({
            file: String(mails.length),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
            to: session.envelope.rcptTo.map((r) => r.address),
            ...parseMail(raw),
          });
          callback();
        });
      },
    });
    web = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        hooks.push({ url: req.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
      });
    });
    // A client that drops its connection (an app process stopping mid-send) is not our failure.
    smtp.on('error', () => undefined);
    web.on('clientError', (_error, socket) => socket.destroy());
    await new Promise<void>((resolve) => smtp!.listen(smtpPort, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => web!.listen(webhookPort, '127.0.0.1', resolve));
  };

  const down = async () => {
    const closing: Promise<void>[] = [];
    if (smtp) {
      const server = smtp;
      closing.push(new Promise((resolve) => server.close(() => resolve())));
    }
    if (web) {
      const server = web;
      closing.push(new Promise((resolve) => server.close(() => resolve())));
      server.closeAllConnections();
    }
    smtp = undefined;
    web = undefined;
    await Promise.all(closing);
  };

  await up();
  return {
    smtpPort,
    webhookPort,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/hook` },
    mails: () => [...mails],
    webhooks: () => [...hooks],
    down,
    up,
    close: down,
  };
}
