/**
 * The backup file (ADR 380): one gzip stream of lines. Control lines start with `@`, row lines
 * with `{` (a row is PostgreSQL's own JSON of its columns, so bytea, timestamps, arrays and jsonb
 * round-trip exactly and no value passes through a JavaScript number):
 *
 *   @header {"format":"firmsite-backup","version":1,"migration":"0015_backups","created_at":…,"database":"pglite","tables":[…]}
 *   @table {"name":"contact_leads","columns":["id",…]}
 *   {"id":"…",…}                       one line per row, in primary-key order
 *   @end {"name":"contact_leads","rows":12,"sha256":"…"}   SHA-256 of the table's row lines
 *   …
 *   @manifest {"tables":{"contact_leads":{"rows":12,"sha256":"…"},…},"sha256":"…"}
 *
 * The manifest's `sha256` covers every byte before its own line, so a changed, missing or added
 * line anywhere is found; gzip's own CRC and length find a cut or flipped byte in the compressed
 * file first. The manifest is the last line: a file without it was cut short.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Writable } from 'node:stream';
import zlib from 'node:zlib';

export const BACKUP_FORMAT = 'firmsite-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** The newest migration the database had (drizzle/meta/_journal.json's tag). */
  migration: string;
  /** The snapshot's time (the backup transaction's start), ISO. */
  created_at: string;
  database: 'pglite' | 'postgres';
  tables: string[];
}

export interface TableSummary {
  rows: number;
  sha256: string;
}

export interface BackupManifest {
  tables: Record<string, TableSummary>;
  /** SHA-256 of every byte of the uncompressed stream before the manifest's line. */
  sha256: string;
}

/** A file that cannot be restored; the message says why, in words for the operator. */
export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFileError';
  }
}

const NEWLINE = 0x0a;

/** Writes the lines of one backup into `out` (gzip'd), hashing as it goes. */
export class BackupWriter {
  private readonly gzip = zlib.createGzip({ level: 6 });
  private readonly whole = crypto.createHash('sha256');
  private readonly tables: Record<string, TableSummary> = {};
  private current: { name: string; rows: number; hash: crypto.Hash } | undefined;
  private readonly done: Promise<void>;

  constructor(out: Writable) {
    this.gzip.pipe(out);
    this.done = new Promise<void>((resolve, reject) => {
      out.on('finish', resolve);
      out.on('close', resolve);
      out.on('error', reject);
      this.gzip.on('error', reject);
    });
  }

  private async write(line: string, hash?: crypto.Hash, last = false): Promise<void> {
    const bytes = Buffer.from(`${line}\n`, 'utf8');
    if (!last) this.whole.update(bytes);
    hash?.update(bytes);
    if (!this.gzip.write(bytes)) await new Promise<void>((resolve) => this.gzip.once('drain', resolve));
  }

  header(header: BackupHeader): Promise<void> {
    return this.write(`@header ${JSON.stringify(header)}`);
  }

  async table(name: string, columns: string[]): Promise<void> {
    if (this.current) throw new Error(`table ${this.current.name} was not ended`);
    this.current = { name, rows: 0, hash: crypto.createHash('sha256') };
    await this.write(`@table ${JSON.stringify({ name, columns })}`);
  }

  /** One row: PostgreSQL's `row_to_json(…)::text`, which holds no newline. */
  async row(json: string): Promise<void> {
    if (!this.current) throw new Error('a row outside a table');
    this.current.rows++;
    await this.write(json, this.current.hash);
  }

  async end(): Promise<void> {
    const current = this.current;
    if (!current) throw new Error('no table to end');
    this.current = undefined;
    const summary = { rows: current.rows, sha256: current.hash.digest('hex') };
    this.tables[current.name] = summary;
    await this.write(`@end ${JSON.stringify({ name: current.name, ...summary })}`);
  }

  /** Writes the manifest and ends the stream; resolves once `out` has everything. */
  async finish(): Promise<BackupManifest> {
    const manifest: BackupManifest = { tables: this.tables, sha256: this.whole.digest('hex') };
    await this.write(`@manifest ${JSON.stringify(manifest)}`, undefined, true);
    this.gzip.end();
    await this.done;
    return manifest;
  }

