/**
 * A cache hit's response head, made once per stored buffer (ADR 260, as ADR 320 changed it).
 *
 * A hit's head is the stored page's header lines, its length, `x-cache: HIT` and the request id:
 * only the id differs between hits of one buffer. So the list is built, and each line checked
 * with Node's own public checks, once, when the buffer is stored — a header that could not be
 * written fails then, not on a visitor's request — and every hit writes the same list with
 * `writeHead(status, list)` after putting its request id in the last place.
 *
 * Until ADR 320 a hit handed Node a prepared header table under Node's private `kOutHeaders`
 * symbol to skip writeHead's per-line checks; measured on the configuration `npm start` runs, that
 * saved nothing measurable, and it relied on a field Node does not promise to keep.
 */
import http, { type ServerResponse } from 'node:http';

export interface PreparedHead {
  /** The head as name/value pairs in one flat list, names in lowercase; its last pair is the request id. */
  readonly list: string[];
}

const REQUEST_ID = 'x-request-id';

/**
 * Checks every name and value of `headers` with Node's own checks (throwing as writeHead would)
 * and prepares the head with a last pair for the request id. Names must be in lowercase and come
 * once each (Node lowercases names to recognise its own: a lowercase name costs it nothing).
 */
export function prepareHead(headers: readonly string[]): PreparedHead {
  const list = [...headers, REQUEST_ID, ''];
  const seen = new Set<string>();
  for (let index = 0; index < list.length; index += 2) {
    const name = list[index]!;
    http.validateHeaderName(name);
    http.validateHeaderValue(name, list[index + 1]!);
    if (name !== name.toLowerCase() || seen.has(name)) throw new Error(`prepareHead: header name ${name} is not lowercase or comes twice`);
    seen.add(name);
  }
  return { list };
}

/**
 * Writes a prepared head with `status` and the response's request id. The list is shared by every
 * hit of one stored buffer; writeHead copies it into the response's header block before it
 * returns, so the next hit may overwrite the id.
 */
export function writePreparedHead(res: ServerResponse, head: PreparedHead, requestId: string, status = 200): void {
  head.list[head.list.length - 1] = requestId;
  res.writeHead(status, head.list);
}
