/**
 * The media library's form handling, shared by the library page's action (a plain multipart form,
 * no JavaScript) and /admin/media.json (the uploader's and the image fields' requests, one file
 * each, with progress). The route has called requireStaff(args, 'media') before the body is read.
 */
import { mediaAdminCopy as copy } from '~/content/admin/media';
import { formText, parseId } from '~/domain/admin-form';
import { MEDIA_LIMITS } from '~/domain/media';
import type { Actor } from '~/server/entities/admin-content.server';
import { deleteImage, imageUrlOf, updateAlt, uploadImage } from '~/server/entities/media.server';
import { chosenFiles } from '~/server/platform/uploads.server';
import type { ImageRefusal } from '~/server/media/image-processing.server';
import { warmImageWorker } from '~/server/media/image-worker-pool.server';

export interface UploadedImage {
  id: string;
  url: string;
  alt: string;
  width: number;
  height: number;
}

export interface MediaAnswer {
  ok: boolean;
  /** What the person reads: the success text, or every refusal, one per line. */
  messages: string[];
  uploaded: UploadedImage[];
  /** The alt field's own error (empty or too long). */
  altError?: string;
}

/**
 * Called before an upload's body is read: a multipart request (only uploads are) starts the image
 * worker now, so its start-up overlaps the transfer (ADR 090, third pass).
 */
export function prepareForUpload(request: Request): void {
  if ((request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) warmImageWorker();
}

/**
 * A staff member has chosen a file (the uploader's and the image fields' scripts say so): the image
 * worker starts now, while the alt text is typed, so the upload finds it running instead of
 * waiting ~0.5 s for it to start. Unused, it exits after MEDIA_WORKER_WARM_MS.
 */
export function prepareForChosenFile(): void {
  warmImageWorker();
}

/** The alt text's error, or undefined when it may be stored. */
export function altTextError(alt: string): string | undefined {
  if (alt.length === 0) return copy.altRequired;
  if (alt.length > MEDIA_LIMITS.alt) return copy.altTooLong;
  return undefined;
}

/**
 * Uploads every file of the form's `file` field with the form's `alt` text. An empty or too long
 * alt refuses them all; otherwise each file is checked on its own: a refused file stores nothing
 * and is named in the answer, the others are stored.
 */
export async function uploadFromForm(actor: Actor, form: FormData): Promise<MediaAnswer> {
  const alt = formText(form, 'alt').trim();
  const files = chosenFiles(form, 'file');
  if (files.length === 0) return { ok: false, messages: [copy.noFile], uploaded: [] };
  const altError = altTextError(alt);
  if (altError) return { ok: false, messages: [altError], uploaded: [], altError };
  const messages: string[] = [];
  const uploaded: UploadedImage[] = [];
  for (const file of files) {
    if (file.kind !== 'file') {
      messages.push(copy.noFile);
      continue;
    }
    const name = displayName(file.name);
    // A file on disk (every posted form's) is read by the image worker itself.
    const source = file.path ? { path: file.path, size: file.size } : { bytes: await file.read() };
    const outcome = await uploadImage(actor, { fileName: name, alt, ...source });
    if (!outcome.ok) {
      messages.push(refusalMessage(outcome.reason, name));
      continue;
    }
    if (!outcome.created) messages.push(copy.alreadyInLibrary(name));
    const { image } = outcome;
    uploaded.push({ id: image.id, url: imageUrlOf(image), alt: image.alt, width: image.width, height: image.height });
  }
  const refused = messages.length > 0 && uploaded.length < files.length;
  if (uploaded.length > 0) messages.unshift(copy.uploaded(uploaded.length));
  return { ok: !refused, messages, uploaded };
}

export function refusalMessage(reason: ImageRefusal, name: string): string {
  switch (reason) {
    case 'too_large':
      return copy.tooLarge(name);
    case 'svg':
      return copy.svg(name);
    case 'not_an_image':
      return copy.notAnImage(name);
    case 'too_many_pixels':
      return copy.tooManyPixels(name);
    case 'corrupt':
      return copy.corrupt(name);
  }
}

/** The name shown in the library: the file's base name, without control characters, bounded. */
function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'image').slice(0, MEDIA_LIMITS.fileName);
}

export type EditAnswer = { ok: boolean; message: string; id: string | null; altError?: string };

/** Saves an image's alt text (`id`, `alt`). */
export async function saveAltFromForm(actor: Actor, form: FormData): Promise<EditAnswer> {
  const id = parseId(form.get('id'));
  const alt = formText(form, 'alt').trim();
  if (!id) return { ok: false, message: copy.notFound, id };
  const altError = altTextError(alt);
  if (altError) return { ok: false, message: altError, id, altError };
  const outcome = await updateAlt(actor, id, alt);
  return outcome === 'ok' ? { ok: true, message: copy.altSaved, id } : { ok: false, message: copy.notFound, id };
}

/** Deletes an image (`id`) unless it is in use; the refusal lists where. */
export async function deleteFromForm(actor: Actor, form: FormData): Promise<EditAnswer> {
  const id = parseId(form.get('id'));
  if (!id) return { ok: false, message: copy.notFound, id };
  const outcome = await deleteImage(actor, id);
  if (outcome.ok) return { ok: true, message: copy.deleted, id };
  return { ok: false, message: outcome.reason === 'in_use' ? copy.inUse(outcome.usedBy) : copy.notFound, id };
}