  /** Stops writing (the backup failed): the output is left incomplete, and no reader accepts it. */
  abort(error: Error): void {
    this.gzip.destroy(error);
  }
}

/** What the reader hands a visitor: each table's columns, then its rows in batches of raw JSON lines. */
export interface BackupVisitor {
  table?(name: string, columns: string[]): Promise<void> | void;
  rows?(name: string, lines: string[]): Promise<void> | void;
}

export interface ScannedBackup {
  header: BackupHeader;
  manifest: BackupManifest;
  /** SHA-256 of the compressed file as read. */
  fileSha256: string;
  fileBytes: number;
}

/** Rows handed to the visitor at once: at most this many, or this many bytes. */
const BATCH_ROWS = 500;
const BATCH_BYTES = 8 * 1024 * 1024;

/** The uncompressed lines of a file, each with its bytes (for the checksums). */
async function* linesOf(file: string, onCompressed: (chunk: Buffer) => void): AsyncGenerator<Buffer> {
  const source = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  source.on('data', (chunk) => onCompressed(chunk as Buffer));
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  let pending: Buffer[] = [];
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      let start = 0;
      for (let index = chunk.indexOf(NEWLINE); index !== -1; index = chunk.indexOf(NEWLINE, start)) {
        pending.push(chunk.subarray(start, index));
        yield pending.length === 1 ? pending[0]! : Buffer.concat(pending);
        pending = [];
        start = index + 1;
      }
      if (start < chunk.length) pending.push(chunk.subarray(start));
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupFileError(`There is no file ${file}.`);
    if (code === 'Z_BUF_ERROR' || /unexpected end/i.test((error as Error).message)) {
      throw new BackupFileError(`The backup ${file} is cut short (its compressed data ends early): it is incomplete and cannot be restored.`);
    }
    throw new BackupFileError(`The backup ${file} is damaged (${(error as Error).message}): it cannot be restored.`);
  } finally {
    source.destroy();
  }
  if (pending.length > 0) throw new BackupFileError(`The backup ${file} is cut short (its last line is incomplete): it cannot be restored.`);
}

function control(line: string, tag: string): unknown {
  const prefix = `@${tag} `;
  if (!line.startsWith(prefix)) return undefined;
  try {
    return JSON.parse(line.slice(prefix.length));
  } catch {
    throw new BackupFileError(`The backup's ${tag} line is damaged: it cannot be restored.`);
  }
}

export interface ScanExpectations {
  /** The migration this version of the app is at: the backup must be at the same one. */
  migration: string;
  /** Every table this version has, with its columns: the backup must hold exactly these. */
  tables: ReadonlyMap<string, readonly string[]>;
}

/**
 * Reads a whole backup and checks everything: the gzip stream, the header (format, version,
 * migration), every table's columns, row count and checksum, the manifest and the whole stream's
 * checksum. Throws BackupFileError at the first problem. The visitor sees tables and rows as they
 * come, so a caller that writes them must do so in a transaction it rolls back on a throw.
 */
