/**
 * Issue 47 (ADR 380): backups of either database restore into either, exactly — every table's
 * rows (the manifest's per-table checksums of the restored database's own backup equal the
 * original's), file bytes bit for bit; a cut-short or damaged file, and a non-empty target, are
 * refused with the target left empty; the erase journal erases again what was erased after the
 * backup; the schedule takes one backup per day across instances and keeps BACKUP_KEEP files.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, setDatabase, type DatabaseHandle } from '~/server/db/db.server';
import { backups, contact_leads, job_application_resumes, job_applications, media_files, media_images, offices } from '~/server/db/schema.server';
import { lastBackup, rotateScheduledBackups, runScheduledBackup, takeBackup } from '~/server/backup/backups.server';
import { writeBackupFile } from '~/server/backup/dump.server';
import { addressKey, eraseJournalPath, readEraseJournal } from '~/server/backup/erase-journal.server';
import { BackupFileError } from '~/server/backup/format.server';
import { firstNonEmptyTable, resetSequences, restoreBackup, RESTORE_JOURNAL_ACTOR } from '~/server/backup/restore.server';
import { withdrawApplication } from '~/server/entities/applications.server';
import { signedLinkToken } from '~/server/platform/signed-links.server';
import { purgeExpiredData } from '~/server/privacy/purge.server';
import { backupTables } from '~/server/backup/tables.server';
import { parseEnv, setEnvForTests } from '~/server/platform/env.server';
import { eraseLeadByLink, erasePersonalData } from '~/server/privacy/data-rights.server';
import { seedDemoContent } from '~/server/seed/seed.server';
import { openTestDatabase, testDatabaseKinds, type TestDatabaseKind } from '../support/database';

/** The newest migration file in drizzle/: what a backup taken now must name. */
const NEWEST_MIGRATION = fs.readdirSync(path.resolve('drizzle')).filter((name) => name.endsWith('.sql')).sort().at(-1)!.replace(/\.sql$/, '');

const kinds = testDatabaseKinds();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'firmsite-backup-test-'));
/** Every byte value, twice, and a NUL-heavy tail: a file that would not survive any text round trip. */
const RESUME_BYTES = Buffer.concat([Buffer.from([...Array(256).keys()]), Buffer.from([...Array(256).keys()].reverse()), Buffer.alloc(64)]);
const IMAGE_BYTES = crypto.randomBytes(40_000);

