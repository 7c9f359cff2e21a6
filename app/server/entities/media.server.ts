/**
 * The media library's table (media_images) and its files (media_files), issue 17 / ADR 090: upload
 * (checked and processed by image-processing.server.ts, stored with its audit row in one
 * transaction), the list with where each image is used, alt text edits, deletion (refused while an
 * image field or article uses the image) and the bytes the public /media/ route and other features
 * (share cards) read.
 */
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { isUuid } from '~/domain/values';
import { MEDIA_CONTENT_TYPES, MEDIA_PATH_PREFIX, libraryImageUrl, libraryThumbnailPath, parseLibraryImageUrl, storedFileName, type MediaFallbackFormat, type MediaFormat } from '~/domain/media';
import type { Actor } from '~/server/entities/admin-content.server';
import { notifyContentChange, recordAudit } from '~/server/entities/audit.server';
import { db } from '~/server/db/db.server';
import { media_files, media_images, news_insights, partners, portfolio_projects, teams, testimonials } from '~/server/db/schema.server';
import type { ImageRefusal } from '~/server/media/image-processing.server';
import { processUploadInWorker, type UploadSource } from '~/server/media/image-worker-pool.server';

const ENTITY = 'media_images';

export type MediaImageRow = typeof media_images.$inferSelect;

export interface LibraryEntry {
  id: string;
  url: string;
  thumbnail: string;
  fileName: string;
  alt: string;
  width: number;
  height: number;
  originalBytes: number;
  storedBytes: number;
  createdAt: string;
  usedBy: string[];
}

export type UploadOutcome =
  | { ok: true; created: boolean; image: MediaImageRow }
  | { ok: false; reason: ImageRefusal };

/**
 * Checks, processes and stores one upload. A refused file stores nothing; the same bytes uploaded
 * again answer the image already stored (created false) and keep its alt text.
 */
export async function uploadImage(actor: Actor, upload: { fileName: string; alt: string } & UploadSource): Promise<UploadOutcome> {
  // In a short-lived child process, one upload at a time (image-worker-pool.server.ts).
  const processed = await processUploadInWorker(upload);
  if (!processed.ok) return processed;
  const { image } = processed;
  return db().transaction(async (tx) => {
    const [existing] = await tx.select().from(media_images).where(eq(media_images.hash, image.hash));
    if (existing) return { ok: true as const, created: false, image: existing };
    const [row] = await tx
      .insert(media_images)
      .values({
        hash: image.hash,
        file_name: upload.fileName,
        alt: upload.alt,
        width: image.width,
        height: image.height,
        fallback_format: image.fallback,
        original_bytes: image.originalBytes,
        stored_bytes: image.files.reduce((sum, file) => sum + file.bytes.length, 0),
        created_by: actor.email,
      })
      .returning();
    // Every width and format in one statement: one round trip instead of one per file (15 for a photo).
    await tx
      .insert(media_files)
      .values(image.files.map((file) => ({ name: file.name, image_id: row!.id, width: file.width, height: file.height, format: file.format, bytes: file.bytes })));
    await recordAudit(tx, { staffEmail: actor.email, entity: ENTITY, entityId: row!.id, action: 'create', after: withoutTimes(row!) });
    return { ok: true as const, created: true, image: row! };
  });
}

/** The address an image field stores for a library row. */
export function imageUrlOf(row: Pick<MediaImageRow, 'hash' | 'width' | 'height' | 'fallback_format'>): string {
  return libraryImageUrl({ hash: row.hash, width: row.width, height: row.height, fallback: row.fallback_format as MediaFallbackFormat });
}

/** The library, newest first, optionally filtered by name or alt text, each with where it is used. */
export async function listLibrary(search = ''): Promise<LibraryEntry[]> {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db()
    .select()
    .from(media_images)
    .where(search ? or(ilike(media_images.file_name, pattern), ilike(media_images.alt, pattern)) : undefined)
    .orderBy(desc(media_images.created_at), asc(media_images.id));
  const usage = await usageByHash();
  return rows.map((row) => ({
    id: row.id,
    url: imageUrlOf(row),
    thumbnail: libraryThumbnailPath(row),
    fileName: row.file_name,
    alt: row.alt,
    width: row.width,
    height: row.height,
    originalBytes: row.original_bytes,
    storedBytes: row.stored_bytes,
    createdAt: row.created_at.toISOString(),
    usedBy: usage.get(row.hash) ?? [],
  }));
}

