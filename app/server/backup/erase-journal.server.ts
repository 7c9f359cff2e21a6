/**
 * The erase journal (issue 47, ADR 380): what was erased, so that a restore of a backup taken
 * before an erasure erases it again. An append-only file beside the backups,
 * BACKUP_DIR/erase-journal.ndjson, one line per erasure, written after the erasure's transaction
 * committed: it survives losing the database, and it holds no personal data — the ids of the
 * erased leads and applications, and for an erasure by address an HMAC of the address keyed by
 * the site's secret (appSecret), which finds the address again among a restored database's rows
 * but cannot be read back. Its size follows the erasures (a line of ids per erasure or purge run).
 *
 * Written by the erase paths only: privacy/data-rights.server.ts (erase by address, the visitor's
 * erase link), the retention purge, and an application deleted by staff. Read by `npm run
 * restore`, which re-applies every entry newer than the backup inside its own transaction.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { parseEmailAddress } from '~/domain/email';
import { isUuid } from '~/domain/values';
import { queryRows, type Executor } from '~/server/db/db.server';
import { env } from '~/server/platform/env.server';
import { log } from '~/server/platform/log.server';
import { appSecret } from '~/server/platform/secret.server';

export const ERASE_JOURNAL_FILE = 'erase-journal.ndjson';

export type ErasureReason = 'erase' | 'erase-link' | 'purge' | 'delete';

export interface EraseJournalEntry {
  /** When the erasure committed (ISO). */
  at: string;
  reason: ErasureReason;
  leads: string[];
  applications: string[];
  /** An erasure by address: HMAC-SHA256 of the parsed address, hex. */
  address?: string;
}

export function eraseJournalPath(backupDir = env().BACKUP_DIR): string {
  return path.join(backupDir, ERASE_JOURNAL_FILE);
}

/** The keyed hash of an address (already parsed): the journal's only trace of it. */
export function addressKey(address: string, secret = appSecret()): string {
  return crypto.createHmac('sha256', secret).update(`erase-journal\0${address}`).digest('hex');
}

/**
 * Appends one erasure. Called after the erasure committed. An erasure by address is written even
 * when nothing was held any more (an earlier backup may hold the address); one by ids that
 * removed nothing is not. A failure to write is logged, not thrown: the erasure stands, and the operator is
 * told that an older backup would bring its records back.
 */
export async function journalErasure(erasure: { reason: ErasureReason; leads: string[]; applications: string[]; address?: string | null }, now = new Date()): Promise<void> {
  if (erasure.leads.length === 0 && erasure.applications.length === 0 && !erasure.address) return;
  const entry: EraseJournalEntry = {
    at: now.toISOString(),
    reason: erasure.reason,
    leads: erasure.leads,
    applications: erasure.applications,
    ...(erasure.address ? { address: addressKey(erasure.address) } : {}),
  };
  const file = eraseJournalPath();
  try {
    await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await fs.promises.appendFile(file, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
  } catch (error) {
    log.error({ err: error, reason: erasure.reason }, 'the erase journal could not be written: a restore of an earlier backup would bring these records back');
  }
}

/** The journal's entries (none when there is no file); a damaged line stops the restore, named by its number. */
export function readEraseJournal(file: string): EraseJournalEntry[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const lines = text.split('\n');
  // A last line without its newline was being written when the process stopped: it did not count.
  if (lines.at(-1) !== '') lines.pop();
  return lines
    .filter((line) => line !== '')
    .map((line, index) => {
      try {
        const entry = JSON.parse(line) as EraseJournalEntry;
        if (typeof entry.at !== 'string' || !Array.isArray(entry.leads) || !Array.isArray(entry.applications)) throw new Error('fields');
        return entry;
      } catch {
        throw new Error(`line ${index + 1} of the erase journal ${file} is damaged; fix or remove it, then restore again`);
      }
    });
}

/** The addresses a restored database holds that one of `keys` names (the places recordsOfAddress and auditOf look). */
export async function addressesMatching(tx: Executor, keys: ReadonlySet<string>, secret = appSecret()): Promise<string[]> {
  if (keys.size === 0) return [];
  const rows = await queryRows<{ value: string }>(
    tx,
    sql`select email as value from contact_leads union select email from job_applications union select visitor_email from bookings
        union select staff_email from audit_log union select staff_email from content_revisions union select created_by from preview_links
        union select payload->>'to' from outbox where payload->>'to' is not null`,
  );
  const found = new Set<string>();
  for (const { value } of rows) {
    const address = parseEmailAddress(value);
    if (address !== null && keys.has(addressKey(address, secret))) found.add(address);
  }
  return [...found];
}

/** Ids that are well-formed (a hand-edited journal must not reach SQL with anything else). */
export function wellFormedIds(ids: string[]): string[] {
  return ids.filter(isUuid);
}
