/**
 * npm run db:seed               loads the demo content into an empty database
 * npm run db:seed -- --reset    deletes all content, leads and applications, then loads it again
 */
import { isContentEmpty, seedDemoContent } from '../app/server/seed/seed.server';
import { openScriptDatabase } from './open-database';

const reset = process.argv.includes('--reset');
const { handle, close } = await openScriptDatabase();
try {
  if (!reset && !(await isContentEmpty(handle.db))) {
    console.log('The database already has content; nothing loaded. Use `npm run db:seed -- --reset` to reload it.');
  } else {
    await seedDemoContent(handle.db, { reset });
    console.log(reset ? 'Demo content reloaded.' : 'Demo content loaded.');
  }
} finally {
  await close();
}
