/**
 * The staff allowlist from the command line:
 *
 *   npm run admin -- add EMAIL       allowlist an address as an owner (it can then sign in)
 *   npm run admin -- remove EMAIL    remove it, end its sessions, void its pending codes and links
 *   npm run admin -- list            show the allowlist
 *
 * With the embedded database the server must be stopped first: open-database.ts locks DATA_DIR
 * and refuses while the server holds it. With DATABASE_URL it runs alongside the server.
 */
import { parseEmailAddress } from '../app/domain/email';
import { addStaff, listStaff, removeStaff } from '../app/server/entities/staff.server';
import { openScriptDatabase } from './open-database';

const usage = 'Usage: npm run admin -- add EMAIL | remove EMAIL | list';
const [command, emailArgument] = process.argv.slice(2);

function emailOrExit(): string {
  const email = parseEmailAddress(emailArgument ?? '');
  if (email === null) {
    console.error(emailArgument ? `Not an e-mail address: ${emailArgument}\n${usage}` : usage);
    process.exit(1);
  }
  return email;
}

if (command !== 'add' && command !== 'remove' && command !== 'list') {
  console.error(usage);
  process.exit(1);
}
const email = command === 'list' ? '' : emailOrExit();

const { close } = await openScriptDatabase();
try {
  if (command === 'add') {
    const added = await addStaff(email, `cli (${process.env.USER ?? 'unknown user'})`);
    console.log(added ? `Added ${email}: they can now sign in at /admin/login.` : `${email} is already on the staff list.`);
  } else if (command === 'remove') {
    const { removed, sessionsEnded } = await removeStaff(email);
    console.log(
      removed
        ? `Removed ${email}; ${sessionsEnded} session${sessionsEnded === 1 ? '' : 's'} ended.`
        : `${email} was not on the staff list${sessionsEnded > 0 ? `; ${sessionsEnded} stray session(s) ended` : ''}.`,
    );
  } else {
    const members = await listStaff();
    if (members.length === 0) console.log('The staff list is empty. Add someone: npm run admin -- add EMAIL');
    for (const member of members) {
      console.log(`${member.email}\t${member.role}\tadded ${member.created_at.toISOString().slice(0, 10)}${member.added_by ? ` by ${member.added_by}` : ''}`);
    }
  }
} finally {
  await close();
}
