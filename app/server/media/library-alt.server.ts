/**
 * The media library's alt text for an image address column (ADR 090, second pass): a scalar
 * subquery for a public select, null when the address is not a library image (an external URL, or
 * an image deleted from the library). The address is relative (`/media/{hash}-…`) or absolute
 * (`https://host/media/{hash}-…`, as pasted into an article).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { media_images } from '~/server/db/schema.server';

export function libraryAltOf(address: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`(select ${media_images.alt} from ${media_images} where ${media_images.hash} = substring(${address} from '^(?:https?://[^/]+)?/media/([0-9a-f]{32})-'))`;
}
