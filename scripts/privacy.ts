/**
 * Retention and data rights from the command line (issue 20):
 *
 *   npm run privacy -- purge [--dry-run]   delete leads and applications past their retention period
 *                                          (--dry-run: report what would go, remove nothing)
 *   npm run privacy -- export EMAIL        print everything held about EMAIL as JSON
 *   npm run privacy -- erase EMAIL         delete everything held about EMAIL (audited, without the address)
 *
 * With the embedded database the server must be stopped first (open-database.ts locks DATA_DIR);
 * with DATABASE_URL it runs alongside the server (the purge takes the same lock as the server's).
 */
import { parseEmailAddress } from '../app/domain/email';
import { erasePersonalData, exportPersonalData } from '../app/server/privacy/data-rights.server';
import { purgeExpiredData } from '../app/server/privacy/purge.server';
import { openScriptDatabase } from './open-database';

const usage = 'Usage: npm run privacy -- purge [--dry-run] | export EMAIL | erase EMAIL';
const [command, argument] = process.argv.slice(2);

if (command !== 'purge' && command !== 'export' && command !== 'erase') {
  console.error(usage);
  process.exit(1);
}
const email = command === 'purge' ? '' : (parseEmailAddress(argument ?? '') ?? '');
if (command !== 'purge' && email === '') {
  console.error(argument ? `Not an e-mail address: ${argument}\n${usage}` : usage);
  process.exit(1);
}
if (command === 'purge' && argument !== undefined && argument !== '--dry-run') {
  console.error(usage);
  process.exit(1);
}

const { close } = await openScriptDatabase();
try {
  if (command === 'purge') {
    const report = await purgeExpiredData({ dryRun: argument === '--dry-run' });
    const verb = report.dryRun ? 'Would remove' : 'Removed';
    console.log(
      `${verb} ${report.leads} lead(s) last updated before ${report.leadCutoff.toISOString()}, ` +
        `${report.applications} application(s) last updated before ${report.applicationCutoff.toISOString()}, ` +
        `${report.outbox} outbox row(s); ${report.dryRun ? 'would scrub' : 'scrubbed'} ${report.audit} audit entr${report.audit === 1 ? 'y' : 'ies'}. ` +
        `${verb} ${report.expiredAccess.signInSecrets} expired sign-in code(s) and link(s), ${report.expiredAccess.sessions} expired session(s) and ` +
        `${report.expiredAccess.rateLimitCounters} rate-limit counter(s) past their window, ` +
        `${report.revisions} earlier version(s) of content past their retention and ${report.previewLinks} preview link(s) ended more than 30 days ago.`,
    );
  } else if (command === 'export') {
    console.log(JSON.stringify(await exportPersonalData(email), null, 2));
  } else {
    const counts = await erasePersonalData(email, `cli (${process.env.USER ?? 'unknown user'})`);
    console.log(
      `Erased ${counts.leads} lead(s), ${counts.applications} application(s), ${counts.outbox} outbox row(s); scrubbed ${counts.audit} audit entr${counts.audit === 1 ? 'y' : 'ies'}; ` +
        `erased or unnamed ${counts.revisions} earlier version(s) of content; unnamed ${counts.previewLinks} preview link(s).`,
    );
  }
} finally {
  await close();
}
