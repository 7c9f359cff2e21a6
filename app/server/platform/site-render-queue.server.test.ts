import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { appRouteTable } from '~/server/platform/page-cache/app-route-table.testing';
import { BUSY_MESSAGE, RenderQueue } from '~/server/platform/page-cache/render-queue.server';
import { siteRenderQueue } from '~/server/platform/site-render-queue.server';

/**
 * The queue in front of a stand-in for React Router that answers only when the test says so, on a
 * real HTTP server: what reaches the app, in which order, and what a visitor gets when it is full.
 */
function startServer(queue: RenderQueue) {
  const reached: string[] = [];
  const held = new Map<string, express.Response>();
  const app = express();
  app.all('/{*splat}', siteRenderQueue({ routes: appRouteTable() }, queue), (req, res) => {
    const name = String(req.headers['x-name']);
    reached.push(name);
    held.set(name, res);
  });
  const server = http.createServer(app);
  let closedConnections = 0;
  server.on('connection', (socket) => socket.on('close', () => closedConnections++));
  const ready = new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
  return {
    ready,
    reached,
    closedConnections: () => closedConnections,
    answer(name: string) {
      held.get(name)!.type('text/plain').send(`answer for ${name}`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

describe('the site render queue', () => {
  it('lets maxActive documents through, holds the next in arrival order, and answers 503 past maxWaiting', async () => {
    const queue = new RenderQueue(2, 2, 'site documents', Date.now, { active: 2, waiting: 2 });
    const server = startServer(queue);
    stop = server.close;
    const base = await server.ready;
    const ask = (name: string, path = '/', init: RequestInit = {}) =>
      fetch(`${base}${path}`, { ...init, headers: { 'x-name': name, ...(init.headers as Record<string, string>) } });

    const first = ask('first');
    const second = ask('second', '/contact-us?index', { method: 'POST', body: 'email=a%40b.example', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    await until(() => server.reached.length === 2);
    const third = ask('third', '/careers');
    await until(() => queue.load.waiting === 1);
    const fourth = ask('fourth', '/no-such-page');
    await until(() => queue.load.waiting === 2);
    const refused = await ask('fifth', '/about-us');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(await refused.text()).toBe(BUSY_MESSAGE);
    expect(server.reached).toEqual(['first', 'second']);

    // Not documents of the site: never queued, even now.
    for (const [name, path, init] of [
      ['data', '/_root.data?index', { method: 'POST', body: 'x=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }],
      ['admin', '/admin/leads', {}],
      ['feed', '/sitemap.xml', {}],
      ['upload', '/careers/some-job', { method: 'POST', body: new FormData() }],
    ] as const) {
      const pending = ask(name, path, init);
      await until(() => server.reached.includes(name));
      server.answer(name);
      expect(await (await pending).text()).toBe(`answer for ${name}`);
    }

    server.answer('second');
    expect(await (await second).text()).toBe('answer for second');
    await until(() => server.reached.includes('third'));
    expect(server.reached.includes('fourth')).toBe(false);
    server.answer('first');
    await until(() => server.reached.includes('fourth'));
    server.answer('third');
    server.answer('fourth');
    expect(await (await first).text()).toBe('answer for first');
    expect(await (await third).text()).toBe('answer for third');
    expect(await (await fourth).text()).toBe('answer for fourth');
  });

  it('gives the place of a visitor who left while waiting to the next one', async () => {
    const queue = new RenderQueue(1, 5, 'site documents', Date.now, { active: 1, waiting: 5 });
    const server = startServer(queue);
    stop = server.close;
    const base = await server.ready;
    const first = fetch(`${base}/`, { headers: { 'x-name': 'first' } });
    await until(() => server.reached.length === 1);
    const leaving = new AbortController();
    const left = fetch(`${base}/careers`, { headers: { 'x-name': 'left' }, signal: leaving.signal }).catch(() => 'aborted');
    await until(() => queue.load.waiting === 1);
    const next = fetch(`${base}/partners`, { headers: { 'x-name': 'next' } });
    await until(() => queue.load.waiting === 2);
    leaving.abort();
    expect(await left).toBe('aborted');
    await until(() => server.closedConnections() === 1);
    server.answer('first');
    await first;
    await until(() => server.reached.includes('next'));
    expect(server.reached).toEqual(['first', 'next']);
    server.answer('next');
    expect(await (await next).text()).toBe('answer for next');
  });
});
