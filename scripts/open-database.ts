/**
 * Opens the configured database for a command-line script. The embedded database is locked
 * first: a script never writes PGlite's directory while the server (or another script) has it.
 */
import path from 'node:path';
import { lockDataDir, openPglite, openPostgres, setDatabase, type DatabaseHandle } from '../app/server/db/db.server';
import { EnvError, parseEnv, type Env } from '../app/server/platform/env.server';

export async function openScriptDatabase(): Promise<{ handle: DatabaseHandle; config: Env; close: () => Promise<void> }> {
  let config: Env;
  try {
    config = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let release = () => {};
  let handle: DatabaseHandle;
  try {
    if (config.DATABASE_URL) {
      handle = await openPostgres(config.DATABASE_URL);
    } else {
      release = lockDataDir(config.DATA_DIR);
      handle = await openPglite(path.join(config.DATA_DIR, 'pgdata'));
    }
  } catch (error) {
    release();
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  setDatabase(handle);
  return {
    handle,
    config,
    close: async () => {
      await handle.close();
      release();
    },
  };
}
