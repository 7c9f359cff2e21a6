/**
 * Every page the sitemap offers, in every language, and the 404 pages pass the Nu HTML Checker
 * (vnu.jar from the npm package vnu-jar, run on the machine's Java; its install script, which
 * would fetch a Java of its own, is off: package.json allowScripts). Errors and warnings fail;
 * the checker's informational notes (e.g. the trailing slash React writes on void elements) do not.
 * The site checked is a server of its own on a copy of the seeded demo data — the site as it
 * ships — not the shared e2e server, where other tests publish pages of their own (an "Arabic"
 * page still in English, which the checker rightly flags).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startApp, type AppProcess } from '../support/app-process';
import { expect, test } from './fixtures';

const vnuJar = createRequire(import.meta.url)('vnu-jar') as string;

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal' | 'io' | 'schema' | 'internal';
  message: string;
  url: string;
  lastLine?: number;
  extract?: string;
}

let app: AppProcess | undefined;

test.afterAll(async () => {
  await app?.stop();
});

test('every page in the sitemap and the 404 pages are valid HTML (Nu HTML Checker)', async ({ request }) => {
  test.setTimeout(300_000);
  app = await startApp({}, { timeoutMs: 150_000 });
  const site = (page: string) => `${app!.url}${page}`;
  const sitemap = await (await request.get(site('/sitemap.xml'))).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, '&')).pathname);
  expect(locations.length).toBeGreaterThan(20);
  const pages = [...locations, '/no-such-page', '/ar/لا-توجد-صفحة'];

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  try {
    const files: string[] = [];
    for (const [index, page] of pages.entries()) {
      const response = await request.get(site(page), { headers: { 'Accept-Encoding': 'gzip, br' } });
      expect(response.headers()['content-type'], page).toContain('text/html');
      const file = path.join(dir, `${index}.html`);
      fs.writeFileSync(file, await response.body());
      files.push(file);
    }
    const { stdout } = await promisify(execFile)('java', ['-Xss4m', '-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', ...files], { maxBuffer: 64 * 1024 * 1024 });
    const messages = (JSON.parse(stdout) as { messages: VnuMessage[] }).messages;
    const problems = messages
      .filter((message) => message.type !== 'info' || message.subType === 'warning')
      .map((message) => `${pages[Number(path.basename(new URL(message.url).pathname, '.html'))]}:${message.lastLine ?? '?'} ${message.type}${message.subType ? `/${message.subType}` : ''}: ${message.message} — ${message.extract ?? ''}`);
    expect(problems).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
