/**
 * A rendered page stored once per encoding, so a cache hit writes bytes that already exist.
 *
 * A page without forms is fixed bytes: identity, gzip (level 9) and brotli (quality 11), each
 * compressed once when the page is stored. A page with forms carries a fresh fill-time token in
 * each response (ADR 060): its body is kept as fixed parts around the token slots, and its gzip
 * form as the parts compressed separately (each ended by a full flush, so none refers back into a
 * token) with each token spliced in as a stored (uncompressed) deflate block; the gzip CRC of the
 * whole is combined from the parts' stored CRCs and the token's (a few dozen bit operations), so
 * no response compresses, hashes or copies the page. Brotli cannot be spliced that way (its
 * meta-blocks carry context and distance state across boundaries), so pages with forms are
 * offered gzip and identity.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotliCompress = promisify(zlib.brotliCompress);
const deflateRaw = promisify(zlib.deflateRaw);

/** A body cut at its per-response values: parts[0], value of slots[0], parts[1], … parts[n]. */
export interface CompiledBody {
  parts: Buffer[];
  /** For each slot, the index of its value in the list given when sending. */
  slots: number[];
}

export interface GzipBody {
  /** The gzip header and part 0 compressed; then each further part compressed. */
  parts: Buffer[];
  partCrcs: number[];
  /** For each part, the CRC operator that shifts a CRC over that part's length. */
  partShifts: number[];
  /** The uncompressed length of the fixed parts. */
  fixedLength: number;
}

export interface StoredBody {
  identity: CompiledBody;
  gzip: GzipBody;
  /** Only for bodies without per-response values. */
  br?: Buffer;
}

/**
 * Cuts `body` at every occurrence of each non-empty placeholder (slot = its index). The parts are
 * views into `body` (no copy); placeholders are found as bytes, so the page is never decoded.
 */
export function compileBody(body: Buffer, placeholders: string[]): CompiledBody {
  const found: { at: number; length: number; slot: number }[] = [];
  placeholders.forEach((text, slot) => {
    if (text === '') return;
    const needle = Buffer.from(text);
    for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, at + needle.length)) {
      found.push({ at, length: needle.length, slot });
    }
  });
  if (found.length === 0) return { parts: [body], slots: [] };
  found.sort((a, b) => a.at - b.at);
  const parts: Buffer[] = [];
  const slots: number[] = [];
  let last = 0;
  for (const { at, length, slot } of found) {
    if (at < last) continue; // inside an earlier placeholder's bytes
    parts.push(body.subarray(last, at));
    slots.push(slot);
    last = at + length;
  }
  parts.push(body.subarray(last));
  return { parts, slots };
}

// ── CRC-32 combination (zlib's crc32_combine_gen / crc32_combine_op, in JavaScript) ─────────────
const POLY = 0xedb88320;

function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

const X2N_TABLE: number[] = (() => {
  const table: number[] = [];
  let p = 0x40000000; // x^1
  table.push(p);
  for (let n = 1; n < 32; n++) table.push((p = multiplyModP(p, p)));
  return table;
})();

/** The operator that moves a CRC past `length` bytes (x^(8·length) mod P). */
export function crcShift(length: number): number {
  let p = 0x80000000; // x^0
  let k = 3;
  let n = length;
  while (n > 0) {
    if (n & 1) p = multiplyModP(X2N_TABLE[k & 31]!, p);
    n = Math.floor(n / 2);
    k++;
  }
  return p >>> 0;
}

/** CRC-32 of A‖B from CRC(A), CRC(B) and the shift for B's length. */
export function crcCombine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}

const shiftsByLength = new Map<number, number>();
function shiftFor(length: number): number {
  let shift = shiftsByLength.get(length);
  if (shift === undefined) {
    shift = crcShift(length);
    if (shiftsByLength.size > 256) shiftsByLength.clear();
    shiftsByLength.set(length, shift);
  }
  return shift;
}

// ── Storing ──────────────────────────────────────────────────────────────────────────────────
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final stored block: ends the deflate stream. */
const DEFLATE_END = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

async function gzipParts(parts: Buffer[]): Promise<GzipBody> {
  const compressed = await Promise.all(
    parts.map((part) => deflateRaw(part, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH })),
  );
  compressed[0] = Buffer.concat([GZIP_HEADER, compressed[0]!]);
  return {
    parts: compressed,
    partCrcs: parts.map((part) => zlib.crc32(part)),
    partShifts: parts.map((part) => crcShift(part.length)),
    fixedLength: parts.reduce((sum, part) => sum + part.length, 0),
  };
}

/** Compresses a compiled body into every form it is served in (on the thread pool). */
export async function storeBody(identity: CompiledBody): Promise<StoredBody> {
  const gzip = await gzipParts(identity.parts);
  if (identity.slots.length > 0) return { identity, gzip };
  const whole = identity.parts[0]!;
  const br = await brotliCompress(whole, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: whole.length,
    },
  });
  return { identity, gzip, br };
}

// ── Sending ──────────────────────────────────────────────────────────────────────────────────

/** The identity body with `values[slot]` in every slot, as chunks to write in order. */
export function identityChunks(body: CompiledBody, values: Buffer[]): { chunks: Buffer[]; length: number } {
  if (body.slots.length === 0) return { chunks: body.parts, length: body.parts[0]!.length };
  const chunks: Buffer[] = [body.parts[0]!];
  let length = body.parts[0]!.length;
  for (let i = 0; i < body.slots.length; i++) {
    const value = values[body.slots[i]!]!;
    const part = body.parts[i + 1]!;
    chunks.push(value, part);
    length += value.length + part.length;
  }
  return { chunks, length };
}

function storedBlock(value: Buffer): Buffer {
  const header = Buffer.from([0x00, value.length & 0xff, value.length >>> 8, ~value.length & 0xff, (~value.length >>> 8) & 0xff]);
  return Buffer.concat([header, value]);
}

/** The gzip body with `values[slot]` spliced in, as chunks to write in order. */
export function gzipChunks(body: CompiledBody, gzip: GzipBody, values: Buffer[]): { chunks: Buffer[]; length: number } {
  const chunks: Buffer[] = [gzip.parts[0]!];
  let length = gzip.parts[0]!.length;
  let crc = gzip.partCrcs[0]!;
  let size = gzip.fixedLength;
  for (let i = 0; i < body.slots.length; i++) {
    const value = values[body.slots[i]!]!;
    const block = storedBlock(value);
    const part = gzip.parts[i + 1]!;
    chunks.push(block, part);
    length += block.length + part.length;
    crc = crcCombine(crc, zlib.crc32(value), shiftFor(value.length));
    crc = crcCombine(crc, gzip.partCrcs[i + 1]!, gzip.partShifts[i + 1]!);
    size += value.length;
  }
  const trailer = Buffer.alloc(DEFLATE_END.length + 8);
  DEFLATE_END.copy(trailer, 0);
  trailer.writeUInt32LE(crc, DEFLATE_END.length);
  trailer.writeUInt32LE(size % 2 ** 32, DEFLATE_END.length + 4);
  chunks.push(trailer);
  return { chunks, length: length + trailer.length };
}

/**
 * A page without per-response values: each encoding's complete bytes, assembled once here so a
 * hit writes a single buffer.
 */
export function fixedForms(stored: StoredBody): { identity: Buffer; gzip: Buffer; br?: Buffer } | undefined {
  if (stored.identity.slots.length > 0) return undefined;
  const gzip = gzipChunks(stored.identity, stored.gzip, []);
  return { identity: stored.identity.parts[0]!, gzip: Buffer.concat(gzip.chunks, gzip.length), br: stored.br };
}
