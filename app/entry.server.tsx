import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { NonceProvider } from '~/components/ui/nonce';
import { withLowPriorityModulePreloads } from '~/server/platform/document-markup.server';
import { log } from '~/server/platform/log.server';
import { carriesOurCookie } from '~/server/platform/page-cache/cacheability.server';
import { requestInfo } from '~/server/platform/request-state.server';

export const streamTimeout = 5_000;

/**
 * An answer to a request with our cookies (a signed-in member of staff) is theirs alone — an
 * editor's draft of a page at its public address (issue 44), a back-office screen — so no cache
 * between may keep it, unless its route said otherwise with a Cache-Control of its own.
 */
function privateToStaff(request: Request, headers: Headers): void {
  if (!headers.has('Cache-Control') && carriesOurCookie(request.headers.get('cookie') ?? undefined)) headers.set('Cache-Control', 'private, no-store');
}

/** A client navigation's data, under the same rule as a document. */
export function handleDataRequest(response: Response, { request }: { request: Request }): Response {
  privateToStaff(request, response.headers);
  return response;
}

/**
 * Every document is sent whole (`onAllReady`), never streamed with fallbacks: the content must be
 * in the HTML for visitors without JavaScript, search engines and the page cache (ADR 002).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  privateToStaff(request, responseHeaders);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Empty for a page rendered for the cache, whose scripts are allowed by their hashes (ADR 060).
  const nonce = requestInfo(loadContext).nonce || undefined;
  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ''}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          // Everything is ready, so the document is collected into one buffer as React writes it
          // (a few dozen chunks) instead of flowing through a Node stream turned into a web stream
          // that the page cache and the adapter read back chunk by chunk (ADR 140).
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              // Bytes, not a string: a string body is checked character by character and encoded
              // again by the Response, and decoded by whoever reads it (ADR 180).
              const document = withLowPriorityModulePreloads(Buffer.concat(chunks));
              resolve(new Response(document, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          log.error({ err: error }, 'render failed');
        },
      },
    );
  });
}

/** Errors thrown by loaders and actions: logged once, with the request. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  log.error({ err: error, url: request.url }, 'request failed');
}
