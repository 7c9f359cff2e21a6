/**
 * Content negotiation for the page cache: which stored form of a page a client gets, from its
 * Accept-Encoding header with q-values (RFC 9110 §12.5.3).
 */

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** Our preference at equal q: the smallest bytes first. */
const PREFERENCE: PageEncoding[] = ['br', 'gzip', 'identity'];

function qualities(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const item of header.split(',')) {
    const [rawName, ...rawParams] = item.split(';');
    const name = rawName!.trim().toLowerCase();
    if (name === '') continue;
    let q = 1;
    for (const param of rawParams) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') {
        const parsed = Number(value?.trim());
        q = Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : 0;
      }
    }
    // Listed twice: the most favourable wins (browsers never do this; be lenient).
    found.set(name, Math.max(found.get(name) ?? 0, q));
  }
  return found;
}

function negotiate(header: string | undefined, available: ReadonlySet<PageEncoding>): PageEncoding {
  if (header === undefined) return 'identity';
  const q = qualities(header);
  const wildcard = q.get('*');
  const qualityOf = (encoding: PageEncoding): number => {
    const explicit = q.get(encoding) ?? (encoding === 'gzip' ? q.get('x-gzip') : undefined);
    if (explicit !== undefined) return explicit;
    if (wildcard !== undefined) return wildcard;
    // Identity is acceptable unless refused explicitly or through `*;q=0` — as a last resort:
    // a client naming only `gzip;q=0.5` wants gzip.
    return encoding === 'identity' ? 0.001 : 0;
  };
  let best: PageEncoding = 'identity';
  let bestQ = 0;
  for (const encoding of PREFERENCE) {
    if (!available.has(encoding)) continue;
    const quality = qualityOf(encoding);
    if (quality > bestQ) {
      best = encoding;
      bestQ = quality;
    }
  }
  // Nothing acceptable (identity refused too): identity anyway — RFC 9110 allows it, and a
  // readable page beats a 406 for a misconfigured client.
  return best;
}

/**
 * Answers remembered per header text, one table for each combination of forms on hand (an asset
 * may have a .br but no .gz, or neither): index = (br ? 2 : 0) + (gzip ? 1 : 0). Keyed by the
 * header itself, so a lookup builds no key string.
 */
const remembered: Map<string, PageEncoding>[] = [new Map(), new Map(), new Map(), new Map()];
const REMEMBERED_MAX = 64;

/**
 * The encoding to send, from the Accept-Encoding header and the forms on hand. Browsers send a
 * handful of distinct headers, so answers are remembered per header text and a hit costs one map
 * lookup, not a parse.
 */
export function chooseEncoding(header: string | undefined, available: ReadonlySet<PageEncoding>): PageEncoding {
  if (header === undefined) return 'identity';
  const answers = remembered[(available.has('br') ? 2 : 0) + (available.has('gzip') ? 1 : 0)]!;
  const known = answers.get(header);
  if (known) return known;
  const chosen = negotiate(header, available);
  if (answers.size >= REMEMBERED_MAX) answers.clear();
  answers.set(header, chosen);
  return chosen;
}
