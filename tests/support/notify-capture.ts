/**
 * In-process notification receivers for integration tests: a real SMTP server (smtp-server) and
 * an HTTP webhook receiver, both on 127.0.0.1. Each can be started on a chosen port (so a test
 * can take it "down" and bring it back on the same address) or on a random one.
 */
import http from 'node:http';
import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail } from './mail';

export interface ReceivedMail {
  from: string | null;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface ReceivedWebhook {
  url: string;
  contentType: string | undefined;
  body: { to: string; from: string; subject: string; html: string; text: string };
}

/** A port that was free a moment ago (nothing listens on it after this returns). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startSmtpCapture(port = 0) {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const parsed = parseMail(Buffer.concat(chunks).toString('utf8'));
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: parsed.subject,
          text: parsed.text,
          html: parsed.html,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as net.AddressInfo;
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function startWebhookReceiver(port = 0, answer: { status: number; statusText?: string } = { status: 200 }) {
  const calls: ReceivedWebhook[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (answer.status < 300) {
        calls.push({
          url: req.url ?? '',
          contentType: req.headers['content-type'],
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedWebhook['body'],
        });
      }
      res.statusCode = answer.status;
      if (answer.statusText) res.statusMessage = answer.statusText;
      res.setHeader('Content-Type', 'application/json');
      res.end('{}');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    url: `http://127.0.0.1:${address.port}/hook`,
    calls,
    answer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
