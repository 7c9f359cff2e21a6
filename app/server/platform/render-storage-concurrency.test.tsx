/**
 * ADR 220's synchronous request storage, proven safe under concurrency (issue 42).
 *
 * The production build answers React's server renderer's `require('async_hooks')` with
 * sync-request-storage.server.ts, whose store lasts only while `run`'s callback runs
 * synchronously. The danger such a stand-in could bring is not slowness but a leak: if React
 * relied on its storage across an await, one request could read another's state. Here the renderer
 * is loaded the way the build bundles it (its `async_hooks` answered by the stand-in), and 100
 * documents render at once through React Router's static handler and our request state, with
 * loaders that await, components that suspend (`use` inside Suspense) and code that reports into
 * the request after awaits. Each document must carry only its own nonce, session and resource
 * hints, and each request's state only its own reports.
 *
 * The same scenario with a storage that keeps its store after `run` (what a leaking stand-in
 * would do) must be caught: that proves the check can fail.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Writable } from 'node:stream';
import { Suspense, use, type ReactNode } from 'react';
import { preload } from 'react-dom';
import type { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NonceProvider, useNonce } from '~/components/ui/nonce';
import { newRouterContext, recordFormToken, requestInfo, runWithRequestState } from '~/server/platform/request-state.server';
import { AsyncLocalStorage as SyncRequestStorage } from '~/server/platform/sync-request-storage.server';

type RenderToPipeableStream = typeof renderToPipeableStream;

/**
 * React's Node server renderer (the build vite.config.ts aliases `react-dom/server` to), loaded
 * with its `async_hooks` answered by `storage`, as the production bundle answers it. The build
 * that matches the `react` this process loaded (development under Vitest).
 */
function rendererWith(storage: unknown): RenderToPipeableStream {
  const mode = process.env.NODE_ENV === 'production' ? 'production' : 'development';
  const file = fs.realpathSync(path.resolve(`node_modules/react-dom/cjs/react-dom-server.node.${mode}.js`));
  const requireBeside = createRequire(file);
  let answered = 0;
  const requireForRenderer = (id: string): unknown => {
    if (id === 'async_hooks' || id === 'node:async_hooks') {
      answered += 1;
      return { AsyncLocalStorage: storage };
    }
    return requireBeside(id);
  };
  const module = { exports: {} as { renderToPipeableStream?: RenderToPipeableStream } };
  // The CommonJS wrapper Node itself uses, with our `require`.
  new Function('exports', 'require', 'module', '__filename', '__dirname', fs.readFileSync(file, 'utf8'))(
    module.exports,
    requireForRenderer,
    module,
    file,
    path.dirname(file),
  );
  if (answered === 0) throw new Error('this react-dom/server no longer requires async_hooks: ADR 220 and vite.config.ts must be revisited');
  return module.exports.renderToPipeableStream!;
}

/**
 * The renderer is loaded once (two copies of it in one process disturb each other's context
 * tracking), with a storage that hands each call to the implementation under test.
 */
interface Storage {
  getStore(): unknown;
  run<Result, Args extends unknown[]>(store: unknown, callback: (...args: Args) => Result, ...args: Args): Result;
}
let storageUnderTest: Storage = new SyncRequestStorage();
class StorageUnderTest implements Storage {
  getStore(): unknown {
    return storageUnderTest.getStore();
  }
  run<Result, Args extends unknown[]>(store: unknown, callback: (...args: Args) => Result, ...args: Args): Result {
    return storageUnderTest.run(store, callback, ...args);
  }
}
const render = rendererWith(StorageUnderTest);