/**
 * Where each library image is used, by hash: every image field of the content tables and the
 * articles' text. The content tables are small (a firm's pages), so one read of each is cheaper
 * and simpler than a query per image.
 */
async function usageByHash(): Promise<Map<string, string[]>> {
  const places: { label: string; urls: (string | null)[] }[] = [];
  for (const row of await db().select({ name: teams.name, url: teams.photo_url }).from(teams)) {
    places.push({ label: `Team member: ${row.name}`, urls: [row.url] });
  }
  for (const row of await db().select({ name: testimonials.name, url: testimonials.image_url }).from(testimonials)) {
    places.push({ label: `Testimonial: ${row.name}`, urls: [row.url] });
  }
  for (const row of await db().select({ name: partners.name, url: partners.logo_url }).from(partners)) {
    places.push({ label: `Partner: ${row.name}`, urls: [row.url] });
  }
  for (const row of await db().select({ title: portfolio_projects.title, url: portfolio_projects.image_url }).from(portfolio_projects)) {
    places.push({ label: `Portfolio project: ${row.title}`, urls: [row.url] });
  }
  const articles = await db()
    .select({ title: news_insights.title, url: news_insights.featured_image, content: news_insights.content })
    .from(news_insights);
  for (const row of articles) {
    places.push({ label: `Article: ${row.title}`, urls: [row.url, ...mediaAddressesIn(row.content)] });
  }
  const usage = new Map<string, string[]>();
  for (const place of places) {
    const hashes = new Set(place.urls.map((url) => mediaHashOf(url)).filter((hash): hash is string => hash !== undefined));
    for (const hash of hashes) usage.set(hash, [...(usage.get(hash) ?? []), place.label]);
  }
  return usage;
}

function mediaAddressesIn(text: string | null): string[] {
  return [...(text ?? '').matchAll(/\/media\/[0-9a-f]+-[0-9a-z]+\.[a-z]+/g)].map((match) => match[0]);
}

/** The hash of a library address (the image's own or one of its files), or undefined. */
function mediaHashOf(url: string | null): string | undefined {
  if (!url) return undefined;
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  const name = path.startsWith('/media/') ? storedFileName(path.slice('/media/'.length)) : undefined;
  return name?.split('-')[0];
}

/** Changes an image's alt text (audited); public pages that show it are refreshed. */
export async function updateAlt(actor: Actor, id: string, alt: string): Promise<'ok' | 'not_found'> {
  const outcome = await db().transaction(async (tx) => {
    const [before] = await tx.select().from(media_images).where(eq(media_images.id, id));
    if (!before) return 'not_found' as const;
    const [after] = await tx.update(media_images).set({ alt, updated_at: sql`now()` }).where(eq(media_images.id, id)).returning();
    await recordAudit(tx, { staffEmail: actor.email, entity: ENTITY, entityId: id, action: 'update', before: withoutTimes(before), after: withoutTimes(after!) });
    return 'ok' as const;
  });
  if (outcome === 'ok') notifyContentChange({ entity: ENTITY });
  return outcome;
}

export type DeleteOutcome = { ok: true } | { ok: false; reason: 'not_found' } | { ok: false; reason: 'in_use'; usedBy: string[] };

