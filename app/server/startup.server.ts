/**
 * What runs once the database is open: demo content for an empty database, then the
 * background work of later features. Returns a function that stops that work.
 */
import { db } from './db.server';
import type { Env } from './env.server';
import { log } from './log.server';
import { seedIfEmpty } from './seed.server';

export async function startupTasks(_config: Env): Promise<() => Promise<void>> {
  if (await seedIfEmpty(db())) log.info('the database was empty: demo content loaded');
  return async () => {};
}
