/**
 * ADR 220: no AsyncLocalStorage keeps Node's async hooks on while nothing renders. The production
 * build runs with a probe that reports every storage's `run` and `disable`; after public pages
 * (rendered and cached), a form post, a staff sign-in and a staff page, every storage that ran
 * must have been switched off again.
 */
import path from 'node:path';
import { expect, test } from './fixtures';
import { startCapture, type Capture } from '../support/capture-inline';
import { formToken, postForm, signInOverHttp, startApp, waitFor, type AppProcess } from '../support/app-process';

const probe = path.resolve('tests/support/async-storage-probe.mjs');
const OWNER = 'probe-owner@corvane.example';

let app: AppProcess | undefined;
let capture: Capture | undefined;

test.afterAll(async () => {
  await app?.stop();
  await capture?.close();
});

interface StorageEvents {
  ran: Map<number, string[]>;
  lastEvent: Map<number, 'run' | 'disable'>;
}

function storageEvents(output: string): StorageEvents {
  const ran = new Map<number, string[]>();
  const lastEvent = new Map<number, 'run' | 'disable'>();
  for (const [, method, id, caller] of output.matchAll(/^\[async-storage\] (run|enterWith|disable) #(\d+) ?(.*)$/gm)) {
    const storage = Number(id);
    if (method === 'disable') {
      lastEvent.set(storage, 'disable');
    } else {
      ran.set(storage, [...(ran.get(storage) ?? []), caller!]);
      lastEvent.set(storage, 'run');
    }
  }
  return { ran, lastEvent };
}

test('no async-local storage stays on once the renders have ended', async () => {
  test.setTimeout(240_000);
  capture = await startCapture();
  app = await startApp({ ...capture.env, ADMIN_EMAILS: OWNER, NODE_OPTIONS: `--import=${probe}`, FORM_MIN_FILL_SECONDS: '0' }, { timeoutMs: 180_000 });

  // Public pages twice each: rendered for the cache, then answered from it.
  for (const pagePath of ['/', '/careers', '/news-insights', '/contact-us', '/', '/careers']) {
    const response = await fetch(`${app.url}${pagePath}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(response.status, pagePath).toBeLessThan(500);
  }
  // A form post (an uncached render of the page with its answer) and a signed-in staff page.
  const token = await formToken(app.url, '/contact-us');
  const posted = await postForm(app.url, '/contact-us', {
    form: 'contact',
    form_token: token,
    first_name: 'Probe',
    last_name: 'Visitor',
    email: 'probe-visitor@example.com',
    message: 'Checking which code keeps async hooks on.',
  });
  expect(await posted.text()).toContain('Message Sent!');
  const cookie = await signInOverHttp(app.url, capture, OWNER);
  const staffPage = await fetch(`${app.url}/admin`, { headers: { cookie }, redirect: 'manual' });
  expect(staffPage.status).toBe(200);

  const probeLines = () => app!.output().split('\n').filter((line) => line.startsWith('[async-storage]')).join('\n');
  await waitFor(async () => [...storageEvents(app!.output()).lastEvent.values()].every((event) => event === 'disable'), 10_000, 'every storage switched off').catch(
    (error: unknown) => {
      throw new Error(`${error instanceof Error ? error.message : String(error)}; the probe saw:\n${probeLines()}`);
    },
  );
  const { ran, lastEvent } = storageEvents(app.output());
  // The probe saw storages run (the render state, Better Auth's three) …
  expect(ran.size, probeLines()).toBeGreaterThanOrEqual(2);
  // … and every one of them was switched off again; React's renderer, which kept its storage on
  // for good before ADR 220, would show up here as a storage whose last event is a run.
  expect([...lastEvent.entries()].filter(([, event]) => event !== 'disable'), probeLines()).toEqual([]);
});