/** Deletes an image and its files, unless something uses it (then answers where). Audited. */
export async function deleteImage(actor: Actor, id: string): Promise<DeleteOutcome> {
  const [row] = await db().select().from(media_images).where(eq(media_images.id, id));
  if (!row) return { ok: false, reason: 'not_found' };
  const usedBy = (await usageByHash()).get(row.hash) ?? [];
  if (usedBy.length > 0) return { ok: false, reason: 'in_use', usedBy };
  return db().transaction(async (tx) => {
    const deleted = await tx.delete(media_images).where(eq(media_images.id, id)).returning({ id: media_images.id });
    if (deleted.length === 0) return { ok: false as const, reason: 'not_found' as const };
    await recordAudit(tx, { staffEmail: actor.email, entity: ENTITY, entityId: id, action: 'delete', before: withoutTimes(row) });
    return { ok: true as const };
  });
}

export interface MediaFile {
  bytes: Uint8Array;
  contentType: string;
}

/** A stored file by the name requested under /media/ (see domain/media), or undefined. */
export async function getMediaFile(requested: string): Promise<MediaFile | undefined> {
  const name = storedFileName(requested);
  if (!name) return undefined;
  const [file] = await db().select({ bytes: media_files.bytes, format: media_files.format }).from(media_files).where(eq(media_files.name, name));
  return file ? { bytes: file.bytes, contentType: MEDIA_CONTENT_TYPES[file.format as MediaFormat] } : undefined;
}

/**
 * Of image addresses a content item holds, those under /media/ whose file is no longer in the
 * library (deleted since): a restore reports them rather than dropping them (issue 43).
 */
export async function missingLibraryImages(urls: string[]): Promise<string[]> {
  const named = urls.map((url) => ({ url, name: storedFileName(url.slice(MEDIA_PATH_PREFIX.length)) }));
  const names = named.flatMap((entry) => (entry.name ? [entry.name] : []));
  const present = new Set(
    names.length === 0 ? [] : (await db().select({ name: media_files.name }).from(media_files).where(inArray(media_files.name, names))).map((row) => row.name),
  );
  return named.filter((entry) => !entry.name || !present.has(entry.name)).map((entry) => entry.url);
}

/**
 * For other features that draw with a library image (share cards, feeds): the largest stored file
 * in the fallback format (JPEG or PNG, at most 1600 px wide, no metadata) of the image an image
 * field's address or a library id names. Undefined for an external URL or an unknown image.
 */
export async function getLibraryImageBytes(urlOrId: string): Promise<(MediaFile & { width: number; height: number; alt: string }) | undefined> {
  const fromUrl = parseLibraryImageUrl(urlOrId.replace(/^https?:\/\/[^/]+/, ''));
  const isId = isUuid(urlOrId);
  if (!fromUrl && !isId) return undefined;
  const [row] = await db()
    .select()
    .from(media_images)
    .where(fromUrl ? eq(media_images.hash, fromUrl.hash) : eq(media_images.id, urlOrId));
  if (!row) return undefined;
  const [file] = await db()
    .select({ bytes: media_files.bytes })
    .from(media_files)
    .where(and(eq(media_files.image_id, row.id), eq(media_files.width, row.width), eq(media_files.format, row.fallback_format)));
  if (!file) return undefined;
  return { bytes: file.bytes, contentType: MEDIA_CONTENT_TYPES[row.fallback_format as MediaFormat], width: row.width, height: row.height, alt: row.alt };
}

/** The alt text of each library image among `urls` (by address), for public pages. */
export async function libraryAltTexts(urls: (string | null | undefined)[]): Promise<Map<string, string>> {
  const hashes = [...new Set(urls.map((url) => parseLibraryImageUrl(url)?.hash).filter((hash): hash is string => hash !== undefined))];
  if (hashes.length === 0) return new Map();
  const rows = await db().select({ hash: media_images.hash, alt: media_images.alt }).from(media_images).where(or(...hashes.map((hash) => eq(media_images.hash, hash))));
  return new Map(rows.map((row) => [row.hash, row.alt]));
}

export async function getLibraryImage(id: string): Promise<MediaImageRow | undefined> {
  const [row] = await db().select().from(media_images).where(eq(media_images.id, id));
  return row;
}

function withoutTimes(row: MediaImageRow): Record<string, unknown> {
  const { created_at: _created, updated_at: _updated, ...rest } = row;
  return rest;
}
