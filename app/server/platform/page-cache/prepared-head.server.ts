/**
 * A cache hit's response head, checked once and handed to Node ready to write (ADR 260).
 *
 * `res.writeHead(status, list)` checks every header name and value against HTTP's grammar, one
 * regular expression each (`validateHeaderName`, `validateHeaderValue`), on every response: for a
 * cached page's fifteen header lines (a 500-character CSP among them) that is ~2.6 µs of a hit's
 * ~15 µs of CPU, spent proving again what was true when the page was stored. Node skips the checks
 * for the headers it keeps itself, in its table of a response's headers (the one `setHeader` fills,
 * after checking, and `getHeaders` reads). So a hit's head is checked here once, with Node's own
 * public checks, when its buffer is stored, and kept as such a table; `writePreparedHead` gives the
 * table to the response and calls `writeHead(200)`, which writes it as it writes any headers set
 * with `setHeader`. Where this Node keeps no table we can find (`headerTableSlot` undefined), the
 * head is written with `writeHead(200, list)`, checks and all.
 */
import http, { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

/** Node's table of a response's headers: lowercase name → [name as written, value]. */
type HeaderTable = Record<string, [name: string, value: string]>;
type WithHeaderTable = Record<symbol, HeaderTable | null>;

/**
 * The symbol under which this Node keeps a response's header table, found on a response and
 * confirmed by setting a header through the public API; undefined if it is not where Node 8–24
 * keep it.
 */
export const headerTableSlot: symbol | undefined = (() => {
  const probe = new ServerResponse(new IncomingMessage(new Socket()));
  const slot = Object.getOwnPropertySymbols(probe).find((symbol) => symbol.description === 'kOutHeaders');
  if (!slot) return undefined;
  probe.setHeader('X-Probe', 'yes');
  const entry = (probe as unknown as WithHeaderTable)[slot]?.['x-probe'];
  return Array.isArray(entry) && entry[0] === 'X-Probe' && entry[1] === 'yes' ? slot : undefined;
})();

/**
 * The prototype of every prepared table: it has no properties, so a table's `for…in` (how Node
 * writes it) sees only the table's own entries, and, unlike a table made with a null prototype
 * (as `setHeader`'s are), the table keeps V8's fast properties and its cached key list
 * (`for…in` over 17 entries: ~0.1 µs instead of ~1 µs).
 */
const NOTHING_INHERITED: object = Object.freeze(Object.create(null) as object);

export interface PreparedHead {
  /** The head as name/value pairs in one flat list, names in lowercase; its last pair is the request id. */
  readonly list: string[];
  /** The same head as Node's header table, when this Node keeps one we can use. */
  readonly table: HeaderTable | undefined;
}

const REQUEST_ID = 'x-request-id';

/**
 * Checks every name and value of `headers` with Node's own checks (throwing as writeHead would)
 * and prepares the head with a last pair for the request id. Names must be in lowercase (they
 * are the table's keys, as `setHeader` makes them).
 */
export function prepareHead(headers: readonly string[]): PreparedHead {
  const list = [...headers, REQUEST_ID, ''];
  const table = Object.create(NOTHING_INHERITED) as HeaderTable;
  for (let index = 0; index < list.length; index += 2) {
    const name = list[index]!;
    const value = list[index + 1]!;
    http.validateHeaderName(name);
    http.validateHeaderValue(name, value);
    if (name !== name.toLowerCase() || name in table) throw new Error(`prepareHead: header name ${name} is not lowercase or comes twice`);
    table[name] = [name, value];
  }
  return { list, table: headerTableSlot ? table : undefined };
}

/**
 * Writes a prepared head with status 200 and the response's request id, which must be
 * well formed (`requestIdFrom`: letters, digits, `._-`, or a UUID we made): it is the one value
 * not checked here. The table and list are shared by every hit of one stored buffer; writeHead
 * copies them into the response's header block before it returns, so the next hit may overwrite
 * the id, and the response is left holding no table of ours.
 */
export function writePreparedHead(res: ServerResponse, head: PreparedHead, requestId: string, status = 200): void {
  if (head.table && headerTableSlot) {
    head.table[REQUEST_ID]![1] = requestId;
    const response = res as unknown as WithHeaderTable;
    response[headerTableSlot] = head.table;
    try {
      res.writeHead(status);
    } finally {
      response[headerTableSlot] = null;
    }
    return;
  }
  head.list[head.list.length - 1] = requestId;
  res.writeHead(status, head.list);
}