beforeAll(() => {
  setEnvForTests(parseEnv({ NODE_ENV: 'test', DATA_DIR: dir, BACKUP_DIR: path.join(dir, 'backups'), BETTER_AUTH_SECRET: 'backup-test-secret-0123456789abcdef01' }));
});
afterAll(() => {
  setEnvForTests(undefined);
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A site with the demo content, a lead, an application with its résumé, and an uploaded image. */
async function seededSite(kind: TestDatabaseKind, email: string): Promise<{ handle: DatabaseHandle; leadId: string; applicationId: string }> {
  const handle = await openTestDatabase(kind);
  await seedDemoContent(handle.db);
  const [lead] = await handle.db
    .insert(contact_leads)
    .values({ first_name: 'Ines', last_name: 'Okafor', email, message: 'Line one\nline "two" — ünïcödé \u{1F600}', consent_choices: { marketing: true } })
    .returning({ id: contact_leads.id });
  const [application] = await handle.db
    .insert(job_applications)
    .values({ first_name: 'Ines', last_name: 'Okafor', email, availability_date: '2027-01-04' })
    .returning({ id: job_applications.id });
  await handle.db.insert(job_application_resumes).values({
    application_id: application!.id,
    file_name: 'résumé.pdf',
    content_type: 'application/pdf',
    size_bytes: RESUME_BYTES.length,
    content: RESUME_BYTES,
  });
  const [image] = await handle.db
    .insert(media_images)
    .values({ hash: crypto.randomBytes(8).toString('hex'), file_name: 'office.jpg', alt: 'The office', width: 800, height: 600, fallback_format: 'jpg', original_bytes: 50_000, stored_bytes: IMAGE_BYTES.length, created_by: 'owner@corvane.example' })
    .returning({ id: media_images.id });
  await handle.db.insert(media_files).values({ name: `${image!.id}-800.avif`, image_id: image!.id, width: 800, height: 600, format: 'avif', bytes: IMAGE_BYTES });
  return { handle, leadId: lead!.id, applicationId: application!.id };
}

const file = (name: string) => path.join(dir, name);

describe('the backup covers the schema', () => {
  it('holds every table the migrated database has, and no other', async () => {
    const handle = await openTestDatabase('pglite');
    try {
      const tables = await queryRows<{ table_name: string }>(
        handle.db,
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      );
      expect(backupTables().map((table) => table.name).sort()).toEqual(tables.map((row) => row.table_name).sort());
      // A table comes after every table it references (a restore inserts in this order).
      const order = backupTables().map((table) => table.name);
      expect(order.indexOf('job_applications')).toBeLessThan(order.indexOf('job_application_resumes'));
      expect(order.indexOf('media_images')).toBeLessThan(order.indexOf('media_files'));
      expect(order.indexOf('offices')).toBeLessThan(order.indexOf('bookings'));
    } finally {
      await handle.close();
    }
  });
});

for (const source of kinds) {
  describe(`a backup of ${source}`, () => {
    let site: Awaited<ReturnType<typeof seededSite>>;
    let original: Awaited<ReturnType<typeof writeBackupFile>>;
    beforeAll(async () => {
      site = await seededSite(source, `ines.${source}@example.org`);
      original = await writeBackupFile(site.handle, file(`${source}.backup.gz`));
    });
    afterAll(async () => {
      await site.handle.close();
    });

    it('holds its manifest: format, migration, and every table with its rows counted', () => {
      expect(original.header).toMatchObject({ format: 'firmsite-backup', version: 1, migration: NEWEST_MIGRATION, database: source });
      expect(Object.keys(original.manifest.tables)).toEqual(backupTables().map((table) => table.name));
      expect(original.manifest.tables.contact_leads!.rows).toBe(9);
      expect(original.manifest.tables.job_application_resumes!.rows).toBe(1);
      expect(original.manifest.tables.media_files!.rows).toBe(1);
      expect(original.manifest.tables.offices!.rows).toBe(3);
    });

    for (const target of kinds) {
      it(`restores into an empty ${target} database: every table's rows and every file's bytes equal`, async () => {
        const handle = await openTestDatabase(target);
        try {
          const report = await restoreBackup(handle, original.file);
          expect(report.rows).toBe(Object.values(original.manifest.tables).reduce((sum, table) => sum + table.rows, 0));
          const again = await writeBackupFile(handle, file(`${source}-to-${target}.backup.gz`));
          expect(again.manifest.tables).toEqual(original.manifest.tables);
          const [resume] = await handle.db.select().from(job_application_resumes).where(eq(job_application_resumes.application_id, site.applicationId));
          expect(Buffer.from(resume!.content).equals(RESUME_BYTES)).toBe(true);
          const [image] = await handle.db.select({ bytes: media_files.bytes }).from(media_files);
          expect(crypto.createHash('sha256').update(image!.bytes).digest('hex')).toBe(crypto.createHash('sha256').update(IMAGE_BYTES).digest('hex'));
          // New rows go in after a restore.
          await handle.db.insert(contact_leads).values({ first_name: 'New', last_name: 'Lead', email: 'new@example.org', message: 'after the restore' });
          expect((await handle.db.select().from(contact_leads)).length).toBe(10);
        } finally {
          await handle.close();
        }
      });
    }

    it('is refused when cut short, and the target is left empty', async () => {
      const bytes = fs.readFileSync(original.file);
      fs.writeFileSync(file('cut.backup.gz'), bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      const handle = await openTestDatabase(source);
      try {
        await expect(restoreBackup(handle, file('cut.backup.gz'))).rejects.toThrow(/is cut short \(its compressed data ends early\): it is incomplete and cannot be restored\./);
        expect(await firstNonEmptyTable(handle.db)).toBeUndefined();
        expect((await handle.db.select().from(offices)).length).toBe(3);
      } finally {
        await handle.close();
      }
    });

    it('is refused with one byte flipped (in the compressed file, or in the data under a valid gzip), and the target is left empty', async () => {
      const bytes = Buffer.from(fs.readFileSync(original.file));
      bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
      fs.writeFileSync(file('flipped.backup.gz'), bytes);
      const lines = zlib.gunzipSync(fs.readFileSync(original.file));
      const at = lines.indexOf('Ines');
      lines[at] = 'J'.charCodeAt(0);
      fs.writeFileSync(file('edited.backup.gz'), zlib.gzipSync(lines));
      const handle = await openTestDatabase(source);
      try {
        await expect(restoreBackup(handle, file('flipped.backup.gz'))).rejects.toBeInstanceOf(BackupFileError);
        await expect(restoreBackup(handle, file('flipped.backup.gz'))).rejects.toThrow(/cannot be restored/);
        await expect(restoreBackup(handle, file('edited.backup.gz'))).rejects.toThrow(/does not match its checksum: the file is damaged and cannot be restored\./);
        expect(await firstNonEmptyTable(handle.db)).toBeUndefined();
      } finally {
        await handle.close();
      }
    });

    it('is refused by a database that is not empty, which is left as it was', async () => {
      const before = await writeBackupFile(site.handle, file(`${source}-before.backup.gz`));
      await expect(restoreBackup(site.handle, original.file)).rejects.toThrow(
        /^The target database is not empty \(\w+ has rows\): a backup is only restored into an empty database\. Nothing was restored\.$/,
      );
      const after = await writeBackupFile(site.handle, file(`${source}-after.backup.gz`));
      expect(after.manifest.tables).toEqual(before.manifest.tables);
    });
  });
}

describe.each(kinds)('the erase journal (%s)', (kind) => {
  it('erases again on restore what was erased after the backup, and names no one', async () => {
    const email = `journal.${kind}@example.org`;
    const site = await seededSite(kind, email);
    const target = await openTestDatabase(kind);
    try {
      const backup = await writeBackupFile(site.handle, file(`journal-${kind}.backup.gz`));
      fs.rmSync(eraseJournalPath(), { force: true });
      setDatabase(site.handle);
      await erasePersonalData(email, 'owner@corvane.example');
      setDatabase(undefined);
      const text = fs.readFileSync(eraseJournalPath(), 'utf8');
      expect(text).not.toContain('journal.');
      expect(text).not.toContain('Okafor');
      const journal = readEraseJournal(eraseJournalPath());
      expect(journal).toEqual([
        { at: expect.any(String), reason: 'erase', leads: [site.leadId], applications: [site.applicationId], address: addressKey(email) },
      ]);

      const report = await restoreBackup(target, backup.file, { journal });
      expect(report.journal).toEqual({ entries: 1, leads: 1, applications: 1, addresses: 0 });
      expect(await target.db.select().from(contact_leads).where(eq(contact_leads.id, site.leadId))).toEqual([]);
      expect(await target.db.select().from(job_applications).where(eq(job_applications.id, site.applicationId))).toEqual([]);
      expect(await target.db.select().from(job_application_resumes).where(eq(job_application_resumes.application_id, site.applicationId))).toEqual([]);
      const [audit] = await queryRows<{ staff_email: string }>(target.db, sql`select staff_email from audit_log where staff_email = ${RESTORE_JOURNAL_ACTOR}`);
      expect(audit?.staff_email).toBe(RESTORE_JOURNAL_ACTOR);
      // An entry older than the backup is not applied again.
      const fresh = await openTestDatabase(kind);
      try {
        const old = { ...journal[0]!, at: new Date(new Date(backup.header.created_at).getTime() - 1000).toISOString() };
        expect((await restoreBackup(fresh, backup.file, { journal: [old] })).journal.entries).toBe(0);
        expect((await fresh.db.select().from(contact_leads).where(eq(contact_leads.id, site.leadId))).length).toBe(1);
      } finally {
        await fresh.close();
      }
    } finally {
      await site.handle.close();
      await target.close();
    }
  });

  it('finds the address by its keyed hash among records the ids do not name', async () => {
    const email = `hash.${kind}@example.org`;
    const site = await seededSite(kind, email);
    const target = await openTestDatabase(kind);
    try {
      const backup = await writeBackupFile(site.handle, file(`hash-${kind}.backup.gz`));
      const entry = { at: new Date(Date.now() + 1000).toISOString(), reason: 'erase' as const, leads: [], applications: [], address: addressKey(email) };
      const report = await restoreBackup(target, backup.file, { journal: [entry] });
      expect(report.journal).toEqual({ entries: 1, leads: 1, applications: 1, addresses: 1 });
      expect(await target.db.select().from(contact_leads).where(eq(contact_leads.email, email))).toEqual([]);
    } finally {
      await site.handle.close();
      await target.close();
    }
  });
});

describe.each(kinds)('the erase paths write the journal (%s)', (kind) => {
  it('the erase link, a withdrawal and the purge each append their ids; a dry run appends nothing; an address with nothing left is journaled too', async () => {
    const site = await seededSite(kind, `paths.${kind}@example.org`);
    try {
      setDatabase(site.handle);
      fs.rmSync(eraseJournalPath(), { force: true });
      await purgeExpiredData({ dryRun: true, now: new Date(Date.now() + 20 * 365 * 24 * 3600 * 1000) });
      expect(readEraseJournal(eraseJournalPath())).toEqual([]);
      // Nothing held now, but an earlier backup may hold the address: its keyed hash is journaled.
      await erasePersonalData('nobody@example.org', 'owner@corvane.example');
      expect(await eraseLeadByLink(signedLinkToken('erase-lead', site.leadId))).toMatchObject({ outcome: 'erased' });
      expect(await withdrawApplication(site.applicationId)).toBe(true);
      const report = await purgeExpiredData({ now: new Date(Date.now() + 20 * 365 * 24 * 3600 * 1000) });
      const [nobody, link, withdrawal, purge] = readEraseJournal(eraseJournalPath());
      expect(nobody).toEqual({ at: expect.any(String), reason: 'erase', leads: [], applications: [], address: addressKey('nobody@example.org') });
      expect(link).toEqual({ at: expect.any(String), reason: 'erase-link', leads: [site.leadId], applications: [] });
      expect(withdrawal).toEqual({ at: expect.any(String), reason: 'delete', leads: [], applications: [site.applicationId] });
      expect(purge).toMatchObject({ reason: 'purge' });
      expect(purge!.leads).toHaveLength(report.leads);
      expect(purge!.applications).toHaveLength(report.applications);
      expect(report.leads).toBeGreaterThan(0);
    } finally {
      setDatabase(undefined);
      await site.handle.close();
    }
  });
});

describe.each(kinds)('sequences after a restore (%s)', (kind) => {
  it('a serial column continues after its largest restored value', async () => {
    const handle = await openTestDatabase(kind);
    try {
      await handle.db.execute(sql`create table backup_probe (id serial primary key, note text)`);
      await handle.db.execute(sql`insert into backup_probe (id, note) values (41, 'restored'), (7, 'restored')`);
      await handle.db.transaction((tx) => resetSequences(tx));
      const [row] = await queryRows<{ id: number }>(handle.db, sql`insert into backup_probe (note) values ('new') returning id`);
      expect(row?.id).toBe(42);
    } finally {
      await handle.close();
    }
  });
});

describe.each(kinds)('scheduled backups and their records (%s)', (kind) => {
  it('take one backup a day across instances, keep BACKUP_KEEP files, and the newest shows on the dashboard', async () => {
    const handle = await openTestDatabase(kind);
    const backupDir = path.join(dir, `scheduled-${kind}`);
    try {
      expect(await lastBackup(handle.db)).toBeNull();
      const day = new Date('2027-03-01T02:00:00Z');
      const config = { BACKUP_DIR: backupDir, BACKUP_KEEP: 2 };
      // Two instances check at once: one takes it.
      const both = await Promise.all([runScheduledBackup(handle, config, day), runScheduledBackup(handle, config, day)]);
      expect(both.filter(Boolean)).toHaveLength(1);
      expect(await runScheduledBackup(handle, config, new Date(day.getTime() + 60 * 60 * 1000))).toBeNull();
      for (let next = 1; next <= 3; next++) expect(await runScheduledBackup(handle, config, new Date(day.getTime() + next * 24 * 60 * 60 * 1000))).not.toBeNull();
      expect(fs.readdirSync(backupDir).sort()).toEqual(['firmsite-scheduled-2027-03-03T02-00-00Z.backup.gz', 'firmsite-scheduled-2027-03-04T02-00-00Z.backup.gz']);
      const manual = await takeBackup(handle, path.join(backupDir, 'by-hand.backup.gz'), 'manual');
      // A backup holds the finished backups before it, not its own row (still running while it was written).
      const inside = zlib.gunzipSync(fs.readFileSync(manual.file)).toString('utf8');
      expect(inside.match(/^\{"id":"[^"]+","trigger":"scheduled","status":"done"/gm)).toHaveLength(4);
      expect(inside).not.toContain('"status":"running"');
      expect(rotateScheduledBackups(backupDir, 1)).toEqual(['firmsite-scheduled-2027-03-03T02-00-00Z.backup.gz']);
      expect(fs.existsSync(manual.file)).toBe(true);
      const last = await lastBackup(handle.db);
      expect(last).toEqual({ finishedAt: expect.any(Date), sizeBytes: manual.sizeBytes, fileName: 'by-hand.backup.gz' });
      expect(fs.statSync(manual.file).size).toBe(manual.sizeBytes);
      const rows = await handle.db.select({ trigger: backups.trigger, status: backups.status }).from(backups);
      expect(rows.filter((row) => row.trigger === 'scheduled' && row.status === 'done')).toHaveLength(4);
    } finally {
      await handle.close();
    }
  });
});