export async function scanBackup(file: string, expect: ScanExpectations, visitor: BackupVisitor = {}): Promise<ScannedBackup> {
  const fileHash = crypto.createHash('sha256');
  let fileBytes = 0;
  const whole = crypto.createHash('sha256');
  let header: BackupHeader | undefined;
  let manifest: BackupManifest | undefined;
  let current: { name: string; rows: number; hash: crypto.Hash; batch: string[]; batchBytes: number } | undefined;
  const summaries: Record<string, TableSummary> = {};
  const flush = async () => {
    if (!current || current.batch.length === 0) return;
    const lines = current.batch;
    current.batch = [];
    current.batchBytes = 0;
    await visitor.rows?.(current.name, lines);
  };

  for await (const bytes of linesOf(file, (chunk) => {
    fileHash.update(chunk);
    fileBytes += chunk.length;
  })) {
    if (manifest) throw new BackupFileError('The backup has data after its manifest: it is damaged and cannot be restored.');
    const line = bytes.toString('utf8');
    if (!header) {
      const parsed = control(line, 'header') as BackupHeader | undefined;
      if (!parsed || parsed.format !== BACKUP_FORMAT) throw new BackupFileError(`${file} is not a firmsite backup.`);
      if (parsed.version !== BACKUP_FORMAT_VERSION) {
        throw new BackupFileError(`The backup's format is version ${parsed.version}; this version of firmsite reads version ${BACKUP_FORMAT_VERSION}.`);
      }
      if (parsed.migration !== expect.migration) {
        throw new BackupFileError(
          `The backup was made by a version of firmsite whose database is at migration ${parsed.migration}; this version is at ${expect.migration}. ` +
            'Restore it with the version that made it, then upgrade.',
        );
      }
      header = parsed;
      whole.update(bytes).update('\n');
      continue;
    }
    if (line.startsWith('{')) {
      if (!current) throw new BackupFileError('The backup has a row outside any table: it is damaged and cannot be restored.');
      current.rows++;
      current.hash.update(bytes).update('\n');
      whole.update(bytes).update('\n');
      current.batch.push(line);
      current.batchBytes += bytes.length;
      if (current.batch.length >= BATCH_ROWS || current.batchBytes >= BATCH_BYTES) await flush();
      continue;
    }
    const table = control(line, 'table') as { name: string; columns: string[] } | undefined;
    if (table) {
      if (current) throw new BackupFileError(`The backup's table ${current.name} has no end: it is damaged and cannot be restored.`);
      const columns = expect.tables.get(table.name);
      if (!columns) throw new BackupFileError(`The backup holds a table this version does not have (${table.name}): it cannot be restored here.`);
      if (columns.join(',') !== table.columns.join(',')) {
        throw new BackupFileError(`The backup's table ${table.name} has other columns than this version's: it cannot be restored here.`);
      }
      current = { name: table.name, rows: 0, hash: crypto.createHash('sha256'), batch: [], batchBytes: 0 };
      whole.update(bytes).update('\n');
      await visitor.table?.(table.name, table.columns);
      continue;
    }
    const end = control(line, 'end') as ({ name: string } & TableSummary) | undefined;
    if (end) {
      if (!current || current.name !== end.name) throw new BackupFileError('The backup ends a table it did not start: it is damaged and cannot be restored.');
      const sha256 = current.hash.digest('hex');
      if (end.rows !== current.rows || end.sha256 !== sha256) {
        throw new BackupFileError(`The backup's table ${current.name} does not match its checksum: the file is damaged and cannot be restored.`);
      }
      await flush();
      summaries[current.name] = { rows: current.rows, sha256 };
      current = undefined;
      whole.update(bytes).update('\n');
      continue;
    }
    const found = control(line, 'manifest') as BackupManifest | undefined;
    if (found) {
      if (current) throw new BackupFileError(`The backup's table ${current.name} has no end: it is damaged and cannot be restored.`);
      if (found.sha256 !== whole.digest('hex')) throw new BackupFileError('The backup does not match its checksum: the file is damaged and cannot be restored.');
      if (JSON.stringify(found.tables) !== JSON.stringify(summaries)) {
        throw new BackupFileError('The backup does not match its manifest: the file is damaged and cannot be restored.');
      }
      manifest = found;
      continue;
    }
    throw new BackupFileError('The backup has a line it cannot read: the file is damaged and cannot be restored.');
  }
  if (!header) throw new BackupFileError(`${file} is empty: it is not a backup.`);
  if (!manifest) throw new BackupFileError('The backup ends before its manifest: it was cut short and cannot be restored.');
  const missing = [...expect.tables.keys()].filter((name) => !(name in summaries));
  if (missing.length > 0) throw new BackupFileError(`The backup lacks tables this version has (${missing.join(', ')}): it cannot be restored here.`);
  return { header, manifest, fileSha256: fileHash.digest('hex'), fileBytes };
}