/** A storage that forgets to restore: the store of the last `run` stays for everyone. */
class LeakingStorage<Store> {
  private store: Store | undefined;
  getStore(): Store | undefined {
    return this.store;
  }
  run<Result, Args extends unknown[]>(store: Store, callback: (...args: Args) => Result, ...args: Args): Result {
    this.store = store;
    return callback(...args);
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** 0–14 ms, different per request and step, so the renders interleave in every order. */
const jitter = (id: number, step: number) => ((id * 7 + step * 13) % 15);

interface PageData {
  session: string;
  requestId: string;
  /** Resolved later, read inside a Suspense boundary with `use`. */
  later: Promise<{ session: string; requestId: string }>;
}

async function pageLoader({ context }: LoaderFunctionArgs): Promise<PageData> {
  const before = requestInfo(context);
  const id = Number(before.requestId);
  await pause(jitter(id, 1));
  // What a loader reads after an await: a session looked up for this request.
  const info = requestInfo(context);
  recordFormToken(`loader-${info.requestId}`);
  const later = (async () => {
    await pause(jitter(id, 2));
    recordFormToken(`deferred-${info.requestId}`);
    return { session: `session-of-${info.requestId}`, requestId: info.requestId };
  })();
  return { session: `session-of-${info.requestId}`, requestId: info.requestId, later };
}

function Later({ promise }: { promise: PageData['later'] }): ReactNode {
  const value = use(promise);
  const nonce = useNonce();
  // A hint from a component that suspended: React finds its request while it renders.
  preload(`/hint-rendered-${value.requestId}.js`, { as: 'script' });
  // A hint from code that runs after an await, outside React's work: only a storage that crosses
  // awaits could find a request for it — and it must never be another request's.
  void pause(0).then(() => preload(`/hint-awaited-${value.requestId}.js`, { as: 'script' }));
  return (
    <p data-later={value.requestId} data-nonce={nonce}>
      {value.session}
    </p>
  );
}

function Page(): ReactNode {
  const data = useLoaderData<PageData>();
  const nonce = useNonce();
  return (
    <main data-request={data.requestId} data-nonce={nonce}>
      <h1>{data.session}</h1>
      <Suspense fallback={<p>Loading…</p>}>
        <Later promise={data.later} />
      </Suspense>
      <script nonce={nonce}>{'/* inline */'}</script>
    </main>
  );
}

const handler = createStaticHandler([{ id: 'page', path: '/page', loader: pageLoader, Component: Page }], {
  future: { v8_middleware: true },
} as Parameters<typeof createStaticHandler>[1]);

/** One request as the runtime handles it: request state around the loaders and the whole render. */
async function renderPage(renderToPipeableStream: RenderToPipeableStream, id: number) {
  const requestId = String(id);
  const nonce = `nonce-${id}`;
  const { result, state } = runWithRequestState(async () => {
    const context = await handler.query(new Request(`http://localhost/page?r=${id}`), {
      requestContext: newRouterContext({ nonce, clientIp: '127.0.0.1', requestId }),
    });
    if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    return new Promise<string>((resolve, reject) => {
      const { pipe } = renderToPipeableStream(
        <NonceProvider value={nonce}>
          <StaticRouterProvider router={router} context={context} nonce={nonce} />
        </NonceProvider>,
        {
          nonce,
          onAllReady() {
            const chunks: Buffer[] = [];
            pipe(
              new Writable({
                write(chunk: Buffer, _encoding, callback) {
                  chunks.push(chunk);
                  callback();
                },
                final(callback) {
                  resolve(Buffer.concat(chunks).toString('utf8'));
                  callback();
                },
              }),
            );
          },
          onShellError: reject,
          onError: reject,
        },
      );
    });
  });
  const html = await result;
  // Awaited hints fire a tick after the render; give them the chance to land somewhere.
  await pause(20);
  return { id, html, formTokens: state.formTokens };
}

/** Everything in the documents that names a request other than the one it was rendered for. */
function crossTalk(pages: Array<{ id: number; html: string; formTokens: string[] }>): string[] {
  const found: string[] = [];
  for (const { id, html, formTokens } of pages) {
    for (const [, other] of html.matchAll(/(?:nonce-|session-of-|hint-(?:rendered|awaited)-|data-request="|data-later=")(\d+)/g)) {
      if (Number(other) !== id) found.push(`document ${id} names request ${other}`);
    }
    for (const token of formTokens) if (!token.endsWith(`-${id}`)) found.push(`request ${id}'s state holds ${token}`);
  }
  return found;
}

const CONCURRENT = 100;

describe('React renders with the synchronous request storage (ADR 220)', () => {
  it('100 concurrent renders that await in loaders and inside Suspense each see only their own request', async () => {
    storageUnderTest = new SyncRequestStorage();
    const pages = await Promise.all(Array.from({ length: CONCURRENT }, (_, id) => renderPage(render, id)));

    expect(crossTalk(pages)).toEqual([]);
    for (const { id, html, formTokens } of pages) {
      // The whole document, with the suspended part resolved, its own nonce and its hint.
      expect(html).toContain(`<h1>session-of-${id}</h1>`);
      expect(html).toContain(`<p data-later="${id}" data-nonce="nonce-${id}">session-of-${id}</p>`);
      expect(html).toContain(`<script nonce="nonce-${id}">`);
      expect(html).toContain(`href="/hint-rendered-${id}.js"`);
      // The reports made after awaits reached this request's state, and only those.
      expect(formTokens.sort()).toEqual([`deferred-${id}`, `loader-${id}`]);
    }
  });

  it('would catch a storage that keeps a request after its run', async () => {
    storageUnderTest = new LeakingStorage();
    const settled = await Promise.allSettled(Array.from({ length: CONCURRENT }, (_, id) => renderPage(render, id)));
    const pages = settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    // Awaited hints land in whichever request ran last (another request's document), or a render
    // picks up another's work and fails.
    expect(crossTalk(pages).length + (settled.length - pages.length)).toBeGreaterThan(0);
  });
});
