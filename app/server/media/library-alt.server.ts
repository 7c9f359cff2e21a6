/**
 * The media library's alt text for an image address column (ADR 090, second pass): a scalar
 * subquery for a public select, null when the address is not a library image (an external URL, or
 * an image deleted from the library). The address is relative (`/media/{hash}-…`) or absolute
 * (`https://host/media/{hash}-…`, as pasted into an article).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { db, queryRows } from '~/server/db/db.server';
import { media_images } from '~/server/db/schema.server';

export function libraryAltOf(address: AnyPgColumn | SQL): SQL<string | null> {
  return sql<string | null>`(select ${media_images.alt} from ${media_images} where ${media_images.hash} = substring(${address} from '^(?:https?://[^/]+)?/media/([0-9a-f]{32})-'))`;
}

/** The library's alt text for one image address (an earlier version of an article, ADR 331), or null. */
export async function libraryAltFor(address: string | null): Promise<string | null> {
  if (!address) return null;
  const [row] = await queryRows<{ alt: string | null }>(db(), sql`select ${libraryAltOf(sql`${address}::text`)} as alt`);
  return row?.alt ?? null;
}
