/**
 * WOFF 1.0 → the TrueType/OpenType file it wraps (W3C WOFF 1.0, §4–5). resvg reads only SFNT
 * fonts; the Arabic typeface we self-host comes from @fontsource as WOFF/WOFF2 (ADR 420). A WOFF
 * is the SFNT's tables, each zlib-compressed when that made it smaller, behind a 44-byte header
 * and a table directory — so unwrapping is reading the directory and inflating. No dependency.
 */
import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const HEADER_BYTES = 44;
const WOFF_ENTRY_BYTES = 20;
const SFNT_ENTRY_BYTES = 16;

interface Table {
  tag: number;
  checksum: number;
  data: Buffer;
}

export function woffToSfnt(woff: Uint8Array): Buffer {
  const input = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.length < HEADER_BYTES || input.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF 1.0 font');
  const flavor = input.readUInt32BE(4);
  const numTables = input.readUInt16BE(12);
  if (HEADER_BYTES + numTables * WOFF_ENTRY_BYTES > input.length) throw new Error('WOFF table directory is truncated');

  const tables: Table[] = [];
  for (let index = 0; index < numTables; index++) {
    const entry = HEADER_BYTES + index * WOFF_ENTRY_BYTES;
    const tag = input.readUInt32BE(entry);
    const offset = input.readUInt32BE(entry + 4);
    const compressedLength = input.readUInt32BE(entry + 8);
    const originalLength = input.readUInt32BE(entry + 12);
    const checksum = input.readUInt32BE(entry + 16);
    if (offset + compressedLength > input.length) throw new Error('WOFF table data is truncated');
    const stored = input.subarray(offset, offset + compressedLength);
    const data = compressedLength < originalLength ? inflateSync(stored) : Buffer.from(stored);
    if (data.length !== originalLength) throw new Error('WOFF table has the wrong length after inflating');
    tables.push({ tag, checksum, data });
  }

  // The SFNT offset table: binary-search fields from the table count (OpenType spec).
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const directoryBytes = 12 + numTables * SFNT_ENTRY_BYTES;
  const padded = (length: number) => (length + 3) & ~3;
  const total = tables.reduce((sum, table) => sum + padded(table.data.length), directoryBytes);
  const output = Buffer.alloc(total);
  output.writeUInt32BE(flavor, 0);
  output.writeUInt16BE(numTables, 4);
  output.writeUInt16BE(searchRange, 6);
  output.writeUInt16BE(entrySelector, 8);
  output.writeUInt16BE(numTables * 16 - searchRange, 10);
  let dataOffset = directoryBytes;
  // Directory entries sorted by tag, as the SFNT format requires (WOFF keeps that order too).
  const sorted = [...tables].sort((a, b) => a.tag - b.tag);
  sorted.forEach((table, index) => {
    const entry = 12 + index * SFNT_ENTRY_BYTES;
    output.writeUInt32BE(table.tag, entry);
    output.writeUInt32BE(table.checksum, entry + 4);
    output.writeUInt32BE(dataOffset, entry + 8);
    output.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(output, dataOffset);
    dataOffset += padded(table.data.length);
  });
  return output;
}
