/**
 * Issue 40, finding 13 (first part) and finding 1 against the production server: an anonymous
 * multipart POST to an admin form is answered with the sign-in redirect while its body is still
 * arriving, and nothing of it lands in the server's TMPDIR (the probe found every part spooled
 * there, up to 10 MB each, before the guard refused it). The server runs with a TMPDIR of its own,
 * which must stay empty. The same at route level, on both databases, with the database searched:
 * tests/integration/security-admin-guard.test.ts.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startApp, type AppProcess } from '../support/app-process';
import { expect, test } from './fixtures';

const STARTUP = { timeoutMs: 150_000 };

/** A multipart body as a browser sends it: a save with large text fields and a file. */
async function multipartSave(): Promise<{ bytes: Buffer; contentType: string }> {
  const form = new FormData();
  form.append('intent', 'save');
  for (let i = 0; i < 8; i++) form.append(`field_${i}`, 'x'.repeat(1_000_000));
  form.append('featured_upload', new File([new Uint8Array(3_000_000).fill(0x41)], 'photo.jpg', { type: 'image/jpeg' }));
  const encoded = new Response(form);
  return { bytes: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

test.describe('anonymous posts to /admin/* (production server)', () => {
  test.describe.configure({ timeout: 240_000 });
  let app: AppProcess;
  let tmp: string;

  test.beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'firmsite-guard-tmpdir-'));
    app = await startApp({ TMPDIR: tmp }, STARTUP);
  });
  test.afterAll(async () => {
    await app?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  test('a large multipart save without a session is answered before its body ends, and spools nothing into TMPDIR', async () => {
    const { bytes, contentType } = await multipartSave();
    const request = http.request(`${app.url}/admin/news/new`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'content-length': String(bytes.length), origin: app.url },
    });
    const answered = new Promise<http.IncomingMessage>((resolve, reject) => {
      request.once('response', resolve);
      request.once('error', reject);
    });
    // All but the closing boundary: the file part has arrived, the body has not ended.
    request.write(bytes.subarray(0, bytes.length - 64));
    const timeout = new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 5000));
    const response = await Promise.race([answered, timeout]);
    try {
      expect(fs.readdirSync(tmp)).toEqual([]);
      expect(response).not.toBe('no answer');
      const answer = response as http.IncomingMessage;
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe('/admin/login?redirect=%2Fadmin%2Fnews%2Fnew');
      answer.resume();
    } finally {
      request.end(bytes.subarray(bytes.length - 64));
    }
    await new Promise((resolve) => request.once('close', resolve));
    expect(fs.readdirSync(tmp)).toEqual([]);
    // The server is still there for the next visitor.
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  });
});
