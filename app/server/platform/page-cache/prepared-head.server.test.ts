import http, { type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareHead, writePreparedHead } from '~/server/platform/page-cache/prepared-head.server';

const CSP = "default-src 'self'; script-src 'self' 'sha256-YY37vb7nRCVJ/LH6SOjmyW6rhE2U+C67ucxAZJtSKTo='; object-src 'none'";
const HEADERS = [
  'content-security-policy', CSP,
  'x-content-type-options', 'nosniff',
  'cache-control', 'public, max-age=0, s-maxage=60',
  'vary', 'Accept-Encoding, Cookie',
  'content-type', 'text/html; charset=utf-8',
  'etag', 'W/"abc-br"',
  'content-encoding', 'br',
  'content-length', '5',
  'x-cache', 'HIT',
];
const BODY = Buffer.from('hello');

/** What each path answers with: the prepared head (shared by every request, as a stored page's is), or writeHead with a fresh list of the same lines. */
const prepared = prepareHead(HEADERS);
const answers: Record<string, (res: ServerResponse, id: string) => void> = {
  '/prepared': (res, id) => writePreparedHead(res, prepared, id),
  '/public': (res, id) => res.writeHead(200, [...HEADERS, 'x-request-id', id]),
};

let server: http.Server;
let port: number;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const [path = '', id = ''] = (req.url ?? '').split('?');
    answers[path]!(res, id);
    res.end(BODY);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends the requests on one keep-alive connection, one after another, and returns each raw head as it came over the wire (without its Date line). */
async function rawHeads(paths: string[]): Promise<string[]> {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => (received += chunk));
  const heads: string[] = [];
  for (const path of paths) {
    const start = received.length;
    socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
    await new Promise<void>((resolve, reject) => {
      const check = () => (received.slice(start).includes(`\r\n\r\n${BODY.toString()}`) ? resolve() : setTimeout(check, 5));
      socket.once('error', reject);
      check();
    });
    heads.push(received.slice(start, received.indexOf('\r\n\r\n', start) + 4).replace(/^Date: .*\r\n/m, ''));
  }
  socket.destroy();
  return heads;
}

describe('a prepared head (ADR 260, ADR 320)', () => {
  it('puts the same bytes on the wire as writeHead with the same lines, with each response’s own request id', async () => {
    const [viaPrepared, viaPublic, nextViaPrepared] = await rawHeads(['/prepared?id-1', '/public?id-1', '/prepared?id-2']);
    expect(viaPrepared).toBe(viaPublic);
    expect(viaPrepared).toBe(
      'HTTP/1.1 200 OK\r\n' +
        `content-security-policy: ${CSP}\r\n` +
        'x-content-type-options: nosniff\r\n' +
        'cache-control: public, max-age=0, s-maxage=60\r\n' +
        'vary: Accept-Encoding, Cookie\r\n' +
        'content-type: text/html; charset=utf-8\r\n' +
        'etag: W/"abc-br"\r\n' +
        'content-encoding: br\r\n' +
        'content-length: 5\r\n' +
        'x-cache: HIT\r\n' +
        'x-request-id: id-1\r\n' +
        'Connection: keep-alive\r\n' +
        'Keep-Alive: timeout=5\r\n\r\n',
    );
    expect(nextViaPrepared).toBe(viaPublic!.replace('x-request-id: id-1', 'x-request-id: id-2'));
  });

  it('leaves the response holding none of the shared head once written', () => {
    const res = new http.ServerResponse(new http.IncomingMessage(new net.Socket()));
    writePreparedHead(res, prepared, 'id-3');
    expect(res.headersSent).toBe(true);
    expect(res.getHeaderNames()).toEqual([]);
  });

  it('checks every line once, when prepared, as writeHead would', () => {
    expect(() => prepareHead(['x-note', 'one\r\nSet-Cookie: a=b'])).toThrow(/Invalid character in header content/);
    expect(() => prepareHead(['bad name', 'value'])).toThrow(/Header name must be a valid HTTP token/);
    expect(() => prepareHead(['X-Cache', 'HIT'])).toThrow(/not lowercase/);
    expect(() => prepareHead(['vary', 'Cookie', 'vary', 'Accept-Encoding'])).toThrow(/comes twice/);
  });
});
