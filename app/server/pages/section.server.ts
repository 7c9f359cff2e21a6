/**
 * Public loaders never fail a page because one section's data could not be read (product §8,
 * DESIGN §8): each section is loaded on its own, a failure is logged with the section's name and
 * turned into the product's state, and the page still answers 200 (and is not cached: markDegraded).
 */
import type { Section } from '~/domain/section';
import { errorMessage, log } from '~/server/platform/log.server';
import { markDegraded } from '~/server/platform/request-state.server';

/**
 * Loads one section. On failure the visitor sees `publicMessage` where product shows an error
 * ('Error loading team members: {message}' with the product's default, e.g. 'Failed to fetch teams') or
 * the section's empty state where product only logs: a database error's own text can name hosts,
 * tables or SQL and is kept for the log.
 */
export async function loadSection<T>(
  section: string,
  load: () => Promise<T>,
  publicMessage = 'Failed to load',
): Promise<Section<T>> {
  try {
    return { ok: true, data: await load() };
  } catch (error) {
    log.error({ err: error, section, detail: errorMessage(error) }, 'public section failed to load');
    // The page shows a failure state: the public page cache must not keep it.
    markDegraded();
    return { ok: false, message: publicMessage };
  }
}

/** product §8 default messages for the sections whose failures are shown. */
export const FAILURE_MESSAGES = {
  testimonials: 'Failed to fetch testimonials',
  teams: 'Failed to fetch teams',
  jobs: 'Failed to fetch jobs',
} as const;
